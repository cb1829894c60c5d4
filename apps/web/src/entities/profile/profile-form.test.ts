// The profile form: only changed fields are sent, the region travels whole, and the contract's rules are
// checked (with the same message keys the server answers) before anything is sent.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { UserInfo } from '@kk/contract';
import {
  birthdayBounds,
  changeCount,
  changedFields,
  draftFrom,
  firstProblem,
  fromPickerDate,
  type ProfileDraft,
  rangeOptions,
  refusedField,
  toPickerDate,
} from './profile-form.ts';

const user = {
  id: 7,
  userid: '12345678',
  phone: '138****5678',
  username: '小林',
  signature: '',
  gender: 0,
  birthday: '',
  height: 0,
  weight: 0,
  marriage: 0,
  province: '广东省',
  city: '深圳市',
  county: '南山区',
  address: '',
  work: '',
  salary: '',
  email: '',
  avatar: '',
} as unknown as UserInfo;

// 2026-06-15 12:00 in China.
const NOW = Date.UTC(2026, 5, 15, 4);

describe('changed fields', () => {
  it('nothing changed sends nothing', () => {
    const saved = draftFrom(user);
    assert.deepEqual(changedFields(saved, { ...saved }), {});
    assert.deepEqual(changedFields(saved, { ...saved, username: ' 小林 ' }), {}, 'spaces alone are no change');
  });

  it('sends only what changed, trimmed', () => {
    const saved = draftFrom(user);
    const changes = changedFields(saved, { ...saved, signature: ' 你好 ', height: 170 });
    assert.deepEqual(changes, { signature: '你好', height: 170 });
    assert.equal(changeCount(changes), 2);
  });

  it('province, city and county travel together when any of them changes', () => {
    const saved = draftFrom(user);
    const changes = changedFields(saved, { ...saved, county: '福田区' });
    assert.deepEqual(changes, { province: '广东省', city: '深圳市', county: '福田区' });
    assert.equal(changeCount(changes), 1, 'the region counts once');
  });

  it('only the editable fields of updateUserInfo are in the draft (never phone or avatar)', () => {
    const draft = draftFrom(user) as unknown as Record<string, unknown>;
    assert.ok(!('phone' in draft) && !('avatar' in draft) && !('id' in draft));
  });
});

describe('validation wiring', () => {
  it('answers the contract’s message key for the first bad field, in form order', () => {
    assert.deepEqual(firstProblem({ username: 'a', height: 300 }, NOW), {
      field: 'username',
      key: 'validation.usernameLength',
    });
    assert.deepEqual(firstProblem({ height: 300 }, NOW), { field: 'height', key: 'validation.heightRange' });
    assert.deepEqual(firstProblem({ username: '13812345678' }, NOW), {
      field: 'username',
      key: 'validation.usernameReserved',
    });
    assert.deepEqual(firstProblem({ signature: '长'.repeat(61) }, NOW), {
      field: 'signature',
      key: 'validation.signatureLength',
    });
    assert.deepEqual(firstProblem({ email: 'nope' }, NOW), { field: 'email', key: 'validation.emailInvalid' });
    assert.deepEqual(firstProblem({ birthday: '2010-01-01' }, NOW), {
      field: 'birthday',
      key: 'validation.ageTooYoung',
    });
    assert.deepEqual(firstProblem({ province: '广东省', city: '', county: '' }, NOW), {
      field: 'province',
      key: 'validation.regionInvalid',
    });
  });

  it('accepts good values and the "unset" ones', () => {
    assert.equal(
      firstProblem({ username: '阿强', height: 0, weight: 60, salary: '12k-20k', email: '', birthday: '' }, NOW),
      null,
    );
    assert.equal(firstProblem({ province: '', city: '', county: '' }, NOW), null);
  });

  it('refuses impersonating names and hidden characters with the server’s keys, before sending', () => {
    const cases: Array<[Partial<ProfileDraft>, string, string]> = [
      [{ username: 'kk１２３４５６７８' }, 'username', 'validation.usernameReserved'],
      [{ username: 'кк12345678' }, 'username', 'validation.usernameReserved'],
      [{ username: 'ab\u202Ecd' }, 'username', 'validation.textInvisible'],
      [{ username: '\u200B\u200B\u200B' }, 'username', 'validation.textInvisible'],
      [{ username: 'ab\u0000cd' }, 'username', 'validation.textControl'],
      [{ signature: 'hi \u001B[31mred' }, 'signature', 'validation.textControl'],
      [{ work: 'a\u2066b' }, 'work', 'validation.textInvisible'],
      [{ address: 'a\nb' }, 'address', 'validation.textControl'],
    ];
    for (const [changes, field, key] of cases) {
      assert.deepEqual(firstProblem(changes, NOW), { field, key }, JSON.stringify(changes));
    }
    assert.equal(firstProblem({ signature: '第一行\n第二行 ❤️' }, NOW), null, 'a signature may break lines');
    assert.equal(firstProblem({ username: '👩‍💻阿强' }, NOW), null);
    assert.equal(firstProblem({ username: 'kk12345678' }, NOW, 'kk12345678'), null, 'the saved default name');
  });

  it('reads the field a server refusal names', () => {
    assert.equal(refusedField({ field: 'email' }), 'email');
    assert.equal(refusedField({ field: 'password' }), null);
    assert.equal(refusedField(null), null);
  });
});

describe('pickers', () => {
  it('offer birthdays from 100 years old to exactly 18 today (China time), both accepted by the rule', () => {
    const { min, max } = birthdayBounds(NOW);
    assert.deepEqual({ min, max }, { min: '1925-06-16', max: '2008-06-15' });
    assert.equal(firstProblem({ birthday: max }, NOW), null);
    assert.equal(firstProblem({ birthday: min }, NOW), null);
    assert.notEqual(firstProblem({ birthday: '1925-06-15' }, NOW), null, 'the day before is 101');
  });

  it('turn YYYY-MM-DD into a local date and back without drifting a day', () => {
    assert.equal(fromPickerDate(toPickerDate('1996-05-20')), '1996-05-20');
    assert.equal(fromPickerDate(toPickerDate('2000-02-29')), '2000-02-29');
  });

  it('offer unset, then every whole number of a range', () => {
    const heights = rangeOptions(100, 250);
    assert.equal(heights[0], 0);
    assert.equal(heights[1], 100);
    assert.equal(heights.at(-1), 250);
    assert.equal(heights.length, 152);
  });
});

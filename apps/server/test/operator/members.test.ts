// Members in the console: search by number, userid, part of the name or a whole phone (masked in the answer); a
// member's page with profile, album, counts, reports by and against, actions, orders and sessions, never the exact
// birthday, county, address or e-mail; the phone revealed only to an admin, and every look audited. getStats counts
// what the test makes, a China Standard Time day at a time. On PostgreSQL + Redis with TEST_DATABASE_URL /
// TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CODE, CONSOLE, maskPhone, NOTICE, publicUser } from '@kk/contract';
import { type ConsoleClient, loginOperator } from '../support/console.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { notify, order, paidNotification } from '../support/pay-fixtures.ts';
import { comment, ok, type Person, post, signUp, uploadImage } from '../support/square-fixtures.ts';

let server: TestServer;
let admin: ConsoleClient;
let moderator: ConsoleClient;
let member: Person;
let reporter: Person;
let memberUpdate: number;
let reporterUpdate: number;
const NAME = `林小${Math.random().toString(36).slice(2, 7)}`;

before(async () => {
  server = await startServer();
  admin = await loginOperator(server, { role: 'admin' });
  moderator = await loginOperator(server);
  member = await signUp(server);
  reporter = await signUp(server);
  await ok(
    server,
    '/api/user/updateUserInfo',
    {
      username: NAME,
      birthday: '1996-05-20',
      gender: 2,
      province: '广东省',
      city: '深圳市',
      county: '南山区',
      address: '科技园十八号',
      email: 'lin-secret@example.com',
    },
    member,
  );
  const image = await uploadImage(server, member);
  await ok(server, '/api/userPhoto/addUserPhoto', { fileIds: [image] }, member);
  memberUpdate = (await post(server, member, '第一条动态')).id;
  reporterUpdate = (await post(server, reporter, '举报人的动态')).id;
  await comment(server, member, reporterUpdate, '一条评论');
  await ok(server, '/api/chat/followUser', { userId: reporter.user.id }, member);
  await ok(server, '/api/chat/sayHi', { userId: reporter.user.id }, member);
  // Reports against the member (the person and their update), and one by them.
  await ok(server, '/api/report/addReport', { target_type: 1, target_id: member.user.id, reason: 1 }, reporter);
  await ok(server, '/api/report/addReport', { target_type: 2, target_id: memberUpdate, reason: 5 }, reporter);
  await ok(server, '/api/report/addReport', { target_type: 2, target_id: reporterUpdate, reason: 2 }, member);
  // A paid recharge of 30 yuan and a week of VIP.
  const placed = await order(server, member.token, 30);
  assert.equal((await notify(server, paidNotification(server, placed.out_trade_no, '30.00'))).text, 'success');
  await ok(server, '/api/pay/buyVip', { days: 7 }, member);
});
after(() => server.close());

describe('searchMembers', () => {
  test('by number, userid, part of the name or whole phone; the phone always masked', async () => {
    const keywords = [String(member.user.id), member.user.userid, NAME.slice(1), member.phone];
    for (const keyword of keywords) {
      const found = await moderator.call('/api/console/searchMembers', { keyword });
      assert.equal(found.code, 0, found.msg);
      const row = found.data.list.find((item: { id: number }) => item.id === member.user.id);
      assert.ok(row, `found by ${keyword}`);
      assert.equal(row.phone, maskPhone(member.phone));
      assert.match(row.phone, /^1\d\d\*{4}\d{4}$/);
      assert.equal(row.username, NAME);
      assert.deepEqual(row.state, {
        muted_until: 0,
        suspended_until: 0,
        banned: 0,
        shadowbanned: 0,
        held: 0,
        deleted: 0,
      });
    }
    // Part of a phone finds nobody by phone; an empty keyword is refused.
    const part = await moderator.call('/api/console/searchMembers', { keyword: member.phone.slice(0, 7) });
    assert.ok(!part.data.list.some((item: { id: number }) => item.id === member.user.id));
    assert.equal((await moderator.call('/api/console/searchMembers', { keyword: ' ' })).code, CODE.paramsError);
    const many = await moderator.call('/api/console/searchMembers', { keyword: '1' });
    assert.ok(many.data.list.length <= CONSOLE.searchMax);
  });
});

describe('getMember', () => {
  test('the page: profile, album, counts, reports by and against, orders, sessions', async () => {
    const page = await moderator.call('/api/console/getMember', { userId: member.user.id });
    assert.equal(page.code, 0, page.msg);
    const data = page.data;
    assert.deepEqual(Object.keys(data.profile).sort(), Object.keys(publicUser.shape).sort());
    assert.equal(data.profile.username, NAME);
    assert.ok(data.profile.age > 0);
    assert.equal(data.phone, maskPhone(member.phone));
    const text = JSON.stringify(data);
    for (const secret of ['1996-05-20', '南山区', '科技园十八号', 'lin-secret', member.phone, 'password']) {
      assert.ok(!text.includes(secret), `never ${secret}`);
    }
    assert.equal(data.photos.length, 1);
    assert.match(data.photos[0].url, /^\/files\//);
    assert.deepEqual(data.counts, {
      follows: 1,
      fans: 0,
      updates: 1,
      comments: 1,
      messages_sent: 1,
      reports_made: 1,
      reports_against: 2,
    });
    assert.deepEqual(
      data.reports_against.map((item: { target_type: number; target_id: number; count: number }) => [
        item.target_type,
        item.target_id,
        item.count,
      ]),
      // Queue items, newest first (the moderation feature's).
      [
        [2, memberUpdate, 1],
        [1, member.user.id, 1],
      ],
    );
    assert.equal(data.reports_against[1].member.id, member.user.id);
    assert.equal(data.reports_against[1].status, 'open');
    assert.deepEqual(data.reports_against[0].reasons, [5]);
    assert.equal(data.reports_by.length, 1);
    assert.equal(data.reports_by[0].target_id, reporterUpdate);
    assert.equal(data.reports_by[0].member.id, reporter.user.id);
    // 30 yuan paid, then 70 coins spent on a week of VIP (both at the test clock's same instant).
    assert.deepEqual(
      data.orders
        .map((item: { kind: string; amount: number; status: string }) => [item.kind, item.amount, item.status])
        .sort(),
      [
        ['recharge', 30, 'paid'],
        ['vip', 70, 'paid'],
      ],
    );
    assert.equal(data.devices.length, 1);
    assert.equal(data.devices[0].platform, '');
    assert.ok(data.devices[0].create_time > 0);
    assert.ok(data.devices[0].last_active_time >= data.devices[0].create_time);
    assert.equal((await moderator.call('/api/console/getMember', { userId: 99_999_999 })).code, CODE.noSuchUser);
  });

  test('the phone is revealed to an admin only; every look and every reveal is in the audit log', async () => {
    const refused = await moderator.call('/api/console/getMember', { userId: member.user.id, revealPhone: true });
    assert.equal(refused.code, CODE.operatorForbidden);
    const revealed = await admin.call('/api/console/getMember', { userId: member.user.id, revealPhone: true });
    assert.equal(revealed.code, 0, revealed.msg);
    assert.equal(revealed.data.phone, member.phone);
    const log = await admin.call('/api/console/getAuditLog', { userId: member.user.id, page: 1, pageSize: 50 });
    const entries = log.data.list.map((entry: { action: string; operator: { name: string } }) => [
      entry.action,
      entry.operator.name,
    ]);
    assert.deepEqual(entries.slice(0, 2), [
      ['revealPhone', admin.operator.name],
      ['viewMember', admin.operator.name],
    ]);
    assert.ok(entries.some(([action, name]: string[]) => action === 'viewMember' && name === moderator.operator.name));
    assert.ok(
      !entries.some(([action, name]: string[]) => action === 'revealPhone' && name === moderator.operator.name),
    );
    // The page lists those entries as the member's actions too.
    const page = await admin.call('/api/console/getMember', { userId: member.user.id });
    assert.equal(page.data.actions[0].action, 'viewMember');
    assert.equal(page.data.actions[1].action, 'revealPhone');
  });
});

describe('getStats', () => {
  test('counts what happened, a China Standard Time day at a time, oldest first, today included', async () => {
    // Queue items closed as the moderation feature records them: two items (one acted on twice), and a look
    // that closes nothing.
    const audit = server.app.console.audit;
    await audit.record({ operatorId: moderator.operator.id, action: 'ban', userId: member.user.id, reportId: 1 });
    await audit.record({ operatorId: moderator.operator.id, action: 'removeContent', reportId: 1 });
    await audit.record({ operatorId: moderator.operator.id, action: 'dismissReport', reportId: 3 });
    await audit.record({ operatorId: moderator.operator.id, action: 'viewReport', reportId: 2 });
    const stats = await moderator.call('/api/console/getStats', { days: 3 });
    assert.equal(stats.code, 0, `${stats.code} ${stats.msg}`);
    const list = stats.data.list;
    assert.equal(list.length, 3);
    const today = new Date(server.clock.now() + NOTICE.visitDayOffsetMs).toISOString().slice(0, 10);
    assert.equal(list[2].date, today);
    assert.ok(list[0].date < list[1].date && list[1].date < list[2].date);
    // Made today by this file: four members (two operators are not members), two updates, one message, three
    // reports, 30 yuan and one VIP. The harness's clock starts at 12:00 in China, so all of it is on one day.
    assert.deepEqual(list[2], {
      date: today,
      signups: 2,
      active: 2,
      messages: 1,
      updates: 2,
      reports_opened: 3,
      reports_closed: 2,
      income: 30,
      vip_sold: 1,
    });
    for (const day of list.slice(0, 2)) {
      assert.deepEqual(
        [day.signups, day.active, day.messages, day.updates, day.reports_opened, day.income, day.vip_sold],
        [0, 0, 0, 0, 0, 0, 0],
      );
    }
    // A day later, yesterday's numbers stay and today's start at nothing; after 16:00 UTC it is the next day in
    // China.
    server.clock.advance(86_400_000);
    // The session of the morning ended after 12 hours.
    assert.equal((await moderator.call('/api/console/getStats', { days: 2 })).code, CODE.notLoggedIn);
    moderator = await loginOperator(server);
    const later = await moderator.call('/api/console/getStats', { days: 2 });
    assert.equal(later.data.list[0].updates, 2);
    assert.equal(later.data.list[1].updates, 0);
    assert.equal((await moderator.call('/api/console/getStats', { days: 91 })).code, CODE.paramsError);
    const defaults = await moderator.call('/api/console/getStats', {});
    assert.equal(defaults.data.list.length, 30);
  });
});

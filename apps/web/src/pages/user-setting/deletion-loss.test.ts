import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import i18next, { type TFunction } from 'i18next';
import { en } from '../../shared/i18n/locales/en/index.ts';
import { fr } from '../../shared/i18n/locales/fr/index.ts';
import { zhHans } from '../../shared/i18n/locales/zh-Hans/index.ts';
import { deletionLossText, vipDaysLeft, warningWithLoss } from './deletion-loss.ts';

const DAY = 24 * 60 * 60_000;
const now = Date.UTC(2026, 10, 26, 12);

async function tIn(language: string): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    defaultNS: 'app',
    resources: { 'zh-Hans': { app: zhHans }, en: { app: en }, fr: { app: fr } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('what a deletion loses', () => {
  it('counts the VIP days left, a started day as one, none without VIP or after it ended', () => {
    assert.equal(vipDaysLeft(undefined, now), 0);
    assert.equal(vipDaysLeft({ vip: 0, vip_end_time: now + 5 * DAY }, now), 0);
    assert.equal(vipDaysLeft({ vip: 1, vip_end_time: now - 1 }, now), 0);
    assert.equal(vipDaysLeft({ vip: 1, vip_end_time: now + 30 * DAY }, now), 30);
    assert.equal(vipDaysLeft({ vip: 1, vip_end_time: now + 2 * DAY + 1 }, now), 3);
  });

  it('says nothing when there are no coins and no VIP days', async () => {
    assert.equal(deletionLossText(await tIn('zh-Hans'), 'zh-Hans', 0, 0), '');
  });

  it('names the coins and the days, with plural forms', async () => {
    assert.equal(deletionLossText(await tIn('zh-Hans'), 'zh-Hans', 120, 30), '你的120金币和30天会员将一并失去。');
    assert.equal(deletionLossText(await tIn('en'), 'en', 1, 1), 'You will also lose 1 coin and 1 day of VIP.');
    assert.equal(deletionLossText(await tIn('en'), 'en', 120, 0), 'You will also lose 120 coins.');
    assert.equal(deletionLossText(await tIn('fr'), 'fr', 0, 2), 'Vous perdrez aussi 2 jours de VIP.');
    assert.equal(deletionLossText(await tIn('fr'), 'fr', 5, 1), 'Vous perdrez aussi 5 pièces et 1 jour de VIP.');
  });

  it('follows the warning, with a space only between sentences of a spaced language', () => {
    assert.equal(warningWithLoss('无法恢复。', '你的1金币将一并失去。'), '无法恢复。你的1金币将一并失去。');
    assert.equal(
      warningWithLoss('It cannot be undone.', 'You will also lose 1 coin.'),
      'It cannot be undone. You will also lose 1 coin.',
    );
    assert.equal(warningWithLoss('无法恢复。', ''), '无法恢复。');
  });
});

// Verified photos (issue 24; docs/decisions/0091-verified-photos.md): a challenge, a private selfie, the console's
// queue (audited) and review, the badge wherever the public profile appears, the avatar rule, a rejection's notice
// and the day's wait, the selfie never opened by a member, bad inputs, and two sends of one challenge at once.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { VERIFY, VERIFY_POSES } from '@kk/contract';
import { TestSocket } from '../support/chat-helpers.ts';
import { type ConsoleClient, loginOperator } from '../support/console.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { phpAsJpeg, upload } from '../support/images.ts';
import { deleteAccount } from '../support/notice-fixtures.ts';
import { viewer } from '../support/people-fixtures.ts';
import {
  addToAlbum,
  type Member,
  queueItem,
  sendSelfie,
  setAvatar,
  uploaded,
  verify,
} from '../support/verify-fixtures.ts';

const DAY = 86_400_000;

const status = async (server: TestServer, who: Member) =>
  (await server.call('/api/verify/getStatus', {}, { token: who.token })).data;

/** The member's `verified` as another member sees it on their profile page. */
const badge = async (server: TestServer, seer: Member, who: Member) => {
  const answer = await server.call('/api/user/getUserDetail', { userId: who.id }, { token: seer.token });
  assert.equal(answer.code, 0, answer.msg);
  return answer.data.verified;
};

async function notices(server: TestServer, who: Member): Promise<string[]> {
  const answer = await server.call('/api/notice/getNoticeList', { page: 1, pageSize: 50 }, { token: who.token });
  return answer.data.list
    .filter((item: { type: string }) => item.type === 'system')
    .map((item: { summary: string }) => item.summary);
}

describe('verified photos', () => {
  let server: TestServer;
  let operator: ConsoleClient;
  before(async () => {
    server = await startServer();
  });
  // A fresh console session each time: a test that moves the clock a day on outlives a session.
  beforeEach(async () => {
    operator = await loginOperator(server);
  });
  after(() => server.close());

  test('challenge, private selfie, audited queue, approval: the badge on the profile, search, feed and chat', async () => {
    const her = await viewer(server, { gender: 2, username: '认证的她' });
    const him = await viewer(server);
    const avatar = await uploaded(server, her, 80);
    const album = await uploaded(server, her, 90);
    await setAvatar(server, her, avatar.url);
    await addToAlbum(server, her, album.id);
    assert.deepEqual(await status(server, her), { status: 'none' });

    const challenge = await server.call('/api/verify/getChallenge', {}, { token: her.token });
    assert.equal(challenge.code, 0);
    assert.match(challenge.data.challenge_id, /^[a-f0-9]{32}$/);
    assert.ok((VERIFY_POSES as readonly string[]).includes(challenge.data.pose));
    const selfie = await uploaded(server, her, 40);
    const sent = await server.call(
      '/api/verify/submit',
      { challenge_id: challenge.data.challenge_id, fileId: selfie.id },
      { token: her.token },
    );
    assert.deepEqual([sent.code, sent.data], [0, { status: 'pending' }]);
    assert.deepEqual(await status(server, her), { status: 'pending' });
    assert.equal((await server.call('/api/verify/getChallenge', {}, { token: her.token })).code, -2916);
    // The upload is gone from public view: its URL answers nothing now, to anyone.
    assert.equal((await fetch(server.url + selfie.url)).status, 404);

    const item = await queueItem(operator, her.id);
    assert.equal(item.pose, challenge.data.pose);
    assert.deepEqual(item.photos, [avatar.url, album.url]);
    assert.equal(item.member.avatar, avatar.url);
    assert.match(item.selfie, /^\/api\/console\/evidence\/evidence\/verify\/[a-f0-9]{32}\.png$/);
    const audit = await server.app.console.audit.forMember(her.id);
    assert.ok(audit.some((entry) => entry.action === 'viewVerification'));
    // The console opens the selfie; no member's token (hers or anyone's) opens it anywhere.
    const asConsole = await fetch(server.url + item.selfie, { headers: { cookie: operator.cookie } });
    assert.equal(asConsole.status, 200);
    assert.equal(asConsole.headers.get('content-type'), 'image/png');
    const key = item.selfie.slice('/api/console/evidence/'.length);
    for (const [url, token] of [item.selfie, `/files/${key}`].flatMap((url) => [
      [url, her.token],
      [url, him.token],
    ])) {
      const asMember = await fetch(server.url + url, { headers: { token } });
      assert.notEqual(asMember.status, 200, url);
      assert.notEqual(((await asMember.json()) as { code: number }).code, 0);
    }

    const approved = await operator.call('/api/console/reviewVerification', { id: item.id, approve: true });
    assert.equal(approved.code, 0, approved.msg);
    assert.equal((await operator.call('/api/console/reviewVerification', { id: item.id, approve: true })).code, -2930);
    assert.deepEqual(await status(server, her), { status: 'approved' });
    assert.ok(
      (await server.app.console.audit.forMember(her.id)).some((entry) => entry.action === 'reviewVerification'),
    );
    // The selfie is deleted after review.
    assert.ok(!(await server.storedKeys('evidence/verify/')).includes(key));
    assert.equal((await fetch(server.url + item.selfie, { headers: { cookie: operator.cookie } })).status, 404);
    assert.equal((await notices(server, her)).length, 1);

    // The badge wherever her public profile appears.
    const info = await server.call('/api/user/getUserInfo', {}, { token: her.token });
    assert.equal(info.data.verified, 1);
    assert.equal(await badge(server, him, her), 1);
    const found = await server.call(
      '/api/user/searchUser',
      { keyword: '认证的她', page: 1, pageSize: 10 },
      { token: him.token },
    );
    assert.equal(found.data.list.find((card: { id: number }) => card.id === her.id)?.verified, 1);
    const feed = await server.call('/api/user/getRecommendList', { page: 1, pageSize: 20 }, { token: him.token });
    assert.equal(feed.data.list.find((card: { id: number }) => card.id === her.id)?.verified, 1);
    const socket = await TestSocket.connect(server, him.token);
    socket.sendMessage(her.id, '你好');
    await socket.next('ack');
    socket.close();
    const sessions = await server.call('/api/chat/getSessionList', { page: 1, pageSize: 20 }, { token: him.token });
    assert.equal(
      sessions.data.list.find((session: { user_id: number }) => session.user_id === her.id)?.user.verified,
      1,
    );
    const theirs = await server.call('/api/chat/getSessionList', { page: 1, pageSize: 20 }, { token: her.token });
    assert.equal(theirs.data.list.find((session: { user_id: number }) => session.user_id === him.id)?.user.verified, 0);

    // The avatar rule: a covered picture keeps the badge, another drops it, a covered one again brings it back.
    await setAvatar(server, her, album.url);
    assert.equal(await badge(server, him, her), 1);
    const other = await uploaded(server, her, 100);
    await setAvatar(server, her, other.url);
    assert.equal(await badge(server, him, her), 0);
    assert.deepEqual(await status(server, her), { status: 'none' });
    await setAvatar(server, her, avatar.url);
    assert.equal(await badge(server, him, her), 1);
    // An operator's removal of the avatar (a system one in its place) drops it too.
    const removed = await operator.call('/api/console/removeContent', {
      target_type: 6,
      target_id: her.id,
      reason: '头像不是本人',
    });
    assert.equal(removed.code, 0, removed.msg);
    assert.equal(await badge(server, him, her), 0);
  });

  test('a rejection: a notice with the reason, in the member’s language, and a new try only a day later', async () => {
    const her = await viewer(server, { gender: 2 });
    await setAvatar(server, her, (await uploaded(server, her, 81)).url);
    const { submitted } = await sendSelfie(server, her, 'en');
    assert.equal(submitted.code, 0);
    const item = await queueItem(operator, her.id);
    assert.equal((await operator.call('/api/console/reviewVerification', { id: item.id, approve: false })).code, -2222);
    assert.equal(
      (await operator.call('/api/console/reviewVerification', { id: item.id, approve: false, reason: '  ' })).code,
      -2222,
    );
    const rejected = await operator.call('/api/console/reviewVerification', {
      id: item.id,
      approve: false,
      reason: 'the gesture is not visible',
    });
    assert.equal(rejected.code, 0, rejected.msg);
    const now = server.clock.now();
    assert.deepEqual(await status(server, her), {
      status: 'rejected',
      reason: 'the gesture is not visible',
      retry_after: now + VERIFY.retryAfterMs,
    });
    const [notice] = await notices(server, her);
    assert.match(notice ?? '', /not approved: the gesture is not visible/);
    assert.ok(
      !(await server.storedKeys('evidence/verify/')).includes(item.selfie.slice('/api/console/evidence/'.length)),
    );
    assert.equal(await badge(server, her, her), 0);

    const early = await server.call('/api/verify/getChallenge', {}, { token: her.token });
    assert.equal(early.code, -2915);
    assert.deepEqual(early.data, { until: now + VERIFY.retryAfterMs });
    server.clock.advance(DAY - 1);
    assert.equal((await server.call('/api/verify/getChallenge', {}, { token: her.token })).code, -2915);
    server.clock.advance(1);
    const again = await sendSelfie(server, her);
    assert.equal(again.submitted.code, 0);
    assert.deepEqual(await status(server, her), { status: 'pending' });
  });

  test('bad inputs: unknown, expired, used or someone else’s challenge; someone else’s file; not an image', async () => {
    const her = await viewer(server, { gender: 2 });
    const someone = await viewer(server);
    const submit = (who: Member, body: Record<string, unknown>) =>
      server.call('/api/verify/submit', body, { token: who.token });
    const kept = (await server.storedKeys('evidence/verify/')).length;
    const mine = await uploaded(server, her, 41);
    const theirs = await uploaded(server, someone, 42);

    assert.equal((await submit(her, { challenge_id: 'a'.repeat(32), fileId: mine.id })).code, -2914);
    const malformed = await submit(her, { challenge_id: 'not-a-challenge', fileId: mine.id });
    assert.notEqual(malformed.code, 0);
    assert.equal((await submit(her, { challenge_id: 'a'.repeat(32), fileId: 'x' })).code, -2222);

    const expiring = (await server.call('/api/verify/getChallenge', {}, { token: her.token })).data.challenge_id;
    server.clock.advance(VERIFY.challengeTtlMs);
    assert.equal((await submit(her, { challenge_id: expiring, fileId: mine.id })).code, -2914);

    const challenge = (await server.call('/api/verify/getChallenge', {}, { token: her.token })).data.challenge_id;
    assert.equal((await submit(someone, { challenge_id: challenge, fileId: theirs.id })).code, -2914);
    assert.equal((await submit(her, { challenge_id: challenge, fileId: theirs.id })).code, -2306);
    // Not an image: the upload itself refuses it, so no file id exists to send.
    const script = await upload(server.url, her.token, phpAsJpeg, 'selfie.jpg', 'image/jpeg');
    assert.equal(script.code, -2302);
    // None of those used the challenge up, and nothing private was kept.
    assert.equal((await server.storedKeys('evidence/verify/')).length, kept);
    assert.equal((await submit(her, { challenge_id: challenge, fileId: mine.id })).code, 0);
    assert.equal((await submit(her, { challenge_id: challenge, fileId: mine.id })).code, -2914);
    assert.equal((await submit(someone, { challenge_id: challenge, fileId: theirs.id })).code, -2914);

    // A member's token opens no console endpoint.
    const asMember = await server.call(
      '/api/console/getVerificationList',
      { page: 1, pageSize: 10 },
      { token: her.token },
    );
    assert.notEqual(asMember.code, 0);
    const review = await server.call('/api/console/reviewVerification', { id: 1, approve: true }, { token: her.token });
    assert.notEqual(review.code, 0);
    assert.equal((await operator.call('/api/console/reviewVerification', { id: 999_999, approve: true })).code, -2930);
  });

  test('two sends of one challenge at once make one pending verification', async () => {
    const her = await viewer(server, { gender: 2 });
    const kept = (await server.storedKeys('evidence/verify/')).length;
    const challenge = (await server.call('/api/verify/getChallenge', {}, { token: her.token })).data.challenge_id;
    const files = await Promise.all([uploaded(server, her, 43), uploaded(server, her, 44), uploaded(server, her, 45)]);
    const answers = await Promise.all(
      files.map((file) =>
        server.call('/api/verify/submit', { challenge_id: challenge, fileId: file.id }, { token: her.token }),
      ),
    );
    const codes = answers.map((answer) => answer.code).sort();
    assert.equal(codes.filter((code) => code === 0).length, 1, `codes ${codes}`);
    assert.ok(
      codes.every((code) => code === 0 || code === -2914 || code === -2916),
      `codes ${codes}`,
    );
    const list = await operator.call('/api/console/getVerificationList', { page: 1, pageSize: 100 });
    assert.equal(list.data.list.filter((item: { member: { id: number } }) => item.member.id === her.id).length, 1);
    assert.equal((await server.storedKeys('evidence/verify/')).length, kept + 1);
  });

  test('a verified member can be asked for and approved again; deleting the account takes a waiting selfie', async () => {
    const her = await viewer(server, { gender: 2 });
    await verify(server, her, operator);
    assert.deepEqual(await status(server, her), { status: 'approved' });
    const kept = (await server.storedKeys('evidence/verify/')).length;
    const { submitted } = await sendSelfie(server, her);
    assert.equal(submitted.code, 0);
    assert.equal((await server.storedKeys('evidence/verify/')).length, kept + 1);
    await deleteAccount(server, her);
    assert.equal((await server.storedKeys('evidence/verify/')).length, kept);
    assert.equal(await queueItem(operator, her.id), undefined);
  });
});

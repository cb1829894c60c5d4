// Verified photos in the API tests: a selfie sent for a fresh challenge, the console's queue item for it, and a
// member verified the whole way (challenge, selfie, an operator's approval).
import assert from 'node:assert/strict';
import type { ConsoleClient } from './console.ts';
import type { TestServer } from './harness.ts';
import { png, upload } from './images.ts';

export interface Member {
  token: string;
  id: number;
}

/** Uploads a picture (a PNG of `size` pixels, so each is a different file) and answers its id and URL. */
export async function uploaded(server: TestServer, who: Member, size = 64): Promise<{ id: string; url: string }> {
  const answer = await upload(server.url, who.token, await png(size, size), 'photo.png', 'image/png');
  assert.equal(answer.code, 0, `upload: ${answer.msg}`);
  return { id: answer.data.id, url: answer.data.url };
}

export async function setAvatar(server: TestServer, who: Member, url: string): Promise<void> {
  const answer = await server.call('/api/userAvatar/updateUserAvatar', { url }, { token: who.token });
  assert.equal(answer.code, 0, `avatar: ${answer.msg}`);
}

export async function addToAlbum(server: TestServer, who: Member, fileId: string): Promise<void> {
  const answer = await server.call('/api/userPhoto/addUserPhoto', { fileIds: [fileId] }, { token: who.token });
  assert.equal(answer.code, 0, `album: ${answer.msg}`);
}

/** A challenge and a selfie sent for it; answers the submit's envelope and the selfie's upload. */
export async function sendSelfie(server: TestServer, who: Member, language?: string) {
  const challenge = await server.call('/api/verify/getChallenge', {}, { token: who.token });
  assert.equal(challenge.code, 0, `challenge: ${challenge.msg}`);
  const selfie = await uploaded(server, who, 40);
  const submitted = await server.call(
    '/api/verify/submit',
    { challenge_id: challenge.data.challenge_id, fileId: selfie.id },
    { token: who.token, ...(language ? { language } : {}) },
  );
  return { submitted, selfie, pose: challenge.data.pose as string };
}

/** The queue item of this member's waiting verification (the list opened by `operator`). */
export async function queueItem(operator: ConsoleClient, memberId: number, on?: TestServer) {
  const answer = await operator.call('/api/console/getVerificationList', { page: 1, pageSize: 100 }, {}, on);
  assert.equal(answer.code, 0, `list: ${answer.msg}`);
  return answer.data.list.find((item: { member: { id: number } }) => item.member.id === memberId);
}

/** The whole way to the badge: a selfie sent and approved by `operator`. */
export async function verify(server: TestServer, who: Member, operator: ConsoleClient, on = server): Promise<void> {
  const { submitted } = await sendSelfie(server, who);
  assert.equal(submitted.code, 0, `submit: ${submitted.msg}`);
  const item = await queueItem(operator, who.id, on);
  const reviewed = await operator.call('/api/console/reviewVerification', { id: item.id, approve: true }, {}, on);
  assert.equal(reviewed.code, 0, `review: ${reviewed.msg}`);
}

// Steps of the console specs: operators made with the real `operator` command against the e2e server's data
// (E2E_DATA_DIR, playwright.config.ts), the six digits an authenticator app would show (RFC 6238, from the otpauth
// secret, with node:crypto), and chat messages sent over a member's own socket.
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

const ROOT = join(import.meta.dirname, '..', '..');
const STEP_MS = 30_000;

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** RFC 6238 with the authenticator apps' defaults: HMAC-SHA-1, 30 s steps, 6 digits. */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * An operator's authenticator. A server may refuse a code whose step was already used; each code given here is of
 * a later step than the last, within the one step of drift the server allows (CONSOLE), waiting when it must.
 */
export class Authenticator {
  private lastStep = 0;
  readonly secret: string;
  constructor(secret: string) {
    this.secret = secret;
  }

  static fromUri(otpauth: string): Authenticator {
    const secret = new URL(otpauth).searchParams.get('secret');
    if (!secret) throw new Error(`no secret in ${otpauth}`);
    return new Authenticator(secret);
  }

  async code(): Promise<string> {
    let now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(this.lastStep + 1, now);
    while (step > now + 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      now = Math.floor(Date.now() / STEP_MS);
    }
    this.lastStep = step;
    return totpAt(this.secret, step);
  }
}

export interface OperatorSecret {
  name: string;
  password: string;
  otpauth: string;
}

/** The one-time password and otpauth URI as `operator add` and `reset` print them (and the console shows them). */
export function parseSecret(name: string, output: string): OperatorSecret {
  const otpauth = output.match(/otpauth:\/\/\S+/)?.[0];
  const password = output.match(/password[^:：\n]*[:：]\s*(\S+)/i)?.[1];
  if (!otpauth || !password) throw new Error(`no password or otpauth URI in:\n${output}`);
  return { name, password, otpauth };
}

/** Runs `npm run operator -- ...args` on the e2e server's data directory: what an administrator types in a shell. */
export function operatorCommand(args: string[]): string {
  const run = spawnSync('npm', ['run', '--silent', 'operator', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`operator ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** A fresh operator name (lowercase letters and digits, as CONSOLE.namePattern wants). */
export function operatorName(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * An operator made by the command whose one-time password was already replaced through the API (the console's own
 * change-password form is walked in console-manage-operators.spec.ts): name, new password and authenticator.
 */
export async function readyOperator(
  request: APIRequestContext,
  role: 'admin' | 'moderator',
): Promise<{ name: string; password: string; authenticator: Authenticator }> {
  const name = operatorName(role === 'admin' ? 'admin' : 'mod');
  const secret = parseSecret(name, operatorCommand(['add', name, '--role', role]));
  const authenticator = Authenticator.fromUri(secret.otpauth);
  const password = `Pw-${Math.random().toString(36).slice(2, 12)}`;
  const response = await request.post('/api/console/changePassword', {
    data: { name, password: secret.password, new_password: password, otp: await authenticator.code() },
  });
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(0);
  return { name, password, authenticator };
}

/**
 * Sends a text message from the token's owner over a socket of their own (what the app does), after its ack:
 * answers its message_id.
 */
export async function sendText(baseURL: string, token: string, to: number, content: string): Promise<string> {
  const created = await fetch(`${baseURL}/api/chat/createMessageId`, { headers: { token } });
  const messageId = ((await created.json()) as { result: string }).result;
  const socket = new WebSocket(`${baseURL.replace(/^http/, 'ws')}/ws/chat?token=${token}`);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const acked = new Promise<void>((resolve) => {
    socket.addEventListener('message', (event) => {
      const frame = String(event.data);
      if (frame.includes('"ack"') && frame.includes(messageId)) resolve();
    });
  });
  socket.send(JSON.stringify({ type: 'message', data: { message_id: messageId, to_user_id: to, content } }));
  await acked;
  socket.close();
  return messageId;
}

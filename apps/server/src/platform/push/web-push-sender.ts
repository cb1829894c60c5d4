// The real sender: web-push signs with the VAPID key pair (RFC 8292) and encrypts the payload (RFC 8291).
// Keys come from the configuration, or are generated once and kept in DATA_DIR/vapid.json (mode 0600), so
// subscriptions survive restarts; instances behind one address must share them (a shared DATA_DIR or the env).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import type { PushOutcome, PushSender, PushSubscriptionJson } from './push.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function vapidKeys(dataDir: string, configured: Partial<VapidKeys>): VapidKeys {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  // 'wx': two instances starting at once on one DATA_DIR cannot both write; the loser reads the winner's.
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch {
    return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  }
  return keys;
}

export class WebPushSender implements PushSender {
  readonly publicKey: string;
  readonly #privateKey: string;
  readonly #subject: string;

  constructor(keys: VapidKeys, subject: string) {
    this.publicKey = keys.publicKey;
    this.#privateKey = keys.privateKey;
    this.#subject = subject;
  }

  async send(subscription: PushSubscriptionJson, payload: string): Promise<PushOutcome> {
    try {
      await webPush.sendNotification(subscription, payload, {
        vapidDetails: { subject: this.#subject, publicKey: this.publicKey, privateKey: this.#privateKey },
        TTL: 24 * 3600,
        urgency: 'high',
        timeout: 10_000,
      });
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) return 'gone';
      throw error;
    }
  }
}

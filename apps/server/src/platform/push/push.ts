// Web Push: an adapter with a real sender (web-push, VAPID) and a recording one for tests.

/** A standard Web Push subscription, as PushSubscription.toJSON() gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** 'gone': the push service says the subscription is dead (404 or 410); it should be forgotten. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  readonly publicKey: string;
  send(subscription: PushSubscriptionJson, payload: string): Promise<PushOutcome>;
}

/** Records what would be sent: the tests' sender (AppOptions.pushSender). */
export class RecordingPushSender implements PushSender {
  readonly publicKey = 'BRecordingSenderPublicKeyForTestsOnly';
  readonly sent: Array<{ endpoint: string; payload: unknown }> = [];
  async send(subscription: PushSubscriptionJson, payload: string): Promise<PushOutcome> {
    this.sent.push({ endpoint: subscription.endpoint, payload: JSON.parse(payload) });
    return 'sent';
  }
}

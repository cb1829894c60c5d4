// Web Push in the browser (SPEC §4 "the push client id is registered" on login; §7 addPushId): the service
// worker (public/sw.js), the subscription with the server's VAPID key (getPushConfig), and its registration
// with addPushId, which bypasses the wrapper's interceptor (shared/api/push-client.ts).
import { api } from '../api/api.ts';
import { sendPushId } from '../api/push-client.ts';
import { pushSettings } from './push-settings.ts';
import { applicationServerKey } from './vapid.ts';

export const SERVICE_WORKER_URL = './sw.js';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

async function subscription(): Promise<PushSubscription | null> {
  const config = await api.call('getPushConfig', {}, { silent: true });
  if (!config.enabled || !config.publicKey) return null;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const ready = await navigator.serviceWorker.ready;
  const manager = (ready ?? registration).pushManager;
  const existing = await manager.getSubscription();
  if (existing) return existing;
  return manager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(config.publicKey) });
}

/**
 * Registers this device when the user allowed notifications (here and in the browser). Quiet on every failure:
 * it runs by itself after login. Resolves whether the server has the subscription.
 */
export async function registerPush(): Promise<boolean> {
  const settings = pushSettings.get();
  if (!settings.allow || !pushSupported() || Notification.permission !== 'granted') return false;
  try {
    const sub = await subscription();
    if (!sub) return false;
    return sendPushId('addPushId', { push_id: JSON.stringify(sub.toJSON()), preview: settings.preview ? 1 : 0 });
  } catch {
    return false;
  }
}

export const PUSH_RESULT = { on: 'on', denied: 'denied', unsupported: 'unsupported', failed: 'failed' } as const;
export type PushResult = (typeof PUSH_RESULT)[keyof typeof PUSH_RESULT];

/** The user turned notifications on: ask the browser, then register. */
export async function enablePush(preview: boolean): Promise<PushResult> {
  if (!pushSupported()) return PUSH_RESULT.unsupported;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return PUSH_RESULT.denied;
  pushSettings.set({ allow: true, preview });
  return (await registerPush()) ? PUSH_RESULT.on : PUSH_RESULT.failed;
}

/** The user turned notifications off: the server forgets this device, the browser its subscription. */
export async function disablePush(): Promise<void> {
  pushSettings.set({ ...pushSettings.get(), allow: false });
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
    const sub = await registration?.pushManager.getSubscription();
    if (!sub) return;
    await sendPushId('removePushId', { push_id: JSON.stringify(sub.toJSON()) });
    await sub.unsubscribe();
  } catch {
    // Logout ends the server's side anyway.
  }
}

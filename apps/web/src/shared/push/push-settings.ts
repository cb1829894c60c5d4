// This device's notification choices (SPEC §7 push): allow notifications, and show previews (who wrote
// and what). Kept on the device, since a subscription belongs to one browser; the server learns `preview` with
// each addPushId.
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'kkPush';

export interface PushSettings {
  allow: boolean;
  preview: boolean;
}

const DEFAULTS: PushSettings = { allow: false, preview: false };

function load(): PushSettings {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null') as Partial<PushSettings> | null;
    return { allow: parsed?.allow === true, preview: parsed?.preview === true };
  } catch {
    return DEFAULTS;
  }
}

let current = load();
const listeners = new Set<() => void>();

export const pushSettings = {
  get: (): PushSettings => current,
  set(next: PushSettings): void {
    current = next;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode: the choice lasts for this visit.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function usePushSettings(): PushSettings {
  return useSyncExternalStore(pushSettings.subscribe, pushSettings.get);
}

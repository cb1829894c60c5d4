// The app's one log (docs/decisions/0072-web-app-log-and-image-cache.md): requests from the wrapper, uncaught errors,
// and later socket events. The page that shows it is pages/log; this part is tiny because the first screen carries it.
import { createRingLog } from './ring-log.ts';

const STORAGE_KEY = 'kkAppLog';

export const appLog = createRingLog({
  storage: {
    load: () => {
      try {
        return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
      } catch {
        return null;
      }
    },
    save: (value) => {
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, value);
      } catch {
        // Storage refused (private mode, quota): the log lasts for this visit.
      }
    },
  },
});

/** Uncaught errors and rejections go to the log; the page is saved before it goes away. */
export function captureErrors(target: Window): void {
  target.addEventListener('error', (event) => appLog.add('error', event.message || String(event.error)));
  target.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason instanceof Error ? `${event.reason.name}: ${event.reason.message}` : event.reason;
    appLog.add('error', String(reason));
  });
  target.addEventListener('pagehide', () => appLog.flush());
}

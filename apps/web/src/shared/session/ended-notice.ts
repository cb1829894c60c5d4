// Why the session ended under the member's eyes: a suspension or a ban told by the chat socket (its -2902 or
// -2903 frame's text, which says until when). The socket hook keeps it here as it logs out; the login page shows
// it once. sessionStorage, so that it survives the way to login in this tab only; never throws (storage.ts).
const KEY = 'kk_session_ended';

export const sessionEndedNotice = {
  set(text: string): void {
    try {
      globalThis.sessionStorage?.setItem(KEY, text);
    } catch {
      // Storage refused: login opens without the words.
    }
  },
  get(): string {
    try {
      return globalThis.sessionStorage?.getItem(KEY) ?? '';
    } catch {
      return '';
    }
  },
  clear(): void {
    try {
      globalThis.sessionStorage?.removeItem(KEY);
    } catch {
      // See set().
    }
  },
};

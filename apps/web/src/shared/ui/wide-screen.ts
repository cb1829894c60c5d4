// Wide screens (docs/decisions/0082-web-wide-screens.md). CSS draws every wide layout with media queries at this
// same width; script asks only where behaviour differs: the messages tab opens a conversation beside its list.
import { useSyncExternalStore } from 'react';
import { PATHS } from '../paths.ts';

/** The one breakpoint of the wide layouts, as the stylesheets write it: `@media (min-width: 1024px)`. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => window.matchMedia(WIDE_SCREEN_QUERY).matches;

/** Whether the window is wide now, following it as it is resized. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}

/**
 * On a wide screen, a chat's address: the messages tab with the conversation open beside the list. Here, not in
 * paths.ts, which is part of the first screen's code, where this is never needed.
 */
export function messageChatPath(userId: number): string {
  return `${PATHS.message}?userId=${userId}`;
}

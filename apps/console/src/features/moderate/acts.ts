// What an operator can do from a report or a member's page, and the keys that do it in a report (the queue's help
// popover lists them). `dismiss` closes the queue item with no action; `remove` removes the reported content.
import type { ModerationAction } from '@kk/contract';

export type Act = ModerationAction | 'dismiss' | 'remove';

/** Acts that need hours (a mute or a suspension lasts 1 hour to CONSOLE.hoursMax). */
export const TIMED: ReadonlySet<Act> = new Set(['mute', 'suspend']);

/** Acts that are asked twice: they cut a member off or take content away. */
export const DESTRUCTIVE: ReadonlySet<Act> = new Set(['suspend', 'ban', 'shadowban', 'remove']);

/** The report page's keys (without a modifier, outside a text field). */
export const SHORTCUTS: Readonly<Record<string, Act>> = { d: 'dismiss', w: 'warn', m: 'mute', s: 'suspend', b: 'ban' };

/** A key press that is typing, or a shortcut of the browser or the system, is not ours. */
export function isOwnKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target) return true;
  return !(target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

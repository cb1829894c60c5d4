// The unread chat count behind the messages tab badge (SPEC §2). The chat feeds it from getUnreadNum; while it
// is 0, no badge shows.
import { setTabBadge } from '../../shared/ui/tab-badges.ts';

export function setUnreadCount(count: number): void {
  setTabBadge('message', count);
}

import { KkLockChatBar } from '../../features/kklock/KkLockChatBar.tsx';

/**
 * Where the kk lock shows in a conversation (DESIGN §3 "Kk lock": apply, accept, reject, cancel, by message_id):
 * the lock with this person, or the apply action (features/kklock). The requests are cards among the messages.
 */
export function KkLockSlot({ peer }: { peer: number }) {
  return <KkLockChatBar peer={peer} />;
}

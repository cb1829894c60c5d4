// Which conversation is on screen (the chat page sets it): a message from that person is read at once instead
// of counting as unread, and no notification is needed for it.
let activePeer: number | null = null;

export function setActiveChat(userId: number | null): void {
  activePeer = userId;
}

export function activeChat(): number | null {
  return activePeer;
}

/** The chat with `userId` is open and the page visible. */
export function isChatOnScreen(userId: number): boolean {
  return activePeer === userId && (typeof document === 'undefined' || document.visibilityState === 'visible');
}

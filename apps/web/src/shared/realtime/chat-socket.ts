// The app's one chat socket: the SocketClient of socket-client.ts with the browser's WebSocket, timers, token
// and log. It lives in a chunk of its own that loads only after login (app/ChatSocketHost.tsx).
import { CHAT_SOCKET } from '@kk/contract';
import { useSyncExternalStore } from 'react';
import { apiDeps } from '../api/api.ts';
import { appLog } from '../log/app-log.ts';
import { tokenStorage } from '../session/storage.ts';
import { type ReceivedFrame, SocketClient, type SocketLike, type SocketStatus } from './socket-client.ts';

/**
 * `/ws/chat?token=...` on the page's own origin (ws: or wss: as the page); `lang` makes the server's error texts
 * follow the interface language.
 */
export function chatSocketUrl(location: { protocol: string; host: string }, token: string, lang: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ token, lang });
  return `${scheme}//${location.host}${CHAT_SOCKET.path}?${query}`;
}

type FrameListener = (frame: ReceivedFrame) => void;
const frameListeners = new Set<FrameListener>();

/** Every event frame, in order (the cache hook and the open chat page listen). */
export function onChatFrame(listener: FrameListener): () => void {
  frameListeners.add(listener);
  return () => {
    frameListeners.delete(listener);
  };
}

export const chatSocket = new SocketClient({
  url: () => {
    const token = tokenStorage.get();
    return token ? chatSocketUrl(window.location, token, apiDeps.getLanguage()) : null;
  },
  createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  schedule: (fn, ms) => {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
  onFrame: (frame) => {
    for (const listener of frameListeners) listener(frame);
  },
  // The log keeps the state changes, never the address (it carries the token).
  log: (text) => appLog.add('socket', text),
  unauthorizedCloseCode: CHAT_SOCKET.closeNotLoggedIn,
  replacedCloseCode: CHAT_SOCKET.closeTooManySockets,
});

export function useChatSocketStatus(): SocketStatus {
  return useSyncExternalStore(
    (listener) => chatSocket.subscribe(listener),
    () => chatSocket.status,
  );
}

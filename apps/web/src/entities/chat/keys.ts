// Query keys of chat (Bluesky's key factories), apart from the queries so that the socket's cache updates and
// their tests need no request wrapper.
export const chatKeys = {
  all: ['chat'] as const,
  sessions: () => [...chatKeys.all, 'sessions'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  allMessages: () => [...chatKeys.all, 'messages'] as const,
  messages: (peer: number) => [...chatKeys.allMessages(), peer] as const,
  /** The people whose account was deleted during this visit (`account_gone`, apply-frame.ts; gone.ts). */
  gone: () => [...chatKeys.all, 'gone'] as const,
  emotes: () => [...chatKeys.all, 'emotes'] as const,
  emoteIcons: () => [...chatKeys.all, 'emoteIcons'] as const,
  myEmotes: () => [...chatKeys.all, 'myEmotes'] as const,
  emoteHistory: () => [...chatKeys.all, 'emoteHistory'] as const,
};

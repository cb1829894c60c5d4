// The app's service worker: Web Push only (SPEC §7 push). It caches nothing and never handles fetch,
// so it cannot serve a stale app. The server sends `{title, body, userId, tag}` (without the message's text
// unless this device allows previews); a tap opens, or focuses, the conversation.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'KK交友';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: './favicon.svg',
      data: { userId: Number(payload.userId) || 0 },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const userId = event.notification.data?.userId ?? 0;
  const hash = userId > 0 ? `#/pages/chat/chat?userId=${userId}` : '#/pages/message/message';
  const target = new URL(`./${hash}`, self.registration.scope).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.registration.scope));
      // navigate() needs a page this worker controls; anything else opens a new window.
      if (open)
        return open
          .focus()
          .then(() => open.navigate(target))
          .catch(() => self.clients.openWindow(target));
      return self.clients.openWindow(target);
    }),
  );
});

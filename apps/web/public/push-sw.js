/*
 * Web Push for the Showfloor app, loaded by the generated service worker (Workbox importScripts).
 * On a push it keeps the message in a small IndexedDB queue (the app takes it on its next start or
 * when it becomes visible: features/inbox/pushed-message-queue.ts), hands it to the open pages, and
 * shows the notification. A click on the notification opens the message's action, or the inbox.
 * A session reminder is shown as it comes, its click opening the session.
 */
const QUEUE_DATABASE = 'showfloor-push-inbox';
const QUEUE_STORE = 'messages';
const PUSHED_MESSAGE_TYPE = 'showfloor-inbox';

function openQueue() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(QUEUE_DATABASE, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(QUEUE_STORE)) {
        request.result.createObjectStore(QUEUE_STORE, { keyPath: 'id' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function keepInQueue(message) {
  const db = await openQueue();
  try {
    await new Promise((resolve, reject) => {
      const transaction = db.transaction(QUEUE_STORE, 'readwrite');
      transaction.objectStore(QUEUE_STORE).put(message);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** The push's JSON `field` when its `type` is `type`, else null (no data, not JSON, another type). */
function contentOf(event, type, field) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    return payload && payload.type === type ? payload[field] : null;
  } catch {
    return null;
  }
}

/** The message of a push, or null when the push is not an inbox message of the expected shape. */
function messageOf(event) {
  const message = contentOf(event, 'inbox', 'message');
  if (!message || typeof message !== 'object') return null;
  const { id, date, title, content, action } = message;
  if (typeof id !== 'string' || typeof date !== 'string' || typeof title !== 'string') return null;
  if (typeof content !== 'string') return null;
  const kept =
    typeof action === 'string' ? { id, date, title, content, action } : { id, date, title, content };
  // The texts per language travel on to the app, which checks them with its schema.
  const { translations } = message;
  return translations && typeof translations === 'object' ? { ...kept, translations } : kept;
}

/**
 * The title and content a notification shows: in the browser's language when the message has it,
 * else the message's own (the show's first language). The app shows its page in its own language.
 */
function textsIn(message) {
  const language = (self.navigator.language || '').toLowerCase().startsWith('fr') ? 'fr' : 'en';
  const text = message.translations ? message.translations[language] : undefined;
  const isText = text && typeof text.title === 'string' && typeof text.content === 'string';
  return isText ? text : { title: message.title, content: message.content };
}

/** Notifications show plain text: the content's tags are dropped and its entities decoded. */
function textOf(html) {
  const entities = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name) => entities[name])
    .trim();
}

/**
 * Where a click leads: an https action as is; an app route (`/page?props` or `?/page?props`) as the
 * app's address of that page; anything else, the inbox. The app parses actions the same way.
 */
function targetOf(action) {
  const scope = self.registration.scope;
  if (typeof action === 'string') {
    if (/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?([/?#]\S*)?$/i.test(action)) return action;
    if (action.startsWith('?/')) return new URL(action, scope).href;
    if (action.startsWith('/') && !action.startsWith('//')) return new URL(`?${action}`, scope).href;
  }
  return new URL('?/inbox', scope).href;
}

/**
 * A session reminder of the push, or null: the back office writes its texts in the device's language
 * (docs/protocol.md "Session reminders"); a click opens the session's sheet, or the favorites.
 */
function reminderOf(event) {
  const reminder = contentOf(event, 'reminder', 'reminder');
  if (!reminder || typeof reminder !== 'object') return null;
  const { key, title, body, action } = reminder;
  if (typeof key !== 'string' || typeof title !== 'string' || typeof body !== 'string') return null;
  return { key, title, body, action: typeof action === 'string' ? action : '?/favorites' };
}

self.addEventListener('push', (event) => {
  const reminder = reminderOf(event);
  if (reminder) {
    event.waitUntil(
      self.registration.showNotification(reminder.title, {
        body: reminder.body,
        // One notification per reminder: a push delivered twice replaces itself.
        tag: reminder.key,
        icon: 'icon-192.png',
        data: { target: targetOf(reminder.action) },
      }),
    );
    return;
  }
  const message = messageOf(event);
  if (!message) return;
  event.waitUntil(
    (async () => {
      // First into the queue: if no page is open, this is how the app will get it.
      await keepInQueue(message).catch(() => undefined);
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: PUSHED_MESSAGE_TYPE, message });
      const texts = textsIn(message);
      await self.registration.showNotification(texts.title, {
        body: textOf(texts.content),
        tag: message.id,
        icon: 'icon-192.png',
        data: { target: targetOf(message.action) },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = event.notification.data?.target || targetOf(undefined);
  event.waitUntil(
    (async () => {
      const isApp = target.startsWith(self.registration.scope);
      if (isApp) {
        const windows = await self.clients.matchAll({ type: 'window' });
        const open = windows.find((client) => client.url.startsWith(self.registration.scope));
        if (open) {
          try {
            const focused = await open.focus();
            // navigate() answers null for a page the worker does not control: then open a new one.
            if (focused && (await focused.navigate(target))) return;
          } catch {
            // A page that refuses to be moved: open the target in a new one below.
          }
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});

// The service worker (served at /sw.js, scope /): keeps the site's shell so that games against
// the computer and on this device work with no connection (/{lang}/offline, docs/site.md
// "Offline"). The server fills in the release and the files below when it serves this script,
// so a new release is a new script: the browser installs it and the old cache goes.
//
//   /static/<release>/…   cache first: those addresses never change within a release
//   pages                 network first; without the network, the copy kept, else the offline page
//   /api/, sockets, game and invitation pages, anything else: never touched, never kept

const RELEASE = '__RELEASE__';
/** Every file of web/, as the pages ask for them (under /static/<release>/). */
const FILES = __FILES__;
/** The site's languages (src/i18n/mod.rs `Lang::ALL`), filled in by the server too. */
const LANGS = __LANGS__;
const CACHE = `yote-${RELEASE}`;
/** The pages kept from the start: the offline page and home in every language (a player may
 * switch language with no connection; each is a few kilobytes compressed). */
const PAGES = LANGS.flatMap((l) => [`/${l}/offline`, `/${l}/`]);
/** The pages kept as they are visited: the ones that are the same for everyone (no game, no
 * seat, no invitation in them). */
const KEPT_PAGE = new RegExp(`^/(${LANGS.join('|')})/(offline|puzzles|learn|practice|new|rules|variants(/[a-z0-9-]+)?|games|translations|privacy)?$`);

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // No cookies either way: precaching every language must not change the one the player chose
    // (the pages set `yote_lang`).
    const urls = [...PAGES, ...FILES.map((f) => `/static/${RELEASE}/${f}`)];
    await cache.addAll(urls.map((u) => new Request(u, { credentials: 'omit' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('yote-') && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(`/static/${RELEASE}/`)) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
  }
  // Everything else (the API, the game's socket, the QR codes, /static/<file>) goes to the
  // network untouched.
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) cache.put(request, answer.clone());
  return answer;
}

/** A page: from the network (kept when it is the same for everyone), else the copy kept, else
 * the offline page in the page's language. */
async function page(request, url) {
  const cache = await caches.open(CACHE);
  const path = url.pathname === '/' ? `/${preferredLang()}/` : url.pathname;
  // The puzzles and lessons pages are the same whatever their query (the puzzle or exercise
  // they open is read by their script).
  const kept = KEPT_PAGE.test(path) && (!url.search || path.endsWith('/puzzles') || path.endsWith('/learn') || path.endsWith('/practice'));
  try {
    const answer = await fetch(request);
    if (kept && answer.ok && !answer.redirected) cache.put(path, answer.clone());
    return answer;
  } catch (error) {
    const copy = kept || url.pathname === '/' ? await cache.match(path, { ignoreVary: true }) : null;
    if (copy) return copy;
    const lang = LANGS.find((l) => path.startsWith(`/${l}/`)) || preferredLang();
    const offline = await cache.match(`/${lang}/offline`, { ignoreVary: true });
    if (offline) return offline;
    throw error;
  }
}

/** The browser's first language that the site has (as the server's Accept-Language choice). */
function preferredLang() {
  for (const tag of self.navigator.languages || []) {
    const base = tag.toLowerCase().split('-')[0];
    const lang = base === 'no' || base === 'nn' ? 'nb' : base;
    if (LANGS.includes(lang)) return lang;
  }
  return 'en';
}

// Push notifications (docs/protocol.md §5): the server sends a title, a body, the game's link
// (never a seat's secret) and a tag (one notification a game, the newest replacing the older).
// Nothing is shown when the game's page is in front of the player: the page already says it.
self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data.json();
  } catch {
    return;
  }
  if (typeof notice.url !== 'string' || !notice.url.startsWith('/')) return;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const game = notice.url.replace(/^\/[a-z]{2}\//, '/');
    const watching = windows.some((w) => w.visibilityState === 'visible'
      && new URL(w.url).pathname.replace(/^\/[a-z]{2}\//, '/') === game);
    if (watching) return;
    const lang = LANGS.includes(notice.lang) ? notice.lang : 'en';
    let body = String(notice.body ?? '');
    if (typeof notice.deadline === 'number') {
      // The deadline in this device's time zone and the notice's language, as the game page
      // writes it (game/clock.js).
      // Wolof and Bambara in French, as the pages write them (web/dates.js).
      const locale = { wo: ['fr-SN', 'fr'], bm: ['fr-ML', 'fr'] }[lang] || lang;
      const when = new Intl.DateTimeFormat(locale, {
        weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit',
      });
      body = body.replace('{deadline}', when.format(new Date(notice.deadline)));
    }
    await self.registration.showNotification(String(notice.title), {
      body,
      tag: String(notice.tag ?? notice.url),
      data: { url: notice.url },
      icon: '/static/icon-192.png',
      lang,
      dir: lang === 'ar' ? 'rtl' : 'auto',
      renotify: true,
    });
  })());
});

// A tap opens the game: the window already showing it comes to the front, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => new URL(w.url).pathname === url.pathname);
    if (open) return open.focus();
    return self.clients.openWindow(url.href);
  })());
});

// Every page: registers the service worker (web/sw.js, the offline shell) once the page has
// loaded, so that it never competes with the page's own first requests; and shows the "Play
// offline" offers of the page ([data-offline-offer]) while there is no connection: the browser
// says it is offline, or the server does not answer. On a phone, where the menu is one line that
// scrolls sideways, the current page's link is brought into the menu's view.

if ('serviceWorker' in navigator) {
  const register = () => navigator.serviceWorker.register('/sw.js').catch(() => { /* no shell */ });
  if (document.readyState === 'complete') register();
  else addEventListener('load', register);
}

const offers = document.querySelectorAll('[data-offline-offer]');
function showOffers(offline) {
  for (const offer of offers) offer.hidden = !offline;
}
async function check() {
  if (navigator.onLine === false) { showOffers(true); return; }
  try {
    // Any answer means the server is there; this one is an empty 204.
    await fetch('/api/ping', { method: 'HEAD', cache: 'no-store' });
    showOffers(false);
  } catch {
    showOffers(true);
  }
}
if (offers.length) {
  check();
  addEventListener('online', check);
  addEventListener('offline', () => showOffers(true));
}

// The menu alone is scrolled (not scrollIntoView, which would also scroll the page, away from a
// #fragment it opened at), in physical coordinates, which work the same right to left.
const here = document.querySelector('.nav a[aria-current="page"]');
if (here) {
  const nav = here.parentElement;
  const box = nav.getBoundingClientRect();
  const link = here.getBoundingClientRect();
  if (link.right > box.right) nav.scrollBy({ left: link.right - box.right });
  else if (link.left < box.left) nav.scrollBy({ left: link.left - box.left });
}

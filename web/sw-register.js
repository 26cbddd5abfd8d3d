// Every page: registers the service worker (web/sw.js, the offline shell) once the page has
// loaded, so that it never competes with the page's own first requests; and shows the "Play
// offline" offers of the page ([data-offline-offer]) while there is no connection: the browser
// says it is offline, or the server does not answer.

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

// "My games": the player's own data (docs/privacy.md). "Download my data" is a plain link to
// the JSON file; "Forget me" asks once more, then forgets the player on the server (which
// clears the cookie) and what this browser kept of them, and the page starts again as a
// newcomer's, saying so once.

import { errorText } from './errors.js';

/** The lobby's greeting kept for offline use (web/lobby.js): the player's name. */
const KEPT_PLAYER = 'yote-lobby-player';

/** Says once that the player was forgotten, after the page started again. */
export function sayForgotten(t) {
  const params = new URLSearchParams(window.location.search);
  if (!params.has('forgotten')) return;
  window.history.replaceState(null, '', window.location.pathname);
  const said = document.getElementById('forgotten');
  said.textContent = t('forgotten');
  said.hidden = false;
}

/** Shows the section for a browser that has a player. */
export function showYourData(M, lang) {
  const section = document.getElementById('your-data');
  const ask = document.getElementById('forget-ask');
  const confirm = document.getElementById('forget-confirm');
  const alert = document.getElementById('forget-alert');
  section.hidden = false;
  const open = (on) => {
    confirm.hidden = !on;
    ask.setAttribute('aria-expanded', String(on));
    if (on) document.getElementById('forget-yes').focus();
    else ask.focus();
  };
  ask.addEventListener('click', () => open(confirm.hidden));
  document.getElementById('forget-no').addEventListener('click', () => open(false));
  document.getElementById('forget-yes').addEventListener('click', async () => {
    alert.hidden = true;
    try {
      const r = await fetch('/api/player/forget', { method: 'POST', credentials: 'same-origin' });
      const body = await r.json().catch(() => ({}));
      if (!r.ok) throw body.error || { code: 'unknown' };
      try { localStorage.removeItem(KEPT_PLAYER); } catch { /* storage off: nothing kept */ }
      window.location.replace(`${window.location.pathname}?forgotten`);
    } catch (e) {
      alert.textContent = errorText(M, e, lang);
      alert.hidden = false;
    }
  });
}

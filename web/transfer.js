// The transfer page (/<lang>/transfer): a code made on another browser's "My games" makes this
// browser the same player (docs/protocol.md §4.1), then "My games" shows the player's games and
// says whom the browser now plays as (`?joined`, read once there). The stars of the lessons and
// the practice the code brings are added to this browser's (progress.js).

import { errorText } from './errors.js';
import { progressIn } from './progress.js';

const data = JSON.parse(document.getElementById('transfer-data').textContent);
const M = data.messages;
const alert = document.getElementById('transfer-alert');

document.getElementById('transfer-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  alert.hidden = true;
  const code = document.getElementById('transfer-code').value;
  try {
    const r = await fetch('/api/player/claim', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
      credentials: 'same-origin',
    });
    const body = await r.json().catch(() => ({}));
    if (!r.ok) throw body.error || { code: 'unknown' };
    progressIn(body.progress);
    window.location.assign(`/${data.lang}/games?joined`);
  } catch (e) {
    alert.textContent = errorText(M, e, data.lang);
    alert.hidden = false;
  }
});

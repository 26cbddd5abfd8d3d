// A player's page: each game's day, which the server writes as an ISO date, in the page's
// language and the reader's time zone (web/dates.js: French for Wolof and Bambara).

import { dateFormat } from './dates.js';
import { errorText, messageText } from './errors.js';
import { reportButton } from './report.js';

const lang = document.documentElement.lang;
const day = dateFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' });
const full = dateFormat(lang, { dateStyle: 'full', timeStyle: 'short' });

for (const time of document.querySelectorAll('.player-games time[datetime]')) {
  const at = new Date(time.getAttribute('datetime'));
  if (Number.isNaN(at.getTime())) continue;
  time.textContent = day.format(at);
  time.title = full.format(at);
}

// Another player's page, for a browser with a player: "Mute" hides their phrases and chat in
// every game, on every device of this player (docs/moderation.md "Mute"); "Hear again" undoes it.
// "Block" keeps the two apart: no lobby pairing, no game on offer of one shown to the other, no
// seat at the other's rated table (docs/moderation.md "Block"); "Unblock" undoes it.

const data = JSON.parse(document.getElementById('player-data').textContent);
const t = (id, args = {}) => messageText(data.messages, id, args, data.lang);
const box = document.getElementById('player-actions');
const button = document.getElementById('player-mute');
const note = document.getElementById('player-mute-note');
const blockButton = document.getElementById('player-block');
const name = box.dataset.name;
let muted = false;
let blocked = false;

function render() {
  button.textContent = t(muted ? 'unmute' : 'mute', { name });
  button.setAttribute('aria-pressed', muted ? 'true' : 'false');
  blockButton.textContent = t(blocked ? 'unblock' : 'block', { name });
  blockButton.setAttribute('aria-pressed', blocked ? 'true' : 'false');
}

async function call(method, url) {
  const r = await fetch(url, { method, credentials: 'same-origin' });
  const body = await r.json().catch(() => ({}));
  if (!r.ok) throw body.error || { code: 'unknown' };
  return body;
}

async function start() {
  try {
    const me = await call('GET', '/api/player');
    // A page of one's own, or a browser without a player: nothing to mute.
    if (!me.player || me.player.name === name) return;
    const [list, blocks] = await Promise.all([
      call('GET', '/api/player/mutes'),
      call('GET', '/api/player/blocks'),
    ]);
    muted = list.muted.includes(name);
    blocked = blocks.blocked.includes(name);
    render();
    // Beside the mute: report them to the operators (docs/moderation.md "Reports").
    const report = document.createElement('div');
    report.className = 'player-report';
    box.append(report);
    reportButton(report, { who: () => name, game: () => null, messages: data.messages, lang: data.lang })();
    box.hidden = false;
  } catch {
    // Offline or refused: the page reads without the button.
  }
}

button.addEventListener('click', async () => {
  button.disabled = true;
  try {
    const list = await call(muted ? 'DELETE' : 'PUT', `/api/player/mutes/${encodeURIComponent(name)}`);
    muted = list.muted.includes(name);
    note.textContent = t(muted ? 'muted' : 'heard', { name });
    render();
  } catch (e) {
    note.textContent = errorText(data.messages, e, data.lang);
  } finally {
    button.disabled = false;
  }
});

blockButton.addEventListener('click', async () => {
  blockButton.disabled = true;
  try {
    const url = `/api/player/blocks/${encodeURIComponent(name)}`;
    const list = await call(blocked ? 'DELETE' : 'PUT', url);
    blocked = list.blocked.includes(name);
    note.textContent = t(blocked ? 'blocked' : 'unblocked', { name });
    render();
  } catch (e) {
    note.textContent = errorText(data.messages, e, data.lang);
  } finally {
    blockButton.disabled = false;
  }
});

start();

// The lobby on the home page (docs/site.md "The lobby", docs/protocol.md §4): the player's
// name and rating, the quick-pairing tiles with their seekers, the live counts, a seek and its
// cancel, a custom seek and the games on offer, the game a wave made (its seat taken, then opened), and the computer offered to a
// player who waited through a wave. The socket reconnects by itself and seeks again, so a
// dropped connection or a restarted node loses no seek.

import { messageText, errorText } from './errors.js';
import { presetTitle } from './presets.js';

const data = JSON.parse(document.getElementById('lobby-data').textContent);
const M = data.messages;
const t = (key, args = {}) => messageText(M, key, args, data.lang);
const $ = (id) => document.getElementById(id);

/** The browser pings this often: the server drops a socket silent for 20 s. */
const PING_EVERY_MS = 10000;

const L = {
  socket: null,
  player: null,     // {name, rating, provisional, games}
  seeking: null,    // the tile key this browser seeks
  wanted: null,     // a seek message to send once the socket (with the player's cookie) is open
  custom: null,     // the custom seek this browser offers ({rules, clock}), sent again after a reconnect
  open: [],         // the custom seeks on offer
  countsText: '',   // the counts as last said
  tiles: [],
  offer: null,      // the computer's level offered
  retry: 0,
  pinger: null,
};

/** The player this browser last played as, kept for the home page the service worker keeps:
 * with the network gone it greets them by name, not as a newcomer. The server's word wins
 * whenever the lobby is reached. */
const KEPT = 'yote-lobby-player';

function keptPlayer() {
  try { return JSON.parse(localStorage.getItem(KEPT)); } catch { return null; }
}

function keepPlayer(p) {
  try {
    if (p) localStorage.setItem(KEPT, JSON.stringify({ name: p.name, rating: p.rating, provisional: p.provisional }));
    else localStorage.removeItem(KEPT);
  } catch { /* a browser without storage greets from the lobby only */ }
}

function ratingText(p) {
  return `${p.rating}${p.provisional ? '?' : ''}`;
}

function showAlert(text) {
  const alert = $('lobby-alert');
  alert.textContent = text || '';
  alert.hidden = !text;
}

function render() {
  const me = $('lobby-me');
  const open = L.socket && L.socket.readyState === WebSocket.OPEN;
  if (L.player) keepPlayer(L.player);
  // Until the lobby answers (and with the network gone), the player this browser knew.
  const who = L.player || (open ? null : keptPlayer());
  if (who) {
    me.textContent = t('me', { name: who.name, rating: ratingText(who) });
    $('lobby-rename').hidden = !L.player;
    $('lobby-page').href = `/${data.lang}/players/${encodeURIComponent(who.name)}`;
    $('lobby-page').hidden = false;
  } else {
    me.textContent = t('no-player');
  }
  for (const button of document.querySelectorAll('[data-tile]')) {
    const key = button.dataset.tile;
    button.disabled = !L.socket || L.socket.readyState !== WebSocket.OPEN;
    button.setAttribute('aria-pressed', L.seeking === key ? 'true' : 'false');
  }
  const status = $('lobby-status');
  if (L.seeking === 'custom') status.textContent = t('seeking-custom');
  else if (L.seeking) status.textContent = t('seeking', { tile: tileLabel(L.seeking) });
  else status.textContent = '';
  // A player who left several games lately waits before pairing: said with the seek.
  if (L.seeking && L.held) status.textContent += ` ${t('held', L.held)}`;
  // Connecting is said with the counts, under the ways to play: the first screen keeps still.
  if (!open) $('lobby-counts').textContent = t('connecting');
  else if (L.countsText) $('lobby-counts').textContent = L.countsText;
  $('lobby-cancel').hidden = !L.seeking;
  const computer = $('lobby-computer');
  computer.hidden = !(L.seeking && L.offer);
  if (L.offer) {
    computer.textContent = t('play-computer', { level: t(`level-${L.offer}`) });
    $('lobby-offer').textContent = t('offer');
  }
  $('lobby-offer').hidden = computer.hidden;
}

function tileLabel(key) {
  const button = document.querySelector(`[data-tile="${CSS.escape(key)}"] .tile-time`);
  return button ? button.textContent : key;
}

/** A clock as the open seeks show it. */
function clockText(clock) {
  if (!clock) return '';
  if (clock.days) return t('clock-days', { days: clock.days });
  return t('clock-real', { minutes: Math.round(clock.initial_s / 60), increment: clock.increment_s || 0 });
}

function renderOpen() {
  const list = $('open-seeks');
  if (L.open.length === 0) {
    const li = document.createElement('li');
    li.className = 'open-none';
    li.textContent = t('open-none');
    list.replaceChildren(li);
    return;
  }
  list.replaceChildren(...L.open.map((seek) => {
    const li = document.createElement('li');
    li.className = 'open-seek';
    const who = document.createElement('span');
    who.className = 'open-who';
    // The name isolated, so that on a right-to-left page it keeps its rating after it.
    const name = document.createElement('bdi');
    name.textContent = seek.name;
    // The rating isolated: on an Arabic page its "?" stays after its digits.
    const rating = document.createElement('bdi');
    rating.textContent = `${seek.rating}${seek.provisional ? '?' : ''}`;
    who.append(name, ' · ', rating);
    const what = document.createElement('span');
    what.className = 'open-what';
    what.textContent = `${presetTitle(seek.rules) ?? seek.rules} · ${clockText(seek.clock)}`;
    li.append(who, what);
    if (L.player && seek.name === L.player.name) {
      const mine = document.createElement('span');
      mine.className = 'open-yours';
      mine.textContent = t('open-yours');
      li.append(mine);
    } else {
      const take = document.createElement('button');
      take.type = 'button';
      take.className = 'button primary';
      take.dataset.seek = seek.seek;
      take.textContent = t('open-take');
      take.setAttribute('aria-label', `${t('open-take')}: ${who.textContent}, ${what.textContent}`);
      take.addEventListener('click', () => accept(seek.seek));
      li.append(take);
    }
    return li;
  }));
}

function renderCounts(counts) {
  if (!counts || typeof counts !== 'object') return;
  L.open = Array.isArray(counts.open) ? counts.open : [];
  renderOpen();
  L.countsText = `${t('players', { n: counts.players })} · ${t('games', { n: counts.games })}`;
  $('lobby-counts').textContent = L.countsText;
  for (const el of document.querySelectorAll('[data-count]')) {
    const n = (counts.seekers && counts.seekers[el.dataset.count]) || 0;
    el.textContent = n > 0 ? t('seekers', { n }) : '';
  }
}

function send(message) {
  if (L.socket && L.socket.readyState === WebSocket.OPEN) L.socket.send(JSON.stringify(message));
}

async function api(method, url, body) {
  const r = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
  });
  const json = await r.json().catch(() => ({}));
  if (!r.ok) throw (json && json.error) || { code: 'unknown' };
  return json;
}

/** Sends `message` (a seek, or taking a seek) as this browser's player: a browser without
 * a player gets one first, and the socket opens again with it before the message goes. */
async function asPlayer(message) {
  showAlert('');
  L.offer = null;
  if (!L.player) {
    try {
      const made = await api('POST', '/api/player');
      L.player = made.player;
    } catch (e) {
      showAlert(errorText(M, e, data.lang));
      return;
    }
    L.wanted = message;
    reconnect();
    return;
  }
  send(message);
  render();
}

/** Seeks the tile `key`. */
function seek(key) {
  if (L.seeking === key) return;
  L.seeking = key;
  L.custom = null;
  asPlayer({ type: 'seek', tile: key });
}

/** Offers a game under other rules or another time (a custom seek). */
function seekCustom(rules, clockKey) {
  const days = clockKey.endsWith('d') ? Number(clockKey.slice(0, -1)) : null;
  const [minutes, increment] = clockKey.split('+').map(Number);
  const clock = days ? { days } : { initial_s: minutes * 60, increment_s: increment };
  L.custom = { rules, clock };
  L.seeking = 'custom';
  asPlayer({ type: 'seek', tile: 'custom', rules, clock });
}

/** Takes the custom seek `id` from the games on offer. */
function accept(id) {
  asPlayer({ type: 'accept', seek: id });
}

function cancel() {
  L.seeking = null;
  L.wanted = null;
  L.custom = null;
  L.offer = null;
  send({ type: 'cancel' });
  render();
}

async function paired(game) {
  L.seeking = null;
  L.wanted = null;
  L.custom = null;
  $('lobby-status').textContent = t('paired');
  try {
    await api('POST', `/api/lobby/games/${encodeURIComponent(game)}/seat`);
  } catch (e) {
    showAlert(errorText(M, e, data.lang));
  }
  window.location.assign(`/${data.lang}/games/${encodeURIComponent(game)}`);
}

async function playComputer() {
  const tile = L.tiles.find((x) => x.key === L.seeking);
  const level = L.offer;
  const clock = tile ? (tile.days ? { days: tile.days } : { initial_s: tile.initial_s, increment_s: tile.increment_s }) : null;
  cancel();
  try {
    const made = await api('POST', '/api/tables', { opponent: 'computer', level, clock, white: 'random' });
    window.location.assign(`/${data.lang}/games/${encodeURIComponent(made.game)}`);
  } catch (e) {
    showAlert(errorText(M, e, data.lang));
  }
}

function onMessage(msg) {
  switch (msg.type) {
    case 'welcome':
      // A browser whose player is gone (its cookie cleared) is a newcomer again.
      if (!msg.player && !L.player) keepPlayer(null);
      L.player = msg.player || L.player;
      L.tiles = msg.tiles || [];
      L.retry = 0;
      renderCounts(msg.counts);
      // The seek became a game while the socket was away: to the game, no new seek.
      if (msg.paired) { paired(msg.paired); return; }
      // After a reconnect (or a new player), the seek goes out again.
      if (L.wanted) {
        send(L.wanted);
        L.wanted = null;
      } else if (L.seeking === 'custom' && L.custom) {
        send({ type: 'seek', tile: 'custom', ...L.custom });
      } else if (L.seeking) {
        send({ type: 'seek', tile: L.seeking });
      }
      break;
    case 'counts': renderCounts(msg.counts); break;
    case 'seeking':
      L.seeking = msg.tile;
      L.held = msg.held ? { games: msg.held.games, minutes: Math.ceil(msg.held.seconds / 60) } : null;
      break;
    case 'cancelled': break;
    case 'paired': paired(msg.game); return;
    case 'offer': L.offer = msg.level; break;
    case 'error':
      if (msg.code !== 'no-player' && msg.code !== 'seek-gone' && msg.code !== 'own-seek') L.seeking = null;
      showAlert(errorText(M, msg, data.lang));
      break;
    default: break;
  }
  render();
}

function connect() {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new WebSocket(`${scheme}://${window.location.host}/lobby/ws`);
  L.socket = socket;
  socket.addEventListener('open', () => {
    render();
    clearInterval(L.pinger);
    L.pinger = setInterval(() => send({ type: 'ping' }), PING_EVERY_MS);
  });
  socket.addEventListener('message', (event) => {
    let msg;
    try { msg = JSON.parse(event.data); } catch { return; }
    onMessage(msg);
  });
  socket.addEventListener('close', () => {
    if (L.socket !== socket) return;
    clearInterval(L.pinger);
    L.socket = null;
    render();
    // Back within a few seconds; a seek goes out again once the welcome arrives.
    const wait = Math.min(1000 * 2 ** L.retry, 8000) + Math.random() * 500;
    L.retry += 1;
    setTimeout(connect, wait);
  });
}

function reconnect() {
  const old = L.socket;
  L.socket = null;
  if (old) old.close();
  connect();
}

for (const button of document.querySelectorAll('[data-tile]')) {
  button.addEventListener('click', () => seek(button.dataset.tile));
}
$('lobby-cancel').addEventListener('click', cancel);
$('custom-form').addEventListener('submit', (event) => {
  event.preventDefault();
  seekCustom($('custom-rules').value, $('custom-clock').value);
  $('lobby-custom').open = false;
});
$('lobby-computer').addEventListener('click', playComputer);
// A rename is answered at its form, under the field: the new name, or why it was refused (the
// field marked). The form stays open, so that the answer is seen.
$('rename-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const input = $('rename-input');
  const note = $('rename-note');
  note.textContent = '';
  try {
    const renamed = await api('POST', '/api/player/name', { name: input.value });
    L.player = renamed.player;
    input.removeAttribute('aria-invalid');
    note.classList.remove('is-error');
    note.textContent = t('renamed', { name: L.player.name });
    render();
  } catch (e) {
    input.setAttribute('aria-invalid', 'true');
    note.classList.add('is-error');
    note.textContent = errorText(M, e, data.lang);
  }
});
// A page left closes its socket (kept in the back-forward cache it would stay open, counted in
// the lobby and holding its seek); shown again from that cache, it opens another.
window.addEventListener('pagehide', () => {
  const old = L.socket;
  L.socket = null;
  clearInterval(L.pinger);
  if (old) old.close(1000);
});
window.addEventListener('pageshow', (event) => { if (event.persisted) reconnect(); });

render();
connect();

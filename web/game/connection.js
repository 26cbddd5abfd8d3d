// The WebSocket to the server (docs/protocol.md) and the outbox: an action waits there until
// the server answers it, and goes out again after a reconnect.
//
// The heartbeat (docs/reliability.md gives the reasons for the numbers): while the page is
// shown it sends a `ping` PING_EVERY ms after the last answer and shows the round trip as bars.
// A ping or an action unanswered for LATE ms shows the "connection lost" banner (the action
// stays on the board, pending); unanswered for DEAD ms, the socket is given up and a new one
// opened. The browser's `offline` event shows the banner at once; `online`, and the page being
// shown again, reconnect at once instead of waiting for the backoff.

import { data, S, $ } from './state.js';
import { render } from './redraw.js';
import { t } from './text.js';

export const PING_EVERY = 2000;
export const LATE = 2500;
export const DEAD = 8000;
const TICK = 500;
// An action the server has not answered within this long is drawn on the board, marked as
// pending: a quick answer keeps the usual motion of the action as it is confirmed.
const SHOW_PENDING = 400;
const FIRST_BACKOFF = 500;
const MAX_BACKOFF = 8000;

let ws = null;
let backoff = FIRST_BACKOFF;
let retry = null;       // the timer of the next connection attempt
let nextId = 1;
let outbox = null;      // the action on its way, {type: 'act', id, ply, action}, until answered
let outboxSent = null;  // when the outbox went out on the open socket (ms), until answered
let resendDue = false;  // a new socket: the outbox goes out again once the state says it is still due
let handlers = null;
let stopped = false;
let local = null;       // offline games: the page's own server (game/local.js), instead of a socket
let pingSent = null;    // when the unanswered ping went out (ms)
let lastPong = 0;       // when the last pong came
let lag = null;         // the last round trip (ms)
let lost = false;       // the banner is up
let showTimer = null;   // shows the outbox's action on the board if no answer comes soon

/** Offline games: every message goes to `receive` (game/local.js plays the server's part), which
 * answers through the function returned, as the socket's messages arrive; `on` as for connect. */
export function useLocal(receive, on) {
  local = receive;
  handlers = on;
  return dispatch;
}

/** Sends a message if the socket is open; says whether it went. */
export function send(msg) {
  if (local) { local(msg); return true; }
  if (ws && ws.readyState === WebSocket.OPEN) { ws.send(JSON.stringify(msg)); return true; }
  return false;
}

/** The requests whose answer (`ack` or `error`) their sender reads itself, by id. */
const answers = new Map();

/** Sends a request of `type` (draw offers, resignation...) with a fresh id; says whether it
 * went. With `answer`, the server's `ack` or `error` for it goes there, and nowhere else. */
export function request(type, extra = {}, answer = null) {
  const id = nextId++;
  const sent = send({ type, id, ...extra });
  if (sent && answer) answers.set(id, answer);
  return sent;
}

function setPending() {
  S.pending = !!outbox;
  if (!outbox) S.pendingAction = null;
}

/** Draws the action on its way on the board (state.js shownPosition), marked as pending. */
function showPending() {
  clearTimeout(showTimer);
  if (!outbox || S.pendingAction === outbox.action) return;
  S.pendingAction = outbox.action;
  S.playedAt = outbox.ply; // already shown: not moved again when the server confirms it
  render();
}

/** Plays an action: it waits in the outbox until the server answers, and goes out again after a
 * reconnect (the server answers a resend of an applied action as a duplicate). If the answer is
 * slow to come, the board shows the action, marked as pending. */
export function play(action) {
  if (!S.st || outbox) return;
  outbox = { type: 'act', id: nextId++, ply: S.st.ply, action };
  setPending();
  S.sel = null;
  outboxSent = send(outbox) ? Date.now() : null;
  clearTimeout(showTimer);
  if (lost) showPending();
  else showTimer = setTimeout(showPending, SHOW_PENDING);
  render();
}

/** A new state arrived: the outbox is dropped once played, else resent on a new socket. */
export function stateArrived(s) {
  backoff = FIRST_BACKOFF;
  if (outbox && (s.ply !== outbox.ply || s.status !== 'playing')) outbox = null;
  if (outbox && resendDue) outboxSent = send(outbox) ? Date.now() : null;
  if (!outbox) outboxSent = null;
  resendDue = false;
  setPending();
}

/** Asks for the whole state again (something was missed). */
export function helloAgain() {
  send({ type: 'hello' });
}

/** Stops reconnecting (the game does not exist). */
export function stop() { stopped = true; }

/** Shows or hides the "connection lost" banner, and says so in the status line. */
function setLost(on) {
  if (lost === on) return;
  lost = on;
  S.connectionLost = on;
  if (on) showPending();
  $('reconnecting').hidden = !on;
  renderLag();
  render();
}

/** The round trip as one to four bars (none lit while the connection is lost). */
function renderLag() {
  const el = $('lag');
  if (!el || lag === null) return;
  el.hidden = false;
  const bars = lost ? 0 : lag < 150 ? 4 : lag < 400 ? 3 : lag < 1000 ? 2 : 1;
  el.dataset.bars = String(bars);
  const label = lost ? t('lag-lost') : t('lag', { ms: Math.round(lag) });
  el.setAttribute('aria-label', label);
  el.title = label;
}

/** Opens the socket now, or after the backoff. */
function schedule(now) {
  if (stopped || local) return;
  clearTimeout(retry);
  const wait = now ? 0 : backoff * (0.8 + Math.random() * 0.4);
  if (!now) backoff = Math.min(backoff * 2, MAX_BACKOFF);
  retry = setTimeout(() => { retry = null; open(); }, wait);
}

/** Gives up on the socket without waiting for its close (a dead link may never send one). */
function drop() {
  if (!ws) return;
  const old = ws;
  ws = null;
  old.onopen = old.onmessage = old.onclose = old.onerror = null;
  try { old.close(); } catch { /* already closed */ }
  pingSent = null;
  outboxSent = null;
  setPending();
  setLost(true);
}

function open() {
  if (ws || stopped) return;
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(`${proto}//${location.host}/games/${encodeURIComponent(data.id)}/ws`);
  ws = socket;
  socket.onopen = () => {
    const hello = { type: 'hello' };
    if (S.st) hello.version = S.st.version;
    socket.send(JSON.stringify(hello));
    resendDue = !!outbox;
    pingSent = null;
  };
  socket.onmessage = (e) => {
    let msg;
    try { msg = JSON.parse(e.data); } catch { return; }
    if (msg.type === 'pong') {
      if (pingSent !== null) lag = Date.now() - pingSent;
      pingSent = null;
      lastPong = Date.now();
      renderLag();
    }
    // Anything from the server says the link works.
    if (msg.type === 'state' || msg.type === 'pong' || msg.type === 'ack') setLost(false);
    if (msg.type !== 'pong') dispatch(msg);
  };
  socket.onclose = (e) => {
    ws = null;
    pingSent = null;
    outboxSent = null;
    if (e.code === 1000 && stopped) return;
    setPending();
    setLost(true);
    schedule(false);
  };
}

/** Every TICK ms: a ping when one is due, and the banner or a new socket when answers are late. */
function tick() {
  if (!ws || ws.readyState !== WebSocket.OPEN) return;
  const now = Date.now();
  const waits = [pingSent, outboxSent].filter((t) => t !== null);
  const oldest = waits.length ? Math.min(...waits) : null;
  if (oldest !== null && now - oldest > DEAD) {
    drop();
    schedule(true);
    return;
  }
  if (oldest !== null && now - oldest > LATE) setLost(true);
  if (pingSent === null && now - lastPong >= PING_EVERY && document.visibilityState === 'visible') {
    pingSent = now;
    ws.send('{"type":"ping"}');
  }
}

/** Opens the socket; `on` has `state(msg)`, `error(msg)`, and `other(msg)` for the rest. */
export function connect(on) {
  handlers = on;
  open();
  setInterval(tick, TICK);
  window.addEventListener('offline', () => setLost(true));
  window.addEventListener('online', () => {
    // The network is back: a socket that may have died with it is replaced now.
    drop();
    backoff = FIRST_BACKOFF;
    schedule(true);
  });
  // A page left for another may be kept whole by the browser (the back-forward cache), its
  // socket open and answering the server's pings: the player would look present. The socket
  // closes as the page is left, and a new one opens if the page is shown again from the cache.
  window.addEventListener('pagehide', () => {
    if (!ws) return;
    const old = ws;
    ws = null;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    old.close(1000, 'page left');
  });
  window.addEventListener('pageshow', (e) => {
    if (e.persisted && !ws) { backoff = FIRST_BACKOFF; schedule(true); }
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (!ws) { backoff = FIRST_BACKOFF; schedule(true); } else tick();
  });
}

/** A message from the server. */
function dispatch(msg) {
  const answer = (msg.type === 'ack' || msg.type === 'error') && answers.get(msg.id);
  if (answer) {
    answers.delete(msg.id);
    answer(msg);
    return;
  }
  if (msg.type === 'state') handlers.state(msg);
  else if (msg.type === 'error') {
    if (outbox && msg.id === outbox.id) { outbox = null; outboxSent = null; } // refused: nothing is left to send
    setPending();
    handlers.error(msg);
  } else if (msg.type === 'ack') {
    if (outbox && msg.id === outbox.id) { outbox = null; outboxSent = null; }
  } else handlers.other(msg);
}

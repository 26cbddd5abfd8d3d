// The WebSocket to the server (docs/protocol.md) and the outbox: an action waits there until
// the server answers it, and goes out again after a reconnect.

import { data, S, $ } from './state.js';
import { render } from './redraw.js';

let ws = null;
let backoff = 500;
let nextId = 1;
let outbox = null;      // the action on its way, {type: 'act', id, ply, action}, until answered
let resendDue = false;  // a new socket: the outbox goes out again once the state says it is still due
let handlers = null;
let stopped = false;
let local = null;       // offline games: the page's own server (game/local.js), instead of a socket

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

/** Sends a request of `type` (draw offers, resignation...) with a fresh id. */
export function request(type, extra = {}) {
  return send({ type, id: nextId++, ...extra });
}

/** Plays an action: it waits in the outbox until the server answers, and goes out again after a
 * reconnect (the server answers a resend of an applied action as a duplicate). */
export function play(action) {
  if (!S.st || outbox) return;
  outbox = { type: 'act', id: nextId++, ply: S.st.ply, action };
  S.pending = true;
  S.sel = null;
  send(outbox);
  render();
}

/** A new state arrived: the outbox is dropped once played, else resent on a new socket. */
export function stateArrived(s) {
  $('reconnecting').hidden = true;
  backoff = 500;
  if (outbox && (s.ply !== outbox.ply || s.status !== 'playing')) outbox = null;
  if (outbox && resendDue) send(outbox);
  resendDue = false;
  S.pending = !!outbox;
}

/** Asks for the whole state again (something was missed). */
export function helloAgain() {
  send({ type: 'hello' });
}

/** Stops reconnecting (the game does not exist). */
export function stop() { stopped = true; }

/** Opens the socket; `on` has `state(msg)`, `error(msg)`, and `other(msg)` for the rest. */
export function connect(on) {
  handlers = on;
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  ws = new WebSocket(`${proto}//${location.host}/games/${encodeURIComponent(data.id)}/ws`);
  ws.onopen = () => {
    const hello = { type: 'hello' };
    if (S.st) hello.version = S.st.version;
    ws.send(JSON.stringify(hello));
    resendDue = !!outbox;
  };
  ws.onmessage = (e) => {
    let msg;
    try { msg = JSON.parse(e.data); } catch { return; }
    dispatch(msg);
  };
  ws.onclose = (e) => {
    ws = null;
    if (e.code === 1000 && stopped) return;
    $('reconnecting').hidden = false;
    S.pending = !!outbox;
    render();
    setTimeout(() => connect(handlers), backoff);
    backoff = Math.min(backoff * 2, 8000);
  };
}

/** A message from the server. */
function dispatch(msg) {
  if (msg.type === 'state') handlers.state(msg);
  else if (msg.type === 'error') {
    if (outbox && msg.id === outbox.id) outbox = null; // refused: nothing is left to send
    S.pending = !!outbox;
    handlers.error(msg);
  } else if (msg.type === 'ack') {
    if (outbox && msg.id === outbox.id) outbox = null;
  } else handlers.other(msg);
}

export function connected() { return ws !== null; }

// The game page: board, hands, actions, and the WebSocket to the server (docs/protocol.md).
// Plain ES module, no build step. Every string comes from the server in #game-data.

import { parseAction, applyAction, startPosition, parseRules, squareName, squareCoords, other } from './yote.js';
import { muted, setMuted, playSound, showTurn } from './alerts.js';

const data = JSON.parse(document.getElementById('game-data').textContent);
const M = data.messages;

const plurals = new Intl.PluralRules(data.lang);

/** The message `key` with `{name}` placeholders filled in; for a message that varies with a
 * number (Fluent's plurals), the variant for that number: exact (`#n:0`), else its category. */
function t(key, args = {}) {
  let s = M[key] ?? key;
  for (const [name, v] of Object.entries(args)) {
    if (typeof v !== 'number') continue;
    const variant = M[`${key}#${name}:${v}`] ?? M[`${key}#${name}:${plurals.select(v)}`];
    if (variant !== undefined) { s = variant; break; }
  }
  for (const [k, v] of Object.entries(args)) s = s.replaceAll(`{${k}}`, String(v));
  return s;
}

const $ = (id) => document.getElementById(id);
const boardEl = $('board');
const SVG = 'http://www.w3.org/2000/svg';
const CELL = 100;
const MARGIN = 30;

let st = null;          // the last `state` from the server
let rules = null;       // parsed rules_full
let ws = null;
let backoff = 500;
let helloSent = false;
let nextId = 1;
let pending = false;    // an action is on its way
let outbox = null;      // that action, {type: 'act', id, ply, action}, until the server answers it
let resendDue = false;  // a new socket: the outbox goes out again once the state says it is still due
let sel = null;         // {kind:'hand'} | {kind:'piece', from} | {kind:'chain', from, path} | {kind:'removal', from, path, ends}
let cursor = null;      // square name under the keyboard cursor
let replayAt = null;    // null: live; else the number of actions shown
let bannerClosed = false;
let lastAnnouncedPly = null;
let thinking = false;
let drag = null;
let followRematch = false;

// ---------- helpers about the state ----------

function you() { return st && st.you ? st.you.seat : null; }
function isLocal() { return you() === 'both'; }
function flipped() { return you() === 'black'; }
/** The side shown at the bottom of the board. */
function bottomSide() { return flipped() ? 'black' : 'white'; }

function legal() {
  if (!st || replayAt !== null || pending || st.status !== 'playing') return [];
  return (st.legal_actions || []).map((s) => ({ s, ...parseAction(s) }));
}

function sideName(side) { return t(side === 'white' ? 'white' : 'black'); }

/** The position shown: live, or the replayed one. */
function shownPosition() {
  if (replayAt === null) {
    const board = new Map();
    st.board.squares.forEach((row, i) => row.forEach((p, f) => {
      if (p) board.set(squareName(f, st.board.rows - 1 - i), p);
    }));
    return { board, hands: { ...st.hands }, toMove: st.to_move };
  }
  let pos = startPosition(rules);
  for (let i = 0; i < replayAt; i++) pos = applyAction(pos, parseAction(st.actions[i]), rules);
  return pos;
}

function shownLastAction() {
  if (replayAt === null) return st.last_action ? st.last_action.action : null;
  return replayAt > 0 ? st.actions[replayAt - 1] : null;
}

/** The position as the current selection would leave it (a chain in progress moves the piece). */
function previewPosition(pos) {
  if (!sel || (sel.kind !== 'chain' && sel.kind !== 'removal')) return { pos, jumped: [] };
  const board = new Map(pos.board);
  const side = board.get(sel.from);
  let cur = sel.from;
  const jumped = [];
  for (const to of sel.path) {
    const [f1, r1] = squareCoords(cur);
    const [f2, r2] = squareCoords(to);
    const mid = squareName((f1 + f2) / 2, (r1 + r2) / 2);
    jumped.push(mid);
    board.delete(cur);
    board.set(to, side);
    cur = to;
  }
  return { pos: { ...pos, board }, jumped };
}

// ---------- selection logic, from the legal actions ----------

function pieceSources(L) { return new Set(L.filter((a) => a.from).map((a) => a.from)); }
function placeTargets(L) { return new Set(L.filter((a) => a.kind === 'place').map((a) => a.to)); }

/** What the current selection allows: target squares, removal squares, hand removal, stop, none. */
function options() {
  const L = legal();
  const o = { targets: new Set(), removals: new Set(), handRemoval: false, stop: false, none: false, sources: pieceSources(L), canPlace: placeTargets(L).size > 0 };
  if (!sel) return o;
  if (sel.kind === 'hand') o.targets = placeTargets(L);
  if (sel.kind === 'piece') {
    for (const a of L) {
      if (a.from !== sel.from) continue;
      if (a.kind === 'step') o.targets.add(a.to);
      if (a.kind === 'jump') o.targets.add(a.path[0]);
    }
  }
  if (sel.kind === 'chain') {
    const { next, ends } = chainOptions(L);
    next.forEach((s) => o.targets.add(s));
    o.stop = ends.length > 0 && next.length > 0;
  }
  if (sel.kind === 'removal') {
    for (const a of sel.ends) {
      if (a.removal === 'h') o.handRemoval = true;
      else if (a.removal) o.removals.add(a.removal);
      else o.none = true;
    }
  }
  return o;
}

function chainOptions(L) {
  const n = sel.path.length;
  const cands = L.filter((a) => a.kind === 'jump' && a.from === sel.from && a.path.length >= n && sel.path.every((s, i) => a.path[i] === s));
  const next = [...new Set(cands.filter((a) => a.path.length > n).map((a) => a.path[n]))];
  const ends = cands.filter((a) => a.path.length === n);
  return { next, ends };
}

/** After a landing: go on with the chain, or to the second removal, or play. */
function advanceChain() {
  const { next, ends } = chainOptions(legal());
  if (next.length === 0) toRemoval(ends);
  else render();
}

function toRemoval(ends) {
  if (ends.length === 0) { sel = null; render(); return; }
  if (ends.length === 1) { play(ends[0].s); return; }
  sel = { kind: 'removal', from: sel.from, path: sel.path, ends };
  render();
  announce(t(ends.some((a) => a.removal === 'h') ? 'choose-removal-hand' : 'choose-removal'));
}

function ownPiece(sq) {
  const L = legal();
  return pieceSources(L).has(sq);
}

function clickSquare(sq) {
  const L = legal();
  if (L.length === 0) return;
  if (sel && sel.kind === 'removal') {
    const a = sel.ends.find((x) => x.removal === sq);
    if (a) play(a.s);
    return;
  }
  if (sel && sel.kind === 'chain') {
    const { next } = chainOptions(L);
    if (next.includes(sq)) { sel.path.push(sq); advanceChain(); }
    return;
  }
  if (sel && sel.kind === 'piece') {
    if (sq === sel.from) { cancel(); return; }
    const step = L.find((a) => a.kind === 'step' && a.from === sel.from && a.to === sq);
    if (step) { play(step.s); return; }
    if (L.some((a) => a.kind === 'jump' && a.from === sel.from && a.path[0] === sq)) {
      sel = { kind: 'chain', from: sel.from, path: [sq] };
      advanceChain();
      return;
    }
  }
  if (ownPiece(sq)) { select({ kind: 'piece', from: sq }); return; }
  const place = L.find((a) => a.kind === 'place' && a.to === sq);
  if (place && (!sel || sel.kind === 'hand')) { play(place.s); return; }
  if (sel) cancel();
}

function select(s) {
  sel = s;
  render();
  const o = options();
  const where = sel.kind === 'hand' ? t('hand-selected') : t('piece-selected', { square: sel.from });
  announce(`${where} ${t('targets', { n: o.targets.size })}`);
}

function clickHand(side) {
  const L = legal();
  if (L.length === 0) return;
  if (sel && sel.kind === 'removal') {
    const a = sel.ends.find((x) => x.removal === 'h');
    if (a && side !== st.to_move) play(a.s);
    return;
  }
  if (side !== st.to_move || placeTargets(L).size === 0) return;
  if (sel && sel.kind === 'hand') cancel();
  else select({ kind: 'hand' });
}

function cancel() {
  if (!sel) return;
  sel = null;
  render();
  announce(t('cancelled'));
}

function stopHere() {
  if (!sel || sel.kind !== 'chain') return;
  toRemoval(chainOptions(legal()).ends);
}

function takeNone() {
  if (!sel || sel.kind !== 'removal') return;
  const a = sel.ends.find((x) => !x.removal);
  if (a) play(a.s);
}

// ---------- talking to the server ----------

function send(msg) {
  if (ws && ws.readyState === WebSocket.OPEN) { ws.send(JSON.stringify(msg)); return true; }
  return false;
}

/** Plays an action: it waits in the outbox until the server answers, and goes out again after a
 * reconnect (the server answers a resend of an applied action as a duplicate). */
function play(action) {
  if (!st || outbox) return;
  outbox = { type: 'act', id: nextId++, ply: st.ply, action };
  pending = true;
  sel = null;
  send(outbox);
  render();
}

function connect() {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  ws = new WebSocket(`${proto}//${location.host}/games/${encodeURIComponent(data.id)}/ws`);
  helloSent = false;
  ws.onopen = () => {
    const hello = { type: 'hello' };
    if (st) hello.version = st.version;
    ws.send(JSON.stringify(hello));
    helloSent = true;
    resendDue = !!outbox;
  };
  ws.onmessage = (e) => {
    let msg;
    try { msg = JSON.parse(e.data); } catch { return; }
    onMessage(msg);
  };
  ws.onclose = (e) => {
    ws = null;
    if (e.code === 1000 && unknownGame) return;
    $('reconnecting').hidden = false;
    pending = !!outbox;
    render();
    setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, 8000);
  };
}

let unknownGame = false;

function onMessage(msg) {
  switch (msg.type) {
    case 'state': onState(msg); break;
    case 'thinking': thinking = msg.thinking; renderStatus(); break;
    case 'presence':
      if (st) {
        if (st.players.white) st.players.white.connected = msg.white;
        if (st.players.black) st.players.black.connected = msg.black;
        renderPlayers();
      }
      break;
    case 'error': onError(msg); break;
    case 'event':
      // A declined offer would otherwise vanish without a word: say so for a moment.
      if (msg.event && msg.event.kind === 'draw_declined' && st && st.draw_offer) {
        if (msg.event.side === you()) flash(t('draw-declined-by-you'));
        else if (st.draw_offer === you()) flash(t('draw-declined'));
      }
      break;
    case 'ack': if (outbox && msg.id === outbox.id) outbox = null; break;
    default: break;
  }
}

function onError(msg) {
  if (outbox && msg.id === outbox.id) outbox = null; // refused: nothing is left to send
  pending = !!outbox;
  const text = t('error', { message: msg.message || msg.code });
  $('alert').textContent = text;
  flash(text);
  render();
}

let flashText = null;
let flashTimer = null;
function flash(text) {
  flashText = text;
  clearTimeout(flashTimer);
  flashTimer = setTimeout(() => { flashText = null; renderStatus(); }, 5000);
  renderStatus();
}

function onState(s) {
  // After an action the server sends only the new actions (from ply `actions_from`).
  if (s.actions_from > 0) {
    if (!st || st.actions.length < s.actions_from) {
      // Something was missed: a fresh hello brings the whole list.
      if (ws) ws.send(JSON.stringify({ type: 'hello' }));
      return;
    }
    s.actions = st.actions.slice(0, s.actions_from).concat(s.actions);
  }
  const firstState = !st;
  const prevPly = st ? st.ply : null;
  const prevStatus = st ? st.status : null;
  const prevCaptures = st ? st.captures : null;
  const hadRematch = !!(st && st.rematch && st.rematch.game);
  st = s;
  rules = parseRules(s.rules_full);
  $('reconnecting').hidden = true;
  backoff = 500;
  if (outbox && (s.ply !== outbox.ply || s.status !== 'playing')) outbox = null; // it was played, or the game moved on
  if (outbox && resendDue) send(outbox);
  resendDue = false;
  pending = !!outbox;
  thinking = s.thinking;
  if (prevPly !== s.ply) { sel = null; }
  if (firstState) {
    document.getElementById('game').setAttribute('aria-busy', 'false');
    if (!cursor) cursor = squareName(0, 0);
  } else if (prevPly !== null && s.ply > prevPly && s.last_action && lastAnnouncedPly !== s.last_action.ply) {
    announce(describeAction(s.last_action.action, s.last_action.side));
  }
  if (s.last_action) lastAnnouncedPly = s.last_action.ply;
  if (prevPly !== null && s.ply > prevPly) {
    const taken = (c) => c.white + c.black;
    playSound(taken(s.captures) > taken(prevCaptures) ? 'capture' : 'move');
  }
  if (s.status === 'over' && prevStatus !== 'over' && !firstState) {
    bannerClosed = false;
    announce(outcomeText().join(' '));
  }
  if (s.status !== 'over') replayAt = null;
  if (s.rematch && s.rematch.game && followRematch) {
    location.href = `/games/${encodeURIComponent(s.game)}/rematch?lang=${data.lang}`;
    return;
  }
  // Watchers follow the players to a rematch made while they watch.
  if (s.rematch && s.rematch.game && !you() && !firstState && !hadRematch) {
    location.href = `/${data.lang}/games/${encodeURIComponent(s.rematch.game)}`;
    return;
  }
  render();
}

// ---------- words ----------

function describeAction(notation, side) {
  const a = parseAction(notation);
  const who = sideName(side);
  let text;
  if (a.kind === 'pass') return t('announce-pass', { side: who });
  if (a.kind === 'place') return t('announce-place', { side: who, to: a.to });
  if (a.kind === 'step') return t('announce-step', { side: who, from: a.from, to: a.to });
  const jumped = [];
  let cur = a.from;
  for (const to of a.path) {
    const [f1, r1] = squareCoords(cur);
    const [f2, r2] = squareCoords(to);
    jumped.push(squareName((f1 + f2) / 2, (r1 + r2) / 2));
    cur = to;
  }
  text = t('announce-jump', { side: who, from: a.from, to: cur, captured: jumped.join(', ') });
  if (a.removal === 'h') text += ' ' + t('announce-removal-hand');
  else if (a.removal) text += ' ' + t('announce-removal-board', { square: a.removal });
  return text;
}

function outcomeText() {
  const o = st.outcome;
  if (!o) return ['', ''];
  let title;
  const seat = you();
  if (o.reason === 'aborted') title = t('over-aborted');
  else if (!o.winner) title = t('over-draw');
  else if (seat === 'white' || seat === 'black') title = t(o.winner === seat ? 'over-you-win' : 'over-you-lose');
  else title = t('over-wins', { side: sideName(o.winner) });
  const loser = o.winner ? sideName(other(o.winner)) : '';
  const reason = t(`reason-${o.reason}`, { side: loser, winner: o.winner ? sideName(o.winner) : '', n: st.no_capture ? st.no_capture.limit : '' });
  return [title, reason];
}

function announce(text) {
  const live = $('live');
  live.textContent = '';
  // A fresh text node makes screen readers speak a repeated message too.
  setTimeout(() => { live.textContent = text; }, 30);
}

// ---------- rendering ----------

const BASE_TITLE = document.title;

function render() {
  if (!st) return;
  renderBoard();
  renderPlayers();
  renderStatus();
  renderSide();
  // The tab says when it is this player's turn (not at a table for two on one device).
  showTurn(!isLocal() && legal().length > 0, t('tab-your-turn'), BASE_TITLE);
  renderMute();
}

function renderMute() {
  const button = $('mute');
  const off = muted();
  button.setAttribute('aria-pressed', off ? 'true' : 'false');
  button.textContent = t(off ? 'sound-off' : 'sound-on');
}

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** Screen position of a square's centre in the board's user units. */
function centre(sq) {
  const [f, r] = squareCoords(sq);
  const R = st.board.rows;
  const C = st.board.columns;
  const vf = flipped() ? C - 1 - f : f;
  const vr = flipped() ? r : R - 1 - r;
  return [MARGIN + vf * CELL + CELL / 2, MARGIN + vr * CELL + CELL / 2];
}

/** A small stable pseudo-random angle per square, so pebbles and sticks look hand-placed. */
function jitter(sq, spread) {
  let h = 0;
  for (const ch of sq) h = (h * 31 + ch.charCodeAt(0)) % 997;
  return ((h % 100) / 100 - 0.5) * 2 * spread;
}

function pieceShape(side, x, y, sq, parent, cls = 'piece') {
  const g = el('g', { class: cls, transform: `translate(${x} ${y})` }, parent);
  if (side === 'white') {
    el('ellipse', { rx: 31, ry: 27, fill: 'url(#pebble)', stroke: '#8a7f70', 'stroke-width': 2.5, transform: `rotate(${jitter(sq, 40)})` }, g);
    el('ellipse', { cx: -9, cy: -9, rx: 9, ry: 6, fill: '#fff', opacity: 0.55, transform: `rotate(${jitter(sq, 40) - 20})` }, g);
  } else {
    const a = 35 + jitter(sq, 25);
    el('rect', { x: -10, y: -38, width: 20, height: 76, rx: 9, fill: 'url(#stick)', stroke: '#23160c', 'stroke-width': 2, transform: `rotate(${a})` }, g);
    el('line', { x1: -2, y1: -28, x2: -2, y2: 26, stroke: '#8a6444', 'stroke-width': 2, 'stroke-linecap': 'round', opacity: 0.7, transform: `rotate(${a})` }, g);
  }
  return g;
}

function squareLabel(sq, piece, o) {
  let s = piece ? t('square-piece', { square: sq, side: sideName(piece) }) : t('square-empty', { square: sq });
  if (sel && sel.kind === 'piece' && sel.from === sq) s += t('square-selected');
  if (o.targets.has(sq)) s += t('square-target');
  if (o.removals.has(sq)) s += t('square-removal');
  return s;
}

let boardKey = null;
let layers = null;

/** Builds the parts of the board that only change with its size or orientation. */
function ensureBoard() {
  const R = st.board.rows;
  const C = st.board.columns;
  const key = `${R}x${C}:${flipped()}`;
  if (key === boardKey) return;
  boardKey = key;
  const W = C * CELL + 2 * MARGIN;
  const H = R * CELL + 2 * MARGIN;
  boardEl.setAttribute('viewBox', `0 0 ${W} ${H}`);
  boardEl.replaceChildren();
  const defs = el('defs', {}, boardEl);
  defs.innerHTML = `
    <radialGradient id="hole" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="#6e4826"/><stop offset=".75" stop-color="#8c6038"/><stop offset="1" stop-color="#b88954"/></radialGradient>
    <radialGradient id="pebble" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#e6dfd2"/><stop offset="1" stop-color="#b9ae9c"/></radialGradient>
    <linearGradient id="stick" x1="0" x2="1"><stop offset="0" stop-color="#5b3d26"/><stop offset=".5" stop-color="#3b2716"/><stop offset="1" stop-color="#22150b"/></linearGradient>
    <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="2" dy="4" stdDeviation="3" flood-opacity=".35"/></filter>`;
  el('rect', { class: 'frame', x: 0, y: 0, width: W, height: H, rx: 22 }, boardEl);
  for (let f = 0; f < C; f++) {
    const [x] = centre(squareName(f, 0));
    const txt = el('text', { class: 'coord', x, y: H - 8, 'text-anchor': 'middle', 'aria-hidden': 'true' }, boardEl);
    txt.textContent = String.fromCharCode(97 + f);
  }
  for (let r = 0; r < R; r++) {
    const [, y] = centre(squareName(0, r));
    const txt = el('text', { class: 'coord', x: 12, y: y + 5, 'text-anchor': 'middle', 'aria-hidden': 'true' }, boardEl);
    txt.textContent = String(r + 1);
  }
  // Squares, as rows of grid cells from the top of the view.
  for (let vr = 0; vr < R; vr++) {
    const r = flipped() ? vr : R - 1 - vr;
    const row = el('g', { role: 'row' }, boardEl);
    for (let vf = 0; vf < C; vf++) {
      const f = flipped() ? C - 1 - vf : vf;
      const sq = squareName(f, r);
      const [x, y] = centre(sq);
      const g = el('g', { id: `sq-${sq}`, role: 'gridcell', 'data-square': sq }, row);
      el('rect', { class: 'cell', x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL }, g);
      el('circle', { class: 'hole', cx: x, cy: y, r: 38 }, g);
    }
  }
  layers = {
    last: el('g', { 'aria-hidden': 'true', 'pointer-events': 'none' }, boardEl),
    pieces: el('g', { filter: 'url(#shadow)', 'aria-hidden': 'true', 'pointer-events': 'none' }, boardEl),
    marks: el('g', { 'aria-hidden': 'true', 'pointer-events': 'none' }, boardEl),
  };
}

function renderBoard() {
  ensureBoard();
  const R = st.board.rows;
  const C = st.board.columns;
  const L = legal();
  const o = options();
  const live = shownPosition();
  const { pos, jumped } = previewPosition(live);
  boardEl.classList.toggle('movable', L.length > 0);
  // Squares' names and contents, for screen readers.
  for (let f = 0; f < C; f++) {
    for (let r = 0; r < R; r++) {
      const sq = squareName(f, r);
      const g = document.getElementById(`sq-${sq}`);
      g.setAttribute('aria-label', squareLabel(sq, pos.board.get(sq), o));
      g.setAttribute('aria-selected', o.targets.has(sq) || o.removals.has(sq) ? 'true' : 'false');
    }
  }
  // The last action.
  layers.last.replaceChildren();
  const last = shownLastAction();
  if (last) {
    const a = parseAction(last);
    const marks = new Set();
    if (a.kind === 'place') marks.add(a.to);
    if (a.kind === 'step') { marks.add(a.from); marks.add(a.to); }
    if (a.kind === 'jump') { marks.add(a.from); a.path.forEach((s) => marks.add(s)); }
    for (const sq of marks) {
      const [x, y] = centre(sq);
      el('circle', { class: 'last-to', cx: x, cy: y, r: 42 }, layers.last);
    }
  }
  // Pieces.
  layers.pieces.replaceChildren();
  for (const [sq, side] of pos.board) {
    const [x, y] = centre(sq);
    const g = pieceShape(side, x, y, sq, layers.pieces);
    if (jumped.includes(sq)) g.classList.add('jumped');
    if (drag && drag.moved && drag.from === sq) g.setAttribute('opacity', '0.35');
  }
  // Selection and highlights.
  const m = layers.marks;
  m.replaceChildren();
  if (sel && sel.kind === 'piece') {
    const [x, y] = centre(sel.from);
    el('circle', { class: 'selected', cx: x, cy: y, r: 44 }, m);
  }
  if (sel && (sel.kind === 'chain' || sel.kind === 'removal')) {
    const [x, y] = centre(sel.path[sel.path.length - 1]);
    el('circle', { class: 'selected', cx: x, cy: y, r: 44 }, m);
  }
  for (const sq of o.targets) {
    const [x, y] = centre(sq);
    if (pos.board.get(sq)) el('circle', { class: 'target-ring', cx: x, cy: y, r: 44 }, m);
    else el('circle', { class: 'target', cx: x, cy: y, r: 15 }, m);
  }
  for (const sq of o.removals) {
    const [x, y] = centre(sq);
    el('circle', { class: 'removal', cx: x, cy: y, r: 44 }, m);
  }
  if (cursor && document.activeElement === boardEl) {
    const [x, y] = centre(cursor);
    el('rect', { class: 'cursor', x: x - 47, y: y - 47, width: 94, height: 94, rx: 12 }, m);
    boardEl.setAttribute('aria-activedescendant', `sq-${cursor}`);
  }
}

function minis(side, n, max = 12) {
  const span = document.createElement('span');
  span.className = 'minis';
  span.setAttribute('aria-hidden', 'true');
  const shown = Math.min(n, max);
  let html = '';
  for (let i = 0; i < shown; i++) {
    html += side === 'white'
      ? '<svg viewBox="0 0 20 20"><ellipse cx="10" cy="10" rx="8" ry="7" fill="#ece6da" stroke="#8a7f70" stroke-width="1.5"/></svg>'
      : '<svg viewBox="0 0 20 20"><rect x="7" y="1" width="6" height="18" rx="3" fill="#3b2716" transform="rotate(35 10 10)"/></svg>';
  }
  span.innerHTML = html;
  return span;
}

function playerName(side) {
  const p = st.players[side] || {};
  if (p.kind === 'computer') return t('computer', { level: t(`level-${p.level || 'medium'}`) });
  if (p.kind === 'open') return t('open-seat');
  const seat = you();
  if (seat === side) return t('you');
  if (seat === 'white' || seat === 'black') return t('opponent');
  return sideName(side);
}

const panels = {};

/** Builds a player's panel once: name, hand (a button) and captures. */
function panel(id) {
  if (panels[id]) return panels[id];
  const root = $(id);
  root.replaceChildren();
  const who = document.createElement('div');
  who.className = 'who';
  const dot = document.createElement('span');
  dot.className = 'turn-dot';
  dot.setAttribute('aria-hidden', 'true');
  const name = document.createElement('span');
  const nameText = document.createElement('span');
  const small = document.createElement('small');
  name.append(nameText, small);
  const off = document.createElement('span');
  off.className = 'offline';
  const turn = document.createElement('span');
  turn.className = 'visually-hidden';
  who.append(dot, name, off, turn);
  const hand = document.createElement('button');
  hand.type = 'button';
  hand.className = 'tray hand';
  const hl = document.createElement('span');
  hl.className = 'label';
  const hm = document.createElement('span');
  const hc = document.createElement('span');
  hc.className = 'count';
  hand.append(hl, hm, hc);
  hand.addEventListener('click', () => clickHand(hand.dataset.hand));
  hand.addEventListener('pointerdown', (e) => startDrag(e, { kind: 'hand', side: hand.dataset.hand }));
  const caps = document.createElement('span');
  caps.className = 'tray captures';
  caps.setAttribute('role', 'img');
  const cl = document.createElement('span');
  cl.className = 'label';
  const cm = document.createElement('span');
  const cc = document.createElement('span');
  cc.className = 'count';
  caps.append(cl, cm, cc);
  root.append(who, hand, caps);
  panels[id] = { root, nameText, small, off, turn, hand, hl, hm, hc, caps, cl, cm, cc, minis: {} };
  return panels[id];
}

/** Replaces a miniature row only when what it shows changed. */
function setMinis(p, slot, holder, side, n) {
  const key = `${side}:${n}`;
  if (p.minis[slot] === key) return;
  p.minis[slot] = key;
  holder.replaceWith(minis(side, n));
  p[slot] = p.root.querySelector(slot === 'hm' ? '.hand .minis' : '.captures .minis');
}

function renderPlayers() {
  if (!st) return;
  const pos = shownPosition();
  const toMove = replayAt === null ? (st.status === 'playing' ? st.to_move : null) : null;
  const o = options();
  for (const [id, side] of [['player-bottom', bottomSide()], ['player-top', other(bottomSide())]]) {
    const p = panel(id);
    p.root.dataset.side = side;
    p.root.classList.toggle('to-move', toMove === side);
    const name = playerName(side);
    const pieces = t(side === 'white' ? 'white-pieces' : 'black-pieces');
    // At a shared table the side's name is the player's name: say it once, with the pieces.
    p.nameText.textContent = name === sideName(side) ? pieces : name;
    p.small.textContent = name === sideName(side) ? '' : ` · ${pieces}`;
    const pl = st.players[side] || {};
    p.off.textContent = pl.kind === 'human' && !pl.connected && replayAt === null ? t('offline') : '';
    p.turn.textContent = toMove === side ? t('to-move-short') : '';
    // Hand: for placing (own) or for taking from it (opponent, second removal).
    const handN = pos.hands[side];
    const isTarget = o.canPlace && side === st.to_move && !sel;
    const isSelected = sel && sel.kind === 'hand' && side === st.to_move;
    const isRemoval = o.handRemoval && side !== st.to_move;
    p.hand.dataset.hand = side;
    p.hand.classList.toggle('is-selected', !!isSelected);
    p.hand.classList.toggle('is-removal', !!isRemoval);
    p.hand.classList.toggle('is-target', !!isTarget);
    p.hand.setAttribute('aria-label', t(isRemoval ? 'hand-removal-label' : 'hand-label', { side: sideName(side), n: handN }));
    p.hand.setAttribute('aria-pressed', isSelected ? 'true' : 'false');
    p.hl.textContent = t('hand');
    p.hc.textContent = handN;
    setMinis(p, 'hm', p.hm, side, handN);
    // Captures: the enemy pieces this side has taken.
    const enemy = other(side);
    const enemyCount = [...pos.board.values()].filter((x) => x === enemy).length + pos.hands[enemy];
    const capN = rules.pieces - enemyCount;
    p.caps.dataset.captures = side;
    p.caps.setAttribute('aria-label', t('captures-label', { side: sideName(side), n: capN }));
    p.cl.textContent = t('captures');
    p.cc.textContent = capN;
    setMinis(p, 'cm', p.cm, enemy, capN);
  }
}

function statusText() {
  if (flashText) return { text: flashText };
  if (replayAt !== null) return { text: t('replaying') };
  if (st.status === 'over') return { text: outcomeText().join(' — ') };
  if (st.status === 'waiting') return { text: t('waiting') };
  const L = legal();
  if (thinking) return { text: t('thinking'), thinking: true };
  if (pending) return { text: t('sending') };
  if (L.length === 0) {
    const seat = you();
    if (!seat) return { text: t('watching', { side: sideName(st.to_move) }) };
    return { text: t('their-turn', { side: sideName(st.to_move) }) };
  }
  if (L.length === 1 && L[0].kind === 'pass') return { text: t('must-pass') };
  if (!sel) return { text: t(isLocal() ? 'turn-local' : 'your-turn', { side: sideName(st.to_move) }) };
  if (sel.kind === 'hand') return { text: t('choose-place') };
  if (sel.kind === 'piece') return { text: t('choose-target') };
  if (sel.kind === 'chain') return { text: t('chain') };
  const o = options();
  return { text: t(o.handRemoval ? 'choose-removal-hand' : 'choose-removal') + (o.none ? ' ' + t('removal-optional') : '') };
}

function renderStatus() {
  if (!st) return;
  const s = statusText();
  const status = $('status');
  status.replaceChildren();
  const span = document.createElement('span');
  span.textContent = s.text;
  if (s.thinking) span.className = 'thinking';
  status.append(span);
  const o = options();
  const L = legal();
  $('stop-here').hidden = !o.stop;
  $('take-none').hidden = !o.none;
  $('pass').hidden = !(L.length === 1 && L[0].kind === 'pass');
  $('cancel').hidden = !sel;
}

function renderSide() {
  // Counter.
  const nc = st.no_capture || { plies: 0, limit: null };
  let plies = nc.plies;
  if (replayAt !== null) {
    let pos = startPosition(rules);
    for (let i = 0; i < replayAt; i++) pos = applyAction(pos, parseAction(st.actions[i]), rules);
    plies = pos.noCapture;
  }
  $('counter').textContent = nc.limit ? t('no-capture', { n: plies, max: nc.limit }) : t('no-capture-off', { n: plies });
  $('rules-string').textContent = st.rules;
  $('rules-link').href = `/${data.lang}/rules`;
  // Invite.
  const inviteUrl = st.you && st.you.invite;
  $('invite').hidden = !(inviteUrl && st.status === 'waiting');
  if (inviteUrl) $('invite-link').value = new URL(inviteUrl, location.origin).href;
  // Moves.
  const list = $('moves');
  list.replaceChildren();
  const over = st.status === 'over';
  const current = replayAt === null ? st.actions.length : replayAt;
  for (let i = 0; i < st.actions.length; i += 2) {
    const li = document.createElement('li');
    const n = document.createElement('span');
    n.className = 'n';
    n.textContent = `${i / 2 + 1}.`;
    li.append(n);
    for (const j of [i, i + 1]) {
      if (j >= st.actions.length) break;
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = st.actions[j];
      b.dataset.ply = j;
      b.setAttribute('aria-label', describeAction(st.actions[j], j % 2 === 0 ? 'white' : 'black'));
      if (j + 1 === current) b.setAttribute('aria-current', 'step');
      b.disabled = !over;
      b.addEventListener('click', () => replayTo(j + 1));
      li.append(b);
    }
    list.append(li);
  }
  const currentBtn = list.querySelector('[aria-current="step"]');
  if (currentBtn && replayAt === null) list.scrollTop = list.scrollHeight;
  else if (currentBtn) currentBtn.scrollIntoView({ block: 'nearest' });
  // Replay.
  $('replay').hidden = !over || st.actions.length === 0;
  $('replay-at').textContent = t('replay-at', { n: current, total: st.actions.length });
  $('replay-start').disabled = current === 0;
  $('replay-back').disabled = current === 0;
  $('replay-forward').disabled = current === st.actions.length;
  $('replay-end').disabled = current === st.actions.length;
  // Controls.
  const seat = you();
  const player = seat === 'white' || seat === 'black';
  const playing = st.status === 'playing';
  const offer = st.draw_offer;
  const opponentIsComputer = player && st.players[other(seat)] && st.players[other(seat)].kind === 'computer';
  $('offer-draw').hidden = !(player && playing && !offer);
  $('accept-draw').hidden = !(player && playing && offer && offer !== seat);
  $('decline-draw').hidden = !(player && playing && offer && offer !== seat && !opponentIsComputer);
  $('resign').hidden = !((player || isLocal()) && playing);
  $('abort').hidden = !((player || isLocal()) && st.can_abort && st.status !== 'over');
  const rm = st.rematch || {};
  const canRematch = (player || isLocal()) && over && !rm.game;
  $('rematch').hidden = !canRematch;
  $('rematch').textContent = rm.offered_by && rm.offered_by !== seat && !isLocal() ? t('accept-rematch') : t('rematch');
  $('rematch').disabled = !!(rm.offered_by && rm.offered_by === seat);
  $('banner-rematch').hidden = !canRematch;
  $('banner-rematch').disabled = $('rematch').disabled;
  const offerText = $('draw-offer');
  let ot = '';
  if (playing && offer) ot = offer === seat ? t('draw-offered-by-you') : (player ? t('draw-offered-to-you') : t('draw-offered', { side: sideName(offer) }));
  if (over && rm.offered_by && !rm.game) ot = rm.offered_by === seat ? t('rematch-offered-by-you') : t('rematch-offered', { side: sideName(rm.offered_by) });
  offerText.textContent = ot;
  // The offer and its answers sit right under the board, where the player is looking.
  $('offer-box').hidden = !ot && $('accept-draw').hidden && $('decline-draw').hidden;
  $('controls').hidden = !player && !isLocal();
  // Banner.
  const banner = $('banner');
  banner.hidden = !(over && !bannerClosed && replayAt === null);
  if (over) {
    const [title, reason] = outcomeText();
    $('banner-title').textContent = title;
    $('banner-reason').textContent = reason;
  }
}

function replayTo(n) {
  if (!st || st.status !== 'over') return;
  replayAt = Math.max(0, Math.min(n, st.actions.length));
  if (replayAt === st.actions.length) replayAt = null;
  bannerClosed = true;
  render();
  const shown = replayAt === null ? st.actions.length : replayAt;
  announce(shown > 0 ? describeAction(st.actions[shown - 1], (shown - 1) % 2 === 0 ? 'white' : 'black') : t('replay-at', { n: 0, total: st.actions.length }));
}

// ---------- pointer: click and drag ----------

function squareAt(clientX, clientY) {
  if (!st) return null;
  const pt = boardEl.createSVGPoint();
  pt.x = clientX;
  pt.y = clientY;
  const ctm = boardEl.getScreenCTM();
  if (!ctm) return null;
  const p = pt.matrixTransform(ctm.inverse());
  const C = st.board.columns;
  const R = st.board.rows;
  const vf = Math.floor((p.x - MARGIN) / CELL);
  const vr = Math.floor((p.y - MARGIN) / CELL);
  if (vf < 0 || vr < 0 || vf >= C || vr >= R) return null;
  const f = flipped() ? C - 1 - vf : vf;
  const r = flipped() ? vr : R - 1 - vr;
  return squareName(f, r);
}

function startDrag(e, source) {
  if (e.button !== 0 || legal().length === 0) return;
  let from = null;
  if (source.kind === 'square') {
    const sq = source.square;
    if (sel && sel.kind === 'chain' && sq === sel.path[sel.path.length - 1]) from = sq;
    else if (ownPiece(sq)) from = sq;
    else return;
  } else if (source.side !== st.to_move || placeTargets(legal()).size === 0) return;
  drag = { source, from, x: e.clientX, y: e.clientY, moved: false, id: e.pointerId, ghost: null };
}

function onPointerMove(e) {
  if (!drag || e.pointerId !== drag.id) return;
  const dx = e.clientX - drag.x;
  const dy = e.clientY - drag.y;
  if (!drag.moved && dx * dx + dy * dy < 36) return;
  if (!drag.moved) {
    drag.moved = true;
    // Dragging selects what is dragged, so targets show while it moves.
    if (drag.source.kind === 'hand') sel = { kind: 'hand' };
    else if (!(sel && sel.kind === 'chain')) sel = { kind: 'piece', from: drag.from };
    const side = drag.source.kind === 'hand' ? drag.source.side : st.to_move;
    drag.ghost = document.createElement('div');
    drag.ghost.className = 'drag-ghost';
    drag.ghost.setAttribute('aria-hidden', 'true');
    const size = boardEl.getBoundingClientRect().width / (st.board.columns + 0.6);
    drag.ghost.style.cssText = `position:fixed;left:0;top:0;width:${size}px;height:${size}px;pointer-events:none;z-index:50;`;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '-50 -50 100 100');
    svg.setAttribute('width', '100%');
    svg.setAttribute('height', '100%');
    svg.innerHTML = boardEl.querySelector('defs').outerHTML;
    pieceShape(side, 0, 0, drag.from || 'a1', svg);
    drag.ghost.append(svg);
    document.body.append(drag.ghost);
    render();
  }
  const r = drag.ghost.getBoundingClientRect();
  drag.ghost.style.transform = `translate(${e.clientX - r.width / 2}px, ${e.clientY - r.height / 2}px)`;
  e.preventDefault();
}

function onPointerUp(e) {
  if (!drag || e.pointerId !== drag.id) return;
  const d = drag;
  drag = null;
  if (d.ghost) d.ghost.remove();
  if (!d.moved) {
    if (d.source.kind === 'square') clickSquare(d.source.square);
    return; // a click on the hand is handled by its click event
  }
  suppressClick = true;
  setTimeout(() => { suppressClick = false; }, 0);
  const sq = squareAt(e.clientX, e.clientY);
  if (!sq || sq === d.from) { render(); return; }
  const o = options();
  if (o.targets.has(sq)) clickSquare(sq);
  else { sel = null; render(); }
}

let suppressClick = false;

boardEl.addEventListener('pointerdown', (e) => {
  const sq = squareAt(e.clientX, e.clientY);
  if (!sq) return;
  if (legal().length === 0) return;
  startDrag(e, { kind: 'square', square: sq });
  if (!drag) clickSquare(sq);
  e.preventDefault();
  boardEl.focus({ preventScroll: true });
  cursor = sq;
});
window.addEventListener('pointermove', onPointerMove, { passive: false });
window.addEventListener('pointerup', onPointerUp);
window.addEventListener('pointercancel', () => { if (drag && drag.ghost) drag.ghost.remove(); drag = null; if (st) render(); });
document.addEventListener('click', (e) => { if (suppressClick) { e.stopPropagation(); e.preventDefault(); } }, true);

// ---------- keyboard ----------

boardEl.addEventListener('keydown', (e) => {
  if (!st) return;
  const C = st.board.columns;
  const R = st.board.rows;
  let [f, r] = squareCoords(cursor || 'a1');
  const dir = flipped() ? -1 : 1;
  switch (e.key) {
    case 'ArrowLeft': f -= dir; break;
    case 'ArrowRight': f += dir; break;
    case 'ArrowUp': r += dir; break;
    case 'ArrowDown': r -= dir; break;
    case 'Home': f = flipped() ? C - 1 : 0; break;
    case 'End': f = flipped() ? 0 : C - 1; break;
    case 'Enter':
    case ' ':
      e.preventDefault();
      clickSquare(cursor);
      renderBoard();
      return;
    case 'Escape':
      e.preventDefault();
      cancel();
      return;
    case 'h':
    case 'H':
      e.preventDefault();
      if (sel && sel.kind === 'removal') clickHand(other(st.to_move));
      else clickHand(st.to_move);
      return;
    default:
      return;
  }
  e.preventDefault();
  f = Math.max(0, Math.min(C - 1, f));
  r = Math.max(0, Math.min(R - 1, r));
  cursor = squareName(f, r);
  renderBoard();
});
boardEl.addEventListener('focus', () => { if (st) renderBoard(); });
boardEl.addEventListener('blur', () => { if (st) renderBoard(); });
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && sel && e.target !== boardEl) cancel();
});

// ---------- buttons ----------

$('stop-here').addEventListener('click', stopHere);
$('take-none').addEventListener('click', takeNone);
$('cancel').addEventListener('click', cancel);
$('pass').addEventListener('click', () => play('--'));
$('mute').addEventListener('click', () => { setMuted(!muted()); renderMute(); });
$('offer-draw').addEventListener('click', () => send({ type: 'offer_draw', id: nextId++ }));
$('accept-draw').addEventListener('click', () => send({ type: 'accept_draw', id: nextId++ }));
$('decline-draw').addEventListener('click', () => send({ type: 'decline_draw', id: nextId++ }));
$('resign').addEventListener('click', () => {
  if (!confirmStep($('resign'))) return;
  const msg = { type: 'resign', id: nextId++ };
  if (isLocal()) msg.side = st.to_move;
  send(msg);
});
$('abort').addEventListener('click', () => send({ type: 'abort', id: nextId++ }));
function rematch() { followRematch = true; send({ type: 'rematch', id: nextId++ }); }
$('rematch').addEventListener('click', rematch);
$('banner-rematch').addEventListener('click', rematch);
$('banner-close').addEventListener('click', () => { bannerClosed = true; renderSide(); });
$('replay-start').addEventListener('click', () => replayTo(0));
$('replay-back').addEventListener('click', () => replayTo((replayAt ?? st.actions.length) - 1));
$('replay-forward').addEventListener('click', () => replayTo((replayAt ?? st.actions.length) + 1));
$('replay-end').addEventListener('click', () => replayTo(st.actions.length));
$('copy-link').addEventListener('click', async () => {
  const input = $('invite-link');
  let ok = false;
  try { await navigator.clipboard.writeText(input.value); ok = true; } catch { /* older browsers */ }
  if (!ok) { input.select(); ok = document.execCommand('copy'); }
  $('copy-link').textContent = t(ok ? 'copied' : 'copy-failed');
  announce(t(ok ? 'copied' : 'copy-failed'));
  setTimeout(() => { $('copy-link').textContent = t('copy'); }, 2500);
});

/** Resigning asks for a second click within a few seconds. */
function confirmStep(button) {
  if (button.dataset.armed === '1') { button.dataset.armed = ''; button.textContent = t('resign'); return true; }
  button.dataset.armed = '1';
  button.textContent = t('resign-confirm');
  setTimeout(() => { button.dataset.armed = ''; button.textContent = t('resign'); }, 4000);
  return false;
}

// Check that the game exists before opening the socket, to say so plainly if it does not.
fetch(`/api/games/${encodeURIComponent(data.id)}`).then((r) => {
  if (r.status === 404) {
    unknownGame = true;
    $('status').textContent = t('unknown-game');
    document.getElementById('game').setAttribute('aria-busy', 'false');
    return;
  }
  if (!ws) connect();
}).catch(() => { if (!ws) connect(); });
$('status').textContent = t('connecting');

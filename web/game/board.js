// Drawing the board: squares, pieces, the last action, the selection and its targets, as SVG.

import { parseAction, squareName, squareCoords } from '../yote.js';
import { S, legal, options, shownPosition, shownLastAction, previewPosition, flipped, jumpedSquares } from './state.js';
import { t } from './text.js';

export const SVG = 'http://www.w3.org/2000/svg';
const CELL = 100;
const MARGIN = 30;

export const boardEl = document.getElementById('board');

export function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** Screen position of a square's centre in the board's user units. */
export function centre(sq) {
  const [f, r] = squareCoords(sq);
  const R = S.st.board.rows;
  const C = S.st.board.columns;
  const vf = flipped() ? C - 1 - f : f;
  const vr = flipped() ? r : R - 1 - r;
  return [MARGIN + vf * CELL + CELL / 2, MARGIN + vr * CELL + CELL / 2];
}

/** The square under a point of the screen, or null. */
export function squareAt(clientX, clientY) {
  if (!S.st) return null;
  const pt = boardEl.createSVGPoint();
  pt.x = clientX;
  pt.y = clientY;
  const ctm = boardEl.getScreenCTM();
  if (!ctm) return null;
  const p = pt.matrixTransform(ctm.inverse());
  const C = S.st.board.columns;
  const R = S.st.board.rows;
  const vf = Math.floor((p.x - MARGIN) / CELL);
  const vr = Math.floor((p.y - MARGIN) / CELL);
  if (vf < 0 || vr < 0 || vf >= C || vr >= R) return null;
  const f = flipped() ? C - 1 - vf : vf;
  const r = flipped() ? vr : R - 1 - vr;
  return squareName(f, r);
}

/** A small stable pseudo-random angle per square, so pebbles and sticks look hand-placed. */
function jitter(sq, spread) {
  let h = 0;
  for (const ch of sq) h = (h * 31 + ch.charCodeAt(0)) % 997;
  return ((h % 100) / 100 - 0.5) * 2 * spread;
}

export function pieceShape(side, x, y, sq, parent, cls = 'piece') {
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
  const sel = S.sel;
  // "a5, Black piece": a name for the square, then what is on it.
  let s = piece ? t(piece === 'white' ? 'square-white' : 'square-black', { square: sq }) : t('square-empty', { square: sq });
  if (sel && sel.kind === 'piece' && sel.from === sq) s += t('square-selected');
  if (o.targets.has(sq)) s += t('square-target');
  if (o.removals.has(sq)) s += t('square-removal');
  return s;
}

let boardKey = null;
let layers = null;

/** Builds the parts of the board that only change with its size or orientation. */
function ensureBoard() {
  const R = S.st.board.rows;
  const C = S.st.board.columns;
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
  // Squares, as rows of grid cells from the top of the view. Each row is named ("Row 5"), so
  // that a screen reader does not read it as its squares' names run together.
  for (let vr = 0; vr < R; vr++) {
    const r = flipped() ? vr : R - 1 - vr;
    const row = el('g', { role: 'row', 'aria-label': t('board-row', { n: r + 1 }) }, boardEl);
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
    pieces: el('g', { class: 'pieces', filter: 'url(#shadow)', 'aria-hidden': 'true', 'pointer-events': 'none' }, boardEl),
    motion: el('g', { filter: 'url(#shadow)', 'aria-hidden': 'true', 'pointer-events': 'none' }, boardEl),
    marks: el('g', { 'aria-hidden': 'true', 'pointer-events': 'none' }, boardEl),
    hint: el('g', { class: 'hint-layer', 'aria-hidden': 'true', 'pointer-events': 'none' }, boardEl),
  };
}

/** The drawn piece on `sq`, if any. */
export function pieceAt(sq) {
  return layers ? layers.pieces.querySelector(`[data-square="${sq}"]`) : null;
}

/** The layer for pieces in motion (above the pieces, under the highlights). */
export function motionLayer() { return layers.motion; }

/** The layer for the engine's suggestion (web/game/hint.js), above everything; null before the
 * board is drawn. */
export function hintLayer() { return layers ? layers.hint : null; }

/** The squares emptied by the action `a`: the jumped pieces and the second removal on the board. */
export function takenSquares(a) {
  if (a.kind !== 'jump') return [];
  const taken = jumpedSquares(a.from, a.path);
  if (a.removal && a.removal !== 'h') taken.push(a.removal);
  return taken;
}

/** Where an action leaves its piece. */
function landing(a) {
  if (a.kind === 'place' || a.kind === 'step') return a.to;
  if (a.kind === 'jump') return a.path[a.path.length - 1];
  return null;
}

export function renderBoard() {
  ensureBoard();
  const st = S.st;
  const sel = S.sel;
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
    // Where the pieces it took stood: a cross in the empty hole, while it is the last action.
    for (const sq of takenSquares(a)) {
      if (pos.board.get(sq)) continue;
      const [x, y] = centre(sq);
      const g = el('g', { class: 'taken-mark', 'data-square': sq }, layers.last);
      el('path', { d: `M${x - 16} ${y - 16}L${x + 16} ${y + 16}M${x + 16} ${y - 16}L${x - 16} ${y + 16}` }, g);
    }
  }
  // Pieces; an action on its way to the server is drawn played, its piece marked as pending.
  layers.pieces.replaceChildren();
  layers.motion.replaceChildren();
  const pending = S.pendingAction && S.replayAt === null ? landing(parseAction(S.pendingAction)) : null;
  for (const [sq, side] of pos.board) {
    const [x, y] = centre(sq);
    const g = pieceShape(side, x, y, sq, layers.pieces);
    g.dataset.square = sq;
    if (sq === pending) g.classList.add('pending');
    if (jumped.includes(sq)) g.classList.add('jumped');
    if (S.drag && S.drag.moved && S.drag.from === sq) g.setAttribute('opacity', '0.35');
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
  // The keyboard's cursor shows only to a player using the keyboard (a mouse or a finger has
  // its own selection ring: a second square outlined would look like a second selection).
  if (S.cursor && S.keyboard && document.activeElement === boardEl) {
    const [x, y] = centre(S.cursor);
    el('rect', { class: 'cursor', x: x - 47, y: y - 47, width: 94, height: 94, rx: 12 }, m);
    boardEl.setAttribute('aria-activedescendant', `sq-${S.cursor}`);
  }
}

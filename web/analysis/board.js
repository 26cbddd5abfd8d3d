// A small board for the analysis page and the position editor, as SVG in the game board's look
// (holes in wood, pebbles and sticks): drawn from a position string (RULES.md §4), with optional
// marks, and a click (mouse, pen or finger) on a square reported to the caller. The game page's
// board (web/game/board.js) is tied to that page's state; this one only draws what it is given.

import { squareName } from '../yote.js';

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 100;
const MARGIN = 30;

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** { rows, columns, squares: Map(square → 'W' | 'B'), side: 'w' | 'b', hands: [w, b], quiet } */
export function readPosition(text) {
  const [board, side, wh, bh, quiet] = text.split(' ');
  const ranks = board.split('/');
  const rows = ranks.length;
  const squares = new Map();
  let columns = 0;
  ranks.forEach((rank, i) => {
    const r = rows - 1 - i;
    let f = 0;
    for (const ch of rank) {
      if (/\d/.test(ch)) f += Number(ch);
      else {
        squares.set(squareName(f, r), ch);
        f += 1;
      }
    }
    columns = Math.max(columns, f);
  });
  return { rows, columns, squares, side, hands: [Number(wh), Number(bh)], quiet: Number(quiet) };
}

/** The position string of { rows, columns, squares, side, hands, quiet }. */
export function writePosition(p) {
  const ranks = [];
  for (let r = p.rows - 1; r >= 0; r--) {
    let s = '';
    let empty = 0;
    for (let f = 0; f < p.columns; f++) {
      const piece = p.squares.get(squareName(f, r));
      if (piece) {
        if (empty) s += empty;
        empty = 0;
        s += piece;
      } else empty += 1;
    }
    if (empty) s += empty;
    ranks.push(s);
  }
  return `${ranks.join('/')} ${p.side} ${p.hands[0]} ${p.hands[1]} ${p.quiet}`;
}

/** A small stable angle per square, so pebbles and sticks look hand-placed (as on the game page). */
function jitter(sq, spread) {
  let h = 0;
  for (const ch of sq) h = (h * 31 + ch.charCodeAt(0)) % 997;
  return ((h % 100) / 100 - 0.5) * 2 * spread;
}

function piece(kind, x, y, sq, parent) {
  const g = el('g', { class: 'piece', transform: `translate(${x} ${y})` }, parent);
  if (kind === 'W') {
    el('ellipse', { rx: 31, ry: 27, fill: 'url(#an-pebble)', stroke: '#8a7f70', 'stroke-width': 2.5, transform: `rotate(${jitter(sq, 40)})` }, g);
    el('ellipse', { cx: -9, cy: -9, rx: 9, ry: 6, fill: '#fff', opacity: 0.55, transform: `rotate(${jitter(sq, 40) - 20})` }, g);
  } else {
    const a = 35 + jitter(sq, 25);
    el('rect', { x: -10, y: -38, width: 20, height: 76, rx: 9, fill: 'url(#an-stick)', stroke: '#23160c', 'stroke-width': 2, transform: `rotate(${a})` }, g);
  }
}

/**
 * A board in `svg`. `board.draw(position, { selected, targets: Set, last: [squares],
 * label(square, piece) })`; `onSquare(square)` is called for a click or tap on a square.
 */
export function makeBoard(svg, onSquare) {
  let size = null;
  const centre = (f, r) => [MARGIN + f * CELL + CELL / 2, MARGIN + (size.rows - 1 - r) * CELL + CELL / 2];
  svg.addEventListener('click', (event) => {
    const g = event.target.closest('[data-square]');
    if (g) onSquare(g.dataset.square);
  });
  // The keyboard: one square takes the focus (Tab reaches the board once); arrows move it,
  // Enter or Space acts on it, as on the game page's board.
  let cursor = null;
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  svg.addEventListener('keydown', (event) => {
    const g = event.target.closest('[data-square]');
    if (!g) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSquare(g.dataset.square);
    } else if (steps[event.key] && size) {
      event.preventDefault();
      event.stopPropagation();
      const [df, dr] = steps[event.key];
      const f = Math.max(0, Math.min(size.columns - 1, g.dataset.square.charCodeAt(0) - 97 + df));
      const r = Math.max(0, Math.min(size.rows - 1, Number(g.dataset.square.slice(1)) - 1 + dr));
      cursor = squareName(f, r);
      for (const cell of svg.querySelectorAll('[data-square]')) cell.setAttribute('tabindex', cell.dataset.square === cursor ? '0' : '-1');
      svg.querySelector(`[data-square="${cursor}"]`).focus();
    }
  });
  svg.addEventListener('focusin', (event) => {
    const g = event.target.closest('[data-square]');
    if (g) cursor = g.dataset.square;
  });
  return {
    draw(text, { selected = null, targets = new Set(), last = [], label = (sq) => sq } = {}) {
      const p = readPosition(text);
      size = p;
      const refocus = svg.contains(document.activeElement);
      if (!cursor || !/^[a-h][1-8]$/.test(cursor) || cursor.charCodeAt(0) - 97 >= p.columns || Number(cursor.slice(1)) > p.rows) cursor = squareName(0, 0);
      const W = p.columns * CELL + 2 * MARGIN;
      const H = p.rows * CELL + 2 * MARGIN;
      svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
      svg.replaceChildren();
      const defs = el('defs', {}, svg);
      defs.innerHTML = `
        <radialGradient id="an-hole" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="#6e4826"/><stop offset=".75" stop-color="#8c6038"/><stop offset="1" stop-color="#b88954"/></radialGradient>
        <marker id="an-arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#1f6fd1"/></marker>
        <radialGradient id="an-pebble" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#e6dfd2"/><stop offset="1" stop-color="#b9ae9c"/></radialGradient>
        <linearGradient id="an-stick" x1="0" x2="1"><stop offset="0" stop-color="#5b3d26"/><stop offset=".5" stop-color="#3b2716"/><stop offset="1" stop-color="#22150b"/></linearGradient>`;
      el('rect', { class: 'frame', x: 0, y: 0, width: W, height: H, rx: 22 }, svg);
      for (let f = 0; f < p.columns; f++) {
        const t = el('text', { class: 'coord', x: centre(f, 0)[0], y: H - 8, 'text-anchor': 'middle', 'aria-hidden': 'true' }, svg);
        t.textContent = String.fromCharCode(97 + f);
      }
      for (let r = 0; r < p.rows; r++) {
        const t = el('text', { class: 'coord', x: 12, y: centre(0, r)[1] + 5, 'text-anchor': 'middle', 'aria-hidden': 'true' }, svg);
        t.textContent = String(r + 1);
      }
      for (let r = p.rows - 1; r >= 0; r--) {
        const row = el('g', { role: 'row' }, svg);
        for (let f = 0; f < p.columns; f++) {
          const sq = squareName(f, r);
          const [x, y] = centre(f, r);
          const kind = p.squares.get(sq) || null;
          const classes = ['sq'];
          if (sq === selected) classes.push('selected');
          if (targets.has(sq)) classes.push('target');
          if (last.includes(sq)) classes.push('last');
          const g = el('g', { id: `${svg.id}-${sq}`, class: classes.join(' '), role: 'gridcell', tabindex: sq === cursor ? '0' : '-1', 'data-square': sq, 'aria-label': label(sq, kind) }, row);
          el('rect', { class: 'cell', x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL }, g);
          el('circle', { class: 'hole', cx: x, cy: y, r: 38 }, g);
          if (kind) piece(kind, x, y, sq, g);
          if (targets.has(sq)) el('circle', { class: 'dot', cx: x, cy: y, r: kind ? 44 : 14 }, g);
        }
      }
      if (refocus) svg.querySelector(`[data-square="${cursor}"]`)?.focus();
      return p;
    },
    /** Draws `action` (the engine's best) over the board: a ring where a piece is placed, or
     * a ring on the piece and an arrow along its way; null takes it away. */
    best(action) {
      svg.querySelector('.an-best-mark')?.remove();
      if (!action || action === '--' || !size) return;
      const g = el('g', { class: 'an-best-mark', 'aria-hidden': 'true' }, svg);
      const at = (sq) => centre(sq.charCodeAt(0) - 97, Number(sq.slice(1)) - 1);
      const squares = action.startsWith('@') ? [action.slice(1)] : action.split('/')[0].split(/[-x]/);
      const [x0, y0] = at(squares[0]);
      el('circle', { cx: x0, cy: y0, r: 42 }, g);
      if (squares.length > 1) {
        const d = squares.map((sq, k) => `${k ? 'L' : 'M'}${at(sq).join(' ')}`).join(' ');
        el('path', { d, 'marker-end': 'url(#an-arrow)' }, g);
      }
      const removal = action.split('/')[1];
      if (removal && removal !== 'h') {
        const [x, y] = at(removal);
        el('circle', { cx: x, cy: y, r: 42, 'stroke-dasharray': '12 8' }, g);
      }
    },
  };
}

// What the player does: clicks, drags (mouse or finger) and keys become a selection, then an
// action, always one of the state's legal actions.

import { squareName, squareCoords, other } from '../yote.js';
import { S, legal, options, chainOptions, placeTargets, ownPiece, flipped } from './state.js';
import { t, announce } from './text.js';
import { boardEl, squareAt, pieceShape, renderBoard, SVG } from './board.js';
import { play } from './connection.js';
import { render } from './redraw.js';

/** After a landing: go on with the chain, or to the second removal, or play. */
function advanceChain() {
  const { next, ends } = chainOptions(legal());
  if (next.length === 0) toRemoval(ends);
  else render();
}

function toRemoval(ends) {
  if (ends.length === 0) { S.sel = null; render(); return; }
  if (ends.length === 1) { play(ends[0].s); return; }
  S.sel = { kind: 'removal', from: S.sel.from, path: S.sel.path, ends };
  render();
  announce(t(ends.some((a) => a.removal === 'h') ? 'choose-removal-hand' : 'choose-removal'));
}

export function clickSquare(sq) {
  const L = legal();
  const sel = S.sel;
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
      S.sel = { kind: 'chain', from: sel.from, path: [sq] };
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
  S.sel = s;
  render();
  const o = options();
  const where = s.kind === 'hand' ? t('hand-selected') : t('piece-selected', { square: s.from });
  announce(`${where} ${t('targets', { n: o.targets.size })}`);
}

export function clickHand(side) {
  const L = legal();
  const sel = S.sel;
  if (L.length === 0) return;
  if (sel && sel.kind === 'removal') {
    const a = sel.ends.find((x) => x.removal === 'h');
    if (a && side !== S.st.to_move) play(a.s);
    return;
  }
  if (side !== S.st.to_move || placeTargets(L).size === 0) return;
  if (sel && sel.kind === 'hand') cancel();
  else select({ kind: 'hand' });
}

export function cancel() {
  if (!S.sel) return;
  S.sel = null;
  render();
  announce(t('cancelled'));
}

export function stopHere() {
  if (!S.sel || S.sel.kind !== 'chain') return;
  toRemoval(chainOptions(legal()).ends);
}

export function takeNone() {
  if (!S.sel || S.sel.kind !== 'removal') return;
  const a = S.sel.ends.find((x) => !x.removal);
  if (a) play(a.s);
}

// ---------- pointer: click and drag ----------

export function startDrag(e, source) {
  // A first finger down means no other is: a drag still held lost its pointerup (the browser
  // took the touch), and would swallow this tap.
  if (S.drag && e.isPrimary) dropDrag();
  if (e.button !== 0 || legal().length === 0) return;
  const sel = S.sel;
  let from = null;
  if (source.kind === 'square') {
    const sq = source.square;
    if (sel && sel.kind === 'chain' && sq === sel.path[sel.path.length - 1]) from = sq;
    else if (ownPiece(sq)) from = sq;
    else return;
  } else if (source.side !== S.st.to_move || placeTargets(legal()).size === 0) return;
  S.drag = { source, from, x: e.clientX, y: e.clientY, moved: false, id: e.pointerId, ghost: null };
}

function onPointerMove(e) {
  const drag = S.drag;
  if (!drag || e.pointerId !== drag.id) return;
  const dx = e.clientX - drag.x;
  const dy = e.clientY - drag.y;
  if (!drag.moved && dx * dx + dy * dy < 36) return;
  if (!drag.moved) {
    drag.moved = true;
    // Dragging selects what is dragged, so targets show while it moves.
    if (drag.source.kind === 'hand') S.sel = { kind: 'hand' };
    else if (!(S.sel && S.sel.kind === 'chain')) S.sel = { kind: 'piece', from: drag.from };
    const side = drag.source.kind === 'hand' ? drag.source.side : S.st.to_move;
    drag.ghost = document.createElement('div');
    drag.ghost.className = 'drag-ghost';
    drag.ghost.setAttribute('aria-hidden', 'true');
    const size = boardEl.getBoundingClientRect().width / (S.st.board.columns + 0.6);
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

let suppressClick = false;

function dropDrag() {
  if (S.drag && S.drag.ghost) S.drag.ghost.remove();
  S.drag = null;
}

function onPointerUp(e) {
  const d = S.drag;
  if (!d || e.pointerId !== d.id) return;
  S.drag = null;
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
  // A piece put down by hand is already where it goes: its move is not animated again.
  if (o.targets.has(sq)) { S.droppedAt = S.st.ply; clickSquare(sq); }
  else { S.sel = null; render(); }
}

/** Wires the board's pointer and keyboard input. */
export function listen() {
  boardEl.addEventListener('pointerdown', (e) => {
    const sq = squareAt(e.clientX, e.clientY);
    if (!sq) return;
    if (legal().length === 0) return;
    startDrag(e, { kind: 'square', square: sq });
    if (!S.drag) clickSquare(sq);
    e.preventDefault();
    S.keyboard = false;
    boardEl.focus({ preventScroll: true });
    S.cursor = sq;
  });
  window.addEventListener('pointermove', onPointerMove, { passive: false });
  window.addEventListener('pointerup', onPointerUp);
  window.addEventListener('pointercancel', () => { dropDrag(); if (S.st) render(); });
  document.addEventListener('click', (e) => { if (suppressClick) { e.stopPropagation(); e.preventDefault(); } }, true);

  boardEl.addEventListener('keydown', (e) => {
    if (!S.st) return;
    // A finished game: the arrows replay it (the page's handler), the cursor stays.
    if (S.st.status === 'over' && ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    const C = S.st.board.columns;
    const R = S.st.board.rows;
    S.keyboard = true;
    let [f, r] = squareCoords(S.cursor || 'a1');
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
        clickSquare(S.cursor);
        renderBoard();
        return;
      case 'Escape':
        e.preventDefault();
        cancel();
        return;
      case 'h':
      case 'H':
        e.preventDefault();
        if (S.sel && S.sel.kind === 'removal') clickHand(other(S.st.to_move));
        else clickHand(S.st.to_move);
        return;
      default:
        return;
    }
    e.preventDefault();
    f = Math.max(0, Math.min(C - 1, f));
    r = Math.max(0, Math.min(R - 1, r));
    S.cursor = squareName(f, r);
    renderBoard();
  });
  boardEl.addEventListener('focus', () => {
    if (boardEl.matches(':focus-visible')) S.keyboard = true;
    if (S.st) renderBoard();
  });
  boardEl.addEventListener('blur', () => { if (S.st) renderBoard(); });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && S.sel && e.target !== boardEl) cancel();
  });
}

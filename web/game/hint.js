// Hints in games against the computer (never between people): on request, a short search by
// the engine in WebAssembly, in a Web Worker loaded on the first request (web/engine/), on the
// current position, drawn on the board as rings and an arrow and said in words.

import { parseAction, other } from '../yote.js';
import { S, $, you, jumpedSquares } from './state.js';
import { t, describeAction, announce } from './text.js';
import { centre, el, hintLayer } from './board.js';
import { flash } from './side.js';

/** The search's bounds: 300,000 nodes (about 0.05 s on a desktop, 0.2 s on a slow phone:
 * deep enough to see every capture a few plies ahead), stopped at 2 s whatever the device. */
const HINT_LIMITS = { nodes: 300_000, movetime: 2000, hash: 16 };
/** The colour of the suggestion: a blue that stands out from the wood and both sides' pieces. */
const COLOUR = '#1f6fd1';

let engine = null;
let asking = false;
let shown = null; // { ply, action } of the suggestion on the board

/** Whether this page may offer hints: a player of a game against the computer, while it goes on. */
function offered() {
  const st = S.st;
  const seat = you();
  if (!st || st.status !== 'playing' || (seat !== 'white' && seat !== 'black')) return false;
  const opponent = st.players[other(seat)];
  return !!opponent && opponent.kind === 'computer';
}

function myTurn() {
  return offered() && S.st.to_move === you() && S.replayAt === null && (S.st.legal_actions || []).length > 0;
}

/** The button and the suggestion, after each state or redraw. */
export function renderHint() {
  const button = $('hint');
  button.hidden = !offered();
  button.disabled = asking || !myTurn();
  button.textContent = t(asking ? 'hint-thinking' : 'hint');
  if (shown && (!S.st || shown.ply !== S.st.ply || S.replayAt !== null)) shown = null;
  draw();
}

export function setupHint() {
  $('hint').addEventListener('click', ask);
}

async function ask() {
  if (asking || !myTurn()) return;
  const st = S.st;
  const ply = st.ply;
  asking = true;
  renderHint();
  try {
    if (!engine) engine = (await import('../engine/engine.js')).startWorker();
    const found = await engine.searchGame(st.rules_full, st.actions, HINT_LIMITS, st.position);
    if (!S.st || S.st.ply !== ply || !found.action) return; // the game moved on meanwhile
    shown = { ply, action: found.action };
    const words = describeAction(found.action, you());
    flash(t('hint-said', { action: words }), ply); // until the player acts
    announce(t('hint-said', { action: words }));
  } catch (error) {
    console.error(error);
    engine?.terminate();
    engine = null;
    flash(t('hint-failed'));
  } finally {
    asking = false;
    renderHint();
  }
}

/** Shows `action` on the board as a suggestion until the player acts (the puzzles' hints):
 * only the piece to move, or the square to place on, when `partial`. */
export function suggest(action, partial = false) {
  if (!S.st) return;
  shown = { ply: S.st.ply, action, partial };
  draw();
}

function ring(sq, layer, dashed = false, filled = false) {
  const [x, y] = centre(sq);
  el('circle', {
    cx: x, cy: y, r: 44, fill: filled ? COLOUR : 'none', 'fill-opacity': filled ? 0.22 : 0,
    stroke: COLOUR, 'stroke-width': 7,
    ...(dashed ? { 'stroke-dasharray': '12 9' } : {}), 'data-square': sq,
  }, layer);
}

/** The suggestion on the board: a filled ring where a piece is placed, a ring on the piece to move, an arrow along its way, a dashed
 * ring on a second piece taken from the board. */
function draw() {
  const layer = hintLayer();
  if (!layer) return;
  layer.replaceChildren();
  layer.removeAttribute('data-hint');
  if (!shown) return;
  layer.setAttribute('data-hint', shown.action);
  const a = parseAction(shown.action);
  if (a.kind === 'pass') return;
  if (a.kind === 'place') { if (!shown.partial) ring(a.to, layer, false, true); return; }
  const stops = a.kind === 'step' ? [a.from, a.to] : [a.from, ...a.path];
  if (shown.partial) { ring(stops[0], layer); return; }
  const points = stops.map(centre);
  const defs = el('defs', {}, layer);
  const marker = el('marker', {
    id: 'hint-head', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 3.2, markerHeight: 3.2,
    orient: 'auto-start-reverse',
  }, defs);
  el('path', { d: 'M0 0L10 5L0 10z', fill: COLOUR }, marker);
  ring(stops[0], layer);
  // The arrow stops short of the last square's centre so that its head sits inside the hole.
  const [lx, ly] = points[points.length - 1];
  const [px, py] = points[points.length - 2];
  const len = Math.hypot(lx - px, ly - py) || 1;
  const end = [lx - ((lx - px) / len) * 22, ly - ((ly - py) / len) * 22];
  const d = points.slice(0, -1).map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join('') + `L${end[0]} ${end[1]}`;
  el('path', {
    d, fill: 'none', stroke: COLOUR, 'stroke-width': 10, 'stroke-linecap': 'round',
    'stroke-linejoin': 'round', opacity: 0.85, 'marker-end': 'url(#hint-head)',
  }, layer);
  if (a.kind === 'jump') {
    for (const sq of jumpedSquares(a.from, a.path)) ring(sq, layer, true);
    if (a.removal && a.removal !== 'h') ring(a.removal, layer, true);
  }
}

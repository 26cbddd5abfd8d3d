// Moves shown as they happen: a placed piece drops into its hole, a piece slides along each step
// and each jump of a chain, the pieces it takes fade out where they stood, and a hand that loses
// a piece shrinks for a moment. Nothing moves when the player asks for reduced motion: the marks
// of the last move (board.js) still say what happened.

import { parseAction, other } from '../yote.js';
import { jumpedSquares } from './state.js';
import { boardEl, centre, pieceShape, pieceAt, motionLayer } from './board.js';
import { handButton } from './panels.js';

const STEP_MS = 220;   // one step or one jump: quick enough not to slow the game down
const FADE_MS = 320;   // a taken piece leaving
const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');

/** Whether moves are animated (the player's system setting). */
export function animated() { return !reduced.matches; }

let running = 0; // an id, so that a newer move stops the older animation

function ease(x) { return x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2; }

function frames(ms, each) {
  return new Promise((resolve) => {
    const id = running;
    const start = performance.now();
    each(0); // the first frame now, before the browser paints the final position
    function tick(now) {
      if (id !== running) { resolve(false); return; }
      const x = Math.min(1, (now - start) / ms);
      each(ease(x));
      if (x < 1) requestAnimationFrame(tick);
      else resolve(true);
    }
    requestAnimationFrame(tick);
  });
}

/** A ghost of a taken piece at `sq`, fading out and shrinking. */
async function leave(side, sq) {
  const layer = motionLayer();
  const [x, y] = centre(sq);
  const g = pieceShape(side, x, y, sq, layer, 'piece leaving');
  await frames(FADE_MS, (k) => {
    g.setAttribute('opacity', String(1 - k));
    g.setAttribute('transform', `translate(${x} ${y - 18 * k}) scale(${1 - 0.4 * k})`);
  });
  g.remove();
}

/** Plays the last action `notation` by `side` on the board just drawn (which shows the
 * position after it). */
export async function animate(notation, side) {
  if (!animated()) return;
  running += 1;
  const id = running;
  // Said on the board while a move is drawn (the browser tests wait for its end).
  boardEl.dataset.animating = 'yes';
  try {
    await play(notation, side);
  } finally {
    if (id === running) delete boardEl.dataset.animating;
  }
}

async function play(notation, side) {
  const a = parseAction(notation);
  if (a.kind === 'pass') return;
  const enemy = other(side);
  if (a.kind === 'place') {
    const g = pieceAt(a.to);
    if (!g) return;
    const [x, y] = centre(a.to);
    const hand = handButton(side);
    if (hand) pulse(hand, 'giving');
    await frames(STEP_MS, (k) => {
      g.setAttribute('opacity', String(0.2 + 0.8 * k));
      g.setAttribute('transform', `translate(${x} ${y - 40 * (1 - k)}) scale(${1.35 - 0.35 * k})`);
    });
    return;
  }
  const last = a.kind === 'step' ? a.to : a.path[a.path.length - 1];
  const g = pieceAt(last);
  if (!g) return;
  const stops = [a.from, ...(a.kind === 'step' ? [a.to] : a.path)];
  const jumped = a.kind === 'jump' ? jumpedSquares(a.from, a.path) : [];
  // The taken pieces stay in place until the mover passes over them.
  const waiting = jumped.map((sq) => {
    const [x, y] = centre(sq);
    return pieceShape(enemy, x, y, sq, motionLayer(), 'piece taken');
  });
  let removalGhost = null;
  if (a.removal && a.removal !== 'h') {
    const [x, y] = centre(a.removal);
    removalGhost = pieceShape(enemy, x, y, a.removal, motionLayer(), 'piece taken');
  }
  boardEl.classList.add('moving');
  const fades = [];
  for (let i = 0; i + 1 < stops.length; i++) {
    const [x1, y1] = centre(stops[i]);
    const [x2, y2] = centre(stops[i + 1]);
    const hop = a.kind === 'jump' ? 30 : 0;
    const done = await frames(STEP_MS * (a.kind === 'jump' ? 1.3 : 1), (k) => {
      const lift = hop * Math.sin(Math.PI * k);
      g.setAttribute('transform', `translate(${x1 + (x2 - x1) * k} ${y1 + (y2 - y1) * k - lift}) scale(${1 + 0.12 * Math.sin(Math.PI * k)})`);
    });
    if (!done) break;
    if (waiting[i]) { waiting[i].remove(); fades.push(leave(enemy, jumped[i])); }
  }
  if (removalGhost) { removalGhost.remove(); fades.push(leave(enemy, a.removal)); }
  if (a.removal === 'h') {
    const hand = handButton(enemy);
    if (hand) pulse(hand, 'losing');
  }
  await Promise.all(fades);
  waiting.forEach((w) => w.remove());
  boardEl.classList.remove('moving');
}

/** Marks a hand for a moment (`giving`: a piece left it to be placed; `losing`: taken). */
function pulse(hand, cls) {
  hand.classList.remove(cls);
  void hand.offsetWidth; // restart the CSS animation
  hand.classList.add(cls);
  setTimeout(() => hand.classList.remove(cls), 900);
}

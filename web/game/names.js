// A lobby game's players (docs/protocol.md §4): their names and ratings, fetched once, and
// again after the end until the rating changes are there (the server applies a result within
// a few seconds). Other games have none (404), and their panels stay as they were.

import { data, S } from './state.js';
import { render } from './redraw.js';

/** How often, and how many times, the page asks for the rating changes after the end. */
const CHANGE_POLL_MS = 1500;
const CHANGE_POLLS = 20;

async function fetchNames() {
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(data.id)}/players`);
    if (!r.ok) return false;
    S.names = await r.json();
    await takeSeat();
    render();
    return true;
  } catch {
    return null;
  }
}

let seatAsked = false;

/** This browser's player holds a seat of the game but the browser has no seat cookie yet (it
 * joined the player with a transfer code): it takes the seat once, and the page starts again. */
async function takeSeat() {
  if (seatAsked || !S.names.you || !S.st || S.st.you) return;
  seatAsked = true;
  const r = await fetch(`/api/lobby/games/${encodeURIComponent(data.id)}/seat`, { method: 'POST', credentials: 'same-origin' });
  if (r.ok) window.location.reload();
}

function changesKnown() {
  const n = S.names;
  return !n.rated || (typeof n.white.change === 'number' && typeof n.black.change === 'number');
}

/** Loads the names; after the game's end, polls until the rating changes are known. */
export async function watchNames() {
  if ((await fetchNames()) === false) return;
  let polls = 0;
  const timer = setInterval(async () => {
    if (!S.names) { if ((await fetchNames()) === false) clearInterval(timer); return; }
    await takeSeat();
    if (!S.st || S.st.status !== 'over') return;
    if (changesKnown() || polls >= CHANGE_POLLS) { clearInterval(timer); return; }
    polls += 1;
    await fetchNames();
  }, CHANGE_POLL_MS);
}

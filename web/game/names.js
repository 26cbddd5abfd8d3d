// A lobby game's players (docs/protocol.md §4), or a rated friend or computer game's: their
// names and ratings, fetched once (or until the friend of a rated table sits down), and again
// after the end until the rating changes are there (the server applies a result within a few
// seconds). Other games have none (404), and their panels stay as they were.

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

/** Whether the game still waits for a friend to take a seat (or its state has not come yet):
 * a rated table has its players only once the friend has sat down. */
function seatOpen() {
  return !S.st || Object.values(S.st.players || {}).some((p) => p && p.kind === 'open');
}

/** Loads the names (again while a seat is open: a rated table's come with its guest); after
 * the game's end, polls until the rating changes are known. */
export async function watchNames() {
  if ((await fetchNames()) === false && !seatOpen()) return;
  let polls = 0;
  // Once the seat is taken, a few asks: the server records a rated table's guest just after.
  let asksLeft = 3;
  const timer = setInterval(async () => {
    if (!S.names) {
      if (seatOpen()) return;
      if ((await fetchNames()) === false && --asksLeft <= 0) clearInterval(timer);
      return;
    }
    await takeSeat();
    if (!S.st || S.st.status !== 'over') return;
    if (changesKnown() || polls >= CHANGE_POLLS) { clearInterval(timer); return; }
    polls += 1;
    await fetchNames();
  }, CHANGE_POLL_MS);
}

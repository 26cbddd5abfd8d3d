// A lobby game's players (docs/protocol.md §4), or a rated friend or computer game's: their
// names and ratings, fetched once (or until the friend of a rated table sits down), and again
// after the end until the rating changes are there (the server applies a result within a few
// seconds). Other games have none (`{"named": false}`), and their panels stay as they were.

import { data, S } from './state.js';
import { render } from './redraw.js';
import { followArena } from '../arena-follow.js';

/** How often, and how many times, the page asks for the rating changes after the end. */
const CHANGE_POLL_MS = 1500;
const CHANGE_POLLS = 20;

/** Asks for the players: `true` when known, `'pending'` for a rated table whose guest has
 * not come yet, `false` for a game without named players, `null` when the network failed. */
async function fetchNames() {
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(data.id)}/players`);
    if (!r.ok) return false;
    const names = await r.json();
    if (names.named === false) return false;
    if (names.pending) return 'pending';
    S.names = names;
    // An arena's game: the arena brings its player to their next game when it is made.
    if (names.arena && names.you && !S.followingArena) {
      S.followingArena = true;
      followArena(names.arena.id, data.id, data.lang);
    }
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

/** Whether the state says a seat is still free for a friend (or has not come yet). */
function seatOpen() {
  return !S.st || Object.values(S.st.players || {}).some((p) => p && p.kind === 'open');
}

/** Loads the names (again until a rated table's guest has come); after the game's end, polls
 * until the rating changes are known. */
export async function watchNames() {
  if ((await fetchNames()) === false) return;
  let polls = 0;
  const timer = setInterval(async () => {
    if (!S.names) {
      // A rated table's players come with its guest: asked again once the seat is taken.
      if (seatOpen()) return;
      if ((await fetchNames()) === false) clearInterval(timer);
      return;
    }
    await takeSeat();
    if (!S.st || S.st.status !== 'over') return;
    if (changesKnown() || polls >= CHANGE_POLLS) { clearInterval(timer); return; }
    polls += 1;
    await fetchNames();
  }, CHANGE_POLL_MS);
}

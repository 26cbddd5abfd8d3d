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
    render();
    return true;
  } catch {
    return null;
  }
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
    if (!S.st || S.st.status !== 'over') return;
    if (changesKnown() || polls >= CHANGE_POLLS) { clearInterval(timer); return; }
    polls += 1;
    await fetchNames();
  }, CHANGE_POLL_MS);
}

// The players' clocks (docs/site.md "Clocks"): each panel shows its side's time, counting down
// every 100 ms from the last state's reading (`clock.white_ms`/`black_ms` at `server_ms`) and
// the moment the page received it, so that the display follows the server's clock without
// drifting. Low time (under 10 s or 10% of the initial time) is red and plays a short warning,
// once per turn, on the player's own clock (the mute switch is respected by alerts.js). A
// correspondence clock shows days and hours, and the deadline in the player's local time. A
// berserk side's clock (an arena game, docs/tournaments.md) carries a lightning mark.

import { playSound } from '../alerts.js';
import { data, S, you, isLocal } from './state.js';
import { t } from './text.js';
import { dateFormat } from '../dates.js';

const TICK_MS = 100;
const LOW_MS = 10_000;

/** The clock element of each side, made by the panels. */
const shown = {};
/** When (performance.now()) and on which wall time (Date.now()) the last state arrived. */
let received = 0;
let receivedWall = 0;
/** The turn a low-time warning was played for. */
let warnedFor = null;
let timer = null;
let deadlineFormat = null;

/** Takes note of a state's clocks (call when it arrives). */
export function clockArrived() {
  received = performance.now();
  receivedWall = Date.now();
  if (S.st && S.st.clock && timer === null) timer = setInterval(tickClocks, TICK_MS);
  if (S.st && !S.st.clock && timer !== null) {
    clearInterval(timer);
    timer = null;
  }
}

/** The element showing `side`'s clock in a panel (made once per panel by panels.js). */
export function clockElement(holder) {
  const el = document.createElement('span');
  el.className = 'clock';
  el.hidden = true;
  const time = document.createElement('span');
  time.className = 'clock-time';
  const note = document.createElement('small');
  note.className = 'clock-note';
  const running = document.createElement('span');
  running.className = 'visually-hidden';
  el.append(time, running, note);
  el.parts = { time, note, running };
  holder.append(el);
  return el;
}

/** Ties the panel's clock element to `side` (the panels swap when the board is turned). */
export function bindClock(el, side) {
  el.dataset.side = side;
  shown[side] = el;
  renderClock(side);
}

/** The remaining time of `side` now, in ms. */
function left(side) {
  const c = S.st.clock;
  const ms = c[`${side}_ms`];
  if (c.running !== side) return ms;
  return Math.max(0, ms - (performance.now() - received));
}

/** `h:mm:ss` from an hour on, `m:ss` from 10 s on, else `s.d` with tenths (`0:09.3`). */
export function formatClock(ms) {
  const total = Math.floor(ms / 100);
  const tenths = total % 10;
  const s = Math.floor(total / 10) % 60;
  const m = Math.floor(total / 600) % 60;
  const h = Math.floor(total / 36000);
  const pad = (n) => String(n).padStart(2, '0');
  if (h > 0) return `${h}:${pad(m)}:${pad(s)}`;
  if (ms >= LOW_MS) return `${m}:${pad(s)}`;
  return `${m}:${pad(s)}.${tenths}`;
}

function formatDeadline(wall) {
  deadlineFormat = deadlineFormat || dateFormat(data.lang, {
    weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit',
  });
  return deadlineFormat.format(new Date(wall));
}

function renderClock(side) {
  const el = shown[side];
  const st = S.st;
  if (!el || !st) return;
  const c = st.clock;
  el.hidden = !c;
  if (!c) return;
  const ms = left(side);
  const running = c.running === side && st.status === 'playing';
  const { time, note } = el.parts;
  let note2 = '';
  if (c.kind === 'correspondence') {
    // Rounded up to the hour: a clock just given its 3 days again reads 3 d 0 h, and 0 d 0 h
    // only once nothing is left.
    const hours = Math.ceil(ms / 3_600_000);
    time.textContent = t('clock-days', { days: Math.floor(hours / 24), hours: hours % 24 });
    if (running) note2 = t('clock-deadline', { deadline: formatDeadline(receivedWall + c[`${side}_ms`]) });
  } else {
    time.textContent = formatClock(ms);
  }
  const first = c.first_action;
  if (first && first.side === side && st.status === 'playing') {
    if (c.kind === 'correspondence') {
      // Days ahead: the deadline in the reader's local time, as after the first action.
      note2 = t('clock-first-action-by', { deadline: formatDeadline(receivedWall + first.left_ms) });
    } else {
      const s = Math.max(0, Math.ceil((first.left_ms - (performance.now() - received)) / 1000));
      note2 = t('clock-first-action', { seconds: s });
    }
  }
  if (note.textContent !== note2) note.textContent = note2;
  const low = c.kind === 'real-time' && st.status === 'playing'
    && (ms < LOW_MS || ms < c.initial_ms / 10);
  el.classList.toggle('running', running);
  el.classList.toggle('days', c.kind === 'correspondence');
  el.classList.toggle('low', low);
  // A berserk side (an arena game): its clock is marked, for the eye and in words.
  const berserk = !!(st.berserk && st.berserk[side]);
  el.classList.toggle('berserk', berserk);
  const said = [running && t('clock-running'), berserk && t('berserk-mark')].filter(Boolean);
  el.parts.running.textContent = said.length ? ` (${said.join(', ')})` : '';
  el.title = low ? t('clock-low') : '';
  // The warning: once per turn, on a clock of this player's own, while it runs low.
  const mine = isLocal() || you() === side;
  const turn = `${st.game}:${st.ply}`;
  if (low && running && mine && warnedFor !== turn) {
    warnedFor = turn;
    playSound('low-time');
  }
}

function tickClocks() {
  if (!S.st || !S.st.clock) return;
  renderClock('white');
  renderClock('black');
}

/** Redraws both clocks now (after a state). */
export function renderClocks() {
  tickClocks();
}

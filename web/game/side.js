// Around the board: the status line and its buttons, the moves list and the replay, the offer
// box, the controls and the end-of-game banner.

import { other } from '../yote.js';
import { data, S, $, you, isLocal, legal, options, positionAt } from './state.js';
import { t, sideName, describeAction, outcomeText, announce } from './text.js';
import { render } from './redraw.js';
import { renderNotify } from './notify.js';
import { presetTitle } from '../presets.js';

/** How many plies before the no-capture limit the counter appears: 20 plies is ten moves
 * each, time enough to look for a capture. */
const COUNTER_SHOWN = 20;
/** How long the turn's line says how to play: each side's first two turns. Then it says whose
 * turn it is and no more, short enough for the game's actions to stay on a phone's first
 * screen (lichess says "Your turn" alone). */
const HOW_TO_PLIES = 4;

let flashTimer = null;
/** The ply a flashed text is about (a hint), or null for a text that only times out. */
let flashPly = null;
let glanceKey = null;

/** The rules at a glance: one line per rule of this table (messages `game-glance-*`). */
function renderGlance() {
  const st = S.st;
  if (glanceKey === st.rules_full) return;
  glanceKey = st.rules_full;
  const r = S.rules;
  const lines = [];
  if (r.win_at === 1) lines.push(t('glance-win_at-1'));
  else if (r.win_at === 0) lines.push(t('glance-win_at-0'));
  else lines.push(t('glance-win_at', { n: r.win_at }));
  lines.push(t(r.placement === 'hand-first' ? 'glance-placement-hand-first' : 'glance-placement-free'));
  lines.push(t('glance-step'), t('glance-jump'));
  if (r.chain_jumps === 'true') lines.push(t('glance-chain_jumps-true'));
  lines.push(t(`glance-second_removal-${r.second_removal || 'board'}`));
  if (r.second_removal_optional === 'true') lines.push(t('glance-second_removal_optional-true'));
  lines.push(t(r.blocked === 'most-on-board' ? 'glance-blocked-most-on-board' : 'glance-blocked-loses'));
  if (typeof r.no_capture_draw === 'number') lines.push(t('glance-no_capture_draw', { n: r.no_capture_draw }));
  if (typeof r.few_pieces_draw === 'number') lines.push(t('glance-few_pieces_draw', { n: r.few_pieces_draw }));
  const list = $('glance-list');
  list.replaceChildren(...lines.map((text) => {
    const li = document.createElement('li');
    li.textContent = text;
    return li;
  }));
  // A named rule set by its title (the string says nothing to a newcomer); other rules as
  // their string.
  const title = presetTitle(st.rules);
  $('rules-title').textContent = title ?? '';
  $('rules-title').hidden = !title;
  $('rules-string').textContent = st.rules;
  $('rules-string').hidden = !!title;
  $('rules-link').href = title ? `/${data.lang}/variants/${encodeURIComponent(st.rules)}` : `/${data.lang}/rules`;
  // Open beside the board on a wide screen; a fold under it on a phone.
  $('glance').open = window.matchMedia('(min-width: 901px)').matches;
}

/** Shows `text` in the status line for a few seconds. A text about the position at `ply` (a
 * hint) goes sooner: as soon as the player starts an action or the game moves on, so that the
 * line says what happens now ("Thinking…"). */
export function flash(text, ply = null) {
  S.flashText = text;
  flashPly = ply;
  clearTimeout(flashTimer);
  flashTimer = setTimeout(() => { clearFlash(); renderStatus(); }, 5000);
  renderStatus();
}

function clearFlash() {
  S.flashText = null;
  flashPly = null;
  clearTimeout(flashTimer);
}

/** Whether the flashed text is about a position the player has left. */
function flashOutdated() {
  return flashPly !== null && (S.st.ply !== flashPly || S.sel || S.pending);
}

function statusText() {
  const st = S.st;
  const sel = S.sel;
  if (S.flashText && flashOutdated()) clearFlash();
  if (S.flashText) return { text: S.flashText };
  if (S.replayAt !== null) return { text: t('replaying') };
  if (st.status === 'over') return { text: outcomeText().join(' — ') };
  if (st.status === 'waiting') return { text: t('waiting') };
  const L = legal();
  if (S.thinking) return { text: t('thinking'), thinking: true };
  if (S.pending) return { text: t(S.connectionLost ? 'sending-held' : 'sending') };
  if (L.length === 0) {
    const seat = you();
    if (!seat) return { text: t('watching', { side: sideName(st.to_move) }) };
    return { text: t('their-turn', { side: sideName(st.to_move) }) };
  }
  if (L.length === 1 && L[0].kind === 'pass') return { text: t('must-pass') };
  // A puzzle's (or a lesson's) task line says what to find: the turn's line is short there from the start.
  if (!sel && (st.ply >= HOW_TO_PLIES || data.puzzles || data.learn)) {
    return { text: t(`${isLocal() ? 'turn-local' : 'your-turn'}-short`, { side: sideName(st.to_move) }) };
  }
  if (!sel) {
    // Say only what can be done: placing, moving, or both.
    const places = L.some((a) => a.kind === 'place');
    const moves = L.some((a) => a.kind === 'step' || a.kind === 'jump');
    const suffix = places && !moves ? '-place' : moves && !places ? '-move' : '';
    return { text: t(`${isLocal() ? 'turn-local' : 'your-turn'}${suffix}`, { side: sideName(st.to_move) }) };
  }
  if (sel.kind === 'hand') return { text: t('choose-place') };
  if (sel.kind === 'piece') return { text: t('choose-target') };
  if (sel.kind === 'chain') return { text: t('chain') };
  const o = options();
  return { text: t(o.handRemoval ? 'choose-removal-hand' : 'choose-removal') + (o.none ? ' ' + t('removal-optional') : '') };
}

export function renderStatus() {
  if (!S.st) return;
  const s = statusText();
  const status = $('status');
  status.replaceChildren();
  const span = document.createElement('span');
  span.textContent = s.text;
  if (s.thinking) span.className = 'thinking';
  status.append(span);
  const o = options();
  const L = legal();
  $('stop-here').hidden = !o.stop;
  $('take-none').hidden = !o.none;
  $('pass').hidden = !(L.length === 1 && L[0].kind === 'pass');
  $('cancel').hidden = !S.sel;
}

export function renderSide() {
  const st = S.st;
  // Counter.
  // The plies without capture matter only near the limit: shown then, under the status.
  const nc = st.no_capture || { plies: 0, limit: null };
  const plies = S.replayAt !== null ? positionAt(S.replayAt).noCapture : nc.plies;
  const counter = $('counter');
  counter.hidden = !(nc.limit && st.status !== 'waiting' && plies >= nc.limit - COUNTER_SHOWN);
  counter.textContent = nc.limit ? t('no-capture', { n: plies, max: nc.limit }) : '';
  renderGlance();
  // The tools have nothing to do before the game starts: the invitation comes first.
  $('tools').hidden = st.status === 'waiting';
  // Watchers.
  const watchers = $('watchers');
  watchers.hidden = !st.watchers;
  watchers.textContent = st.watchers ? t('watchers', { n: st.watchers }) : '';
  // Invite: first on a phone, above the board, while the seat is free.
  const inviteUrl = st.you && st.you.invite;
  const inviting = !!(inviteUrl && st.status === 'waiting');
  // The friend took the seat: the card goes, and the board comes into view (the page may have
  // been scrolled down, and the board moves up in the card's place).
  if (!$('invite').hidden && !inviting) requestAnimationFrame(boardIntoView);
  $('invite').hidden = !inviting;
  if (inviteUrl) {
    const href = new URL(inviteUrl, location.origin).href;
    $('invite-link').value = href;
    $('share-link').hidden = typeof navigator.share !== 'function';
    const qr = `/qr.svg?text=${encodeURIComponent(href)}`;
    if ($('qr-image').getAttribute('src') !== qr) $('qr-image').setAttribute('src', qr);
  }
  // Moves.
  const list = $('moves');
  list.replaceChildren();
  const over = st.status === 'over';
  const current = S.replayAt === null ? st.actions.length : S.replayAt;
  for (let i = 0; i < st.actions.length; i += 2) {
    const li = document.createElement('li');
    const n = document.createElement('span');
    n.className = 'n';
    n.textContent = `${i / 2 + 1}.`;
    li.append(n);
    for (const j of [i, i + 1]) {
      if (j >= st.actions.length) break;
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = st.actions[j];
      b.dataset.ply = j;
      b.setAttribute('aria-label', describeAction(st.actions[j], j % 2 === 0 ? 'white' : 'black'));
      if (j + 1 === current) b.setAttribute('aria-current', 'step');
      b.disabled = !over;
      b.addEventListener('click', () => replayTo(j + 1));
      li.append(b);
    }
    list.append(li);
  }
  const currentBtn = list.querySelector('[aria-current="step"]');
  if (currentBtn && S.replayAt === null) list.scrollTop = list.scrollHeight;
  else if (currentBtn) currentBtn.scrollIntoView({ block: 'nearest' });
  // Replay.
  $('replay').hidden = !over || st.actions.length === 0;
  // A finished game opens in the analysis page (web/analysis.js), which fetches its record.
  // An aborted game has nothing to analyse.
  const aborted = over && st.outcome && st.outcome.reason === 'aborted';
  $('analyse').hidden = !over || aborted || !location.pathname.includes('/games/');
  $('analyse').search = `?game=${encodeURIComponent(location.pathname.split('/').pop())}`;
  // The banner at the end offers it too, beside the rematch.
  $('banner-analyse').hidden = $('analyse').hidden;
  $('banner-analyse').search = $('analyse').search;
  $('replay-at').textContent = t('replay-at', { n: current, total: st.actions.length });
  $('replay-start').disabled = current === 0;
  $('replay-back').disabled = current === 0;
  $('replay-forward').disabled = current === st.actions.length;
  $('replay-end').disabled = current === st.actions.length;
  // Controls.
  const seat = you();
  const player = seat === 'white' || seat === 'black';
  const playing = st.status === 'playing';
  const offer = st.draw_offer;
  const opponentIsComputer = player && st.players[other(seat)] && st.players[other(seat)].kind === 'computer';
  // On one device both players are there: a draw is agreed at once (with a second click).
  $('offer-draw').hidden = !((player && playing && !offer) || (isLocal() && playing));
  if (!$('offer-draw').dataset.armed) $('offer-draw').textContent = t(isLocal() ? 'agree-draw' : 'offer-draw');
  $('accept-draw').hidden = !(player && playing && offer && offer !== seat);
  $('decline-draw').hidden = !(player && playing && offer && offer !== seat && !opponentIsComputer);
  $('resign').hidden = !((player || isLocal()) && playing);
  $('abort').hidden = !((player || isLocal()) && st.can_abort && st.status !== 'over');
  // Berserk (an arena game): before the player's first action, half their clock for one more
  // point on a win.
  $('berserk').hidden = !(player && playing && st.berserk && st.berserk.available);
  const rm = st.rematch || {};
  // A tournament (an arena, a Swiss) pairs its players itself: its games have no rematch, but
  // the way back to it.
  const arena = S.names && S.names.arena;
  const swiss = S.names && S.names.swiss;
  const back = arena || swiss;
  const canRematch = (player || isLocal()) && over && !rm.game && !back;
  $('banner-arena').hidden = !back;
  $('arena-back').hidden = !back;
  if (back) {
    const href = arena
      ? `/${data.lang}/tournaments/${encodeURIComponent(arena.id)}`
      : `/${data.lang}/swiss/${encodeURIComponent(swiss.id)}`;
    $('banner-arena').href = href;
    $('banner-arena').textContent = t(arena ? 'arena-back' : 'swiss-back');
    $('arena-back-link').href = href;
    $('arena-back-link').textContent = t(arena ? 'arena-of' : 'swiss-of', { name: back.name });
  }
  $('rematch').hidden = !canRematch;
  $('rematch').textContent = rm.offered_by && rm.offered_by !== seat && !isLocal() ? t('accept-rematch') : t('rematch');
  $('rematch').disabled = !!(rm.offered_by && rm.offered_by === seat);
  $('banner-rematch').hidden = !canRematch;
  $('banner-rematch').disabled = $('rematch').disabled;
  // Takebacks (docs/protocol.md §3.5): a request waits for the opponent's answer; against the
  // computer and on one device it is taken at once.
  const tb = st.takeback || {};
  const asked = playing && tb.offered_by;
  const played = seat === 'white' ? st.ply >= 1 : st.ply >= 2;
  $('takeback').hidden = !(tb.allowed && playing && ((player && played && !asked) || (isLocal() && st.ply > 0)));
  $('takeback').textContent = t(isLocal() ? 'undo' : 'takeback');
  const answer = !!(player && asked && asked !== seat);
  // A request to answer: bring it on screen when it comes.
  if (answer && $('accept-takeback').hidden) requestAnimationFrame(() => $('offer-box').scrollIntoView({ block: 'nearest' }));
  $('accept-takeback').hidden = !answer;
  $('decline-takeback').hidden = $('accept-takeback').hidden;
  const offerText = $('draw-offer');
  let ot = '';
  if (asked) ot = asked === seat ? t('takeback-asked-by-you') : (player ? t('takeback-asked-to-you') : t('takeback-asked', { side: sideName(asked) }));
  if (playing && offer) ot = offer === seat ? t('draw-offered-by-you') : (player ? t('draw-offered-to-you') : t('draw-offered', { side: sideName(offer) }));
  if (over && rm.offered_by && !rm.game) ot = rm.offered_by === seat ? t('rematch-offered-by-you') : t('rematch-offered', { side: sideName(rm.offered_by) });
  // A player who left: the one who stayed may claim the game once the wait is over.
  const gone = playing && st.abandoned;
  const canClaim = !!(gone && player && gone.side !== seat && gone.claimable);
  if (gone && player && gone.side !== seat) ot = t(gone.claimable ? 'opponent-left-claim' : 'opponent-left');
  else if (gone && !player && !isLocal()) ot = t('side-left', { side: sideName(gone.side) });
  // The claim is the one thing left to do: bring it on screen when it comes.
  if (canClaim && $('claim-victory').hidden) requestAnimationFrame(() => $('offer-box').scrollIntoView({ block: 'nearest' }));
  $('claim-victory').hidden = !canClaim;
  $('claim-draw').hidden = !canClaim;
  offerText.textContent = ot;
  // The offer and its answers sit right under the board, where the player is looking.
  $('offer-box').hidden = !ot && $('accept-draw').hidden && $('decline-draw').hidden && $('accept-takeback').hidden && !canClaim;
  $('controls').hidden = !player && !isLocal();
  renderNotify();
  // Banner.
  const banner = $('banner');
  banner.hidden = !(over && !S.bannerClosed && S.replayAt === null);
  if (over) {
    const [title, reason] = outcomeText();
    $('banner-title').textContent = title;
    $('banner-reason').textContent = reason;
  }
  renderLessonSuggestion(over, seat);
  // A rated game's player reads their new rating under the result, once the server has it.
  const mine = over && S.names && S.names.rated !== false && (seat === 'white' || seat === 'black') ? S.names[seat] : null;
  const changed = !!(mine && typeof mine.change === 'number' && typeof mine.rating === 'number');
  $('banner-rating').hidden = !changed;
  if (changed) {
    const sign = mine.change >= 0 ? '+' : '−';
    $('banner-rating').textContent = t('new-rating', {
      rating: `${mine.rating + mine.change}${mine.provisional ? '?' : ''}`,
      change: `${sign}${Math.abs(mine.change)}`,
    });
  }
}

/** The game whose banner suggests a lesson (kept for as long as the page shows that game). */
let suggestedIn = null;

/**
 * After a player's first loss to the computer, the banner suggests the lesson that would have
 * helped (docs/learn.md): keeping one's pieces safe when the computer captured more than it
 * lost, else the lessons from the first one not yet done. Once in a browser: the lessons'
 * progress (`yote-learn`) remembers it.
 */
function renderLessonSuggestion(over, seat) {
  const st = S.st;
  const box = $('banner-learn');
  const mine = seat === 'white' || seat === 'black';
  const opponent = mine ? st.players[other(seat)] : null;
  const lost = over && mine && !!st.outcome && st.outcome.winner === other(seat);
  // Not in a lesson's or a puzzle's own page: a game against the computer.
  const toComputer = lost && !!opponent && opponent.kind === 'computer' && st.opponent !== 'lesson' && st.opponent !== 'puzzle';
  let progress = {};
  try { progress = JSON.parse(localStorage.getItem('yote-learn')) || {}; } catch { progress = {}; }
  if (toComputer && suggestedIn === null && !progress.suggested) {
    suggestedIn = st.game;
    if (!progress.stars || typeof progress.stars !== 'object') progress.stars = {};
    progress.suggested = true;
    try { localStorage.setItem('yote-learn', JSON.stringify(progress)); } catch { /* private mode: shown again next time */ }
  }
  box.hidden = !(toComputer && suggestedIn === st.game);
  if (box.hidden) return;
  const jumped = st.captures[other(seat)] > st.captures[seat];
  const link = $('banner-learn-link');
  link.textContent = t(jumped ? 'learn-after-loss-safe' : 'learn-after-loss');
  link.search = jumped ? '?lesson=safe&n=1' : '';
}

/** Scrolls the board fully into view, if it is not. */
function boardIntoView() {
  const r = $('board').getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight) $('board').scrollIntoView({ block: 'center' });
}

/** Shows the finished game after its first `n` actions. */
export function replayTo(n) {
  const st = S.st;
  if (!st || st.status !== 'over') return;
  S.replayAt = Math.max(0, Math.min(n, st.actions.length));
  if (S.replayAt === st.actions.length) S.replayAt = null;
  S.bannerClosed = true;
  render();
  const shown = S.replayAt === null ? st.actions.length : S.replayAt;
  announce(shown > 0 ? describeAction(st.actions[shown - 1], (shown - 1) % 2 === 0 ? 'white' : 'black') : t('replay-at', { n: 0, total: st.actions.length }));
}

// The game page: board, hands, actions, and the WebSocket to the server (docs/protocol.md).
// Plain ES modules, no build step; every string comes from the server in #game-data.
//
//   game/state.js       the state from the server, the selection, and what follows from them
//   game/text.js        messages, and sentences for actions and outcomes
//   game/board.js       the board as SVG
//   game/panels.js      the players' panels: hands and captures
//   game/view.js        draws it all
//   game/side.js        status line, moves and replay, offers, controls, banner
//   game/motion.js      moves as they happen
//   game/input.js       clicks, drags and keys into actions
//   game/picture.js     the board as a PNG to keep or share
//   game/connection.js  the socket and the outbox
//   game/redraw.js      `render` for the modules under view.js, set here to view.js's
//
// No module imports view.js but this one: side.js, input.js and connection.js redraw through
// game/redraw.js, so that the modules import each other without cycles
// (crates/yote-server/tests/game_imports.rs checks it).

import { parseRules, squareName } from './yote.js';
import { muted, setMuted, playSound } from './alerts.js';
import { data, S, $, you, isLocal } from './game/state.js';
import { t, sideName, describeAction, outcomeText, announce } from './game/text.js';
import { render, renderMute } from './game/view.js';
import { setRender } from './game/redraw.js';
import { animate } from './game/motion.js';
import { sharePicture } from './game/picture.js';
import { errorText } from './errors.js';
import { remember } from './recent.js';
import { renderPlayers } from './game/panels.js';
import { renderStatus, renderSide, flash, replayTo } from './game/side.js';
import { listen, stopHere, takeNone, cancel } from './game/input.js';
import { connect, play, request, stateArrived, helloAgain, stop } from './game/connection.js';
import { setupHint, renderHint } from './game/hint.js';
import { clockArrived } from './game/clock.js';
import { watchNames } from './game/names.js';
import { chatArrived } from './game/talk.js';

let lastAnnouncedPly = null;
let followRematch = false;

function onState(s) {
  const prev = S.st;
  // After an action the server sends only the new actions (from ply `actions_from`).
  if (s.actions_from > 0) {
    if (!prev || prev.actions.length < s.actions_from) {
      helloAgain(); // something was missed: a fresh hello brings the whole list
      return;
    }
    s.actions = prev.actions.slice(0, s.actions_from).concat(s.actions);
  }
  const firstState = !prev;
  const prevPly = prev ? prev.ply : null;
  const prevStatus = prev ? prev.status : null;
  const hadRematch = !!(prev && prev.rematch && prev.rematch.game);
  S.st = s;
  clockArrived();
  S.rules = parseRules(s.rules_full);
  // A game this browser plays in goes on its "My games" list (the id only; the seat stays in
  // its cookie).
  if (you() && !data.offline && (firstState || prevStatus !== s.status)) remember({ id: data.id, seat: you() });
  stateArrived(s);
  S.thinking = s.thinking;
  if (prevPly !== s.ply) S.sel = null;
  if (firstState) {
    $('game').setAttribute('aria-busy', 'false');
    if (!S.cursor) S.cursor = squareName(0, 0);
  } else if (prevPly !== null && s.ply > prevPly && s.last_action && lastAnnouncedPly !== s.last_action.ply) {
    announce(describeAction(s.last_action.action, s.last_action.side));
  }
  if (s.last_action) lastAnnouncedPly = s.last_action.ply;
  if (prevPly !== null && s.ply > prevPly) {
    const taken = (c) => c.white + c.black;
    playSound(taken(s.captures) > taken(prev.captures) ? 'capture' : 'move', { buzz: Boolean(you()) });
  }
  if (s.status === 'over' && prevStatus !== 'over' && !firstState) {
    S.bannerClosed = false;
    announce(outcomeText().join(' '));
  }
  const wasLive = S.replayAt === null;
  if (s.status !== 'over') S.replayAt = null;
  if (s.rematch && s.rematch.game && followRematch) {
    location.href = `/games/${encodeURIComponent(s.game)}/rematch?lang=${data.lang}`;
    return;
  }
  // Watchers follow the players to a rematch made while they watch.
  if (s.rematch && s.rematch.game && !you() && !firstState && !hadRematch) {
    location.href = `/${data.lang}/games/${encodeURIComponent(s.rematch.game)}`;
    return;
  }
  render();
  renderHint();
  // A takeback: said until the game moves on (or the player starts an action). Another game
  // in the same page (the next puzzle or exercise) is no takeback.
  if (prevPly !== null && s.ply < prevPly && prev.game === s.game) {
    const text = t('taken-back', { n: prevPly - s.ply });
    flash(text, s.ply);
    announce(text);
  }
  // The new action moves on the board (the position drawn is already the one after it).
  if (!firstState && wasLive && s.ply === prevPly + 1 && s.last_action) {
    const mine = isLocal() || s.last_action.side === you();
    const shown = S.droppedAt === prevPly || S.playedAt === prevPly;
    if (!(mine && shown)) animate(s.last_action.action, s.last_action.side);
  }
  S.droppedAt = null;
  if (s.ply !== prevPly) S.playedAt = null;
}

function onError(msg) {
  // The server's reason in the page's language (never its English `message`).
  const text = t('error', { message: errorText(data.messages, msg, data.lang) });
  $('alert').textContent = text;
  flash(text);
  render();
}

function onOther(msg) {
  const st = S.st;
  switch (msg.type) {
    case 'thinking': S.thinking = msg.thinking; renderStatus(); break;
    case 'chat': chatArrived(msg); break;
    case 'presence':
      if (st) {
        if (st.players.white) st.players.white.connected = msg.white;
        if (st.players.black) st.players.black.connected = msg.black;
        if (typeof msg.watchers === 'number') st.watchers = msg.watchers;
        renderPlayers();
        renderSide();
      }
      break;
    case 'event':
      // A declined offer would otherwise vanish without a word: say so for a moment.
      if (msg.event && msg.event.kind === 'draw_declined' && st && st.draw_offer) {
        if (msg.event.side === you()) flash(t('draw-declined-by-you'));
        else if (st.draw_offer === you()) flash(t('draw-declined'));
      }
      // Berserk halves a clock: say who went berserk, since the clock alone would not.
      if (msg.event && msg.event.kind === 'berserk') {
        const side = msg.event.side;
        flash(side === you() ? t('berserk-you') : t('berserk-side', { side: sideName(side) }));
      }
      if (msg.event && msg.event.kind === 'takeback_declined' && st && st.takeback) {
        if (msg.event.side === you()) flash(t('takeback-declined-by-you'));
        else if (st.takeback.offered_by === you()) flash(t('takeback-declined'));
      }
      break;
    default: break;
  }
}

// The modules under view.js redraw with its render (game/redraw.js).
setRender(render);

// ---------- buttons ----------

listen();
setupHint();
$('stop-here').addEventListener('click', stopHere);
$('take-none').addEventListener('click', takeNone);
$('cancel').addEventListener('click', cancel);
$('pass').addEventListener('click', () => play('--'));
$('mute').addEventListener('click', () => { setMuted(!muted()); renderMute(); });
$('offer-draw').addEventListener('click', () => {
  // On one device the draw is agreed at once: a second click confirms it.
  if (isLocal() && !confirmStep($('offer-draw'), 'agree-draw', 'agree-draw-confirm')) return;
  request('offer_draw');
});
$('accept-draw').addEventListener('click', () => request('accept_draw'));
$('takeback').addEventListener('click', () => request('offer_takeback', { ply: S.st.ply }));
$('accept-takeback').addEventListener('click', () => request('accept_takeback'));
$('decline-takeback').addEventListener('click', () => request('decline_takeback'));
$('decline-draw').addEventListener('click', () => request('decline_draw'));
$('resign').addEventListener('click', () => {
  if (!confirmStep($('resign'))) return;
  request('resign', isLocal() ? { side: S.st.to_move } : {});
});
$('abort').addEventListener('click', () => request('abort'));
$('berserk').addEventListener('click', () => request('berserk'));
$('claim-victory').addEventListener('click', () => request('claim_victory'));
$('claim-draw').addEventListener('click', () => request('claim_draw'));
function rematch() { followRematch = true; request('rematch'); }
$('rematch').addEventListener('click', rematch);
$('banner-rematch').addEventListener('click', rematch);
$('banner-close').addEventListener('click', () => { S.bannerClosed = true; renderSide(); });
$('replay-start').addEventListener('click', () => replayTo(0));
$('replay-back').addEventListener('click', () => replayTo((S.replayAt ?? S.st.actions.length) - 1));
$('replay-forward').addEventListener('click', () => replayTo((S.replayAt ?? S.st.actions.length) + 1));
$('replay-end').addEventListener('click', () => replayTo(S.st.actions.length));
$('copy-link').addEventListener('click', async () => {
  const input = $('invite-link');
  let ok = false;
  try { await navigator.clipboard.writeText(input.value); ok = true; } catch { /* older browsers */ }
  if (!ok) { input.select(); ok = document.execCommand('copy'); }
  $('copy-link').textContent = t(ok ? 'copied' : 'copy-failed');
  announce(t(ok ? 'copied' : 'copy-failed'));
  setTimeout(() => { $('copy-link').textContent = t('copy'); }, 2500);
});

/** Resigning (and a draw on one device) asks for a second click within a few seconds. */
function confirmStep(button, label = 'resign', confirm = 'resign-confirm') {
  if (button.dataset.armed === '1') { button.dataset.armed = ''; button.textContent = t(label); return true; }
  button.dataset.armed = '1';
  button.textContent = t(confirm);
  setTimeout(() => { button.dataset.armed = ''; button.textContent = t(label); }, 4000);
  return false;
}

// ---------- tools: turn the board, keep the game, share the invitation ----------

$('flip').addEventListener('click', () => {
  S.flip = !S.flip;
  $('flip').setAttribute('aria-pressed', S.flip ? 'true' : 'false');
  render();
  renderHint();
  announce(t(S.flip ? 'flipped' : 'unflipped'));
});
const record = $('download-record');
record.href = `/api/games/${encodeURIComponent(data.id)}/record`;
record.download = `yote-${data.id}.txt`;
record.hidden = !!data.offline; // an offline game has no record on the server
// A lobby game's players have names and ratings.
if (!data.offline) watchNames();
$('picture').addEventListener('click', () => sharePicture().catch((e) => { console.error(e); flash(t('picture-failed')); }));
$('share-link').addEventListener('click', async () => {
  try {
    await navigator.share({ title: t('title'), text: t('share-text'), url: $('invite-link').value });
  } catch { /* the player closed the share sheet */ }
});
$('show-qr').addEventListener('click', () => {
  const qr = $('qr');
  qr.hidden = !qr.hidden;
  $('show-qr').setAttribute('aria-expanded', qr.hidden ? 'false' : 'true');
  $('show-qr').textContent = t(qr.hidden ? 'show-qr' : 'hide-qr');
});

// A finished game replays with the arrow keys (outside text fields).
document.addEventListener('keydown', (e) => {
  if (!S.st || S.st.status !== 'over' || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
  const at = S.replayAt ?? S.st.actions.length;
  const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: S.st.actions.length }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  replayTo(to);
});

const handlers = { state: onState, error: onError, other: onOther };
// Offline games (/{lang}/offline): the page plays the server's part, no socket.
// Puzzles (/{lang}/puzzles) are played in the page the same way.
if (data.puzzles) import('./puzzles.js').then((m) => m.start(handlers));
// Lessons (/{lang}/learn) too.
else if (data.learn) import('./learn.js').then((m) => m.start(handlers));
else if (data.offline) import('./offline.js').then((m) => m.start(handlers));
// Check that the game exists before opening the socket, to say so plainly if it does not.
else fetch(`/api/games/${encodeURIComponent(data.id)}`).then((r) => {
  if (r.status === 404) {
    stop();
    $('status').textContent = t('unknown-game');
    $('game').setAttribute('aria-busy', 'false');
    return;
  }
  connect(handlers);
}).catch(() => connect(handlers));
if (!data.offline) $('status').textContent = t('connecting');

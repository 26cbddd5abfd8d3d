// The page's words: messages from the server (Fluent, with plural variants) and the sentences
// made from them for actions and outcomes.

import { parseAction, other } from '../yote.js';
import { messageText } from '../errors.js';
import { data, S, $, you, jumpedSquares } from './state.js';

const M = data.messages;

/** How the player points, for the words that say what to do (`$input` in the messages: "tap"
 * or "click"): 'touch' (a finger or a pen) or 'mouse'. The primary pointer at first, then the
 * last one used. */
let input = window.matchMedia('(pointer: coarse)').matches ? 'touch' : 'mouse';
window.addEventListener('pointerdown', (e) => {
  input = e.pointerType === 'mouse' ? 'mouse' : 'touch';
}, { capture: true, passive: true });

/** The message `key` with `{name}` placeholders filled in; for a message that varies with a
 * number (Fluent's plurals), the variant for that number: exact (`#n:0`), else its category;
 * for one that varies with `$input`, the words for the player's pointer. */
export function t(key, args = {}) {
  return messageText(M, key, { input, ...args }, data.lang);
}

export function sideName(side) { return t(side === 'white' ? 'white' : 'black'); }

export function describeAction(notation, side) {
  const a = parseAction(notation);
  const who = sideName(side);
  if (a.kind === 'pass') return t('announce-pass', { side: who });
  if (a.kind === 'place') return t('announce-place', { side: who, to: a.to });
  if (a.kind === 'step') return t('announce-step', { side: who, from: a.from, to: a.to });
  const jumped = jumpedSquares(a.from, a.path);
  let text = t('announce-jump', { side: who, from: a.from, to: a.path[a.path.length - 1], captured: jumped.join(', ') });
  if (a.removal === 'h') text += ' ' + t('announce-removal-hand');
  else if (a.removal) text += ' ' + t('announce-removal-board', { square: a.removal });
  return text;
}

/** The end of the game in words: [title, reason]. */
export function outcomeText() {
  const st = S.st;
  const o = st.outcome;
  if (!o) return ['', ''];
  let title;
  const seat = you();
  if (o.reason === 'aborted') title = t('over-aborted');
  else if (!o.winner) title = t('over-draw');
  else if (seat === 'white' || seat === 'black') title = t(o.winner === seat ? 'over-you-win' : 'over-you-lose');
  else title = t('over-wins', { side: sideName(o.winner) });
  const loser = o.winner ? sideName(other(o.winner)) : '';
  // A game left by one player ends with a winner, or in a draw that nobody left.
  let id = o.reason === 'abandoned' && !o.winner ? 'reason-abandoned-draw' : `reason-${o.reason}`;
  let side = loser;
  // An aborted game says who ended it (an abort, or no first action in time).
  if (o.reason === 'aborted' && o.left) { id = 'reason-aborted-by'; side = sideName(o.left); }
  const reason = t(id, { side, winner: o.winner ? sideName(o.winner) : '', n: st.no_capture ? st.no_capture.limit : '' });
  return [title, reason];
}

/** Says `text` to screen readers. */
export function announce(text) {
  const live = $('live');
  live.textContent = '';
  // A fresh text node makes screen readers speak a repeated message too.
  setTimeout(() => { live.textContent = text; }, 30);
}

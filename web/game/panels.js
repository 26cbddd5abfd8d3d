// The two players' panels: name, whose turn, the hand (a button: select it to place, or take
// from it on a second removal) and the pieces taken.

import { other, parseAction } from '../yote.js';
import { data, S, $, you, bottomSide, options, shownPosition, shownLastAction, shownLastMover } from './state.js';
import { t, sideName } from './text.js';
import { clickHand, startDrag } from './input.js';
import { clockElement, bindClock } from './clock.js';

function minis(side, n, max = 12) {
  const span = document.createElement('span');
  span.className = 'minis';
  span.setAttribute('aria-hidden', 'true');
  const shown = Math.min(n, max);
  let html = '';
  for (let i = 0; i < shown; i++) {
    html += side === 'white'
      ? '<svg viewBox="0 0 20 20"><ellipse cx="10" cy="10" rx="8" ry="7" fill="#ece6da" stroke="#8a7f70" stroke-width="1.5"/></svg>'
      : '<svg viewBox="0 0 20 20"><rect x="7" y="1" width="6" height="18" rx="3" fill="#3b2716" transform="rotate(35 10 10)"/></svg>';
  }
  span.innerHTML = html;
  return span;
}

function playerName(side) {
  const p = S.st.players[side] || {};
  if (p.kind === 'computer') return t('computer', { level: t(`level-${p.level || 'medium'}`) });
  if (p.kind === 'open') return t('open-seat');
  const seat = you();
  if (seat === side) return t('you');
  if (seat === 'white' || seat === 'black') return t('opponent');
  return sideName(side);
}

const panels = {};

/** A player's name as a link to their page; the computer of a rated game by its level. */
function playerLink(name) {
  // A forgotten player (docs/privacy.md): no name, no page.
  if (name === 'deleted:') return document.createTextNode(t('deleted-player'));
  const level = name.startsWith('computer:') ? name.slice('computer:'.length) : null;
  if (level) return document.createTextNode(t('computer', { level: t(`level-${level}`) }));
  const a = document.createElement('a');
  a.href = `/${data.lang}/players/${encodeURIComponent(name)}`;
  a.textContent = name;
  return a;
}

/** Builds a player's panel once: name, then the hand (a button) and captures together. */
function panel(id) {
  if (panels[id]) return panels[id];
  const root = $(id);
  root.replaceChildren();
  const who = document.createElement('div');
  who.className = 'who';
  const dot = document.createElement('span');
  dot.className = 'turn-dot';
  dot.setAttribute('aria-hidden', 'true');
  const name = document.createElement('span');
  name.className = 'name';
  // The name is isolated: a Latin name on an Arabic page keeps its rating after it (a name
  // ending in digits would otherwise take the rating into its own run).
  const nameText = document.createElement('bdi');
  const small = document.createElement('small');
  // The side's pieces in words; on a phone only for a screen reader, the piece drawn beside
  // the name saying it to the eye (so that the name and the rating keep the line).
  const pieces = document.createElement('small');
  pieces.className = 'pieces';
  name.append(nameText, small, pieces);
  const icon = document.createElement('span');
  icon.className = 'side-icon';
  icon.setAttribute('aria-hidden', 'true');
  const off = document.createElement('span');
  off.className = 'offline';
  const turn = document.createElement('span');
  turn.className = 'visually-hidden';
  who.append(dot, icon, name, off, turn);
  const hand = document.createElement('button');
  hand.type = 'button';
  hand.className = 'tray hand';
  const hl = document.createElement('span');
  hl.className = 'label';
  const hm = document.createElement('span');
  const hc = document.createElement('span');
  hc.className = 'count';
  hand.append(hl, hm, hc);
  hand.addEventListener('click', () => clickHand(hand.dataset.hand));
  hand.addEventListener('pointerdown', (e) => startDrag(e, { kind: 'hand', side: hand.dataset.hand }));
  const caps = document.createElement('span');
  caps.className = 'tray captures';
  caps.setAttribute('role', 'img');
  const cl = document.createElement('span');
  cl.className = 'label';
  const cm = document.createElement('span');
  const cc = document.createElement('span');
  cc.className = 'count';
  caps.append(cl, cm, cc);
  const desc = document.createElement('span');
  desc.className = 'visually-hidden';
  desc.id = `${id}-hand-desc`;
  hand.setAttribute('aria-describedby', desc.id);
  // The hand and the captures go together, so that they wrap as one (style.css `.counts`).
  const counts = document.createElement('div');
  counts.className = 'counts';
  counts.append(hand, caps);
  root.append(who, counts, desc);
  const clock = clockElement(root);
  panels[id] = { root, nameText, small, pieces, icon, off, turn, hand, hl, hm, hc, caps, cl, cm, cc, desc, clock, minis: {} };
  return panels[id];
}

/** Replaces a miniature row only when what it shows changed. */
function setMinis(p, slot, holder, side, n) {
  const key = `${side}:${n}`;
  if (p.minis[slot] === key) return;
  p.minis[slot] = key;
  holder.replaceWith(minis(side, n));
  p[slot] = p.root.querySelector(slot === 'hm' ? '.hand .minis' : '.captures .minis');
}

/** The hand button of `side` (for the animations). */
export function handButton(side) {
  return Object.values(panels).find((p) => p.hand.dataset.hand === side)?.hand ?? null;
}

export function renderPlayers() {
  const st = S.st;
  if (!st) return;
  const sel = S.sel;
  const pos = shownPosition();
  const toMove = S.replayAt === null ? (st.status === 'playing' ? st.to_move : null) : null;
  const o = options();
  // The hand a piece was taken from by the last action stays marked while it is the last.
  const last = shownLastAction();
  const takenFrom = last && parseAction(last).removal === 'h' ? other(shownLastMover()) : null;
  for (const [id, side] of [['player-bottom', bottomSide()], ['player-top', other(bottomSide())]]) {
    const p = panel(id);
    p.root.dataset.side = side;
    p.root.classList.toggle('to-move', toMove === side);
    const name = playerName(side);
    const pieces = t(side === 'white' ? 'white-pieces' : 'black-pieces');
    // At a shared table the side's name is the player's name: say it once, with the pieces.
    const lobby = S.names && S.names[side];
    if (lobby) {
      // A lobby game: the player's name and rating ("?" while provisional), and its change;
      // in an unrated one, "unrated" where the rating would be (the note under the board says
      // why).
      const change = typeof lobby.change === 'number' ? ` ${lobby.change >= 0 ? '+' : '−'}${Math.abs(lobby.change)}` : '';
      const unrated = S.names.rated === false;
      p.nameText.replaceChildren(playerLink(lobby.name));
      // The rating and its change each isolated too: on an Arabic page the "?" stays after its
      // digits, and the change is read after the rating.
      const isolated = (text) => {
        const bdi = document.createElement('bdi');
        bdi.textContent = text;
        return bdi;
      };
      if (unrated) p.small.replaceChildren(` · ${t('unrated')}`);
      else if (change) p.small.replaceChildren(' · ', isolated(`${lobby.rating}${lobby.provisional ? '?' : ''}`), ' ', isolated(change.trim()));
      else p.small.replaceChildren(' · ', isolated(`${lobby.rating}${lobby.provisional ? '?' : ''}`));
      p.pieces.textContent = ` · ${pieces}`;
      p.small.dataset.change = unrated ? '' : change.trim();
    } else {
      p.nameText.textContent = name === sideName(side) ? pieces : name;
      p.small.textContent = '';
      p.pieces.textContent = name === sideName(side) ? '' : ` · ${pieces}`;
    }
    // The piece drawn says the side where the name does not (a shared table's name is the
    // side's words already).
    p.icon.hidden = !lobby && name === sideName(side);
    if (p.icon.dataset.side !== side) {
      p.icon.dataset.side = side;
      p.icon.replaceChildren(...minis(side, 1).childNodes);
    }
    const pl = st.players[side] || {};
    p.off.textContent = pl.kind === 'human' && !pl.connected && S.replayAt === null ? t('offline') : '';
    p.turn.textContent = toMove === side ? t('to-move-short') : '';
    // Hand: for placing (own) or for taking from it (opponent, second removal).
    const handN = pos.hands[side];
    const isTarget = o.canPlace && side === st.to_move && !sel;
    const isSelected = sel && sel.kind === 'hand' && side === st.to_move;
    const isRemoval = o.handRemoval && side !== st.to_move;
    p.hand.dataset.hand = side;
    p.hand.classList.toggle('is-selected', !!isSelected);
    p.hand.classList.toggle('is-removal', !!isRemoval);
    p.hand.classList.toggle('is-target', !!isTarget);
    p.hand.classList.toggle('took-from', takenFrom === side);
    // Its name is what it shows ("Hand 12"); its description says whose it is and what for.
    p.desc.textContent = t(isRemoval ? 'hand-removal-label' : 'hand-label', { side: sideName(side), n: handN });
    p.hand.setAttribute('aria-pressed', isSelected ? 'true' : 'false');
    p.hl.textContent = t('hand');
    p.hc.textContent = handN;
    setMinis(p, 'hm', p.hm, side, handN);
    // Captures: the enemy pieces this side has taken.
    const enemy = other(side);
    const enemyCount = [...pos.board.values()].filter((x) => x === enemy).length + pos.hands[enemy];
    // A lesson starts from a position of its own: its state counts what was taken from there.
    const capN = data.learn && S.replayAt === null ? S.st.captures[side] : S.rules.pieces - enemyCount;
    p.caps.dataset.captures = side;
    p.caps.setAttribute('aria-label', t('captures-label', { side: sideName(side), n: capN }));
    p.cl.textContent = t('captures');
    p.cc.textContent = capN;
    setMinis(p, 'cm', p.cm, enemy, capN);
    bindClock(p.clock, side);
  }
  // Why a game that would have been rated is not.
  const why = S.names && S.names.unrated;
  const note = $('unrated-note');
  note.hidden = !why;
  note.textContent = why ? t(`unrated-${why.reason}`, { games: why.games }) : '';
}

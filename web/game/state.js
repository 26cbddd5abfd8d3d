// The game page's state: the last state from the server and what the player is doing with it,
// and what follows from them (whose seat this is, the legal actions, the position shown).

import { parseAction, applyAction, startPosition, squareName, squareCoords } from '../yote.js';

/** The page's data: game id, language, messages (`#game-data`, written by the server). */
export const data = JSON.parse(document.getElementById('game-data').textContent);

export const $ = (id) => document.getElementById(id);

/** Everything that changes while the page is open. */
export const S = {
  st: null,          // the last `state` from the server
  followingArena: false, // an arena game's page follows its arena (web/arena-follow.js)
  rules: null,       // parsed rules_full
  pending: false,    // an action is on its way
  pendingAction: null, // its notation, shown on the board until the server answers
  connectionLost: false, // the heartbeat's answers are late, or the socket is closed
  sel: null,         // {kind:'hand'} | {kind:'piece', from} | {kind:'chain', from, path} | {kind:'removal', from, path, ends}
  cursor: null,      // square name under the keyboard cursor
  replayAt: null,    // null: live; else the number of actions shown
  bannerClosed: false,
  thinking: false,
  drag: null,
  flashText: null,
  keyboard: false,   // the player is using the keyboard on the board (show its cursor)
  flip: false,       // the player turned the board round
  droppedAt: null,   // the ply of an action the player made by dragging (not animated again)
  playedAt: null,    // the ply of an action shown pending (not animated again when confirmed)
  names: null,       // a lobby game's players: {rated, white: {name, rating, provisional, change}, black}
};

export function you() { return S.st && S.st.you ? S.st.you.seat : null; }
export function isLocal() { return you() === 'both'; }
/** Whether the board is seen from Black's side: a player of Black, unless turned round. */
export function flipped() { return (you() === 'black') !== S.flip; }
/** The side shown at the bottom of the board. */
export function bottomSide() { return flipped() ? 'black' : 'white'; }

export function legal() {
  const st = S.st;
  if (!st || S.replayAt !== null || S.pending || st.status !== 'playing') return [];
  return (st.legal_actions || []).map((s) => ({ s, ...parseAction(s) }));
}

/** The position after the first `n` actions of the game. */
export function positionAt(n) {
  let pos = startPosition(S.rules);
  for (let i = 0; i < n; i++) pos = applyAction(pos, parseAction(S.st.actions[i]), S.rules);
  return pos;
}

/** The position shown: live, or the replayed one. */
export function shownPosition() {
  const st = S.st;
  if (S.replayAt === null) {
    const board = new Map();
    st.board.squares.forEach((row, i) => row.forEach((p, f) => {
      if (p) board.set(squareName(f, st.board.rows - 1 - i), p);
    }));
    const pos = { board, hands: { ...st.hands }, toMove: st.to_move, noCapture: 0 };
    // An action on its way is shown played (the board marks it as pending).
    return S.pendingAction ? applyAction(pos, parseAction(S.pendingAction), S.rules) : pos;
  }
  return positionAt(S.replayAt);
}

export function shownLastAction() {
  const st = S.st;
  if (S.replayAt === null) return st.last_action ? st.last_action.action : null;
  return S.replayAt > 0 ? st.actions[S.replayAt - 1] : null;
}

/** The side that made the action shown last (White moves first in every rule set). */
export function shownLastMover() {
  const st = S.st;
  if (S.replayAt === null) return st.last_action ? st.last_action.side : null;
  return S.replayAt > 0 ? ((S.replayAt - 1) % 2 === 0 ? 'white' : 'black') : null;
}

/** The squares jumped over by a jump from `from` along `path`. */
export function jumpedSquares(from, path) {
  const jumped = [];
  let cur = from;
  for (const to of path) {
    const [f1, r1] = squareCoords(cur);
    const [f2, r2] = squareCoords(to);
    jumped.push(squareName((f1 + f2) / 2, (r1 + r2) / 2));
    cur = to;
  }
  return jumped;
}

/** The position as the current selection would leave it (a chain in progress moves the piece). */
export function previewPosition(pos) {
  const sel = S.sel;
  if (!sel || (sel.kind !== 'chain' && sel.kind !== 'removal')) return { pos, jumped: [] };
  const board = new Map(pos.board);
  const side = board.get(sel.from);
  board.delete(sel.from);
  board.set(sel.path[sel.path.length - 1], side);
  return { pos: { ...pos, board }, jumped: jumpedSquares(sel.from, sel.path) };
}

export function pieceSources(L) { return new Set(L.filter((a) => a.from).map((a) => a.from)); }
export function placeTargets(L) { return new Set(L.filter((a) => a.kind === 'place').map((a) => a.to)); }
export function ownPiece(sq) { return pieceSources(legal()).has(sq); }

/** The jumps that go on from the chain in progress: the next landing squares, and the actions
 * that end where the chain is now. */
export function chainOptions(L) {
  const sel = S.sel;
  const n = sel.path.length;
  const cands = L.filter((a) => a.kind === 'jump' && a.from === sel.from && a.path.length >= n && sel.path.every((s, i) => a.path[i] === s));
  const next = [...new Set(cands.filter((a) => a.path.length > n).map((a) => a.path[n]))];
  const ends = cands.filter((a) => a.path.length === n);
  return { next, ends };
}

/** What the current selection allows: target squares, removal squares, hand removal, stop, none. */
export function options() {
  const L = legal();
  const sel = S.sel;
  const o = { targets: new Set(), removals: new Set(), handRemoval: false, stop: false, none: false, sources: pieceSources(L), canPlace: placeTargets(L).size > 0 };
  if (!sel) return o;
  if (sel.kind === 'hand') o.targets = placeTargets(L);
  if (sel.kind === 'piece') {
    for (const a of L) {
      if (a.from !== sel.from) continue;
      if (a.kind === 'step') o.targets.add(a.to);
      if (a.kind === 'jump') o.targets.add(a.path[0]);
    }
  }
  if (sel.kind === 'chain') {
    const { next, ends } = chainOptions(L);
    next.forEach((s) => o.targets.add(s));
    o.stop = ends.length > 0 && next.length > 0;
  }
  if (sel.kind === 'removal') {
    for (const a of sel.ends) {
      if (a.removal === 'h') o.handRemoval = true;
      else if (a.removal) o.removals.add(a.removal);
      else o.none = true;
    }
  }
  return o;
}

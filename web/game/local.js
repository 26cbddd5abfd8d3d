// Offline games: the page plays the server's part. It answers the game page's messages (`act`,
// `resign`, `offer_draw`, `rematch`... of docs/protocol.md) with states of the server's shape,
// made by the engine in WebAssembly (web/engine/): the server's own referee (crates/yote-referee:
// which actions are refused, with the server's codes, sentences and details, the position
// after an action and the end it makes) on the page's thread, where each takes microseconds,
// and the computer's searches in a Web Worker, never on the page's thread.

import { loadEngine, startWorker } from '../engine/engine.js';
import { other, parseRules } from '../yote.js';
import { useLocal } from './connection.js';

/** Each level's time cap in the page, in ms (0: the level's own, crates/yote-ai/src/level.rs).
 * The engine plays each level with the server's own recipe (`level`: its depth or node budget,
 * and the gentler levels' deliberate weaknesses), so a level plays offline as it does online;
 * only master's cap is 2 s instead of 3 s, so that a phone answers within a second or two. */
export const LEVELS = {
  beginner: { capMs: 0 },
  easy: { capMs: 0 },
  medium: { capMs: 0 },
  hard: { capMs: 0 },
  master: { capMs: 2000 },
};
/** The levels that play from the endgame tables (crates/yote-ai/src/level.rs): in their
 * games the page fetches the tables an ending needs (docs/tablebases.md "In the page"). */
const TABLE_LEVELS = new Set(['hard', 'master']);
/** The computer waits at least this long before it acts, so that the player's own action has
 * moved on the board (220 ms) before the answer does. */
const MIN_THINK_MS = 350;

let rules = null;   // the engine on this thread, for the rules
let search = null;  // the engine's worker, for the computer's searches
let game = null;    // the game being played (see offline.js for its fields)
let parsed = null;  // its rules, parsed
let positions = []; // the start, then the position after each ply
let onChange = () => {};
let onTables = () => {};
let onWrong = () => {};
let onSolved = () => {};
let onCheck = async () => true;
let onReached = () => false;
let opening = () => {};
let handlers = null;
let version = 0;
let thinkingFor = null; // the game whose computer is searching
let queue = Promise.resolve();

/** Loads the engine (once). */
export async function engineReady() {
  rules ??= await loadEngine();
  return rules;
}

/** Plays `g` (a kept game, or a new one) in the page: states go to the game page's
 * `handlers`; `on.changed(g)` is told each time a game changes, to keep it, and
 * `on.opening(g)` before a game (this one, or its rematch) is shown; `on.tables(t)` hears
 * what came of the endgame tables before each of the computer's actions at `hard` and
 * `master` (Engine.fetchTables's answer).
 *
 * A puzzle (web/puzzles.js) is a game with `opponent: 'puzzle'`, a `start` position and a
 * `line` (the solver's actions and the computer's replies): an action off the line is refused
 * without a change (`on.wrong(action)`), the replies are the line's, and `on.solved(g)` hears
 * of the line's end.
 *
 * A lesson's exercise (web/learn.js) is a game with `opponent: 'lesson'` and a `start`: each
 * action the referee allows is put to `on.check(action, position, outcome)` first (a promise:
 * false refuses it as a puzzle's off-line action, `on.wrong(action)`); after each action played
 * `on.reached(g, position, outcome)` says whether the goal is met (then the board is still and
 * `on.solved(g)` hears of it). With `waits`, the opponent waits: the turn comes back to the
 * player at once; else the computer answers at `g.level`. */
export async function playLocal(g, pageHandlers, on) {
  await engineReady();
  onChange = on.changed;
  opening = on.opening;
  onTables = on.tables || (() => {});
  onWrong = on.wrong || (() => {});
  onSolved = on.solved || (() => {});
  onCheck = on.check || (async () => true);
  onReached = on.reached || (() => false);
  const deliver = useLocal(receive, pageHandlers);
  handlers = { state: deliver, error: deliver, other: deliver };
  open(g);
}

function open(g) {
  opening(g);
  game = g;
  parsed = parseRules(g.rules_full);
  positions = [g.start || startOf(parsed)];
  for (const a of g.actions) positions.push(rules.play(g.rules_full, positions[positions.length - 1], a));
  version += 1;
  handlers.state(state());
  computerTurn();
}

/** The start position of the rules in the notation: an empty board, every piece in hand. */
function startOf(r) {
  return `${Array(r.rows).fill(String(r.columns)).join('/')} w ${r.pieces} ${r.pieces} 0`;
}

function position() { return positions[positions.length - 1]; }

/** The outcome of the game now: its recorded end (an action's, a resignation, an agreement,
 * an abort), else the rules' verdict on the position (a game kept before its end was). */
function outcomeNow() {
  if (game.outcome) return game.outcome;
  const o = rules.outcome(game.rules_full, position());
  return o ? { result: o.result, winner: winnerOf(o.result), reason: o.reason } : null;
}

/** The referee's answer to `request` from a player holding `seat` (Engine.judge). */
function judge(request, seat = seatNow()) {
  return rules.judge(game.rules_full, { positions, actions: game.actions, seat, outcome: outcomeNow() }, request);
}

function winnerOf(result) {
  return result === '1-0' ? 'white' : result === '0-1' ? 'black' : null;
}

/** Parses a position `<board> <w|b> <white hand> <black hand> <plies since capture>`. */
function parsePosition(text) {
  const [board, side, white, black, plies] = text.split(' ');
  const squares = board.split('/').map((rank) => {
    const row = [];
    for (const ch of rank) {
      if (ch === 'W') row.push('white');
      else if (ch === 'B') row.push('black');
      else for (let i = 0; i < Number(ch); i++) row.push(null);
    }
    return row;
  });
  return { squares, toMove: side === 'w' ? 'white' : 'black', hands: { white: Number(white), black: Number(black) }, plies: Number(plies) };
}

/** Each side's count: pieces on the board and in hand. */
function countsOf(p) {
  const counts = { white: p.hands.white, black: p.hands.black };
  for (const row of p.squares) for (const s of row) if (s) counts[s] += 1;
  return counts;
}

/** The side(s) the player holds: 'both' on this device, else the human's colour. */
function seat() { return game.opponent === 'local' ? 'both' : game.human; }

/** The sides the player may act for now: none once a puzzle's line is played to its end. */
function seatNow() { return solved() ? 'none' : seat(); }

function thinking() { return !!game && thinkingFor === game; }

function isPuzzle() { return game.opponent === 'puzzle'; }

function isLesson() { return game.opponent === 'lesson'; }

/** A puzzle whose line has been played to its end, or a lesson's exercise whose goal is met. */
function solved() {
  if (isLesson()) return !!game.done;
  return isPuzzle() && game.actions.length >= game.line.length;
}

/** Whether the computer plays the other side. */
function computerPlays() { return game.opponent === 'computer' || (isLesson() && !game.waits); }

function isHumanTurn(side) { return game.opponent === 'local' || side === game.human; }

/** A state as the server would send it to this player (docs/protocol.md §3.3). */
function state() {
  const p = parsePosition(position());
  const outcome = outcomeNow();
  if (outcome && !game.outcome) {
    game.outcome = outcome;
    game.updated = Date.now();
    onChange(game);
  }
  const counts = countsOf(p);
  const pieces = parsed.pieces;
  // A lesson starts from a position of its own: what was taken counts from there.
  const before = isLesson() ? countsOf(parsePosition(positions[0])) : { white: pieces, black: pieces };
  const status = outcome ? 'over' : 'playing';
  const n = game.actions.length;
  // A lesson's opponent that waits is no computer: the page gives the turn back at once.
  const player = (side) => ((computerPlays() || isPuzzle()) && side !== game.human
    ? { kind: 'computer', level: game.level, connected: true }
    : { kind: 'human', connected: true });
  const limit = parsed.no_capture_draw;
  const s = {
    type: 'state',
    version,
    game: game.id,
    status,
    rules: game.rules,
    rules_full: game.rules_full,
    opponent: game.opponent,
    board: { rows: p.squares.length, columns: p.squares[0].length, squares: p.squares },
    position: position(),
    hands: p.hands,
    counts,
    captures: { white: before.black - counts.black, black: before.white - counts.white },
    to_move: p.toMove,
    ply: n,
    last_action: n ? { ply: n - 1, side: parsePosition(positions[n - 1]).toMove, action: game.actions[n - 1] } : null,
    actions_from: 0,
    actions: [...game.actions],
    no_capture: { plies: p.plies, limit: typeof limit === 'number' ? limit : null },
    draw_offer: game.draw_offer || null,
    outcome,
    players: { white: player('white'), black: player('black') },
    watchers: 0,
    thinking: thinking(),
    can_abort: !outcome && n < 2,
    rematch: { offered_by: null, game: null },
    rematch_of: null,
    clock: null,
    abandoned: null,
    you: { seat: seat(), continue: null, invite: null },
  };
  if (status === 'playing' && isHumanTurn(p.toMove) && !thinking() && !solved()) s.legal_actions = rules.legal(game.rules_full, position());
  return s;
}

function send() {
  version += 1;
  handlers.state(state());
}

/** The referee's refusal, sent as the server sends it. */
function error(msg, refused) {
  handlers.error({ type: 'error', id: msg.id, code: refused.code, message: refused.message, args: refused.args });
}

/** A message from the game page, answered in turn (a computer's search may be under way). */
function receive(msg) {
  queue = queue.then(() => handle(msg)).catch((e) => console.error(e));
}

async function handle(msg) {
  if (!game) return;
  const over = !!outcomeNow();
  const mine = game;
  switch (msg.type) {
    case 'hello': send(); break;
    case 'act': {
      // While the computer searches, the side to move is the computer's: not the player's turn.
      const verdict = judge({ type: 'act', ply: msg.ply, action: msg.action });
      if (verdict.verdict === 'refused') { error(msg, verdict); break; }
      if (verdict.verdict === 'duplicate') { handlers.other({ type: 'ack', id: msg.id, version, ply: verdict.ply, duplicate: true }); break; }
      const off = isPuzzle()
        ? verdict.action !== game.line[game.actions.length]
        : isLesson() && !(await onCheck(verdict.action, verdict.position, verdict.outcome));
      if (off) {
        // Off the puzzle's line, or not serving the lesson's goal: taken back at once, and the
        // panel says why.
        handlers.other({ type: 'ack', id: msg.id });
        send();
        onWrong(msg.action);
        break;
      }
      apply(verdict);
      if (isLesson()) lessonPlayed(verdict);
      handlers.other({ type: 'ack', id: msg.id, version: version + 1, ply: verdict.ply, duplicate: false });
      send();
      if (solved()) onSolved(game);
      computerTurn();
      break;
    }
    case 'resign': {
      if (refusedUnlessLive(msg)) break;
      const side = game.opponent === 'local' ? (msg.side || parsePosition(position()).toMove) : game.human;
      end(other(side), 'resignation');
      break;
    }
    case 'offer_draw': {
      if (refusedUnlessLive(msg)) break;
      // On one device both players agree at once; the computer accepts only a game it is not
      // winning (its last search's score, from its side, at most a quarter of a piece).
      if (game.opponent === 'local' || computerAccepts()) { end(null, 'agreement'); break; }
      game.draw_offer = game.human;
      send();
      game.draw_offer = null;
      handlers.other({ type: 'event', event: { kind: 'draw_declined', side: other(game.human) } });
      send();
      break;
    }
    case 'abort': {
      const verdict = judge({ type: 'abort' });
      if (verdict.verdict === 'refused') { error(msg, verdict); break; }
      game.outcome = { result: '*', winner: null, reason: 'aborted' };
      changed();
      send();
      break;
    }
    case 'rematch':
      if (over && !isPuzzle() && !isLesson()) await rematch(mine);
      break;
    default:
      break;
  }
}

/** Refuses `msg` as the server would when the game is not going on; true if it did. */
function refusedUnlessLive(msg) {
  const verdict = judge({ type: 'live' });
  if (verdict.verdict !== 'refused') return false;
  error(msg, verdict);
  return true;
}

/** Plays an action the referee allowed: its position, and the end it makes. */
function apply(verdict) {
  positions.push(verdict.position);
  game.actions.push(verdict.action);
  if (verdict.outcome) game.outcome = { ...verdict.outcome, winner: winnerOf(verdict.outcome.result) };
  changed();
}

/** The computer's (or a puzzle line's) `action`, judged as the player's are. */
function applyComputer(action) {
  const verdict = judge({ type: 'act', ply: game.actions.length, action }, 'both');
  if (verdict.verdict !== 'play') throw new Error(`the computer's ${action}: ${verdict.message || verdict.verdict}`);
  apply(verdict);
  if (isLesson()) lessonPlayed(verdict);
}

/** After an action of a lesson's exercise: the goal met, or (the opponent waiting) the turn
 * given back to the player. */
function lessonPlayed(verdict) {
  game.done = !!onReached(game, verdict.position, verdict.outcome);
  if (!game.done && game.waits && !verdict.outcome) {
    const fields = verdict.position.split(' ');
    fields[1] = game.human === 'white' ? 'w' : 'b';
    positions[positions.length - 1] = fields.join(' ');
  }
}

function changed() {
  game.updated = Date.now();
  onChange(game);
}

function end(winner, reason) {
  game.outcome = { result: winner === 'white' ? '1-0' : winner === 'black' ? '0-1' : '1/2-1/2', winner, reason };
  changed();
  send();
}

function computerAccepts() {
  const score = game.computer_score;
  if (typeof score !== 'string') return false;
  if (score.startsWith('loss')) return true;
  if (score.startsWith('win')) return false;
  return Number(score) <= 25;
}

/** A new game with the same rules and opponent, colours swapped (as the server's rematch). */
async function rematch(old) {
  const next = {
    ...old,
    id: newId(),
    human: old.opponent === 'computer' ? other(old.human) : old.human,
    actions: [],
    outcome: null,
    draw_offer: null,
    computer_score: null,
    created: Date.now(),
    updated: Date.now(),
    rematch_of: old.id,
  };
  onChange(next);
  open(next);
}

/** A game id: 12 letters and digits, like the server's (kept in this browser only). */
export function newId() {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** The computer acts when it is its turn. Its search runs beside the page's messages: a
 * resignation or an abort meanwhile leaves its answer to nobody. */
function computerTurn() {
  if (isPuzzle()) { puzzleReply(); return; }
  if (!computerPlays() || solved() || thinking() || outcomeNow()) return;
  const side = parsePosition(position()).toMove;
  if (side === game.human) return;
  const mine = game;
  const ply = game.actions.length;
  thinkingFor = mine;
  handlers.other({ type: 'thinking', side, thinking: true });
  send();
  const level = LEVELS[game.level] || LEVELS.medium;
  search ??= startWorker();
  const started = performance.now();
  const name = LEVELS[game.level] ? game.level : 'medium';
  const seed = Math.floor(Math.random() * 2 ** 32);
  // In an ending the tables hold, the tables first (a no-op once loaded), then the search,
  // which plays from them.
  const tables = TABLE_LEVELS.has(name)
    ? search.fetchTables(game.rules_full, position()).catch(() => ({ state: 'unavailable', bytes: 0 }))
    : Promise.resolve(null);
  const searched = tables.then((fetched) => {
    if (fetched && game === mine) onTables(fetched);
    return search.levelGame(mine.rules_full, mine.actions, name, { seed, capMs: level.capMs }, position());
  }).catch((e) => {
    console.error(e);
    return { action: null, score: null };
  });
  searched.then(async (answer) => {
    const wait = MIN_THINK_MS - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (thinkingFor === mine) thinkingFor = null;
    // The game ended meanwhile, or the player went to another one.
    if (game !== mine || game.actions.length !== ply || outcomeNow()) return;
    mine.computer_score = answer.score;
    let action = answer.action;
    const legal = rules.legal(mine.rules_full, position());
    if (!legal.includes(action)) action = legal[Math.floor(Math.random() * legal.length)];
    handlers.other({ type: 'thinking', side, thinking: false });
    if (action) applyComputer(action);
    send();
    if (action && isLesson() && solved()) onSolved(game);
  });
}

/** The computer's reply in a puzzle: the line's next action, after the same pause as a game's. */
function puzzleReply() {
  const side = parsePosition(position()).toMove;
  if (side === game.human || solved() || outcomeNow()) return;
  const mine = game;
  const ply = game.actions.length;
  thinkingFor = mine;
  send();
  setTimeout(() => {
    if (thinkingFor === mine) thinkingFor = null;
    if (game !== mine || game.actions.length !== ply) return;
    applyComputer(mine.line[ply]);
    send();
  }, MIN_THINK_MS);
}

/** Stops the game in the page (the player goes back to the list). */
export function closeLocal() {
  game = null;
  thinkingFor = null;
}

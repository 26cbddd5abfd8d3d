// Lessons (/{lang}/learn, docs/learn.md): short exercises on the game page's own board and
// panels (game.js), the page playing the other side itself (game/local.js, `opponent:
// 'lesson'`). Each exercise has one goal. Where it needs no opponent, the opponent waits (the
// turn comes back at once) and an action is taken only if the goal stays reachable in the
// actions the three stars allow; where it does (win, hold, draw), the computer answers and an
// action is taken only if the goal stays forced, by the engine module's search in a worker
// with the endgame tables when it can have them. An action refused is said, with the hint.
//
// The exercises are web/learn/lessons.txt, fetched beside this script (the service worker
// keeps it); the stars earned are kept in localStorage (key `yote-learn`). The practice page
// (/{lang}/practice) is the same with web/learn/practice.txt and the key `yote-practice`:
// positions to win or hold against the computer, where an action is refused only when the
// goal is known lost (the search finds the computer winning, or the tables a draw where the
// player must win), else the game is played out and judged at its end.

import { messageText } from './errors.js';
import { data, $ } from './game/state.js';
import { playLocal, engineReady } from './game/local.js';
import { suggest } from './game/hint.js';
import { describeAction } from './game/text.js';
import { startWorker } from './engine/engine.js';

/** Which course the page plays: its file, its key in localStorage (site/learn.rs Course). */
const COURSE = data.course || { id: 'learn', file: 'lessons.txt', key: 'yote-learn' };
const KEY = COURSE.key;
const PRACTICE = COURSE.id === 'practice';
/** The search that judges and hints where the computer answers: plies, and nodes at most. */
const SEARCH = { depth: 8, nodes: 400000 };

const M = data.learn_messages;
function t(key, args = {}) { return messageText(M, key, args, data.lang); }

let handlers = null;
let engine = null;   // the engine module on this thread: the rules, and the small searches
let worker = null;   // the engine module in a worker: the computer's side's searches
let exercises = [];  // every exercise, in the file's order
let current = null;  // { lesson, n, ex, game, accepted, wrong, hinted }

/** The file's exercises. */
export function parseLessons(text) {
  const out = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [lesson, rules, position, goal, par, hint, solution, note] = line.split('\t');
    const [kind, ...rest] = goal.split(' ');
    out.push({
      lesson, rules, position, hint, note: note || null, par: Number(par),
      solution: solution.split(' '),
      goal: { kind, squares: kind === 'occupy' || kind === 'clear' ? rest : [], n: Number(rest[0]) },
    });
  }
  return out;
}

/** The exercises of `lesson`. */
function of(lesson) { return exercises.filter((e) => e.lesson === lesson); }

// What is kept on this device: the most stars earned in each exercise ("jump-2": 3).
function kept() {
  try {
    const k = JSON.parse(localStorage.getItem(KEY) || 'null');
    if (k && k.stars && typeof k.stars === 'object') return k;
  } catch { /* unreadable: start again */ }
  return { stars: {} };
}

function save(k) {
  try { localStorage.setItem(KEY, JSON.stringify(k)); } catch { /* storage full or off */ }
}

// A position's text, read: the board (square → 'w' | 'b'), the side to move and the hands.
function read(text) {
  const [board, side, white, black] = text.split(' ');
  const squares = new Map();
  const ranks = board.split('/');
  ranks.forEach((rank, i) => {
    let file = 0;
    for (const ch of rank) {
      if (ch === 'W' || ch === 'B') {
        squares.set(`${String.fromCharCode(97 + file)}${ranks.length - i}`, ch.toLowerCase());
        file += 1;
      } else file += Number(ch);
    }
  });
  return { squares, side, hands: { w: Number(white), b: Number(black) } };
}

function count(p, c) { return [...p.squares.values()].filter((v) => v === c).length + p.hands[c]; }

/** The side letter of the player ('w' or 'b'), and of the opponent. */
function me(ex) { return read(ex.position).side; }
function them(ex) { return me(ex) === 'w' ? 'b' : 'w'; }
function wins(ex, outcome) { return !!outcome && outcome.result === (me(ex) === 'w' ? '1-0' : '0-1'); }
function loses(ex, outcome) { return !!outcome && outcome.result === (me(ex) === 'w' ? '0-1' : '1-0'); }

/** Whether the computer answers in the exercise. */
function answered(ex) { return ['win', 'hold', 'draw'].includes(ex.goal.kind); }

/** The position with the player to move again (the opponent waits). */
function turned(ex, text) {
  const f = text.split(' ');
  f[1] = me(ex);
  return f.join(' ');
}

/** Whether a goal that needs no opponent is met after the player's action (`after`). */
function met(ex, after) {
  const g = ex.goal;
  const p = read(after);
  if (g.kind !== 'occupy' && wins(ex, engine.outcome(ex.rules, after))) return true;
  switch (g.kind) {
    case 'occupy': return g.squares.every((s) => p.squares.get(s) === me(ex));
    case 'capture': return count(read(ex.position), them(ex)) - count(p, them(ex)) >= g.n;
    case 'clear': return p.squares.get(g.squares[0]) !== them(ex);
    case 'hand': return p.hands[them(ex)] <= g.n;
    case 'safe': return !engine.legal(ex.rules, after).some((a) => a.includes('x'));
    default: return false;
  }
}

/** Whether the exercise's rules let a piece jump again in the same turn. */
function chains(ex) { return (data.learn_rules[ex.rules] || ex.rules).includes('chain_jumps=true'); }

/** True when the goal cannot be met in `k` actions from `pos` (a quick bound). */
function hopeless(ex, pos, k) {
  const g = ex.goal;
  const p = read(pos);
  if (g.kind === 'occupy') return g.squares.filter((s) => p.squares.get(s) !== me(ex)).length > k;
  // A chain of jumps may take any number in one action: no bound then.
  if (g.kind === 'capture' && chains(ex)) return false;
  if (g.kind === 'capture') return g.n - (count(read(ex.position), them(ex)) - count(p, them(ex))) > 2 * k;
  return false;
}

/** An action of `pos` (the player to move) after which the goal is met, or reachable in the
 * rest of `k` actions; null if there is none. */
function reaching(ex, pos, k) {
  if (k <= 0 || hopeless(ex, pos, k)) return null;
  for (const a of engine.legal(ex.rules, pos)) {
    const after = engine.play(ex.rules, pos, a);
    if (met(ex, after)) return a;
    if (k > 1 && !engine.outcome(ex.rules, after) && reaching(ex, turned(ex, after), k - 1)) return a;
  }
  return null;
}

/** The actions the exercise still allows for three stars. */
function left() { return current.ex.par - current.accepted; }

/** The search of the computer's side (or the player's, `mine`) in `pos`: the tables first when
 * the engine module can have them (a no-op offline or over its budget). */
async function search(ex, pos) {
  worker ??= startWorker();
  const tables = await worker.fetchTables(ex.rules, pos).catch(() => null);
  const r = await worker.search(ex.rules, [pos], SEARCH);
  // With the position's tables loaded, every score below it is the tables': exact.
  return { ...r, exact: !!tables && tables.state === 'loaded' };
}

/** Whether a score (the side to move's: 'win 3', 'tbloss 12', hundredths) is a win, a loss. */
function winning(score) { return /^(tb)?win/.test(score || ''); }
function losing(score) { return /^(tb)?loss/.test(score || ''); }

/** Whether the player's `action` (to `after`) serves the goal; the last word said goes when
 * it does. */
async function check(action, after, outcome) {
  const ok = await serves(after, outcome);
  if (ok) feedback('');
  return ok;
}

async function serves(after, outcome) {
  const ex = current.ex;
  if (!answered(ex)) return met(ex, after) || (!outcome && !!reaching(ex, turned(ex, after), left() - 1));
  if (outcome) return ex.goal.kind === 'win' ? wins(ex, outcome) : !loses(ex, outcome);
  let r;
  try {
    r = await computerScore(ex, after);
  } catch (e) {
    // No search to judge by (the worker failed): the referee's word stands.
    console.error(e);
    return true;
  }
  // The computer is to move after the player's action: its score.
  if (ex.goal.kind !== 'win') return !winning(r.score);
  // A lesson's win is short and must stay forced; a practice position's may be beyond the
  // search, so only a computer's win, or a draw by the tables, refuses it.
  if (!PRACTICE) return losing(r.score);
  return !winning(r.score) && !(r.exact && !losing(r.score));
}

/** A score seen from the other side ('tbwin 3' and 'tbloss 3', 'win 2' and 'loss 2'). */
function turnScore(s) {
  if (winning(s)) return s.replace('win', 'loss');
  if (losing(s)) return s.replace('loss', 'win');
  return String(-Number(s));
}

/** The computer's score in `after` (the computer to move), and whether it is the tables'
 * (exact). A side with one action only plays it without searching (depth 0, a mere
 * evaluation): the action is played and the search goes on from the position after it, for
 * the plies the search would have looked at. */
async function computerScore(ex, after) {
  let pos = after;
  let computers = true;
  for (let ply = 0; ply < SEARCH.depth; ply += 1) {
    const outcome = engine.outcome(ex.rules, pos);
    if (outcome) return { score: wins(ex, outcome) ? 'loss 0' : loses(ex, outcome) ? 'win 0' : '0', exact: true };
    const r = await search(ex, pos);
    const score = r.score || '';
    if (r.depth > 0 || !r.action || winning(score) || losing(score)) {
      return { score: computers ? score : turnScore(score), exact: r.exact };
    }
    pos = engine.play(ex.rules, pos, r.action);
    computers = !computers;
  }
  return { score: '', exact: false };
}

/** Whether the goal is met after an action (either side's) played to `pos`. */
function reached(game, pos, outcome) {
  const ex = current.ex;
  const mine = game.actions.length % 2 === 1 || !answered(ex);
  if (mine) current.accepted += 1;
  if (!answered(ex)) return mine && met(ex, pos);
  if (ex.goal.kind === 'win') return wins(ex, outcome) || failed(outcome);
  if (loses(ex, outcome)) return failed(outcome);
  if (outcome) return true;
  return ex.goal.kind === 'hold' && !mine && current.accepted >= ex.goal.n;
}

/** A game over without the goal (a practice position played out): said, and a new try
 * offered. Not the goal met: false. */
function failed(outcome) {
  if (!outcome) return false;
  feedback(t('failed'));
  $('learn-hint').disabled = true;
  $('learn-retry').focus({ preventScroll: true });
  return false;
}

/** Says `text` under the board, and brings it on the screen. */
function feedback(text) {
  const said = $('learn-feedback');
  said.textContent = text;
  if (text) requestAnimationFrame(() => said.scrollIntoView({ block: 'nearest' }));
}

/** The goal in words. */
function goalText(ex) {
  const g = ex.goal;
  switch (g.kind) {
    case 'occupy': return t('goal-occupy', { squares: list(g.squares), count: g.squares.length });
    case 'capture': return t('goal-capture', { count: g.n });
    case 'clear': return t('goal-clear', { square: g.squares[0] });
    case 'hand': return t('goal-hand', { count: g.n });
    case 'hold': return t('goal-hold', { count: g.n });
    default: return t(`goal-${g.kind}`);
  }
}

function list(words) {
  try { return new Intl.ListFormat(data.lang, { type: 'conjunction' }).format(words); } catch { return words.join(', '); }
}

function starsText(n) { return t('stars', { stars: n }); }

/** The lessons' list: the stars earned in each. */
function renderList() {
  const k = kept();
  for (const button of document.querySelectorAll('.learn-lesson')) {
    const lesson = button.dataset.lesson;
    const all = of(lesson);
    const earned = all.reduce((sum, _e, i) => sum + (k.stars[`${lesson}-${i + 1}`] || 0), 0);
    button.querySelector('.learn-lesson-stars').textContent = t('lesson-stars', { stars: earned, total: 3 * all.length });
    button.toggleAttribute('data-done', all.length > 0 && all.every((_e, i) => k.stars[`${lesson}-${i + 1}`]));
    button.setAttribute('aria-current', current && current.lesson === lesson ? 'step' : 'false');
  }
}

/** The hint: the file's at the start, then the one the rules (or the search) find. */
async function hintAction() {
  const ex = current.ex;
  const pos = current.game && current.position;
  if (current.accepted === 0 || !pos) return ex.hint;
  if (!answered(ex)) return reaching(ex, pos, Math.max(left(), 1)) || ex.hint;
  return (await search(ex, pos)).action || ex.hint;
}

async function showHint(said = []) {
  // Nothing to hint while the computer answers.
  if (!current || current.game.done || read(current.position).side !== me(current.ex)) return;
  current.hinted = true;
  const action = await hintAction();
  $('learn-hint').dataset.action = action;
  const words = [...said, t('hint', { action: describeAction(action, current.game.human) })];
  feedback(words.join(' '));
  suggest(action, false);
}

async function open(lesson, n) {
  const all = of(lesson);
  if (!all.length) return;
  n = Math.min(Math.max(n, 1), all.length);
  const ex = all[n - 1];
  feedback('');
  document.body.classList.remove('learn-done');
  delete $('learn-hint').dataset.action;
  $('learn-stars').hidden = true;
  const number = [...document.querySelectorAll('.learn-lesson')].findIndex((b) => b.dataset.lesson === lesson) + 1;
  $('learn-lesson-title').textContent = t(PRACTICE ? 'section-title' : 'lesson-title', { number, title: t(`lesson-${lesson}`) });
  $('learn-step').textContent = t('exercise-of', { n, total: all.length });
  $('learn-about').textContent = [t(`about-${lesson}`), ex.note ? t(`note-${ex.note}`) : ''].join(' ').trim();
  $('learn-task').textContent = goalText(ex);
  const ranks = ex.position.split(' ')[0].split('/');
  const columns = [...ranks[0]].reduce((n, ch) => n + (ch === 'W' || ch === 'B' ? 1 : Number(ch)), 0);
  document.body.classList.toggle('learn-square-board', ranks.length >= columns);
  const game = {
    id: `learn-${lesson}-${n}`, opponent: 'lesson', human: me(ex) === 'w' ? 'white' : 'black',
    level: 'master', rules: ex.rules.split(',')[0], rules_full: data.learn_rules[ex.rules] || ex.rules,
    start: ex.position, actions: [], outcome: null, waits: !answered(ex), done: false,
  };
  current = { lesson, n, ex, game, accepted: 0, wrong: 0, hinted: false, position: ex.position };
  const url = new URL(location.href);
  url.searchParams.set('lesson', lesson);
  url.searchParams.set('n', String(n));
  history.replaceState(null, '', url);
  for (const b of ['learn-hint', 'learn-retry']) $(b).disabled = false;
  $('learn-next').disabled = !next();
  renderList();
  await playLocal(game, handlers, {
    changed() {},
    opening() {},
    check: (action, after, outcome) => (game === current.game ? check(action, after, outcome) : false),
    reached: (g, pos, outcome) => {
      if (g !== current.game) return false;
      current.position = g.waits && !outcome ? turned(ex, pos) : pos;
      return reached(g, pos, outcome);
    },
    wrong: (action) => {
      if (game !== current.game) return;
      current.wrong += 1;
      showHint([t('wrong', { action: describeAction(action, game.human) })]);
    },
    solved: (g) => { if (g === current.game) solved(); },
  });
}

/** The next exercise: this lesson's, else the next lesson's first; null after the last. */
function next() {
  const all = of(current.lesson);
  if (current.n < all.length) return [current.lesson, current.n + 1];
  const lessons = [...document.querySelectorAll('.learn-lesson')].map((b) => b.dataset.lesson);
  const i = lessons.indexOf(current.lesson);
  return i + 1 < lessons.length ? [lessons[i + 1], 1] : null;
}

function solved() {
  const used = current.accepted + current.wrong;
  const par = current.ex.par;
  const stars = used <= par ? 3 : used <= par + 1 ? 2 : 1;
  const k = kept();
  const id = `${current.lesson}-${current.n}`;
  k.stars[id] = Math.max(k.stars[id] || 0, stars);
  save(k);
  const s = $('learn-stars');
  s.textContent = '★'.repeat(stars) + '☆'.repeat(3 - stars);
  s.setAttribute('aria-label', starsText(stars));
  s.dataset.stars = String(stars);
  s.hidden = false;
  const last = !next();
  feedback(`${t('solved', { stars })}${last ? ` ${t('all-done')}` : ''}`);
  $('learn-task').textContent = '';
  // The turn's line has nothing to say once the goal is met: the stars say it.
  document.body.classList.add('learn-done');
  $('learn-hint').disabled = true;
  renderList();
  $(last ? 'learn-retry' : 'learn-next').focus({ preventScroll: true });
}

/** The first exercise without a star, in the lessons' order. */
function firstUndone() {
  const k = kept();
  for (const b of document.querySelectorAll('.learn-lesson')) {
    const i = of(b.dataset.lesson).findIndex((_e, j) => !k.stars[`${b.dataset.lesson}-${j + 1}`]);
    if (i >= 0) return [b.dataset.lesson, i + 1];
  }
  return [document.querySelector('.learn-lesson').dataset.lesson, 1];
}

/** Called by game.js with the game page's handlers for the server's messages. */
export async function start(pageHandlers) {
  handlers = pageHandlers;
  try {
    const response = await fetch(new URL(`./learn/${COURSE.file}`, import.meta.url));
    if (!response.ok) throw new Error(`lessons: ${response.status}`);
    exercises = parseLessons(await response.text());
    engine = await engineReady();
  } catch (e) {
    console.error(e);
    $('learn-task').textContent = t('load-failed');
    return;
  }
  renderList();
  $('learn-hint').addEventListener('click', () => showHint());
  $('learn-retry').addEventListener('click', () => open(current.lesson, current.n));
  $('learn-next').addEventListener('click', () => { const n = next(); if (n) open(...n); });
  for (const b of document.querySelectorAll('.learn-lesson')) {
    b.addEventListener('click', () => {
      open(b.dataset.lesson, 1);
      $('board').focus();
      window.scrollTo(0, 0);
    });
  }
  $('game').setAttribute('aria-busy', 'false');
  const params = new URLSearchParams(location.search);
  const asked = params.get('lesson');
  const [lesson, n] = asked && of(asked).length ? [asked, Number(params.get('n')) || 1] : firstUndone();
  await open(lesson, n);
}

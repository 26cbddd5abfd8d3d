// The analysis page (docs/site.md "Analysis"): a game from its record (a finished game's
// `?game=<id>`, or pasted), every position evaluated by the engine in a Web Worker, the graph,
// the marks, the best line at any ply, other actions tried on the board, and the position
// editor (web/analysis/editor.js). Nothing here runs a search on the page's thread.

import { messageText } from './errors.js';
import { readRecord } from './analysis/record.js';
import { whiteValue, resultValue, mark, scoreText, isWin } from './analysis/judge.js';
import { makeBoard, readPosition } from './analysis/board.js';
import { drawGraph } from './analysis/graph.js';
import { setupEditor, openEditor } from './analysis/editor.js';

const data = JSON.parse(document.getElementById('analysis-data').textContent);
const $ = (id) => document.getElementById(id);
const t = (id, args = {}) => messageText(data.messages, id, args, data.lang);

/** The budget of each position's search: 200,000 nodes (about 30 ms in Chromium on a desktop,
 * depth 6 to 7: every capture a few plies ahead), so a 60-ply game takes about 2 s here and
 * under 10 s on a phone four times slower; the same nodes give the same evaluation on every
 * device. The time bound (1 s) only guards very slow ones: a 60-ply game then ends within a
 * minute whatever the device. 8 MB of table: searches this short do not fill more. */
export const LIMITS = { nodes: 200_000, movetime: 1000, hash: 8 };

// Two workers: one runs the analysis, position after position; the other answers the board
// (legal actions, plays, the best line at the ply shown), so that trying actions never waits
// for the analysis to finish. Each loads the module on its first job.
let engine = null;
let analyser = null;
function worker() {
  if (!engine) engine = import('./engine/engine.js').then((m) => m.startWorker());
  return engine;
}
function analysisWorker() {
  if (!analyser) analyser = import('./engine/engine.js').then((m) => m.startWorker());
  return analyser;
}

const A = {
  rules: null,
  positions: [], // the game's line: the start, then the position after each action
  actions: [],
  evals: [], // White's view per ply, null until analysed
  best: [], // { action, pv, value } per ply
  marks: [], // marks[i]: the mark of the action that led to ply i
  outcomes: [], // the outcome of each position of the line (null while it goes on)
  at: 0,
  variation: null, // { from, actions, positions }
  clicks: [],
  legal: [],
  running: false,
  token: 0,
};

const board = makeBoard($('an-board'), onSquare);

const sideWord = (s) => t(s === 'w' ? 'white' : 'black');

/** The position shown and the game before it (for repetitions). */
function shown() {
  if (A.variation) {
    const v = A.variation;
    return { position: v.positions[v.positions.length - 1], history: [...A.positions.slice(0, v.from), ...v.positions] };
  }
  return { position: A.positions[A.at], history: A.positions.slice(0, A.at + 1) };
}

/** The start position of `rules` as a string: the board after any first placement, emptied. */
async function startOf(rules) {
  const e = await worker();
  const first = (await e.legal(rules, ''))[0];
  const after = readPosition(await e.play(rules, '', first));
  const pieces = after.hands[0] + 1;
  const ranks = Array(after.rows).fill(String(after.columns));
  return `${ranks.join('/')} w ${pieces} ${pieces} 0`;
}

// ---------- loading a game ----------

function recordError(text) {
  $('an-record-error').textContent = text;
  $('an-source').open = true;
  $('an-record-error').scrollIntoView({ block: 'nearest' });
}

/** Reads a record and plays its actions with the engine; shows the game or says why not. */
async function loadRecord(text) {
  $('an-record-error').textContent = '';
  const read = readRecord(text);
  if (read.error) return recordError(t(read.error, read.args));
  const e = await worker();
  const rules = read.tags.get('Rules');
  const given = read.tags.get('Position') || '';
  let start;
  try {
    await e.legal(rules, given);
    start = given || (await startOf(rules));
  } catch (err) {
    return recordError(t(String(err.message).startsWith('rules') ? 'record-bad-rules' : 'record-bad-position'));
  }
  const positions = [start];
  for (const [i, { action, line }] of read.actions.entries()) {
    try {
      positions.push(await e.play(rules, positions[i], action));
    } catch {
      return recordError(t('record-bad-action', { line, action, ply: i + 1 }));
    }
  }
  await showGame(rules, positions, read.actions.map((a) => a.action));
}

/** Shows a game (or one position, with no actions) on the analysis board, at its end. */
export async function showGame(rules, positions, actions) {
  const e = await worker();
  A.token += 1;
  A.running = false;
  A.rules = rules;
  A.positions = positions;
  A.actions = actions;
  A.evals = positions.map(() => null);
  A.best = positions.map(() => null);
  A.marks = positions.map(() => null);
  A.outcomes = await Promise.all(positions.map((p) => e.outcome(rules, p)));
  A.at = actions.length;
  A.variation = null;
  $('an-view').hidden = false;
  $('an-graph-fig').hidden = true;
  $('an-progress-box').hidden = true;
  $('an-run').disabled = false;
  $('an-source').open = false;
  await redraw();
}

// ---------- the analysis ----------

async function run() {
  if (A.running) return;
  const e = await analysisWorker();
  const token = A.token; // a new game (showGame) stops this run
  A.running = true;
  $('an-run').disabled = true;
  const total = A.positions.length;
  const progress = $('an-progress');
  progress.max = total;
  progress.value = 0;
  $('an-progress-box').hidden = false;
  $('an-graph-fig').hidden = false;
  $('an-progress-text').textContent = t('progress', { n: 0, total });
  $('an-announce').textContent = t('progress', { n: 0, total });
  let quarter = 0;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    if (token !== A.token) return; // another game was loaded meanwhile
    await evaluate(e, i);
    progress.value = i + 1;
    $('an-progress-text').textContent = t('progress', { n: i + 1, total });
    if (Math.floor(((i + 1) * 4) / total) > quarter && i + 1 < total) {
      quarter = Math.floor(((i + 1) * 4) / total);
      $('an-announce').textContent = t('progress', { n: i + 1, total });
    }
    drawAll();
  }
  A.running = false;
  const blunders = A.marks.filter((m) => m === 'blunder').length;
  const mistakes = A.marks.filter((m) => m === 'mistake').length;
  const done = `${t('done', { n: total })} ${t('errors', { blunders: t('blunders', { n: blunders }), mistakes: t('mistakes', { n: mistakes }) })}`;
  $('an-progress-text').textContent = done;
  $('an-announce').textContent = done;
  progress.dataset.ms = String(Math.round(performance.now() - started));
  progress.dataset.done = 'true';
  await redraw();
}

/** Evaluates ply `i` of the line (once) and marks the action that led to it. */
async function evaluate(e, i) {
  if (A.evals[i] === null) {
    const outcome = A.outcomes[i];
    if (outcome) {
      A.evals[i] = resultValue(outcome.result);
      A.best[i] = { action: null, pv: [], value: A.evals[i] };
    } else {
      const found = await e.search(A.rules, A.positions.slice(0, i + 1), LIMITS);
      A.evals[i] = whiteValue(found.score, readPosition(A.positions[i]).side);
      A.best[i] = { action: found.action, pv: found.pv, value: A.evals[i] };
    }
  }
  if (i > 0 && A.evals[i - 1] !== null) {
    A.marks[i] = mark(readPosition(A.positions[i - 1]).side, A.evals[i - 1], A.evals[i]);
  }
}

// ---------- drawing ----------

function valueText(i) {
  const outcome = A.outcomes[i];
  if (outcome && A.evals[i] !== null) return t('over', { result: outcome.result });
  return A.evals[i] === null ? '…' : scoreText(A.evals[i], t);
}

function drawAll() {
  drawGraph($('an-graph'), A.evals, A.marks, A.variation ? A.variation.from : A.at, (i, v) => t('point', { n: i, score: valueText(i) }));
  drawMoves();
  drawTable();
}

/** The evaluation `v` (White's view) as a badge: the number, and in words who it favours. */
function evalBadge(v) {
  const badge = document.createElement('span');
  badge.className = 'an-eval';
  badge.dataset.side = v > 0 ? 'white' : v < 0 ? 'black' : 'even';
  const number = document.createElement('b');
  number.textContent = scoreText(v, t);
  badge.append(number);
  if (!isWin(v)) badge.append(` ${t(v > 0 ? 'eval-white' : v < 0 ? 'eval-black' : 'eval-even')}`);
  return badge;
}

function markSign(m) {
  return m === 'blunder' ? '??' : m === 'mistake' ? '?' : '';
}

function drawMoves() {
  const list = $('an-moves');
  list.replaceChildren();
  const first = A.positions.length ? readPosition(A.positions[0]).side : 'w';
  A.actions.forEach((action, i) => {
    const ply = i + 1;
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'an-move';
    b.dataset.ply = ply;
    const black = (first === 'b') !== (i % 2 === 1);
    const turn = Math.floor((i + (first === 'b' ? 1 : 0)) / 2) + 1;
    b.textContent = `${turn}.${black ? '..' : ''} ${action}`;
    const m = A.marks[ply];
    if (m) {
      b.classList.add(m);
      const sign = document.createElement('span');
      sign.className = 'an-mark';
      sign.setAttribute('aria-hidden', 'true');
      sign.textContent = markSign(m);
      const word = document.createElement('span');
      word.className = 'visually-hidden';
      word.textContent = ` (${t(m)})`;
      b.append(sign, word);
    }
    if (!A.variation && A.at === ply) b.setAttribute('aria-current', 'step');
    b.addEventListener('click', () => go(ply));
    if (i === 0 && black) li.className = 'an-black-first';
    li.append(b);
    list.append(li);
  });
}

function drawTable() {
  const body = $('an-table').tBodies[0];
  body.replaceChildren();
  A.positions.forEach((_, i) => {
    const tr = document.createElement('tr');
    const cells = [String(i), i === 0 ? t('start') : A.actions[i - 1], valueText(i), A.marks[i] ? t(A.marks[i]) : ''];
    cells.forEach((text, k) => {
      const td = document.createElement(k === 0 ? 'th' : 'td');
      if (k === 0) {
        td.scope = 'row';
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'button subtle an-go';
        b.dataset.ply = i;
        b.textContent = text;
        b.addEventListener('click', () => go(i));
        td.append(b);
      } else td.textContent = text;
      tr.append(td);
    });
    body.append(tr);
  });
}

/** The squares of an action, in the order a player clicks them: [from?, ...landings]. */
function path(action) {
  if (action.startsWith('@')) return [action.slice(1)];
  const main = action.split('/')[0];
  return main.split(/[-x]/);
}

function lastSquares(action) {
  return action && action !== '--' ? path(action) : [];
}

/** Draws the position shown, its status and moves; resolves once they are drawn. */
async function redraw() {
  const e = await worker();
  const { position, history } = shown();
  const outcome = await e.outcome(A.rules, position);
  A.legal = outcome ? [] : await e.legal(A.rules, position);
  const p = readPosition(position);
  const matching = A.legal.filter((a) => A.clicks.every((sq, k) => path(a)[k] === sq));
  const targets = new Set(A.clicks.length ? matching.map((a) => path(a)[A.clicks.length]).filter(Boolean) : []);
  const lastAction = A.variation
    ? A.variation.actions[A.variation.actions.length - 1] ?? A.actions[A.variation.from - 1]
    : A.actions[A.at - 1];
  board.draw(position, {
    selected: A.clicks[A.clicks.length - 1] ?? null,
    targets,
    last: lastSquares(lastAction),
    label: (sq, kind) => {
      let s = kind ? t('square-piece', { square: sq, side: sideWord(kind === 'W' ? 'w' : 'b') }) : t('square-empty', { square: sq });
      if (targets.has(sq)) s += ' ✓';
      return s;
    },
  });
  $('an-hands').textContent = `${t('hand', { side: t('white'), n: p.hands[0] })} · ${t('hand', { side: t('black'), n: p.hands[1] })}`;
  $('an-status').textContent = outcome ? t('over', { result: outcome.result }) : t('to-move', { side: sideWord(p.side) });
  const total = A.actions.length;
  $('an-at').textContent = t('at', { n: A.variation ? A.variation.from : A.at, total });
  $('an-first').disabled = !A.variation && A.at === 0;
  $('an-prev').disabled = !A.variation && A.at === 0;
  $('an-next').disabled = !A.variation && A.at === total;
  $('an-last').disabled = !A.variation && A.at === total;
  // A button disabled under the keyboard's focus (Last at the end) hands it to its neighbour.
  const focused = document.activeElement;
  if (focused && focused.disabled && focused.closest('.an-nav')) {
    const atEnd = focused.id === 'an-last' || focused.id === 'an-next';
    (atEnd ? $('an-prev') : $('an-next')).focus();
  }
  $('an-mainline').hidden = !A.variation;
  drawChoices();
  if (A.variation) {
    $('an-status').textContent += ` ${t('variation', { n: A.variation.from, actions: A.variation.actions.join(' ') })}`;
  }
  drawAll();
  // The best line and the tables' answer fill in afterwards: the board is ready for a tap (and
  // the page may scroll to it) without waiting a second for the search.
  Promise.all([showBest(position, history), showTable(position)]).catch(failed);
}

/** The most pieces any of the site's endgame tables hold (docs/tablebases.md): past it the
 * site is not asked. */
const TABLE_PIECES = 8;
/** The most actions of a table's line written out; the rest is "…". */
const TABLE_LINE = 12;

/** What the site's endgame tables say of the position shown, when both hands are empty and
 * few pieces are left: who wins in how many plies with the perfect line, or a draw. Said
 * nothing when the site has no table for it or cannot be reached. */
async function showTable(position) {
  const box = $('an-tablebase');
  box.hidden = true;
  box.textContent = '';
  const p = readPosition(position);
  if (p.hands[0] || p.hands[1] || p.squares.size > TABLE_PIECES) return;
  const token = A.token;
  let answer;
  try {
    const query = `rules=${encodeURIComponent(A.rules)}&position=${encodeURIComponent(position)}`;
    const response = await fetch(`/api/tablebase?${query}`);
    if (!response.ok) return;
    answer = await response.json();
  } catch {
    return;
  }
  if (token !== A.token || shown().position !== position) return;
  if (answer.value === 'draw') {
    box.textContent = t('table-draw');
  } else {
    const line = answer.line.slice(0, TABLE_LINE).join(' ') + (answer.line.length > TABLE_LINE ? ' …' : '');
    const win = t('win', { side: sideWord(answer.winner), n: answer.plies });
    box.textContent = t('table-win', { win, line });
  }
  box.hidden = false;
}

/** Fills `box` with the message `id` whose `{line}` is `line`, actions in notation, set in an
 * element of its own: the notation alone in monospace (and left to right), the sentence in the
 * page's font, as a monospace font breaks the joining of Arabic letters. */
function sayWithLine(box, id, line) {
  const mark = '\u0000';
  const [before, after = ''] = t(id, { line: mark }).split(mark);
  const notation = document.createElement('span');
  notation.className = 'notation';
  notation.textContent = line;
  box.replaceChildren(before, notation, after);
}

/** The best line at the position shown: the analysis's, else a search of its own. */
async function showBest(position, history) {
  const best = $('an-best');
  const known = !A.variation ? A.best[A.at] : null;
  const say = (b) => {
    if (b.action) sayWithLine(best, 'best', b.pv.join(' '));
    else best.textContent = t('best-none');
    // The evaluation's number, with the side it favours in words (the number is White's view,
    // as the graph's).
    const valued = b.action && typeof b.value === 'number';
    $('an-eval').replaceChildren(...(valued ? [evalBadge(b.value)] : []));
    best.dataset.ply = A.variation ? '' : String(A.at);
    board.best(b.action);
  };
  if (known) return say(known);
  board.best(null);
  best.textContent = '…';
  $('an-eval').replaceChildren();
  delete best.dataset.ply;
  const token = A.token;
  // Stepping quickly through the game asks for no search until the ply stays shown a moment.
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (token !== A.token || shown().position !== position) return;
  const e = await worker();
  const found = await e.search(A.rules, history, LIMITS);
  if (token !== A.token || shown().position !== position) return;
  say({ ...found, value: whiteValue(found.score, readPosition(position).side) });
}

function drawChoices() {
  const box = $('an-choices');
  box.replaceChildren();
  const complete = A.legal.filter((a) => a === '--' || (A.clicks.length && path(a).length === A.clicks.length && A.clicks.every((sq, k) => path(a)[k] === sq)));
  if (!complete.length) return;
  const label = document.createElement('span');
  label.textContent = t('choose');
  box.append(label);
  for (const action of complete) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'button';
    b.textContent = action;
    b.dataset.action = action;
    b.addEventListener('click', () => play(action));
    box.append(b);
  }
}

// ---------- moving through the game and trying actions ----------

function go(ply) {
  A.variation = null;
  A.clicks = [];
  A.at = Math.max(0, Math.min(A.actions.length, ply));
  redraw();
}

async function onSquare(sq) {
  if (!A.rules) return;
  const clicks = [...A.clicks, sq];
  const fits = (c) => A.legal.filter((a) => c.every((s, k) => path(a)[k] === s));
  let matching = fits(clicks);
  if (!matching.length) {
    // A new start: the square begins an action, else the selection goes.
    matching = fits([sq]);
    A.clicks = matching.length ? [sq] : [];
  } else A.clicks = clicks;
  const complete = matching.filter((a) => path(a).length === A.clicks.length);
  const longer = matching.some((a) => path(a).length > A.clicks.length);
  if (complete.length === 1 && !longer) return play(complete[0]);
  await redraw();
}

async function play(action) {
  const e = await worker();
  A.clicks = [];
  if (!A.variation && A.actions[A.at] === action) {
    A.at += 1; // the game's own action: follow the line
  } else {
    const { position } = shown();
    const next = await e.play(A.rules, position, action);
    if (!A.variation) A.variation = { from: A.at, actions: [], positions: [position] };
    A.variation.actions.push(action);
    A.variation.positions.push(next);
  }
  $('an-announce').textContent = t('played', { action });
  await redraw();
}

function back() {
  if (A.variation) {
    A.variation.actions.pop();
    A.variation.positions.pop();
    if (!A.variation.actions.length) A.variation = null;
    A.clicks = [];
    return redraw();
  }
  return go(A.at - 1);
}

$('an-first').addEventListener('click', () => go(0));
$('an-prev').addEventListener('click', back);
$('an-next').addEventListener('click', () => go((A.variation ? A.variation.from : A.at) + 1));
$('an-last').addEventListener('click', () => go(A.actions.length));
$('an-mainline').addEventListener('click', () => go(A.variation.from));
$('an-run').addEventListener('click', () => run().catch(failed));
$('an-graph').addEventListener('click', (event) => {
  const target = event.target.closest('[data-ply]');
  if (target) go(Number(target.dataset.ply));
});
// The keys move through the game wherever the focus is in the view, or on the page itself (a
// button disabled under the finger, as Last at the end, gives the focus back to the page). On a
// right-to-left page the arrows follow the buttons, whose order is mirrored.
document.addEventListener('keydown', (event) => {
  if ($('an-view').hidden || event.altKey || event.ctrlKey || event.metaKey) return;
  const inView = event.target.closest && event.target.closest('#an-view');
  if (!inView && event.target !== document.body) return;
  if (event.target.closest('input, textarea, select')) return;
  const rtl = document.documentElement.dir === 'rtl';
  const next = () => go((A.variation ? A.variation.from : A.at) + 1);
  const keys = { ArrowLeft: rtl ? next : back, ArrowRight: rtl ? back : next, Home: () => go(0), End: () => go(A.actions.length) };
  if (keys[event.key] && !event.target.closest('[data-square]')) {
    event.preventDefault();
    keys[event.key]();
  }
});
$('an-paste').addEventListener('submit', (event) => {
  event.preventDefault();
  loadRecord($('an-record').value).catch(failed);
});
$('an-open-editor').addEventListener('click', () => openEditor(null));
$('an-edit-here').addEventListener('click', () => openEditor({ rules: A.rules, position: shown().position }));

function failed(err) {
  console.error(err);
  $('an-record-error').textContent = t('engine-failed');
}

setupEditor({ t, worker, startOf, showGame });

const game = new URLSearchParams(location.search).get('game');
if (data.editor) {
  $('an-source').open = false;
  openEditor(null);
} else if (game) {
  const loading = $('an-loading');
  loading.hidden = false;
  loading.textContent = t('loading');
  fetch(`/api/games/${encodeURIComponent(game)}/record`)
    .then((r) => {
      if (!r.ok) throw new Error(String(r.status));
      return r.text();
    })
    .then((text) => {
      $('an-record').value = text;
      loading.hidden = true;
      return loadRecord(text);
    })
    .catch((err) => {
      console.error(err);
      loading.textContent = t('record-fetch');
    });
} else {
  $('an-source').open = true;
}

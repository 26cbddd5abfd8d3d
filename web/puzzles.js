// The puzzle trainer (/{lang}/puzzles, docs/puzzles.md): a position where exactly one action
// wins, played on the game page's own board and panels (game.js) with the page playing the
// computer's part (game/local.js, `opponent: 'puzzle'`): the solver's action must be the
// line's, the computer answers with the line's reply.
//
// The packs are files of web/puzzles/ (one per preset, a puzzle a line: `id position line
// themes rating`, tab-separated), fetched beside this script, so the service worker keeps them
// and the page works with no connection once opened. The player's Glicko-2 rating and the
// puzzles played are kept in localStorage (key `yote-puzzles`); the rating is computed by the
// engine module (web/engine/), the same Glicko-2 as the server's (crates/yote-rating).

import { messageText } from './errors.js';
import { data, S, $ } from './game/state.js';
import { playLocal } from './game/local.js';
import { suggest } from './game/hint.js';
import { describeAction } from './game/text.js';
import { play } from './game/connection.js';
import { parseAction } from './yote.js';
import { loadEngine } from './engine/engine.js';

const KEY = 'yote-puzzles';
/** A rating's deviation above this is shown as provisional ("1500?"), as lichess does. */
const PROVISIONAL_RD = 110;
/** A puzzle is drawn at random among this many unplayed ones nearest the player's rating. */
const NEAREST = 8;

const M = data.puzzle_messages;
function t(key, args = {}) { return messageText(M, key, args, data.lang); }

const packs = new Map(); // preset name → its puzzles
let handlers = null;
let current = null;      // { puzzle, game, rated, hinted, mistakes }
let engine = null;       // the engine module, loaded before the first puzzle shows

/** What is kept on this device: the rating and the puzzles played (id → 1 solved, 0 failed). */
function kept() {
  try {
    const k = JSON.parse(localStorage.getItem(KEY) || 'null');
    const rated = k && (k.rating === null || typeof k.rating?.rating === 'number');
    if (rated && k.played && typeof k.played === 'object') return k;
  } catch { /* unreadable: start again */ }
  return { rating: null, played: {} };
}

/** The player's rating: the kept one, else a newcomer's. */
function ratingOf(k) {
  return k.rating ?? engine.ratingStart();
}

function save(k) {
  try { localStorage.setItem(KEY, JSON.stringify(k)); } catch { /* storage full or off: not kept */ }
}

function ratingText(r) {
  return `${Math.round(r.rating)}${r.rd > PROVISIONAL_RD ? '?' : ''}`;
}

function renderRating() {
  if (engine) $('puzzle-my-rating').textContent = ratingText(ratingOf(kept()));
}

/** A pack's text: its puzzles, comment lines left out. */
export function parsePack(text) {
  const out = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [id, position, moves, themes, rating] = line.split('\t');
    out.push({ id, position, line: moves.split(' '), themes: themes ? themes.split(' ') : [], rating: Number(rating) });
  }
  return out;
}

async function pack(rules) {
  if (!packs.has(rules)) {
    const response = await fetch(new URL(`./puzzles/${rules}.txt`, import.meta.url));
    if (!response.ok) throw new Error(`pack ${rules}: ${response.status}`);
    packs.set(rules, parsePack(await response.text()));
  }
  return packs.get(rules);
}

/** `id`'s puzzle, or (no such puzzle in the pack) the next one for these choices: an unplayed
 * one near the player's rating (any one when every one has been played). */
function choose(puzzles, theme, id = null) {
  const asked = id && puzzles.find((p) => p.id === id);
  if (asked) return asked;
  const k = kept();
  const fitting = puzzles.filter((p) => !theme || p.themes.includes(theme));
  const fresh = fitting.filter((p) => !(p.id in k.played));
  const pool = fresh.length ? fresh : fitting;
  if (pool.length === 0) return null;
  const mine = ratingOf(k).rating;
  const near = [...pool].sort((a, b) => Math.abs(a.rating - mine) - Math.abs(b.rating - mine)).slice(0, NEAREST);
  return near[Math.floor(Math.random() * near.length)];
}

/** Words joined as the language lists them ("a, b and c"), where the browser knows how. */
function list(words) {
  try {
    return new Intl.ListFormat(data.lang, { type: 'unit' }).format(words);
  } catch {
    return words.join(', ');
  }
}

/** Says `text` under the board, and brings it on the screen: on a phone it may fall below the
 * first screen, the board then going up by as much. */
function feedback(text) {
  const said = $('puzzle-feedback');
  said.textContent = text;
  if (text) requestAnimationFrame(() => said.scrollIntoView({ block: 'nearest' }));
}

function sideOf(position) { return position.split(' ')[1] === 'w' ? 'white' : 'black'; }

async function next(id = null) {
  const rules = $('puzzle-rules').value;
  feedback('');
  $('puzzle-about').hidden = true;
  let puzzles;
  try {
    puzzles = await pack(rules);
    if (!engine) {
      engine = await loadEngine();
      renderRating();
    }
  } catch (e) {
    console.error(e);
    $('puzzle-task').textContent = t('load-failed');
    return;
  }
  const puzzle = choose(puzzles, $('puzzle-theme').value, id);
  if (!puzzle) {
    $('puzzle-task').textContent = t('none');
    for (const b of ['puzzle-hint', 'puzzle-solution']) $(b).disabled = true;
    return;
  }
  const full = data.presets.find((p) => p.name === rules).full;
  const human = sideOf(puzzle.position);
  const game = {
    id: `puzzle-${puzzle.id}`, opponent: 'puzzle', human, level: 'master', rules, rules_full: full,
    start: puzzle.position, line: puzzle.line, actions: [], outcome: null,
  };
  current = { puzzle, game, rated: false, hinted: false, mistakes: 0, solution: false };
  disarmSolution();
  const url = new URL(location.href);
  url.searchParams.set('rules', rules);
  url.searchParams.set('id', puzzle.id);
  history.replaceState(null, '', url);
  $('puzzle-task').textContent = t('task', { side: human });
  $('puzzle-hint').disabled = false;
  $('puzzle-solution').disabled = false;
  $('puzzle-next').disabled = false;
  document.body.classList.add('puzzle-on');
  await playLocal(game, handlers, { changed, opening() {}, wrong, solved });
}

/** Rates the puzzle once: its first result counts, a hint before it makes it unrated. */
function rate(solvedIt) {
  if (current.rated) return null;
  current.rated = true;
  const k = kept();
  k.played[current.puzzle.id] = solvedIt ? 1 : 0;
  if (current.hinted) { save(k); return null; }
  const before = ratingOf(k).rating;
  try {
    k.rating = engine.afterPuzzle(k.rating, current.puzzle.rating, solvedIt);
  } catch {
    // A kept rating that is not one (edited by hand): counted again from a newcomer's.
    k.rating = engine.afterPuzzle(null, current.puzzle.rating, solvedIt);
  }
  save(k);
  renderRating();
  const change = Math.round(k.rating.rating) - Math.round(before);
  return t('rating-change', { rating: ratingText(k.rating), change: change >= 0 ? `+${change}` : `−${-change}` });
}

/** After each of the solver's actions on the line and each reply. */
function changed(game) {
  if (!current || game !== current.game) return;
  const n = game.actions.length;
  if (n > 0 && n < game.line.length && n % 2 === 0) {
    feedback('');
    $('puzzle-task').textContent = t('keep-going');
    if (current.solution) setTimeout(() => play(game.line[n]), 600);
  }
}

function wrong(action) {
  if (!current) return;
  current.mistakes += 1;
  const said = rate(false);
  const expected = current.game.line[current.game.actions.length];
  const a = parseAction(action);
  const e = parseAction(expected);
  const parts = [];
  if (a.kind === 'jump' && e.kind === 'jump' && action.split('/')[0] === expected.split('/')[0]) parts.push(t('wrong-removal'));
  else parts.push(t('wrong', { action: describeAction(action, current.game.human) }), hintText(e));
  if (said) parts.push(said);
  feedback(parts.join(' '));
  suggest(expected, true);
}

function hintText(e) {
  return e.kind === 'place' ? t('hint-place') : t('hint-piece', { square: e.from });
}

function solved() {
  if (!current) return;
  const said = current.solution ? null : rate(true);
  const words = [t(current.solution ? 'shown' : current.mistakes ? 'solved-after-mistake' : 'solved')];
  if (said) words.push(said);
  else if (current.hinted && !current.solution && !current.mistakes) words.push(t('unrated'));
  feedback(words.join(' '));
  $('puzzle-task').textContent = '';
  const themes = list(current.puzzle.themes.map((th) => t(`theme-${th}`)));
  $('puzzle-about').textContent = t('about', { id: current.puzzle.id, rating: current.puzzle.rating, themes });
  $('puzzle-about').hidden = false;
  $('puzzle-hint').disabled = true;
  $('puzzle-solution').disabled = true;
  $('puzzle-next').focus();
}

function hint() {
  if (!current || !S.st || !(S.st.legal_actions || []).length) return;
  current.hinted = true;
  const expected = current.game.line[current.game.actions.length];
  const first = current.puzzle.themes[0];
  const words = [hintText(parseAction(expected))];
  if (first) words.push(t('hint-theme', { theme: t(`theme-${first}`) }));
  feedback(words.join(' '));
  suggest(expected, true);
}

/** How long "Show it anyway" waits for the second tap. */
const SOLUTION_CONFIRM_MS = 6000;
let solutionArmed = null;
/** The button's own words, from the page. */
const solutionLabel = $('puzzle-solution').textContent;

function disarmSolution() {
  clearTimeout(solutionArmed);
  solutionArmed = null;
  $('puzzle-solution').textContent = solutionLabel;
}

/** Shows the solution: counted as failed, then the solver's actions are played for them. When
 * it would cost rating points (the puzzle neither rated yet nor made unrated by a hint), the
 * first tap says so and the button becomes "Show it anyway". */
function solution() {
  if (!current) return;
  if (!current.rated && !current.hinted && !solutionArmed) {
    feedback(t('solution-costs'));
    $('puzzle-solution').textContent = t('solution-anyway');
    solutionArmed = setTimeout(disarmSolution, SOLUTION_CONFIRM_MS);
    return;
  }
  disarmSolution();
  const said = rate(false);
  current.solution = true;
  if (said) feedback(said);
  const n = current.game.actions.length;
  if (S.st && (S.st.legal_actions || []).length) play(current.game.line[n]);
}

/** Called by game.js with the game page's handlers for the server's messages. */
export function start(pageHandlers) {
  handlers = pageHandlers;
  const params = new URLSearchParams(location.search);
  const rules = params.get('rules');
  if (rules && data.presets.some((p) => p.name === rules)) $('puzzle-rules').value = rules;
  renderRating();
  $('puzzle-next').addEventListener('click', () => next());
  $('puzzle-hint').addEventListener('click', hint);
  $('puzzle-solution').addEventListener('click', solution);
  $('puzzle-rules').addEventListener('change', () => next());
  $('puzzle-theme').addEventListener('change', () => next());
  $('game').setAttribute('aria-busy', 'false');
  next(params.get('id')).catch((e) => console.error(e));
}

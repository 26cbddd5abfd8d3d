// The offline page (/{lang}/offline): a new game against the computer or on this device, and
// the games kept in this browser, played and replayed on the game page's own board and panels
// (game.js) with the page playing the server's part (game/local.js). docs/site.md "Offline".
//
// The games are kept in localStorage (key `yote-offline-games`): a game is a few hundred bytes
// to a few kilobytes (its actions in notation), read and written whole at each action, which
// localStorage's synchronous calls do in well under a millisecond; IndexedDB's asynchronous
// transactions would buy nothing at this size.

import { messageText, errorText } from './errors.js';
import { data, S, $ } from './game/state.js';
import { playLocal, closeLocal, newId, engineReady } from './game/local.js';
import { parseRules } from './yote.js';
import { dateFormat } from './dates.js';

const KEY = 'yote-offline-games';
/** The 50 games played last are kept: about 100 KB at most (a long game is 2 KB), a small share
 * of the 5 MB a site gets, and more than a list on one screen needs. */
const MAX = 50;

const M = data.offline_messages;
function t(key, args = {}) { return messageText(M, key, args, data.lang); }

/** The games kept, the last played first. */
export function keptGames() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter((g) => g && typeof g.id === 'string' && Array.isArray(g.actions)) : [];
  } catch {
    return [];
  }
}

/** Keeps `game` (new or changed), dropping the oldest beyond MAX. */
function keep(game) {
  try {
    const list = keptGames().filter((g) => g.id !== game.id);
    list.unshift({ ...game, actions: [...game.actions] });
    list.sort((a, b) => b.updated - a.updated);
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX)));
  } catch { /* storage full or off: the game still plays, it is not kept */ }
  renderList();
}

let handlers = null;

/** Called by game.js with the game page's handlers for the server's messages. */
export function start(pageHandlers) {
  handlers = pageHandlers;
  renderNetwork();
  addEventListener('online', renderNetwork);
  addEventListener('offline', renderNetwork);
  renderList();
  $('offline-new').addEventListener('submit', (e) => { e.preventDefault(); newGame(); });
  for (const radio of document.querySelectorAll('input[name=offline-opponent]')) radio.addEventListener('change', renderForm);
  $('offline-back').addEventListener('click', showLobby);
  customRules(new URLSearchParams(location.search).get('rules'));
  renderForm();
  $('game').setAttribute('aria-busy', 'false');
  // Load the engine while the player chooses, so the first action is answered at once.
  engineReady().catch((e) => console.error(e));
}

function renderNetwork() {
  const offline = navigator.onLine === false;
  $('offline-state').textContent = t(offline ? 'offline' : 'online');
  document.body.classList.toggle('is-offline', offline);
}

function renderForm() {
  const computer = document.querySelector('input[name=offline-opponent]:checked').value === 'computer';
  $('offline-level-row').hidden = !computer;
  $('offline-colour-row').hidden = !computer;
}

/** `?rules=<rules string>` (a preset and options, RULES.md §2) is offered first in the rules
 * list, made full from its preset's options; the engine says whether it can be played. */
function customRules(text) {
  if (!text) return;
  const [name, ...parts] = text.split(',');
  const base = data.presets.find((p) => p.name === name);
  if (!base) return;
  const options = base.full.split(',');
  for (const part of parts) {
    const key = part.split('=')[0];
    const at = options.findIndex((o, i) => i > 0 && o.split('=')[0] === key);
    if (at > 0) options[at] = part;
    else options.push(part); // unknown: the engine refuses it
  }
  data.presets.unshift({ name: text, full: options.join(',') });
  const option = document.createElement('option');
  option.value = text;
  option.textContent = text;
  $('offline-rules').prepend(option);
  $('offline-rules').value = text;
}

function optionText(select, value) {
  const option = [...$(select).options].find((o) => o.value === value);
  return option ? option.textContent : value;
}

async function newGame() {
  const opponent = document.querySelector('input[name=offline-opponent]:checked').value;
  const preset = data.presets.find((p) => p.name === $('offline-rules').value) || data.presets[0];
  let colour = $('offline-colour').value;
  // Bodogemu draws the colours, as the server does.
  if (colour === 'random' || preset.name.split(',')[0] === 'bodogemu') colour = Math.random() < 0.5 ? 'white' : 'black';
  try {
    (await engineReady()).legal(preset.full, '');
  } catch (e) {
    $('offline-error').textContent = String(e.message).startsWith('rules') ? errorText(data.messages, { code: 'bad-rules', args: { rules: preset.name } }) : t('engine-failed');
    return;
  }
  const now = Date.now();
  const game = {
    id: newId(),
    rules: preset.name,
    rules_full: preset.full,
    opponent,
    level: opponent === 'computer' ? $('offline-level').value : null,
    human: opponent === 'computer' ? colour : 'white',
    actions: [],
    outcome: null,
    created: now,
    updated: now,
  };
  keep(game);
  openGame(game);
}

function openGame(game) {
  playLocal(game, handlers, { changed: keep, opening, tables: renderTables }).catch((e) => {
    console.error(e);
    $('offline-error').textContent = t('engine-failed');
    showLobby();
  });
}

/** What the endgame tables mean for the computer's next action (docs/tablebases.md "In the
 * page"): said while the game is in an ending they hold, nothing otherwise. */
function renderTables({ state, bytes }) {
  const note = $('offline-tables');
  // Two significant digits (0.77, 3.4): Western digits in every language, as everywhere.
  const mb = (n) => (n / 1e6).toLocaleString(data.lang === 'ar' ? 'en' : data.lang, { minimumSignificantDigits: 2, maximumSignificantDigits: 2 });
  if (state === 'none') {
    note.hidden = true;
    note.textContent = '';
    return;
  }
  if (state === 'loaded' && bytes === 0 && !note.hidden && note.dataset.state === 'loaded') return;
  note.dataset.state = state;
  note.textContent = state === 'loaded'
    ? (bytes > 0 ? t('tables-loaded', { mb: mb(bytes) }) : t('tables-known'))
    : state === 'too-large' ? t('tables-too-large', { mb: mb(bytes) }) : t('tables-unavailable');
  note.hidden = false;
}

/** A game (or its rematch) comes on the board: the game page starts afresh. */
function opening(game) {
  S.st = null;
  S.sel = null;
  S.replayAt = null;
  S.bannerClosed = false;
  S.pending = false;
  S.thinking = false;
  S.rules = parseRules(game.rules_full);
  document.body.classList.add('offline-playing');
  $('offline-choose').hidden = true;
  $('offline-back').hidden = false;
  $('offline-error').textContent = '';
  $('offline-tables').hidden = true;
  // The board on the first screen, under the one-line notice.
  window.scrollTo(0, 0);
}

function showLobby() {
  closeLocal();
  document.body.classList.remove('offline-playing');
  $('offline-choose').hidden = false;
  $('offline-back').hidden = true;
  $('offline-tables').hidden = true;
  renderList();
  $('offline-heading').focus();
}

function resultText(g, n) {
  const o = g.outcome;
  if (!o) return t('in-progress', { n });
  if (o.reason === 'aborted') return t('aborted');
  if (!o.winner) return t('draw');
  if (g.opponent === 'local') return t(o.winner === 'white' ? 'white-won' : 'black-won');
  return t(o.winner === g.human ? 'you-won' : 'you-lost');
}

function renderList() {
  const list = $('offline-games');
  const games = keptGames();
  $('offline-none').hidden = games.length > 0;
  const date = dateFormat(data.lang, { dateStyle: 'medium', timeStyle: 'short' });
  list.replaceChildren(...games.map((g) => {
    const li = document.createElement('li');
    li.className = 'offline-game';
    li.dataset.game = g.id;
    const text = document.createElement('div');
    const who = document.createElement('strong');
    who.textContent = g.opponent === 'computer'
      ? t('vs-computer', { level: messageText(data.messages, `level-${g.level}`, {}, data.lang) }) + ' · ' + t(g.human === 'white' ? 'you-white' : 'you-black')
      : t('on-device');
    const details = document.createElement('small');
    details.textContent = [optionText('offline-rules', g.rules), resultText(g, g.actions.length), date.format(new Date(g.updated))].join(' · ');
    text.append(who, document.createElement('br'), details);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = g.outcome ? 'button' : 'button primary';
    button.textContent = t(g.outcome ? 'replay' : 'resume');
    button.addEventListener('click', () => openGame(g));
    li.append(text, button);
    return li;
  }));
}

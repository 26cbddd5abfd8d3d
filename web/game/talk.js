// What the two players say to each other (docs/protocol.md §3.4): preset phrases, sent as ids
// and shown in this reader's language, and typed lines at a friend table. Shown to the players
// only; a player may mute the other for the rest of the game (kept in this browser). Lines are
// text, never markup (`textContent`).

import { data, S, $, you } from './state.js';
import { t } from './text.js';
import { request } from './connection.js';
import { errorText } from '../errors.js';

/** The lines so far, as the server sent them. */
let lines = [];
let wired = false;

const muteKey = () => `yote-mute-chat-${data.id}`;

function chatMuted() {
  try { return localStorage.getItem(muteKey()) === '1'; } catch { return false; }
}

function setChatMuted(on) {
  try {
    if (on) localStorage.setItem(muteKey(), '1'); else localStorage.removeItem(muteKey());
  } catch { /* a browser without storage mutes for this page only */ }
  mutedHere = on;
}

let mutedHere = null;
const isMuted = () => (mutedHere === null ? chatMuted() : mutedHere);

/** A `chat` message: every line after a hello (`history`), else the new ones. */
export function chatArrived(msg) {
  if (!Array.isArray(msg.lines)) return;
  lines = msg.history ? msg.lines.slice() : lines.concat(msg.lines);
  renderTalk();
}

function who(side) {
  if (side === you()) return t('chat-you');
  const named = S.names && S.names[side];
  return named && !named.name.startsWith('computer:') && named.name !== 'deleted:' ? named.name : t('chat-opponent');
}

function wire() {
  if (wired) return;
  wired = true;
  for (const button of document.querySelectorAll('#phrases [data-phrase]')) {
    button.addEventListener('click', () => {
      if (request('say', { phrase: button.dataset.phrase })) button.disabled = true;
    });
  }
  $('talk-text').addEventListener('input', countChars);
  $('talk-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $('talk-text');
    const text = input.value.trim();
    if (!text) return;
    request('chat', { text }, (answer) => lineAnswered(input, text, answer));
  });
  // The opponent's words under the board: a tap brings the talk, ready for an answer.
  $('talk-last').addEventListener('click', () => {
    $('talk').scrollIntoView({ block: 'nearest' });
    const field = $('talk-form').hidden ? document.querySelector('#phrases [data-phrase]:not(:disabled)') : $('talk-text');
    if (field) field.focus({ preventScroll: true });
  });
  $('talk-mute').addEventListener('click', () => {
    setChatMuted(!isMuted());
    renderTalk();
  });
}

/** From this many characters on, how many of the field's 140 are used shows beside it. */
const COUNT_FROM = 100;

function countChars() {
  const input = $('talk-text');
  const count = $('talk-count');
  const n = input.value.length;
  count.hidden = n < COUNT_FROM;
  // Digits as the panels write ratings, in every language.
  count.textContent = `${n}/${input.maxLength}`;
  count.classList.toggle('full', n >= input.maxLength);
}

/** The server's answer to a typed line: taken, the field empties (unless a new line is being
 * typed); refused, the line stays in the field to be sent again, and why is said beside it. */
function lineAnswered(input, text, answer) {
  const note = $('talk-note');
  if (answer.type === 'ack') {
    if (input.value.trim() === text) input.value = '';
    note.textContent = '';
    countChars();
    return;
  }
  note.textContent = answer.code === 'chat-too-fast'
    ? t('chat-too-fast')
    : errorText(data.messages, answer, data.lang);
}

/** Draws the talk card: shown to a player facing a person, the form at a friend table. */
export function renderTalk() {
  const card = $('talk');
  if (!card) return;
  const talk = S.st && S.st.you ? S.st.you.talk : null;
  card.hidden = !talk;
  $('talk-last').hidden = true;
  if (!talk) return;
  wire();
  $('talk-form').hidden = talk !== 'lines';
  const me = you();
  const off = isMuted();
  const mute = $('talk-mute');
  mute.setAttribute('aria-pressed', off ? 'true' : 'false');
  mute.textContent = t(off ? 'chat-unmute' : 'chat-mute');
  $('talk-muted').hidden = !off;
  for (const button of document.querySelectorAll('#phrases [data-phrase]')) {
    button.disabled = lines.some((l) => l.side === me && l.phrase === button.dataset.phrase);
  }
  const list = $('talk-lines');
  const shown = lines.filter((l) => l.side === me || !off);
  const items = shown.map((l) => {
    const li = document.createElement('li');
    li.dataset.side = l.side;
    li.append(...spoken(l));
    return li;
  });
  list.replaceChildren(...items);
  list.hidden = items.length === 0;
  // On a phone the talk is far below the board: the opponent's last words are shown under it.
  const theirs = shown.filter((l) => l.side !== me);
  const last = $('talk-last');
  last.hidden = theirs.length === 0;
  if (theirs.length) last.replaceChildren(...spoken(theirs[theirs.length - 1]));
}

/** A line as shown: the speaker's name, isolated from the words (a Latin name in Arabic text),
 * and the words, a typed line in its own direction. */
function spoken(l) {
  const name = document.createElement('b');
  const named = document.createElement('bdi');
  named.textContent = who(l.side);
  name.append(named, ':');
  const said = document.createElement('span');
  said.textContent = l.phrase ? t(`phrase-${l.phrase}`) : l.text;
  if (l.phrase) said.className = 'phrase';
  else said.dir = 'auto';
  return [name, ' ', said];
}

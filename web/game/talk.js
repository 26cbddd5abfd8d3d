// What the two players say to each other (docs/protocol.md §3.4): preset phrases, sent as ids
// and shown in this reader's language, and typed lines at a friend table. Shown to the players
// only. A player may mute the other: a named opponent in every game, kept with the player on
// the server (docs/moderation.md "Mute"); an unnamed one for the rest of the game, kept in this
// browser. Lines are text, never markup (`textContent`).

import { data, S, $, you } from './state.js';
import { t } from './text.js';
import { request } from './connection.js';
import { errorText } from '../errors.js';
import { reportButton } from '../report.js';

/** Shows the "Report" button beside the mute when the opponent is a named player
 * (docs/moderation.md "Reports"); made once, with the talk. */
let showReport = null;

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

/** The names this browser's player has muted (`null` until asked, or for a browser without a
 * player); asked once, when the game's players are known to be named. */
let mutedNames = null;
let mutesAsked = false;

/** The opponent's name when both players are named people (a lobby game, a rated table): the
 * one a mute follows into every game. */
function namedOpponent() {
  const n = S.names;
  if (!n || (n.you !== 'white' && n.you !== 'black')) return null;
  const them = n[n.you === 'white' ? 'black' : 'white'];
  const name = them && them.name;
  return name && !name.startsWith('computer:') && name !== 'deleted:' ? name : null;
}

async function askMutes() {
  if (mutesAsked || !namedOpponent()) return;
  mutesAsked = true;
  try {
    const r = await fetch('/api/player/mutes', { credentials: 'same-origin' });
    if (!r.ok) return;
    mutedNames = new Set((await r.json()).muted);
    renderTalk();
  } catch { /* offline: the per-game mute still works */ }
}

/** Mutes the named opponent in every game, or hears them again; says why where it failed. */
async function setPlayerMuted(name, on) {
  const note = $('talk-note');
  try {
    const r = await fetch(`/api/player/mutes/${encodeURIComponent(name)}`, { method: on ? 'PUT' : 'DELETE', credentials: 'same-origin' });
    const body = await r.json().catch(() => ({}));
    if (!r.ok) {
      note.textContent = errorText(data.messages, body.error || { code: 'unknown' }, data.lang);
      return;
    }
    mutedNames = new Set(body.muted);
    note.textContent = '';
    // Heard again: this game's own mute goes too.
    if (!on) setChatMuted(false);
  } catch {
    note.textContent = errorText(data.messages, { code: 'network' }, data.lang);
  }
  renderTalk();
}

function isMuted() {
  const name = namedOpponent();
  if (name && mutedNames && mutedNames.has(name)) return true;
  return mutedHere === null ? chatMuted() : mutedHere;
}

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
  const box = document.createElement('div');
  box.className = 'talk-report';
  $('talk-mute').after(box);
  showReport = reportButton(box, {
    who: namedOpponent,
    game: () => data.id,
    messages: data.messages,
    lang: data.lang,
    reason: 'chat',
  });
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
    const name = namedOpponent();
    if (name && mutedNames) {
      setPlayerMuted(name, !isMuted());
      return;
    }
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
  askMutes();
  const me = you();
  const off = isMuted();
  const mute = $('talk-mute');
  mute.setAttribute('aria-pressed', off ? 'true' : 'false');
  // A named opponent is muted in every game; another for this game.
  const everywhere = namedOpponent() && mutedNames ? namedOpponent() : null;
  mute.textContent = everywhere
    ? t(off ? 'chat-unmute-player' : 'chat-mute-player', { name: everywhere })
    : t(off ? 'chat-unmute' : 'chat-mute');
  if (showReport) showReport();
  $('talk-muted').hidden = !off;
  $('talk-muted').textContent = everywhere ? t('chat-muted-player', { name: everywhere }) : t('chat-muted');
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

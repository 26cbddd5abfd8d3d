// The position editor: any rules (a preset or a rules string), pieces put on and taken off the
// board, the hands, the plies since the last capture and the side to move, as the position
// notation has them (RULES.md §4). "Check and explore" checks the position with the engine and
// opens it on the analysis board; a refusal is said in the page's language.

import { makeBoard, readPosition, writePosition } from './board.js';

const $ = (id) => document.getElementById(id);

let ctx = null; // { t, worker, startOf, showGame }
let rules = 'standard';
let pieces = 12;
let pos = null; // readPosition's shape
let board = null;

export function setupEditor(context) {
  ctx = context;
  board = makeBoard($('ed-board'), onSquare);
  $('ed-preset').addEventListener('change', () => {
    $('ed-rules').value = $('ed-preset').value;
    setRules($('ed-rules').value, null);
  });
  $('ed-rules').addEventListener('change', () => setRules($('ed-rules').value.trim(), null));
  for (const id of ['ed-white-hand', 'ed-black-hand', 'ed-quiet']) $(id).addEventListener('input', fromFields);
  for (const input of document.querySelectorAll('input[name="ed-side"]')) input.addEventListener('change', fromFields);
  $('ed-clear').addEventListener('click', () => {
    if (!pos) return;
    pos.squares.clear();
    draw();
  });
  $('ed-check').addEventListener('click', () => check().catch((err) => {
    console.error(err);
    error(ctx.t('engine-failed'));
  }));
}

/** Opens the editor, on { rules, position } or on the start of the rules chosen. */
export async function openEditor(from) {
  const section = $('an-editor');
  section.hidden = false;
  if (from && from.rules) {
    $('ed-rules').value = from.rules;
    await setRules(from.rules, from.position);
  } else if (!pos) {
    await setRules($('ed-rules').value.trim() || 'standard', null);
  }
  section.scrollIntoView({ block: 'start' });
  $('ed-title').setAttribute('tabindex', '-1');
  $('ed-title').focus({ preventScroll: true });
}

function error(text) {
  $('ed-error').textContent = text;
  $('ed-error').classList.toggle('ok', false);
  if (text) $('ed-error').scrollIntoView({ block: 'nearest' });
}

/** New rules: the board of their size, empty with full hands (or `position`, when given). */
async function setRules(text, position) {
  error('');
  let start;
  try {
    start = await ctx.startOf(text);
  } catch {
    error(ctx.t('ed-bad-rules'));
    return;
  }
  rules = text;
  const preset = text.split(',')[0];
  if ([...$('ed-preset').options].some((o) => o.value === preset)) $('ed-preset').value = preset;
  pieces = readPosition(start).hands[0];
  pos = readPosition(position || start);
  for (const id of ['ed-white-hand', 'ed-black-hand']) $(id).max = String(pieces);
  $('ed-white-hand').value = String(pos.hands[0]);
  $('ed-black-hand').value = String(pos.hands[1]);
  $('ed-quiet').value = String(pos.quiet);
  for (const input of document.querySelectorAll('input[name="ed-side"]')) input.checked = input.value === pos.side;
  draw();
}

function tool() {
  return document.querySelector('input[name="ed-tool"]:checked').value;
}

function onSquare(sq) {
  if (!pos) return;
  const kind = tool();
  // The same piece again takes it off: a tap toggles, as on a real board.
  if (!kind || pos.squares.get(sq) === kind) pos.squares.delete(sq);
  else pos.squares.set(sq, kind);
  draw();
}

/** Reads a whole number from 0 out of a field, else NaN. */
function count(id) {
  const text = $(id).value.trim();
  return /^\d+$/.test(text) ? Number(text) : NaN;
}

function fromFields() {
  if (!pos) return;
  pos.hands = [count('ed-white-hand'), count('ed-black-hand')];
  pos.quiet = count('ed-quiet');
  pos.side = document.querySelector('input[name="ed-side"]:checked').value;
  draw();
}

function draw() {
  const t = ctx.t;
  board.draw(writePosition({ ...pos, hands: pos.hands.map((n) => (Number.isNaN(n) ? 0 : n)), quiet: Number.isNaN(pos.quiet) ? 0 : pos.quiet }), {
    label: (sq, kind) => (kind ? t('square-piece', { square: sq, side: t(kind === 'W' ? 'white' : 'black') }) : t('square-empty', { square: sq })),
  });
  $('ed-position').textContent = [pos.hands[0], pos.hands[1], pos.quiet].some(Number.isNaN) ? '' : writePosition(pos);
}

/** Checks the position (here, then with the engine) and opens it on the analysis board. */
async function check() {
  const t = ctx.t;
  error('');
  // The rules in the field are the board's, or they could not be read: then nothing is checked.
  const typed = $('ed-rules').value.trim() || 'standard';
  if (typed !== rules) await setRules(typed, null);
  $('ed-rules').removeAttribute('aria-invalid');
  if (typed !== rules) {
    $('ed-rules').setAttribute('aria-invalid', 'true');
    $('ed-rules').setAttribute('aria-describedby', 'ed-error');
    return error(t('ed-bad-rules'));
  }
  fromFields();
  const hands = ['ed-white-hand', 'ed-black-hand'];
  for (const id of [...hands, 'ed-quiet']) $(id).removeAttribute('aria-invalid');
  const bad = [...hands, 'ed-quiet'].filter((id) => Number.isNaN(count(id)));
  for (const id of bad) {
    $(id).setAttribute('aria-invalid', 'true');
    $(id).setAttribute('aria-describedby', 'ed-error');
  }
  if (bad.length) return error(t('ed-bad-number'));
  for (const [i, kind] of [[0, 'W'], [1, 'B']]) {
    const onBoard = [...pos.squares.values()].filter((k) => k === kind).length;
    const total = onBoard + pos.hands[i];
    if (total > pieces) {
      $(hands[i]).setAttribute('aria-invalid', 'true');
      $(hands[i]).setAttribute('aria-describedby', 'ed-error');
      return error(t('ed-too-many', { side: t(i === 0 ? 'white' : 'black'), count: total, pieces }));
    }
  }
  const text = writePosition(pos);
  const e = await ctx.worker();
  try {
    await e.legal(rules, text);
  } catch {
    return error(t('ed-bad-position'));
  }
  await ctx.showGame(rules, [text], []);
  $('ed-error').textContent = t('ed-ok');
  $('ed-error').classList.toggle('ok', true);
  $('an-view').scrollIntoView({ block: 'start' });
}

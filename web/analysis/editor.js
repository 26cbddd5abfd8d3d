// The position editor: any rules (a preset or a rules string), pieces put on and taken off the
// board, the hands, the plies since the last capture and the side to move, as the position
// notation has them (RULES.md §4). "Check and explore" checks the position with the engine and
// opens it on the analysis board; a refusal is said in the page's language. Other rules keep
// the position when their board can hold it (the same size, no more pieces of a side on it than
// the rules give), as lichess's editor keeps it when the variant changes; else the page asks,
// in its own words, before it empties the board.

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
  $('ed-preset').addEventListener('change', () => changeRules($('ed-preset').value));
  $('ed-rules').addEventListener('change', () => changeRules($('ed-rules').value.trim() || 'standard'));
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
  apply(text, start, readPosition(position || start));
}

/** The rules `text` (whose start is `start`, or `null`: the same rules) and the position `p`
 * on the editor. */
function apply(text, start, p) {
  rules = text;
  $('ed-rules').value = text;
  const preset = text.split(',')[0];
  if ([...$('ed-preset').options].some((o) => o.value === preset)) $('ed-preset').value = preset;
  if (start) pieces = readPosition(start).hands[0];
  pos = p;
  for (const id of ['ed-white-hand', 'ed-black-hand']) $(id).max = String(pieces);
  // A field that does not read as a number stays as the player typed it.
  const fields = [['ed-white-hand', pos.hands[0]], ['ed-black-hand', pos.hands[1]], ['ed-quiet', pos.quiet]];
  for (const [id, n] of fields) if (!Number.isNaN(n)) $(id).value = String(n);
  for (const input of document.querySelectorAll('input[name="ed-side"]')) input.checked = input.value === pos.side;
  draw();
}

/** The pieces of `kind` ('W' or 'B') on the board of `p`. */
function onBoard(p, kind) {
  return [...p.squares.values()].filter((k) => k === kind).length;
}

/** Changes to the rules `text`, keeping the position when their board can hold it, else
 * emptying it once the player agrees. Whether the editor now has these rules. */
async function changeRules(text) {
  if (pos && text === rules) {
    $('ed-rules').value = text;
    return true;
  }
  const t = ctx.t;
  error('');
  $('ed-rules').removeAttribute('aria-invalid');
  let start;
  try {
    start = await ctx.startOf(text);
  } catch {
    $('ed-rules').value = text;
    $('ed-rules').setAttribute('aria-invalid', 'true');
    $('ed-rules').setAttribute('aria-describedby', 'ed-error');
    error(t('ed-bad-rules'));
    return false;
  }
  const fresh = readPosition(start);
  if (!pos || pos.squares.size === 0) {
    apply(text, start, fresh);
    return true;
  }
  const counts = [onBoard(pos, 'W'), onBoard(pos, 'B')];
  const given = fresh.hands[0];
  const sameBoard = fresh.rows === pos.rows && fresh.columns === pos.columns;
  if (sameBoard && counts.every((n) => n <= given)) {
    // Each hand keeps what it held, within what the rules give; a side that had lost nothing
    // (all its pieces on the board or in hand) keeps all of the new rules' pieces.
    const hands = counts.map((n, i) => {
      const held = pos.hands[i];
      if (Number.isNaN(held) || n + held === pieces) return given - n;
      return Math.min(held, given - n);
    });
    apply(text, start, { ...pos, hands });
    return true;
  }
  const why = sameBoard
    ? t('ed-wipe-pieces', { side: t(counts[0] > given ? 'white' : 'black') })
    : t('ed-wipe-size', { rows: fresh.rows, columns: fresh.columns });
  if (await ask(why)) {
    apply(text, start, fresh);
    return true;
  }
  // Kept: the fields say the rules the board has.
  apply(rules, null, pos);
  return false;
}

let asked = null; // the pending question's answer, if one is shown

/** Asks `question` in the page (yes: empty the board); answers `true` or `false`. */
function ask(question) {
  if (asked) asked(false);
  const box = $('ed-confirm');
  $('ed-confirm-text').textContent = question;
  box.hidden = false;
  return new Promise((resolve) => {
    const yes = $('ed-confirm-yes');
    const no = $('ed-confirm-no');
    const done = (answer) => {
      yes.removeEventListener('click', onYes);
      no.removeEventListener('click', onNo);
      box.hidden = true;
      asked = null;
      resolve(answer);
    };
    const onYes = () => done(true);
    const onNo = () => done(false);
    yes.addEventListener('click', onYes);
    no.addEventListener('click', onNo);
    asked = done;
    yes.focus();
  });
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
  // The rules in the field are the board's, or they could not be read (or the player kept the
  // board as it was): then nothing is checked.
  const typed = $('ed-rules').value.trim() || 'standard';
  if (typed !== rules && !(await changeRules(typed))) return;
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

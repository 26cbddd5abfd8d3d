// The table setup form: a rule set fills the options, changed options are marked, choices the
// rules cannot play are not offered, the rules are said in words (with the rules string as a
// detail), and "Create" asks the server for a table (POST /api/tables). A refusal is said in the
// page's language (web/errors.js).

import { answerError, errorText, messageText } from './errors.js';
import { clockBody, clockProblem, showClockChoices } from './setupclock.js';

const data = JSON.parse(document.getElementById('setup-data').textContent);
const M = data.messages;
const lang = data.lang;
const t = (key, args = {}) => (M[key] === undefined ? key : messageText(M, key, args, lang));

const form = document.getElementById('setup');
const output = document.getElementById('rules-string');
const summary = document.getElementById('rules-summary');
const errorBox = document.getElementById('setup-error');
const presetLink = document.getElementById('preset-link');
const button = document.getElementById('create');
const createLabel = button.textContent;

/** The player's own colour choice, restored when a rule set that draws colours is left. */
let chosenColour = form.elements.colour.value;
const RANDOM_COLOURS = ['bodogemu'];

function presetName() {
  return form.elements.preset.value;
}

function presetValues(name) {
  return data.presets.find((p) => p.name === name).values;
}

function control(name) {
  return document.getElementById(`opt-${name}`);
}

function value(name) {
  const c = control(name);
  return c.type === 'checkbox' ? (c.checked ? 'true' : 'false') : c.value;
}

function setValue(name, v) {
  const c = control(name);
  if (c.type === 'checkbox') c.checked = v === 'true';
  else {
    if (![...c.options].some((o) => o.value === v)) c.add(new Option(v, v));
    c.value = v;
  }
}

/** Offers only the numbers `ok` accepts in the select `name` ("off" stays); a value that no
 * longer fits becomes `fallback(...)`. */
function offer(name, ok, fallback) {
  const c = control(name);
  for (const o of c.options) {
    const fits = o.value === 'off' || ok(+o.value);
    o.hidden = !fits;
    o.disabled = !fits;
  }
  if (c.selectedOptions[0] && c.selectedOptions[0].disabled) c.value = fallback();
}

/** Keeps every option playable: pieces fit the board (2 × pieces ≤ squares, at most 16), "win at"
 * is below the pieces, the few-pieces draw lies between "win at" and the pieces (at or below
 * "win at" it can never happen, at or above the pieces it would end the game before it starts),
 * and with one piece each nothing is left for a second piece or a chain. */
function constrain() {
  const squares = +value('rows') * +value('columns');
  const maxPieces = Math.min(16, Math.floor(squares / 2));
  offer('pieces', (n) => n <= maxPieces, () => String(maxPieces));
  const pieces = +value('pieces');
  offer('win_at', (n) => n < pieces, () => String(pieces - 1));
  const winAt = +value('win_at');
  offer('few_pieces_draw', (k) => k > winAt && k < pieces, () => 'off');
  for (const name of ['second_removal', 'second_removal_optional', 'chain_jumps']) {
    control(name).disabled = pieces === 1;
  }
}

/** The rules string: the rule set, then every option that departs from it. */
function rulesString() {
  const name = presetName();
  const base = presetValues(name);
  let s = name;
  data.options.forEach((option, i) => {
    const v = value(option);
    if (v !== base[i]) s += `,${option}=${v}`;
  });
  return s;
}

/** The rules in words, as the server says them (src/site/pages.rs `rules_summary`). */
function rulesInWords() {
  const name = presetName();
  const base = presetValues(name);
  const parts = [data.presets.find((p) => p.name === name).title];
  if (value('rows') !== base[0] || value('columns') !== base[1]) {
    parts.push(messageText(M, 'sum-board', { rows: +value('rows'), columns: +value('columns') }, lang));
  }
  data.options.forEach((option, i) => {
    const v = value(option);
    if (i < 2 || v === base[i]) return;
    parts.push(/^\d+$/.test(v)
      ? messageText(M, `sum-${option}`, { n: +v }, lang)
      : messageText(M, `sum-${option}-${v}`, {}, lang));
  });
  return parts.join(' + ');
}

/** Why the server would refuse these rules, or null. */
function problem() {
  const rows = +value('rows');
  const columns = +value('columns');
  const pieces = +value('pieces');
  if (2 * pieces > rows * columns) return t('too-many', { pieces, needed: 2 * pieces });
  if (+value('win_at') >= pieces) return t('win-at');
  const clock = clockProblem(form);
  if (clock) return t(`clock-${clock}`);
  return null;
}

function showError(text) {
  errorBox.textContent = text;
  errorBox.hidden = false;
  errorBox.focus();
}

function update() {
  constrain();
  const base = presetValues(presetName());
  data.options.forEach((name, i) => {
    const departs = value(name) !== base[i];
    const field = form.querySelector(`[data-option="${name}"]`);
    field.classList.toggle('departs', departs);
    field.querySelector('.changed').hidden = !departs;
  });
  output.textContent = rulesString();
  summary.textContent = rulesInWords();
  presetLink.href = `/${lang}/variants/${presetName()}`;
  const mode = form.elements.mode.value;
  document.getElementById('level-group').hidden = mode !== 'computer';
  document.getElementById('colour-group').hidden = mode === 'local';
  // A game on one device has nobody to agree with: it is never rated.
  document.getElementById('rated-group').hidden = mode === 'local';
  // What rating means: against the computer there is no friend to agree.
  document.getElementById('rated-help-friend').hidden = mode === 'computer';
  document.getElementById('rated-help-computer').hidden = mode !== 'computer';
  // On one device the last move can always be undone; a rated game has no takebacks (the
  // server refuses a rated table that asks for any), so the choice goes away when it is ticked.
  document.getElementById('takebacks-group').hidden = mode === 'local' || form.elements.rated.checked;
  showClockChoices(form);
  const p = problem();
  button.disabled = Boolean(p);
  if (p) {
    errorBox.textContent = p;
    errorBox.hidden = false;
  } else if (!button.dataset.refused) {
    errorBox.hidden = true;
  }
}

/** Rule sets that draw colours at random fix the colour; leaving them restores the player's. */
function colours() {
  const random = RANDOM_COLOURS.includes(presetName());
  for (const radio of form.elements.colour) {
    radio.disabled = random && radio.value !== 'random';
  }
  form.elements.colour.value = random ? 'random' : chosenColour;
  document.getElementById('colour-random-preset').hidden = !random;
}

for (const radio of form.elements.preset) {
  radio.addEventListener('change', () => {
    presetValues(presetName()).forEach((v, i) => setValue(data.options[i], v));
    colours();
  });
}
for (const radio of form.elements.colour) {
  radio.addEventListener('change', () => {
    if (!RANDOM_COLOURS.includes(presetName())) chosenColour = form.elements.colour.value;
  });
}
form.addEventListener('change', () => {
  delete button.dataset.refused;
  update();
});
form.addEventListener('input', update);

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const p = problem();
  if (p) { showError(p); return; }
  const mode = form.elements.mode.value;
  const colour = form.elements.colour.value;
  const body = {
    rules: rulesString(),
    opponent: mode,
    white: colour === 'white' ? 'creator' : colour === 'black' ? 'opponent' : 'random',
  };
  if (mode === 'computer') body.level = form.elements.level.value;
  if (mode === 'local') body.white = 'creator';
  else {
    if (form.elements.rated.checked) {
      body.rated = true;
      body.takebacks = 'never';
    } else {
      body.takebacks = form.elements.takebacks.value;
    }
  }
  const clock = clockBody(form);
  if (clock) body.clock = clock;
  button.disabled = true;
  button.textContent = t('creating');
  let answer;
  let status;
  try {
    const r = await fetch('/api/tables', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    status = r.status;
    answer = await r.json().catch(() => ({}));
    if (r.ok) {
      location.href = `/${lang}/games/${encodeURIComponent(answer.game)}`;
      return;
    }
  } catch {
    answer = null;
  }
  button.textContent = createLabel;
  button.disabled = false;
  button.dataset.refused = 'yes';
  showError(answer === null ? t('network') : t('error', { message: errorText(M, answerError(answer, status), lang) }));
});

// A page opened with a rule set that draws colours.
if (RANDOM_COLOURS.includes(presetName())) {
  chosenColour = 'white';
  colours();
}
update();

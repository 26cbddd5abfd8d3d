// The table setup form: a rule set fills the options, changed options are marked, the rules
// string follows every change, and "Create" asks the server for a table (POST /api/tables).

const data = JSON.parse(document.getElementById('setup-data').textContent);
const M = data.messages;
const t = (key, args = {}) => Object.entries(args).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), M[key] ?? key);

const form = document.getElementById('setup');
const preset = document.getElementById('preset');
const output = document.getElementById('rules-string');
const errorBox = document.getElementById('setup-error');
const presetLink = document.getElementById('preset-link');

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

/** The rules string: the rule set, then every option that departs from it. */
function rulesString() {
  const base = presetValues(preset.value);
  let s = preset.value;
  data.options.forEach((name, i) => {
    const v = value(name);
    if (v !== base[i]) s += `,${name}=${v}`;
  });
  return s;
}

function problem() {
  const rows = +value('rows');
  const columns = +value('columns');
  const pieces = +value('pieces');
  if (2 * pieces > rows * columns) return t('too-many', { pieces, needed: 2 * pieces });
  if (+value('win_at') >= pieces) return t('win-at');
  return null;
}

function update() {
  const base = presetValues(preset.value);
  data.options.forEach((name, i) => {
    const departs = value(name) !== base[i];
    const field = form.querySelector(`[data-option="${name}"]`);
    field.classList.toggle('departs', departs);
    field.querySelector('.changed').hidden = !departs;
  });
  output.textContent = rulesString();
  presetLink.href = `/${data.lang}/variants/${preset.value}`;
  const mode = form.elements.mode.value;
  document.getElementById('level-group').hidden = mode !== 'computer';
  document.getElementById('colour-group').hidden = mode === 'local';
  const p = problem();
  errorBox.hidden = !p;
  errorBox.textContent = p || '';
}

preset.addEventListener('change', () => {
  presetValues(preset.value).forEach((v, i) => setValue(data.options[i], v));
  // Bodogemu draws colours at random.
  if (preset.value === 'bodogemu') form.elements.colour.value = 'random';
  update();
});
form.addEventListener('change', update);
form.addEventListener('input', update);

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const p = problem();
  if (p) { errorBox.hidden = false; errorBox.textContent = p; return; }
  const mode = form.elements.mode.value;
  const colour = form.elements.colour.value;
  const body = {
    rules: rulesString(),
    opponent: mode,
    white: colour === 'white' ? 'creator' : colour === 'black' ? 'opponent' : 'random',
  };
  if (mode === 'computer') body.level = form.elements.level.value;
  if (mode === 'local') body.white = 'creator';
  const button = document.getElementById('create');
  button.disabled = true;
  button.textContent = t('creating');
  try {
    const r = await fetch('/api/tables', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await r.json().catch(() => ({}));
    if (!r.ok) {
      // Refusals a player can meet here are said in the page's language.
      const code = answer.error && answer.error.code;
      throw new Error((code && M[`code-${code}`]) || (answer.error ? answer.error.message : `HTTP ${r.status}`));
    }
    location.href = `/${data.lang}/games/${encodeURIComponent(answer.game)}`;
  } catch (err) {
    errorBox.hidden = false;
    errorBox.textContent = err instanceof TypeError ? t('network') : t('error', { message: err.message });
    button.disabled = false;
    button.textContent = form.dataset.create;
  }
});

form.dataset.create = document.getElementById('create').textContent;
update();

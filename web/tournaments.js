// The arenas' list (docs/tournaments.md "The pages"): the form that makes an arena. The arena
// is made by this browser's player (one is made first for a browser without one), who joins it
// at once, and the page goes to it.

import { messageText, errorText } from './errors.js';

const data = JSON.parse(document.getElementById('tournaments-data').textContent);
const M = data.messages;
const t = (key, args = {}) => messageText(M, key, args, data.lang);
const $ = (id) => document.getElementById(id);

/** A request to the API: its JSON answer, or throws the server's error. */
async function api(method, url, body) {
  const r = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
  });
  const json = await r.json().catch(() => ({}));
  if (!r.ok) throw (json && json.error) || { code: 'unknown' };
  return json;
}

/** `call()`, after making this browser a player if the server says it has none. */
async function asPlayer(call) {
  try {
    return await call();
  } catch (e) {
    if (e.code !== 'no-player') throw e;
    await api('POST', '/api/player');
    return call();
  }
}

$('arena-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const note = $('arena-note');
  const submit = $('arena-submit');
  const [minutes, increment] = $('arena-clock').value.split('+').map(Number);
  const body = {
    name: $('arena-name').value,
    rules: $('arena-rules').value,
    clock: { initial_s: minutes * 60, increment_s: increment },
    minutes: Number($('arena-minutes').value),
    starts_in: Number($('arena-starts').value),
    rated: $('arena-rated').checked,
  };
  const code = $('arena-code').value.trim();
  if (code) body.code = code;
  note.classList.remove('is-error');
  note.textContent = t('creating');
  submit.disabled = true;
  try {
    const arena = await asPlayer(() => api('POST', '/api/arenas', body));
    await api('POST', `/api/arenas/${encodeURIComponent(arena.id)}/join`, code ? { code } : undefined);
    window.location.assign(`/${data.lang}/tournaments/${encodeURIComponent(arena.id)}`);
  } catch (e) {
    note.classList.add('is-error');
    note.textContent = errorText(M, e, data.lang);
    submit.disabled = false;
  }
});

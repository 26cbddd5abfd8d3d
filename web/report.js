// A player reports another to the site's operators (docs/moderation.md "Reports"): a button
// that opens a small form (a reason, a few words), sent to `POST /api/reports`; afterwards a
// sentence says what happens next. Used by the game's talk and by a player's page. The words
// are the page's `report-*` messages; the form is made here, as text, never markup.

import { errorText, messageText } from './errors.js';

const REASONS = ['chat', 'leaving', 'sandbagging', 'abuse', 'engine', 'other'];
const WORDS_MAX = 500;

/** Adds to `box` a "Report NAME" button and its form. `who()` answers the player's name (or
 * null: nothing to report), `game()` the game's id or null; `messages` and `lang` are the
 * page's. Answers a function that shows or hides the button as `who()` changes. */
export function reportButton(box, { who, game, messages, lang, reason = 'other' }) {
  const t = (id, args = {}) => messageText(messages, id, args, lang);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button subtle report-open';
  const form = document.createElement('form');
  form.className = 'report-form';
  form.hidden = true;
  const title = document.createElement('p');
  title.className = 'report-title';
  const label = document.createElement('label');
  const select = document.createElement('select');
  select.name = 'reason';
  for (const r of REASONS) {
    const option = document.createElement('option');
    option.value = r;
    option.textContent = t(`report-reason-${r}`);
    select.append(option);
  }
  label.append(t('report-reason'), ' ', select);
  const wordsLabel = document.createElement('label');
  const words = document.createElement('textarea');
  words.name = 'words';
  words.maxLength = WORDS_MAX;
  words.rows = 3;
  wordsLabel.append(t('report-words'), words);
  const send = document.createElement('button');
  send.type = 'submit';
  send.className = 'button';
  send.textContent = t('report-send');
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'button subtle';
  cancel.textContent = t('report-cancel');
  const note = document.createElement('p');
  note.className = 'note report-note';
  note.setAttribute('role', 'status');
  form.append(title, label, wordsLabel, send, cancel);
  box.append(button, form, note);

  button.addEventListener('click', () => {
    const name = who();
    if (!name) return;
    title.textContent = t('report-title', { name });
    select.value = reason;
    words.value = '';
    note.textContent = '';
    form.hidden = false;
    button.hidden = true;
    select.focus();
  });
  cancel.addEventListener('click', () => {
    form.hidden = true;
    button.hidden = false;
  });
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const name = who();
    if (!name) return;
    send.disabled = true;
    const body = { player: name, reason: select.value, words: words.value };
    const id = game();
    if (id) body.game = id;
    try {
      const r = await fetch('/api/reports', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await r.json().catch(() => ({}));
      if (r.ok) {
        form.hidden = true;
        note.textContent = t('report-sent', { name });
      } else {
        note.textContent = errorText(messages, answer.error || { code: 'unknown' }, lang);
      }
    } catch {
      note.textContent = errorText(messages, { code: 'network' }, lang);
    } finally {
      send.disabled = false;
    }
  });

  return function show() {
    const name = who();
    button.hidden = !name || !form.hidden;
    if (name) button.textContent = t('report-button', { name });
  };
}

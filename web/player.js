// A player's page: each game's day, which the server writes as an ISO date, in the page's
// language and the reader's time zone (web/dates.js: French for Wolof and Bambara).

import { dateFormat } from './dates.js';

const lang = document.documentElement.lang;
const day = dateFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' });
const full = dateFormat(lang, { dateStyle: 'full', timeStyle: 'short' });

for (const time of document.querySelectorAll('.player-games time[datetime]')) {
  const at = new Date(time.getAttribute('datetime'));
  if (Number.isNaN(at.getTime())) continue;
  time.textContent = day.format(at);
  time.title = full.format(at);
}

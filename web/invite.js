// The invite page: show the table's rules and the seat, or say the seat is taken.

import { answerError, errorText, messageText } from './errors.js';
import { presetTitle } from './presets.js';

const data = JSON.parse(document.getElementById('invite-data').textContent);
const M = data.messages;
const $ = (id) => document.getElementById(id);

async function load() {
  try {
    const r = await fetch(`/api/invites/${encodeURIComponent(data.token)}`);
    if (!r.ok) {
      // The server's refusal (an unknown invite: 404 unknown-invite), in the page's language.
      const answer = await r.json().catch(() => ({}));
      $('invite-error').textContent = errorText(M, answerError(answer, r.status), data.lang);
      $('invite-error').hidden = false;
      $('invite-form').hidden = true;
      return;
    }
    const info = await r.json();
    // A named rule set by its title (a newcomer's first page); other rules as their string.
    const title = presetTitle(info.rules);
    $('invite-rules').textContent = info.rules;
    $('invite-rules').hidden = !!title;
    $('invite-rules-title').textContent = title ?? '';
    $('invite-rules-title').hidden = !title;
    // Whether a move may be taken back, said before the guest sits.
    const tb = $('invite-takebacks');
    tb.textContent = info.takebacks ? tb.dataset.yes : tb.dataset.no;
    // Who invites: a rated table's maker, by name and rating (an unrated table's plays unnamed).
    const host = info.host;
    for (const el of document.querySelectorAll('.invite-host')) el.hidden = !host;
    if (host) {
      const a = $('invite-host-name');
      a.href = `/${data.lang}/players/${encodeURIComponent(host.name)}`;
      a.firstElementChild.textContent = host.name;
      // Isolated: on an Arabic page the "?" of a provisional rating stays after its digits.
      const rating = document.createElement('bdi');
      rating.textContent = `${host.rating}${host.provisional ? '?' : ''}`;
      $('invite-host-rating').replaceChildren('· ', rating);
    }
    $('invite-side').textContent = info.seat === 'white' ? M.white : M.black;
    const c = info.clock;
    $('invite-clock').textContent = !c ? M['clock-unlimited']
      : c.days ? messageText(M, 'clock-correspondence', { days: c.days }, data.lang)
        : messageText(M, 'clock-real-time', { minutes: +(c.initial_s / 60).toFixed(2), increment: c.increment_s }, data.lang);
    $('invite-facts').hidden = false;
    // Taking the seat of a rated table agrees to a rated game.
    $('invite-rated').hidden = !info.rated;
    const gamePage = `/${data.lang}/games/${encodeURIComponent(info.game)}`;
    for (const a of document.querySelectorAll('.invite-game')) a.href = gamePage;
    // The creator's own link, or a game that has ended: nothing to take.
    const why = info.yours ? 'invite-own' : info.over ? 'invite-over' : !info.open ? 'invite-taken' : null;
    if (why) {
      $('invite-form').hidden = true;
      $(why).hidden = false;
      $('invite-watch').href = gamePage;
    }
  } catch {
    $('invite-error').textContent = M.network;
    $('invite-error').hidden = false;
  }
}

load();

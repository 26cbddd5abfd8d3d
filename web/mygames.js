// "My games": this browser's games (web/recent.js) and the lobby games of this browser's player
// (on any browser the player has joined), each with its state from the server: the ones waiting
// for this player first, then the others in play, then the finished ones. Below, a transfer
// code moves the player to another browser.

import { recentGames, forget } from './recent.js';
import { messageText, errorText } from './errors.js';
import { dateFormat } from './dates.js';
import { presetTitle } from './presets.js';
import { sayForgotten, showYourData } from './mydata.js';
import { progressOut } from './progress.js';

const data = JSON.parse(document.getElementById('my-games-data').textContent);
const M = data.messages;
const t = (key, args = {}) => messageText(M, key, args, data.lang);

const list = document.getElementById('my-games');
const status = document.getElementById('my-games-status');
const when = dateFormat(data.lang, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
/** At most this many answers on the way at once: a cheap phone on a slow link stays usable. */
const PARALLEL = 4;

async function load(game) {
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(game.id)}`);
    if (r.status === 404) { forget(game.id); return null; }
    if (!r.ok) return { game, state: null };
    return { game, state: await r.json() };
  } catch {
    return { game, state: null };
  }
}

/** What the entry says of the game, and whether it waits for this player. */
function describe({ game, state }) {
  if (!state) return { text: t('unreachable'), mine: false, order: 2 };
  const seat = game.seat;
  if (state.status === 'waiting') return { text: t('waiting-friend'), mine: false, order: 1 };
  if (state.status === 'over') {
    const o = state.outcome || {};
    let text = t('over-draw');
    if (o.reason === 'aborted') text = t('over-aborted');
    else if (o.winner && seat === 'both') text = t('over-wins', { side: t(o.winner) });
    else if (o.winner) text = t(o.winner === seat ? 'over-won' : 'over-lost');
    return { text, mine: false, order: 3 };
  }
  const mine = seat === 'both' || state.to_move === seat;
  let text = seat === 'both' ? t('to-move', { side: t(state.to_move) }) : t(mine ? 'your-move' : 'their-move');
  const clock = state.clock;
  if (clock && clock.kind === 'correspondence' && clock.running === state.to_move) {
    const left = clock.running === 'white' ? clock.white_ms : clock.black_ms;
    text += ` · ${t('deadline', { when: when.format(new Date(Date.now() + left)) })}`;
  }
  return { text, mine, order: mine ? 0 : 1 };
}

function opponentText(game, state) {
  // The computer of a rated game is a player named "computer:<level>": said by its level below.
  // A forgotten player (docs/privacy.md) is named by no name.
  if (game.opponent === 'deleted:') return t('against-deleted');
  if (game.opponent && !game.opponent.startsWith('computer:')) return t('against-player', { name: game.opponent });
  if (game.seat === 'both') return t('on-this-device');
  const other = state && state.players ? state.players[game.seat === 'white' ? 'black' : 'white'] : null;
  if (other && other.kind === 'computer') return t('against-computer', { level: t(`level-${other.level || 'medium'}`) });
  return t('against-friend');
}

/** The player's lobby games from the server, as entries like the browser's own. */
async function lobbyGames() {
  try {
    const r = await fetch('/api/player/games', { credentials: 'same-origin' });
    if (!r.ok) return [];
    const body = await r.json();
    return body.games.map((g) => ({ id: g.game, seat: g.seat, seen: 0, opponent: g.opponent }));
  } catch {
    return [];
  }
}

async function main() {
  const own = recentGames();
  const known = new Set(own.map((g) => g.id));
  const games = own.slice();
  for (const g of await lobbyGames()) {
    const mine = own.find((x) => x.id === g.id);
    if (mine) mine.opponent = g.opponent;
    else if (!known.has(g.id)) games.push(g);
  }
  if (games.length === 0) { status.textContent = t('none'); return; }
  const results = [];
  for (let i = 0; i < games.length; i += PARALLEL) {
    results.push(...(await Promise.all(games.slice(i, i + PARALLEL).map(load))));
  }
  const entries = results.filter(Boolean).map((r) => ({ ...r, ...describe(r) }));
  entries.sort((a, b) => a.order - b.order || b.game.seen - a.game.seen);
  list.replaceChildren(...entries.map((e) => {
    const li = document.createElement('li');
    li.className = e.mine ? 'my-game mine' : 'my-game';
    const a = document.createElement('a');
    a.href = `/${data.lang}/games/${encodeURIComponent(e.game.id)}`;
    const title = document.createElement('strong');
    title.textContent = opponentText(e.game, e.state);
    const what = document.createElement('span');
    what.className = 'what';
    what.textContent = e.text;
    // A named rule set by its title; other rules as their string.
    const named = e.state ? presetTitle(e.state.rules) : null;
    const rules = document.createElement(named ? 'span' : 'code');
    rules.className = 'rules';
    rules.textContent = named ?? (e.state ? e.state.rules : '');
    a.append(title, what, rules);
    li.append(a);
    return li;
  }));
  const waiting = entries.filter((e) => e.mine).length;
  status.textContent = waiting ? t('waiting-for-you', { n: waiting }) : t('count', { n: entries.length });
  // The tab says how many games wait for this player.
  if (waiting) document.title = `(${waiting}) ${document.title}`;
  if (entries.length === 0) status.textContent = t('none');
}

// ---------- the player on another device ----------

/** Whether this browser has just joined its player with a transfer code (web/transfer.js): said
 * once, the address then becomes the page's own again (a reload says nothing more). */
const joined = new URLSearchParams(window.location.search).has('joined');
if (joined) window.history.replaceState(null, '', window.location.pathname);

async function showTransfer() {
  let player = null;
  try {
    const r = await fetch('/api/player', { credentials: 'same-origin' });
    player = r.ok ? (await r.json()).player : null;
  } catch { /* offline: no transfer */ }
  if (!player) return;
  if (joined) {
    const said = document.getElementById('my-player');
    said.textContent = t('joined', { name: player.name, rating: `${player.rating}${player.provisional ? '?' : ''}` });
    said.hidden = false;
  }
  document.getElementById('transfer-out').hidden = false;
  showYourData(M, data.lang);
  document.getElementById('transfer-make').addEventListener('click', async () => {
    const alert = document.getElementById('transfer-alert');
    alert.hidden = true;
    try {
      // The lessons' and the practice's stars go with the code.
      const r = await fetch('/api/player/transfer', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ progress: progressOut() }),
        credentials: 'same-origin',
      });
      const body = await r.json().catch(() => ({}));
      if (!r.ok) throw body.error || { code: 'unknown' };
      const link = `${window.location.origin}${body.link}`;
      document.getElementById('transfer-code').textContent = body.code;
      const until = dateFormat(data.lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(body.expires_at));
      document.getElementById('transfer-how').textContent = t('transfer-how', { name: player.name, until, link: `${window.location.host}/${data.lang}/transfer` });
      const qr = document.getElementById('transfer-qr');
      qr.src = `/qr.svg?text=${encodeURIComponent(link)}`;
      qr.alt = t('transfer-qr', { code: body.code });
      document.getElementById('transfer-shown').hidden = false;
    } catch (e) {
      alert.textContent = errorText(M, e, data.lang);
      alert.hidden = false;
    }
  });
}

sayForgotten(t);
main();
showTransfer();

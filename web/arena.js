// An arena's page (docs/tournaments.md "The pages"): when it begins or ends, the player's line,
// join, pause and withdraw, the standings a page at a time (each player's points game by game,
// a flame while wins count double, a link to the game they play), the podium once it is over;
// kept live over the arena's socket, which also brings the player to each new game.

import { messageText, errorText } from './errors.js';
import { connectArena, goToGame, isNew } from './arena-follow.js';

const data = JSON.parse(document.getElementById('arena-data').textContent);
const M = data.messages;
const t = (key, args = {}) => messageText(M, key, args, data.lang);
const $ = (id) => document.getElementById(id);

const A = {
  arena: data.arena,
  /** The server's clock less this browser's, for the countdown. */
  skew: data.now - Date.now(),
  page: 1,
  busy: false,
  /** Whether the socket has spoken: the page's own arena has no reader's line. */
  live: false,
  /** This page made the browser's player: its socket reads as nobody. */
  newPlayer: false,
};

async function api(method, url, body) {
  const r = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await r.json().catch(() => ({}));
  if (!r.ok) throw (json && json.error) || { code: 'unknown' };
  return json;
}

function showAlert(text) {
  $('arena-alert').textContent = text || '';
  $('arena-alert').hidden = !text;
}

/** `ms` as `h:mm:ss` or `m:ss`. */
function duration(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

function renderWhen() {
  const a = A.arena.arena;
  const now = Date.now() + A.skew;
  let text;
  if (a.status === 'finished') text = t('finished');
  else if (a.status === 'ending' || now >= a.ends_at) text = t('ending');
  else if (now < a.starts_at) text = t('starts-in', { time: duration(a.starts_at - now) });
  else text = t('ends-in', { time: duration(a.ends_at - now) });
  if ($('arena-when').textContent !== text) $('arena-when').textContent = text;
}

/** A player's name, with a flame while their wins count double. */
function nameCell(line) {
  const cell = document.createElement('td');
  const name = document.createElement('bdi');
  name.className = 'name';
  name.textContent = line.name;
  cell.append(name);
  if (line.on_fire) {
    // A flame drawn, not an emoji: a phone without an emoji font shows it too.
    const fire = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    fire.setAttribute('class', 'fire');
    fire.setAttribute('viewBox', '0 0 16 20');
    fire.setAttribute('role', 'img');
    fire.setAttribute('aria-label', t('on-fire'));
    const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
    title.textContent = t('on-fire');
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', 'M8 0C9 5 14 7 14 13a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-4-1-7 1-10z');
    fire.append(title, path);
    cell.append(' ', fire);
  }
  if (line.status !== 'active') {
    const s = document.createElement('span');
    s.className = 'absent';
    s.textContent = ` (${t(`absent-${line.status}`)})`;
    cell.append(s);
  }
  const sheet = document.createElement('span');
  sheet.className = 'sheet';
  sheet.setAttribute('aria-label', t('sheet'));
  for (const g of line.sheet) {
    const p = document.createElement('span');
    p.className = `points ${g.outcome}${g.doubled ? ' doubled' : ''}${g.berserk ? ' berserk' : ''}`;
    p.textContent = String(g.points);
    // A berserk game is marked (a lightning, style.css), and said to a screen reader.
    if (g.berserk) {
      const said = document.createElement('span');
      said.className = 'visually-hidden';
      said.textContent = ` (${t('sheet-berserk')})`;
      p.append(said);
    }
    sheet.append(p);
  }
  cell.append(sheet);
  if (line.game) {
    const watch = document.createElement('a');
    watch.className = 'watch';
    watch.href = `/${data.lang}/games/${encodeURIComponent(line.game)}`;
    watch.textContent = t('watch');
    cell.append(' ', watch);
  }
  return cell;
}

function row(line, you) {
  const tr = document.createElement('tr');
  if (you && you.rank === line.rank) tr.className = 'you';
  const rank = document.createElement('td');
  rank.textContent = String(line.rank);
  const games = document.createElement('td');
  games.textContent = String(line.games);
  const score = document.createElement('td');
  score.className = 'score';
  score.textContent = String(line.score);
  tr.append(rank, nameCell(line), games, score);
  return tr;
}

function render() {
  const page = A.arena;
  const a = page.arena;
  const you = page.you;
  const open = a.status === 'upcoming' || a.status === 'running';
  renderWhen();
  // The player's line and what they may do.
  let yourText = '';
  if (you) {
    yourText = t('you', { rank: you.rank, score: you.score });
    if (open) yourText += ` ${t(`status-${you.status}`)}`;
  } else if (open) {
    yourText = t(a.entry_code ? 'not-joined-code' : 'not-joined');
  }
  // An arena with an entry code asks for it at a first join only.
  $('arena-code-box').hidden = !A.live || !open || !a.entry_code || !!you;
  $('arena-you').textContent = A.live ? yourText : '';
  $('arena-join').hidden = !A.live || !open || (you && you.status === 'active');
  $('arena-join').textContent = you ? t('rejoin') : t('join');
  $('arena-pause').hidden = !open || !you || you.status !== 'active';
  $('arena-withdraw').hidden = !open || !you || you.status === 'withdrawn';
  for (const id of ['arena-join', 'arena-pause', 'arena-withdraw']) $(id).disabled = A.busy;
  // The game being played.
  const game = page.game;
  $('arena-next').hidden = !game;
  if (game) {
    $('arena-next-text').textContent = t('game-playing');
    $('arena-next-link').href = `/${data.lang}/games/${encodeURIComponent(game.game)}`;
  }
  // The standings.
  const body = $('standings');
  body.replaceChildren(...page.standings.map((line) => row(line, you)));
  $('no-players').hidden = page.standings.length > 0;
  $('pager').hidden = page.pages <= 1;
  $('page-at').textContent = t('page', { page: page.page, pages: page.pages });
  $('page-previous').disabled = page.page <= 1;
  $('page-next').disabled = page.page >= page.pages;
  A.page = page.page;
  // The podium.
  $('arena-podium').hidden = !page.podium;
  if (page.podium) {
    $('podium-list').replaceChildren(...page.podium.map((line) => {
      const li = document.createElement('li');
      li.className = `place-${line.rank}`;
      const name = document.createElement('bdi');
      name.textContent = line.name;
      const what = document.createElement('span');
      what.className = 'podium-what';
      what.textContent = t('podium-line', { score: line.score, games: line.games, wins: line.wins });
      li.append(name, ' ', what);
      return li;
    }));
  }
}

/** The arena as the server sent it; to the player's new game if it is one. */
function onState(msg) {
  A.arena = msg;
  A.live = true;
  A.skew = msg.now - Date.now();
  const game = msg.game;
  if (game && isNew(game.game)) {
    $('arena-next-text').textContent = t('game-ready');
    goToGame(game.game, data.lang);
    return;
  }
  render();
}

const send = connectArena(data.id, (msg) => {
  if (msg.type === 'arena') onState(msg);
  else if (msg.type === 'error') showAlert(errorText(M, msg, data.lang));
}, () => send({ type: 'page', page: A.page }));

/** A player's request (join, pause, withdraw); a browser without a player gets one first,
 * and the socket opens again with it. */
async function act(what) {
  showAlert('');
  A.busy = true;
  render();
  const url = `/api/arenas/${encodeURIComponent(data.id)}/${what}`;
  const code = what === 'join' && !$('arena-code-box').hidden ? $('arena-code').value.trim() : '';
  const body = code ? { code } : undefined;
  try {
    try {
      await api('POST', url, body);
    } catch (e) {
      if (e.code !== 'no-player') throw e;
      await api('POST', '/api/player');
      // Made now: the socket reads as the player it opened with, even if this join fails (a
      // mistyped entry code), so the next one that succeeds opens the page again.
      A.newPlayer = true;
      await api('POST', url, body);
    }
    if (A.newPlayer) {
      window.location.reload();
      return;
    }
    send({ type: 'page', page: A.page });
  } catch (e) {
    showAlert(errorText(M, e, data.lang));
  } finally {
    A.busy = false;
    render();
  }
}

$('arena-join').addEventListener('click', () => act('join'));
$('arena-pause').addEventListener('click', () => act('pause'));
$('arena-withdraw').addEventListener('click', () => act('withdraw'));
$('page-previous').addEventListener('click', () => send({ type: 'page', page: A.page - 1 }));
$('page-next').addEventListener('click', () => send({ type: 'page', page: A.page + 1 }));
$('arena-share').addEventListener('click', async () => {
  const url = window.location.href.split('#')[0];
  if (navigator.share) {
    try { await navigator.share({ title: A.arena.arena.name, url }); return; } catch { /* cancelled: copied instead */ }
  }
  try {
    await navigator.clipboard.writeText(url);
    $('arena-share-note').textContent = t('copied');
  } catch {
    window.prompt(t('copy-prompt'), url);
  }
});

// A QR code of the arena's link, for a class whose phones are across the room (site/qr.rs).
$('arena-show-qr').addEventListener('click', () => {
  const qr = $('arena-qr');
  qr.hidden = !qr.hidden;
  if (!qr.hidden && !$('arena-qr-image').src) {
    const url = `${window.location.origin}/${data.lang}/tournaments/${encodeURIComponent(data.id)}`;
    $('arena-qr-image').src = `/qr.svg?text=${encodeURIComponent(url)}`;
  }
  $('arena-show-qr').setAttribute('aria-expanded', qr.hidden ? 'false' : 'true');
  $('arena-show-qr').textContent = t(qr.hidden ? 'show-qr' : 'hide-qr');
});

setInterval(renderWhen, 1000);
render();

// A Swiss tournament's pages (docs/tournaments.md "Swiss on the site"). The form makes one
// and keeps its director's key in this browser; the tournament's page shows the reader's
// board with buttons to report its result, the round's pairings, the standings, and to the
// browser holding the director's key the director's controls; it reads the tournament again
// every few seconds, and prints as a sheet for the wall.

import { messageText, errorText } from './errors.js';
import { goToGame, isNew } from './arena-follow.js';
import { dateFormat } from './dates.js';
import { presetTitle } from './presets.js';

const data = JSON.parse(document.getElementById('swiss-data').textContent);
const M = data.messages;
const t = (key, args = {}) => messageText(M, key, args, data.lang);
const $ = (id) => document.getElementById(id);
/** How often the page reads the tournament again, in ms: results come in by the minute. */
const REFRESH_MS = 4000;

const keyName = (id) => `yote-swiss-director-${id}`;

function showAlert(text) {
  $('swiss-alert').textContent = text || '';
  $('swiss-alert').hidden = !text;
}

async function api(method, url, body, key) {
  const headers = body ? { 'content-type': 'application/json' } : {};
  if (key) headers['x-yote-director'] = key;
  const r = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await r.json().catch(() => ({}));
  if (!r.ok) throw (json && json.error) || { code: 'unknown' };
  return json;
}

/** A request that needs the browser's player: made first when there is none. */
async function asPlayer(method, url, body, key) {
  try {
    return await api(method, url, body, key);
  } catch (e) {
    if (e.code !== 'no-player') throw e;
    await api('POST', '/api/player');
    return api(method, url, body, key);
  }
}

if (!data.id) {
  // The form.
  const system = $('swiss-system');
  const where = $('swiss-where');
  const clock = $('swiss-clock');
  const shown = () => {
    $('swiss-rounds-box').hidden = system.value !== 'swiss';
    // On the site every game needs a clock, and may be rated; real boards are never rated.
    const site = where.value === 'site';
    $('swiss-rated-box').hidden = !site;
    clock.querySelector('option[value=""]').disabled = site;
    if (site && !clock.value) clock.value = '10+5';
  };
  system.addEventListener('change', shown);
  where.addEventListener('change', shown);
  shown();
  $('swiss-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    showAlert('');
    $('swiss-create').disabled = true;
    const body = { name: $('swiss-name').value, system: system.value, rules: $('swiss-rules').value };
    if (system.value === 'swiss') body.rounds = Number($('swiss-rounds').value);
    body.on_boards = where.value !== 'site';
    if (clock.value) {
      const [minutes, increment] = clock.value.split('+').map(Number);
      body.clock = { initial_s: minutes * 60, increment_s: increment };
    }
    if (!body.on_boards) body.rated = $('swiss-rated').checked;
    if ($('swiss-gap').value) body.round_gap_s = Number($('swiss-gap').value);
    const code = $('swiss-code').value.trim();
    if (code) body.code = code;
    try {
      const made = await asPlayer('POST', '/api/swiss', body);
      localStorage.setItem(keyName(made.id), made.director_key);
      window.location.href = `/${data.lang}/swiss/${encodeURIComponent(made.id)}`;
    } catch (e) {
      showAlert(errorText(M, e, data.lang));
      $('swiss-create').disabled = false;
    }
  });
} else {
  tournamentPage();
}

function tournamentPage() {
  const id = data.id;
  const base = `/api/swiss/${encodeURIComponent(id)}`;
  // A director's link carries the key after #director=: kept here, then out of the address.
  const fromLink = new URLSearchParams(window.location.hash.slice(1)).get('director');
  if (fromLink) {
    localStorage.setItem(keyName(id), fromLink);
    history.replaceState(null, '', window.location.pathname);
  }
  const key = () => localStorage.getItem(keyName(id)) || undefined;
  const S = { view: null, busy: false };

  const name = (n) => {
    const p = S.view.players.find((q) => q.number === n);
    return p ? p.name : String(n);
  };
  const resultText = (r) => (r === '1/2' ? '½-½' : r === '+-' ? '+ −' : r === '-+' ? '− +' : r || t('result-none'));

  function renderYou(v) {
    const you = v.you;
    $('swiss-you').hidden = you == null && !v.director;
    $('swiss-report').hidden = true;
    $('swiss-play').hidden = true;
    const me = v.players.find((p) => p.number === you);
    const joinable = you == null && !v.over && !(v.system !== 'swiss' && v.round > 0);
    $('swiss-join').hidden = !joinable;
    $('swiss-code-box').hidden = !(joinable && v.entry_code);
    $('swiss-withdraw').hidden = !(me && !me.withdrawn && !v.over);
    if (you == null) {
      $('swiss-you').hidden = v.over;
      $('swiss-you-text').textContent = v.over ? '' : t('not-joined');
      return;
    }
    if (me && me.withdrawn) {
      $('swiss-you-text').textContent = t('you-withdrew');
      return;
    }
    const board = v.boards.find((b) => b.round === v.round && (b.white === you || b.black === you));
    if (!board) {
      // Before the first round the status says it all; after, a player without a board has
      // asked a bye or joined after the round was paired.
      $('swiss-you-text').textContent = v.round === 0 ? t('joined', { number: you }) : t('not-paired');
      return;
    }
    if (board.black == null) {
      $('swiss-you-text').textContent = t('your-bye');
      return;
    }
    const white = board.white === you;
    if (!v.on_boards) {
      // On the site: the game is the result; a new one is opened at once, as in an arena.
      const opponent = name(white ? board.black : board.white);
      $('swiss-you-text').textContent = board.result
        ? `${t('your-board', { board: board.board, colour: white ? 'white' : 'black', opponent })} ${t('result-set', { result: resultText(board.result) })}`
        : board.game ? t('your-game', { board: board.board, opponent }) : t('game-coming', { opponent });
      $('swiss-play').hidden = !board.game || Boolean(board.result);
      if (board.game && !board.result) {
        $('swiss-play').href = `/${data.lang}/games/${encodeURIComponent(board.game)}`;
        if (isNew(board.game)) goToGame(board.game, data.lang);
      }
      return;
    }
    let text = t('your-board', { board: board.board, colour: white ? 'white' : 'black', opponent: name(white ? board.black : board.white) });
    const said = white ? board.white_says : board.black_says;
    const other = white ? board.black_says : board.white_says;
    if (board.result) text += ` ${t('result-set', { result: resultText(board.result) })}`;
    else if (said && other && said !== other) text += ` ${t('disputed')}`;
    else if (said) text += ` ${t('reported', { result: resultText(said) })}`;
    $('swiss-you-text').textContent = text;
    $('swiss-report').hidden = Boolean(board.result) || Boolean(said);
    $('swiss-report').dataset.board = board.board;
    $('swiss-report').dataset.white = white ? '1' : '0';
  }

  function renderPairings(v) {
    const round = v.round;
    $('pairings-title').textContent = round > 0 ? t('pairings', { round }) : '';
    $('pairings-title').parentElement.hidden = round === 0;
    const body = $('pairings');
    body.textContent = '';
    for (const b of v.boards.filter((x) => x.round === round)) {
      const tr = document.createElement('tr');
      if (b.white === v.you || b.black === v.you) tr.className = 'you';
      const cells = [String(b.board), name(b.white), b.black == null ? t('bye') : name(b.black)];
      for (const text of cells) {
        const td = document.createElement('td');
        td.textContent = text;
        tr.append(td);
      }
      const td = document.createElement('td');
      // A game under way on the site: a link to watch it, for everyone.
      if (b.game && !b.result) {
        const watch = document.createElement('a');
        watch.href = `/${data.lang}/games/${encodeURIComponent(b.game)}`;
        watch.textContent = t('watch');
        watch.setAttribute('aria-label', `${t('watch')} ${b.board}`);
        td.append(watch);
      }
      if (v.director && b.black != null) {
        const select = document.createElement('select');
        select.setAttribute('aria-label', `${t('set')} ${b.board}`);
        for (const r of ['', '1-0', '1/2', '0-1', '+-', '-+']) {
          const option = document.createElement('option');
          option.value = r;
          option.textContent = r ? resultText(r) : t('result-none');
          select.append(option);
        }
        select.value = b.result || '';
        select.addEventListener('change', () => {
          if (select.value) act(() => api('POST', `${base}/results`, { round, board: b.board, result: select.value }, key()));
        });
        if (b.game && !b.result) td.append(' ');
        td.append(select);
      } else if (!(b.game && !b.result)) {
        td.textContent = b.black == null ? '' : resultText(b.result);
      }
      tr.append(td);
      body.append(tr);
    }
  }

  function renderStandings(v) {
    const body = $('standings');
    body.textContent = '';
    for (const s of v.standings) {
      const tr = document.createElement('tr');
      if (s.number === v.you) tr.className = 'you';
      const player = v.players.find((p) => p.number === s.number);
      const label = player && player.withdrawn ? `${s.name} (${t('withdrawn')})` : s.name;
      for (const text of [String(s.rank), label, s.points, s.buchholz_cut1, s.buchholz, s.sonneborn_berger]) {
        const td = document.createElement('td');
        td.textContent = text;
        tr.append(td);
      }
      body.append(tr);
    }
    $('no-players').hidden = v.standings.length > 0;
  }

  function render() {
    const v = S.view;
    if (!v) return;
    // A named rule set by its title in the page's language; other rules as their string.
    const rules = presetTitle(v.rules) || v.rules;
    // The round this page shows, for whoever reads the page from outside (tests, tools).
    document.querySelector('[data-swiss]').dataset.round = String(v.round);
    const parts = [t(`what-${v.system}`, { rounds: v.rounds, rules }), t(v.on_boards ? 'on-boards' : 'on-site')];
    if (v.clock) parts.push(t('clock', { clock: `${v.clock.initial_s / 60}+${v.clock.increment_s}` }));
    if (!v.on_boards) parts.push(t(v.rated ? 'rated' : 'unrated'));
    $('swiss-what').textContent = parts.join(' · ');
    let status = v.over ? t('over') : v.round > 0 ? t('round', { round: v.round, rounds: v.rounds }) : t('waiting', { players: v.players.length });
    if (v.next_round_at) {
      // Within a day the hour says it; further, the day too.
      const far = v.next_round_at - Date.now() > 12 * 3600 * 1000;
      const when = dateFormat(data.lang, far ? { weekday: 'long', hour: 'numeric', minute: '2-digit' } : { hour: 'numeric', minute: '2-digit', second: '2-digit' });
      status += ` ${t('next-round', { time: when.format(new Date(v.next_round_at)) })}`;
    }
    $('swiss-status').textContent = status;
    renderYou(v);
    renderPairings(v);
    renderStandings(v);
    $('swiss-director').hidden = !v.director;
    if (v.director) {
      const select = $('swiss-manage-player');
      const chosen = select.value;
      select.textContent = '';
      for (const p of v.players.filter((q) => !q.withdrawn)) {
        const option = document.createElement('option');
        option.value = String(p.number);
        option.textContent = p.bye ? `${p.name} (${t('bye')} ${p.bye === 'H' ? '½' : p.bye === 'F' ? '1' : '0'})` : p.name;
        select.append(option);
      }
      if (chosen) select.value = chosen;
      const pair = $('swiss-pair');
      pair.hidden = v.over;
      pair.disabled = S.busy || !v.round_complete || v.players.length < 2;
      pair.textContent = v.round === 0 ? t('pair-first') : v.round_complete ? t('pair-next', { round: v.round + 1 }) : t('pair-wait', { round: v.round });
    }
  }

  async function refresh() {
    try {
      S.view = await api('GET', base, undefined, key());
      render();
    } catch (e) {
      showAlert(errorText(M, e, data.lang));
    }
  }

  async function act(request) {
    showAlert('');
    S.busy = true;
    render();
    try {
      await request();
    } catch (e) {
      showAlert(errorText(M, e, data.lang));
    } finally {
      S.busy = false;
      await refresh();
    }
  }

  $('swiss-join').addEventListener('click', () => {
    const code = $('swiss-code-box').hidden ? '' : $('swiss-join-code').value.trim();
    act(() => asPlayer('POST', `${base}/join`, code ? { code } : undefined));
  });
  // Leaving asks for a second press within a few seconds, as resigning a game does.
  $('swiss-withdraw').addEventListener('click', () => {
    const button = $('swiss-withdraw');
    if (button.dataset.armed !== '1') {
      button.dataset.armed = '1';
      const input = window.matchMedia('(pointer: coarse)').matches ? 'touch' : 'mouse';
      button.textContent = t('withdraw-confirm', { input });
      setTimeout(() => { button.dataset.armed = ''; button.textContent = button.dataset.label; }, 4000);
      return;
    }
    button.dataset.armed = '';
    button.textContent = button.dataset.label;
    act(() => api('POST', `${base}/withdraw`, {}));
  });
  $('swiss-withdraw').dataset.label = $('swiss-withdraw').textContent;
  $('swiss-report').addEventListener('click', (event) => {
    const button = event.target.closest('button[data-result]');
    if (!button) return;
    const white = $('swiss-report').dataset.white === '1';
    const said = button.dataset.result;
    const result = said === 'draw' ? '1/2' : (said === 'win') === white ? '1-0' : '0-1';
    const board = Number($('swiss-report').dataset.board);
    act(() => api('POST', `${base}/results`, { round: S.view.round, board, result }));
  });
  $('swiss-pair').addEventListener('click', () => act(() => api('POST', `${base}/rounds`, undefined, key())));
  $('swiss-add').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = $('swiss-add-name');
    act(async () => {
      await api('POST', `${base}/players`, { name: input.value }, key());
      input.value = '';
    });
  });
  const manage = (path, extra) => {
    const number = Number($('swiss-manage-player').value);
    if (number) act(() => api('POST', `${base}/${path}`, { number, ...extra }, key()));
  };
  $('swiss-give-half').addEventListener('click', () => manage('bye', { kind: 'H' }));
  $('swiss-give-full').addEventListener('click', () => manage('bye', { kind: 'F' }));
  $('swiss-give-withdraw').addEventListener('click', () => manage('withdraw', {}));
  $('swiss-print').addEventListener('click', () => window.print());
  const copy = async (url, note) => {
    try {
      await navigator.clipboard.writeText(url);
      $('swiss-share-note').textContent = t(note);
    } catch {
      window.prompt(t('copy-prompt'), url);
    }
  };
  $('swiss-share').addEventListener('click', async () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    if (navigator.share) {
      try { await navigator.share({ title: S.view ? S.view.name : '', url }); return; } catch { /* copied instead */ }
    }
    copy(url, 'copied');
  });
  $('swiss-director-link').addEventListener('click', () => {
    copy(`${window.location.origin}${window.location.pathname}#director=${encodeURIComponent(key() || '')}`, 'director-copied');
  });

  // A QR code of the tournament's link, for pupils whose phones are across the room.
  $('swiss-show-qr').addEventListener('click', () => {
    const qr = $('swiss-qr');
    qr.hidden = !qr.hidden;
    if (!qr.hidden && !$('swiss-qr-image').src) {
      const url = `${window.location.origin}/${data.lang}/swiss/${encodeURIComponent(id)}`;
      $('swiss-qr-image').src = `/qr.svg?text=${encodeURIComponent(url)}`;
    }
    $('swiss-show-qr').setAttribute('aria-expanded', qr.hidden ? 'false' : 'true');
    $('swiss-show-qr').textContent = t(qr.hidden ? 'show-qr' : 'hide-qr');
  });

  refresh();
  setInterval(() => { if (!document.hidden && !S.busy) refresh(); }, REFRESH_MS);
}

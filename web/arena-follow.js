// An arena's socket (docs/protocol.md §4.7) and the player's next game in it, for the arena's
// page and for the page of an arena game alike: the arena comes at once and at each change;
// a game the director made for this player that this tab has not opened yet is opened (its
// seat taken first), as lichess takes its players from one arena game to the next.

/** The browser pings this often: the server drops a socket silent for 20 s. */
const PING_EVERY_MS = 10000;
/** The arena games this tab has opened, so that a game just played is not opened again. */
const OPENED = 'yote-arena-opened';

function opened() {
  try { return JSON.parse(sessionStorage.getItem(OPENED)) || []; } catch { return []; }
}

/** Remembers that this tab has opened the arena game `game`. */
export function markOpened(game) {
  if (!game) return;
  const list = opened().filter((g) => g !== game).concat(game).slice(-50);
  try { sessionStorage.setItem(OPENED, JSON.stringify(list)); } catch { /* without storage a game may open twice */ }
}

/** Whether the arena game `game` is one this tab has not opened. */
export function isNew(game) {
  return !opened().includes(game);
}

/** Takes the seat of the arena game `game` and opens it. */
export async function goToGame(game, lang) {
  markOpened(game);
  try {
    await fetch(`/api/lobby/games/${encodeURIComponent(game)}/seat`, { method: 'POST', credentials: 'same-origin' });
  } catch { /* the game page takes the seat itself from the player cookie */ }
  window.location.assign(`/${lang}/games/${encodeURIComponent(game)}`);
}

/**
 * Opens the socket of arena `id`, again after each loss of it: `onMessage(msg)` hears each
 * message, `onOpen(socket)` each time it opens. Returns `send(message)`.
 */
export function connectArena(id, onMessage, onOpen = () => {}) {
  let socket = null;
  let retry = 0;
  let pinger = null;
  const send = (message) => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const connect = () => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const s = new WebSocket(`${scheme}://${window.location.host}/arenas/${encodeURIComponent(id)}/ws`);
    socket = s;
    s.addEventListener('open', () => {
      retry = 0;
      clearInterval(pinger);
      pinger = setInterval(() => send({ type: 'ping' }), PING_EVERY_MS);
      onOpen(s);
    });
    s.addEventListener('message', (event) => {
      let msg;
      try { msg = JSON.parse(event.data); } catch { return; }
      onMessage(msg);
    });
    s.addEventListener('close', () => {
      if (socket !== s) return;
      clearInterval(pinger);
      socket = null;
      onMessage({ type: 'closed' });
      const wait = Math.min(1000 * 2 ** retry, 8000) + Math.random() * 500;
      retry += 1;
      setTimeout(connect, wait);
    });
  };
  // A page left closes its socket; shown again from the back-forward cache, it opens another.
  window.addEventListener('pagehide', () => {
    const old = socket;
    socket = null;
    clearInterval(pinger);
    if (old) old.close(1000);
  });
  window.addEventListener('pageshow', (event) => { if (event.persisted && !socket) connect(); });
  connect();
  return send;
}

/** On an arena game's page (`current`): follows the arena `id` and opens the player's next
 * game there as soon as it is made. */
export function followArena(id, current, lang) {
  markOpened(current);
  connectArena(id, (msg) => {
    const game = msg.type === 'arena' && msg.game;
    if (game && game.game !== current && isNew(game.game)) goToGame(game.game, lang);
  });
}

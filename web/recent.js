// This browser's games, for the "My games" page: kept in localStorage, game ids and what the
// list shows only. The seats stay in their HttpOnly cookies (path /games/<id>), out of reach of
// scripts, other sites and watchers; an id alone gives a watcher's view, as the link does.

const KEY = 'yote-games';
/** The list keeps the 60 games seen last: a page of games, not a history. */
const MAX = 60;

/** The games remembered, newest first. */
export function recentGames() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter((g) => g && typeof g.id === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers (or updates) a game this browser holds a seat in. */
export function remember(game) {
  try {
    const list = recentGames().filter((g) => g.id !== game.id);
    list.unshift({ ...game, seen: Date.now() });
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX)));
  } catch { /* storage full or off: the list is a convenience */ }
}

/** Forgets a game (it no longer exists). */
export function forget(id) {
  try {
    localStorage.setItem(KEY, JSON.stringify(recentGames().filter((g) => g.id !== id)));
  } catch { /* as above */ }
}

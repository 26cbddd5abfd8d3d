// Telling the player it is their turn when they are not looking: the tab's title and icon, and a
// short sound for each action (another for a capture), with a mute switch the browser remembers.

const MUTE_KEY = 'yote-muted';
/** The icons, in the page's release folder (`/static/<release>/`, which the service worker
 * keeps), so that the your-turn icon shows offline too. */
const iconLink = document.querySelector('link[rel="icon"]');
const ICONS = (iconLink ? iconLink.getAttribute('href') : '/static/favicon.svg').replace(/favicon(-turn)?\.svg$/, '');
const ICON = `${ICONS}favicon.svg`;
const TURN_ICON = `${ICONS}favicon-turn.svg`;

let audio = null;

/** Whether sounds are off (remembered in this browser). */
export function muted() {
  try { return localStorage.getItem(MUTE_KEY) === '1'; } catch { return false; }
}

export function setMuted(on) {
  try { localStorage.setItem(MUTE_KEY, on ? '1' : '0'); } catch { /* private mode: this page only */ }
}

/** The tab's title and icon: `yourTurn` puts the turn first, so it shows in a crowded tab bar. */
export function showTurn(yourTurn, turnText, title) {
  document.title = yourTurn ? `${turnText} · ${title}` : title;
  const icon = document.querySelector('link[rel="icon"]');
  if (icon) {
    const href = yourTurn ? TURN_ICON : ICON;
    if (icon.getAttribute('href') !== href) icon.setAttribute('href', href);
  }
}

/** A short sound: `move` (a soft knock), `capture` (two, lower) or `low-time` (two high
 * beeps: the player's clock runs low). Nothing when muted. `buzz`: the page is a player's, whose
 * phone also vibrates on a capture. */
export function playSound(kind, { buzz = false } = {}) {
  if (muted()) return;
  document.body.dataset.lastSound = kind;
  // A capture also buzzes the phone of a player of this game (`buzz`), never a watcher's.
  if (kind === 'capture' && buzz && navigator.vibrate) navigator.vibrate(40);
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const notes = kind === 'capture' ? [[330, 0], [220, 0.09]]
      : kind === 'low-time' ? [[880, 0], [880, 0.16]] : [[520, 0]];
    for (const [freq, at] of notes) {
      const start = audio.currentTime + at;
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.2, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.12);
      osc.connect(gain).connect(audio.destination);
      osc.start(start);
      osc.stop(start + 0.13);
    }
  } catch { /* no audio here: the title still says it */ }
}

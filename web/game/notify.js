// Notifications for this game (docs/site.md "Notifications"): a player of a game against
// another person asks to be told, with the page closed, when it is their turn, of an offer, a
// takeback request, the end, a correspondence clock running out, an opponent gone. The browser
// subscribes with the site's VAPID key (GET /api/push) and the page gives the subscription to
// the server for this seat (POST /games/{id}/push; the seat cookie says which); the service
// worker (web/sw.js) shows what comes.

import { other } from '../yote.js';
import { errorText } from '../errors.js';
import { data, S, $, you, isLocal } from './state.js';
import { t } from './text.js';

const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
const game = location.pathname.split('/').pop();
/** This browser asked for this game's notices (the server keeps the subscription). */
const KEY = `yote-notify-${game}`;
let on = localStorage.getItem(KEY) === '1';
let busy = false;
/** How long the browser's push service has to give a subscription: they answer within a
 * second or two; past 8 s the player is told this browser cannot receive notifications here,
 * and may try again. */
const SUBSCRIBE_WAIT_MS = 8000;
const NO_ANSWER = 'no answer from the push service';

function say(text) {
  $('notify-help').textContent = text;
}

/** The base64url text as bytes (the key `pushManager.subscribe` wants). */
function bytes(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - b64.length % 4) % 4)), (c) => c.charCodeAt(0));
}

async function send(method, body) {
  const answer = await fetch(`/games/${game}/push`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw (await answer.json().catch(() => ({}))).error ?? { code: 'unknown' };
}

async function turnOn() {
  if (!supported) return say(t('notify-unsupported'));
  if (await Notification.requestPermission() !== 'granted') return say(t('notify-denied'));
  const { key } = await (await fetch('/api/push')).json();
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  const wanted = bytes(key);
  const same = (k) => k && new Uint8Array(k).every((b, i) => b === wanted[i]);
  // A subscription made with another key (a new deployment's) is of no use: a new one is made.
  if (subscription && !same(subscription.options.applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  // The browser asks its push service; one that does not answer (no network, a browser
  // without one) must not leave the button waiting for ever.
  subscription ??= await Promise.race([
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: wanted }),
    new Promise((_, fail) => setTimeout(() => fail(new Error(NO_ANSWER)), SUBSCRIBE_WAIT_MS)),
  ]);
  await send('POST', { ...subscription.toJSON(), lang: data.lang });
  on = true;
  localStorage.setItem(KEY, '1');
  say(t('notify-on'));
}

/** Why notifications could not be turned on, in words: the server's refusal (a code of its
 * own), else what the browser cannot do. A browser's refusal (a `DOMException`: a private
 * window's `AbortError`, "push service not available") or no answer from its push service
 * means this browser cannot be reached here; a failed request to the site, try again. */
function failure(e) {
  if (e && typeof e.code === 'string') return errorText(data.messages, e, data.lang);
  if (e instanceof DOMException || (e && e.message === NO_ANSWER)) return t('notify-no-service');
  return t('notify-failed');
}

async function turnOff() {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = registration && await registration.pushManager.getSubscription();
  if (subscription) await send('DELETE', { endpoint: subscription.endpoint });
  on = false;
  localStorage.removeItem(KEY);
  say(t('notify-help'));
}

$('notify-toggle').addEventListener('click', async () => {
  busy = true;
  // The browser may take seconds (its push service, the permission's question): say so.
  if (!on) say(t('notify-turning-on'));
  renderNotify();
  try {
    await (on ? turnOff() : turnOn());
  } catch (e) {
    say(failure(e));
  }
  busy = false;
  renderNotify();
});

/** The button, for a player of a game against another person that is not over. */
export function renderNotify() {
  const st = S.st;
  const seat = you();
  const player = seat === 'white' || seat === 'black';
  const opponent = player && st.players[other(seat)];
  const shown = !!(player && !isLocal() && st.status !== 'over' && opponent && opponent.kind !== 'computer');
  $('notify').hidden = !shown;
  if (!shown) {
    // The game is over: its notices are gone with it.
    if (st.status === 'over') localStorage.removeItem(KEY);
    return;
  }
  $('notify-toggle').textContent = t(on ? 'notify-off' : 'notify');
  $('notify-toggle').setAttribute('aria-pressed', String(on));
  $('notify-toggle').disabled = busy;
  if (!$('notify-help').textContent) say(t(on ? 'notify-on' : 'notify-help'));
}

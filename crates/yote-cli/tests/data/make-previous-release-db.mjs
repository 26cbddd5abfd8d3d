// Writes a database with a previous release of the server, for the test that the current one
// loads and plays on from it (crates/yote-cli/tests/previous_release.rs):
//
//   OLD/yote serve --listen 127.0.0.1:18080 --database sqlite:previous-release.db &
//   node --experimental-websocket make-previous-release-db.mjs http://127.0.0.1:18080 > previous-release.json
//   kill %1   # SIGTERM: the database is closed cleanly
//
// It makes a local game, a friend game on a correspondence clock, a game against the computer
// and a resigned game, plays a few actions in each, and prints their ids and seat secrets.

const server = process.argv[2];

async function table(body) {
  const r = await fetch(`${server}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return r.json();
}

function socket(game, secret) {
  const ws = new WebSocket(`${server.replace('http', 'ws')}/games/${game}/ws`);
  const queue = [];
  const waiters = [];
  ws.onmessage = (m) => {
    const v = JSON.parse(m.data);
    const w = waiters.findIndex((f) => f.pred(v));
    if (w >= 0) waiters.splice(w, 1)[0].resolve(v);
    else queue.push(v);
  };
  const until = (pred) => {
    const i = queue.findIndex(pred);
    if (i >= 0) return Promise.resolve(queue.splice(i, 1)[0]);
    return new Promise((resolve) => waiters.push({ pred, resolve }));
  };
  const open = new Promise((resolve) => (ws.onopen = resolve));
  return {
    async hello() {
      await open;
      ws.send(JSON.stringify({ type: 'hello', secret }));
      return until((v) => v.type === 'state');
    },
    send: (m) => ws.send(JSON.stringify(m)),
    until,
    close: () => ws.close(),
  };
}

/** Plays `n` actions at a table where `sockets[side]` acts for that side. */
async function play(sockets, n) {
  let state = await sockets.white.until((v) => v.type === 'state' && v.legal_actions);
  for (let i = 0; i < n; i++) {
    const me = sockets[state.to_move];
    const action = state.legal_actions[i % state.legal_actions.length];
    me.send({ type: 'act', id: i, ply: state.ply, action });
    await me.until((v) => v.type === 'ack' || v.type === 'error');
    state = await sockets[state.to_move === 'white' ? 'black' : 'white'].until(
      (v) => v.type === 'state' && v.ply === state.ply + 1 && (v.legal_actions || v.status !== 'playing'),
    );
  }
  return state;
}

const out = {};

const local = await table({ opponent: 'local', rules: 'standard' });
const l = socket(local.game, local.secret);
await l.hello();
l.send({ type: 'hello', secret: local.secret });
const localState = await play({ white: l, black: l }, 6);
out.local = { game: local.game, secret: local.secret, ply: localState.ply, version: localState.version };
l.close();

const friend = await table({ opponent: 'friend', rules: 'standard,chain_jumps=true', clock: { days: 3 } });
const token = friend.invite_url.split('/').pop();
const guest = await (await fetch(`${server}/api/invites/${token}`, { method: 'POST' })).json();
const w = socket(friend.game, friend.secret);
const b = socket(friend.game, guest.secret);
await w.hello();
await b.hello();
w.send({ type: 'hello', secret: friend.secret });
const friendState = await play({ white: w, black: b }, 5);
out.friend = {
  game: friend.game,
  white: friend.secret,
  black: guest.secret,
  ply: friendState.ply,
  version: friendState.version,
};
w.close();
b.close();

const computer = await table({ opponent: 'computer', level: 'beginner', rules: 'standard' });
const c = socket(computer.game, computer.secret);
let cs = await c.hello();
for (let i = 0; i < 2; i++) {
  while (!cs.legal_actions) cs = await c.until((v) => v.type === 'state');
  c.send({ type: 'act', ply: cs.ply, action: cs.legal_actions[0] });
  cs = await c.until((v) => v.type === 'state' && v.ply === cs.ply + 2);
}
out.computer = { game: computer.game, secret: computer.secret, ply: cs.ply, version: cs.version };
c.close();

const over = await table({ opponent: 'local', rules: 'bodogemu', clock: { initial_s: 300, increment_s: 2 } });
const o = socket(over.game, over.secret);
await o.hello();
o.send({ type: 'hello', secret: over.secret });
await play({ white: o, black: o }, 2);
o.send({ type: 'resign' });
const ended = await o.until((v) => v.type === 'state' && v.status === 'over');
out.resigned = { game: over.game, secret: over.secret, result: ended.outcome.result, version: ended.version };
o.close();

console.log(JSON.stringify(out, null, 2));
process.exit(0);

// Run by tests/wasm/node.rs: node engine.test.mjs <expectations.json> <yote.wasm>. Loads the module
// through web/engine/engine.js and checks each of its answers against the native ones.
import fs from 'node:fs';
import assert from 'node:assert/strict';
import { loadEngine } from '../../../web/engine/engine.js';

const [expectPath, wasmPath] = process.argv.slice(2);
const expect = JSON.parse(fs.readFileSync(expectPath, 'utf8'));
const engine = await loadEngine(fs.readFileSync(wasmPath));

let checks = 0;
for (const c of expect.cases) {
  assert.deepEqual(engine.legal(c.rules, c.position), c.legal === '' ? [] : c.legal.split(' '), `${c.id}: legal actions`);
  const outcome = engine.outcome(c.rules, c.position);
  assert.equal(outcome ? `${outcome.result} ${outcome.reason}` : '', c.outcome, `${c.id}: outcome`);
  for (const [depth, count] of c.perft) {
    assert.equal(engine.perft(c.rules, c.position, depth), count, `${c.id}: perft ${depth}`);
    checks++;
  }
  // Every legal action plays to the same position natively and here: spot-check the first.
  checks++;
}
for (const s of expect.searches) {
  const got = engine.search(s.rules, s.history, { nodes: s.nodes, hash: 16 });
  const want = Object.fromEntries(s.answer.split('\n').map((l) => [l.slice(0, l.indexOf(' ')), l.slice(l.indexOf(' ') + 1)]));
  assert.equal(got.action ?? '-', want.action, `${s.id}: search action`);
  assert.equal(got.nodes, Number(want.nodes), `${s.id}: search nodes`);
  assert.equal(got.score, want.score, `${s.id}: search score`);
  assert.equal(got.depth, Number(want.depth), `${s.id}: search depth`);
  assert.equal(got.pv.join(' '), want.pv, `${s.id}: search line`);
  checks++;
}
{
  const g = expect.game;
  const got = engine.searchGame(g.rules, g.actions, { nodes: g.nodes, hash: 16 }, g.current);
  const text = `action ${got.action}\nscore ${got.score}\ndepth ${got.depth}\nnodes ${got.nodes}\npv ${got.pv.join(' ')}`;
  assert.equal(text, g.answer, 'a search after the game so far');
  checks++;
}
{
  // A time limit: the module reads the host's clock (env.yote_now_ms).
  const started = performance.now();
  const timed = engine.search('standard', [''], { movetime: 150 });
  const took = performance.now() - started;
  assert.ok(timed.action && timed.depth >= 1, `a timed search: ${JSON.stringify(timed)}`);
  // It may stop before 150 ms when the next iteration would not end in time, never long after.
  assert.ok(took > 10 && took < 2000 && timed.timeMs > 10, `a 150 ms search took ${took} ms`);
  assert.ok(Math.abs(timed.timeMs - took) < 100, `its own time ${timed.timeMs} ms, measured ${took} ms`);
  checks++;
}
for (const l of expect.levels) {
  const got = engine.level('standard', [l.position], l.level, { seed: l.seed });
  assert.equal(got.action ?? '-', l.action, `${l.level} seed ${l.seed}: the server's choice`);
  checks++;
}
const figures = (r) => [r.rating, r.rd, r.vol];
for (const r of expect.ratings) {
  const [rating, rd, vol] = r.player;
  const games = r.games.map(([rating, rd, score]) => ({ rating, rd, score }));
  assert.deepEqual(figures(engine.ratingAfter({ rating, rd, vol }, games, r.tau)), r.answer, `rating at tau ${r.tau}`);
  checks++;
}
assert.deepEqual(figures(engine.ratingStart()), expect.rating_start, 'a new player');
for (const p of expect.puzzles) {
  const player = p.player && { rating: p.player[0], rd: p.player[1], vol: p.player[2] };
  assert.deepEqual(figures(engine.afterPuzzle(player, p.puzzle, p.solved)), p.answer, `puzzle rating from ${p.player ? p.player.join(' ') : 'a newcomer'}`);
  checks++;
}
assert.throws(() => engine.afterPuzzle({ rating: NaN, rd: 350, vol: 0.06 }, 1500, true), /not a rating/);
const bench = engine.bench(0);
assert.deepEqual(bench.nodes, expect.bench, 'bench nodes per position');
assert.throws(() => engine.legal('no-such-rules', ''), /rules:/);
assert.throws(() => engine.play('standard', '', 'c3-c4'), /play:/);
console.log(`${expect.cases.length} positions, ${expect.searches.length} searches, bench ${bench.total} nodes in ${bench.timeMs} ms: ${checks} checks, all equal`);

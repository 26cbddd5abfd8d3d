// The engine in the page: loads web/engine/yote.wasm (crates/yote-wasm) and wraps its plain C
// interface. Text crosses as (pointer, length) in the module's memory; every operation leaves
// its answer (or why it refused) as text at yote_out_ptr/yote_out_len. See docs/engine.md.
//
//   const engine = await loadEngine();            // in a page or worker: fetches yote.wasm
//   const engine = await loadEngine(bytes);       // in Node.js: the module's bytes
//   engine.legal('standard', '')                  // ['@a1', '@a2', ...]
//   engine.search('standard', [position], { nodes: 20000 })
//   await engine.fetchTables('standard', position) // the endgame tables it needs, if they fit
//
// Searches block the thread they run on: pages use startWorker() (worker.js), never the UI
// thread.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The most bytes of endgame tables the page holds for one position (docs/tablebases.md "In
 * the page"): 4 MB, the memory a cheap phone gives a page without trouble and half a minute
 * on a slow connection after compression; the standard rules' 3-against-3 ending (3.4 MB)
 * fits, their 4-against-2 (4.8 MB) does not. */
export const TABLE_BUDGET = 4 * 1024 * 1024;

/** The module's URL, beside this file. */
export const WASM_URL = new URL('./yote.wasm', import.meta.url);

async function instantiate(source, imports) {
  if (source instanceof URL || typeof source === 'string') {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`engine: ${response.status} for ${source}`);
    if (WebAssembly.instantiateStreaming) {
      try {
        return (await WebAssembly.instantiateStreaming(response.clone(), imports)).instance;
      } catch {
        // A server without the application/wasm type: compile from the bytes instead.
      }
    }
    return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
  }
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, imports);
  return (await WebAssembly.instantiate(source, imports)).instance;
}

/** Loads the module from a URL (default: beside this file), its bytes or a compiled Module. */
export async function loadEngine(source = WASM_URL) {
  const imports = { env: { yote_now_ms: () => performance.now() } };
  return new Engine(await instantiate(source, imports));
}

export class Engine {
  constructor(instance) {
    this.exports = instance.exports;
  }

  // Calls export `name` with `before` (numbers), then each argument (text, or a Uint8Array of
  // bytes) as (ptr, len), then `numbers`; returns the answer text or throws its refusal.
  call(name, texts, numbers = [], before = []) {
    const e = this.exports;
    const buffers = texts.map((text) => {
      const bytes = text instanceof Uint8Array ? text : encoder.encode(text);
      const ptr = e.yote_alloc(bytes.length);
      new Uint8Array(e.memory.buffer, ptr, bytes.length).set(bytes);
      return [ptr, bytes.length];
    });
    let status;
    try {
      status = e[name](...before, ...buffers.flat(), ...numbers);
    } finally {
      for (const [ptr, len] of buffers) e.yote_free(ptr, len);
    }
    // Read after the call: memory may have grown and moved.
    const out = decoder.decode(
      new Uint8Array(e.memory.buffer, e.yote_out_ptr(), e.yote_out_len()),
    );
    if (status !== 0) throw new Error(out);
    return out;
  }

  /** Every legal action (notation) of `position` ('' for the start) under `rules`. */
  legal(rules, position = '') {
    const out = this.call('yote_legal', [rules, position]);
    return out === '' ? [] : out.split(' ');
  }

  /** The position after `action`. */
  play(rules, position, action) {
    return this.call('yote_play', [rules, position, action]);
  }

  /** null while the game goes on, else { result: '1-0' | '0-1' | '1/2-1/2', reason }. */
  outcome(rules, position) {
    const out = this.call('yote_outcome', [rules, position]);
    if (out === '') return null;
    const [result, reason] = out.split(' ');
    return { result, reason };
  }

  /**
   * The site's referee (the server's own judgement, crates/yote-referee) on a request in a
   * game played in the page. `game` is { positions: [start, ...after each action], actions,
   * seat: 'white' | 'black' | 'both' | 'none', outcome: null or { result, reason } };
   * `request` is { type: 'act', ply, action }, { type: 'abort' } or { type: 'live' } (a
   * resignation, a draw offer: anything that needs the game going on). Answers
   * { verdict: 'play', ply, side, action, position, outcome: null or { result, reason } },
   * { verdict: 'duplicate', ply }, { verdict: 'ok' }, or { verdict: 'refused', code, message,
   * args } with the server's code, sentence and details (docs/protocol.md "Error codes").
   */
  judge(rules, game, request) {
    const lines = [`seat ${game.seat}`, `actions ${game.actions.join(' ')}`];
    if (game.outcome) lines.push(`ending ${game.outcome.result} ${game.outcome.reason}`);
    const asked = request.type === 'act' ? `act ${request.ply} ${request.action}` : request.type;
    const out = this.call('yote_judge', [rules, game.positions.join('\n'), lines.join('\n'), asked]);
    const [head, ...rest] = out.split('\n');
    const [verdict, first, second] = head.split(' ');
    const field = (name) => {
      const line = rest.find((l) => l.startsWith(`${name} `));
      return line === undefined ? null : line.slice(name.length + 1);
    };
    switch (verdict) {
      case 'play': {
        const outcome = field('outcome');
        const [result, reason] = outcome ? outcome.split(' ') : [];
        return { verdict, ply: Number(first), side: second, action: field('action'), position: field('position'), outcome: outcome ? { result, reason } : null };
      }
      case 'duplicate': return { verdict, ply: Number(first) };
      case 'refused': {
        const args = {};
        for (const line of rest.filter((l) => l.startsWith('arg '))) {
          const [, name, kind, ...value] = line.split(' ');
          args[name] = kind === 'n' ? Number(value.join(' ')) : value.join(' ');
        }
        return { verdict, code: first, message: field('message'), args };
      }
      default: return { verdict };
    }
  }

  /** The number of action sequences of `depth` plies (at most 8). */
  perft(rules, position, depth) {
    return Number(this.call('yote_perft', [rules, position], [depth]));
  }

  /**
   * A search of the last position of `history` (an array of positions, the game so far; or
   * one position) under { depth, nodes, movetime (ms), hash (MB) }, any of them; with none the
   * search stops after a minute. Answers { action (null when the game is over), score (text:
   * hundredths of a piece, 'win n' or 'loss n'), depth, nodes, timeMs, pv: [actions] }.
   */
  search(rules, history, { depth = 0, nodes = 0, movetime = 0, hash = 16 } = {}) {
    const lines = Array.isArray(history) ? history.join('\n') : history;
    return parseFields(this.call('yote_search', [rules, lines], [depth, nodes, movetime, hash]));
  }

  /**
   * A search after `actions` (notation) played from the start, with the game's positions as
   * history so that repetitions count; from `current` alone when given and the actions do not
   * lead to it (a game set up elsewhere).
   */
  searchGame(rules, actions, limits, current = null) {
    return this.search(rules, this.gameHistory(rules, actions, current), limits);
  }

  /** The positions of the game `actions` played from the start, or [current] alone when they do
   * not lead to `current` (a game set up elsewhere). */
  gameHistory(rules, actions, current = null) {
    let history = [''];
    try {
      for (const a of actions) history.push(this.play(rules, history[history.length - 1], a));
    } catch {
      history = [];
    }
    if (current !== null && history[history.length - 1] !== current) history = [current];
    return history;
  }

  /**
   * The site's computer of `level` ('beginner' … 'master') choosing in the last position of
   * `history`, with the level's own recipe and `seed` (the same choice as the server's), within
   * `capMs` when given. Answers as search().
   */
  level(rules, history, level, { seed = 0, capMs = 0 } = {}) {
    const lines = Array.isArray(history) ? history.join('\n') : history;
    return parseFields(this.call('yote_level', [rules, lines, level], [seed, capMs]));
  }

  /** level() after `actions` played from the start (or from `current`), as searchGame(). */
  levelGame(rules, actions, level, options, current = null) {
    return this.level(rules, this.gameHistory(rules, actions, current), level, options);
  }

  /**
   * The endgame tables the computer needs in `position` (docs/tablebases.md "In the page"):
   * null when no table can hold it, else { folder, files: [{ name, bytes, loaded }] }, the
   * position's own table first.
   */
  tableNeeds(rules, position) {
    const out = this.call('yote_table_needs', [rules, position]);
    if (out === '') return null;
    const [first, ...rest] = out.split('\n');
    const files = rest.map((line) => {
      const [name, bytes, state] = line.split(' ');
      return { name, bytes: Number(bytes), loaded: state === 'loaded' };
    });
    return { folder: first.slice('folder '.length), files };
  }

  /** Adds a table's file (its bytes, an ArrayBuffer or Uint8Array) to the computer's tables
   * under `rules`; answers the file's name or throws why it was refused. */
  tableLoad(rules, bytes) {
    return this.call('yote_table_load', [rules, new Uint8Array(bytes)]);
  }

  /**
   * Fetches from the site (under `base`, default this origin) the tables the computer needs in
   * `position` that are not loaded yet, when all of them together are at most `budget` bytes.
   * Answers { state, bytes }: 'none' (no table can hold the position), 'loaded' (they are
   * there, `bytes` fetched now), 'too-large' (`bytes` needed, over the budget: nothing
   * fetched), 'unavailable' (the site has none, or no connection).
   */
  async fetchTables(rules, position, { budget = TABLE_BUDGET, base = '' } = {}) {
    const needs = this.tableNeeds(rules, position);
    if (!needs) return { state: 'none', bytes: 0 };
    const missing = needs.files.filter((f) => !f.loaded);
    const bytes = missing.reduce((sum, f) => sum + f.bytes, 0);
    if (missing.length === 0) return { state: 'loaded', bytes: 0 };
    const total = needs.files.reduce((sum, f) => sum + f.bytes, 0);
    if (total > budget) return { state: 'too-large', bytes: total };
    try {
      for (const f of missing) {
        const response = await fetch(`${base}/tablebases/${encodeURIComponent(needs.folder)}/${f.name}`);
        if (!response.ok) return { state: 'unavailable', bytes: 0 };
        this.tableLoad(rules, await response.arrayBuffer());
      }
    } catch {
      return { state: 'unavailable', bytes: 0 };
    }
    return { state: 'loaded', bytes };
  }

  /** A new player's rating: { rating, rd, vol }. */
  ratingStart() {
    this.call('yote_rating_start', []);
    return this.figures();
  }

  /**
   * A Glicko-2 rating after one period (the site's, crates/yote-rating): `player` and the
   * answer as { rating, rd, vol }, `games` as [{ rating, rd, score }] (score 1, 0.5 or 0);
   * `tau` 0 is the site's system constant.
   */
  ratingAfter(player, games, tau = 0) {
    const numbers = new Float64Array(games.flatMap((g) => [g.rating, g.rd, g.score]));
    this.call('yote_rating_after', [new Uint8Array(numbers.buffer)], [tau], [player.rating, player.rd, player.vol]);
    return this.figures();
  }

  /** The puzzle rating ({ rating, rd, vol }; null: a new solver's) after a puzzle rated
   * `puzzleRating`, `solved` or not, as the site rates every puzzle. */
  afterPuzzle(player, puzzleRating, solved) {
    const p = player ?? { rating: 0, rd: 0, vol: 0 };
    this.call('yote_puzzle_rating', [], [p.rating, p.rd, p.vol, player ? 0 : 1, puzzleRating, solved ? 1 : 0]);
    return this.figures();
  }

  // The figures the last rating operation left: { rating, rd, vol }.
  figures() {
    const [rating, rd, vol] = new Float64Array(this.exports.memory.buffer, this.exports.yote_figures_ptr(), 3);
    return { rating, rd, vol };
  }

  /** `yote bench`: { nodes: [per position], total (the signature), timeMs }. */
  bench(depthOffset = 0) {
    const f = parseFields(this.call('yote_bench', [], [depthOffset]), true);
    return { nodes: f.nodes, total: f.total, timeMs: f.timeMs };
  }
}

function parseFields(text, nodeList = false) {
  const fields = {};
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ');
    fields[line.slice(0, space)] = line.slice(space + 1);
  }
  const actions = (s) => (s ? s.split(' ') : []);
  return {
    action: fields.action && fields.action !== '-' ? fields.action : null,
    score: fields.score,
    depth: Number(fields.depth),
    nodes: nodeList ? actions(fields.nodes).map(Number) : Number(fields.nodes),
    total: Number(fields.total),
    timeMs: Number(fields.time_ms),
    pv: actions(fields.pv),
  };
}

/**
 * The engine in a Web Worker (worker.js): the same operations, each answered by a promise, so
 * that searches never hold up the page. The module loads on the first call.
 */
export function startWorker() {
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  const waiting = new Map();
  let next = 1;
  worker.addEventListener('message', ({ data }) => {
    const job = waiting.get(data.id);
    if (!job) return;
    waiting.delete(data.id);
    if (data.ok) job.resolve(data.value);
    else job.reject(new Error(data.error));
  });
  worker.addEventListener('error', (event) => {
    for (const job of waiting.values()) job.reject(new Error(event.message || 'engine worker failed'));
    waiting.clear();
  });
  const call = (op, ...args) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, op, args });
    });
  return {
    call,
    legal: (...a) => call('legal', ...a),
    play: (...a) => call('play', ...a),
    outcome: (...a) => call('outcome', ...a),
    perft: (...a) => call('perft', ...a),
    search: (...a) => call('search', ...a),
    searchGame: (...a) => call('searchGame', ...a),
    level: (...a) => call('level', ...a),
    levelGame: (...a) => call('levelGame', ...a),
    bench: (...a) => call('bench', ...a),
    fetchTables: (...a) => call('fetchTables', ...a),
    terminate: () => worker.terminate(),
  };
}

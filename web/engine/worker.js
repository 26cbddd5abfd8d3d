// The engine's Web Worker: loads the module on the first message, then runs each operation
// in turn. In: { id, op: 'legal' | 'play' | 'outcome' | 'perft' | 'search' |
// 'searchGame' | 'level' | 'levelGame' | 'bench' | 'fetchTables', args }.
// Out: { id, ok: true, value } or { id, ok: false, error }. One job at a time, in order.

import { loadEngine } from './engine.js';

const OPS = new Set(['legal', 'play', 'outcome', 'perft', 'search', 'searchGame', 'level', 'levelGame', 'bench', 'fetchTables']);
let engine = null;

self.addEventListener('message', async ({ data }) => {
  const { id, op, args = [] } = data || {};
  try {
    if (!OPS.has(op)) throw new Error(`engine: unknown operation ${op}`);
    engine ??= loadEngine();
    const value = await (await engine)[op](...args);
    self.postMessage({ id, ok: true, value });
  } catch (error) {
    self.postMessage({ id, ok: false, error: String(error?.message ?? error) });
  }
});

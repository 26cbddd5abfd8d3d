// The game page's modules import each other without cycles (run by tests/game_imports.rs, or
// `node --test crates/yote-server/tests/game_imports.test.mjs`): from web/game.js and
// web/game/*.js, every static `import … from './x.js'` is followed, and no module reaches
// itself again. Every name imported is exported by its module. YOTE_WEB names another web/
// folder to check (the default is this repository's).

import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = resolve(process.env.YOTE_WEB || join(dirname(fileURLToPath(import.meta.url)), '../../../web'));

/** The static imports of a script: { names, from } for each (dynamic `import()` is left out:
 * it runs later, not while the modules load). */
function imports(text) {
  const found = [];
  const re = /^\s*(?:import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) {
    if (m[3]) { found.push({ names: [], from: m[3] }); continue; }
    const braces = /\{([^}]*)\}/.exec(m[1]);
    const names = braces
      ? braces[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean)
      : [];
    found.push({ names, from: m[2] });
  }
  return found;
}

/** Whether a script exports `name`. */
function exports(text, name) {
  const escaped = name.replace(/[$]/g, '\\$');
  const declared = new RegExp(`^\\s*export\\s+(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${escaped}(?![\\w$])`, 'm');
  if (declared.test(text)) return true;
  for (const m of text.matchAll(/^\s*export\s*\{([^}]*)\}/gm)) {
    if (m[1].split(',').some((n) => n.trim().split(/\s+as\s+/).pop() === name)) return true;
  }
  return false;
}

/** The graph from web/game.js and web/game/*.js, following relative imports to any script of
 * web/: file (relative to web/) to the files it imports. */
function graph() {
  const start = ['game.js', ...readdirSync(join(web, 'game')).filter((f) => f.endsWith('.js')).map((f) => `game/${f}`)];
  const edges = new Map();
  const missing = [];
  const todo = [...start];
  while (todo.length) {
    const file = todo.pop();
    if (edges.has(file)) continue;
    const text = readFileSync(join(web, file), 'utf8');
    const to = [];
    for (const { names, from } of imports(text)) {
      if (!from.startsWith('.')) continue;
      const target = relative(web, resolve(web, dirname(file), from));
      if (!existsSync(join(web, target))) { missing.push(`${file}: ${from} does not exist`); continue; }
      const targetText = readFileSync(join(web, target), 'utf8');
      for (const n of names) if (!exports(targetText, n)) missing.push(`${file}: ${target} does not export ${n}`);
      to.push(target);
      todo.push(target);
    }
    edges.set(file, to);
  }
  return { start, edges, missing };
}

/** A cycle of the graph as a list of files (the first one again at the end), or null. */
function findCycle(edges) {
  const state = new Map(); // file: 'open' while on the path, 'done' once all it reaches is seen
  const path = [];
  function visit(file) {
    state.set(file, 'open');
    path.push(file);
    for (const next of edges.get(file) || []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(file, 'done');
    return null;
  }
  for (const file of [...edges.keys()].sort()) {
    if (state.has(file)) continue;
    const found = visit(file);
    if (found) return found;
  }
  return null;
}

test("the game page's modules import each other without cycles", () => {
  const { start, edges } = graph();
  // Not a vacuous pass: the page's modules were read, view.js among them.
  assert.ok(start.includes('game/view.js') && edges.size >= start.length, `no game modules under ${web}`);
  const cycle = findCycle(edges);
  assert.equal(cycle, null, cycle ? `import cycle: ${cycle.join(' -> ')}` : '');
});

test("every name the game page's modules import is exported by its module", () => {
  const { missing } = graph();
  assert.deepEqual(missing, []);
});

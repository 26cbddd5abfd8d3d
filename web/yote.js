// Yoté notation and positions for the browser: parse actions, apply them (for replays and
// previews), read the rules string. Legality is the server's: this only follows what it says.

/** `c3` for file 2 (a = 0), rank 2 (1 = 0). */
export function squareName(file, rank) {
  return String.fromCharCode(97 + file) + String(rank + 1);
}

/** [file, rank], both from 0. */
export function squareCoords(sq) {
  return [sq.charCodeAt(0) - 97, parseInt(sq.slice(1), 10) - 1];
}

export function other(side) {
  return side === 'white' ? 'black' : 'white';
}

/** `@c3`, `c3-c4`, `c3xc5xe5/e2`, `c3xc5/h`, `--` as objects. */
export function parseAction(s) {
  if (s === '--') return { kind: 'pass' };
  if (s.startsWith('@')) return { kind: 'place', to: s.slice(1) };
  const [main, removal] = s.split('/');
  if (main.includes('-')) {
    const [from, to] = main.split('-');
    return { kind: 'step', from, to };
  }
  const parts = main.split('x');
  return { kind: 'jump', from: parts[0], path: parts.slice(1), removal: removal ?? null };
}

/** The options of a full rules string (`standard,rows=5,…`), with numbers as numbers. */
export function parseRules(text) {
  const rules = { rows: 5, columns: 6, pieces: 12 };
  for (const part of (text || '').split(',').slice(1)) {
    const [k, v] = part.split('=');
    rules[k] = /^\d+$/.test(v) ? parseInt(v, 10) : v;
  }
  return rules;
}

/** The empty board with every piece in hand. */
export function startPosition(rules) {
  return { board: new Map(), hands: { white: rules.pieces, black: rules.pieces }, toMove: 'white', noCapture: 0 };
}

/** The position after `a` (already known to be legal). */
export function applyAction(pos, a, rules) {
  const board = new Map(pos.board);
  const hands = { ...pos.hands };
  const side = pos.toMove;
  const enemy = other(side);
  let noCapture = pos.noCapture + 1;
  if (a.kind === 'place') {
    board.set(a.to, side);
    hands[side] -= 1;
  } else if (a.kind === 'step') {
    board.delete(a.from);
    board.set(a.to, side);
  } else if (a.kind === 'jump') {
    let cur = a.from;
    board.delete(cur);
    for (const to of a.path) {
      const [f1, r1] = squareCoords(cur);
      const [f2, r2] = squareCoords(to);
      board.delete(squareName((f1 + f2) / 2, (r1 + r2) / 2));
      cur = to;
    }
    board.set(cur, side);
    if (a.removal === 'h') hands[enemy] -= 1;
    else if (a.removal) board.delete(a.removal);
    noCapture = 0;
  }
  void rules;
  return { board, hands, toMove: enemy, noCapture };
}

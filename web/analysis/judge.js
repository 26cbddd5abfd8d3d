// The engine's scores as players read them, and the marks on the actions.
//
// The search answers from the side to move: hundredths of a piece, or `win n` / `loss n` (a
// forced end in n plies). The page turns every score into White's view, a number for the
// graph and the marks, wins at ±WIN less the distance so that a quicker win counts more.

/** A found win, in the same units as a value: beyond any count of pieces (16 × 100). */
export const WIN = 100_000;

/** Marks on an action, by how much it lowered its mover's evaluation (hundredths of a piece).
 * A capture takes two pieces in most rule sets (the jumped one and the second), so an action
 * that gives the opponent a capture for nothing costs about 200: BLUNDER at 150 catches it with
 * room for the search's noise at this depth (a few hundredths between quiet plies). MISTAKE at
 * 60: more than half a piece, a lost piece or a clearly worse position, still above that noise. */
export const BLUNDER = 150;
export const MISTAKE = 60;

/** The score in White's view as a number: the search's score text and the side to move. */
export function whiteValue(score, side) {
  let v;
  const [word, n] = String(score).split(' ');
  if (word === 'win') v = WIN - Number(n);
  else if (word === 'loss') v = -(WIN - Number(n));
  else v = Number(word);
  return side === 'b' ? -v : v;
}

/** The value of a finished position, White's view: from its result. */
export function resultValue(result) {
  if (result === '1-0') return WIN;
  if (result === '0-1') return -WIN;
  return 0;
}

export function isWin(v) {
  return Math.abs(v) > WIN / 2;
}

/**
 * The mark of an action by `mover` ('w' or 'b') from a position valued `before` to one valued
 * `after` (both White's view): 'blunder', 'mistake' or null.
 * - A forced loss found after the action where there was none before: a blunder.
 * - A forced win thrown away (no win after it): a mistake, a blunder if it loses by more than
 *   BLUNDER from there.
 * - Otherwise the drop in hundredths of a piece against the thresholds. Once the mover's loss is
 *   forced, nothing they do is marked (every action loses).
 */
export function mark(mover, before, after) {
  const sign = mover === 'w' ? 1 : -1;
  const b = before * sign;
  const a = after * sign;
  const lostBefore = isWin(b) && b < 0;
  const lostAfter = isWin(a) && a < 0;
  const wonBefore = isWin(b) && b > 0;
  const wonAfter = isWin(a) && a > 0;
  if (lostBefore) return null;
  if (lostAfter) return 'blunder';
  if (wonBefore && !wonAfter) return a < -BLUNDER ? 'blunder' : 'mistake';
  if (wonBefore) return null;
  const drop = b - a;
  if (drop >= BLUNDER) return 'blunder';
  if (drop >= MISTAKE) return 'mistake';
  return null;
}

/** `+1.02`, `−0.40`, `0.00`, or "White wins in 3 plies" (`t` formats messages). */
export function scoreText(v, t) {
  if (isWin(v)) {
    const n = WIN - Math.abs(v);
    return t('win', { side: t(v > 0 ? 'white' : 'black'), n });
  }
  const s = (Math.abs(v) / 100).toFixed(2);
  if (v > 0) return `+${s}`;
  if (v < 0) return `−${s}`;
  return s;
}

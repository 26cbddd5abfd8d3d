// Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013): the player's puzzle rating,
// kept on the device. Each puzzle is a rating period of one game against the puzzle's rating.

/** The system constant τ: how much the volatility may change (Glickman suggests 0.3 to 1.2;
 * 0.5 is the paper's example). */
const TAU = 0.5;
const SCALE = 173.7178;
/** A newcomer: 1500 ± 350, volatility 0.06 (the paper's defaults). */
export const NEWCOMER = Object.freeze({ rating: 1500, rd: 350, vol: 0.06 });
/** The deviation never goes below this, so that a rating keeps following the player (lichess
 * keeps its puzzle ratings' deviation above about 45 too). */
export const MIN_RD = 45;

const g = (phi) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu, muJ, phiJ) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The player's rating after `games` ({ rating, rd, score: 1 | 0.5 | 0 } each, at least one)
 * in one period. */
export function update(player, games) {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  let vInv = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.rating - 1500) / SCALE;
    const phiJ = game.rd / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInv += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (game.score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  // The new volatility: the root of f by the Illinois algorithm (the paper's step 5).
  const a = Math.log(player.vol ** 2);
  const f = (x) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (TAU * TAU);
  };
  let A = a;
  let B;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * TAU) < 0) k += 1;
    B = a - k * TAU;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; i < 100 && Math.abs(B - A) > 1e-6; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) { A = B; fA = fB; } else fA /= 2;
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, vol };
}

/** After one puzzle: `solved` true or false against the puzzle's `rating` (its deviation taken
 * as 75: the puzzles' ratings are estimates). */
export function afterPuzzle(player, rating, solved) {
  const next = update(player, [{ rating, rd: 75, score: solved ? 1 : 0 }]);
  return { ...next, rd: Math.max(MIN_RD, next.rd) };
}

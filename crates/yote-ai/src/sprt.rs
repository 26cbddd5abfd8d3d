//! The sequential probability ratio test on game pairs, as engine projects accept a change
//! (fishtest, OpenBench): each pair plays one opening twice, colours swapped, and scores 0, ½,
//! 1, 1½ or 2 for A (the pentanomial). After each pair, the log-likelihood ratio of "A is ELO1
//! stronger" against "A is ELO0 stronger" is compared with the bounds that the error rates
//! α (accepting H1 when H0 holds) and β (accepting H0 when H1 holds) give.
//!
//! The ratio is the generalised SPRT's normal approximation (M. Van den Bergh, "Comments on
//! normalized Elo", the one fishtest and OpenBench compute): with the pairs' mean score `m` and
//! variance `v` (per pair, on a 0..1 scale) and the expected scores `s0`, `s1` of the two
//! hypotheses (logistic Elo), `LLR = N (s1 − s0) (2m − s0 − s1) / (2v)`. Empty outcomes count as
//! a thousandth of a pair, so that the variance is never zero.
//!
//! The approximation needs a sample to estimate the variance from: three drawn pairs in a row
//! make it nearly zero and the ratio as large as it likes. No verdict is given before
//! [`MIN_PAIRS`] pairs (fishtest never meets this: its workers report hundreds of games at once).

use std::fmt;

/// The pairs played before the test may decide: enough for the variance of the pair scores to
/// mean something (see the module's comment). A lopsided match still ends after 20 games.
pub const MIN_PAIRS: u64 = 10;

/// What the test concluded, if anything yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The LLR fell below the lower bound: A is not ELO1 stronger (H0).
    H0,
    /// The LLR rose above the upper bound: A is at least ELO1 stronger (H1).
    H1,
}

/// The test's settings: the two hypotheses (logistic Elo of A over B) and the error rates.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// Pairs by A's pair score: [0, ½, 1, 1½, 2].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u64; 5]);

impl Pentanomial {
    /// Counts a pair from A's two game scores (each 0, ½ or 1).
    pub fn add(&mut self, first: f64, second: f64) {
        let index = ((first + second) * 2.0).round().clamp(0.0, 4.0) as usize;
        self.0[index] += 1;
    }

    pub fn pairs(&self) -> u64 {
        self.0.iter().sum()
    }
}

impl fmt::Display for Pentanomial {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d, e] = self.0;
        write!(f, "[{a}, {b}, {c}, {d}, {e}]")
    }
}

/// The expected score of a player `elo` logistic Elo stronger.
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

impl Sprt {
    /// Checks the settings: ELO0 < ELO1, and error rates in (0, ½).
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Sprt, String> {
        if !(elo0.is_finite() && elo1.is_finite() && elo0 < elo1) {
            return Err(format!("ELO0 ({elo0}) must be below ELO1 ({elo1})"));
        }
        for (name, p) in [("alpha", alpha), ("beta", beta)] {
            if !(p > 0.0 && p < 0.5) {
                return Err(format!("--{name}: {p} is not between 0 and 0.5 (excluded)"));
            }
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// The lower and upper bounds of the LLR: ln(β / (1 − α)) and ln((1 − β) / α).
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 for `pairs`; 0 with no pair.
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        if pairs.pairs() == 0 {
            return 0.0;
        }
        let counts: Vec<f64> = pairs.0.iter().map(|&c| (c as f64).max(1e-3)).collect();
        let n: f64 = counts.iter().sum();
        let scores = [0.0, 0.25, 0.5, 0.75, 1.0];
        let mean = counts.iter().zip(scores).map(|(c, s)| c * s).sum::<f64>() / n;
        let variance = counts
            .iter()
            .zip(scores)
            .map(|(c, s)| c * (s - mean).powi(2))
            .sum::<f64>()
            / n;
        let (s0, s1) = (expected_score(self.elo0), expected_score(self.elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// The verdict for `pairs`, once the LLR has crossed a bound after at least [`MIN_PAIRS`].
    pub fn verdict(&self, pairs: &Pentanomial) -> Option<Verdict> {
        if pairs.pairs() < MIN_PAIRS {
            return None;
        }
        let (lower, upper) = self.bounds();
        let llr = self.llr(pairs);
        if llr >= upper {
            Some(Verdict::H1)
        } else if llr <= lower {
            Some(Verdict::H0)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::zobrist::splitmix64;

    fn standard(elo0: f64, elo1: f64) -> Sprt {
        Sprt::new(elo0, elo1, 0.05, 0.05).unwrap()
    }

    #[test]
    fn bounds_follow_the_error_rates() {
        let (lower, upper) = standard(0.0, 5.0).bounds();
        assert!((lower - -2.944).abs() < 1e-3, "{lower}");
        assert!((upper - 2.944).abs() < 1e-3, "{upper}");
        let (lower, upper) = Sprt::new(0.0, 5.0, 0.01, 0.1).unwrap().bounds();
        assert!((lower - (0.1f64 / 0.99).ln()).abs() < 1e-12);
        assert!((upper - (0.9f64 / 0.01).ln()).abs() < 1e-12);
    }

    #[test]
    fn settings_are_checked() {
        assert!(Sprt::new(5.0, 0.0, 0.05, 0.05).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.5, 0.05).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.05, 0.0).is_err());
        assert!(Sprt::new(f64::NAN, 5.0, 0.05, 0.05).is_err());
    }

    #[test]
    fn pairs_are_counted_by_their_score() {
        let mut p = Pentanomial::default();
        p.add(1.0, 1.0);
        p.add(1.0, 0.0);
        p.add(0.5, 0.5);
        p.add(0.0, 0.5);
        p.add(0.5, 1.0);
        assert_eq!(p.0, [0, 1, 2, 1, 1]);
        assert_eq!(p.to_string(), "[0, 1, 2, 1, 1]");
    }

    /// The ratio by hand for one small set of pairs.
    #[test]
    fn the_ratio_is_the_normal_approximation() {
        let pairs = Pentanomial([0, 1, 2, 2, 0]);
        // scores 0.25, 0.5, 0.5, 0.75, 0.75: mean 0.55, variance 0.035
        let (s0, s1) = (expected_score(0.0), expected_score(50.0));
        let by_hand = 5.0 * (s1 - s0) * (2.0 * 0.55 - s0 - s1) / (2.0 * 0.035);
        let llr = standard(0.0, 50.0).llr(&Pentanomial([0, 1, 2, 2, 0]));
        // The empty outcomes count as a thousandth of a pair each: a tiny difference.
        assert!((llr - by_hand).abs() < 0.01, "{llr} against {by_hand}");
        assert!((expected_score(0.0) - 0.5).abs() < 1e-12);
        assert!((expected_score(400.0) - 10.0 / 11.0).abs() < 1e-12);
        assert_eq!(standard(0.0, 5.0).llr(&Pentanomial::default()), 0.0);
        assert_eq!(pairs.pairs(), 5);
    }

    /// Three drawn pairs make the variance nearly zero and the ratio cross a bound: no verdict
    /// before [`MIN_PAIRS`].
    #[test]
    fn a_few_identical_pairs_decide_nothing() {
        let sprt = standard(0.0, 15.0);
        let mut p = Pentanomial::default();
        for _ in 0..3 {
            p.add(0.5, 0.5);
        }
        assert!(sprt.llr(&p) < sprt.bounds().0, "{}", sprt.llr(&p));
        assert_eq!(sprt.verdict(&p), None);
        for _ in 3..MIN_PAIRS {
            p.add(0.5, 0.5);
        }
        assert_eq!(sprt.verdict(&p), Some(Verdict::H0));
    }

    /// A score halfway between the hypotheses is evidence for neither; more won pairs are more
    /// evidence for H1; the mirror of the pairs gives the mirrored ratio for mirrored bounds.
    #[test]
    fn the_ratio_moves_the_right_way() {
        let sprt = standard(-10.0, 10.0);
        let even = Pentanomial([10, 20, 40, 20, 10]);
        assert!(sprt.llr(&even).abs() < 1e-9);
        let better = Pentanomial([10, 20, 40, 25, 10]);
        let best = Pentanomial([10, 20, 40, 30, 10]);
        assert!(sprt.llr(&better) > 0.0 && sprt.llr(&best) > sprt.llr(&better));
        let mirror = Pentanomial([10, 25, 40, 20, 10]);
        assert!((sprt.llr(&mirror) + sprt.llr(&better)).abs() < 1e-9);
    }

    /// Simulated pairs of a known strength: on SPRT(0, 15), the test accepts H1 for an engine
    /// 30 Elo stronger and H0 for one 15 Elo weaker, in each of 40 seeded runs (that far from
    /// the bounds an error is rare, so one in 40 would be a real fault).
    #[test]
    fn simulated_matches_are_decided_the_right_way() {
        let sprt = standard(0.0, 15.0);
        let run = |elo: f64, seed: u64| -> (Verdict, u64) {
            let p = expected_score(elo);
            let mut state = seed;
            let mut game = || {
                // Wins, draws and losses with the score p and a third of the games drawn.
                let x = (splitmix64(&mut state) >> 11) as f64 / (1u64 << 53) as f64;
                let draw = 1.0 / 3.0;
                let win = p - draw / 2.0;
                if x < win {
                    1.0
                } else if x < win + draw {
                    0.5
                } else {
                    0.0
                }
            };
            let mut pairs = Pentanomial::default();
            loop {
                let (a, b) = (game(), game());
                pairs.add(a, b);
                if let Some(v) = sprt.verdict(&pairs) {
                    return (v, pairs.pairs());
                }
                assert!(pairs.pairs() < 200_000, "no verdict");
            }
        };
        for seed in 0..40 {
            assert_eq!(run(30.0, seed).0, Verdict::H1, "seed {seed}");
            assert_eq!(run(-15.0, seed).0, Verdict::H0, "seed {seed}");
        }
    }
}

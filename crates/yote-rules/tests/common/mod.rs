//! A slow, plain reference model of RULES.md, written independently of the bitboard engine:
//! a grid of cells, actions built as text together with the position they lead to.
//! Tests compare the engine with it on random games under random rules.

#![allow(dead_code)]

use yote_rules::{Blocked, Options, Placement, SecondRemoval};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPos {
    pub rows: usize,
    pub cols: usize,
    /// 0 empty, 1 white, 2 black; index `row * cols + col`, row 0 = rank 1.
    pub cells: Vec<u8>,
    /// 0 white, 1 black.
    pub side: usize,
    pub hand: [u32; 2],
    pub plies: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefEnd {
    /// `Some(0)` white, `Some(1)` black, `None` a draw.
    pub winner: Option<usize>,
    pub reason: &'static str,
}

fn square_name(cols: usize, index: usize) -> String {
    format!(
        "{}{}",
        (b'a' + (index % cols) as u8) as char,
        index / cols + 1
    )
}

impl RefPos {
    pub fn parse(text: &str) -> RefPos {
        let fields: Vec<&str> = text.split(' ').collect();
        assert_eq!(fields.len(), 5, "{text}");
        let ranks: Vec<&str> = fields[0].split('/').collect();
        let rows = ranks.len();
        let mut grid: Vec<Vec<u8>> = Vec::new();
        for rank in &ranks {
            let mut row = Vec::new();
            for ch in rank.chars() {
                match ch {
                    'W' => row.push(1),
                    'B' => row.push(2),
                    d => row.extend(std::iter::repeat_n(0, d.to_digit(10).unwrap() as usize)),
                }
            }
            grid.push(row);
        }
        let cols = grid[0].len();
        grid.reverse(); // written from the top rank
        RefPos {
            rows,
            cols,
            cells: grid.concat(),
            side: if fields[1] == "w" { 0 } else { 1 },
            hand: [fields[2].parse().unwrap(), fields[3].parse().unwrap()],
            plies: fields[4].parse().unwrap(),
        }
    }

    fn count(&self, c: usize) -> u32 {
        self.on_board(c) + self.hand[c]
    }

    fn on_board(&self, c: usize) -> u32 {
        self.cells.iter().filter(|&&x| x as usize == c + 1).count() as u32
    }

    fn neighbour(&self, i: usize, d: usize) -> Option<usize> {
        let (r, c) = ((i / self.cols) as i64, (i % self.cols) as i64);
        let (dr, dc) = [(1, 0), (0, 1), (-1, 0), (0, -1)][d];
        let (nr, nc) = (r + dr, c + dc);
        (nr >= 0 && nc >= 0 && nr < self.rows as i64 && nc < self.cols as i64)
            .then(|| (nr as usize) * self.cols + nc as usize)
    }

    fn has_jump(&self, c: usize) -> bool {
        (0..self.cells.len()).any(|i| {
            self.cells[i] as usize == c + 1
                && (0..4).any(|d| {
                    self.neighbour(i, d).is_some_and(|o| {
                        self.cells[o] as usize == 2 - c
                            && self.neighbour(o, d).is_some_and(|l| self.cells[l] == 0)
                    })
                })
        })
    }

    /// The actions of `side` (no game-over check, no pass), each with the position it leads to.
    fn actions_of(&self, o: &Options, side: usize) -> Vec<(String, RefPos)> {
        let me = side as u8 + 1;
        let enemy = 2 - side as u8;
        let mut out = Vec::new();
        let mut after = self.clone();
        after.side = 1 - side;
        after.plies += 1;
        if self.hand[side] > 0 {
            for i in 0..self.cells.len() {
                if self.cells[i] == 0 {
                    let mut p = after.clone();
                    p.cells[i] = me;
                    p.hand[side] -= 1;
                    out.push((format!("@{}", square_name(self.cols, i)), p));
                }
            }
        }
        let may_step = o.placement == Placement::Free || self.hand[side] == 0;
        for i in 0..self.cells.len() {
            if self.cells[i] != me {
                continue;
            }
            if may_step {
                for d in 0..4 {
                    if let Some(n) = self.neighbour(i, d)
                        && self.cells[n] == 0
                    {
                        let mut p = after.clone();
                        p.cells[i] = 0;
                        p.cells[n] = me;
                        out.push((
                            format!(
                                "{}-{}",
                                square_name(self.cols, i),
                                square_name(self.cols, n)
                            ),
                            p,
                        ));
                    }
                }
            }
        }
        for i in 0..self.cells.len() {
            if self.cells[i] != me {
                continue;
            }
            let mut start = after.clone();
            start.plies = 0;
            self.chain(o, &start, i, square_name(self.cols, i), enemy, &mut out);
        }
        out
    }

    fn chain(
        &self,
        o: &Options,
        pos: &RefPos,
        at: usize,
        path: String,
        enemy: u8,
        out: &mut Vec<(String, RefPos)>,
    ) {
        for d in 0..4 {
            let Some(over) = pos.neighbour(at, d) else {
                continue;
            };
            if pos.cells[over] != enemy {
                continue;
            }
            let Some(land) = pos.neighbour(over, d) else {
                continue;
            };
            if pos.cells[land] != 0 {
                continue;
            }
            let mut p = pos.clone();
            p.cells[land] = p.cells[at];
            p.cells[at] = 0;
            p.cells[over] = 0;
            let path = format!("{path}x{}", square_name(self.cols, land));
            // Second-removal choices, once per turn, after the last jump.
            let enemy_side = enemy as usize - 1;
            let board: Vec<usize> = (0..p.cells.len())
                .filter(|&j| p.cells[j] == enemy)
                .collect();
            let hand = p.hand[enemy_side] > 0;
            let (from_board, from_hand) = match o.second_removal {
                SecondRemoval::Board => (true, false),
                SecondRemoval::BoardOrHand => (true, hand),
                SecondRemoval::BoardThenHand => (true, board.is_empty() && hand),
            };
            let mut any = false;
            if from_board {
                for &j in &board {
                    let mut q = p.clone();
                    q.cells[j] = 0;
                    out.push((format!("{path}/{}", square_name(self.cols, j)), q));
                    any = true;
                }
            }
            if from_hand {
                let mut q = p.clone();
                q.hand[enemy_side] -= 1;
                out.push((format!("{path}/h"), q));
                any = true;
            }
            if !any || o.second_removal_optional {
                out.push((path.clone(), p.clone()));
            }
            if o.chain_jumps {
                self.chain(o, &p, land, path, enemy, out);
            }
        }
    }

    pub fn outcome(&self, o: &Options) -> Option<RefEnd> {
        let (to_move, mover) = (self.side, 1 - self.side);
        let win_at = u32::from(o.win_at);
        if self.count(to_move) <= win_at {
            return Some(RefEnd {
                winner: Some(mover),
                reason: "captured-out",
            });
        }
        if self.count(mover) <= win_at {
            return Some(RefEnd {
                winner: Some(to_move),
                reason: "captured-out",
            });
        }
        if let Some(k) = o.few_pieces_draw {
            let k = u32::from(k);
            if self.count(0) <= k && self.count(1) <= k && !self.has_jump(0) && !self.has_jump(1) {
                return Some(RefEnd {
                    winner: None,
                    reason: "few-pieces",
                });
            }
        }
        if let Some(n) = o.no_capture_draw
            && self.plies >= u32::from(n)
        {
            return Some(RefEnd {
                winner: None,
                reason: "no-capture-limit",
            });
        }
        if self.actions_of(o, to_move).is_empty() {
            match o.blocked {
                Blocked::Loses => {
                    return Some(RefEnd {
                        winner: Some(mover),
                        reason: "blocked",
                    });
                }
                Blocked::MostOnBoard => {
                    if self.actions_of(o, mover).is_empty() {
                        let (a, b) = (self.on_board(to_move), self.on_board(mover));
                        let winner = if a > b {
                            Some(to_move)
                        } else if b > a {
                            Some(mover)
                        } else {
                            None
                        };
                        return Some(RefEnd {
                            winner,
                            reason: "both-blocked",
                        });
                    }
                }
            }
        }
        None
    }

    /// The legal actions with their results: none when the game is over, the pass when blocked.
    pub fn legal(&self, o: &Options) -> Vec<(String, RefPos)> {
        if self.outcome(o).is_some() {
            return Vec::new();
        }
        let actions = self.actions_of(o, self.side);
        if actions.is_empty() {
            let mut p = self.clone();
            p.side = 1 - self.side;
            p.plies += 1;
            return vec![("--".to_owned(), p)];
        }
        actions
    }

    pub fn to_notation(&self) -> String {
        let mut ranks = Vec::new();
        for r in (0..self.rows).rev() {
            let mut s = String::new();
            let mut empty = 0;
            for c in 0..self.cols {
                match self.cells[r * self.cols + c] {
                    0 => empty += 1,
                    x => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        s.push(if x == 1 { 'W' } else { 'B' });
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            ranks.push(s);
        }
        format!(
            "{} {} {} {} {}",
            ranks.join("/"),
            if self.side == 0 { 'w' } else { 'b' },
            self.hand[0],
            self.hand[1],
            self.plies
        )
    }
}

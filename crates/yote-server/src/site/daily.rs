//! The puzzle of the day on the home page: one puzzle of the standard pack
//! (`web/puzzles/standard.txt`, docs/puzzles.md) a day, the same for everyone, changing at
//! midnight UTC, drawn as a diagram with a link to the trainer.

use std::sync::LazyLock;

use yote_rules::Rules;

use super::diagram::Diagram;
use crate::i18n::Tr;

/// A puzzle of the pack: its id and position.
struct Entry {
    id: String,
    position: String,
}

/// The standard pack's puzzles, read once from the embedded file (none if it does not read:
/// the home page then has no puzzle of the day, and `tests::` says so).
static PACK: LazyLock<Vec<Entry>> = LazyLock::new(|| {
    let bytes = crate::assets::web_file("puzzles/standard.txt").unwrap_or_default();
    yote_ai::puzzle::read_pack(&String::from_utf8_lossy(&bytes), &Rules::standard())
        .unwrap_or_default()
        .into_iter()
        .map(|p| Entry {
            id: p.id,
            position: p.position.to_string(),
        })
        .collect()
});

/// The day's puzzle, as the home page shows it.
pub struct Daily {
    pub id: &'static str,
    /// The position drawn, hands beside the board.
    pub svg: String,
    /// "White to play: …".
    pub task: String,
}

/// The index of day `day` (days since 1970-01-01, UTC) in a pack of `len` puzzles: a step
/// coprime with any pack size below a million, so that consecutive days are far apart and every
/// puzzle comes round before any comes back.
fn index(day: u64, len: usize) -> usize {
    const STEP: u64 = 1_000_003;
    ((day.wrapping_mul(STEP)) % len as u64) as usize
}

/// The puzzle of `day` (days since 1970-01-01, UTC); `None` when the pack is empty.
pub fn of_day(tr: &Tr, day: u64) -> Option<Daily> {
    let pack: &'static [Entry] = &PACK;
    if pack.is_empty() {
        return None;
    }
    let entry = &pack[index(day, pack.len())];
    let side = if entry.position.split(' ').nth(1) == Some("b") {
        "black"
    } else {
        "white"
    };
    let task = tr.ts("puzzles-js-task", "side", side);
    // The hands only when a piece is in one: two strips reading "0" say nothing to a
    // newcomer on the home page.
    let hands = entry
        .position
        .split(' ')
        .skip(2)
        .take(2)
        .any(|n| n.parse::<u32>().is_ok_and(|n| n > 0));
    let diagram = Diagram {
        name: "daily",
        rules: "standard",
        position: &entry.position,
        action: None,
        marked: &[],
        hands,
    };
    Some(Daily {
        id: &entry.id,
        svg: diagram.svg(&task),
        task,
    })
}

/// Today's puzzle.
pub fn today(tr: &Tr) -> Option<Daily> {
    let day = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    of_day(tr, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn each_day_has_a_puzzle_of_the_pack_and_the_next_day_another() {
        let tr = Tr::new(Lang::from_code("fr").expect("French"));
        let first = of_day(&tr, 20_000).expect("a puzzle");
        let next = of_day(&tr, 20_001).expect("a puzzle");
        assert_ne!(first.id, next.id);
        assert!(first.svg.starts_with("<svg"), "{}", first.svg);
        assert!(
            first.task.ends_with("trouvez le seul coup gagnant."),
            "{}",
            first.task
        );
        let len = PACK.len();
        assert!(len >= 1000, "{len}");
        let days: std::collections::HashSet<usize> =
            (0..len as u64).map(|d| index(d, len)).collect();
        assert_eq!(days.len(), len, "every puzzle comes round once");
    }

    #[test]
    fn the_hands_are_drawn_only_when_a_piece_is_in_one() {
        let tr = Tr::new(Lang::from_code("en").expect("English"));
        let len = PACK.len() as u64;
        let (mut empty, mut held) = (0, 0);
        for day in 0..len {
            let entry = &PACK[index(day, PACK.len())];
            let counts: Vec<u32> = entry
                .position
                .split(' ')
                .skip(2)
                .take(2)
                .map(|n| n.parse().expect("a hand's count"))
                .collect();
            let svg = of_day(&tr, day).expect("a puzzle").svg;
            if counts.iter().all(|n| *n == 0) {
                empty += 1;
                assert!(!svg.contains("d-count"), "{}: {svg}", entry.position);
            } else {
                held += 1;
                assert!(svg.contains("d-count"), "{}", entry.position);
            }
        }
        assert!(
            empty > 0 && held > 0,
            "both kinds in the pack: {empty} {held}"
        );
    }
}

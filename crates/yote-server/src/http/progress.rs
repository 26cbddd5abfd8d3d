//! The progress a browser keeps of the lessons and the practice (docs/learn.md): the stars
//! earned in each exercise, carried by a transfer code to another browser (docs/protocol.md
//! §4.1). The server keeps it with the code, for the code's ten minutes, and checks it first:
//! a progress is small and plain, or it is refused with what is wrong.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::error::Error;

/// The most exercises a course's progress may name: the site has 38 lessons' exercises and 23
/// practice positions; 300 leaves room for the courses to grow several times over while a
/// code's row stays under about 15 KB.
pub const MOST_EXERCISES: usize = 300;

/// The longest exercise id (`hand-or-board-3`: a lesson's id, a dash, its number).
pub const LONGEST_ID: usize = 40;

/// The stars earned in each exercise (1 to 3), by course: `{"learn": {"jump-1": 3},
/// "practice": {"hold-2": 1}}`, as `localStorage` keeps them (`yote-learn`, `yote-practice`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    #[serde(default)]
    pub learn: BTreeMap<String, u8>,
    #[serde(default)]
    pub practice: BTreeMap<String, u8>,
}

impl Progress {
    /// The progress if every exercise id and star count reads, else `400 malformed` saying
    /// which does not.
    pub fn checked(self) -> Result<Progress, Error> {
        for (course, stars) in [("learn", &self.learn), ("practice", &self.practice)] {
            if stars.len() > MOST_EXERCISES {
                return Err(Error::bad(
                    "malformed",
                    format!(
                        "progress.{course}: {} exercises, at most {MOST_EXERCISES}",
                        stars.len()
                    ),
                ));
            }
            for (id, n) in stars {
                if !exercise_id(id) {
                    return Err(Error::bad(
                        "malformed",
                        format!("progress.{course}: {id:?} is not an exercise (lesson-number)"),
                    ));
                }
                if !(1..=3).contains(n) {
                    return Err(Error::bad(
                        "malformed",
                        format!("progress.{course}.{id}: {n} stars, from 1 to 3"),
                    ));
                }
            }
        }
        Ok(self)
    }

    /// As the database keeps it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a map of strings to numbers")
    }

    /// As the database keeps it, read back (none if it no longer reads or checks).
    pub fn from_json(text: &str) -> Option<Progress> {
        serde_json::from_str::<Progress>(text).ok()?.checked().ok()
    }
}

/// `jump-1`, `hand-or-board-12`: lowercase words and dashes, then a dash and a number.
fn exercise_id(id: &str) -> bool {
    let Some((lesson, number)) = id.rsplit_once('-') else {
        return false;
    };
    id.len() <= LONGEST_ID
        && !lesson.is_empty()
        && lesson
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !number.is_empty()
        && number.len() <= 3
        && number.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(learn: &[(&str, u8)]) -> Progress {
        Progress {
            learn: learn.iter().map(|(k, v)| ((*k).to_owned(), *v)).collect(),
            practice: BTreeMap::new(),
        }
    }

    #[test]
    fn a_progress_reads_when_its_ids_and_stars_do() {
        let p = of(&[("jump-1", 3), ("hand-or-board-12", 1)]);
        assert_eq!(p.clone().checked().ok(), Some(p.clone()));
        assert_eq!(Progress::from_json(&p.to_json()), Some(p));
    }

    #[test]
    fn a_progress_that_does_not_read_says_what_is_wrong() {
        for (bad, said) in [
            (of(&[("jump-1", 4)]), "4 stars"),
            (of(&[("jump-1", 0)]), "0 stars"),
            (of(&[("Jump-1", 3)]), "\"Jump-1\""),
            (of(&[("jump", 3)]), "\"jump\""),
            (of(&[("jump-", 3)]), "\"jump-\""),
            (of(&[("<script>-1", 3)]), "<script>"),
            (of(&[(&"a".repeat(50), 3)]), "not an exercise"),
        ] {
            let e = bad.checked().expect_err(said);
            assert!(e.to_string().contains(said), "{e}");
        }
        let many: Vec<(String, u8)> = (0..=MOST_EXERCISES)
            .map(|i| (format!("x-{i}"), 1))
            .collect();
        let p = Progress {
            learn: many.into_iter().collect(),
            practice: BTreeMap::new(),
        };
        assert!(
            p.checked()
                .expect_err("too many")
                .to_string()
                .contains("at most 300")
        );
        assert_eq!(Progress::from_json("{\"learn\": {\"x-1\": 9}}"), None);
        assert_eq!(Progress::from_json("not json"), None);
    }
}

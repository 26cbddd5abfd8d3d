//! Lessons (`/{lang}/learn`) and practice (`/{lang}/practice`), docs/learn.md: short exercises
//! on the game page's own board, each with one goal. The exercises are data,
//! `web/learn/lessons.txt` and `web/learn/practice.txt`, read by the page's script
//! (web/learn.js) and here: the page lists the lessons from them, `learn_check`'s tests play
//! every lesson with the rules crate, and `practice_check`'s judge every practice position by
//! the endgame tables.

use std::str::FromStr;

use askama::Template;
use yote_rules::Rules;

use super::pages::{Chrome, HasLang, has_lang, script_json, with_errors};
use super::script_data::{CourseData, LearnData, PageData};
use crate::i18n::{Lang, Tr};

/// The file of exercises, under `web/`.
pub const FILE: &str = "learn/lessons.txt";

/// The file of practice positions, under `web/`.
pub const PRACTICE_FILE: &str = "learn/practice.txt";

/// The practice's sections, in the order the page shows them (the file's order must agree).
pub const SECTIONS: [&str; 5] = [
    "three-against-two",
    "three-against-three",
    "outnumbered",
    "hold",
    "tactics",
];

/// A page of exercises: the lessons, or the practice positions against the computer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Course {
    Learn,
    Practice,
}

impl Course {
    /// The page's path and the prefix of its words (`learn-title`, `practice-title`).
    pub fn id(self) -> &'static str {
        match self {
            Course::Learn => "learn",
            Course::Practice => "practice",
        }
    }

    /// Its file of exercises, under `web/`.
    pub fn file(self) -> &'static str {
        match self {
            Course::Learn => FILE,
            Course::Practice => PRACTICE_FILE,
        }
    }

    /// Its lessons (or sections), in order.
    pub fn parts(self) -> &'static [&'static str] {
        match self {
            Course::Learn => &LESSONS,
            Course::Practice => &SECTIONS,
        }
    }

    /// Where the page keeps the stars earned (`localStorage`; docs/learn.md).
    pub fn key(self) -> &'static str {
        match self {
            Course::Learn => "yote-learn",
            Course::Practice => "yote-practice",
        }
    }

    /// The other course, linked from this one's page.
    fn other(self) -> Course {
        match self {
            Course::Learn => Course::Practice,
            Course::Practice => Course::Learn,
        }
    }
}

/// The lessons, in the order the page shows them (the file's order must agree).
pub const LESSONS: [&str; 11] = [
    "place",
    "step",
    "jump",
    "second-piece",
    "safe",
    "hand-or-board",
    "endings",
    "draws",
    "six-by-six",
    "twenty-five",
    "bodogemu",
];

/// One exercise, as the file writes it: a line of tab-separated fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exercise {
    pub lesson: String,
    pub rules: String,
    pub position: String,
    /// `occupy c3 e4`, `capture 2`, `clear e5`, `hand 2`, `safe`, `win`, `hold 2`, `draw`.
    pub goal: String,
    /// The most actions for three stars.
    pub par: u32,
    pub hint: String,
    /// The player's actions, with the computer's answers between them where it answers.
    pub solution: Vec<String>,
    /// A word of the lesson for this exercise (`learn-js-note-<name>`), if any.
    pub note: Option<String>,
}

/// Reads the file's exercises; a line that does not read is an error naming it.
pub fn read(text: &str) -> Result<Vec<Exercise>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        if !(7..=8).contains(&fields.len()) {
            return Err(format!("line {}: expected 7 or 8 fields", n + 1));
        }
        let par = fields[4]
            .parse()
            .map_err(|_| format!("line {}: the three-star count", n + 1))?;
        out.push(Exercise {
            lesson: fields[0].to_owned(),
            rules: fields[1].to_owned(),
            position: fields[2].to_owned(),
            goal: fields[3].to_owned(),
            par,
            hint: fields[5].to_owned(),
            solution: fields[6].split(' ').map(str::to_owned).collect(),
            note: fields
                .get(7)
                .filter(|s| !s.is_empty())
                .map(|s| (*s).to_owned()),
        });
    }
    Ok(out)
}

/// The embedded lessons' exercises (none if the file does not read: `learn_check`'s tests say
/// so).
#[cfg(test)]
pub fn exercises() -> Vec<Exercise> {
    exercises_of(Course::Learn)
}

/// The embedded exercises of a course.
pub fn exercises_of(course: Course) -> Vec<Exercise> {
    let bytes = crate::assets::web_file(course.file()).unwrap_or_default();
    read(&String::from_utf8_lossy(&bytes)).unwrap_or_default()
}

/// A lesson as the page lists it.
pub struct LessonLink {
    pub id: &'static str,
    pub number: usize,
    pub title: String,
    pub exercises: usize,
}

/// The page's own words, by course (`learn-title` or `practice-title`…).
pub struct Words {
    pub title: String,
    pub heading: String,
    pub intro: String,
    pub list: String,
    pub offline: String,
    /// The link to the other course: its path and its words.
    pub other: String,
    pub other_text: String,
}

/// `/{lang}/learn` (the lessons) and `/{lang}/practice` (positions against the computer). Like
/// the puzzles, it is the game page with a panel around it; the page plays each exercise itself
/// (web/learn.js), so it works with no connection once opened.
#[derive(Template)]
#[template(path = "learn.html")]
pub struct Learn {
    pub c: Chrome,
    pub data: String,
    pub lessons: Vec<LessonLink>,
    pub words: Words,
}

impl Learn {
    pub fn new(tr: Tr, course: Course) -> Learn {
        let all = exercises_of(course);
        let word = |suffix: &str| tr.t(&format!("{}-{suffix}", course.id()));
        let words = Words {
            title: word("title"),
            heading: word("heading"),
            intro: word("intro"),
            list: word("lessons"),
            offline: word("offline-note"),
            other: format!("/{}", course.other().id()),
            other_text: word("other"),
        };
        let lessons = course
            .parts()
            .iter()
            .enumerate()
            .map(|(i, id)| LessonLink {
                id,
                number: i + 1,
                title: tr.t(&format!("learn-js-lesson-{id}")),
                exercises: all.iter().filter(|e| e.lesson == *id).count(),
            })
            .collect();
        let data = LearnData {
            id: course.id(),
            offline: true,
            learn: true,
            page: PageData {
                lang: tr.lang.code(),
                messages: with_errors(&tr, tr.client_messages("game-")),
            },
            learn_messages: tr.client_messages("learn-js-"),
            course: CourseData {
                id: course.id(),
                file: course.file().trim_start_matches("learn/"),
                key: course.key(),
            },
            learn_rules: all
                .iter()
                .filter_map(|e| {
                    let rules = Rules::from_str(&e.rules).ok()?;
                    Some((e.rules.clone(), rules.to_full_string()))
                })
                .collect(),
        };
        let path = format!("/{}", course.id());
        Learn {
            c: Chrome::new(tr, path, "learn"),
            data: script_json(&data),
            lessons,
            words,
        }
    }
}

has_lang!(Learn);

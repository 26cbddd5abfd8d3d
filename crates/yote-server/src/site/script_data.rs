//! The data each page gives its script, as types: the JSON of the page's `<script
//! type="application/json">` element (see `pages::script_json`).

use std::collections::BTreeMap;

use serde::Serialize;
use yote_rules::Preset;

/// Messages by id, in the page's language.
pub type Messages = BTreeMap<String, String>;

/// What every page's script reads: its language and its messages.
#[derive(Debug, Clone, Serialize)]
pub struct PageData {
    pub lang: &'static str,
    pub messages: Messages,
}

/// The game page's: the game's id.
#[derive(Debug, Clone, Serialize)]
pub struct GameData {
    pub id: String,
    #[serde(flatten)]
    pub page: PageData,
}

/// The invite page's: the invite's token.
#[derive(Debug, Clone, Serialize)]
pub struct InviteData {
    pub token: String,
    #[serde(flatten)]
    pub page: PageData,
}

/// The offline page's: the game page's data for a game played in the browser, the offline
/// lobby's messages and the presets.
#[derive(Debug, Clone, Serialize)]
pub struct OfflineData {
    pub id: &'static str,
    pub offline: bool,
    #[serde(flatten)]
    pub page: PageData,
    pub offline_messages: Messages,
    pub presets: Vec<PresetRules>,
}

/// The puzzle trainer's: as the offline page's, with the trainer's messages.
#[derive(Debug, Clone, Serialize)]
pub struct PuzzlesData {
    pub id: &'static str,
    pub offline: bool,
    pub puzzles: bool,
    #[serde(flatten)]
    pub page: PageData,
    pub puzzle_messages: Messages,
    pub presets: Vec<PresetRules>,
}

/// The lessons': as the offline page's, with the lessons' messages (web/learn.js).
#[derive(Debug, Clone, Serialize)]
pub struct LearnData {
    pub id: &'static str,
    pub offline: bool,
    pub learn: bool,
    #[serde(flatten)]
    pub page: PageData,
    pub learn_messages: Messages,
    pub course: CourseData,
    /// Each rules string of the exercises, with every option written out.
    pub learn_rules: BTreeMap<String, String>,
}

/// Which course the page plays (web/learn.js): its file beside the script's, under `learn/`,
/// and its key in `localStorage`.
#[derive(Debug, Clone, Serialize)]
pub struct CourseData {
    pub id: &'static str,
    pub file: &'static str,
    pub key: &'static str,
}

/// A preset's name and full rules string, for the pages that play in the browser.
#[derive(Debug, Clone, Serialize)]
pub struct PresetRules {
    pub name: &'static str,
    pub full: String,
}

impl PresetRules {
    /// Every preset's.
    pub fn all() -> Vec<PresetRules> {
        Preset::ALL
            .iter()
            .map(|p| PresetRules {
                name: p.name(),
                full: p.rules().to_full_string(),
            })
            .collect()
    }
}

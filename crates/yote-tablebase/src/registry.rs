//! The tables this process has loaded, one [`Tablebase`] per rule set, for the search and the
//! site to find by rules.

use std::sync::{Arc, RwLock};

use yote_rules::Rules;

use crate::format::FormatError;
use crate::table::Tablebase;

static LOADED: RwLock<Vec<Arc<Tablebase>>> = RwLock::new(Vec::new());

/// Makes `tables` the ones used for their rules (replacing any loaded before for them).
pub fn install(tables: Tablebase) {
    let mut loaded = LOADED
        .write()
        .expect("the registry's lock is never poisoned");
    loaded.retain(|t| t.rules() != tables.rules());
    loaded.push(Arc::new(tables));
}

/// Forgets the tables of `rules`.
pub fn remove(rules: &Rules) {
    let mut loaded = LOADED
        .write()
        .expect("the registry's lock is never poisoned");
    loaded.retain(|t| t.rules() != rules);
}

/// The tables loaded for `rules`, if any.
pub fn for_rules(rules: &Rules) -> Option<Arc<Tablebase>> {
    LOADED
        .read()
        .expect("the registry's lock is never poisoned")
        .iter()
        .find(|t| t.rules() == rules)
        .cloned()
}

/// Adds one table's file to the tables of `rules` (starting them when none are loaded), for a
/// process that fetches its tables one at a time: the engine in the page. Answers the table's
/// material. A search that holds the tables meanwhile keeps the ones it started with.
pub fn load_file(rules: &Rules, bytes: &[u8]) -> Result<(u8, u8), FormatError> {
    let mut loaded = LOADED
        .write()
        .expect("the registry's lock is never poisoned");
    let at = loaded.iter().position(|t| t.rules() == rules);
    let mut tables = match at {
        Some(i) => Arc::try_unwrap(loaded.swap_remove(i)).unwrap_or_else(|a| (*a).clone()),
        None => Tablebase::empty(rules).ok_or(FormatError::NoLimit)?,
    };
    let result = tables.load(bytes);
    loaded.push(Arc::new(tables));
    result
}

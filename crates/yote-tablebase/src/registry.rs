//! The tables this process has loaded, one [`Tablebase`] per rule set, for the search and the
//! site to find by rules.

use std::sync::{Arc, RwLock};

use yote_rules::Rules;

use crate::Tablebase;

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

//! The endgame tables as the search sees them (docs/tablebases.md): the loaded tables of the
//! rules, a position's score from them, and a root played from them. Without the `tablebases`
//! feature (the engine in the page, which has no tables), a search never has any and none of
//! the tables' code is linked.

#[cfg(feature = "tablebases")]
mod with_tables {
    use std::sync::Arc;

    use yote_rules::{Color, Position, Rules};
    use yote_tablebase::{Tablebase, Value, registry};

    use crate::clock::Instant;
    use crate::score::{Score, SearchResult, TABLE_WIN};

    /// The loaded tables of the rules, and the most pieces any of them holds.
    #[derive(Clone)]
    pub(crate) struct Tables {
        tables: Arc<Tablebase>,
        pieces: u32,
    }

    impl Tables {
        /// The tables loaded for `rules`, when the search is to use them.
        pub(crate) fn for_search(rules: &Rules, enabled: bool) -> Option<Tables> {
            let tables = registry::for_rules(rules).filter(|_| enabled)?;
            // The most pieces of any table: tables fetched one by one (the engine in the page)
            // leave gaps below it, where a probe finds no table and the search goes on.
            let pieces = tables
                .tables()
                .map(|t| u32::from(t.mover()) + u32::from(t.other()))
                .max()?;
            Some(Tables { tables, pieces })
        }

        /// The tables' score of `position`, `ply` plies from the root, if they hold it.
        #[inline]
        pub(crate) fn score(&self, position: &Position, ply: usize) -> Option<i32> {
            if position.hand(Color::White) != 0
                || position.hand(Color::Black) != 0
                || position.count(Color::White) + position.count(Color::Black) > self.pieces
            {
                return None;
            }
            self.tables
                .probe(position)
                .map(|value| table_score(value, ply))
        }

        /// A root the tables hold as a win or a loss, played from them: the fastest win, or the
        /// longest resistance, with the line that follows. A drawn root is searched (the tables
        /// answer below it), so that the computer keeps to the drawing actions.
        pub(crate) fn root(&self, root: &Position, started: Instant) -> Option<SearchResult> {
            let value = self.tables.probe(root)?;
            if value == Value::Draw {
                return None;
            }
            let best = self.tables.best_action(root)?;
            let line = self
                .tables
                .line(root, 32)
                .map(|l| l.actions)
                .unwrap_or_default();
            Some(SearchResult {
                action: Some(best.action),
                score: Score::from_raw(table_score(value, 0)),
                depth: 0,
                nodes: 1,
                time: started.elapsed(),
                pv: if line.is_empty() {
                    vec![best.action]
                } else {
                    line
                },
            })
        }
    }

    /// The score of a table's value `ply` plies from the root: a nearer conversion scores higher.
    fn table_score(value: Value, ply: usize) -> i32 {
        match value {
            Value::Draw => 0,
            Value::Win(n) => TABLE_WIN - ply as i32 - i32::from(n),
            Value::Loss(n) => -(TABLE_WIN - ply as i32 - i32::from(n)),
        }
    }
}

#[cfg(not(feature = "tablebases"))]
mod without_tables {
    use yote_rules::{Position, Rules};

    use crate::clock::Instant;
    use crate::score::SearchResult;

    /// No tables: a search never has a value of this type.
    #[derive(Clone)]
    pub(crate) enum Tables {}

    impl Tables {
        pub(crate) fn for_search(_rules: &Rules, _enabled: bool) -> Option<Tables> {
            None
        }

        pub(crate) fn score(&self, _position: &Position, _ply: usize) -> Option<i32> {
            match *self {}
        }

        pub(crate) fn root(&self, _root: &Position, _started: Instant) -> Option<SearchResult> {
            match *self {}
        }
    }
}

#[cfg(feature = "tablebases")]
pub(crate) use with_tables::Tables;
#[cfg(not(feature = "tablebases"))]
pub(crate) use without_tables::Tables;

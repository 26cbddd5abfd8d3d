//! The tables on disk: a folder per rule set under a tables folder, a file per material
//! ([`crate::format`]). The one part of this crate that touches files.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use yote_rules::Rules;

use crate::build::{BuildError, TableReport};
use crate::format::{self, FormatError};
use crate::table::Tablebase;

/// Why a tables folder could not be read or written.
#[derive(Debug)]
pub enum FilesError {
    Io(PathBuf, io::Error),
    Format(PathBuf, FormatError),
    /// The rules cannot have tables (no no-capture limit, or one too long).
    Rules,
    /// The tables cannot be built as asked.
    Build(BuildError),
}

impl fmt::Display for FilesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FilesError::Io(path, e) => write!(f, "{}: {e}", path.display()),
            FilesError::Format(path, e) => write!(f, "{}: {e}", path.display()),
            FilesError::Rules => f.write_str(
                "these rules cannot have tables: they need a no-capture limit of at most 127 plies",
            ),
            FilesError::Build(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for FilesError {}

/// The folder of `rules`' tables under `root`.
pub fn folder(root: &Path, rules: &Rules) -> PathBuf {
    root.join(format::folder_name(rules))
}

/// Writes every table of `tables` under `root`; the paths written with their sizes in bytes.
/// Each file is written beside its final name and renamed, so a reader never sees half of one.
pub fn save(root: &Path, tables: &Tablebase) -> Result<Vec<(PathBuf, u64)>, FilesError> {
    let dir = folder(root, tables.rules());
    std::fs::create_dir_all(&dir).map_err(|e| FilesError::Io(dir.clone(), e))?;
    tables
        .tables()
        .map(|table| write(&dir, tables, table))
        .collect()
}

/// Builds what the tables of `rules` under `root` lack up to `max_pieces` pieces, a material
/// (with its mirror) at a time, fewest pieces first, each written (beside its name, then
/// renamed) as soon as it is solved: a build cut short, by a killed process say, goes on where
/// it stopped. `made` hears of each step with the tables so far and the reports of the tables
/// just made. Answers every table of `rules` up to `max_pieces`, those read and those made.
pub fn build_missing(
    root: &Path,
    rules: &Rules,
    max_pieces: u8,
    made: &mut dyn FnMut(&Tablebase, &[TableReport]),
) -> Result<Tablebase, FilesError> {
    let mut tables = match load(root, rules)? {
        Some(tables) => tables,
        None => Tablebase::empty(rules).ok_or(FilesError::Rules)?,
    };
    while let Some(reports) = tables.build_next(max_pieces).map_err(FilesError::Build)? {
        let dir = folder(root, rules);
        std::fs::create_dir_all(&dir).map_err(|e| FilesError::Io(dir.clone(), e))?;
        for r in &reports {
            let table = tables.table(r.mover, r.other).expect("just made");
            write(&dir, &tables, table)?;
        }
        made(&tables, &reports);
    }
    Ok(tables)
}

/// Writes one table's file in `dir`, beside its name first, then renamed.
fn write(
    dir: &Path,
    tables: &Tablebase,
    table: &crate::table::Table,
) -> Result<(PathBuf, u64), FilesError> {
    let path = dir.join(format::file_name(table.mover(), table.other()));
    let partial = path.with_extension("partial");
    let bytes = table.to_bytes(tables);
    std::fs::write(&partial, &bytes).map_err(|e| FilesError::Io(partial.clone(), e))?;
    std::fs::rename(&partial, &path).map_err(|e| FilesError::Io(path.clone(), e))?;
    Ok((path, bytes.len() as u64))
}

/// Reads the tables of `rules` under `root`: `None` when there is no folder for them or it holds
/// no table. A file that is not a table of these rules is an error naming it.
pub fn load(root: &Path, rules: &Rules) -> Result<Option<Tablebase>, FilesError> {
    let dir = folder(root, rules);
    let entries = match std::fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(FilesError::Io(dir, e)),
    };
    let mut tables = Tablebase::empty(rules).ok_or(FilesError::Rules)?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == format::EXTENSION))
        .collect();
    paths.sort();
    for path in &paths {
        let bytes = std::fs::read(path).map_err(|e| FilesError::Io(path.clone(), e))?;
        tables
            .load(&bytes)
            .map_err(|e| FilesError::Format(path.clone(), e))?;
    }
    let any = tables.tables().next().is_some();
    Ok(any.then_some(tables))
}

/// Reads the tables of every rule set found under `root` (each folder named by a rules string),
/// each rule set's tables or the error that stopped them; folders that name no rules are
/// skipped. An absent `root` has none.
pub fn load_all(root: &Path) -> Result<Vec<Result<Tablebase, FilesError>>, FilesError> {
    let entries = match std::fs::read_dir(root) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(FilesError::Io(root.to_owned(), e)),
    };
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .filter_map(|e| e.file_name().into_string().ok())
        .collect();
    names.sort();
    Ok(names
        .into_iter()
        .filter_map(|name| {
            let rules = name.parse::<Rules>().ok()?;
            load(root, &rules).transpose()
        })
        .collect())
}

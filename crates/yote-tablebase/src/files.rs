//! The tables on disk: a folder per rule set under a tables folder, a file per material
//! ([`crate::format`]). The one part of this crate that touches files.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use yote_rules::Rules;

use crate::format::{self, FormatError};
use crate::table::Tablebase;

/// Why a tables folder could not be read or written.
#[derive(Debug)]
pub enum FilesError {
    Io(PathBuf, io::Error),
    Format(PathBuf, FormatError),
    /// The rules cannot have tables (no no-capture limit, or one too long).
    Rules,
}

impl fmt::Display for FilesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FilesError::Io(path, e) => write!(f, "{}: {e}", path.display()),
            FilesError::Format(path, e) => write!(f, "{}: {e}", path.display()),
            FilesError::Rules => f.write_str(
                "these rules cannot have tables: they need a no-capture limit of at most 127 plies",
            ),
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
    let mut written = Vec::new();
    for table in tables.tables() {
        let path = dir.join(format::file_name(table.mover(), table.other()));
        let partial = path.with_extension("partial");
        let bytes = table.to_bytes(tables);
        std::fs::write(&partial, &bytes).map_err(|e| FilesError::Io(partial.clone(), e))?;
        std::fs::rename(&partial, &path).map_err(|e| FilesError::Io(path.clone(), e))?;
        written.push((path, bytes.len() as u64));
    }
    Ok(written)
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

//! A storage failure, as every store answers it.

/// A storage failure; its text is for the log, never for users.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("{0}")]
    Folder(String),
    #[error("stored data: {0}")]
    Corrupt(String),
    #[error("version {0} of the game is already stored")]
    Conflict(u64),
    #[error("the store's writer has stopped")]
    Closed,
    #[error(
        "another server holds the database {0}: stop it first, or give this one another --database"
    )]
    Locked(String),
    #[error(
        "the database file {path} is read-only ({cause}): the server must be able to write to it (check the file's permissions and owner, and that its disk is not mounted read-only)"
    )]
    ReadOnly { path: String, cause: String },
    #[error(
        "cannot reach the PostgreSQL database {url}: {cause} (check that the server runs and accepts connections there, and the user, password and database name)"
    )]
    Unreachable { url: String, cause: String },
    #[error(
        "the PostgreSQL server of {0} is read-only (a standby?): give --database the primary's address"
    )]
    ReadOnlyServer(String),
    #[error(
        "the database file {path} is damaged ({found}). Start from a backup copy, or recover what can be read: `sqlite3 {path} .recover | sqlite3 recovered.db`, then start with --database sqlite:recovered.db"
    )]
    Damaged { path: String, found: String },
}

/// What SQLite said, when an error says the file is damaged: not a database at all
/// (`SQLITE_NOTADB`), or a page that does not read (`SQLITE_CORRUPT`, "malformed"), which
/// opening the file meets first when the damage is in its schema's pages.
pub(super) fn sqlite_damage(e: &sqlx::Error) -> Option<String> {
    match e {
        sqlx::Error::Database(d)
            if d.message().contains("not a database") || d.message().contains("malformed") =>
        {
            Some(d.message().to_owned())
        }
        _ => None,
    }
}

//! The one error type: every message is written for the person at the terminal, and says what to
//! do next where there is something to do.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Bad input in a dataset or CSV file: names the file, the record and the field.
    #[error("{file}: {location}: {message}")]
    Input {
        file: String,
        location: String,
        message: String,
    },

    /// A file-level problem (unreadable, empty, unknown format, malformed JSON).
    #[error("{file}: {message}")]
    File { file: String, message: String },

    #[error("cannot open database {path}: {source}")]
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },

    #[error("cannot migrate database {path}: {message}")]
    Migrate { path: PathBuf, message: String },

    /// Wrong use of a command that clap could not catch (exit code 2).
    #[error("{0}")]
    Usage(String),

    /// A runtime failure with a message for the user.
    #[error("{0}")]
    Other(String),

    #[error("database error: {0}")]
    Sql(rusqlite::Error),

    /// Another connection held the write lock for longer than the busy timeout.
    #[error(
        "the database is busy: another process (an import, or a sqlite3 shell or BI tool in the \
         middle of a write) held it for longer than {timeout_ms} ms; try again when it is done, \
         or wait longer with GPUDB_BUSY_TIMEOUT_MS (milliseconds)"
    )]
    Busy { timeout_ms: u128 },

    #[error("{0}")]
    Io(#[from] std::io::Error),
}

impl Error {
    /// Exit code: 2 for wrong usage, 1 for everything else.
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Usage(_) => 2,
            _ => 1,
        }
    }

    /// True when the error is a closed pipe on stdout (`gpudb … | head`): not an error for us.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Io(e) if e.kind() == std::io::ErrorKind::BrokenPipe)
    }
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        match &e {
            rusqlite::Error::SqliteFailure(f, _)
                if matches!(
                    f.code,
                    rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked
                ) =>
            {
                Error::Busy {
                    timeout_ms: crate::busy::timeout().map_or(0, |d| d.as_millis()),
                }
            }
            rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::ReadOnly => {
                Error::Other(
                    "the database is read-only for gpudb (the file or its folder cannot be \
                     written): reading works, writing needs write permission; or copy it \
                     somewhere writable and pass --db"
                        .into(),
                )
            }
            _ => Error::Sql(e),
        }
    }
}

/// SQLite's "database or disk is full" (the disk, or the database's `max_page_count`).
pub fn is_disk_full(e: &rusqlite::Error) -> bool {
    matches!(e, rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::DiskFull)
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

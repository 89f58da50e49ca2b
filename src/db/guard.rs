//! The read-only rules: what a connection opened without `--write` refuses (ATTACH, DETACH,
//! pragmas that set a value, any statement SQLite does not call read-only), and the error that
//! says to pass `--write`.

use crate::error::{Error, Result};
use rusqlite::Connection;

/// Pragmas that only read, allowed with an argument on a read-only connection.
const READING_PRAGMAS: &[&str] = &[
    "table_info",
    "table_xinfo",
    "table_list",
    "index_list",
    "index_info",
    "index_xinfo",
    "foreign_key_list",
    "foreign_key_check",
    "integrity_check",
    "quick_check",
    "function_list",
    "pragma_list",
    "collation_list",
    "database_list",
    "module_list",
    "compile_options",
];

/// Make a read-only connection refuse, when a statement is prepared, what `sqlite3_stmt_readonly`
/// lets through although it changes the connection or reaches other files: ATTACH, DETACH and
/// pragmas that set a value. Pair with [`check_read_only`] on each statement.
pub fn refuse_writes(conn: &mut Connection) -> Result<()> {
    use rusqlite::hooks::{AuthAction, Authorization};
    conn.authorizer(Some(|ctx: rusqlite::hooks::AuthContext<'_>| {
        match ctx.action {
            AuthAction::Attach { .. } | AuthAction::Detach { .. } => Authorization::Deny,
            AuthAction::Pragma {
                pragma_name,
                pragma_value: Some(_),
            } if !READING_PRAGMAS.contains(&pragma_name.to_ascii_lowercase().as_str()) => {
                Authorization::Deny
            }
            _ => Authorization::Allow,
        }
    }))?;
    Ok(())
}

/// The error for SQL that would write without `--write`.
pub fn needs_write(what: &str) -> Error {
    Error::Usage(format!("{}: pass --write to allow it", writes(what)))
}

/// What SQL that the read-only rules refuse does, in words, without what to do next.
pub fn writes(what: &str) -> String {
    format!(
        "{what} changes the database or reaches another file (an INSERT, UPDATE, DELETE, \
         VACUUM INTO, ATTACH, or a PRAGMA that sets a value)"
    )
}

/// Refuse a prepared statement that SQLite does not report as read-only, before it runs.
pub fn check_read_only(stmt: &rusqlite::Statement<'_>, what: &str) -> Result<()> {
    if stmt.readonly() {
        Ok(())
    } else {
        Err(needs_write(what))
    }
}

/// Whether a prepare error is the authorizer's refusal.
pub fn is_refused(e: &rusqlite::Error) -> bool {
    matches!(e, rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::AuthorizationForStatementDenied)
}

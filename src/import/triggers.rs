//! The connection's triggers off while an import writes its rows (a leaf: the writers of
//! runs and of catalogs both use it).

use crate::error::Result;

/// The database's triggers off while an import writes its rows, and back as they were when
/// this is dropped. The only triggers on the tables written then are V15's, which give a run
/// its keys when it is written without them, and V23's, which count a change to runs or
/// catalog_rates; the import writes the keys and counts the change itself. Turning them off is
/// what spares each row its statement journal: SQLite leaves a disabled trigger out when it
/// prepares a statement (and prepares again every statement when the setting changes).
pub struct TriggersOff<'c> {
    conn: &'c rusqlite::Connection,
    was: bool,
}

impl<'c> TriggersOff<'c> {
    pub fn new(conn: &'c rusqlite::Connection) -> Result<Self> {
        let was = conn.db_config(TRIGGERS)?;
        conn.set_db_config(TRIGGERS, false)?;
        Ok(TriggersOff { conn, was })
    }
}

impl Drop for TriggersOff<'_> {
    fn drop(&mut self) {
        // Only fails for an unknown option, which this is not.
        let _ = self.conn.set_db_config(TRIGGERS, self.was);
    }
}

const TRIGGERS: rusqlite::config::DbConfig =
    rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_TRIGGER;

//! Saved queries as the commands use them: [`load`] every one (warning about files that do not
//! parse), [`find`] one by name, and [`prepare`] it on a connection, checked read-only and
//! bound. `query`, `chart`, `queries` and `datasette-metadata` share these steps and their
//! messages instead of calling one another; they live in the library (`queries::prepare`),
//! where the MCP server takes them too.

pub use crate::queries::prepare::{find, load, prepare};

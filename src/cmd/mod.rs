//! One module per subcommand, each shaped help → Args → `run`; `input` reads the files they name.

pub mod chart;
pub mod completions;
pub mod datasette_metadata;
pub mod import;
pub mod man;
pub mod path;
pub mod queries;
pub mod query;
pub mod rates;
pub mod schema;
pub mod show;
pub mod sql;

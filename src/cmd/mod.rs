//! One module per subcommand, each shaped help → Args → `run`; `input` reads the files they name.
//! Three modules are no command but what commands share, so that no command imports another:
//! `args` (arguments), `saved` (finding and preparing a saved query) and `rows` (stepping a
//! statement into rows).

pub mod args;
pub mod chart;
pub mod check;
pub mod completions;
pub mod datasette_metadata;
pub mod import;
pub mod man;
pub mod mcp;
pub mod path;
pub mod queries;
pub mod query;
pub mod rates;
pub mod refresh;
pub mod rows;
pub mod saved;
pub mod schema;
pub mod show;
pub mod sql;

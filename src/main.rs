//! gpudb: parse the command line, open the database, dispatch, and turn errors into exit codes.

mod busy;
mod chart;
mod checks;
mod cli;
mod cmd;
mod dates;
mod db;
mod error;
mod import;
mod input;
mod mcp;
mod msg;
mod names;
mod output;
mod params;
mod queries;
mod rates;
mod refresh;
mod rows;
mod schema;
mod show;
mod store;
mod text;

use clap::CommandFactory;
use cli::{Cli, Command};
use std::path::PathBuf;

fn main() {
    set_panic_hook();
    // Lets the tests reach the panic hook; debug builds only, so never in a release.
    #[cfg(debug_assertions)]
    if std::env::var_os("GPUDB_TEST_PANIC").is_some() {
        panic!("GPUDB_TEST_PANIC is set");
    }
    // An empty GPUDB_DB means "not set", as with the XDG variables; clap would call it a
    // missing value for --db, a flag the user never typed.
    if std::env::var_os("GPUDB_DB").is_some_and(|v| v.is_empty()) {
        std::env::remove_var("GPUDB_DB");
    }
    let parsed = cli::command()
        .try_get_matches()
        .and_then(|mut m| <Cli as clap::FromArgMatches>::from_arg_matches_mut(&mut m));
    let cli = match parsed {
        Ok(cli) => cli,
        // clap prints help/version to stdout (exit 0) and usage errors to stderr (exit 2).
        Err(e) => e.exit(),
    };
    let code = match run(cli) {
        Ok(()) => 0,
        Err(e) if e.is_broken_pipe() => 0,
        Err(e) => {
            crate::msg::note(&format!("{e}"));
            e.exit_code()
        }
    };
    std::process::exit(code);
}

fn run(cli: Cli) -> error::Result<()> {
    // These describe the command line, not the data: they never look for a database, so they
    // work where there is no data folder (a build host, a packaging step).
    match cli.command {
        Command::Completions(args) => return cmd::completions::run(args, Cli::command()),
        Command::Man(args) => return cmd::man::run(args, Cli::command()),
        _ => {}
    }
    let db: PathBuf = match cli.db {
        // A path the user named must be in a folder that exists: a typo should not make one.
        Some(path) => path,
        None => {
            let path = db::default_path()?;
            if !matches!(cli.command, Command::Path(_) | Command::Queries(_)) {
                create_data_folder(&path)?;
            }
            path
        }
    };
    match cli.command {
        Command::Import(args) => cmd::import::run(&db, args),
        Command::Refresh(args) => cmd::refresh::run(&db, args),
        Command::Path(args) => cmd::path::run(&db, args),
        Command::Rates(args) => cmd::rates::run(&db, args),
        Command::Query(args) => cmd::query::run(&db, args),
        Command::Chart(args) => cmd::chart::run(&db, args),
        Command::Show(args) => cmd::show::run(&db, args),
        Command::Check(args) => cmd::check::run(&db, args),
        Command::Queries(args) => cmd::queries::run(args),
        Command::Sql(args) => cmd::sql::run(&db, args),
        Command::Schema(args) => cmd::schema::run(&db, args),
        Command::DatasetteMetadata(args) => cmd::datasette_metadata::run(&db, args),
        Command::Mcp(args) => cmd::mcp::run(&db, args),
        Command::Completions(_) | Command::Man(_) => unreachable!("handled above"),
    }
}

/// The default database's folder is gpudb's own (XDG data dir): made on first use.
fn create_data_folder(path: &std::path::Path) -> error::Result<()> {
    match path.parent() {
        Some(dir) if !dir.is_dir() => std::fs::create_dir_all(dir).map_err(|e| {
            error::Error::Other(format!("cannot create the folder {}: {e}", dir.display()))
        }),
        _ => Ok(()),
    }
}

/// A panic is a bug in gpudb: say so in the `gpudb:` voice, escaped like every message, and lose
/// the message rather than fail when stderr is closed. The exit code stays 101.
fn set_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        // RUST_BACKTRACE=1 still gives a backtrace, as with Rust's own hook.
        let trace = std::backtrace::Backtrace::capture();
        let trace = match trace.status() {
            std::backtrace::BacktraceStatus::Captured => format!("\n{trace}"),
            _ => String::new(),
        };
        crate::msg::note(&format!(
            "internal error: {info} (please report this){trace}"
        ));
        // Release builds abort on a panic (Cargo.toml): exit with the code an unwind gives.
        if cfg!(panic = "abort") {
            std::process::exit(101);
        }
    }));
}

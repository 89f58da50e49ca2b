//! `gpudb mcp`: the database served to AI agents over the Model Context Protocol.

use crate::error::Result;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

/// Serve the database to AI agents over the Model Context Protocol (MCP), on stdin/stdout
///
/// An MCP client (Claude Desktop, an IDE, an agent framework) starts `gpudb mcp` and talks to
/// it on standard input and output; messages and warnings for people go to standard error.
/// The tools: list_queries (the saved queries and their parameters), run_query (one of them,
/// with parameters checked as gpudb query checks them; rows as JSON, with the "showing N of M"
/// note), query_sql (one read-only SQL statement, refused as gpudb sql refuses it without
/// --write; at most 5,000 rows), describe_schema (the tables and views with schema_docs'
/// descriptions and units) and show_run (a figure's whole story, as gpudb show run). Nothing
/// is written: the database is opened read-only for each call, so an import made meanwhile is
/// seen. The server stops when the client closes its input. The README's "Use with AI agents
/// (MCP)" has the client configuration to paste.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb mcp"#)]
pub struct Args {
    /// Another folder of saved queries (.sql files) for run_query and list_queries
    #[arg(long, value_name = "DIR")]
    pub queries: Option<PathBuf>,
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        // Someone typed `gpudb mcp`: say what it is waiting for rather than sit silent.
        crate::msg::note(
            "an MCP server: it reads JSON-RPC messages on standard input, written by an MCP \
             client (configure one to start `gpudb mcp`; see the README). Ctrl-D stops it",
        );
    }
    let tools = crate::mcp::Tools::new(db, args.queries);
    crate::mcp::serve(stdin.lock(), std::io::stdout().lock(), &tools)
}

//! `gpudb man`: the manual page, in roff, made from the command line's own definition.

use crate::error::{Error, Result};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Print the manual page gpudb(1) in roff, or write a page per command to a folder
///
/// Without -o, prints gpudb.1: the synopsis, the global options, the list of commands and the
/// examples. With -o DIR, writes gpudb.1 and one page per command (gpudb-import.1,
/// gpudb-rates-add.1 …) into DIR, made if missing. Does not open or create the database.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb man > ~/.local/share/man/man1/gpudb.1
  gpudb man -o ~/.local/share/man/man1
  gpudb man | man -l -"#)]
pub struct Args {
    /// Write gpudb.1 and a page per command into this folder instead of printing gpudb.1
    #[arg(short = 'o', long, value_name = "DIR")]
    pub output: Option<PathBuf>,
}

/// Print or write the pages of `cmd`, the whole command line (main passes it: a command does
/// not import the command line it is part of).
pub fn run(args: Args, cmd: clap::Command) -> Result<()> {
    // Built as clap_mangen's own generate_to does: subcommands get their full names
    // (gpudb-rates-add), and `help` is not a page.
    let mut cmd = cmd.disable_help_subcommand(true);
    cmd.build();
    match args.output {
        None => std::io::stdout().write_all(&page(&cmd)?)?,
        Some(dir) => {
            // Made if missing, as `mkdir -p`: ~/.local/share/man/man1 often is.
            std::fs::create_dir_all(&dir).map_err(|e| {
                Error::Other(format!(
                    "-o {}: cannot create the folder: {e}",
                    dir.display()
                ))
            })?;
            let n = write_pages(&cmd, &dir).map_err(|e| {
                Error::Other(format!(
                    "cannot write the pages into {}: {e}",
                    dir.display()
                ))
            })?;
            crate::msg::note(&format!("wrote {n} manual pages into {}", dir.display()));
        }
    }
    Ok(())
}

/// One command's page: clap_mangen's, with the examples in an EXAMPLES section printed line by
/// line. (clap_mangen puts `after_help` in a section called EXTRA as filled text, which runs the
/// examples together.)
fn page(cmd: &clap::Command) -> std::io::Result<Vec<u8>> {
    let examples = cmd.get_after_help().map(ToString::to_string);
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd.clone().after_help(None::<&str>)).render(&mut out)?;
    if let Some(examples) = examples {
        let mut roff = roff::Roff::new();
        roff.control("SH", ["EXAMPLES"]).control("nf", []);
        for line in examples.lines().skip_while(|l| l.ends_with(':')) {
            roff.text([roff::roman(line.trim())]);
        }
        roff.control("fi", []);
        // to_roff, not render: render would repeat the preamble clap_mangen already wrote.
        out.extend_from_slice(roff.to_roff().as_bytes());
    }
    Ok(out)
}

/// Write the page of `cmd` and of each of its commands into `dir`; returns how many.
fn write_pages(cmd: &clap::Command, dir: &Path) -> std::io::Result<usize> {
    let mut n = 0;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        n += write_pages(sub, dir)?;
    }
    let name = clap_mangen::Man::new(cmd.clone()).get_filename();
    std::fs::write(dir.join(name), page(cmd)?)?;
    Ok(n + 1)
}

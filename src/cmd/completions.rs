//! `gpudb completions SHELL`: a completion script for the shell, made from the command line's
//! own definition so it never falls behind it.

use crate::error::Result;
use clap_complete::Shell;

/// Print a shell completion script (bash, zsh, fish, powershell, elvish)
///
/// The script completes subcommands, flags and the values of flags that have a fixed list
/// (--format). Save it where your shell looks for completions; it does not open or create the
/// database. Regenerate it after upgrading gpudb.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb completions bash > ~/.local/share/bash-completion/completions/gpudb
  gpudb completions zsh > ~/.zfunc/_gpudb
  gpudb completions fish > ~/.config/fish/completions/gpudb.fish
  gpudb completions powershell >> $PROFILE
  gpudb completions elvish >> ~/.config/elvish/rc.elv"#)]
pub struct Args {
    /// The shell to complete in
    #[arg(value_enum)]
    pub shell: Shell,
}

/// Print the script for `cmd`, the whole command line (main passes it: a command does not
/// import the command line it is part of).
pub fn run(args: Args, mut cmd: clap::Command) -> Result<()> {
    // Into a buffer first: clap_complete panics on a write error, and a closed pipe is not one.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cmd, "gpudb", &mut script);
    std::io::Write::write_all(&mut std::io::stdout(), &script)?;
    Ok(())
}

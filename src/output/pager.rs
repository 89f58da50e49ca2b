//! A table for a person goes through a pager, as git's output does: `$GPUDB_PAGER`, else
//! `$PAGER`, else `less`, with `LESS=FRX` unless the user set `LESS`. `F` ends the pager at once
//! when the answer fits the screen, so a short answer prints as before; `X` leaves what was shown
//! on the screen when the pager ends, so a long answer still shows its first rows, rank 1 among
//! them, when the command is done. A pager, rather than cutting the rows to the screen's height,
//! because the rows after the first screen are part of the answer: one keypress away, not a
//! `-p limit=` away. Never when stdout is not a terminal (pipes, files, tests), for another
//! format than the table, with `--no-pager`, or when the pager named is empty or `cat`.
//!
//! Like git, the pager gets stderr too when stderr is a terminal, so the notes under a table
//! ("showing 20 of 140 rows") come after it, in the pager, instead of being drawn over it; and
//! gpudb ignores Ctrl-C and Ctrl-\\ while the pager runs (less takes them for itself), so the
//! shell never gets the terminal back while the pager still reads it. A pager the user names that
//! cannot be found is said once, and the output printed directly.

use super::{Format, Options};

/// The pager a command's output goes through until this is dropped: then stdout and stderr
/// are what they were, and the command waits for the pager to end.
#[cfg(unix)]
pub struct Pager {
    child: std::process::Child,
    stdout: std::os::fd::OwnedFd,
    stderr: Option<std::os::fd::OwnedFd>,
    /// SIGINT's and SIGQUIT's handlers before: put back when the pager has ended.
    signals: [libc::sighandler_t; 2],
}

#[cfg(not(unix))]
pub struct Pager;

/// The pager command to run, from `GPUDB_PAGER` and `PAGER` as given (None: no pager).
pub fn command(gpudb_pager: Option<&str>, pager: Option<&str>) -> Option<String> {
    let chosen = gpudb_pager.or(pager).unwrap_or("less").trim();
    (!chosen.is_empty() && chosen != "cat").then(|| chosen.to_string())
}

/// Start the pager for output `opts` describes, unless `no_pager` or the output is not a table
/// for a terminal (see the module's doc). The width tables fit is settled first, from the
/// terminal, since stdout is the pager's pipe afterwards. A pager that cannot be started is no
/// pager: the output is printed as it would be without one.
pub fn start(opts: &mut Options, no_pager: bool) -> Option<Pager> {
    if no_pager || !opts.to_terminal || opts.format != Format::Table {
        return None;
    }
    if opts.width.is_none() && !opts.wide {
        opts.width = Some(super::terminal_width().unwrap_or(0));
    }
    let (gpudb_pager, pager) = (std::env::var("GPUDB_PAGER"), std::env::var("PAGER"));
    let cmd = command(gpudb_pager.as_deref().ok(), pager.as_deref().ok())?;
    if !found(&cmd) {
        if gpudb_pager.is_ok() || pager.is_ok() {
            crate::msg::warn(&format!(
                "the pager '{}' was not found: printing directly (GPUDB_PAGER or PAGER names it)",
                crate::msg::quote(&cmd)
            ));
        }
        return None;
    }
    spawn(&cmd)
}

/// Whether the program `cmd` starts with is on $PATH (or, a path, is there); a pipeline or a
/// shell word the shell would expand is taken as found.
fn found(cmd: &str) -> bool {
    let program = cmd.split_whitespace().next().unwrap_or_default();
    if program.contains(['$', '`', '(', '|', ';', '&', '<', '>', '=']) {
        return true;
    }
    if program.contains('/') {
        return std::path::Path::new(program).is_file();
    }
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
}

#[cfg(unix)]
fn spawn(cmd: &str) -> Option<Pager> {
    use std::io::IsTerminal;
    use std::process::{Command, Stdio};
    let mut command = Command::new("sh");
    command.arg("-c").arg(cmd).stdin(Stdio::piped());
    if std::env::var_os("LESS").is_none() {
        command.env("LESS", "FRX");
    }
    if std::env::var_os("LV").is_none() {
        command.env("LV", "-c");
    }
    let mut child = command.spawn().ok()?;
    let pipe = child.stdin.take()?;
    let stdout = rustix::io::dup(std::io::stdout()).ok()?;
    rustix::stdio::dup2_stdout(&pipe).ok()?;
    let stderr = if std::io::stderr().is_terminal() {
        let saved = rustix::io::dup(std::io::stderr()).ok();
        if saved.is_some() {
            let _ = rustix::stdio::dup2_stderr(&pipe);
        }
        saved
    } else {
        None
    };
    // After the pager started (it keeps the default handlers it execs with).
    // SAFETY: signal() with SIG_IGN installs no handler code; the old handlers are kept to put back.
    let signals = unsafe {
        [
            libc::signal(libc::SIGINT, libc::SIG_IGN),
            libc::signal(libc::SIGQUIT, libc::SIG_IGN),
        ]
    };
    Some(Pager {
        child,
        stdout,
        stderr,
        signals,
    })
}

#[cfg(not(unix))]
fn spawn(_cmd: &str) -> Option<Pager> {
    None
}

#[cfg(unix)]
impl Drop for Pager {
    fn drop(&mut self) {
        use std::io::Write;
        let _ = std::io::stdout().flush();
        let _ = std::io::stderr().flush();
        // The pipe's last write ends close here: the pager reads to its end and can quit.
        let _ = rustix::stdio::dup2_stdout(&self.stdout);
        if let Some(stderr) = &self.stderr {
            let _ = rustix::stdio::dup2_stderr(stderr);
        }
        let _ = self.child.wait();
        // SAFETY: the handlers put back are the ones signal() returned above.
        unsafe {
            libc::signal(libc::SIGINT, self.signals[0]);
            libc::signal(libc::SIGQUIT, self.signals[1]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::command;

    #[test]
    fn gpudb_pager_then_pager_then_less_and_empty_or_cat_is_none() {
        assert_eq!(command(None, None).as_deref(), Some("less"));
        assert_eq!(command(None, Some("more")).as_deref(), Some("more"));
        assert_eq!(command(Some("most"), Some("more")).as_deref(), Some("most"));
        assert_eq!(command(Some(""), Some("more")), None);
        assert_eq!(command(None, Some("cat")), None);
        assert_eq!(command(Some(" cat "), None), None);
    }
}

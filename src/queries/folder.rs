//! Where saved queries come from: the built-in ones compiled in from `queries/`, and the `.sql`
//! files of the user's query folder and of a folder named on the command line, read with care
//! (a query is text someone wrote, and a folder may hold anything). `gpudb check` finds its
//! check files the same way, in a folder of its own: [`Folder`] says which.

use crate::error::{Error, Result};
use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/builtin_queries.rs"));

/// A kind of folder of `.sql` files: its name under the user's config folder, and what the
/// messages call it.
#[derive(Debug, Clone, Copy)]
pub struct Folder {
    /// `queries`: the user's folder is `$XDG_CONFIG_HOME/gpudb/queries`.
    pub sub: &'static str,
    /// `query`: "the query folder …".
    pub noun: &'static str,
}

/// The saved queries' folders.
pub const QUERIES: Folder = Folder {
    sub: "queries",
    noun: "query",
};

impl Folder {
    /// The user's folder: `$XDG_CONFIG_HOME/gpudb/SUB`, else `~/.config/gpudb/SUB`.
    pub fn user_dir(self) -> Option<PathBuf> {
        let non_empty = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
        non_empty("XDG_CONFIG_HOME")
            .map(PathBuf::from)
            .or_else(|| non_empty("HOME").map(|h| PathBuf::from(h).join(".config")))
            .map(|c| c.join("gpudb").join(self.sub))
    }

    /// The folders searched, in order: the user's, then `extra`.
    pub fn dirs(self, extra: Option<&Path>) -> impl Iterator<Item = PathBuf> {
        self.user_dir()
            .into_iter()
            .chain(extra.map(Path::to_path_buf))
    }
}

/// Largest saved query read from a query folder: a query is text someone wrote.
const MAX_QUERY_BYTES: u64 = 1 << 20;

/// The `.sql` files in `dir`, sorted. A folder that cannot be read is skipped with a warning,
/// or missing silently when it is the user's; only `extra` (the folder the user named) is an
/// error. An entry that cannot be read is a warning too.
pub fn sql_files(
    folder: Folder,
    dir: &Path,
    extra: Option<&Path>,
    warnings: &mut Vec<String>,
) -> Result<Vec<PathBuf>> {
    let noun = folder.noun;
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if Some(dir) == extra => {
            return Err(Error::Other(format!(
                "cannot read the {noun} folder {}: {e}",
                dir.display()
            )))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()), // no user folder: fine
        Err(e) => {
            warnings.push(format!(
                "the {noun} folder {} is ignored: cannot read it: {e}",
                dir.display()
            ));
            return Ok(Vec::new());
        }
    };
    let mut files = Vec::new();
    for entry in entries {
        match entry {
            Ok(e) => files.push(e.path()),
            Err(e) => warnings.push(format!(
                "a file in the {noun} folder {} is ignored: {e}",
                dir.display()
            )),
        }
    }
    files.retain(|p| p.extension().is_some_and(|x| x == "sql"));
    files.sort();
    Ok(files)
}

/// The name of the query (or check) a file holds: its name without `.sql`.
pub fn name(path: &Path) -> String {
    path.file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

/// The text of a saved query (or check) file, or why it cannot be one. The file's type is looked at
/// before it is opened: opening a FIFO would wait for a writer.
pub fn read(path: &Path) -> std::result::Result<String, String> {
    use std::io::Read;
    let meta = std::fs::metadata(path).map_err(|e| {
        let link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        if link && e.kind() == std::io::ErrorKind::NotFound {
            "it is a symbolic link to a file that does not exist".to_string()
        } else {
            format!("cannot read it: {e}")
        }
    })?;
    if !meta.is_file() {
        return Err(format!(
            "it is {}, not a file",
            file_kind(&meta.file_type())
        ));
    }
    if meta.len() > MAX_QUERY_BYTES {
        return Err(format!(
            "it is {} bytes, more than a saved query may be ({MAX_QUERY_BYTES})",
            meta.len()
        ));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_QUERY_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| format!("cannot read it: {e}"))?;
    if bytes.len() as u64 > MAX_QUERY_BYTES {
        return Err(format!(
            "it grew past {MAX_QUERY_BYTES} bytes, more than a saved query may be"
        ));
    }
    String::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_string())
}

/// What a file that is not a regular file is, in words.
fn file_kind(t: &std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a named pipe (FIFO)";
        }
        if t.is_socket() {
            return "a socket";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
    }
    if t.is_dir() {
        "a directory"
    } else {
        "not a regular file"
    }
}

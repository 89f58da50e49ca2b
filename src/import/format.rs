//! What a dataset format is: a kind, a shape, a `detect` and a `parse` into the common records;
//! and the [`Context`] the person importing gives for files that do not say everything.

use super::records::Dataset;
use super::top::Top;
use crate::error::Result;

/// One dataset format: it recognizes its files from their content and parses them into the
/// common records. Adding a format is one module implementing this and one line in the
/// importer's `FORMATS` (`import/mod.rs`).
pub trait Format: Sync {
    /// The `datasets.kind` it imports as (a row of `dataset_kinds`).
    fn kind(&self) -> &'static str;
    /// What its files look like, for the "unknown format" message.
    fn shape(&self) -> &'static str;
    /// What its files are called in messages ("a … file"): the kind, unless several formats
    /// share one.
    fn label(&self) -> &'static str {
        self.kind()
    }
    /// Whether `top` is a file of this format.
    fn detect(&self, top: &Top) -> bool;
    /// True for result files that do not say what hardware they ran on: they need the
    /// context's accelerator, GPU count and model, which other formats refuse.
    fn needs_context(&self) -> bool {
        false
    }
    /// True for price lists and rental catalogs, files read on a day: `--as-of` names it (a
    /// file that publishes figures says its own date and refuses the flag).
    fn read_on_a_day(&self) -> bool {
        false
    }
    /// Parse and validate the file; errors name the file, the record and the field.
    fn parse<'a>(&self, file: &str, top: &Top<'a>, ctx: &Context) -> Result<Dataset<'a>>;
}

/// What the person importing says about result files that do not say it themselves (which
/// hardware, how many GPUs, which model), and where the records stored already are.
#[derive(Debug, Default, Clone)]
pub struct Context {
    pub accelerator: Option<String>,
    pub gpus: Option<i64>,
    pub model: Option<String>,
    pub precision: Option<String>,
    pub framework: Option<String>,
    /// The dataset the runs go in (default: the format's own, e.g. `my-benchmarks`).
    pub dataset: Option<String>,
    /// The cloud a rental catalog is for, where its content and name cannot say (`--provider`).
    pub provider: Option<String>,
    /// The day a price list or rental catalog that carries no date of its own was read
    /// (`--as-of`, YYYY-MM-DD); None: a date in its file name, else today.
    pub as_of: Option<String>,
    /// The part of a dataset that grows by parts this file is (`gpudb refresh` names the
    /// upstream); None: a file imported by hand, which only adds and updates.
    pub part: Option<String>,
    /// The database the files go into, read-only, when it holds data: a format whose files may
    /// hold a million runs finds there the records stored unchanged (see
    /// [`super::records::Runs::raw`]).
    pub database: Option<std::rc::Rc<rusqlite::Connection>>,
    /// How the person importing gave each setting, for messages (`gpudb import` names its
    /// flags); None: by the setting's own name.
    pub named: Option<fn(Setting) -> &'static str>,
}

/// A setting of the [`Context`] that a format checks, for messages about it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    Accelerator,
    Gpus,
    Model,
    Dataset,
}

impl Context {
    /// What the person importing calls `setting`.
    pub fn name(&self, setting: Setting) -> &'static str {
        match self.named {
            Some(named) => named(setting),
            None => match setting {
                Setting::Accelerator => "accelerator",
                Setting::Gpus => "gpus",
                Setting::Model => "model",
                Setting::Dataset => "dataset",
            },
        }
    }
}

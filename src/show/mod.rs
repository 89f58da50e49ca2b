//! One figure's whole story, or one rate's, for `gpudb show`. The story is built once, as a JSON
//! object (`story`, from the statements of `src/sql/show/`): `--format json` prints it, and the
//! text for people is written from it alone (`text`), so both say the same.

mod caveats;
mod choice;
mod choice_text;
mod derivation;
mod numbers;
mod owned;
mod sql;
mod story;
mod text;

pub use choice::choice_story;
pub use choice_text::choice_text;
pub use story::{rate_story, run_story, where_ids_are};
pub use text::{rate_text, run_text};

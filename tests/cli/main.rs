//! Integration tests: they run the real `gpudb` binary against temporary databases, with the
//! environment cleared of anything that could point it at a real one.

mod answer;
mod api_vs_self_hosted;
mod chart;
mod check;
mod clients;
mod common;
mod cost_at_interactivity;
mod datasette_metadata;
mod faults;
mod help;
mod import;
mod input;
mod layout;
mod mlperf;
mod output;
mod path;
mod provision;
mod queries;
mod query;
mod rates;
mod readme;
mod realsources;
mod safety;
mod schema;
mod self_contained;
mod show;
mod show_frontier;
mod sql;
mod sql_copies;
mod terminal;
mod topn;
mod versions;

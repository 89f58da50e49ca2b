//! Integration tests: they run the real `gpudb` binary against temporary databases, with the
//! environment cleared of anything that could point it at a real one.

mod answer;
mod chart;
mod clients;
mod common;
mod faults;
mod help;
mod import;
mod input;
mod mlperf;
mod output;
mod provision;
mod queries;
mod rates;
mod realsources;
mod safety;
mod show;
mod snapshots;
mod sql_copies;
mod terminal;
mod topn;
mod versions;

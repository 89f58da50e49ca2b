-- Issue 33, like for like: api_vs_self_hosted (and its _dated copy) set no MLPerf result beside
-- an API price (MLCommons' rules forbid comparing one with other figures) and find each
-- accelerator's fastest run by its output tokens (run_speeds). The views are in schema/views/;
-- here what their documentation says of it.

UPDATE schema_docs
SET description = 'For each model with API offers valid today and priced runs: the cheapest self-hosted $/M output tokens in each rate set at today''s rates (current_rate_offers), the run and rate behind it, beside each API offer. No MLPerf result is set beside an API price (MLCommons'' rules forbid comparing one with other figures: gpudb query cheapest -p mlperf=1 ranks them among themselves); a figure of input + output tokens is priced on its output share (run_speeds). At another day: gpudb query api-vs-self-hosted -p as_of=YYYY-MM-DD.'
WHERE table_name = 'api_vs_self_hosted' AND column_name = '';

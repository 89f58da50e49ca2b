-- `gpudb check` at 100k runs and more (issue 24): a check whose rule reads one run at a time
-- read every run to find the few (normally none) that break it, and a run's row is wide (it
-- keeps its published record), so each such check cost a pass over the whole table. Each of
-- these partial indexes holds exactly the runs that break one rule: its WHERE is the check's,
-- term for term, so SQLite reads the check's rows from it; a run that keeps the rule (every
-- run, normally) costs the import one evaluation of the rule and no index entry.

-- checks/accepted-values.sql
CREATE INDEX runs_check_published_as ON runs (id)
    WHERE published_as NOT IN ('total', 'per_gpu');
CREATE INDEX runs_check_scenario ON runs (id)
    WHERE scenario IS NOT NULL AND scenario NOT IN ('Offline', 'Server', 'Interactive');
CREATE INDEX runs_check_disaggregated ON runs (id)
    WHERE disaggregated IS NOT NULL AND disaggregated NOT IN (0, 1);
-- checks/throughput-identity.sql: the per-GPU figure × gpu_count against the published total.
CREATE INDEX runs_check_total ON runs (id)
    WHERE tokens_per_sec_total > 0 AND tokens_per_sec_per_gpu > 0
      AND abs(tokens_per_sec_per_gpu * gpu_count - tokens_per_sec_total) > 1e-6 * tokens_per_sec_total;
-- checks/concurrency-bound.sql
CREATE INDEX runs_check_concurrency ON runs (id)
    WHERE concurrency > 0 AND interactivity_tokens_per_sec_per_user > 0 AND tokens_per_sec_total > 0
      AND tokens_per_sec_total > 1.5 * concurrency * interactivity_tokens_per_sec_per_user;

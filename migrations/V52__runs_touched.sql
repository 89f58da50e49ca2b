-- An import that changes a few runs rebuilt choice_evidence whole: every run's publisher and
-- output figure again, ~400 ms at 100,000 runs for one record changed (issue 33's re-import row
-- went 504 -> 879 ms). The import now writes here the model × accelerator pairs of the runs it
-- changed (before and after the change), and choice_evidence's rule rebuilds the choices of
-- those pairs only (src/db/derived.rs); empty, as it is outside that rebuild, the rule reads
-- every run. Emptied before the import commits: no other client ever sees a row.
CREATE TABLE _gpudb_runs_touched (
    model_id       TEXT NOT NULL,
    accelerator_id TEXT NOT NULL,
    PRIMARY KEY (model_id, accelerator_id)
);

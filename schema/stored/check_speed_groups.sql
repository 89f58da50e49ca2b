-- check_speed_groups: The memory roof's groups of runs (checks/memory-roof.sql): each accelerator x model x
-- precision x GPU count x speculative decoding with a speed per user, how many runs, the first,
-- and the best speed per user.
--
-- A plain SELECT over runs. Every write that changes runs stores its rows in
-- _gpudb_check_speed_groups_stored, in the same transaction (src/db/derived.rs).
SELECT accelerator_id, model_id, precision, gpu_count,
       coalesce(speculative_decoding, 'off') <> 'off', count(*), min(id),
       max(coalesce(interactivity_tokens_per_sec_per_user,
                    CASE WHEN concurrency = 1 THEN tokens_per_sec_total END))
FROM runs
WHERE coalesce(interactivity_tokens_per_sec_per_user,
               CASE WHEN concurrency = 1 THEN tokens_per_sec_total END) > 0
GROUP BY accelerator_id, model_id, precision, gpu_count,
         coalesce(speculative_decoding, 'off') <> 'off';

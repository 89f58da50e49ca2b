-- name: concurrency-bound
-- severity: error
-- description: Output tokens/s of a whole deployment cannot exceed its concurrent requests
--   times the speed of each: total ≤ concurrency × per-user speed (Little's law, L = λW:
--   J. D. C. Little, Operations Research 9(3), 1961; each request in flight writes at most its
--   own per-user speed). The bound is given 1.5× for requests faster than the median and for
--   the first token, which the time per output token leaves out. A per-node figure read as
--   per-GPU multiplies the total by the GPUs per node (2× or more) and breaks it.
-- key: run_id
SELECT id AS run_id, gpu_count, concurrency, interactivity_tokens_per_sec_per_user AS per_user_tps,
       tokens_per_sec_total AS observed_total_tps,
       1.5 * concurrency * interactivity_tokens_per_sec_per_user AS bound_tps,
       tokens_per_sec_total / (concurrency * interactivity_tokens_per_sec_per_user) AS ratio
FROM runs
WHERE concurrency > 0 AND interactivity_tokens_per_sec_per_user > 0 AND tokens_per_sec_total > 0
  AND tokens_per_sec_total > 1.5 * concurrency * interactivity_tokens_per_sec_per_user;

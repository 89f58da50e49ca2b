-- Refill check_frontier_beaten_stored (V29) with the rows of the view check_frontier_beaten,
-- computed live from runs: the store's build is forgotten first, so the view reads the runs.
DELETE FROM derived_builds WHERE name = 'check_frontier_beaten_stored';
DELETE FROM check_frontier_beaten_stored;
INSERT INTO check_frontier_beaten_stored SELECT * FROM check_frontier_beaten;

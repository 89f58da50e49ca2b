-- Refill run_choice_groups_stored (V33) with the rows of the view run_choice_groups, computed
-- live from runs: the store's build is forgotten first, so the view reads the runs.
DELETE FROM derived_builds WHERE name = 'run_choice_groups_stored';
DELETE FROM run_choice_groups_stored;
INSERT INTO run_choice_groups_stored SELECT * FROM run_choice_groups;

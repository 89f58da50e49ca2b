-- Refill check_figure_groups_stored (V29) with the rows of the view check_figure_groups, computed live
-- from runs: the store's build is forgotten first, so the view reads the runs.
DELETE FROM derived_builds WHERE name = 'check_figure_groups_stored';
DELETE FROM check_figure_groups_stored;
INSERT INTO check_figure_groups_stored SELECT * FROM check_figure_groups;

-- Refill check_speed_groups_stored (V29) with the rows of the view check_speed_groups, computed live
-- from runs: the store's build is forgotten first, so the view reads the runs.
DELETE FROM derived_builds WHERE name = 'check_speed_groups_stored';
DELETE FROM check_speed_groups_stored;
INSERT INTO check_speed_groups_stored SELECT * FROM check_speed_groups;

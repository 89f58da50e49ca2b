-- Refill frontier_knots_stored (V24) with the rows of the view frontier_knots, computed live from
-- runs: the view reads the runs while the store is not current, so the store's build is
-- forgotten first (gpudb records the new one after this file), and a rebuild never copies the
-- stored rows onto themselves.
DELETE FROM derived_builds WHERE name = 'frontier_knots_stored';
DELETE FROM frontier_knots_stored;
INSERT INTO frontier_knots_stored SELECT * FROM frontier_knots;

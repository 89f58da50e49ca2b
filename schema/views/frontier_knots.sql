-- frontier_knots: The throughput frontier of each series (one way of serving one model on one
-- workload: model, input and output tokens, accelerator, framework, precision, speculative
-- decoding, disaggregated), one row per knot. Points are runs with both a speed per user (x) and
-- output tokens/s per GPU (y); a point is a knot when no other point of its series is faster per
-- user with at least as much throughput, and none has the same speed with more (equal: the lower id
-- is kept). Between knots the curve is the monotone cubic of Steffen (1990), as d3's curveMonotoneX
-- draws it: with t = (T - x) / h and h = next x - x, y(T) = (2t³ - 3t² + 1) y + (t³ - 2t² + t) h
-- tangent + (-2t³ + 3t²) next y + (t³ - t²) h next tangent. Two knots: a straight line
-- (InferenceX's calculator bends it with the end rule; gpudb does not). Price y(T), never
-- interpolate a cost: gpudb query cost-at-interactivity does both.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The rule is schema/stored/frontier_knots.sql, a plain SELECT over runs. Every write that changes
-- runs stores its rows in _gpudb_frontier_knots_stored, in the same transaction (src/db/derived.rs);
-- this view reads them.
CREATE VIEW frontier_knots AS
SELECT * FROM _gpudb_frontier_knots_stored;

-- choice_evidence: The throughput evidence of each choice of gpudb query cheapest: its
-- publishers and their fastest output tokens/s per GPU, min, median and max, without MLPerf's
-- open division (closed_) and with it (all_). docs/ranges.md says how a range is made of them.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The rule is schema/stored/choice_evidence.sql, a plain SELECT over runs. Every write that
-- changes runs stores its rows in _gpudb_choice_evidence_stored, in the same transaction
-- (src/db/derived.rs); this view reads them.
CREATE VIEW choice_evidence AS
SELECT * FROM _gpudb_choice_evidence_stored;

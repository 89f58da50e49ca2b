-- current_rate_offers: The rates of rate_offers valid today, which run_costs, cost_options and
-- api_vs_self_hosted price with: your rates read by today (as_of NULL or not after date('now')),
-- and each rental catalog's snapshot valid today (catalog_snapshots.as_of not after today,
-- next_as_of NULL or after it: its newest, unless a newer one is dated after today). To price at
-- another day D, put D in place of date('now'): the saved queries do it with -p as_of=D.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The plain views price with what is valid today, as the saved queries do with an empty as_of:
-- before, run_costs, cost_options and api_vs_self_hosted priced every run at every rate ever
-- imported, each superseded catalog snapshot and a rate dated after today included, so a
-- sqlite3 or Datasette user saw prices that no saved query would use today. current_rate_offers
-- is that rule in one place: your rates read by today (or undated), and each rental catalog's
-- snapshot valid today (its newest not after today). The views with every rate, whatever its
-- date, are kept under _dated names: the saved queries look rows up in them by key, with the
-- as_of they are given; to price at another day, give them -p as_of=YYYY-MM-DD, or in SQL put
-- the day in place of date('now') in current_rate_offers' rule over run_costs_dated.

-- The rates valid today: the rule the saved queries apply with an empty as_of.
CREATE VIEW current_rate_offers AS
SELECT o.*
FROM rate_offers AS o
WHERE (o.valid_from IS NULL OR o.valid_from <= date('now'))
  AND (o.valid_to IS NULL OR o.valid_to > date('now'));

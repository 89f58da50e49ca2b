-- An owned rate keeps full precision (issue 34 item 5): V14 wrote a cost model's total into
-- gpu_rates rounded to 1/100 of a cent, so every cost answer priced with $1.2316/h where the
-- model says $1.231552…/h (the worked example gave $5.70185/M instead of $5.70163/M). The
-- rate is now the model's total as computed; a display rounds it, the data never does.
-- The triggers that wrote and guarded the rounded figure are made again with the total; the
-- owned rates already written are set to it. Only rates that stand for a cost model change:
-- the models themselves, and every rate a user entered, are kept as they are.

DROP TRIGGER owned_cost_models_rate_insert;
DROP TRIGGER owned_cost_models_rate_update;
-- Dropped first: it reads the view owned_cost_rates, which is away while migrations run (the
-- views are made after them), and it would refuse the rewrite below.
DROP TRIGGER gpu_rates_owned_update;

-- The total of schema/views/owned_cost_rates.sql (usd_per_gpu_hour), written out here because
-- the view is away while migrations run; the triggers below read the view itself.
UPDATE gpu_rates SET usd_per_gpu_hour = (
    SELECT CAST((m.capex_usd - m.residual_usd) / (m.life_years * 8760.0 * m.utilization)
                + m.kw_per_gpu * m.pue * m.usd_per_kwh + m.opex_usd_per_gpu_hour AS REAL)
    FROM owned_cost_models AS m WHERE m.id = gpu_rates.owned_cost_model_id)
WHERE owned_cost_model_id IS NOT NULL;

-- The model's rate: written, rewritten and removed with it, at the model's total.
CREATE TRIGGER owned_cost_models_rate_insert AFTER INSERT ON owned_cost_models
BEGIN
    INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing, as_of,
                           source_url, notes, owned_cost_model_id)
    SELECT o.rate_set, NULL, o.accelerator_id, o.usd_per_gpu_hour, 'owned', o.as_of, o.source_url,
           'owned hardware: cost model ' || o.owned_cost_model_id || coalesce('; ' || o.notes, ''),
           o.owned_cost_model_id
    FROM owned_cost_rates AS o WHERE o.owned_cost_model_id = NEW.id;
END;

CREATE TRIGGER owned_cost_models_rate_update AFTER UPDATE ON owned_cost_models
BEGIN
    UPDATE gpu_rates SET
        rate_set = NEW.rate_set,
        accelerator_id = NEW.accelerator_id,
        usd_per_gpu_hour = (SELECT o.usd_per_gpu_hour FROM owned_cost_rates AS o
                            WHERE o.owned_cost_model_id = NEW.id),
        as_of = NEW.as_of,
        source_url = NEW.source_url,
        notes = 'owned hardware: cost model ' || NEW.id || coalesce('; ' || NEW.notes, '')
    WHERE owned_cost_model_id = NEW.id;
END;

-- The rate of a model is the model's: a price edited on the rate alone would disagree with it.
CREATE TRIGGER gpu_rates_owned_update BEFORE UPDATE OF usd_per_gpu_hour, owned_cost_model_id ON gpu_rates
WHEN OLD.owned_cost_model_id IS NOT NULL
 AND (NEW.owned_cost_model_id IS NOT OLD.owned_cost_model_id
      OR NEW.usd_per_gpu_hour IS NOT (SELECT o.usd_per_gpu_hour FROM owned_cost_rates AS o
                                      WHERE o.owned_cost_model_id = OLD.owned_cost_model_id))
BEGIN
    SELECT RAISE(ABORT, 'gpu_rates: this rate stands for a row of owned_cost_models (owned_cost_model_id): change that row, and its rate follows');
END;

-- The view owned_cost_rates no longer has a rounded total: the rate is the total.
DELETE FROM schema_docs
WHERE table_name IN ('owned_cost_rates', 'owned_rate_parts')
  AND column_name = 'rounded_usd_per_gpu_hour';
UPDATE schema_docs
SET description = 'Total: capex + energy + opex, at full precision: the usd_per_gpu_hour of the model''s row in gpu_rates.'
WHERE table_name IN ('owned_cost_rates', 'owned_rate_parts') AND column_name = 'usd_per_gpu_hour';

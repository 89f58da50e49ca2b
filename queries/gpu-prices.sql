-- title: The GPU rental market, one line per accelerator
-- description: Per accelerator and pricing (on-demand, spot …): how many offers, the cheapest,
--   median and dearest $/GPU-hour, and who offers the cheapest (provider, region, instance, rate
--   set, date), from each imported rental catalog's newest snapshot (per format and provider;
--   see catalog_snapshots) and your own rates (gpu_rates). The gpu_prices view.
-- param accelerator (default: '', values: accelerator): Only this accelerator (id or any spelling); empty: every one
-- param pricing (default: '', values: pricing): Only this pricing model (on-demand, spot …); empty: any
-- columns: accelerator_id=accelerator,pricing,offers,min_usd_per_gpu_hour=min $/h,median_usd_per_gpu_hour=median $/h,max_usd_per_gpu_hour=max $/h,@provider=cheapest from
SELECT *
FROM gpu_prices
WHERE (coalesce(:accelerator, '') = ''
       OR accelerator_id = (SELECT accelerator_id FROM accelerator_aliases
                            WHERE alias = :accelerator)
       OR accelerator_id = :accelerator)
  AND (coalesce(:pricing, '') = '' OR pricing = :pricing COLLATE NOCASE)
ORDER BY accelerator_id, pricing;

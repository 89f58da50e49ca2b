#!/usr/bin/env bash
# Every saved query's answer, byte for byte, from two gpudb binaries: each builds its own
# database from the same inputs (the bundled data, MLPerf v4.1 and the InferenceX rows of
# tests/data/, a generated survey of RUNS runs, RUNS / 10 generated InferenceX rows (speeds per
# user and times to first token: the frontier's cases) and 1,000 generated rates), then runs each saved
# query below with its parameters as CSV; stdout, stderr and the exit code are compared with
# cmp, and so are run_comparison, run_costs (the bundled rate sets), filter_values and `check`.
# Usage: bench/same_answers.sh BEFORE_BINARY AFTER_BINARY [RUNS]   (RUNS: default 100000)
set -uo pipefail
R=$(cd "$(dirname "$0")/.." && pwd); D=$R/tests/data
W=$(mktemp -d); trap 'rm -rf "$W"' EXIT
B[0]=$(realpath "$1"); B[1]=$(realpath "$2")
python3 "$R/bench/make_survey.py" "${3:-100000}" "$W/survey.json" >/dev/null
python3 "$R/bench/make_inferencex.py" $(( ${3:-100000} / 10 )) "$W/inferencex.json" >/dev/null
python3 "$R/bench/make_rates.py" 1000 "$W/rates.csv" >/dev/null
# Two snapshots of a rental catalog (a market per accelerator, read on the day asked).
python3 "$R/bench/make_catalog.py" 2000 "$W/cat-11" >/dev/null
python3 "$R/bench/make_catalog.py" 2100 "$W/cat-12" >/dev/null
for side in before after; do
  bin=${B[0]}; [ $side = after ] && bin=${B[1]}
  g="$bin --db $W/$side.db"
  $g import 2>/dev/null
  $g import $D/mlperf-inference-v4.1-summary_results.json >/dev/null 2>&1
  $g import $D/inferencex-dsr1-rows.json >/dev/null 2>&1
  $g import $W/survey.json >/dev/null 2>&1
  $g import $W/inferencex.json >/dev/null 2>&1
  $g rates import $W/rates.csv --rate-set bench >/dev/null 2>&1
  $g import --as-of 2026-11-01 --keep-outliers $W/cat-11/aws/vms.csv >/dev/null 2>&1
  $g import --as-of 2026-12-01 --keep-outliers $W/cat-12/aws/vms.csv >/dev/null 2>&1
  # Two owned rates on H100 (different GPU counts) for fleet, as bench/run's owned database.
  for kw in 1.2 0.7; do
    $g rates add-owned --accelerator h100 --rate-set my-dc-$kw --capex-usd 30000 --life-years 5 \
      --utilization 0.6 --kw-per-gpu $kw --pue 1.25 --usd-per-kwh 0.06 >/dev/null 2>&1
  done
  # An owned rate on MI355X, where a run with a measured J/token is a frontier knot: the owned
  # split's energy from J/token (energy_basis measured), which no other rate here reaches.
  $g rates add-owned --accelerator mi355x --rate-set my-dc-mi355x --capex-usd 30000 --life-years 5 \
    --utilization 0.6 --kw-per-gpu 1.2 --pue 1.25 --usd-per-kwh 0.06 >/dev/null 2>&1
done
n=0; bad=0
while IFS='|' read -r name params; do
  [ -z "$name" ] && continue
  # A value with spaces is written with %20 for each.
  args=(); for p in $params; do args+=(-p "${p//%20/ }"); done
  for side in before after; do
    $( [ $side = after ] && echo ${B[1]} || echo ${B[0]} ) --db $W/$side.db query $name "${args[@]}" --format csv > $W/$side.out 2> $W/$side.err; echo "exit $?" >> $W/$side.err
  done
  n=$((n+1))
  if cmp -s $W/before.out $W/after.out && cmp -s $W/before.err $W/after.err; then echo "same  $(wc -l < $W/after.out) lines: $name $params"; else bad=$((bad+1)); echo "DIFF: $name $params"; fi
done <<'LIST'
cheapest-70b|
cheapest-70b|limit=all
cheapest-70b|workload=mlperf
cheapest-70b|scenario=server
cheapest-70b|scenario=Offline precision=fp8
cheapest|
cheapest|limit=all
cheapest|workload=1k/1k
cheapest|workload=1K/1K limit=all
cheapest|workload=8k/1k scenario=concurrency
cheapest|scenario=offline
cheapest|scenario=interactive limit=all
cheapest|scenario=single-stream
cheapest|precision=fp8
cheapest|source=mlperf-inference-v4.1
cheapest|model=deepseek-r1 min_tokens_per_sec_per_user=40
cheapest|model=deepseek-r1 workload=1k/1k all_rates=1 limit=200
cheapest|per=run
cheapest|per=offer limit=300
cheapest|per=run workload=1k/1k limit=all
cheapest|min_params_b=65 max_params_b=75 architecture=dense rate_set=my-dc-1.2
cheapest|model=llama-3.1-8b workload=nonexistent
cheapest|pricing=spot include_open_division=1
cheapest|as_of=2024-06-01 per=run max_rate_age_days=30
cheapest|cache_hit_rate=0.5 input_output_ratio=1
cheapest|utilization=0.6 rate_set=my-dc-1.2 limit=all
cheapest|include_api=0 mlperf=1
cheapest|accelerator=h100 per=offer limit=40
cheapest|limit=0
cheapest|model=deepseek-r1 precision=fp4 scenario=server
cheapest|model=llama-3.1-8b accelerator=mi300x
cheapest|model=llama-3.1-8b source=inferencex
cheapest|model=deepseek-r1 min_tokens_per_sec_per_user=100000 include_api=0
cheapest|model=deepseek-r1 workload=1k/1k scenario=offline precision=fp8 accelerator=h100
cheapest|model=deepseek-r1 pricing=spot rate_set=my-dc-1.2 include_api=0
cheapest|model=gpt-oss-120b cache_hit_rate=1 limit=all
cheapest|model=llama-3.1-8b precision=zz
cheapest|model=llama-3.1-8b scenario=zz
cheapest|model=llama-3.1-8b source=zz
cheapest|model=nonexistent-model include_api=0
cheapest|model=llama-3.1-8b rate_set=nonexistent
cheapest|per=offer include_open_division=1 mlperf=1 limit=100 utilization=0.7
cheapest|model=llama-3.1-8b accelerator=h100 precision=int4
cheapest|model=deepseek-r1 workload=1k/1k scenario=single-stream
cheapest|model=deepseek-r1 accelerator=mi300x source=mlperf-inference-v4.1
cheapest|model=llama-2-70b workload=mlperf source=inferencex
cheapest|model=deepseek-r1 scenario=offline min_tokens_per_sec_per_user=50
cheapest|model=deepseek-r1 accelerator=h100 workload=1k/1k min_tokens_per_sec_per_user=100000
cheapest|model=deepseek-r1 precision= workload= scenario= source= min_tokens_per_sec_per_user=none
cheapest|model=deepseek-r1 per=run min_tokens_per_sec_per_user=40 limit=all
api-vs-self-hosted|
api-vs-self-hosted|tokens_per_sec_per_user=40
api-vs-self-hosted|tokens_per_sec_per_user=20
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=40
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=40 workload=1k/1k
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=20 max_ttft_ms=2000 limit=all
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=70 workload=8k/1k
frontier|model=deepseek-r1
frontier|model=deepseek-r1 workload=1k/1k
frontier|model=deepseek-r1 max_ttft_ms=150 limit=all
frontier|model=deepseek-r1 workload=8K/1K max_ttft_ms=1000
frontier|model=gpt-oss-120b max_ttft_ms=none tokens_per_sec_per_user=50
frontier|model=llama-3.3-70b workload=at%2050%20tok/s/user%20interactivity%20constraint%20(InferenceMAX)
frontier|model=gpt-oss-120b max_ttft_ms=1 limit=all
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=40 max_ttft_ms=120 limit=all
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=30 max_ttft_ms=102.17383736744524 limit=all
cost-at-interactivity|model=gpt-oss-120b tokens_per_sec_per_user=60 max_ttft_ms=400 workload=1k/8k limit=all
cost-at-interactivity|model=gpt-oss-120b tokens_per_sec_per_user=60 max_ttft_ms=0.5
cost-at-interactivity|model=llama-3.3-70b tokens_per_sec_per_user=20 workload=AT%2050%20tok/s/user%20interactivity%20constraint%20(InferenceMAX)
cost-at-interactivity|model=llama-3.3-70b tokens_per_sec_per_user=20 max_ttft_ms=100
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=49.455 limit=all
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=32.940000000000005 rate_set=my-dc-1.2 limit=all
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=40 rate_set=my-dc-0.7 utilization=0.6 limit=all
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=18.4 pricing=spot limit=3
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=5 limit=all
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=500
cost-at-interactivity|model=gpt-oss-120b tokens_per_sec_per_user=77 as_of=2025-01-01 max_rate_age_days=10 limit=all
cost-at-interactivity|model=no-such-model tokens_per_sec_per_user=40
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=40 rate_set=no-such-set
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=60 rate_set=my-dc-mi355x limit=all
cost-at-interactivity|model=deepseek-r1 tokens_per_sec_per_user=103.648167933682 utilization=0.5 limit=all
cost-at-interactivity|model=DeepSeek-R1 tokens_per_sec_per_user=45 utilization=0.5 limit=0
api-vs-self-hosted|tokens_per_sec_per_user=55 model=gpt-oss-120b
api-vs-self-hosted|tokens_per_sec_per_user=none
api-vs-self-hosted|as_of=2026-11-15
api-vs-self-hosted|as_of=2026-11-15 tokens_per_sec_per_user=40
api-vs-self-hosted|rate_set=skypilot-aws-2026-12-01
api-vs-self-hosted|rate_set=skypilot-aws-2026-11-01 as_of=2026-11-20 tokens_per_sec_per_user=30
api-vs-self-hosted|rate_set=bench model=deepseek-r1
api-vs-self-hosted|tokens_per_sec_per_user=5
api-vs-self-hosted|tokens_per_sec_per_user=500
api-vs-self-hosted|tokens_per_sec_per_user=40 rate_set=my-dc-1.2 utilization=0.6 cache_hit_rate=0.5
api-vs-self-hosted|rate_set=my-dc-0.7 cache_hit_rate=0.3 input_output_ratio=1 max_rate_age_days=10
api-vs-self-hosted|model=deepseek-r1 tokens_per_sec_per_user=32.940000000000005
api-vs-self-hosted|model=no-such-model tokens_per_sec_per_user=40
api-vs-self-hosted|tokens_per_sec_per_user=40 rate_set=no-such-set
api-vs-self-hosted|model=deepseek-r1 cache_hit_rate=0.5 utilization=0.7
api-vs-self-hosted|model=DeepSeek-R1 as_of=2026-11-15 max_rate_age_days=5
api-vs-self-hosted|rate_set=my-dc-mi355x
api-vs-self-hosted|rate_set=my-dc-mi355x tokens_per_sec_per_user=103.6 utilization=0.5
cost-at-interactivity|model=gpt-oss-120b tokens_per_sec_per_user=60 workload=1k/8k max_ttft_ms=none as_of=2026-11-15
gaps|
sources|
throughput-by-accelerator|
throughput-by-accelerator|min_params_b=none max_params_b=none
throughput-vs-interactivity|
fleet|
fleet|limit=all
fleet|model=llama-3.1-8b limit=5
fleet|workload=1k/1k
fleet|workload=mlperf model=llama-2-70b limit=7
fleet|gpus=0
fleet|gpus=3 megawatts=2
fleet|rate_set=my-dc-0.7 limit=3
fleet|limit=0
fleet|model=llama-3.1-8b workload=8k/1k megawatts=0.01 limit=all
cost-cap|model=deepseek-r1 max_usd_per_m_output_tokens=1
cost-cap|model=deepseek-r1 max_usd_per_m_output_tokens=none workload=1k/1k
cost-cap|model=gpt-oss-120b max_usd_per_m_output_tokens=0.5 utilization=0.6 rate_set=bench limit=all
cost-cap|model=llama-3.1-8b max_usd_per_m_output_tokens=1
speed-at-throughput|model=deepseek-r1 tokens_per_sec_per_gpu=50 limit=all
speed-at-throughput|model=gpt-oss-120b tokens_per_sec_per_node=8000 gpus_per_node=4
speed-at-throughput|model=deepseek-r1
payback|model=deepseek-r1 tokens_per_sec_per_user=40 tokens_per_day=1e9 months=12
payback|model=deepseek-r1 tokens_per_sec_per_user=25 tokens_per_day=1e6 pricing=spot limit=all
payback|model=gpt-oss-120b tokens_per_sec_per_user=150 tokens_per_day=1e9
profit|model=deepseek-r1 tokens_per_sec_per_user=40 limit=all
profit|model=gpt-oss-120b tokens_per_sec_per_user=60 utilization=0.5 workload=1k/1k
profit|model=deepseek-r1 tokens_per_sec_per_user=40 pricing=owned
energy|
energy|model=deepseek-r1
cost-cap|model=deepseek-r1 max_usd_per_m_output_tokens=2 pricing=spot as_of=2026-11-15 max_rate_age_days=10 limit=all
cost-cap|model=deepseek-r1 max_usd_per_m_output_tokens=3 rate_set=no-such-set
cost-cap|model=deepseek-r1 max_usd_per_m_output_tokens=0.3 workload=8K/1K utilization=0.5 limit=0
speed-at-throughput|model=deepseek-r1 tokens_per_sec_per_gpu=50 tokens_per_sec_per_node=400
speed-at-throughput|model=no-such-model tokens_per_sec_per_gpu=50
speed-at-throughput|model=deepseek-r1 tokens_per_sec_per_gpu=1e9 workload=1k/1k limit=all
speed-at-throughput|model=deepseek-r1 tokens_per_sec_per_gpu=0.001 limit=3
payback|model=deepseek-r1 tokens_per_sec_per_user=40 tokens_per_day=1e8 workload=1k/1k accelerator=h100 rate_set=my-dc-0.7 limit=all
payback|model=deepseek-r1 tokens_per_sec_per_user=40 tokens_per_day=1e10 rent_rate_set=bench as_of=2026-11-15 months=3
payback|model=deepseek-r1 tokens_per_sec_per_user=400 tokens_per_day=1e9
payback|model=deepseek-r1 tokens_per_sec_per_user=40 tokens_per_day=1e9 rate_set=no-such-set
payback|model=llama-3.3-70b tokens_per_sec_per_user=20 tokens_per_day=1e9 accelerator=mi300x
profit|model=deepseek-r1 tokens_per_sec_per_user=40 sell_usd_per_m_output_tokens=2 accelerator=h100 limit=all
profit|model=deepseek-r1 tokens_per_sec_per_user=400
profit|model=deepseek-r1 tokens_per_sec_per_user=40 rate_set=no-such-set
profit|model=deepseek-r1 tokens_per_sec_per_user=40 as_of=2026-11-15 workload=8k/1k rate_set=bench limit=5
profit|model=llama-3.3-70b tokens_per_sec_per_user=20 utilization=1 pricing=spot
energy|accelerator=h100 limit=all
energy|power_basis=wall usd_per_kwh=0.1 pue=1.3
energy|power_basis=board limit=3
energy|power_basis=unknown limit=2
energy|model=deepseek-r1 limit=3 usd_per_kwh=0.1
energy|model=no-such-model
energy|workload=1k/1k accuracy_target=99
energy|power_basis=facility
energy|limit=all usd_per_kwh=0.08
fleet|accelerator=h100 model=deepseek-r1 limit=all
fleet|accelerator=mi300x
fleet|rate_set=no-such-set accelerator=h100
fleet|rate_set=bench accelerator=h100
payback|model=deepseek-r1 tokens_per_sec_per_user=40 tokens_per_day=1e9 rate_set=bench
payback|model=deepseek-r1 tokens_per_sec_per_user=40 tokens_per_day=1e9 workload=8k/1k
payback|model=deepseek-r1 tokens_per_sec_per_user=40 tokens_per_day=1e4 limit=all
profit|model=deepseek-r1 tokens_per_sec_per_user=40 rate_set=my-dc-0.7 accelerator=mi300x
profit|model=deepseek-r1 tokens_per_sec_per_user=40 rate_set=my-dc-0.7
cost-cap|model=gpt-oss-120b max_usd_per_m_output_tokens=1 rate_set=my-dc-0.7
LIST
echo "$n queries, $bad differ"
status=$bad
for side in before after; do $( [ $side = after ] && echo ${B[1]} || echo ${B[0]} ) --db $W/$side.db sql "SELECT * FROM run_comparison ORDER BY run_id" --format csv > $W/rc-$side.csv; $( [ $side = after ] && echo ${B[1]} || echo ${B[0]} ) --db $W/$side.db sql "SELECT * FROM run_costs WHERE rate_id IN (SELECT id FROM gpu_rates WHERE rate_set <> 'bench') ORDER BY run_id, rate_id" --format csv > $W/costs-$side.csv; $( [ $side = after ] && echo ${B[1]} || echo ${B[0]} ) --db $W/$side.db sql "SELECT * FROM filter_values" --format csv > $W/fv-$side.csv; $( [ $side = after ] && echo ${B[1]} || echo ${B[0]} ) --db $W/$side.db check --format csv > $W/check-$side.csv 2>&1; done
for f in rc costs fv check; do if cmp -s $W/$f-before.csv $W/$f-after.csv; then echo "same $f ($(wc -l < $W/$f-after.csv) lines)"; else echo "DIFF: $f"; status=1; fi; done
exit $((status > 0))

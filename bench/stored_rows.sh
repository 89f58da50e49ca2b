#!/usr/bin/env bash
# What an import stores, dumped to one text file, to check that a change to the importer stores
# every column of every row byte for byte as before. Imports into a new database: the bundled
# data, the MLPerf, InferenceX and vLLM files of tests/data/ (as tests/cli/realsources.rs imports
# them), a generated 10,000-run survey, then a new version of that survey with one figure changed
# and one record gone. Dumps every imported table ordered by its natural key, without ids and
# import times (which differ between runs), with hex() of every text column so that bytes, not
# their rendering, are compared.
# Usage: bench/stored_rows.sh GPUDB_BINARY OUT_FILE
#   bench/stored_rows.sh /tmp/gpudb-before /tmp/before.txt
#   bench/stored_rows.sh target/release/gpudb /tmp/after.txt && cmp /tmp/before.txt /tmp/after.txt
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "$1")
out=$2
data=tests/data
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db="$work/s.db"
g() { "$bin" --db "$db" "$@" 2>>"$work/log"; }
python3 bench/make_survey.py 10000 "$work/survey.json" >/dev/null
python3 - "$work/survey.json" "$work/survey-v2.json" <<'PY'
import json, sys
v = json.load(open(sys.argv[1]))
v["collected_at"] = "2026-12-01"
v["throughput"][0]["tokens_per_sec_total"] += 1
del v["throughput"][5]
json.dump(v, open(sys.argv[2], "w"), indent=1)
PY
g import
g import "$data/mlperf-inference-v4.1-summary_results.json"
g import "$data/inferencex-dsr1-rows.json"
g import --accelerator H100 --gpus 16 --model gpt-oss-120b "$data/vllm-bench-serve-gpt-oss-120b-conc128.json"
g import "$work/survey.json"
g import "$work/survey-v2.json"

# Every column of a table but the ones that differ from run to run, text as hex.
dump() { # table, order by, excluded columns (quoted, comma-separated)
    local cols
    cols=$(sqlite3 "$db" "SELECT group_concat(
        CASE WHEN type = 'TEXT' THEN 'hex(' || name || ')' ELSE 'quote(' || name || ')' END, ', ')
        FROM pragma_table_info('$1') WHERE name NOT IN ($3)")
    echo "== $1"
    sqlite3 "$db" "SELECT $cols FROM $1 ORDER BY $2"
}
{
    # Run ids and source ids are SQLite's; a changed run keeps its id, so the ids of the runs of
    # one dataset are compared as their order (same ids ⇔ same order after an update in place).
    dump runs "dataset_id, record_key" "'id', 'source_id'"
    echo "== runs: source url, and id rank within the dataset"
    sqlite3 "$db" "SELECT r.dataset_id, r.record_key, s.url,
        rank() OVER (PARTITION BY r.dataset_id ORDER BY r.id)
        FROM runs AS r JOIN sources AS s ON s.id = r.source_id ORDER BY r.dataset_id, r.record_key"
    dump api_prices "dataset_id, record_key" "'id', 'source_id'"
    dump sources "url" "'id'"
    dump datasets "name" "'id', 'imported_at', 'file_name'"
    sqlite3 "$db" "SELECT name, replace(file_name, '$work', 'WORK') FROM datasets ORDER BY name"
    dump accelerators "id" "''"
    dump accelerator_aliases "alias" "''"
    dump models "id" "''"
    dump model_aliases "alias" "''"
    echo "== messages"
    sed "s#$work#WORK#g" "$work/log"
} >"$out"
echo "$out: $(wc -l <"$out") lines"

#!/usr/bin/env bash
# Import benchmark: gpudb importing N survey records, against a baseline measured in the same
# run on the same file: the sqlite3 shell inserting the same records with json_each into a
# plain table (no validation, no normalization, no lookups). Reports wall time, peak memory
# and the ratio. Usage: bench/import.sh [N]   (default 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build --release --quiet
python3 bench/make_survey.py "$n" "$work/survey.json"
gpudb=target/release/gpudb
"$gpudb" --db "$work/g.db" path >/dev/null
"$gpudb" --db "$work/g.db" import 2>/dev/null   # create with the bundled data first

measure() { # label, command...: prints seconds and peak RSS (MiB)
    local label=$1; shift
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { cat "$work/err"; exit 1; }
    read -r secs kib <"$work/time"
    printf '%-34s %7.2f s  %7.1f MiB\n' "$label" "$secs" "$(echo "$kib / 1024" | bc -l)"
    echo "$secs"  >"$work/$label.s"
}
measure "baseline: sqlite3 json_each insert" sqlite3 "$work/b.db" \
    "CREATE TABLE t (model TEXT, accelerator TEXT, gpu_count INT, total REAL, url TEXT, raw TEXT);
     INSERT INTO t SELECT value->>'model', value->>'accelerator_canonical', value->>'gpu_count',
       value->>'tokens_per_sec_total', value->>'source_url', value
     FROM json_each(readfile('$work/survey.json'), '\$.throughput');"
measure "gpudb import (new dataset)" "$gpudb" --db "$work/g.db" import "$work/survey.json"
measure "gpudb import (unchanged again)" "$gpudb" --db "$work/g.db" import "$work/survey.json"
# A new version of the same dataset with one figure changed: merged by record key in place.
python3 - "$work/survey.json" "$work/survey-v2.json" <<'PY'
import json, sys
v = json.load(open(sys.argv[1]))
v["collected_at"] = "2026-12-01"
v["throughput"][0]["tokens_per_sec_total"] += 1
json.dump(v, open(sys.argv[2], "w"))
PY
measure "gpudb import (one record changed)" "$gpudb" --db "$work/g.db" import "$work/survey-v2.json"
base=$(cat "$work/baseline: sqlite3 json_each insert.s")
ours=$(cat "$work/gpudb import (new dataset).s")
echo "runs imported: $(sqlite3 "$work/g.db" "SELECT run_count FROM datasets WHERE name = 'bench-survey'")"
printf 'ratio gpudb / baseline: %.1fx\n' "$(echo "$ours / $base" | bc -l)"

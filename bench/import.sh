#!/usr/bin/env bash
# Import benchmark: gpudb importing a generated survey of N runs, beside baselines measured in the
# same run on the same file and the same kind of database:
#   - the sqlite3 shell inserting the same records with json_each into gpudb's own `runs` table,
#     with its indexes, CHECKs and foreign keys (on, as gpudb has them), looking up the same
#     accelerator, model and source ids, in one transaction; no validation or normalization
#     (bench/import_baseline.sql, which bench/run runs too);
#   - `sqlite-utils insert` of the records into a new table, where sqlite-utils is installed.
# Each is run 3 times on a fresh copy of the database; the table shows the median of wall time,
# CPU time (user + sys) and peak memory (max RSS), and gpudb's CPU as a multiple of the sqlite3
# baseline's. The machine may be shared: compare within one run, not across runs.
# Usage: bench/import.sh [N] (default 100000); GPUDB=path/to/gpudb bench/import.sh to measure
# another build (default: target/release/gpudb, built here).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "${GPUDB:-}" ]; then
    cargo build --release --quiet
    # Where cargo put it: target/, or CARGO_TARGET_DIR (or a config's build.target-dir).
    GPUDB=$(cargo metadata --format-version 1 --no-deps |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')/release/gpudb
fi
gpudb=$(realpath "$GPUDB")
survey="$work/survey.json"
python3 bench/make_survey.py "$n" "$survey"
# A new version of the same dataset with one figure changed: merged by record key in place.
python3 bench/make_survey.py "$n" "$work/survey-v2.json" --changed
# A database with the bundled data, checkpointed, copied fresh for each measurement.
"$gpudb" --db "$work/empty.db" import 2>/dev/null
sqlite3 "$work/empty.db" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null


once() { # command...: prints "wall cpu kib"
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" ||
        { cat "$work/err" >&2; exit 1; }
    read -r wall user sys kib <"$work/time"
    echo "$wall $(echo "$user + $sys" | bc -l) $kib"
}
median() { sort -g | sed -n 2p; }
row() { # label, file with 3 lines "wall cpu kib"
    local wall cpu mib
    wall=$(cut -d' ' -f1 "$2" | median)
    cpu=$(cut -d' ' -f2 "$2" | median)
    mib=$(cut -d' ' -f3 "$2" | median | awk '{printf "%.0f", $1 / 1024}')
    echo "$cpu" >"$2.cpu"
    printf '%-40s %8.2f %8.2f %9s' "$1" "$wall" "$cpu" "$mib"
    if [ -f "$work/base.cpu" ]; then
        printf ' %8.2fx\n' "$(echo "$cpu / $(cat "$work/base.cpu")" | bc -l)"
    else
        printf ' %9s\n' "1.00x"
    fi
}

utils=$(command -v sqlite-utils || true)
# sqlite-utils reads a JSON array of objects: the survey's records alone.
[ -n "$utils" ] && python3 -c "import json, sys; json.dump(json.load(open(sys.argv[1]))['throughput'], open(sys.argv[2], 'w'))" \
    "$survey" "$work/throughput.json"
rows() { sqlite3 "$1" "SELECT id, record_path, hex(raw_json), tokens_per_sec_total FROM runs ORDER BY id"; }
for i in 1 2 3; do
    cp "$work/empty.db" "$work/b.db"
    once sqlite3 "$work/b.db" ".parameter init" ".parameter set :survey '$survey'" \
        ".read bench/import_baseline.sql" >>"$work/base"
    if [ -n "$utils" ]; then
        rm -f "$work/u.db"
        once "$utils" insert "$work/u.db" runs "$work/throughput.json" >>"$work/utils"
    fi
    cp "$work/empty.db" "$work/g.db"
    once "$gpudb" --db "$work/g.db" import --max-input-size 8GiB "$survey" >>"$work/new"
    once "$gpudb" --db "$work/g.db" import --max-input-size 8GiB "$survey" >>"$work/unchanged"
    [ "$i" = 1 ] && rows "$work/g.db" >"$work/rows.before"
    once "$gpudb" --db "$work/g.db" import --max-input-size 8GiB "$work/survey-v2.json" >>"$work/one"
    grep -o 'updated to the new version: [^(]*' "$work/err" >"$work/one.said" || true
    # Which rows the one-record version changed, seen in the database (ids included).
    [ "$i" = 1 ] && rows "$work/g.db" | diff "$work/rows.before" - | grep -c '^>' >"$work/one.rows" || true
done

size=$(stat -c %s "$survey")
printf '%s runs, file %.0f MiB, median of 3\n' "$n" "$(echo "$size / 1048576" | bc -l)"
printf '%-40s %8s %8s %9s %9s\n' "" "wall s" "CPU s" "peak MiB" "CPU/base"
row "baseline: sqlite3 json_each, same table" "$work/base"
[ -f "$work/utils" ] && row "sqlite-utils insert (new table)" "$work/utils"
row "gpudb import (new dataset)" "$work/new"
row "gpudb import (unchanged again)" "$work/unchanged"
row "gpudb import (one record changed)" "$work/one"
new_cpu=$(cat "$work/new.cpu")
printf 'one changed / new dataset, CPU: %.2fx; gpudb said: %s; rows that differ after: %s\n' \
    "$(echo "$(cat "$work/one.cpu") / $new_cpu" | bc -l)" "$(cat "$work/one.said")" \
    "$(cat "$work/one.rows")"
printf 'peak memory / file size (new dataset): %.2fx\n' \
    "$(echo "$(cut -d' ' -f3 "$work/new" | median) * 1024 / $size" | bc -l)"
echo "runs in the database: $(sqlite3 "$work/g.db" "SELECT run_count FROM datasets WHERE name = 'bench-survey'")"

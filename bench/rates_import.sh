#!/usr/bin/env bash
# Rates-import benchmark: wall time of `gpudb rates import` on a generated CSV of N rows
# (default 50000), for each gpudb binary given (default: target/release/gpudb), on the same file
# in the same run. Usage: bench/rates_import.sh [N] [GPUDB...]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-50000}
shift || true
bins=("$@")
if [ ${#bins[@]} -eq 0 ]; then
    cargo build --release --quiet
    # Where cargo put it: target/, or CARGO_TARGET_DIR (or a config's build.target-dir).
    bins=("$(cargo metadata --format-version 1 --no-deps |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')/release/gpudb")
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 bench/make_rates.py "$n" "$work/rates.csv"
for bin in "${bins[@]}"; do
    db="$work/$(echo "$bin" | tr / _).db"
    "$bin" --db "$db" import 2>/dev/null   # create with the bundled data first
    /usr/bin/time -f "%e %M" -o "$work/time" "$bin" --db "$db" rates import "$work/rates.csv" \
        --rate-set bench >/dev/null 2>"$work/err" || { cat "$work/err"; exit 1; }
    read -r secs kib <"$work/time"
    rows=$(sqlite3 "$db" "SELECT count(*) FROM gpu_rates WHERE rate_set = 'bench'")
    printf '%-40s %8.2f s  %7.1f MiB  %s rows\n' "$bin" "$secs" "$(echo "$kib / 1024" | bc -l)" "$rows"
done

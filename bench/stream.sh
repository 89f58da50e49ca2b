#!/usr/bin/env bash
# Streaming output benchmark: `gpudb sql` writing N rows (default 3,000,000) in every format to
# /dev/null, against the sqlite3 shell running the same SQL in its nearest mode. Reports wall
# time and peak memory (RSS); gpudb's peak should not grow with N (run with two values of N to
# see it). Pass another gpudb binary as $GPUDB to compare builds (an older one, say).
# Usage: bench/stream.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-3000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "${GPUDB:-}" ]; then
    cargo build --release --quiet
    # Where cargo put it: target/, or CARGO_TARGET_DIR (or a config's build.target-dir).
    GPUDB=$(cargo metadata --format-version 1 --no-deps |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')/release/gpudb
fi
"$GPUDB" --db "$work/g.db" sql "SELECT 1" >/dev/null 2>&1   # create the database first
sql="WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < $n)
     SELECT x, 'row ' || x AS t, x * 0.5 AS half FROM c"

measure() { # label, command...: one row of the table
    local label=$1; shift
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { cat "$work/err"; exit 1; }
    read -r secs kib <"$work/time"
    printf '%-10s %-10s %8.2f s %9.1f MiB\n' "${label%% *}" "${label#* }" "$secs" "$(echo "$kib / 1024" | bc -l)"
}
echo "$n rows; $GPUDB"
printf '%-10s %-10s %10s %13s\n' format program time "peak RSS"
for f in csv json jsonl markdown table; do
    case $f in
        table) mode=(-column -header) ;;
        jsonl) mode=(-json) ;; # the shell has no one-object-per-line mode; -json is closest
        *) mode=("-$f" -header) ;;
    esac
    [ "$f" = json ] && mode=(-json)
    measure "$f sqlite3" sqlite3 "${mode[@]}" "$work/g.db" "$sql"
    measure "$f gpudb" "$GPUDB" --db "$work/g.db" sql "$sql" --format "$f"
done

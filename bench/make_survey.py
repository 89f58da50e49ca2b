"""Write a synthetic throughput survey with N records (default 100,000) for the import benchmark.

Records cycle through the bundled survey's own records, each with a distinct figure and a new
source URL per 100 records, so lookups, sources and aliases are exercised as in real data.
"""
import json
import sys
from pathlib import Path

n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
out = Path(sys.argv[2] if len(sys.argv) > 2 else "survey-100k.json")
seed = json.loads(Path(__file__).resolve().parent.parent.joinpath(
    "data/datasets/throughput-survey.json").read_text())
base = [r for r in seed["throughput"] if r["tokens_per_sec_total"] is not None]
records = []
for i in range(n):
    r = dict(base[i % len(base)])
    r["tokens_per_sec_total"] = round(r["tokens_per_sec_total"] * (1 + (i % 997) / 10_000), 2)
    r["source_url"] = f"https://example.invalid/bench/{i // 100}"
    records.append(r)
out.write_text(json.dumps({
    "name": "bench-survey",
    "collected_at": "2026-11-30",
    "throughput": records,
    "api_prices": seed["api_prices"],
}))
print(f"{out}: {n} records, {out.stat().st_size / 1e6:.1f} MB")

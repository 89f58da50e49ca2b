"""Write a synthetic throughput survey with N records (default 100,000) for the import benchmark.

    bench/make_survey.py [N] [PATH] [--changed]

Records cycle through the bundled survey's own records, each with a distinct figure and a new
source URL per 100 records, so lookups, sources and aliases are exercised as in real data.
--changed writes the next version of the same dataset: collected a day later, with the first
record's figure 1 higher (the re-import benchmark, merged by record key in place). The file is
written record by record, never held whole, so 1,000,000 records take a few MiB of memory; its
bytes are json.dumps of the whole document.
"""
import json
import sys
from pathlib import Path

args = [a for a in sys.argv[1:] if a != "--changed"]
changed = "--changed" in sys.argv[1:]
n = int(args[0]) if args else 100_000
out = Path(args[1] if len(args) > 1 else "survey-100k.json")
seed = json.loads(Path(__file__).resolve().parent.parent.joinpath(
    "data/datasets/throughput-survey.json").read_text())
base = [r for r in seed["throughput"] if r["tokens_per_sec_total"] is not None]


def record(i):
    r = dict(base[i % len(base)])
    r["tokens_per_sec_total"] = round(r["tokens_per_sec_total"] * (1 + (i % 997) / 10_000), 2)
    if changed and i == 0:
        r["tokens_per_sec_total"] += 1
    r["source_url"] = f"https://example.invalid/bench/{i // 100}"
    return r


head = {"name": "bench-survey", "collected_at": "2026-12-01" if changed else "2026-11-30"}
with out.open("w") as f:
    f.write(json.dumps(head)[:-1] + ', "throughput": [')
    for i in range(n):
        f.write((", " if i else "") + json.dumps(record(i)))
    f.write('], "api_prices": ' + json.dumps(seed["api_prices"]) + "}")
print(f"{out}: {n} records, {out.stat().st_size / 1e6:.1f} MB")

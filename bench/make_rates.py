"""Write a synthetic rates CSV with N rows (default 50,000) for the rates-import benchmark.

Rows cycle through the bundled sample rates' accelerator spellings and prices, with a blank line
every 1,000 rows and some accelerators in lower case, so line numbering and accelerator lookups are exercised as in real files.
"""
import csv
import sys
from pathlib import Path

n = int(sys.argv[1]) if len(sys.argv) > 1 else 50_000
out = Path(sys.argv[2] if len(sys.argv) > 2 else "rates-50k.csv")
sample = list(csv.DictReader(Path(__file__).resolve().parent.parent.joinpath(
    "data/sample-rates.csv").open()))
columns = ["provider", "accelerator_id", "usd_per_gpu_hour", "pricing", "as_of", "source_url", "notes"]
with out.open("w", newline="") as f:
    w = csv.writer(f)
    w.writerow(columns)
    for i in range(n):
        r = sample[i % len(sample)]
        price = float(r["usd_per_gpu_hour"]) * (1 + (i % 997) / 10_000)
        # Every third row spells the accelerator in lower case, as people type it.
        accelerator = r["accelerator_id"].lower() if i % 3 == 1 else r["accelerator_id"]
        w.writerow([f"Bench {i // 100}", accelerator, f"{price:.4f}", r["pricing"],
                    r["as_of"], "https://example.invalid/rates", f"row {i}"])
        if i % 1000 == 999:
            f.write("\n")
print(f"{out}: {n} rows, {out.stat().st_size / 1e6:.1f} MB")

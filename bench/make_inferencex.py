"""Write N synthetic InferenceX API rows (default 100,000) for the cost-at-interactivity benchmark.

Rows cycle through the handmade frontier fixture's rows (tests/fixtures/inferencex-frontier.json:
six ways of serving DeepSeek-R1 1k/1k, one disaggregated), across two models and three
workloads, with a new CI run every 100 rows and each figure moved by up to ±10 %, so every run
has a speed per user (median_intvty), a time to first token and both throughputs, and each of
the 36 series per model holds a scatter of points with a frontier of its own to find.
"""
import json
import sys
from pathlib import Path

n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
out = Path(sys.argv[2] if len(sys.argv) > 2 else "inferencex-100k.json")
seed = json.loads(Path(__file__).resolve().parent.parent.joinpath(
    "tests/fixtures/inferencex-frontier.json").read_text())
workloads = [(1024, 1024), (8192, 1024), (1024, 8192)]
models = ["dsr1", "gptoss120b"]


def row(i):
    r = json.loads(json.dumps(seed[i % len(seed)]))
    r.pop("_comment", None)
    r["model"] = models[(i // len(seed)) % len(models)]
    r["isl"], r["osl"] = workloads[(i // (len(seed) * len(models))) % len(workloads)]
    r["run_url"] = f"https://example.invalid/bench/inferencex/{i // 100}"
    dx = 1 + ((i * 7) % 201 - 100) / 1000
    dy = 1 + ((i * 13) % 199 - 99) / 1000
    m = r["metrics"]
    m["median_intvty"] *= dx
    # Input throughput in the workload's own ratio to output (the seeds are 1k/1k), total the
    # sum (disaggregated: over every GPU rented), so the rows pass gpudb check's token-ratio rule as real ones do.
    m["output_tput_per_gpu"] *= dy
    if m.get("input_tput_per_gpu") is not None:
        m["input_tput_per_gpu"] *= dy * r["isl"] / r["osl"]
        i, o = m["input_tput_per_gpu"], m["output_tput_per_gpu"]
        if r["disagg"]:  # over every GPU rented: prefill GPUs read, decode GPUs write
            p, d = r["num_prefill_gpu"], r["num_decode_gpu"]
            m["tput_per_gpu"] = (i * p + o * d) / (p + d)
        else:
            m["tput_per_gpu"] = i + o
    return r


# Written row by row, never held whole (1,000,000 rows take a few MiB); the bytes are
# json.dumps of the whole list.
with out.open("w") as f:
    f.write("[")
    for i in range(n):
        f.write((", " if i else "") + json.dumps(row(i)))
    f.write("]")
print(f"{out}: {n} rows, {out.stat().st_size / 1e6:.1f} MB")

#!/usr/bin/env python3
"""Write a SkyPilot-shaped catalog of N GPU rows (plus one CPU-only row in 20) to PATH/aws/vms.csv.

    bench/make_catalog.py N PATH

For bench/run: the import benchmark and the cost queries with a large market present. Every
price is made up (a formula of the row number): a benchmark input, not anyone's price. Each GPU
row has an on-demand Price and a SpotPrice, so N rows are 2 × N rates.
"""
import csv
import os
import sys

GPUS = [("H100", 80), ("H200", 141), ("B200", 180), ("L40S", 48), ("A100-80GB", 80)]
COUNTS = [1, 2, 4, 8]


def main():
    n, out = int(sys.argv[1]), sys.argv[2]
    os.makedirs(os.path.join(out, "aws"), exist_ok=True)
    path = os.path.join(out, "aws", "vms.csv")
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["InstanceType", "AcceleratorName", "AcceleratorCount", "vCPUs", "MemoryGiB",
                    "Price", "Region", "GpuInfo", "SpotPrice"])
        for i in range(n):
            if i % 20 == 19:
                w.writerow([f"cpu-{i}", "", "", 8, 32, "0.4", f"region-{i % 40}", "", ""])
                continue
            gpu, mem = GPUS[i % len(GPUS)]
            count = COUNTS[(i // len(GPUS)) % len(COUNTS)]
            per_gpu = 1.0 + (i * 7919 % 5000) / 1000.0
            info = (f"{{'Gpus': [{{'Name': '{gpu}', 'Count': {count}, 'MemoryInfo': "
                    f"{{'SizeInMiB': {mem * 1024}}}}}]}}")
            w.writerow([f"gpu-{gpu.lower()}-{count}x-{i}", gpu, count, 8 * count, 64 * count,
                        f"{per_gpu * count:.4f}", f"region-{i % 40}", info,
                        f"{per_gpu * count * 0.4:.4f}"])
    print(path)


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# A/B of coordinator rows on the GPU machine, in one lease: runs each directory's stripped
# swatomic-bench in the order given (repeat a directory to interleave, e.g. new main new main)
# and prints one line per coordinator row: its label, then the coordinator's median ms of each
# run, then native's of the first run. Logs go to $OUT (the device tool's output folder).
#   usage: tools/experiments/gpu-ab.sh EXPERIMENTS DIR [DIR...]
#   e.g.:  tools/experiments/gpu-ab.sh fig8,datadep,kmeans .gpu-new .gpu-main .gpu-new .gpu-main
# Every run is also checked: a row that printed WRONG fails the run's summary line (shown last).
# On the GPU machine only: .device-carry/gpu-env.sh registers NVIDIA's driver with the ICD loader
# (/etc/OpenCL/vendors), which a development machine without it should not get.
set -u
experiments=$1
shift
source .device-carry/gpu-env.sh
export SWATOMIC_DEVICE=${SWATOMIC_DEVICE:-nvidia}
out=${OUT:-/tmp}
work=$(mktemp -d)
run=0
for dir in "$@"; do
    run=$((run + 1))
    timeout 120 "$dir/swatomic-bench" --only "$experiments" --at-limit --reps 3 --no-progress > "$out/ab$run.log" 2>&1
    echo "run $run: $dir rc=$?"
    # "label ms" per coordinator row (KMeans's small sizes left out: they are launch-bound).
    for variant in coordinator native; do
        grep -E " $variant " "$out/ab$run.log" | grep -vE "^(512|1024|2048|4096|8192|65536) points" |
            sed -E "s/ +/ /g; s/^(.*) $variant ([0-9.e+-]+) .*/\1|\2/" > "$work/$variant$run"
    done
done
columns=()
for ((i = 1; i <= run; ++i)); do columns+=("$work/coordinator$i"); done
# The first file keeps its label; the others contribute their ms only.
paste -d'|' "${columns[@]}" "$work/native1" | awk -F'|' '{line = $1; for (i = 2; i <= NF; i += 2) line = line " | " $i; print line}'
grep -h " rows: " "$out"/ab*.log
rm -rf "$work"

#!/usr/bin/env bash
# Runs test_coordinator_ops's hidden soak case ([.soak]) over and over under a watchdog, per mode,
# and counts hangs: a run whose output stands still for HANG_S seconds (default 20; the request
# deadline is 16 s, so a still log that long is a hang no budget ended) is killed with SIGKILL and
# the next one starts. For hangs that no budget ends (a warp-level sync that never completes, as
# once seen on NVIDIA); a hang cannot be ended from inside the process, hence a script. Until a
# run prints its first launch line it is building its programs (a fresh NVIDIA build takes over
# 20 s), so it may stand still for BUILD_S seconds (default 300); one that stands still longer is
# counted as a build stall, not a hang.
#
#   OUT=dir tools/soak-watch.sh SECONDS MODE...
#   MODE: shell assignments for one mode, e.g. "SWATOMIC_SOAK_FORMS=15,16 SWATOMIC_SOAK_ACTIVE=50"
#         or "SWATOMIC_SOAK_OPTIONS=-cl-opt-disable HANG_S=70" (knobs: the soak case's comment)
#   SOAK_BIN: the test binary (default build/tests/test_coordinator_ops). It runs the kernels built
#         into it, whatever SWATOMIC_KERNEL_DIR says: build it from the tree under test.
# Writes OUT/<mode>-<run>.log and appends "mode N '...': runs R hangs H build_stalls B failed F
# launches_ok K" to OUT/summary.txt (failed: runs that ended on their own with a non-zero status,
# a wrong value or an error), with the launch each hang stopped at.
set -u
secs=${1:?seconds per mode}
shift
out=${OUT:?set OUT to a directory}
bin=${SOAK_BIN:-build/tests/test_coordinator_ops}
mkdir -p "$out"
n=0
for mode in "$@"; do
  n=$((n + 1))
  (
    eval "export $mode"
    runs=0 hangs=0 stalls=0 failed=0 oks=0
    end=$((SECONDS + secs))
    while [ $SECONDS -lt $end ]; do
      runs=$((runs + 1))
      log=$out/$n-$runs.log
      SWATOMIC_SOAK_LAUNCHES=${SWATOMIC_SOAK_LAUNCHES:-100000} "$bin" "[.soak]" > "$log" 2>&1 &
      pid=$!
      last=0 changed=$SECONDS killed=0 started=0
      while kill -0 $pid 2> /dev/null; do
        sleep 1
        size=$(stat -c %s "$log")
        if [ "$size" != "$last" ]; then last=$size changed=$SECONDS; fi
        if [ $started = 0 ] && grep -q '^launch ' "$log"; then started=1; fi  # (once seen, not searched again)
        if [ $started = 1 ]; then limit=${HANG_S:-20} tag=HANG; else limit=${BUILD_S:-300} tag=BUILD-STALL; fi
        if [ $((SECONDS - changed)) -ge "$limit" ]; then
          echo "$tag" >> "$log"
          kill -9 $pid 2> /dev/null
          killed=1
          if [ $tag = HANG ]; then hangs=$((hangs + 1)); else stalls=$((stalls + 1)); fi
          break
        fi
        if [ $SECONDS -ge $end ]; then kill -9 $pid 2> /dev/null; killed=1; break; fi
      done
      wait $pid 2> /dev/null
      status=$?
      if [ $killed = 0 ] && [ $status != 0 ]; then failed=$((failed + 1)); fi
      oks=$((oks + $(grep -c ' ok ' "$log")))
    done
    echo "mode $n '$mode': runs $runs hangs $hangs build_stalls $stalls failed $failed launches_ok $oks" | tee -a "$out/summary.txt"
    for log in "$out/$n"-*.log; do  # the launch each hang stopped at: its log's last launch line
      if grep -q '^HANG$' "$log"; then grep '^launch' "$log" | tail -n 1; fi
    done | sed 's/^launch [0-9]* round [0-9]* //' | sort | uniq -c >> "$out/summary.txt"
  )
done

#!/usr/bin/env bash
# Runs test_coordinator_ops's hidden soak case ([.soak]) over and over under a watchdog, per mode,
# and counts hangs: a run whose output stands still for HANG_S seconds (default 20; the request
# deadline is 16 s, so a still log that long is a hang no budget ended) is killed with SIGKILL and
# the next one starts. For hangs that no budget ends (a warp-level sync that never completes, as
# once seen on NVIDIA); a hang cannot be ended from inside the process, hence a script.
#
#   OUT=dir tools/soak-watch.sh SECONDS MODE...
#   MODE: shell assignments for one mode, e.g. "SWATOMIC_SOAK_FORMS=15,16 SWATOMIC_SOAK_ACTIVE=50"
#         or "SWATOMIC_SOAK_OPTIONS=-cl-opt-disable HANG_S=70" (knobs: the soak case's comment)
#   SOAK_BIN: the test binary (default build/tests/test_coordinator_ops)
# Writes OUT/<mode>-<run>.log and appends "mode N '...': runs R hangs H launches_ok K" to
# OUT/summary.txt, with the launch each hang stopped at.
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
    runs=0 hangs=0 oks=0
    end=$((SECONDS + secs))
    while [ $SECONDS -lt $end ]; do
      runs=$((runs + 1))
      log=$out/$n-$runs.log
      SWATOMIC_SOAK_LAUNCHES=${SWATOMIC_SOAK_LAUNCHES:-100000} "$bin" "[.soak]" > "$log" 2>&1 &
      pid=$!
      last=0 changed=$SECONDS
      while kill -0 $pid 2> /dev/null; do
        sleep 1
        size=$(stat -c %s "$log")
        if [ "$size" != "$last" ]; then last=$size changed=$SECONDS; fi
        if [ $((SECONDS - changed)) -ge "${HANG_S:-20}" ]; then
          echo "HANG" >> "$log"
          kill -9 $pid
          hangs=$((hangs + 1))
          break
        fi
        if [ $SECONDS -ge $end ]; then kill -9 $pid; break; fi
      done
      wait $pid 2> /dev/null
      oks=$((oks + $(grep -c ' ok ' "$log")))
    done
    echo "mode $n '$mode': runs $runs hangs $hangs launches_ok $oks" | tee -a "$out/summary.txt"
    grep -h 'HANG$' "$out/$n"-*.log | grep '^launch' | sed 's/^launch [0-9]* round [0-9]* //' | sort | uniq -c >> "$out/summary.txt"
  )
done

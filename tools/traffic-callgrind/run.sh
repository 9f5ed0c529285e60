#!/bin/sh
# Issue 15's drive overhead in instructions: callgrind counts of `DriveRunner.runToArrival` for the 29 km Andorra
# drive of `navsim-bench traffic`, with traffic (2,798 samples) and without (1,925), per sample. Thread CPU time on a
# shared VM swings more than the figure; instruction counts repeat to ~0.05 %. Not used by `swift test`.
#
# usage: tools/traffic-callgrind/run.sh NAVSIM_BENCH_BINARY [OUTDIR]
# Prints two lines: the first drive of a process (it also pays one-off costs: type metadata, the model's incident
# draw for the hour, the router's first snaps), and a second drive in the same process (REPS=2 minus REPS=1), which
# is what the benchmark's alternated pairs measure after their first. Needs valgrind; SWIFT_DETERMINISTIC_HASHING=1
# holds dictionary probing still between builds.
set -eu
bin=$1; out=${2:-/tmp/navsim-traffic-callgrind}; mkdir -p "$out"
cp "$bin" "$out/bench" && strip --strip-debug "$out/bench"   # valgrind 3.19 cannot read Swift 6.3's DWARF 5
sym='$s10Navigation11DriveRunnerC12runToArrival9timeLimit7onEvent9afterStepAA0B7SummaryVSdSg_yAA0aJ0OXEyyXEtAA0B5ErrorOYKF'
for part in drive drive-off; do for reps in 1 2; do
  NAVSIM_TRAFFIC_PART=$part NAVSIM_TRAFFIC_REPS=$reps valgrind --tool=callgrind --callgrind-out-file="$out/$part.r$reps.cg" \
    --toggle-collect="$sym" "$out/bench" traffic > "$out/$part.r$reps.log" 2>&1
done; done
t() { grep -m1 '^summary\|^totals' "$out/$1.cg" | awk '{print $2}'; }
python3 - "$(t drive.r1)" "$(t drive.r2)" "$(t drive-off.r1)" "$(t drive-off.r2)" <<'PY'
import sys
on1, on2, off1, off2 = map(int, sys.argv[1:])
def line(label, on, off):
    print("%s: with traffic %.3f M, without %.3f M, overhead per sample %+.2f %%"
          % (label, on / 1e6, off / 1e6, ((on / 2798) / (off / 1925) - 1) * 100))
line("first drive of a process", on1, off1)
line("second drive (steady state)", on2 - on1, off2 - off1)
PY

#!/bin/bash
# Issue 15's byte-identity check: traffic drives and routes on Andorra, every output kept, so that two builds can be
# compared file by file (`cmp`). Not used by `swift test`.
#
# usage: tools/traffic-identity/run.sh NAVSIM_BINARY OUTDIR
#        then: for f in A/*; do cmp -s $f B/${f##*/} || echo "differs: ${f##*/}"; done
# The map: $NAVSIM_SHARED_DATA/graphhopper/andorra.osm.pbf (default ../shared/data beside the repository).
set -u
B=$1; O=$2; rm -rf "$O"; mkdir -p "$O"
D=$(cd "$(dirname "$0")" && pwd)
M=${NAVSIM_SHARED_DATA:-$D/../../../shared/data}/graphhopper/andorra.osm.pbf
[ -f "$M" ] || { echo "missing map: $M" >&2; exit 2; }
SJ=42.4637,1.4912; SO=42.5766,1.6675; OR=42.5562,1.5331; AV=42.5063,1.5218; EN=42.5347,1.5800; LM=42.5449,1.5148; CA=42.5676,1.5977
i=0
run() { i=$((i+1)); "$B" drive --map $M --headless --traffic on "$@" > "$O"/d$i.out 2> "$O"/d$i.err; echo "rc=$?" >> "$O"/d$i.err; }
run --from $SJ --to $SO --clock 08:00
run --from $SJ --to $CA --clock 07:45 --traffic-seed 2
run --from $SO --to $AV --clock 17:30 --traffic-seed 3 --incident-rate 1
run --from $OR --to $LM --clock 08:10 --traffic-seed 4 --incident-rate 3
run --from $SJ --to $SO --via $OR --clock 08:00 --traffic-seed 5 --incident-rate 0.5
run --from $LM --to $SO --clock 09:00 --traffic-seed 6 --noise 5 --seed 7
run --from $AV --to $CA --clock 17:00 --traffic-seed 7 --miss-turn 3
run --from $SJ --to $SO --clock 08:30 --traffic-seed 8 --interval 2
run --from $EN --to $SJ --clock 12:00 --traffic-seed 9 --events text
run --from $SJ --to $EN --clock 16:45 --traffic-seed 10 --incident-rate 6
run --from $SO --to $AV --clock 07:50 --traffic-seed 11 --incident-rate 0.01 --events text --noise 3
run --from $CA --to $SJ --clock 08:05 --traffic-seed 1 --incident-rate 2 --miss-turn 2 --miss-turn 5
run --from $SJ --to $LM --via $EN --clock 17:30 --traffic-seed 2 --incident-rate 1 --interval 2
run --from $OR --to $AV --clock 08:00 --incident-rate 3
run --from $OR --to $AV --clock 17:30 --incident-rate 3 --traffic-seed 6 --events text
run --from $AV --to $SO --clock 13:00 --traffic-seed 5 --profile truck
run --from $SJ --to $SO --clock 08:00 --traffic-seed 1 --incident-rate 0
run --from $LM --to $SO --clock 18:00 --traffic-seed 12 --incident-rate 5 --miss-turn 1
run --from $SJ --to $CA --clock 07:55 --traffic-seed 13 --incident-rate 0.2 --driver-factor 1.2
run --from $SJ --to $SO --clock 08:00 --traffic-file $D/closure-ahead.json
run --from $SJ --to $SO --clock 17:30 --traffic-file $D/evening-jams.json --interval 2
run --from $SJ --to $SO --clock 17:30 --traffic-file $D/closure-ahead.json --events text
j=0
rt() { j=$((j+1)); "$B" route "$@" --map $M --json --traffic on > "$O"/r$j.out 2> "$O"/r$j.err; echo "rc=$?" >> "$O"/r$j.err; }
rt $SJ $SO --clock 08:00
rt $SO $AV --clock 17:30 --traffic-seed 3 --incident-rate 1
rt $SJ $SO --via $OR --clock 08:00 --traffic-seed 5 --incident-rate 0.5
rt $AV $CA --clock 12:00 --traffic-seed 9 --incident-rate 6
rt $LM $SO --clock 07:45 --traffic-seed 2 --profile truck
rt $SJ $SO --clock 08:20 --traffic-file $D/closure-ahead.json --alternatives all
rt $OR $AV --clock 08:00 --incident-rate 3
# The traffic world itself: seeded incidents' places (drawn on their edge's shape) and the flow.
k=0
tw() { k=$((k+1)); "$B" traffic --map $M "$@" > "$O"/t$k.out 2> "$O"/t$k.err; echo "rc=$?" >> "$O"/t$k.err; }
tw --at 08:00 --json --incident-rate 3
tw --at 17:30 --json --traffic-seed 7 --incident-rate 6
tw --at 12:15 --traffic-seed 2 --incident-rate 1 --all

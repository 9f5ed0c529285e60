#!/bin/sh
# Builds and runs one libFuzzer target: Tests/Fuzz/run.sh NAME SECONDS [extra libFuzzer flags]
#   NAME: osmxml pbf osmchange gpx nmea gpsdjson routefile style gestures catalog statetxt md5 compiled
#         png jpeg rasterconfig traffic settings
#   (`run.sh list` lists them)
# Not a SwiftPM target (an executable target renames `main`, which clashes with libFuzzer's): the modules'
# sources are compiled here with `swiftc -sanitize=fuzzer,address`, once per module, into .build/fuzz/.
# The corpus lives in .build/fuzz/corpus/NAME (seeded from ../shared/data and the tests' fixtures at first
# run; nothing is committed); crashes land in .build/fuzz/artifacts/NAME. Run it at low priority:
#   nice -n 10 Tests/Fuzz/run.sh pbf 600
set -eu
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
OUT=$ROOT/.build/fuzz
SHARED=${NAVSIM_SHARED_DATA:-$ROOT/../shared/data}
NAME=${1:?usage: run.sh NAME SECONDS}
SECONDS_=${2:-60}
[ $# -ge 2 ] && shift 2 || shift $#

# Which modules each target needs (in dependency order) and its harness entry.
modules_for() {
    case $1 in
        osmxml|pbf|osmchange) echo "Text Geo DiskCache MapData" ;;
        catalog|statetxt|md5) echo "Text Geo DiskCache JSONInput MapData Net Regions" ;;
        gpx|nmea|gpsdjson) echo "Text Geo Traces" ;;
        routefile) echo "Text Geo DiskCache JSONInput MapData Traffic Routing Traces Navigation" ;;
        style) echo "Text JSONInput TermUI StyleSpec" ;;
        compiled) echo "Text Geo DiskCache JSONInput MapData Traffic Routing" ;;
        gestures) echo "Text TermUI Gestures" ;;
        settings) echo "Text DiskCache JSONInput Settings" ;;
        png|jpeg|rasterconfig) echo "Text Geo JSONInput Net DiskCache RasterTiles" ;;
        traffic) echo "Text Geo DiskCache JSONInput MapData Traffic" ;;
        *) echo "unknown fuzz target '$1' (run.sh list)" >&2; exit 2 ;;
    esac
}
# Code shared by several harnesses (Tests/Fuzz/support), compiled into the harnesses that use it.
support_for() {
    case $1 in
        nmea|gpsdjson) echo "$ROOT/Tests/Fuzz/support/StreamedInput.swift" ;;
        png|jpeg) echo "$ROOT/Tests/Fuzz/support/TileDecoding.swift" ;;
    esac
}
if [ "$NAME" = list ]; then echo "osmxml pbf osmchange gpx nmea gpsdjson routefile style gestures catalog statetxt md5 compiled png jpeg rasterconfig traffic settings"; exit 0; fi

# The compiled and settings seeds (a compiled tiny map, the settings template) are made by navsim itself: without
# them a campaign only explores the reader's first checks (the compiled target reached 150 edges instead of over
# 3,000), so those targets do not start, and say so before anything is built.
NAVSIM_BIN=
for b in "$ROOT"/.build/debug/navsim "$ROOT"/.build/release/navsim; do
    if [ -x "$b" ]; then NAVSIM_BIN=$b; break; fi
done
case $NAME in
    compiled|settings)
        if [ -z "$NAVSIM_BIN" ]; then
            echo "fuzz: $NAME: its seed is made by the navsim binary, and none is built here (run 'swift build' first)" >&2
            exit 2
        fi ;;
esac

FLAGS="-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -enable-testing -I $OUT/modules \
  -I $ROOT/Sources/CZlib -I $ROOT/Sources/CBzip2 -I $ROOT/Sources/CDeflate -I $ROOT/Sources/CTurboJPEG -I $OUT/ccurl"
mkdir -p "$OUT/modules" "$OUT/obj" "$OUT/bin" "$OUT/corpus/$NAME" "$OUT/artifacts/$NAME"

# One module: all its sources, whole-module, into one object; rebuilt when a source, or a module it builds on
# (the objects before it, $2), is newer than it.
build_module() {
    m=$1
    obj=$OUT/obj/$m.o
    srcs=$(find "$ROOT/Sources/$m" -name '*.swift' | sort)
    if [ -f "$obj" ] && [ -z "$(find "$ROOT/Sources/$m" -name '*.swift' -newer "$obj")" ] \
        && { [ -z "$2" ] || [ -z "$(find $2 -newer "$obj" 2>/dev/null)" ]; }; then return; fi
    echo "fuzz: compiling $m" >&2
    # -sanitize=fuzzer instruments for coverage; libFuzzer's main is linked only into the harness.
    swiftc $FLAGS -module-name "$m" -wmo -emit-module -emit-module-path "$OUT/modules/$m.swiftmodule" \
        -c $srcs -o "$obj"
    # swift-frontend leaves an object it would write identically untouched (seen with Swift 6.3): without this, it stays
    # older than the modules before it and is recompiled on every run.
    touch "$obj"
}

MODS=$(modules_for "$NAME")
OBJS=""
# Net's C part (Sources/CCurl: libcurl found with dlopen): compiled with clang, and a module map for swiftc.
case " $MODS " in *" Net "*)
    mkdir -p "$OUT/ccurl"
    printf 'module CCurl {\n    header "%s"\n    export *\n}\n' "$ROOT/Sources/CCurl/include/CCurl.h" > "$OUT/ccurl/module.modulemap"
    if [ ! -f "$OUT/obj/CCurl.o" ] || [ -n "$(find "$ROOT/Sources/CCurl" -newer "$OUT/obj/CCurl.o")" ]; then
        echo "fuzz: compiling CCurl" >&2
        clang -c -O1 -g -fsanitize=address -I "$ROOT/Sources/CCurl/include" "$ROOT/Sources/CCurl/CCurl.c" -o "$OUT/obj/CCurl.o"
    fi
    OBJS="$OUT/obj/CCurl.o" ;;
esac
for m in $MODS; do build_module "$m" "$OBJS"; OBJS="$OBJS $OUT/obj/$m.o"; done
HARNESS=$ROOT/Tests/Fuzz/harnesses/$NAME.swift
SUPPORT=$(support_for "$NAME")
BIN=$OUT/bin/$NAME
if [ ! -x "$BIN" ] || [ -n "$(find "$HARNESS" $SUPPORT $OBJS -newer "$BIN" 2>/dev/null)" ]; then
    echo "fuzz: linking $NAME" >&2
    swiftc $FLAGS -module-name "Fuzz_$NAME" "$HARNESS" $SUPPORT $OBJS -lz -lbz2 -ldeflate -lturbojpeg -o "$BIN"
fi

# Seeds, copied at run time from the shared data and the repository's own fixtures (never committed).
seed() { [ -f "$1" ] && cp -n "$1" "$OUT/corpus/$NAME/" 2>/dev/null || true; }
if [ -z "$(ls -A "$OUT/corpus/$NAME")" ]; then
    case $NAME in
        osmxml)
            # Small slices of real XML: whole files are too large for a useful fuzzing input.
            for f in "$SHARED"/graphhopper/monaco.osm.gz; do
                [ -f "$f" ] && gzip -dc "$f" | head -c 20000 > "$OUT/corpus/$NAME/monaco-head.osm" || true
                [ -f "$f" ] && gzip -dc "$f" | tail -c 20000 > "$OUT/corpus/$NAME/monaco-tail.osm" || true
            done
            for f in "$ROOT"/Maps/*.osm; do [ -f "$f" ] && head -c 30000 "$f" > "$OUT/corpus/$NAME/$(basename "$f")"; done ;;
        pbf)
            # The real extracts are 0.5-2 MB: too slow per execution; their first blob is a seed instead.
            [ -f "$SHARED/graphhopper/andorra.osm.pbf" ] && head -c 4000 "$SHARED/graphhopper/andorra.osm.pbf" > "$OUT/corpus/$NAME/andorra-head.pbf"
            python3 "$ROOT/Tests/Fuzz/seeds/pbf_seeds.py" "$OUT/corpus/$NAME" ;;
        gpx)
            for f in "$SHARED"/gpxpy/*.gpx "$ROOT"/Routes/traces/*.gpx; do seed "$f"; done ;;
        nmea)
            for f in "$SHARED"/gpsd/*.log "$ROOT"/Routes/traces/*.nmea; do seed "$f"; done ;;
        gpsdjson)
            for f in "$SHARED"/gpsd/*.chk; do seed "$f"; done ;;
        routefile)
            for f in "$ROOT"/Routes/*.json; do seed "$f"; done ;;
        style)
            # Whole styles (10-40 KB) made every execution re-parse 40 KB (about 500 a second): the seeds are the
            # styles split into small whole styles of a few layers each (at most about 6 KB).
            python3 "$ROOT/Tests/Fuzz/seeds/style_seeds.py" "$OUT/corpus/$NAME" "$SHARED"/styles/*.json "$ROOT"/Maps/styles/*.json ;;
        gestures)
            for f in "$ROOT"/Tests/NavAppTests/Scripts/*.gesture; do seed "$f"; done ;;
        settings)
            # The commented template (every key at its default) and a file with one value of each kind.
            "$NAVSIM_BIN" settings --defaults > "$OUT/corpus/$NAME/template.json"
            printf '%s\n' '{"showsStopSigns": false, "fps": 12, "speedAlertMinorThreshold": 7.5, "followZoom": null,' \
              ' "mapScheme": "liteNight", "navigationHeaderPrimaryBackgroundColor": "#aa2028", "language": "zh-Hant", // c' \
              ' "features": "+extrudedBuildings,-pois",}' > "$OUT/corpus/$NAME/kinds.json" ;;
        compiled)
            # A compiled tiny map (4 KB), made by the navsim binary this tree built (debug or release).
            "$NAVSIM_BIN" maps compile "$ROOT/Tests/Fuzz/seeds/compiled-tiny.osm" -o "$OUT/corpus/$NAME/tiny.navsim" >/dev/null ;;
        osmchange)
            # The replication diffs are about 1 MB gzipped: slices of their XML are the seeds, plus one whole small
            # document with every action and element kind.
            n=0
            for f in $(find "$SHARED/regions" -name '*.osc.gz' 2>/dev/null | sort); do
                n=$((n + 1))
                gzip -dc "$f" | head -c 6000 > "$OUT/corpus/$NAME/diff$n-head.osc" || true
                gzip -dc "$f" | tail -c 6000 > "$OUT/corpus/$NAME/diff$n-tail.osc" || true
            done
            printf '%s\n' '<?xml version="1.0" encoding="UTF-8"?>' '<osmChange version="0.6" generator="navsim">' \
              '<create><node id="1" version="1" lat="43.73" lon="7.42"><tag k="amenity" v="cafe"/></node></create>' \
              '<modify><way id="2" version="3"><nd ref="1"/><nd ref="3"/><tag k="highway" v="residential"/></way></modify>' \
              '<delete><relation id="4" version="2"><member type="way" ref="2" role="outer"/></relation></delete>' \
              '</osmChange>' > "$OUT/corpus/$NAME/small.osc" ;;
        catalog)
            seed "$SHARED/regions/index-v1.json" ;;
        statetxt)
            for f in $(find "$SHARED/regions" -name '*state.txt' 2>/dev/null | sort); do
                cp "$f" "$OUT/corpus/$NAME/$(echo "$f" | tr / _)"
            done ;;
        md5)
            for f in $(find "$SHARED/regions" -name '*.md5' 2>/dev/null | sort); do seed "$f"; done ;;
        png|jpeg)
            # Small images of every colour type and bit depth (PNG) and sampling (JPEG), made by a script.
            python3 "$ROOT/Tests/Fuzz/seeds/image_seeds.py" "$NAME" "$OUT/corpus/$NAME" ;;
        rasterconfig)
            # The two shapes of the file: one layer object, and a list using every field.
            printf '%s\n' '{"name": "osm", "provider": {"templateUrl": "https://{s}.tile.example/{z}/{x}/{y}.png"}}' \
              > "$OUT/corpus/$NAME/one.json"
            printf '%s\n' '{"layers": [' \
              '{"name": "imagery", "provider": {"templateUrl": "file:///t/{z}/{x}/{-y}.jpg", "storageLevels": {"min": 12, "max": 17},' \
              ' "tilingScheme": "quadTreeMercator"}, "attribution": "(c) Example"},' \
              '{"name": "radar", "provider": {"templateUrl": "http://{s}.r.example/{quadkey}.png", "subdomains": ["a", "b"],' \
              ' "hasAlphaChannel": true, "storageLevels": [4, 6, 8]}, "cache": {"path": "radar-cache", "maxDiskSizeInBytes": 1000000},' \
              ' "layer": {"priority": "above:water", "minZoom": 4, "maxZoom": 18, "loadPriority": 3, "enabled": false}}]}' \
              > "$OUT/corpus/$NAME/layers.json" ;;
        traffic)
            for f in "$ROOT"/Tests/TrafficTests/Fixtures/*.json; do seed "$f"; done ;;
    esac
fi
[ -n "$(ls -A "$OUT/corpus/$NAME")" ] || echo "x" > "$OUT/corpus/$NAME/empty-seed"

DICT=""
[ -f "$ROOT/Tests/Fuzz/dicts/$NAME.dict" ] && DICT="-dict=$ROOT/Tests/Fuzz/dicts/$NAME.dict"
# SWIFT_BACKTRACE=enable=no: Swift's backtracer would take the trap before libFuzzer does, and hang.
# quarantine_size_mb=0: the PBF reader's 32 MiB scratch per input would make ASan's quarantine the bottleneck.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=0:detect_leaks=1}
# Leaks inside Foundation itself are suppressed by name, each with its reason; see lsan.supp.
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$ROOT/Tests/Fuzz/lsan.supp:print_suppressions=0}
# Inputs up to 4 KiB (8 KiB for PBF and styles): long enough for every construct, short enough for thousands of runs a second.
MAXLEN=4096; [ "$NAME" = pbf ] && MAXLEN=8192
# The style seeds (small styles cut from Maps/styles/*.json and Positron, by seeds/style_seeds.py) are up to about 6 KB.
[ "$NAME" = style ] && MAXLEN=8192
# The compiled seed is 4.4 KB.
[ "$NAME" = compiled ] && MAXLEN=8192
# The Geofabrik index seed (../shared/data/regions/index-v1.json) is 5.2 KB, and osmChange slices are 6 KB.
[ "$NAME" = catalog ] && MAXLEN=8192
[ "$NAME" = osmchange ] && MAXLEN=8192
exec "$BIN" $DICT -max_len=$MAXLEN -max_total_time="$SECONDS_" -timeout=10 -rss_limit_mb=2560 -print_final_stats=1 \
    -artifact_prefix="$OUT/artifacts/$NAME/" "$@" "$OUT/corpus/$NAME"

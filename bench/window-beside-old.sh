#!/usr/bin/env bash
# bench/window-beside-old.sh — the window's figures (bench/README.md, "Inspector window and demo
# data") of two builds measured in one run: bench_inspector of an older build and of this one,
# alternately (old, new, old, new, …) under the same conditions, so that the machine's load falls
# on both alike. Prints a side-by-side table of medians (and min–max).
#
# usage: bench/window-beside-old.sh OLD_BUILD_DIR NEW_BUILD_DIR
#   OLD_BUILD_DIR, NEW_BUILD_DIR  build directories with bin/bench_inspector built in them (its
#                                 target builds what it runs: the app, the CLI for `serve`, the
#                                 render worker and share/demo), e.g. an older commit unpacked with
#                                 `git archive` under build/ and built with that tree's tools/dev:
#                                 build/old-78a6407/build/dev and build/dev.
# environment:
#   EI_ROUNDS=3         rounds of the short scenarios (row switch, 5 MB TEI, TEI comparison,
#                       cold start), each one run of old and one of new
#   EI_SCROLL=1         then one round of the 1M-row scroll (about 6 minutes per build); 0: none
#   EI_SCROLL_ROWS=1000000
#   EI_CORPUS_DIR       the shared corpus (default: shared/corpus beside the clone), the same for both
#   EI_OUT_DIR          where the logs go (default: build/window-beside-old/<UTC time>)
# Runs inside the build environment (it re-runs itself through tools/dev exec when started
# outside); both build directories must be inside the clone (the environment binds only the clone).
# Every run gets a fresh HOME, so no run finds the caches or window state of the one before; the
# load average (/proc/loadavg) is logged before and after each run.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ $# -ne 2 ]]; then
    sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
    exit 2
fi
old_dir="$(cd "$1" && pwd)"
new_dir="$(cd "$2" && pwd)"
for d in "$old_dir" "$new_dir"; do
    if [[ ! -x "$d/bin/bench_inspector" ]]; then
        echo "window-beside-old: $d/bin/bench_inspector is missing; build the target bench_inspector there" >&2
        exit 2
    fi
done

if [[ -z "${EI_INSIDE_SYSROOT:-}" && "${EI_BESIDE_OLD_REEXEC:-}" != 1 ]]; then
    export EI_CORPUS_DIR="${EI_CORPUS_DIR:-$(cd "$repo/.." && pwd)/shared/corpus}"
    export EI_BESIDE_OLD_REEXEC=1
    exec "$repo/tools/dev" exec env EI_BESIDE_OLD_REEXEC=1 "EI_ROUNDS=${EI_ROUNDS:-3}" \
        "EI_SCROLL=${EI_SCROLL:-1}" "EI_SCROLL_ROWS=${EI_SCROLL_ROWS:-1000000}" \
        "EI_OUT_DIR=${EI_OUT_DIR:-}" bash "$repo/bench/window-beside-old.sh" "$old_dir" "$new_dir"
fi

rounds="${EI_ROUNDS:-3}"
scroll="${EI_SCROLL:-1}"
scroll_rows="${EI_SCROLL_ROWS:-1000000}"
export EI_CORPUS_DIR="${EI_CORPUS_DIR:-$(cd "$repo/.." && pwd)/shared/corpus}"
out="${EI_OUT_DIR:-$repo/build/window-beside-old/$(date -u +%Y%m%dT%H%M%SZ)}"
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen

{
    echo "old: $old_dir/bin/bench_inspector ($(sha256sum "$old_dir/bin/bench_inspector" | cut -c1-12))"
    echo "new: $new_dir/bin/bench_inspector ($(sha256sum "$new_dir/bin/bench_inspector" | cut -c1-12))"
    echo "corpus: $EI_CORPUS_DIR; rounds $rounds; scroll $scroll ($scroll_rows rows); logs in $out"
} | tee "$out/summary.txt"

# run LABEL ROUND ARGS...: one bench_inspector run in a fresh HOME; its output in LABEL-ROUND.log.
run() {
    local label="$1" round="$2" dir
    shift 2
    [[ "$label" == old ]] && dir="$old_dir" || dir="$new_dir"
    local home="$out/home-$label-$round" log="$out/$label-$round.log"
    rm -rf "$home" && mkdir -p "$home"
    local before after
    before="$(cut -d' ' -f1-3 /proc/loadavg)"
    printf '%s  %-3s round %-7s load %s ... ' "$(date -u +%H:%M:%S)" "$label" "$round" "$before" | tee -a "$out/summary.txt"
    # --latencies 0: the newer bench_inspector measures round trips at the end of every run; one
    # latency keeps that short (its figures are not compared here, the old build has none).
    HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_CACHE_HOME="$home/.cache" XDG_DATA_HOME="$home/.local/share" \
        "$dir/bin/bench_inspector" "$@" --latencies 0 >"$log" 2>&1 || echo "(exit $?)" >>"$log"
    after="$(cut -d' ' -f1-3 /proc/loadavg)"
    echo "done $(date -u +%H:%M:%S), load $after" | tee -a "$out/summary.txt"
    echo "load: $before -> $after" >>"$log"
    rm -rf "$home"
}

for ((r = 1; r <= rounds; ++r)); do
    run old "$r" --skip-scroll
    run new "$r" --skip-scroll
done
if [[ "$scroll" == 1 ]]; then
    run old scroll --rows "$scroll_rows" --skip-startup
    run new scroll --rows "$scroll_rows" --skip-startup
fi

# Each log line of bench_inspector becomes "label metric value" rows; then medians per metric.
extract() {
    local label="$1" log="$2"
    awk -v L="$label" '
        function num(s) { gsub(/[^0-9.]/, "", s); return s }
        function after(line, words,   i, rest) {
            i = index(line, words); if (i == 0) return ""
            rest = substr(line, i + length(words)); sub(/^ +/, "", rest)
            split(rest, parts, /[ ,;()]+/); return num(parts[1])
        }
        /row switch \(cached row/ {
            print L, "switch_tabs_median", after($0, "tabs filled median")
            print L, "switch_tabs_max", after(substr($0, index($0, "tabs filled")), "ms, max")
            print L, "switch_tei_median", after($0, "fully shown median")
            print L, "switch_tei_max", after(substr($0, index($0, "fully shown")), "ms, max")
            print L, "switch_stall", after($0, "longest GUI stall")
        }
        /^5 MB TEI \(/ || / 5 MB TEI \([0-9]+ bytes\)/ {
            print L, "tei_first_paint", after($0, "first paint")
            print L, "tei_stall", after($0, "longest GUI stall")
            print L, "tei_loaded", after($0, "fully loaded")
            print L, "tei_cpu", after($0, "ms (")
        }
        /two 5 MB TEIs compared/ {
            # bench_inspector compares the one-heading change first, the word changed everywhere second
            kind = (++comparisons == 1) ? "cmp_few" : "cmp_many"
            print L, kind "_shown", after($0, "shown in")
            print L, kind "_stall", after($0, "longest GUI stall")
        }
        /^scroll [0-9]+ rows top to bottom/ || / scroll [0-9]+ rows top to bottom/ {
            print L, "scroll_stall", after($0, "longest GUI stall")
            print L, "scroll_rss", after($0, "peak RSS")
            print L, "scroll_rss_before", after($0, "(VmHWM;")
            print L, "scroll_wall", after($0, "top to bottom:")
            print L, "scroll_cpu", after($0, "ms wall,")
            print L, "scroll_steps", after($0, "s CPU,")
            print L, "scroll_metadata", after($0, "metadata rows read")
        }
        /cold start to the first row shown/ {
            print L, "start_median", after($0, "median")
        }' "$log"
}
: >"$out/figures.txt"
for log in "$out"/old-*.log; do extract old "$log" >>"$out/figures.txt"; done
for log in "$out"/new-*.log; do extract new "$log" >>"$out/figures.txt"; done

# median (min–max, n) of one build's values of one metric
stats() {
    awk -v L="$1" -v M="$2" '$1 == L && $2 == M && $3 != "" { print $3 }' "$out/figures.txt" | sort -g |
        awk '{ v[NR] = $1 } END {
            if (NR == 0) { print "-"; exit }
            med = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
            if (NR == 1) printf "%g\n", med; else printf "%g (%g–%g, n=%d)\n", med, v[1], v[NR], NR }'
}
{
    echo
    printf '| %-58s | %-26s | %-26s |\n' "figure (median of the runs; min–max)" "old" "new"
    printf '|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..60})" "$(printf -- '-%.0s' {1..28})" "$(printf -- '-%.0s' {1..28})"
    while IFS='|' read -r metric what; do
        printf '| %-58s | %-26s | %-26s |\n' "$what" "$(stats old "$metric")" "$(stats new "$metric")"
    done <<'EOF'
switch_tabs_median|row switch: tabs filled, median of 40 (ms)
switch_tabs_max|row switch: tabs filled, max (ms)
switch_tei_median|row switch: TEI fully shown, median of 40 (ms)
switch_tei_max|row switch: TEI fully shown, max (ms)
switch_stall|row switch: longest GUI stall (ms)
tei_first_paint|5 MB TEI: first paint (ms)
tei_stall|5 MB TEI: longest GUI stall (ms)
tei_loaded|5 MB TEI: fully loaded (ms)
tei_cpu|5 MB TEI: CPU (s)
cmp_few_shown|two 5 MB TEIs, 1 line differs: shown (ms)
cmp_few_stall|two 5 MB TEIs, 1 line differs: longest stall (ms)
cmp_many_shown|two 5 MB TEIs, most lines differ: shown (ms)
cmp_many_stall|two 5 MB TEIs, most lines differ: longest stall (ms)
start_median|cold start to the first row, median of 5 (ms)
scroll_stall|1M-row scroll: longest GUI stall (ms)
scroll_rss|1M-row scroll: peak RSS (MB)
scroll_rss_before|1M-row scroll: RSS before the first page (MB)
scroll_cpu|1M-row scroll: CPU (s)
scroll_wall|1M-row scroll: wall (ms)
scroll_steps|1M-row scroll: steps
scroll_metadata|1M-row scroll: metadata rows read
EOF
} | tee -a "$out/summary.txt"

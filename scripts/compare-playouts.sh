#!/usr/bin/env bash
# Random playouts per second of an older engine against this one, measured
# alternately in the same session (the machine's speed drifts by tens of
# percent within an hour, so one run of each says little):
#
#   bash scripts/compare-playouts.sh [REV] [ROUNDS] [FILTER...]
#
# REV (default 390a71d) is checked out in a temporary clone, this tree's
# engine/benches/playouts.rs is copied into it, and both benchmarks are
# built; then each runs ROUNDS times (default 8), one after the other, on
# the games matching FILTER (default: every game). For each game it prints
# both medians and the median, lowest and highest of the per-round ratios
# (this engine ÷ the older one).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

rev=${1:-390a71d}
rounds=${2:-8}
shift $(($# < 2 ? $# : 2))
filter=("$@")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q . "$work/old"
git -C "$work/old" checkout -q "$rev"
cp engine/benches/playouts.rs "$work/old/engine/benches/playouts.rs"

# The path of a package's built playouts benchmark, from cargo's messages.
bench_binary() {
  cargo bench -p mancala-engine --bench playouts --no-run --message-format=json 2>/dev/null |
    python3 -c '
import json, sys
for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("reason") == "compiler-artifact" and msg["target"]["name"] == "playouts" and msg.get("executable"):
        print(msg["executable"])'
}

old=$(cd "$work/old" && CARGO_TARGET_DIR="$work/target" bench_binary)
new=$(bench_binary)
echo "compare-playouts: $rev ($old) against this tree ($new), $rounds rounds" >&2

for ((i = 1; i <= rounds; i++)); do
  "$old" ${filter[@]+"${filter[@]}"} | sed 's/^/old\t/'
  "$new" ${filter[@]+"${filter[@]}"} | sed 's/^/new\t/'
done | python3 -c '
import re, statistics, sys
runs = {"old": {}, "new": {}}
for line in sys.stdin:
    side, text = line.rstrip("\n").split("\t", 1)
    m = re.match(r"^(\S.*?)\s{2,}(\d+)\s+\d+\s+[\d.]+$", text)
    if m:
        runs[side].setdefault(m.group(1), []).append(int(m.group(2)))
print("%-32s %9s %9s %7s %7s %7s" % ("game", "old", "new", "ratio", "lowest", "highest"))
for game, old in runs["old"].items():
    new = runs["new"].get(game, [])
    ratios = [b / a for a, b in zip(old, new) if a]
    if not ratios:
        continue
    print(f"{game:<32} {statistics.median(old):>9.0f} {statistics.median(new):>9.0f} "
          f"{statistics.median(ratios):>6.2f}x {min(ratios):>6.2f}x {max(ratios):>6.2f}x")
'

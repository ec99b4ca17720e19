#!/usr/bin/env bash
# npm test: install what is missing (Chromium included), then run every check
# and finish with one summary line. Every step runs even after a failure, so
# one report shows everything that is wrong; the browser tests are skipped
# only when the wasm build failed. Exit status 0 only if every step passed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

started=$SECONDS
bash scripts/setup.sh --browser

cargo_bin="${CARGO_HOME:-$HOME/.cargo}/bin"
case ":$PATH:" in *":$cargo_bin:"*) ;; *) export PATH="$cargo_bin:$PATH" ;; esac

# Colours only on a terminal (and never with NO_COLOR set).
if [[ -t 1 && -z "${NO_COLOR:-}" ]]; then
  bold=$'\033[1m' green=$'\033[32m' red=$'\033[31m' reset=$'\033[0m'
else
  bold='' green='' red='' reset=''
fi

passed=()
failed=()
skipped=()

# step NAME COMMAND...: runs a command, records the outcome and its duration.
step() {
  local name=$1
  shift
  printf '\n%s== %s%s: %s\n' "$bold" "$name" "$reset" "$*"
  local t0=$SECONDS
  if "$@"; then
    passed+=("$name")
    printf '%s== %s passed%s (%ss)\n' "$green" "$name" "$reset" $((SECONDS - t0))
  else
    failed+=("$name")
    printf '%s== %s FAILED%s (%ss)\n' "$red" "$name" "$reset" $((SECONDS - t0))
  fi
}

# together NAME1 CMD1 -- NAME2 CMD2: two steps at once, each writing to a
# log of its own, shown one after the other when both have ended.
together() {
  local args=("$@") split
  for split in "${!args[@]}"; do [[ ${args[$split]} == -- ]] && break; done
  local first=("${args[@]:0:split}") second=("${args[@]:split+1}")
  local logs
  logs=$(mktemp -d)
  step "${first[@]}" >"$logs/1" 2>&1 &
  local one=$!
  step "${second[@]}" >"$logs/2" 2>&1 &
  local two=$!
  wait "$one" || true
  wait "$two" || true
  cat "$logs/1" "$logs/2"
  # Each step ran in a subshell: read its outcome back from its log.
  local n log
  for n in 1 2; do
    log=$(tail -n 1 "$logs/$n")
    local name
    if [[ $n == 1 ]]; then name=${first[0]}; else name=${second[0]}; fi
    if [[ $log == *" passed"* ]]; then passed+=("$name"); else failed+=("$name"); fi
  done
  rm -rf "$logs"
}

# Browser tests that judge time (each of 10,000 links under 100 ms, no
# main-thread task over 50 ms while the computer thinks): run last, one file
# at a time, on an otherwise idle machine. Every other browser test file runs
# three at a time (most of their time is spent waiting on animations, timers
# and searches in a worker, not computing), beside the Rust tests.
timed=(tests/link-corpus.test.mjs tests/page-ai.test.mjs)
untimed=()
for file in tests/*.test.mjs; do
  [[ " ${timed[*]} " == *" $file "* ]] || untimed+=("$file")
done

step fmt cargo fmt --all -- --check
step clippy cargo clippy --workspace --all-targets -- -D warnings
# The wasm step builds only when its inputs changed (always in a fresh clone).
step wasm bash scripts/build-wasm.sh
# The kept fuzzing corpus replays inside cargo-test (engine/tests/fuzz_corpus.rs);
# fuzzing for new inputs is scripts/fuzz.sh, run on its own.
if [[ " ${failed[*]} " == *" wasm "* ]]; then
  step cargo-test cargo test --workspace
  skipped+=(browser browser-timed)
  printf '\n== browser tests skipped: the wasm build failed\n'
else
  together cargo-test cargo test --workspace \
    -- browser node --test --test-concurrency=3 --test-reporter=spec "${untimed[@]}"
  step browser-timed node --test --test-reporter=spec "${timed[@]}"
fi

elapsed=$((SECONDS - started))
took="$((elapsed / 60))m$((elapsed % 60))s"
total=$(( ${#passed[@]} + ${#failed[@]} + ${#skipped[@]} ))
echo
if (( ${#failed[@]} == 0 && ${#skipped[@]} == 0 )); then
  printf '%snpm test: PASSED, %d/%d steps (%s) in %s%s\n' \
    "$green" "${#passed[@]}" "$total" "${passed[*]}" "$took" "$reset"
else
  printf '%snpm test: FAILED, %d/%d steps passed; failed: %s%s; in %s%s\n' \
    "$red" "${#passed[@]}" "$total" "${failed[*]}" \
    "${skipped[*]:+; skipped: ${skipped[*]}}" "$took" "$reset"
  exit 1
fi

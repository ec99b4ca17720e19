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

step fmt cargo fmt --all -- --check
step clippy cargo clippy --workspace --all-targets -- -D warnings
step cargo-test cargo test --workspace
# The kept fuzzing corpus replays inside cargo-test (engine/tests/fuzz_corpus.rs);
# fuzzing for new inputs is scripts/fuzz.sh, run on its own.
# The wasm step builds only when its inputs changed (always in a fresh clone).
step wasm bash scripts/build-wasm.sh
if [[ " ${failed[*]} " == *" wasm "* ]]; then
  skipped+=(browser)
  printf '\n== browser tests skipped: the wasm build failed\n'
else
  step browser node --test --test-reporter=spec tests/*.test.mjs
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

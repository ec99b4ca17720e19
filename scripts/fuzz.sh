#!/usr/bin/env bash
# Fuzzes every target in engine/fuzz/fuzz_targets (position codes, share-link
# records, move and option texts, move application, and whole games driven
# through every phase), each for a while,
# starting from the kept corpus (engine/fuzz/corpus). New inputs go to a
# temporary directory, so the repository is never changed; copy an input
# worth keeping (a crash found, say, once fixed) into the corpus by hand.
# `npm test` does not fuzz: it replays the kept corpus through the same
# checks (engine/fuzz/checks.rs) in `cargo test` (engine/tests/fuzz_corpus.rs).
#   bash scripts/fuzz.sh                    # 20 s per target
#   FUZZ_SECONDS=600 bash scripts/fuzz.sh   # ten minutes each (the README's runs)
#   bash scripts/fuzz.sh play               # one target
# Installs cargo-fuzz the first time (about two minutes). cargo-fuzz needs
# nightly compiler flags; RUSTC_BOOTSTRAP lets the stable toolchain accept
# them, so no second toolchain is installed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cargo_bin="${CARGO_HOME:-$HOME/.cargo}/bin"
case ":$PATH:" in *":$cargo_bin:"*) ;; *) export PATH="$cargo_bin:$PATH" ;; esac

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "installing cargo-fuzz (once, about two minutes)"
  CARGO_PROFILE_RELEASE_DEBUG=0 cargo install cargo-fuzz --version 0.13.2
fi

seconds="${FUZZ_SECONDS:-20}"
if (( $# == 0 )); then
  set -- $(cd engine/fuzz/fuzz_targets && ls *.rs | sed 's/\.rs$//')
fi
cd engine
for target in "$@"; do
  scratch=$(mktemp -d)
  echo "fuzzing $target for ${seconds}s"
  if RUSTC_BOOTSTRAP=1 cargo fuzz run "$target" "$scratch" "fuzz/corpus/$target" -- \
    -max_total_time="$seconds" -print_final_stats=1 > "$scratch.log" 2>&1; then
    tail -n 4 "$scratch.log"
    rm -rf "$scratch" "$scratch.log"
  else
    # The failing input is in engine/fuzz/artifacts/<target>/ (ignored by git).
    tail -n 60 "$scratch.log"
    echo "fuzz: $target FAILED (full output: $scratch.log)" >&2
    rm -rf "$scratch"
    exit 1
  fi
done

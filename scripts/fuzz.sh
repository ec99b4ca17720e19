#!/usr/bin/env bash
# Fuzzes the position-code parser and move application for a short time on
# the committed seed corpus (engine/fuzz/corpus). New inputs go to a
# temporary directory, so the repository is never changed.
#   bash scripts/fuzz.sh            # 20 s per target
#   FUZZ_SECONDS=300 bash scripts/fuzz.sh
# cargo-fuzz needs nightly compiler flags; RUSTC_BOOTSTRAP lets the stable
# toolchain accept them, so no second toolchain is installed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cargo_bin="${CARGO_HOME:-$HOME/.cargo}/bin"
case ":$PATH:" in *":$cargo_bin:"*) ;; *) export PATH="$cargo_bin:$PATH" ;; esac

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "installing cargo-fuzz (once, about two minutes)"
  CARGO_PROFILE_RELEASE_DEBUG=0 cargo install cargo-fuzz --version 0.13.2
fi

seconds="${FUZZ_SECONDS:-20}"
cd engine
for target in position_code play; do
  scratch=$(mktemp -d)
  echo "fuzzing $target for ${seconds}s"
  RUSTC_BOOTSTRAP=1 cargo fuzz run "$target" "$scratch" "fuzz/corpus/$target" -- \
    -max_total_time="$seconds" -print_final_stats=1 2>&1 | tail -n 4
  rm -rf "$scratch"
done

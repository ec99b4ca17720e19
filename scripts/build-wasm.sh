#!/usr/bin/env bash
# Builds the engine for the browser into www/pkg/:
#   cargo (wasm32, release) -> wasm-bindgen --target web -> wasm-opt -Oz.
# Run scripts/setup.sh first (npm start and npm test do).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

cargo_bin="${CARGO_HOME:-$HOME/.cargo}/bin"
case ":$PATH:" in *":$cargo_bin:"*) ;; *) export PATH="$cargo_bin:$PATH" ;; esac

target_dir="${CARGO_TARGET_DIR:-target}"
wasm="$target_dir/wasm32-unknown-unknown/release/mancala_web.wasm"
wasm_opt=node_modules/.bin/wasm-opt   # binaryen from npm, pinned in package.json
if [[ ! -x "$wasm_opt" ]]; then
  echo "build-wasm: $wasm_opt is missing; run scripts/setup.sh (or npm ci)" >&2
  exit 1
fi

cargo build --release --target wasm32-unknown-unknown -p mancala-web

# Generate into a staging directory and swap it in at the end, so a running
# server never hands out a half-written package.
staging="$target_dir/pkg-staging"
rm -rf "$staging"
wasm-bindgen --target web --out-dir "$staging" "$wasm"

# The features rustc enables by default for wasm32 (and every current
# browser supports); wasm-opt must be told it may keep using them.
"$wasm_opt" -Oz \
  --enable-bulk-memory --enable-bulk-memory-opt \
  --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-reference-types --enable-multivalue --enable-mutable-globals \
  "$staging/mancala_web_bg.wasm" -o "$staging/mancala_web_bg.wasm"

rm -rf www/pkg
mkdir -p www
mv "$staging" www/pkg

size=$(wc -c < www/pkg/mancala_web_bg.wasm)
gz=$(gzip -9c www/pkg/mancala_web_bg.wasm | wc -c)
echo "build-wasm: www/pkg/mancala_web_bg.wasm $((size / 1024)) KiB ($((gz / 1024)) KiB gzipped)"

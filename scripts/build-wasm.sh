#!/usr/bin/env bash
# Builds the engine for the browser into www/pkg/:
#   cargo (wasm32, release) -> wasm-bindgen --target web -> wasm-opt -Oz.
# Run scripts/setup.sh first (npm start and npm test do).
#
# The build is skipped when nothing it depends on changed: a stamp in the
# target directory records a hash of the inputs (every file of engine/ and
# web/ except the tests, benches, examples and the fuzzing crate; Cargo.toml,
# Cargo.lock, this script; the versions of rustc, cargo, wasm-bindgen and
# wasm-opt; RUSTFLAGS) and of the files it wrote to www/pkg/. A fresh clone
# has no stamp, so it always builds; so does a deleted or altered www/pkg/.
#   bash scripts/build-wasm.sh           # build if anything changed
#   bash scripts/build-wasm.sh --force   # build regardless
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

force=0
for arg in "$@"; do
  case "$arg" in
    --force) force=1 ;;
    *) echo "build-wasm: unknown argument '$arg'" >&2; exit 2 ;;
  esac
done

cargo_bin="${CARGO_HOME:-$HOME/.cargo}/bin"
case ":$PATH:" in *":$cargo_bin:"*) ;; *) export PATH="$cargo_bin:$PATH" ;; esac

target_dir="${CARGO_TARGET_DIR:-target}"
wasm="$target_dir/wasm32-unknown-unknown/release/mancala_web.wasm"
wasm_opt=node_modules/.bin/wasm-opt   # binaryen from npm, pinned in package.json
if [[ ! -x "$wasm_opt" ]]; then
  echo "build-wasm: $wasm_opt is missing; run scripts/setup.sh (or npm ci)" >&2
  exit 1
fi
stamp="$target_dir/build-wasm.stamp"
mkdir -p "$target_dir"

# Two builds at once (npm start while npm test runs) take turns; the second
# then finds the first one's stamp and has nothing to do.
if command -v flock >/dev/null 2>&1; then
  exec 9>"$target_dir/build-wasm.lock"
  flock 9
fi

# Hashes stdin, or each file named after it.
if command -v sha256sum >/dev/null 2>&1; then sha256=(sha256sum); else sha256=(shasum -a 256); fi

# The hash of everything the package is built from (see the top).
inputs_hash() {
  {
    find engine web \
      \( -path engine/fuzz -o -path engine/tests -o -path engine/benches \
         -o -path engine/examples -o -name target \) -prune \
      -o -type f -print0 | LC_ALL=C sort -z | xargs -0 "${sha256[@]}"
    for file in Cargo.toml Cargo.lock scripts/build-wasm.sh rust-toolchain rust-toolchain.toml; do
      if [[ -f $file ]]; then "${sha256[@]}" "$file"; fi
    done
    rustc -vV
    cargo -V
    wasm-bindgen --version
    grep -m1 '"version"' node_modules/binaryen/package.json
    printf 'target_dir=%s RUSTFLAGS=%s CARGO_ENCODED_RUSTFLAGS=%s\n' \
      "$target_dir" "${RUSTFLAGS:-}" "${CARGO_ENCODED_RUSTFLAGS:-}"
  } | "${sha256[@]}" | cut -d' ' -f1
}

# The hash of www/pkg/ as the build left it ("none" when it is missing).
outputs_hash() {
  if [[ -f www/pkg/mancala_web.js && -f www/pkg/mancala_web_bg.wasm ]]; then
    (cd www/pkg && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 "${sha256[@]}") | "${sha256[@]}" | cut -d' ' -f1
  else
    echo none
  fi
}

inputs=$(inputs_hash)
if [[ $force == 0 && -f $stamp && "$(cat "$stamp")" == "$inputs $(outputs_hash)" ]]; then
  echo "build-wasm: www/pkg is up to date (inputs unchanged; --force rebuilds)"
  exit 0
fi

cargo build --release --target wasm32-unknown-unknown -p mancala-web

# Generate into a staging directory and swap it in at the end, so a running
# server never hands out a half-written package.
staging=$(mktemp -d "$target_dir/pkg-staging.XXXXXX")
trap 'rm -rf "$staging"' EXIT
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
# mktemp made the directory private; the package is served to everyone.
chmod 755 www/pkg

# The inputs are hashed again: a source saved during the build must not be
# recorded as built.
if [[ "$(inputs_hash)" == "$inputs" ]]; then
  echo "$inputs $(outputs_hash)" > "$stamp"
else
  rm -f "$stamp"
  echo "build-wasm: sources changed during the build; the next run builds again" >&2
fi

size=$(wc -c < www/pkg/mancala_web_bg.wasm)
gz=$(gzip -9c www/pkg/mancala_web_bg.wasm | wc -c)
echo "build-wasm: www/pkg/mancala_web_bg.wasm $((size / 1024)) KiB ($((gz / 1024)) KiB gzipped)"

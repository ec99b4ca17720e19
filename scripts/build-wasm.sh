#!/usr/bin/env bash
# Builds the engine for the browser into www/pkg/:
#   cargo (wasm32, profile wasm-release) -> wasm-bindgen --target web -> wasm-opt -Oz.
# Run scripts/setup.sh first (npm start and npm test do).
#
# Nothing is rebuilt when nothing it depends on changed. A stamp in the
# target directory records hashes of
#   - the sources: every file of engine/ and web/ except the tests, benches,
#     examples and the fuzzing crate, and Cargo.toml, Cargo.lock and any
#     rust-toolchain file;
#   - the tools: this script, the versions of rustc, cargo, wasm-bindgen and
#     wasm-opt, the target directory and RUSTFLAGS;
#   - the module cargo built, and the files written to www/pkg/.
# Same sources, tools and www/pkg/: nothing runs (a few tens of ms). Changed
# sources that compile to the same module (a comment, a test helper): cargo
# runs, wasm-bindgen and wasm-opt do not. A fresh clone has no stamp, so it
# always builds; so does a deleted or altered www/pkg/.
#   bash scripts/build-wasm.sh           # build what changed
#   bash scripts/build-wasm.sh --force   # build everything regardless
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
wasm="$target_dir/wasm32-unknown-unknown/wasm-release/mancala_web.wasm"
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

# digest: one hash of everything on stdin.
digest() { "${sha256[@]}" | cut -d' ' -f1; }

# The hash of the sources (see the top).
sources_hash() {
  {
    find engine web \
      \( -path engine/fuzz -o -path engine/tests -o -path engine/benches \
         -o -path engine/examples -o -name target \) -prune \
      -o -type f -print0 | LC_ALL=C sort -z | xargs -0 "${sha256[@]}"
    for file in Cargo.toml Cargo.lock rust-toolchain rust-toolchain.toml; do
      if [[ -f $file ]]; then "${sha256[@]}" "$file"; fi
    done
  } | digest
}

# The hash of the tools and of how they are run (see the top).
tools_hash() {
  {
    "${sha256[@]}" scripts/build-wasm.sh
    rustc -vV
    cargo -V
    wasm-bindgen --version
    grep -m1 '"version"' node_modules/binaryen/package.json
    printf 'target_dir=%s RUSTFLAGS=%s CARGO_ENCODED_RUSTFLAGS=%s\n' \
      "$target_dir" "${RUSTFLAGS:-}" "${CARGO_ENCODED_RUSTFLAGS:-}"
  } | digest
}

# The hash of www/pkg/ as the build left it ("none" when it is missing).
outputs_hash() {
  if [[ -f www/pkg/mancala_web.js && -f www/pkg/mancala_web_bg.wasm ]]; then
    (cd www/pkg && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 "${sha256[@]}") | digest
  else
    echo none
  fi
}

# The stamp: "<sources> <tools> <module> <outputs>" of the last build.
sources=$(sources_hash)
tools=$(tools_hash)
outputs=$(outputs_hash)
built_sources='' built_tools='' built_module='' built_outputs=''
if [[ -f $stamp ]]; then read -r built_sources built_tools built_module built_outputs < "$stamp" || true; fi
fresh() { [[ $force == 0 && $tools == "$built_tools" && $outputs == "$built_outputs" ]]; }

# record: writes the stamp for what www/pkg/ now holds, unless a source was
# saved during the build (then the next run builds again).
record() {
  if [[ "$(sources_hash)" == "$sources" ]]; then
    echo "$sources $tools $1 $(outputs_hash)" > "$stamp"
  else
    rm -f "$stamp"
    echo "build-wasm: sources changed during the build; the next run builds again" >&2
  fi
}

if fresh && [[ $sources == "$built_sources" ]]; then
  echo "build-wasm: www/pkg is up to date (inputs unchanged; --force rebuilds)"
  exit 0
fi

cargo build --profile wasm-release --target wasm32-unknown-unknown -p mancala-web
module=$("${sha256[@]}" < "$wasm" | cut -d' ' -f1)
if fresh && [[ $module == "$built_module" ]]; then
  record "$module"
  echo "build-wasm: the sources changed but compile to the same module; www/pkg kept"
  exit 0
fi

# Generate into a staging directory and swap it in at the end, so a running
# server never hands out a half-written package.
staging=$(mktemp -d "$target_dir/pkg-staging.XXXXXX")
trap 'rm -rf "$staging"' EXIT
wasm-bindgen --target web --out-dir "$staging" "$wasm"

# The features rustc enables by default for wasm32 (and every current
# browser supports); wasm-opt must be told it may keep using them.
"$wasm_opt" -Oz --strip-debug --strip-producers \
  --enable-bulk-memory --enable-bulk-memory-opt \
  --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-reference-types --enable-multivalue --enable-mutable-globals \
  "$staging/mancala_web_bg.wasm" -o "$staging/mancala_web_bg.wasm"

rm -rf www/pkg
mkdir -p www
mv "$staging" www/pkg
# mktemp made the directory private; the package is served to everyone.
chmod 755 www/pkg

record "$module"

size=$(wc -c < www/pkg/mancala_web_bg.wasm)
gz=$(gzip -9c www/pkg/mancala_web_bg.wasm | wc -c)
echo "build-wasm: www/pkg/mancala_web_bg.wasm $((size / 1024)) KiB ($((gz / 1024)) KiB gzipped)"

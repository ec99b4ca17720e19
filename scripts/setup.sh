#!/usr/bin/env bash
# Installs whatever the build (and, with --browser, the browser tests) still
# needs, and skips what is already there, so it is cheap to run every time.
#
#   scripts/setup.sh            Rust wasm target, wasm-bindgen CLI, npm packages
#   scripts/setup.sh --browser  the same, plus Chromium (Debian's chromium-headless-shell)
#
# Sources: rustup, crates.io (cargo install), the npm registry (npm ci) and
# Debian apt. Nothing else is downloaded.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

want_browser=0
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=1 ;;
    *) echo "setup: unknown argument '$arg'" >&2; exit 2 ;;
  esac
done

say() { echo "setup: $*"; }
need() {
  command -v "$1" >/dev/null 2>&1 || { echo "setup: '$1' is required but not installed ($2)" >&2; exit 1; }
}

# cargo-installed tools live here; a fresh shell may not have it on PATH yet.
cargo_bin="${CARGO_HOME:-$HOME/.cargo}/bin"
case ":$PATH:" in *":$cargo_bin:"*) ;; *) export PATH="$cargo_bin:$PATH" ;; esac

need cargo "install Rust with rustup: https://rustup.rs"
need rustup "the wasm32 target is added with rustup"
need node "Node.js 20 or newer"
need npm "comes with Node.js"

# 1. The WebAssembly target of the Rust compiler.
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "wasm32-unknown-unknown target present"
else
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# 2. wasm-bindgen CLI: must be exactly the version of the wasm-bindgen crate
#    in Cargo.lock, or the generated JS does not match the module.
bindgen_version="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
if [[ -z "$bindgen_version" ]]; then
  echo "setup: cannot find the wasm-bindgen version in Cargo.lock" >&2
  exit 1
fi
if [[ "$(wasm-bindgen --version 2>/dev/null || true)" == "wasm-bindgen $bindgen_version" ]]; then
  say "wasm-bindgen $bindgen_version present"
else
  # A debug build without debug info compiles in a fraction of the time and
  # is fast enough for a module of this size.
  say "installing wasm-bindgen-cli $bindgen_version (a few minutes, once)"
  CARGO_PROFILE_DEV_DEBUG=0 cargo install --debug wasm-bindgen-cli --version "$bindgen_version"
  found="$(wasm-bindgen --version 2>/dev/null || true)"
  if [[ "$found" != "wasm-bindgen $bindgen_version" ]]; then
    echo "setup: 'wasm-bindgen --version' says '$found' ($(command -v wasm-bindgen || echo 'not on PATH')), expected $bindgen_version; put $cargo_bin first on PATH" >&2
    exit 1
  fi
fi

# 3. npm packages (playwright-core, binaryen), exactly as locked. npm records
#    what it installed in node_modules/.package-lock.json; `npm ci` (which
#    empties node_modules first) runs only when that differs from
#    package-lock.json in a package's version or integrity.
npm_packages_match_lock() {
  [[ -f node_modules/.package-lock.json ]] || return 1
  node -e '
    const fs = require("node:fs");
    const read = (file) => JSON.parse(fs.readFileSync(file, "utf8")).packages ?? {};
    const locked = read("package-lock.json");
    const installed = read("node_modules/.package-lock.json");
    const match = Object.entries(locked).every(([dir, want]) => {
      if (dir === "") return true; // the project itself
      const have = installed[dir];
      if (!have) return Boolean(want.optional); // e.g. another platform only
      return have.version === want.version && have.integrity === want.integrity && fs.existsSync(dir);
    });
    process.exit(match ? 0 : 1);
  '
}
if npm_packages_match_lock; then
  say "npm packages up to date"
else
  say "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi

# 4. Chromium for the browser tests (playwright-core drives the system
# browser): Debian's headless shell, the same Chromium without the desktop
# browser's user interface and services, which a headless run only pays
# for (the browser suite's CPU time: 763 CPU-seconds against 978 with
# `chromium --headless`; scripts/chromium-path.mjs). `$CHROMIUM_PATH` names
# another binary; the tests fall back to Debian's `chromium` where the
# headless shell cannot be installed.
if [[ $want_browser == 1 ]]; then
  shell=/usr/bin/chromium-headless-shell
  if [[ -n "${CHROMIUM_PATH:-}" ]]; then
    if [[ ! -x "$CHROMIUM_PATH" ]]; then
      echo "setup: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2
      exit 1
    fi
    say "chromium present at $CHROMIUM_PATH (CHROMIUM_PATH)"
  elif [[ -x $shell ]]; then
    say "chromium-headless-shell present at $shell"
  else
    sudo=()
    if [[ $(id -u) != 0 ]] && command -v sudo >/dev/null 2>&1; then sudo=(sudo); fi
    if command -v apt-get >/dev/null 2>&1 && [[ $(id -u) == 0 || ${#sudo[@]} -gt 0 ]]; then
      say "installing chromium-headless-shell (apt-get)"
      "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
      if ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium-headless-shell &&
        [[ ! -x /usr/bin/chromium ]]; then
        say "installing chromium (apt-get)"
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium
      fi
    fi
    if [[ -x $shell ]]; then
      say "chromium-headless-shell installed at $shell"
    elif [[ -x /usr/bin/chromium ]]; then
      say "chromium-headless-shell missing: the browser tests use /usr/bin/chromium (slower)"
    else
      echo "setup: no Chromium: install Debian's chromium-headless-shell (apt-get, as root) or set CHROMIUM_PATH" >&2
      exit 1
    fi
  fi
fi

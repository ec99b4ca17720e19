#!/usr/bin/env bash
# npm start: install what is missing, build the wasm module, serve www/.
# The port is $PORT or 8080. When nothing changed, setup only checks and the
# wasm build is skipped (its inputs are unchanged), so the page is served in
# well under a second; the page's own files are served straight from www/ and
# need no build. `node scripts/time-start.mjs` measures it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh
bash scripts/build-wasm.sh
exec node scripts/serve.mjs www "${PORT:-8080}"

#!/usr/bin/env bash
# npm start: install what is missing, build the wasm module, serve www/.
# The port is $PORT or 8080.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh
bash scripts/build-wasm.sh
exec node scripts/serve.mjs www "${PORT:-8080}"

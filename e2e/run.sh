#!/usr/bin/env bash
# End-to-end tests: builds and starts the Gallery, drives it in headless Chromium with Playwright, stops it.
# Needs Debian's chromium at /usr/bin/chromium (CI installs it) and PyPI for the Playwright package.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${OCV_E2E_PORT:-8099}"

if [ ! -x e2e/.venv/bin/python ]; then
    python3 -m venv e2e/.venv
fi
if ! e2e/.venv/bin/python -c "import playwright" 2>/dev/null; then
    e2e/.venv/bin/pip install --quiet playwright
fi

swift build -c release --product Gallery
.build/release/Gallery --port "$PORT" > e2e/gallery.log 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
e2e/.venv/bin/python - "$PORT" <<'PY'
import socket, sys, time
for _ in range(300):
    try:
        socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=0.2).close()
        break
    except OSError:
        time.sleep(0.1)
PY

OCV_E2E_URL="http://127.0.0.1:$PORT" e2e/.venv/bin/python e2e/test_gallery.py

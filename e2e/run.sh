#!/usr/bin/env bash
# End-to-end tests: builds and starts the Gallery, drives it in headless Chromium with Playwright, stops it.
# Needs Debian's chromium at /usr/bin/chromium (CI installs it) and PyPI for the Playwright package.
# Suites (all by default; OCV_E2E_SUITES="gallery layout" picks some):
#   gallery  test_gallery.py: every screen, taps, drags, wheel, latency, socket safety (oversized, garbage,
#            binary, floods, foreign Host and Origin)
#   soak     test_soak.py: 32 tabs scrolling at once for 60 s, server memory back near its start afterwards
#   compositional  test_compositional.py: every compositional screen; orthogonal rows by touch and wheel, snapping
#   layout   test_layout.py: every screen at 390×844, 1024×768 and 1280×800, fresh and resized live, nothing
#            drawn past the right edge
#   lists    test_lists.py: every list screen; expand and collapse, pull to refresh, editing with delete controls and grabbers
#   swipe    test_swipe.py: swipe actions on the grid and on seed 003's list, confirmation sheets
#   text     test_text.py: CJK and emoji measured by the server and drawn by the browser agree; Dynamic Type
#   dnd      test_dnd.py: seed 000's drag and drop, within and between collection views; reordering in every layout
#   traits   test_traits.py: the app screen dark when the browser prefers dark, switched live; dark and right-to-left buttons
#   app      test_app.py: the Gallery as an app: push by a tap, pop by Back and by an edge swipe; a switch; a pop-up menu;
#            the split view collapsing and expanding as the viewport resizes between phone and desktop
#   browser  test_browser.py: browser zoom as a new viewport and display scale; Alt-drag and Ctrl+A select drawn
#            text to copy; find-in-page finds drawn text
#   history  test_history.py: the browser's history follows the app screen's navigation: Back and Forward (and
#            Alt+←/→, mouse buttons) pop and push, the URL names the shown screen, a reload of it opens it
#   textinput  test_textinput.py: the search screen: click the field, type, compose with an IME, copy, paste, scopes
#   server   test_server.py: permessage-deflate and its savings, /healthz and /metrics, SIGTERM closing tabs with 1001
#   scaleout test_scaleout.py: deploy/run.sh with two workers behind nginx; one stopped, its tabs move to the other
#   accessibility  test_accessibility.py: axe-core on every screen at phone and desktop sizes; the accessibility
#            mirror's roles, names and counts; the keyboard reaching the window's focus system
#   perfweb  test_perfweb.py: coasting intervals and wheel latency of the million grid (limits × OCV_PERF_TOLERANCE;
#            OCV_PERF_RECORD_ONLY=1, which CI sets as it shares its machine, records them without enforcing)
# Generated files (server log, latency and memory figures) go to e2e/artifacts/, which git ignores.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${OCV_E2E_PORT:-8099}"
SUITES="${OCV_E2E_SUITES:-gallery compositional app history browser lists swipe text textinput traits dnd layout server scaleout accessibility perfweb soak}"
ARTIFACTS=e2e/artifacts
mkdir -p "$ARTIFACTS"

if [ ! -x e2e/.venv/bin/python ]; then
    python3 -m venv e2e/.venv
fi
if ! e2e/.venv/bin/python -c "import playwright, axe_playwright_python" 2>/dev/null; then
    e2e/.venv/bin/pip install --quiet playwright axe-playwright-python
fi

swift build -c release --product Gallery
BIN="$(swift build -c release --show-bin-path)"
# The soak test opens 32 tabs from one client at once, next to the other suites' pages.
"$BIN/Gallery" --port "$PORT" --max-tabs 48 --max-tabs-per-client 40 > "$ARTIFACTS/gallery.log" 2>&1 &
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

export OCV_E2E_URL="http://127.0.0.1:$PORT" OCV_E2E_SERVER_PID="$SERVER" OCV_E2E_ARTIFACTS="$PWD/$ARTIFACTS"
export OCV_E2E_GALLERY_BIN="$BIN/Gallery"
status=0
timings=""
for suite in $SUITES; do
    echo "== e2e: $suite"
    started=$SECONDS
    e2e/.venv/bin/python "e2e/test_$suite.py" || status=1
    timings+="$(printf '   %5d  e2e %s' $((SECONDS - started)) "$suite")"$'\n'
    echo "   (e2e $suite: $((SECONDS - started)) s)"
    if ! kill -0 "$SERVER" 2>/dev/null; then
        echo "the Gallery server died during the $suite suite (log: $ARTIFACTS/gallery.log)" >&2
        exit 1
    fi
done
echo "== e2e suite timings (s)"
printf '%s' "$timings"
exit $status

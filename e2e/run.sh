#!/usr/bin/env bash
# End-to-end tests: builds and starts the Gallery, drives it in headless Chromium with Playwright, stops it.
# Needs Debian's chromium at /usr/bin/chromium (CI installs it) and PyPI for the Playwright package.
# Suites (all by default, in two lanes side by side and then the measuring ones alone; OCV_E2E_SUITES="gallery layout"
# runs some one after another):
#   gallery  test_gallery.py: every screen, taps, drags, wheel, latency, socket safety (oversized, garbage,
#            binary, floods, foreign Host and Origin)
#   soak     test_soak.py: 32 tabs scrolling at once for 60 s, server memory back near its start afterwards
#   compositional  test_compositional.py: every compositional screen; orthogonal rows by touch and wheel, snapping
#   layout   test_layout.py: every screen at 390×844, 1024×768 and 1280×800, fresh and resized live, nothing
#            drawn past the right edge
#   lists    test_lists.py: every list screen; expand and collapse, pull to refresh, editing with delete controls and grabbers
#   swipe    test_swipe.py: swipe actions on the grid and on seed 003's list, confirmation sheets
#   text     test_text.py: CJK and emoji measured by the server and drawn by the browser agree; Dynamic Type;
#            attributed labels' runs drawn where the server measured them
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
#   keyboard test_keyboard.py: real key presses only: Tab reaches a control or an item on every screen; the app
#            screen's bar buttons, a row's screen taking the focus and Escape returning it to the row
#   accessibility  test_accessibility.py: axe-core on every screen at phone and desktop sizes; the accessibility
#            mirror's roles, names and counts; the keyboard reaching the window's focus system
#   perfweb  test_perfweb.py: coasting intervals and wheel latency of the million grid (limits × OCV_PERF_TOLERANCE;
#            OCV_PERF_RECORD_ONLY=1, which CI sets as it shares its machine, records them without enforcing)
# Generated files (server log, latency and memory figures) go to e2e/artifacts/, which git ignores.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${OCV_E2E_PORT:-8099}"
# The suites run in two lanes at once, then the ones that measure the server alone (each list can be set).
# Balanced by their durations in CI (layout and accessibility are the long ones).
LANE1="${OCV_E2E_LANE1:-layout app lists swipe dnd compositional keyboard}"
LANE2="${OCV_E2E_LANE2:-accessibility gallery text textinput traits history browser}"
ALONE="${OCV_E2E_ALONE:-server scaleout perfweb soak}"
ARTIFACTS=e2e/artifacts
mkdir -p "$ARTIFACTS"
# Logs of an earlier run are not this run's (the constraint-conflict check below reads every Gallery log).
rm -f "$ARTIFACTS"/gallery*.log

if [ ! -x e2e/.venv/bin/python ]; then
    python3 -m venv e2e/.venv
fi
if ! e2e/.venv/bin/python -c "import playwright, axe_playwright_python" 2>/dev/null; then
    e2e/.venv/bin/pip install --quiet playwright axe-playwright-python
fi

# A Gallery binary already built (CI's release build) is used as it is; else the release Gallery is built here.
if [ -n "${OCV_E2E_GALLERY_BIN:-}" ] && [ -x "$OCV_E2E_GALLERY_BIN" ]; then
    GALLERY="$OCV_E2E_GALLERY_BIN"
else
    swift build -c release --product Gallery
    GALLERY="$(swift build -c release --show-bin-path)/Gallery"
fi
export OCV_E2E_GALLERY_BIN="$GALLERY"

# Starts a Gallery on port $1 (its log: $ARTIFACTS/$2) and waits until it accepts connections; its pid goes to
# $started. The soak test opens 32 tabs from one client at once, next to the other suites' pages.
start_gallery() {
    # Admission by input lag is off: two lanes and their browsers share the machine's cores, and a suite's page
    # refused for a busy host would only wait to reconnect (the Swift tests and the load client check admission).
    "$GALLERY" --port "$1" --max-tabs 48 --max-tabs-per-client 40 --max-input-lag-ms 0 > "$ARTIFACTS/$2" 2>&1 &
    started=$!
    e2e/.venv/bin/python - "$1" <<'PY'
import socket, sys, time
for _ in range(300):
    try:
        socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=0.2).close()
        break
    except OSError:
        time.sleep(0.1)
PY
}

# Runs suites one after another against the Gallery on port $1 (pid $2), appending each one's time to the file $3.
# Fails when a suite fails; stops when the Gallery died.
run_suites() {
    local port=$1 pid=$2 timings=$3 status=0
    shift 3
    for suite in "$@"; do
        echo "== e2e: $suite"
        local started=$SECONDS
        OCV_E2E_URL="http://127.0.0.1:$port" OCV_E2E_SERVER_PID="$pid" e2e/.venv/bin/python "e2e/test_$suite.py" ||
            status=1
        printf '   %5d  e2e %s\n' $((SECONDS - started)) "$suite" >> "$timings"
        echo "   (e2e $suite: $((SECONDS - started)) s)"
        if ! kill -0 "$pid" 2>/dev/null; then
            echo "the Gallery server died during the $suite suite (log: $ARTIFACTS)" >&2
            return 1
        fi
    done
    return $status
}

export OCV_E2E_ARTIFACTS="$PWD/$ARTIFACTS"
timings="$ARTIFACTS/timings.txt"
: > "$timings"
start_gallery "$PORT" gallery.log
SERVER=$started
SECOND_SERVER=""
trap 'kill $SERVER $SECOND_SERVER 2>/dev/null || true' EXIT
status=0
if [ -n "${OCV_E2E_SUITES:-}" ]; then
    run_suites "$PORT" "$SERVER" "$timings" $OCV_E2E_SUITES || status=1
else
    # Two lanes side by side, each with a Gallery of its own (the second on PORT+100: test_gallery.py restarts a
    # server on PORT+1), then the suites that measure the server's time, CPU or memory alone.
    SECOND_PORT=$((PORT + 100))
    start_gallery "$SECOND_PORT" gallery-lane2.log
    SECOND_SERVER=$started
    run_suites "$SECOND_PORT" "$SECOND_SERVER" "$timings" $LANE2 > "$ARTIFACTS/lane2.log" 2>&1 &
    lane2=$!
    run_suites "$PORT" "$SERVER" "$timings" $LANE1 || status=1
    wait "$lane2" || status=1
    echo "== e2e: the second lane's output"
    cat "$ARTIFACTS/lane2.log"
    kill "$SECOND_SERVER" 2>/dev/null || true
    run_suites "$PORT" "$SERVER" "$timings" $ALONE || status=1
fi
# No screen may log a constraint conflict while the suites drive it (issue 35): UIKit's "Unable to simultaneously
# satisfy constraints" in any Gallery's log fails the run, with the first report shown.
conflicts=$(cat "$ARTIFACTS"/gallery*.log 2>/dev/null | grep -c "Unable to simultaneously satisfy constraints" || true)
if [ "${conflicts:-0}" -gt 0 ]; then
    echo "FAIL $conflicts constraint conflicts were logged while the suites ran; the first:" >&2
    grep -h -m1 -A12 "Unable to simultaneously satisfy constraints" "$ARTIFACTS"/gallery*.log >&2 || true
    status=1
else
    echo "== e2e: no constraint conflict logged by any Gallery"
fi
echo "== e2e suite timings (s)"
cat "$timings"
exit $status

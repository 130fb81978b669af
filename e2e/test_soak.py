"""Soak test of the web host: 32 tabs scroll at once for 60 s with no error, then close, and the server's memory
goes back near where it was (no leaked windows).

A warm-up round (all tabs open, scrolling for a few seconds, closed) comes first, so the baseline already holds
what the process keeps once it has served that many tabs (allocator arenas, font caches); the soak round must then
end within a few megabytes of it: windows left behind by 32 tabs would not.

Run through e2e/run.sh, which starts the Gallery and passes its process id (OCV_E2E_SERVER_PID). The figures go to
e2e/artifacts/soak.json.
"""

import asyncio
import json
import urllib.request
import os
import sys
import time
from pathlib import Path

from playwright.async_api import async_playwright

BASE = os.environ.get("OCV_E2E_URL", "http://127.0.0.1:8099")
PID = os.environ.get("OCV_E2E_SERVER_PID")
ARTIFACTS = Path(os.environ.get("OCV_E2E_ARTIFACTS", Path(__file__).resolve().parent / "artifacts"))
TABS = int(os.environ.get("OCV_SOAK_TABS", "32"))
SECONDS = float(os.environ.get("OCV_SOAK_SECONDS", "60"))
WARMUP_SECONDS = 8
# A tab whose last frame is older than this when the scrolling stops is pinged to show it is alive.
STALL_MS = float(os.environ.get("OCV_SOAK_STALL_MS", "10000"))
# Screens whose content scrolls under a wheel at the middle of a phone-sized page; the tabs are spread over them.
SCREENS = ["million-item-grid", "searchable-list", "reordering"]
# What the server may hold after the soak above the warm-up baseline.
SLACK_MB = 24
failures = []


def check(condition, message):
    print(f"  {'ok  ' if condition else 'FAIL'} {message}")
    if not condition:
        failures.append(message)


def rss_mb():
    """The server's resident set size in MB, from /proc/PID/status."""
    with open(f"/proc/{PID}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def census():
    """The server's own count of open tabs and of closed tabs' windows still alive (GET /status)."""
    with urllib.request.urlopen(BASE + "/status", timeout=10) as answer:
        return json.load(answer)


async def settled_rss(seconds=6):
    """The RSS once the server has let go of closed tabs: the lowest of a few readings over `seconds`."""
    readings = []
    for _ in range(int(seconds * 2)):
        readings.append(rss_mb())
        await asyncio.sleep(0.5)
    return min(readings)


SCROLLER = """interval => {
    // Wheel input as a person gives it, dispatched inside the page (Playwright's own mouse would serialise 32
    // tabs): a burst down, a burst up, forever, until stopped.
    const stage = document.getElementById('stage');
    let step = 0;
    window.__soak = { errors: [] };
    window.addEventListener('error', event => window.__soak.errors.push(String(event.message)));
    window.__soak.timer = setInterval(() => {
        step += 1;
        const dy = (Math.floor(step / 40) % 2 === 0) ? 60 : -60;
        stage.dispatchEvent(new WheelEvent('wheel', {
            deltaY: dy, clientX: stage.clientWidth / 2, clientY: stage.clientHeight / 2, bubbles: true,
            cancelable: true }));
    }, interval);
}"""


async def open_tabs(context, count):
    pages = []
    for index in range(count):
        page = await context.new_page()
        errors = []
        page.on("pageerror", lambda error, errors=errors: errors.append(str(error)))
        page.on("console", lambda message, errors=errors: message.type == "error" and errors.append(message.text))
        await page.goto(f"{BASE}/screen/{SCREENS[index % len(SCREENS)]}")
        pages.append((page, errors))
    for page, _ in pages:
        await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=30000)
    return pages


async def round_of(browser, count, seconds, label):
    context = await browser.new_context(viewport={"width": 390, "height": 844})
    pages = await open_tabs(context, count)
    start_frames = [await page.evaluate("window.__ocv.frames") for page, _ in pages]
    for page, _ in pages:
        await page.evaluate(SCROLLER, 50)
    peak = rss_mb()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        await asyncio.sleep(2)
        peak = max(peak, rss_mb())
    results = []
    for (page, errors), frames in zip(pages, start_frames):
        state = await page.evaluate(
            """() => { clearInterval(window.__soak.timer);
                       return { frames: window.__ocv.frames, closed: window.__ocv.closed,
                                sinceLastFrame: performance.now() - window.__ocv.lastFrameAt,
                                connections: window.__ocv.connections, errors: window.__soak.errors }; }"""
        )
        state["drawn"] = state["frames"] - frames
        state["errors"] += errors
        results.append(state)
    # A tab whose last frame is long past is asked whether it is alive: a latency ping it sent now is answered
    # after everything before it, so a tab the loaded server serves slowly answers (late), and a stalled one never
    # does. On a 2-core machine with 32 debug tabs a tab's frames can be 10 s apart without anything being wrong.
    for (page, _), state in zip(pages, results):
        state["answered"] = True
        if state["sinceLastFrame"] <= STALL_MS:
            continue
        pongs = await page.evaluate("window.__ocv.pongs")
        await page.evaluate("window.__ocv.ping()")
        try:
            await page.wait_for_function(f"window.__ocv.pongs > {pongs}", timeout=30000)
        except Exception:
            state["answered"] = False
    await context.close()
    print(f"  {label}: {count} tabs for {seconds:.0f} s, server RSS peak {peak:.1f} MB")
    return results, peak


async def main():
    if not PID:
        print("OCV_E2E_SERVER_PID is not set (run through e2e/run.sh)")
        sys.exit(1)
    print(f"soak: {TABS} tabs scrolling at once for {SECONDS:.0f} s")
    async with async_playwright() as playwright:
        # Every tab is in the background but one; without these flags Chromium slows their timers to once a
        # second, and the tabs would not scroll at once.
        browser = await playwright.chromium.launch(
            executable_path="/usr/bin/chromium",
            args=[
                "--no-sandbox",
                "--disable-background-timer-throttling",
                "--disable-renderer-backgrounding",
                "--disable-backgrounding-occluded-windows",
            ],
        )
        before_warmup = await settled_rss(2)
        await round_of(browser, TABS, WARMUP_SECONDS, "warm-up")
        baseline = await settled_rss()
        results, peak = await round_of(browser, TABS, SECONDS, "soak")
        after = await settled_rss()
        counted = census()
        await browser.close()
    errors = [error for result in results for error in result["errors"]]
    closed = [result["closed"] for result in results if result["closed"]]
    reconnects = sum(result["connections"] - 1 for result in results)
    # Drawing rate depends on how loaded the machine is; what must hold is that no tab stalls: each drew all along
    # and was still drawing when the scrolling stopped.
    # (On a loaded 2-core machine a tab may get a frame only every few seconds; a stalled one gets none, and does
    # not answer a ping either.)
    idle = [index for index, result in enumerate(results) if result["drawn"] < 5 or not result["answered"]]
    late = [(index, round(result["sinceLastFrame"] / 1000, 1)) for index, result in enumerate(results)
            if result["sinceLastFrame"] > STALL_MS]
    if late:
        print(f"  note tabs whose last frame was over {STALL_MS / 1000:.0f} s old, each answered a ping: {late}")
    check(not errors, f"no page errors ({errors[:3]})")
    check(not closed and reconnects == 0, f"no socket closed or reconnected ({closed[:3]}, {reconnects} reconnects)")
    check(not idle, f"every tab kept drawing (fewest frames: {min(r['drawn'] for r in results)}; stalled tabs {idle})")
    check(counted["tabs"] == 0, f"the server counts no open tab once the pages closed ({counted})")
    check(counted["closedWindowsAlive"] == 0, f"no closed tab's window is still alive: none leaked ({counted})")
    check(
        after <= baseline + SLACK_MB,
        f"server memory back near its start after the tabs closed: {after:.1f} MB after, "
        f"{baseline:.1f} MB after the warm-up, {before_warmup:.1f} MB before it (peak {peak:.1f} MB)",
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    figures = {
        "tabs": TABS,
        "seconds": SECONDS,
        "rss_before_warmup_mb": round(before_warmup, 1),
        "rss_baseline_mb": round(baseline, 1),
        "rss_peak_mb": round(peak, 1),
        "rss_after_mb": round(after, 1),
        "frames_per_tab_min": min(r["drawn"] for r in results),
        "frames_per_tab_median": sorted(r["drawn"] for r in results)[len(results) // 2],
        "page_errors": len(errors),
        "sockets_closed": len(closed),
        "tabs_open_after": counted["tabs"],
        "closed_windows_alive": counted["closedWindowsAlive"],
    }
    (ARTIFACTS / "soak.json").write_text(json.dumps(figures, indent=2) + "\n")
    print(f"  {figures}")
    print(f"{len(failures)} failures")
    sys.exit(1 if failures else 0)


asyncio.run(main())

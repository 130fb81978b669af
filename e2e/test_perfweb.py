"""End-to-end performance of the web host in headless Chromium (issue 13): the million-item grid coasting after a
flick and the wait from a wheel turn to the drawing changing, measured in the page, written to
`$OCV_E2E_ARTIFACTS/perf.json` and checked against the goals.

Goals (release build): while coasting, the page applies an update every 17.5 ms at the median and 25 ms at the
95th percentile in the first second after the finger lifts; a wheel turn is applied to the drawing within 10 ms at
the 95th percentile. CI shares the machine, so every limit is multiplied by `OCV_PERF_TOLERANCE` (default 1.0;
e.g. 1.5 on a loaded runner).

Figures recorded:
- `coast.server_fps`, `coast.interval_*`: frame messages applied by the page (one per server frame) in the first
  second after the flick, and the gaps between them;
- `coast.painted_fps`, `coast.painted_interval_*`: animation frames (`requestAnimationFrame`) in which something
  new had been applied, i.e. drawn updates;
- `wheel.applied_*`: from the wheel event (dispatched in the page) to the frame answering it applied to the DOM;
- `wheel.painted_*`: the same to the next animation frame after it (the paint that shows it);
- `apply_ms_*`: how long applying one frame message took in the page.

Run (the lead adds it to e2e/run.sh's SUITES as "perfweb"):
    OCV_E2E_URL=http://127.0.0.1:PORT OCV_E2E_ARTIFACTS=/tmp/perf e2e/.venv/bin/python e2e/test_perfweb.py
"""

import asyncio
import json
import os
import statistics
import sys


from test_gallery import ARTIFACTS, SHOTS, check, failures, open_screen, settle, run_suite

TOLERANCE = float(os.environ.get("OCV_PERF_TOLERANCE", "1.0"))
# CI shares its machine with other jobs: there the timing figures are recorded (perf.json and the log) and printed
# beside their goals, not enforced — a check that fails only under load would be a flaky test. The functional
# checks (the grid coasts at all, every wheel turn is answered) hold everywhere.
RECORD_ONLY = os.environ.get("OCV_PERF_RECORD_ONLY") == "1"


def timing(ok, message):
    if RECORD_ONLY:
        print(f"  {'ok  ' if ok else 'note'} {message} (recorded, not enforced)")
    else:
        check(ok, message)

# Records, once per animation frame, whether a frame message had been applied since the last one.
PAINT_TRACKER = """() => {
    const stats = window.__ocv;
    stats.paints = [];
    if (stats.trackingPaints) return;  // one loop per page, however often the tracker is reset
    stats.trackingPaints = true;
    let seen = stats.frames;
    function tick(now) {
        if (stats.frames !== seen) { seen = stats.frames; stats.paints.push(now); }
        if (stats.paints.length < 100000) requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
}"""

# A quick flick as a finger makes it, dispatched in the page: a move every 8 ms, lifted right after the last one.
FLICK = """() => new Promise(resolve => {
    const stage = document.getElementById('stage');
    const fire = (type, y) => stage.dispatchEvent(new PointerEvent(type, {
        pointerId: 11, clientX: 200, clientY: y, buttons: type === 'pointerup' ? 0 : 1, bubbles: true }));
    fire('pointerdown', 760);
    let step = 0;
    const timer = setInterval(() => {
        step += 1;
        fire('pointermove', 760 - step * 60);
        if (step === 10) { clearInterval(timer); fire('pointerup', 760 - step * 60); resolve(performance.now()); }
    }, 8);
})"""

# One wheel turn dispatched in the page, followed in the same task by a latency ping, so the ping is answered by
# the frame that draws the turn.
WHEEL = """() => {
    const stage = document.getElementById('stage');
    stage.dispatchEvent(new WheelEvent('wheel', {
        clientX: 200, clientY: 400, deltaX: 0, deltaY: 40, deltaMode: 0, bubbles: true, cancelable: true }));
    window.__ocv.ping();
}"""


def percentile(values, fraction):
    ordered = sorted(values)
    if not ordered:
        return None
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def gaps(times):
    return [later - earlier for earlier, later in zip(times, times[1:])]


def summary(values, prefix):
    if not values:
        return {f"{prefix}samples": 0}
    return {
        f"{prefix}samples": len(values),
        f"{prefix}p50_ms": round(statistics.median(values), 2),
        f"{prefix}p95_ms": round(percentile(values, 0.95), 2),
        f"{prefix}max_ms": round(max(values), 2),
    }


async def measure_coasting(page):
    await page.evaluate(PAINT_TRACKER)
    lifted = await page.evaluate(FLICK)
    await page.wait_for_timeout(1300)
    updates = [t for t in await page.evaluate("window.__ocv.updates") if lifted <= t <= lifted + 1000]
    paints = [t for t in await page.evaluate("window.__ocv.paints") if lifted <= t <= lifted + 1000]
    figures = {"server_fps": len(updates), "painted_fps": len(paints)}
    figures.update(summary(gaps(updates), "interval_"))
    figures.update(summary(gaps(paints), "painted_interval_"))
    return figures


async def measure_wheel(page, turns=80):
    await page.evaluate("window.__ocv.arrivals.length = 0; window.__ocv.latencies.length = 0")
    first = await page.evaluate("window.__ocv.frames")
    for _ in range(turns):
        await page.evaluate(WHEEL)
        await page.wait_for_timeout(40)
    await settle(page)
    applied = await page.evaluate("window.__ocv.arrivals.slice()")
    painted = await page.evaluate("window.__ocv.latencies.slice()")
    frames = await page.evaluate("window.__ocv.frames") - first
    figures = {"turns": turns, "frames": frames}
    figures.update(summary(applied, "applied_"))
    figures.update(summary(painted, "painted_"))
    return figures


async def test_million_grid_frame_rate_and_wheel_latency(browser):
    print(f"million-item grid: coasting frame rate and wheel latency (tolerance ×{TOLERANCE})")
    page = await open_screen(browser, "million-item-grid")
    coasts = []
    for _ in range(3):
        coasts.append(await measure_coasting(page))
        await settle(page, quiet_ms=400, timeout_ms=8000)
    SHOTS.mkdir(exist_ok=True)
    await page.screenshot(path=str(SHOTS / "perfweb-million-grid-after-flicks.png"))
    # The median flick of three: one slow run on a shared machine does not decide.
    coast = sorted(coasts, key=lambda figures: figures.get("interval_p95_ms") or 1e9)[1]
    wheel = await measure_wheel(page)
    apply_times = await page.evaluate("window.__ocv.applyTimes.slice()")
    figures = {
        "tolerance": TOLERANCE,
        "coast": coast,
        "coast_runs": coasts,
        "wheel": wheel,
        **summary(apply_times, "apply_"),
    }
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "perf.json").write_text(json.dumps(figures, indent=2) + "\n")
    print(f"  coasting: {coast}")
    print(f"  wheel: {wheel}")
    check(
        coast["server_fps"] >= (5 if RECORD_ONLY else 30),
        f"the grid coasts after a flick ({coast['server_fps']} updates in 1 s)")
    p50 = coast.get("interval_p50_ms")
    p95 = coast.get("interval_p95_ms")
    timing(p50 is not None and p50 <= 17.5 * TOLERANCE, f"coasting update interval p50 {p50} ms ≤ {17.5 * TOLERANCE}")
    timing(p95 is not None and p95 <= 25 * TOLERANCE, f"coasting update interval p95 {p95} ms ≤ {25 * TOLERANCE}")
    applied = wheel.get("applied_p95_ms")
    check(wheel["applied_samples"] >= turns_needed(wheel), f"wheel latency measured ({wheel['applied_samples']})")
    timing(applied is not None and applied <= 10 * TOLERANCE, f"wheel → drawing p95 {applied} ms ≤ {10 * TOLERANCE}")
    await page.close()


def turns_needed(wheel):
    return int(wheel["turns"] * 0.9)


async def main():
    return await run_suite(
        test_million_grid_frame_rate_and_wheel_latency,
    )


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

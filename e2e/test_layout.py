"""Every Gallery screen at 390×844, 1024×768 and 1280×800, loaded fresh and resized live between those sizes:
nothing drawn may lie past the right edge of the viewport, and a page resized live must lay out as a page loaded at
that size does.

"Drawn" means an element with a background, a border, text or an image, counted by the part of it that is visible:
its bounding box cut by every ancestor view that clips (a scroll view clips its content, so content scrolled out of
a scroll view does not count) and by nothing else, the viewport included. A drawn part past the right edge is
something a person cannot see or reach.

Run through e2e/run.sh, which starts the Gallery. The findings go to e2e/artifacts/layout.json.
"""

import asyncio
import json
import os
import sys
from pathlib import Path

from playwright.async_api import async_playwright

from test_gallery import PagePool, quiet, answered

BASE = os.environ.get("OCV_E2E_URL", "http://127.0.0.1:8099")
ARTIFACTS = Path(os.environ.get("OCV_E2E_ARTIFACTS", Path(__file__).resolve().parent / "artifacts"))
SIZES = [(390, 844), (1024, 768), (1280, 800)]
# A live page goes through every size from every other one.
RESIZES = [(1280, 800), (390, 844), (1024, 768), (390, 844), (1280, 800), (1024, 768), (1280, 800)]
failures = []
findings = {}


def check(condition, message):
    print(f"  {'ok  ' if condition else 'FAIL'} {message}")
    if not condition:
        failures.append(message)


OVERFLOW = """() => {
    const width = innerWidth, height = innerHeight, found = [];
    for (const el of document.querySelectorAll('#stage .ocv')) {
        const s = el.style;
        if (!(s.backgroundColor || s.border || s.boxShadow || el.querySelector(':scope > .ocv-content'))) continue;
        const box = el.getBoundingClientRect();
        let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
        let hidden = s.opacity === '0';
        for (let a = el.parentElement; a && a.id !== 'stage'; a = a.parentElement) {
            if (a.style.opacity === '0') hidden = true;
            if (a.style.overflow === 'hidden') {
                const c = a.getBoundingClientRect();
                left = Math.max(left, c.left); top = Math.max(top, c.top);
                right = Math.min(right, c.right); bottom = Math.min(bottom, c.bottom);
            }
        }
        if (hidden || right - left < 0.5 || bottom - top < 0.5 || bottom <= 0 || top >= height) continue;
        if (right > width + 1) {
            found.push({ k: el.dataset.k || '', a: el.dataset.a || '', right: Math.round(right),
                         text: (el.textContent || '').trim().slice(0, 24) });
        }
    }
    return found;
}"""

# The x and width of each drawn element with an accessibility identifier: how a screen is laid out across.
ACROSS = """() => {
    const boxes = {};
    for (const el of document.querySelectorAll('#stage .ocv[data-a]')) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.bottom > 0 && box.top < innerHeight) boxes[el.dataset.a] = [box.left, box.width];
    }
    return boxes;
}"""


async def settle(page, quiet_ms=400, timeout_ms=6000):
    """After a resize: the frame answering it (up to 1.5 s; the page sends the new size when the browser tells it),
    a ping answered after it, then no frame for `quiet_ms`."""
    frames = await page.evaluate("window.__ocv.frames")
    try:
        await page.wait_for_function(f"window.__ocv.frames > {frames}", timeout=1500)
    except Exception:
        pass
    await answered(page)
    await quiet(page, quiet_ms, timeout_ms)


def describe(items):
    return ", ".join(f"{i['k']}{'#' + i['a'] if i['a'] else ''}{' ' + repr(i['text']) if i['text'] else ''}→{i['right']}"
                     for i in items[:4])


async def screens(browser):
    page = await browser.new_page()
    await page.goto(BASE + "/")
    links = await page.eval_on_selector_all("#screens a", "links => links.map(a => a.getAttribute('href'))")
    await page.close()
    return [href.rsplit("/", 1)[-1] for href in links]


async def test_screen(pool, slug):
    print(slug)
    fresh_layouts = {}
    for width, height in SIZES:
        # A page loaded at this size: its first frame is the layout at that size.
        page = await pool.open(slug, {"width": width, "height": height}, quiet_ms=400)
        over = await page.evaluate(OVERFLOW)
        findings[f"{slug} fresh {width}x{height}"] = over
        check(not over, f"{slug} loaded at {width}×{height}: nothing past the right edge {describe(over)}")
        fresh_layouts[(width, height)] = await page.evaluate(ACROSS)
        await pool.give(page)

    page = await pool.open(slug, {"width": RESIZES[0][0], "height": RESIZES[0][1]}, quiet_ms=400)
    previous = RESIZES[0]
    for width, height in RESIZES[1:]:
        await page.set_viewport_size({"width": width, "height": height})
        await settle(page)
        label = f"{slug} resized {previous[0]}×{previous[1]} → {width}×{height}"
        over = await page.evaluate(OVERFLOW)
        findings[label] = over
        check(not over, f"{label}: nothing past the right edge {describe(over)}")
        across = await page.evaluate(ACROSS)
        fresh = fresh_layouts[(width, height)]
        moved = sorted(
            key for key in across.keys() & fresh.keys()
            if abs(across[key][0] - fresh[key][0]) > 2 or abs(across[key][1] - fresh[key][1]) > 2
        )
        findings[label + " differs from fresh"] = moved
        check(not moved, f"{label}: laid out as when loaded at that size (differing: {moved[:4]})")
        previous = (width, height)
    await pool.give(page)


async def main():
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        # Screens are checked a few at a time: most of a screen's time is spent waiting for its pages to settle.
        at_once = asyncio.Semaphore(int(os.environ.get("OCV_E2E_LAYOUT_SCREENS_AT_ONCE", "4")))
        pool = PagePool(browser)

        async def test_one(slug):
            async with at_once:
                try:
                    await test_screen(pool, slug)
                except Exception as error:  # a broken screen is a failure, not a crash of the suite
                    check(False, f"{slug} raised {error!r}")

        await asyncio.gather(*(test_one(slug) for slug in await screens(browser)))
        await browser.close()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "layout.json").write_text(json.dumps(findings, indent=2) + "\n")
    failing = sorted({message.split(" ")[0] for message in failures})
    print(f"screens with failures: {failing}")
    print(f"{len(failures)} failures")
    sys.exit(1 if failures else 0)


asyncio.run(main())

"""End-to-end tests of the Gallery in headless Chromium: every screen renders, and taps, long presses, drags,
wheel scrolling and resizing change what the page shows as they change the UIKit views on the server.

Run through e2e/run.sh, which starts the Gallery. Screenshots go to e2e/screenshots/, the latency figures to
e2e/latency.json.
"""

import asyncio
import http.client
import json
import os
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

from playwright.async_api import async_playwright

BASE = os.environ.get("OCV_E2E_URL", "http://127.0.0.1:8099")
HERE = Path(__file__).resolve().parent
SHOTS = HERE / "screenshots"
PHONE = {"width": 390, "height": 844}
failures = []


def check(condition, message):
    if condition:
        print(f"  ok   {message}")
    else:
        print(f"  FAIL {message}")
        failures.append(message)


async def open_screen(browser, slug, viewport=PHONE):
    page = await browser.new_page(viewport=viewport)
    await page.goto(f"{BASE}/screen/{slug}")
    await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=15000)
    await settle(page)
    return page


async def settle(page, quiet_ms=300, timeout_ms=5000):
    """Waits for the server's answer to what was just done: a new frame (up to a second), then no frame for
    `quiet_ms`."""
    frames = await page.evaluate("window.__ocv.frames")
    try:
        await page.wait_for_function(f"window.__ocv.frames > {frames}", timeout=1000)
    except Exception:
        pass
    start = time.monotonic()
    while (time.monotonic() - start) * 1000 < timeout_ms:
        idle = await page.evaluate("performance.now() - window.__ocv.lastFrameAt")
        if idle >= quiet_ms:
            return
        await page.wait_for_timeout(50)


async def box(page, accessibility_id):
    element = page.locator(f'[data-a="{accessibility_id}"]').first
    return await element.bounding_box()


async def text_of(page, accessibility_id):
    return await page.locator(f'[data-a="{accessibility_id}"]').first.text_content()


async def visible_grid_numbers(page):
    return await page.evaluate(
        """() => [...document.querySelectorAll('[data-k="LabelCell"]')]
            .filter(el => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; })
            .map(el => parseInt(el.textContent, 10)).filter(n => !isNaN(n))"""
    )


async def test_index_and_every_screen(browser):
    print("index and screens")
    page = await browser.new_page(viewport=PHONE)
    response = await page.goto(BASE + "/")
    check(response.status == 200, "index answers 200")
    links = await page.eval_on_selector_all("#screens a", "links => links.map(a => a.getAttribute('href'))")
    check(len(links) >= 5, f"index lists the screens ({len(links)})")
    await page.close()
    SHOTS.mkdir(exist_ok=True)
    for href in links:
        slug = href.rsplit("/", 1)[-1]
        page = await open_screen(browser, slug)
        nodes = await page.evaluate("window.__ocv.nodes.size")
        check(nodes > 5, f"{slug} draws its views ({nodes} nodes)")
        await page.screenshot(path=str(SHOTS / f"{slug}.png"))
        await page.close()
    conn = http.client.HTTPConnection(urlparse(BASE).hostname, urlparse(BASE).port)
    conn.request("GET", "/screen/no-such-screen")
    check(conn.getresponse().status == 404, "an unknown screen is a 404 page")


async def test_selection_and_edit_menu(browser):
    print("collection view basics: taps select odd items, long press shows the edit menu")
    page = await open_screen(browser, "collection-view-basics")
    check((await text_of(page, "header-0")).startswith("Section 1 — 0 selected"), "nothing selected at first")
    b = await box(page, "item-0-1")
    await page.mouse.click(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)
    await settle(page)
    check("1 selected" in await text_of(page, "header-0"), "tapping A2 selects it")
    b = await box(page, "item-0-0")
    await page.mouse.click(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)
    await settle(page)
    check("1 selected" in await text_of(page, "header-0"), "tapping A1 (even) does not select it")
    b = await box(page, "item-1-2")
    await page.mouse.move(b["x"] + 50, b["y"] + 50)
    await page.mouse.down()
    await page.wait_for_timeout(900)
    await page.mouse.up()
    await settle(page)
    check(await page.locator('[data-a="edit-menu-Copy"]').count() == 1, "a long press shows the edit menu")
    copy = await box(page, "edit-menu-Copy")
    await page.mouse.click(copy["x"] + copy["width"] / 2, copy["y"] + copy["height"] / 2)
    await settle(page)
    check(await page.locator('[data-a="edit-menu"]').count() == 0, "choosing Copy closes the menu")
    await page.screenshot(path=str(SHOTS / "collection-view-basics-selected.png"))
    await page.close()


async def test_reordering(browser):
    print("reordering: long press and drag moves an item (seed 002)")
    page = await open_screen(browser, "reordering")
    first = await box(page, "reorder-1")
    target = await box(page, "reorder-5")
    await page.mouse.move(first["x"] + 20, first["y"] + 20)
    await page.mouse.down()
    await page.wait_for_timeout(800)
    for step in range(1, 11):
        x = first["x"] + 20 + (target["x"] + 20 - first["x"] - 20) * step / 10
        y = first["y"] + 20 + (target["y"] + 20 - first["y"] - 20) * step / 10
        await page.mouse.move(x, y)
        await page.wait_for_timeout(30)
    await page.wait_for_timeout(400)
    await page.mouse.up()
    await settle(page)
    moved = await box(page, "reorder-1")
    check(moved["y"] > first["y"] + 30, f"item 1 moved down a line ({first['y']:.0f} → {moved['y']:.0f})")
    second = await box(page, "reorder-2")
    check(abs(second["x"] - first["x"]) < 1 and abs(second["y"] - first["y"]) < 1, "item 2 took the first place")
    await page.screenshot(path=str(SHOTS / "reordering-moved.png"))
    await page.close()


async def visible_names(page):
    return await page.evaluate(
        """() => [...document.querySelectorAll('[data-a^="name-"]')]
            .filter(el => { const r = el.getBoundingClientRect(); return r.bottom > 100 && r.top < innerHeight; })
            .map(el => el.dataset.a.slice(5))"""
    )


async def test_searchable_list_and_sorting(browser):
    print("diffable data sources: typing filters the list with animated differences; insertion sort animates")
    page = await open_screen(browser, "searchable-list")
    check(len(await visible_names(page)) > 10, "the list shows names")
    await page.keyboard.type("ma")
    await settle(page, quiet_ms=500)
    names = await visible_names(page)
    check(names and all("ma" in name.lower() for name in names), f"typing 'ma' keeps only matches ({names[:4]})")
    check("ma" in await text_of(page, "search-field"), "the search field shows the query")
    await page.screenshot(path=str(SHOTS / "searchable-list-filtered.png"))
    await page.keyboard.press("Escape")
    await settle(page, quiet_ms=500)
    check((await visible_names(page))[:2] == ["Alran", "Alraa"], "Escape restores the full list")
    zz = await box(page, "suggest-zz")
    await page.mouse.click(zz["x"] + zz["width"] / 2, zz["y"] + zz["height"] / 2)
    await settle(page, quiet_ms=500)
    check(await visible_names(page) == [], "a query nothing matches empties the list")
    await page.close()

    page = await open_screen(browser, "insertion-sort")
    first = await text_of(page, "sort-status")
    await page.wait_for_timeout(2500)
    later = await text_of(page, "sort-status")
    check(first != later, f"the sort advances step by step ({first} → {later})")
    await page.screenshot(path=str(SHOTS / "insertion-sort-running.png"))
    await page.close()


async def test_million_grid_scrolling(browser):
    print("million-item grid: wheel, drag with momentum, latency")
    page = await open_screen(browser, "million-item-grid")
    before = await visible_grid_numbers(page)
    check(min(before) == 0, "the grid starts at item 0")
    await page.mouse.move(200, 400)
    for _ in range(40):
        await page.mouse.wheel(0, 120)
        await page.wait_for_timeout(16)
    await settle(page)
    after_wheel = await visible_grid_numbers(page)
    check(min(after_wheel) > 150, f"wheel scrolling moves down the grid (first visible {min(after_wheel)})")
    latencies = await page.evaluate("window.__ocv.latencies")

    # A quick flick as a finger makes it: a move every 8 ms, lifted right after the last one. Dispatched inside the
    # page, because driving the mouse from Playwright spaces the moves 40-80 ms apart (a slow drag, not a flick).
    await page.evaluate(
        """() => new Promise(resolve => {
            const stage = document.getElementById('stage');
            const fire = (type, y) => stage.dispatchEvent(new PointerEvent(type, {
                pointerId: 7, clientX: 200, clientY: y, buttons: type === 'pointerup' ? 0 : 1, bubbles: true }));
            fire('pointerdown', 700);
            let step = 0;
            const timer = setInterval(() => {
                step += 1;
                fire('pointermove', 700 - step * 40);
                if (step === 8) { clearInterval(timer); fire('pointerup', 700 - step * 40); resolve(); }
            }, 8);
        })"""
    )
    await page.wait_for_timeout(100)
    released = await visible_grid_numbers(page)
    await page.wait_for_timeout(1500)
    await settle(page)
    coasted = await visible_grid_numbers(page)
    check(min(coasted) > min(released) + 20, f"a flick keeps scrolling after release ({min(released)} → {min(coasted)})")
    fps = await text_of(page, "fps")
    check("fps" in fps or "idle" in fps, f"the readout shows frames per second ({fps})")
    await page.screenshot(path=str(SHOTS / "million-item-grid-scrolled.png"))
    await settle(page, quiet_ms=500, timeout_ms=8000)  # let the flick's deceleration end before timing input

    for _ in range(60):
        await page.mouse.wheel(0, 40)
        await page.wait_for_timeout(16)
    await settle(page)
    latencies = await page.evaluate("window.__ocv.latencies")
    arrivals = sorted(await page.evaluate("window.__ocv.arrivals"))
    if latencies:
        ordered = sorted(latencies)
        p50 = statistics.median(ordered)
        p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
        figures = {
            "samples": len(ordered),
            "p50_ms": round(p50, 2),
            "p95_ms": round(p95, 2),
            "frame_arrival_p50_ms": round(statistics.median(arrivals), 2),
            "frame_arrival_p95_ms": round(arrivals[min(len(arrivals) - 1, int(len(arrivals) * 0.95))], 2),
        }
        (HERE / "latency.json").write_text(json.dumps(figures, indent=2) + "\n")
        print(f"  input-to-paint latency: {figures}")
        check(len(ordered) >= 50, "latency was measured")
    else:
        check(False, "latency was measured")
    await page.close()


async def test_resize_and_3d(browser):
    print("resize follows the browser; cover flow is drawn in 3-D")
    page = await open_screen(browser, "custom-layouts")
    root_width = await page.evaluate("document.querySelector('#stage > .ocv').style.width")
    check(root_width == "390px", f"the window is the viewport's width ({root_width})")
    await page.set_viewport_size({"width": 600, "height": 900})
    await page.wait_for_timeout(300)
    await settle(page)
    root_width = await page.evaluate("document.querySelector('#stage > .ocv').style.width")
    check(root_width == "600px", f"resizing the browser resizes the window ({root_width})")
    perspective = await page.evaluate(
        """() => [...document.querySelectorAll('[data-a="carousel"] [data-k="LabelCell"]')]
            .some(el => { const m = el.style.transform.match(/matrix3d\\(([^)]*)\\)/);
                          if (!m) return false;
                          const v = m[1].split(',').map(parseFloat);
                          return Math.abs(v[3]) + Math.abs(v[7]) + Math.abs(v[11]) > 1e-6; })"""
    )
    check(perspective, "cover-flow cells carry a perspective matrix3d")
    await page.close()


async def test_socket_safety(browser):
    print("socket safety: cross-origin refused, malformed message closes only its socket")
    parsed = urlparse(BASE)
    conn = http.client.HTTPConnection(parsed.hostname, parsed.port)
    conn.request(
        "GET",
        "/socket/views-and-scrolling",
        headers={
            "Origin": "http://evil.example",
            "Upgrade": "websocket",
            "Connection": "Upgrade",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Version": "13",
        },
    )
    check(conn.getresponse().status == 403, "a cross-origin WebSocket upgrade is refused")
    healthy = await open_screen(browser, "million-item-grid")
    victim = await open_screen(browser, "views-and-scrolling")
    closed = await victim.evaluate(
        """() => new Promise(resolve => {
            const ws = new WebSocket('ws://' + location.host + '/socket/views-and-scrolling');
            ws.onopen = () => { ws.send(JSON.stringify({t: 'resize', w: 300, h: 300})); ws.send('{not json'); };
            ws.onclose = event => resolve({code: event.code, reason: event.reason});
            setTimeout(() => resolve(null), 5000);
        })"""
    )
    check(closed is not None and closed["code"] == 1008, f"the malformed message closed its socket ({closed})")
    frames = await healthy.evaluate("window.__ocv.frames")
    await healthy.mouse.move(200, 400)
    await healthy.mouse.wheel(0, 300)
    await healthy.wait_for_timeout(300)
    check(await healthy.evaluate("window.__ocv.frames") > frames, "other tabs keep running")
    check(await victim.evaluate("window.__ocv.closed") is None, "the page's own socket stays open")
    await healthy.close()
    await victim.close()


async def main():
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for test in (
            test_index_and_every_screen,
            test_selection_and_edit_menu,
            test_reordering,
            test_searchable_list_and_sorting,
            test_million_grid_scrolling,
            test_resize_and_3d,
            test_socket_safety,
        ):
            try:
                await test(browser)
            except Exception as error:  # a broken test is a failure, not a crash of the suite
                check(False, f"{test.__name__} raised {error!r}")
        await browser.close()
    print(f"{len(failures)} failures")
    sys.exit(1 if failures else 0)


asyncio.run(main())

"""End-to-end tests of the Gallery in headless Chromium: every screen renders, and taps, long presses, drags,
wheel scrolling and resizing change what the page shows as they change the UIKit views on the server.

Run through e2e/run.sh, which starts the Gallery. Screenshots go to e2e/screenshots/, the latency figures to
e2e/artifacts/latency.json (ignored by git).
"""

import asyncio
import http.client
import json
import os
import socket
import statistics
import struct
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

from playwright.async_api import async_playwright

BASE = os.environ.get("OCV_E2E_URL", "http://127.0.0.1:8099")
HERE = Path(__file__).resolve().parent
SHOTS = HERE / "screenshots"
ARTIFACTS = Path(os.environ.get("OCV_E2E_ARTIFACTS", HERE / "artifacts"))
PHONE = {"width": 390, "height": 844}
failures = []


def check(condition, message):
    if condition:
        print(f"  ok   {message}")
    else:
        print(f"  FAIL {message}")
        failures.append(message)


async def run_suite(*tests):
    """Runs each test with one headless Chromium, a crashed test counted as a failed one (the others still run);
    prints the count and returns the exit status."""
    SHOTS.mkdir(exist_ok=True)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for test in tests:
            started = time.monotonic()
            try:
                await test(browser)
            except Exception as error:
                check(False, f"{test.__name__} raised {error!r}")
            print(f"   ({test.__name__}: {time.monotonic() - started:.1f} s)")
        await browser.close()
    print(f"{len(failures)} failed")
    return 1 if failures else 0


async def open_screen(browser, slug, viewport=PHONE):
    """A new page showing the screen: its first frame drawn, what the page sent on opening answered, and no frame
    after that for 300 ms."""
    page = await browser.new_page(viewport=viewport)
    await page.goto(f"{BASE}/screen/{slug}")
    await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
    await settle(page)
    return page


class PagePool:
    """Browser pages used again for suites that load many screens one after another: a new page costs Chromium a
    browsing context and a renderer process (on a 2-core machine about 0.8 s of CPU and 1.7 s of wall time), a
    page used again only the document's load (about 0.25 s and 0.5 s). Each screen is still a fresh document with
    a socket and a window of its own; only pages whose state (history, media emulation, CDP sessions) a test
    does not touch belong here."""

    def __init__(self, browser):
        self.browser = browser
        self.idle = []

    async def take(self, viewport):
        if self.idle:
            page = self.idle.pop()
            await page.set_viewport_size(viewport)
            return page
        return await self.browser.new_page(viewport=viewport)

    async def give(self, page):
        """Takes the page back, its document left (so its socket closes and its window is freed at once)."""
        try:
            await page.goto("about:blank")
            self.idle.append(page)
        except Exception:  # a page that cannot navigate any more is not used again
            await page.close()

    async def open(self, slug, viewport, quiet_ms=300):
        """A pooled page showing the screen: loaded at `viewport`, its first frame drawn, what the page sent on
        opening answered, and no frame after that for `quiet_ms`."""
        page = await self.take(viewport)
        try:
            await page.goto(f"{BASE}/screen/{slug}")
            await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
        except Exception:
            await self.give(page)
            raise
        await settle(page, quiet_ms)
        return page


async def quiet(page, quiet_ms=300, timeout_ms=5000):
    """Waits until no frame has come for `quiet_ms` (at most `timeout_ms`): for a page whose last frame is the
    answer awaited, such as a page just loaded."""
    start = time.monotonic()
    while (time.monotonic() - start) * 1000 < timeout_ms:
        idle = await page.evaluate("performance.now() - window.__ocv.lastFrameAt")
        if idle >= quiet_ms:
            return
        await page.wait_for_timeout(max(50, min(quiet_ms - idle, 250)))


async def settle(page, quiet_ms=300, timeout_ms=5000):
    """Waits for the server's answer to what was just done, then for no frame for `quiet_ms`: a latency ping sent
    now is answered with the first frame (or pong) after the server handled every message the page sent before it,
    as a tab's messages are handled in order — so a slow server is waited for, and a quiet one is not."""
    await answered(page, timeout_ms)
    await quiet(page, quiet_ms, timeout_ms)


async def answered(page, timeout_ms=5000):
    """Sends a latency ping and waits (at most `timeout_ms`) for its answer: everything sent before it is handled."""
    pongs = await page.evaluate("window.__ocv.pongs")
    await page.evaluate("window.__ocv.ping()")
    try:
        await page.wait_for_function(f"window.__ocv.pongs > {pongs}", timeout=timeout_ms)
    except Exception:
        pass


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
    pool = PagePool(browser)
    for href in links:
        slug = href.rsplit("/", 1)[-1]
        page = await pool.open(slug, PHONE)
        nodes = await page.evaluate("window.__ocv.nodes.size")
        check(nodes > 5, f"{slug} draws its views ({nodes} nodes)")
        await page.screenshot(path=str(SHOTS / f"{slug}.png"))
        await pool.give(page)
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
    initial = await visible_names(page)
    check(len(initial) > 10, "the list shows names")
    check(initial == sorted(initial), f"the names are sorted ({initial[:3]})")
    await page.keyboard.type("ma")
    await settle(page, quiet_ms=500)
    names = await visible_names(page)
    check(names and all("ma" in name.lower() for name in names), f"typing 'ma' keeps only matches ({names[:4]})")
    check("ma" in await text_of(page, "search-field"), "the search field shows the query")
    await page.screenshot(path=str(SHOTS / "searchable-list-filtered.png"))
    await page.keyboard.press("Escape")
    await settle(page, quiet_ms=500)
    restored = await visible_names(page)
    check(restored[:5] == initial[:5], f"Escape restores the full list ({restored[:3]})")
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

    # A quick flick as a finger makes it: 5 points a millisecond for at least 64 ms, lifted right after the last move.
    # Dispatched inside the page, because driving the mouse from Playwright spaces the moves 40-80 ms apart (a slow
    # drag, not a flick). Each move's place follows the time it is made (the host reads the velocity from the events'
    # timestamps), so a busy machine that fires the timer late makes fewer moves of the same speed, not a slower flick.
    await page.evaluate(
        """() => new Promise(resolve => {
            const stage = document.getElementById('stage');
            const fire = (type, y) => stage.dispatchEvent(new PointerEvent(type, {
                pointerId: 7, clientX: 200, clientY: y, buttons: type === 'pointerup' ? 0 : 1, bubbles: true }));
            const start = performance.now();
            fire('pointerdown', 700);
            const timer = setInterval(() => {
                const elapsed = Math.min(performance.now() - start, 120);
                fire('pointermove', 700 - elapsed * 5);
                if (elapsed >= 64) { clearInterval(timer); fire('pointerup', 700 - elapsed * 5); resolve(); }
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

    # The client pings at most once a second on its own; here each wheel step is followed by a ping, so every
    # step's input-to-paint time is measured.
    for _ in range(60):
        await page.mouse.wheel(0, 40)
        await page.evaluate("window.__ocv.ping()")
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
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / "latency.json").write_text(json.dumps(figures, indent=2) + "\n")
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


def raw_socket(path, origin="default", host=None):
    """Opens a WebSocket by hand (to send what no browser would) and returns the socket and the status line."""
    parsed = urlparse(BASE)
    host_header = host or f"{parsed.hostname}:{parsed.port}"
    lines = [
        f"GET {path} HTTP/1.1",
        f"Host: {host_header}",
        "Upgrade: websocket",
        "Connection: Upgrade",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
        "Sec-WebSocket-Version: 13",
    ]
    if origin == "default":
        origin = f"http://{host_header}"
    if origin is not None:
        lines.append(f"Origin: {origin}")
    sock = socket.create_connection((parsed.hostname, parsed.port), timeout=10)
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(1)
        if not chunk:
            break
        head += chunk
    return sock, head.split(b"\r\n", 1)[0].decode()


def masked_frame(opcode, payload, fin=True, masked=True):
    header = bytes([(0x80 if fin else 0) | opcode])
    bit = 0x80 if masked else 0
    if len(payload) <= 125:
        header += bytes([bit | len(payload)])
    elif len(payload) <= 0xFFFF:
        header += bytes([bit | 126]) + struct.pack(">H", len(payload))
    else:
        header += bytes([bit | 127]) + struct.pack(">Q", len(payload))
    if not masked:
        return header + payload
    mask = os.urandom(4)
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def read_close(sock, timeout=10):
    """Reads server frames until a close frame; returns (code, reason), or None when the connection just ends."""
    sock.settimeout(timeout)
    data = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return None
            data += chunk
            while len(data) >= 2:
                length = data[1] & 0x7F
                offset = 2
                if length == 126:
                    length, offset = struct.unpack(">H", data[2:4])[0], 4
                elif length == 127:
                    length, offset = struct.unpack(">Q", data[2:10])[0], 10
                if len(data) < offset + length:
                    break
                payload = data[offset : offset + length]
                if data[0] & 0x0F == 0x8:
                    return (struct.unpack(">H", payload[:2])[0], payload[2:].decode()) if len(payload) >= 2 else (None, "")
                data = data[offset + length :]
    except (socket.timeout, ConnectionError):
        return None


async def test_socket_safety(browser):
    print("socket safety: foreign hosts and origins refused; bad input closes only its own socket")
    parsed = urlparse(BASE)
    sock, status = raw_socket("/socket/views-and-scrolling", origin="http://evil.example")
    check(" 403 " in status + " ", f"a cross-origin WebSocket upgrade is refused ({status})")
    sock.close()
    sock, status = raw_socket("/socket/views-and-scrolling", origin=None)
    check(" 403 " in status + " ", f"an upgrade without Origin is refused like a foreign one ({status})")
    sock.close()
    sock, status = raw_socket("/socket/views-and-scrolling", host=f"rebound.evil.example:{parsed.port}")
    check(" 421 " in status + " ", f"a request naming another host (DNS rebinding) is answered 421 ({status})")
    sock.close()

    healthy = await open_screen(browser, "million-item-grid")
    victim = await open_screen(browser, "views-and-scrolling")

    async def in_page(script):
        return await victim.evaluate(
            """script => new Promise(resolve => {
                const ws = new WebSocket('ws://' + location.host + '/socket/views-and-scrolling');
                ws.onopen = () => { ws.send(JSON.stringify({t: 'resize', w: 300, h: 300})); new Function('ws', script)(ws); };
                ws.onclose = event => resolve({code: event.code, reason: event.reason});
                setTimeout(() => resolve(null), 15000);
            })""",
            script,
        )

    cases = [
        ("garbage text", "ws.send('{not json');", 1008),
        ("an 8 MB message", "ws.send('x'.repeat(8 * 1024 * 1024));", 1009),
        ("a binary message", "ws.send(new Uint8Array([1, 2, 3]));", 1003),
        ("a flood of pings", "for (let i = 0; i < 50000; i++) ws.send(JSON.stringify({t: 'ping', seq: i}));", 1008),
        ("a flood of wheel deltas",
         "for (let i = 0; i < 50000; i++) ws.send(JSON.stringify({t: 'wheel', x: 5, y: 5, dx: 0, dy: 1}));", 1008),
    ]
    for name, script, code in cases:
        frames = await healthy.evaluate("window.__ocv.frames")
        closed = await in_page(script)
        check(closed is not None and closed["code"] == code, f"{name} closes its socket with {code} ({closed})")
        await healthy.mouse.move(200, 400)
        await healthy.mouse.wheel(0, 200)
        await healthy.wait_for_timeout(400)
        check(await healthy.evaluate("window.__ocv.frames") > frames, f"after {name} another tab keeps drawing")

    # Frames no browser sends: unmasked, random bytes, a 2^62-byte length.
    for name, data in [
        ("an unmasked frame", masked_frame(0x1, b'{"t":"ping","seq":1}', masked=False)),
        ("garbage bytes", bytes.fromhex("deadbeef") * 16),
        ("a frame announcing 2^62 bytes", bytes([0x81, 0xFF]) + struct.pack(">Q", 1 << 62) + os.urandom(4)),
    ]:
        sock, status = raw_socket("/socket/views-and-scrolling")
        sock.sendall(masked_frame(0x1, b'{"t":"resize","w":300,"h":300}') + data)
        closed = read_close(sock)
        sock.close()
        check(closed is not None and closed[0] in (1002, 1009), f"{name} closes its socket ({closed})")
    check(await victim.evaluate("window.__ocv.closed") is None, "the page's own socket stays open")
    frames = await healthy.evaluate("window.__ocv.frames")
    await healthy.mouse.wheel(0, -200)
    await healthy.wait_for_timeout(400)
    check(await healthy.evaluate("window.__ocv.frames") > frames, "the other tab still draws after all of it")
    await healthy.close()
    await victim.close()


async def test_reconnect(browser):
    print("reconnect: a page survives its server restarting, showing 'Reconnecting…' meanwhile")
    binary = os.environ.get("OCV_E2E_GALLERY_BIN")
    if not binary:
        check(False, "OCV_E2E_GALLERY_BIN names the Gallery binary (set by e2e/run.sh)")
        return
    port = urlparse(BASE).port + 1
    log = open(ARTIFACTS / "gallery-restart.log", "w")

    def start():
        server = subprocess.Popen([binary, "--port", str(port)], stdout=log, stderr=log)
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                return server
            except OSError:
                time.sleep(0.1)
        return server

    server = start()
    try:
        page = await browser.new_page(viewport=PHONE)
        await page.goto(f"http://127.0.0.1:{port}/screen/million-item-grid")
        await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
        server.terminate()
        server.wait()
        await page.wait_for_function("window.__ocv.reconnecting === true", timeout=5000)
        banner = await page.evaluate("document.getElementById('ocv-status').textContent")
        visible = await page.is_visible("#ocv-status")
        check(visible and banner.startswith("Reconnecting"), f"the page shows that it reconnects ({banner!r})")
        server = start()
        await page.wait_for_function("window.__ocv.connections === 2 && window.__ocv.frames > 1", timeout=45000)
        await settle(page)
        check(not await page.is_visible("#ocv-status"), "the notice goes once the socket is back")
        nodes = await page.evaluate("window.__ocv.nodes.size")
        check(nodes > 5, f"the page draws the new window after reconnecting ({nodes} nodes)")
        await page.close()
    finally:
        server.terminate()
        server.wait()
        log.close()


async def test_property_animator(browser):
    print("a property animator follows the finger and finishes on release")
    page = await open_screen(browser, "animator")
    start = await box(page, "animator-card")
    x0, y0 = start["x"] + start["width"] / 2, start["y"] + start["height"] / 2
    await page.mouse.move(x0, y0)
    await page.mouse.down()
    for step in range(1, 16):
        await page.mouse.move(x0 + 10 * step, y0)
        await page.wait_for_timeout(16)
    await settle(page)
    held = await box(page, "animator-card")
    held_x = held["x"] + held["width"] / 2
    status = await text_of(page, "animator-status")
    check(status.startswith("paused"), f"dragging pauses the animator ({status})")
    check(abs(held_x - (x0 + 150)) < 20, f"the card stays under the finger ({held_x - x0:.0f} of 150 px)")
    await page.mouse.up()
    await page.wait_for_timeout(1500)
    await settle(page)
    done = await box(page, "animator-card")
    done_x = done["x"] + done["width"] / 2
    check(abs(done_x - (x0 + 210)) < 2, f"letting go past half finishes the move ({done_x - x0:.0f} of 210 px)")
    status = await text_of(page, "animator-status")
    check(status.startswith("inactive"), f"the finished animator is inactive ({status})")
    await page.close()


async def main():
    return await run_suite(
        test_index_and_every_screen,
        test_selection_and_edit_menu,
        test_reordering,
        test_searchable_list_and_sorting,
        test_million_grid_scrolling,
        test_resize_and_3d,
        test_property_animator,
        test_socket_safety,
        test_reconnect,
    )


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

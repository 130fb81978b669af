"""End-to-end tests of the browser's own habits on the Gallery's pages in headless Chromium: zoom reaches the window
as a new viewport and display scale; drawn text can be selected and copied; find-in-page finds drawn text.

Headless Chromium has no zoom keys, so zoom is emulated the way Chromium's DevTools emulate a device: the Chrome
DevTools Protocol's `Emulation.setDeviceMetricsOverride` changes the page's viewport in CSS pixels and its
`devicePixelRatio` together, which is what zooming a 1280 × 800 window to 200 % does (640 × 400 CSS pixels at a
ratio of 2).

Run with the Gallery serving at OCV_E2E_URL.
"""

import asyncio
import sys

from test_gallery import SHOTS, check, open_screen, run_suite, settle

DESKTOP = {"width": 1280, "height": 800}

# The window's size is its root node's, which the page draws as the stage's first element.
WINDOW_SIZE = """() => { const root = document.getElementById('stage').firstElementChild;
    return root ? [root.offsetWidth, root.offsetHeight] : null; }"""

# Heights of the thin horizontal lines drawn (list separators): UIKit draws a separator one pixel high,
# 1 / displayScale points ("hairline", as UITableView and list cells do on every iOS device).
HAIRLINES = """() => [...document.querySelectorAll('#stage .ocv')]
    .map(el => parseFloat(el.style.height))
    .filter(h => h > 0 && h <= 1)"""


async def test_zoom(browser):
    print("zoom: 200 % makes the window lay out for half the points at twice the display scale, and back")
    page = await open_screen(browser, "lists-settings", viewport=DESKTOP)
    check(await page.evaluate(WINDOW_SIZE) == [1280, 800], "at 100 % the window is the viewport (1280 × 800 points)")
    lines = await page.evaluate(HAIRLINES)
    check(lines and all(h == 1 for h in lines), f"at a ratio of 1 separators are 1 point high ({sorted(set(lines))})")
    cdp = await page.context.new_cdp_session(page)
    await cdp.send("Emulation.setDeviceMetricsOverride",
                   {"width": 640, "height": 400, "deviceScaleFactor": 2, "mobile": False})
    await page.wait_for_function(f"({WINDOW_SIZE})()[0] === 640", timeout=10000)
    await settle(page)
    check(await page.evaluate(WINDOW_SIZE) == [640, 400], "at 200 % the window lays out for 640 × 400 points")
    lines = await page.evaluate(HAIRLINES)
    check(lines and all(h == 0.5 for h in lines),
          f"at a ratio of 2 separators are half a point high, one pixel ({sorted(set(lines))})")
    SHOTS.mkdir(exist_ok=True)
    await page.screenshot(path=str(SHOTS / "browser-zoom-200.png"))
    await cdp.send("Emulation.clearDeviceMetricsOverride")
    await page.wait_for_function(f"({WINDOW_SIZE})()[0] === 1280", timeout=10000)
    await settle(page)
    lines = await page.evaluate(HAIRLINES)
    check(lines and all(h == 1 for h in lines), f"back at 100 % separators are 1 point high again ({sorted(set(lines))})")
    await page.close()


async def test_select_and_copy(browser):
    print("selection: Alt-drag selects drawn text, Ctrl+A selects all of it, and a plain press goes to the window")
    page = await open_screen(browser, "lists-settings", viewport=DESKTOP)
    labels = page.locator("#stage .ocv-text text")
    first = labels.first
    found = await first.bounding_box()
    word = (await first.text_content()).strip()
    check(found is not None and word, f"a drawn label to select ({word!r})")
    await page.keyboard.down("Alt")
    await page.mouse.move(found["x"] + 1, found["y"] + found["height"] / 2)
    await page.mouse.down()
    await page.mouse.move(found["x"] + found["width"] - 1, found["y"] + found["height"] / 2, steps=8)
    await page.mouse.up()
    await page.keyboard.up("Alt")
    selected = await page.evaluate("window.__ocv.selectedText()")
    check(len(selected) >= 2 and selected in word, f"Alt-drag across the label selects its text ({selected!r} of {word!r})")
    await page.keyboard.press("Control+A")
    everything = await page.evaluate("window.__ocv.selectedText()")
    check(word in everything and len(everything) > len(word), "Ctrl+A selects all the drawn text")
    copied = await page.evaluate("""() => { let text = null;
        const grab = e => { text = String(document.getSelection()); };
        document.addEventListener('copy', grab, { once: true });
        document.execCommand('copy');
        return text; }""")
    check(copied == everything, "copying takes the selected text")
    frames = await page.evaluate("window.__ocv.frames")
    switch = await page.locator('[data-a="airplane-switch"]').first.bounding_box()
    await page.mouse.click(switch["x"] + switch["width"] / 2, switch["y"] + switch["height"] / 2)
    check(await page.evaluate("window.__ocv.selectedText()") == "", "a plain press clears the selection")
    # The switch's frame is built at the server's next display tick, which may come after a settle's ping is
    # answered on a loaded machine: wait for the frame itself (a CI run on a busy machine missed it after a settle).
    try:
        await page.wait_for_function(f"window.__ocv.frames > {frames}", timeout=15000)
    except Exception:
        pass
    check(await page.evaluate("window.__ocv.frames") > frames, "and reaches the window (the switch it taps moves)")
    await page.close()


async def test_find_in_page(browser):
    print("find in page: the browser's find finds drawn text")
    page = await open_screen(browser, "lists-chinese", viewport=DESKTOP)
    texts = await page.evaluate("[...document.querySelectorAll('#stage .ocv-text text')].map(t => t.textContent)")
    chinese = next((t.strip() for t in texts if any("\u4e00" <= c <= "\u9fff" for c in t)), None)
    check(chinese is not None, f"the page draws Chinese text ({chinese!r})")
    needle = chinese[:2] if chinese else "列表"
    found = await page.evaluate("needle => window.find(needle)", needle)
    check(found, f"find-in-page finds {needle!r}")
    missing = await page.evaluate("() => window.find('zzqxj-not-drawn')")
    check(not missing, "and does not find text that is not drawn")
    await page.close()


async def main():
    return await run_suite(test_zoom, test_select_and_copy, test_find_in_page)


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

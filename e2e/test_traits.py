"""End-to-end tests of traits: the Gallery's app screen (a navigation controller listing every screen) in headless
Chromium. A page whose browser prefers the dark colour scheme (Playwright's color_scheme) draws the app in dark
mode from its first frame; switching the emulated scheme while the page is open switches the tab; the bar's dark-mode
button overrides the browser's scheme; the right-to-left button mirrors the list, so the rows' titles move to the
right edge.

Run: start the Gallery, then OCV_E2E_URL=http://127.0.0.1:PORT e2e/.venv/bin/python e2e/test_traits.py
Screenshots go to e2e/screenshots/.
"""

import asyncio
import sys


from test_gallery import BASE, PHONE, SHOTS, box, check, failures, settle, run_suite

SLUG = "app"


async def open_app(browser, color_scheme):
    page = await browser.new_page(viewport=PHONE, color_scheme=color_scheme)
    await page.goto(f"{BASE}/screen/{SLUG}")
    await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
    await settle(page, quiet_ms=500)
    return page


async def background_luminance(page):
    """The mean luminance (0 … 255) of a strip of the list below the navigation bar, read from a screenshot of the
    page: what a person sees, whatever elements drew it."""
    shot = await page.screenshot(clip={"x": 0, "y": 700, "width": 390, "height": 100}, type="png")
    return await page.evaluate(
        """async (bytes) => {
            const blob = new Blob([new Uint8Array(bytes)], { type: 'image/png' });
            const bitmap = await createImageBitmap(blob);
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const context = canvas.getContext('2d');
            context.drawImage(bitmap, 0, 0);
            const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
            let sum = 0;
            for (let i = 0; i < data.length; i += 4) sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
            return sum / (data.length / 4);
        }""",
        list(shot),
    )


async def row_title_box(page, slug):
    """The bounding box of the first text drawn in the row for `slug`."""
    row = page.locator(f'[data-a="gallery-row-{slug}"]').first
    return await row.locator("text").first.bounding_box()


async def test_dark_browser_opens_dark(browser):
    print("a browser that prefers dark opens the app in dark mode")
    page = await open_app(browser, "dark")
    luminance = await background_luminance(page)
    check(luminance < 40, f"the list's background is dark ({luminance:.0f})")
    await page.screenshot(path=str(SHOTS / "traits-dark.png"))
    await page.close()

    page = await open_app(browser, "light")
    luminance = await background_luminance(page)
    check(luminance > 215, f"with a light preference it is light ({luminance:.0f})")
    await page.close()


async def luminance_once(page, reached, timeout_s=20.0):
    """The list's luminance once `reached(luminance)` holds, read again after each frame the tab draws until then (a
    scheme change travels to the server and back as a frame; on a loaded machine that takes longer than any fixed
    wait), or the last reading when `timeout_s` passes."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout_s
    luminance = await background_luminance(page)
    while not reached(luminance) and loop.time() < deadline:
        frames = await page.evaluate("window.__ocv.frames")
        try:
            await page.wait_for_function(f"window.__ocv.frames > {frames}", timeout=2000)
        except Exception:
            pass  # no new frame yet: read again, the deadline bounds the loop
        luminance = await background_luminance(page)
    return luminance


async def test_scheme_change_switches_the_open_tab(browser):
    print("changing the browser's colour scheme switches an open tab")
    page = await open_app(browser, "light")
    await page.emulate_media(color_scheme="dark")
    luminance = await luminance_once(page, lambda value: value < 40)
    check(luminance < 40, f"the open tab turned dark ({luminance:.0f})")
    await page.emulate_media(color_scheme="light")
    luminance = await luminance_once(page, lambda value: value > 215)
    check(luminance > 215, f"and light again ({luminance:.0f})")
    await page.close()


async def click_center(page, rect):
    await page.mouse.click(rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2)


async def test_bar_buttons_toggle_dark_mode_and_right_to_left(browser):
    print("the bar's buttons toggle dark mode and right-to-left")
    page = await open_app(browser, "light")
    button = await box(page, "toggle-dark-mode")
    check(button is not None, "the dark-mode button is in the bar")
    await click_center(page, button)
    luminance = await luminance_once(page, lambda value: value < 40)
    check(luminance < 40, f"the dark-mode button turns the app dark ({luminance:.0f})")

    before = await row_title_box(page, "million-item-grid")
    check(before is not None and before["x"] < 30, f"a row's title starts at the left margin ({before})")
    await click_center(page, await box(page, "toggle-right-to-left"))
    await settle(page, quiet_ms=500)
    after = await row_title_box(page, "million-item-grid")
    check(
        after is not None and after["x"] > 150 and after["x"] + after["width"] > 360,
        f"right-to-left moves the row's title to the right margin ({after})",
    )
    await page.screenshot(path=str(SHOTS / "traits-dark-rtl.png"))

    await click_center(page, await box(page, "toggle-right-to-left"))
    # The bar mirrors back to left-to-right: find the dark-mode button where it is drawn after that, not before
    # (clicking its right-to-left place missed it on a loaded machine).
    await settle(page, quiet_ms=500)
    await click_center(page, await box(page, "toggle-dark-mode"))
    await settle(page, quiet_ms=500)
    restored = await row_title_box(page, "million-item-grid")
    check(restored is not None and restored["x"] < 30, f"toggling again restores left-to-right ({restored})")
    luminance = await luminance_once(page, lambda value: value > 215)
    check(luminance > 215, f"and light ({luminance:.0f})")
    await page.close()


async def main():
    return await run_suite(
        test_dark_browser_opens_dark,
        test_scheme_change_switches_the_open_tab,
        test_bar_buttons_toggle_dark_mode_and_right_to_left,
    )


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

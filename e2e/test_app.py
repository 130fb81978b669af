"""End-to-end tests of the Gallery's `app` screen in headless Chromium: on a phone its split view controller is
collapsed into a navigation controller listing the screens, which pushes one when its row is tapped and pops it with
the back button or a swipe from the left edge; on the controls screen the switch toggles and the pop-up button's
menu opens and changes the selection; resizing the viewport to a desktop expands the split view into a sidebar
beside the chosen screen, and back to a phone collapses it again.

Run with the Gallery serving at OCV_E2E_URL. Screenshots go to e2e/screenshots/.
"""

import asyncio
import sys


from test_gallery import PHONE, SHOTS, box, check, failures, open_screen, run_suite, settle, text_of


async def shown(page, accessibility_id):
    """Whether an element with the accessibility identifier is drawn inside the viewport."""
    element = page.locator(f'[data-a="{accessibility_id}"]').first
    if await element.count() == 0:
        return False
    found = await element.bounding_box()
    if found is None or found["width"] <= 0 or found["height"] <= 0:
        return False
    viewport = page.viewport_size
    return found["x"] < viewport["width"] and found["x"] + found["width"] > 0 and found["y"] < viewport["height"]


async def tap_element(page, accessibility_id, quiet_ms=600):
    found = await box(page, accessibility_id)
    if found is None:
        check(False, f"{accessibility_id} is on the page to tap")
        return False
    await page.mouse.click(found["x"] + found["width"] / 2, found["y"] + found["height"] / 2)
    await settle(page, quiet_ms=quiet_ms)
    return True


async def push_controls(page):
    await tap_element(page, "gallery-row-controls")
    return await shown(page, "controls-switch")


async def test_push_and_pop(browser):
    print("app: push by tapping a row, pop with the back button and with an edge swipe")
    SHOTS.mkdir(exist_ok=True)
    page = await open_screen(browser, "app")
    check(await shown(page, "gallery-row-controls"), "the app lists the controls screen")
    check(await push_controls(page), "tapping its row pushes the controls screen")
    check(await shown(page, "navigation-back-button"), "the pushed screen has a back button")
    await tap_element(page, "navigation-back-button")
    check(await shown(page, "gallery-row-controls"), "the back button pops back to the list")
    check(not await shown(page, "controls-switch"), "the controls screen is gone after the pop")

    check(await push_controls(page), "the controls screen is pushed again")
    await page.mouse.move(5, 420)
    await page.mouse.down()
    for step in range(1, 21):
        await page.mouse.move(5 + step * 15, 420)
        await page.wait_for_timeout(16)
    await page.mouse.up()
    await settle(page, quiet_ms=600)
    check(await shown(page, "gallery-row-controls"), "a swipe from the left edge past half the width pops it")
    check(not await shown(page, "controls-switch"), "the controls screen is gone after the swipe")
    await page.close()


async def test_controls(browser):
    print("app: the controls screen's switch and pop-up button")
    page = await open_screen(browser, "app")
    check(await push_controls(page), "the controls screen is pushed")
    before = await text_of(page, "controls-switch-value")
    await tap_element(page, "controls-switch")
    after = await text_of(page, "controls-switch-value")
    check(before == "Off" and after == "On", f"tapping the switch turns it on ({before!r} → {after!r})")

    # The buttons are further down: scroll the screen until the pop-up button shows.
    for _ in range(6):
        if await shown(page, "controls-pop-up"):
            found = await box(page, "controls-pop-up")
            if found["y"] + found["height"] < 600:
                break
        await page.mouse.move(195, 500)
        await page.mouse.wheel(0, 200)
        await settle(page, quiet_ms=400)
    check(await shown(page, "controls-pop-up"), "the pop-up button scrolls into view")
    check("Medium" in (await text_of(page, "controls-pop-up") or ""), "the pop-up button shows its selection")
    await tap_element(page, "controls-pop-up")
    check(await shown(page, "menu-item-Large"), "tapping the pop-up button opens its menu")
    menu = await box(page, "menu-item-Large")
    check(menu is not None and abs(menu["width"] - 250) < 1, f"the menu is 250 points wide ({menu and menu['width']})")
    await page.screenshot(path=str(SHOTS / "app-controls-menu.png"))
    await tap_element(page, "menu-item-Large")
    check(not await shown(page, "menu-item-Large"), "choosing an element closes the menu")
    value = await text_of(page, "controls-pop-up-value")
    title = await text_of(page, "controls-pop-up")
    check(value == "Large", f"the element's handler ran ({value!r})")
    check("Large" in (title or ""), f"the pop-up button shows the new selection ({title!r})")
    await page.close()


DESKTOP = {"width": 1280, "height": 800}


async def resize(page, viewport):
    await page.set_viewport_size(viewport)
    await page.wait_for_timeout(300)
    await settle(page, quiet_ms=600)


async def test_split_view_collapses_and_expands(browser):
    print("app: a split view on a desktop, a navigation stack on a phone, moving between them as the window resizes")
    page = await open_screen(browser, "app", viewport=DESKTOP)
    index = await box(page, "gallery-index")
    check(index is not None and index["x"] == 0 and abs(index["width"] - 320) < 1,
          f"the sidebar is the 320-point primary column ({index})")
    check(await shown(page, "gallery-placeholder"), "the secondary column asks to choose a screen")
    check(not await shown(page, "navigation-back-button"), "no back button beside the sidebar")
    await tap_element(page, "gallery-row-controls")
    check(await shown(page, "controls-switch"), "choosing a row shows its screen in the secondary column")
    check(await shown(page, "gallery-row-controls"), "the sidebar stays beside it")
    switch = await box(page, "controls-switch")
    check(switch is not None and switch["x"] >= 320, f"the screen is right of the sidebar ({switch})")
    await page.screenshot(path=str(SHOTS / "app-split-desktop.png"))

    await resize(page, PHONE)
    check(await shown(page, "controls-switch"), "on a phone the chosen screen stays on top")
    check(await shown(page, "navigation-back-button"), "with a back button to the list")
    check(not await shown(page, "gallery-row-controls"), "the list is behind it")
    await page.screenshot(path=str(SHOTS / "app-split-phone.png"))
    await tap_element(page, "navigation-back-button")
    check(await shown(page, "gallery-row-controls"), "Back shows the list")

    await resize(page, DESKTOP)
    check(await shown(page, "gallery-row-controls"), "on a desktop again the sidebar shows")
    check(await shown(page, "controls-switch"), "beside the last chosen screen")
    await page.close()


async def main():
    return await run_suite(test_push_and_pop, test_controls, test_split_view_collapses_and_expands)


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

"""End-to-end tests of seed 000's drag-and-drop screen in headless Chromium: a long press lifts a card, dragging it
within its collection view reorders it, and dragging it to the other collection view copies it.

Run with the Gallery started (suite "dnd"): OCV_E2E_URL=http://127.0.0.1:PORT e2e/.venv/bin/python e2e/test_dnd.py
"""

import asyncio
import sys

from playwright.async_api import async_playwright

from test_gallery import SHOTS, check, failures, open_screen, settle

DESKTOP = {"width": 1024, "height": 768}
SLUG = "drag-and-drop"


async def box(page, identifier):
    element = page.locator(f'[data-a="{identifier}"]').first
    if await element.count() == 0:
        return None
    return await element.bounding_box()


def center(b):
    return (b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)


async def long_press_drag(page, start, end, steps=30):
    """Presses until the card lifts (past UIKit's half second), drags slowly and lets go."""
    await page.mouse.move(*start)
    await page.mouse.down()
    await page.wait_for_timeout(800)
    for step in range(1, steps + 1):
        fraction = step / steps
        await page.mouse.move(start[0] + (end[0] - start[0]) * fraction, start[1] + (end[1] - start[1]) * fraction)
        await page.wait_for_timeout(20)
    await page.wait_for_timeout(300)
    await page.mouse.up()


async def test_reorder_by_dragging(browser):
    print("reorder by dragging")
    page = await open_screen(browser, SLUG, DESKTOP)
    beach = await box(page, "dnd-albums-Beach")
    harbour = await box(page, "dnd-albums-Harbour")
    check(beach is not None and harbour is not None, "the albums show Beach and Harbour")
    if beach and harbour:
        await long_press_drag(page, center(beach), center(harbour))
        await settle(page, quiet_ms=600)
        moved = await box(page, "dnd-albums-Beach")
        check(moved is not None and abs(moved["x"] - harbour["x"]) < 2 and abs(moved["y"] - harbour["y"]) < 2,
              f"Beach now sits where Harbour was ({moved} vs {harbour})")
        await page.screenshot(path=str(SHOTS / "drag-and-drop-reordered.png"))
    await page.close()


async def test_drag_between_collection_views(browser):
    print("drag between collection views")
    page = await open_screen(browser, SLUG, DESKTOP)
    forest = await box(page, "dnd-albums-Forest")
    aurora = await box(page, "dnd-cloud-Aurora")
    check(forest is not None and aurora is not None, "both collections show their cards")
    if forest and aurora:
        await long_press_drag(page, center(forest), center(aurora))
        await settle(page, quiet_ms=600)
        copied = await box(page, "dnd-cloud-Forest")
        original = await box(page, "dnd-albums-Forest")
        check(copied is not None, "Forest was copied into the cloud collection")
        check(original is not None, "the album keeps its Forest")
        await page.screenshot(path=str(SHOTS / "drag-and-drop-copied.png"))
    await page.close()


async def main():
    SHOTS.mkdir(exist_ok=True)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium")
        await test_reorder_by_dragging(browser)
        await test_drag_between_collection_views(browser)
        await browser.close()
    if failures:
        print(f"{len(failures)} failure(s)")
        sys.exit(1)
    print("all passed")


if __name__ == "__main__":
    asyncio.run(main())

"""End-to-end tests of swipe actions, alerts and action sheets in headless Chromium: a pointer drag swipes a row or a
tile aside to reveal its actions, tapping Delete asks for a confirmation, confirming removes the row.

Run through e2e/run.sh (suite "swipe"), which starts the Gallery; or by hand with OCV_E2E_URL pointing at a running
Gallery. Screenshots go to OCV_E2E_ARTIFACTS (e2e/artifacts by default).
"""

import asyncio
import sys


from test_gallery import ARTIFACTS, BASE, check, failures, open_screen, settle, run_suite


async def box_of(page, accessibility_id):
    element = page.locator(f'[data-a="{accessibility_id}"]').first
    if await element.count() == 0:
        return None
    return await element.bounding_box()


async def swipe(page, row, distance, steps=20, hold_ms=250):
    """A slow horizontal finger drag across `row` (a bounding box) by `distance` points, ending still."""
    y = row["y"] + row["height"] / 2
    start_x = row["x"] + row["width"] - 20 if distance < 0 else row["x"] + 20
    await page.mouse.move(start_x, y)
    await page.mouse.down()
    for step in range(1, steps + 1):
        await page.mouse.move(start_x + distance * step / steps, y)
        await page.wait_for_timeout(16)
    await page.wait_for_timeout(hold_ms)
    await page.mouse.up()
    await settle(page, quiet_ms=500)


async def tap(page, target):
    await page.mouse.click(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2)
    await settle(page, quiet_ms=500)


async def test_seed_list_swipe_to_delete_with_confirmation(browser):
    print("seed 003's list: swipe to delete, confirm")
    page = await open_screen(browser, "lists-seed")
    row = await box_of(page, "row-4")
    check(row is not None, "the list shows item 4")
    await swipe(page, row, -110)
    delete = await box_of(page, "swipe-action-Delete")
    check(delete is not None and abs(delete["x"] + delete["width"] - (row["x"] + row["width"])) <= 1,
          f"a swipe to the left reveals Delete at the row's trailing edge ({delete})")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    await page.screenshot(path=str(ARTIFACTS / "swipe-list-open.png"))
    if delete is None:
        await page.close()
        return
    await tap(page, delete)
    confirm = await box_of(page, "alert-action-confirm")
    cancel = await box_of(page, "alert-action-cancel")
    check(confirm is not None and cancel is not None, "tapping Delete asks for a confirmation")
    await page.screenshot(path=str(ARTIFACTS / "swipe-list-alert.png"))
    if confirm is None:
        await page.close()
        return
    check(abs(confirm["width"] + cancel["width"] - 270) <= 2, "the alert's two buttons share its 270 points")
    await tap(page, confirm)
    await settle(page, quiet_ms=800)
    check(await box_of(page, "alert-action-confirm") is None, "the alert is dismissed")
    check(await box_of(page, "row-4") is None, "confirming deletes the row")
    check(await box_of(page, "row-5") is not None, "the other rows stay")
    await page.close()


async def test_seed_list_swipe_to_add(browser):
    print("seed 003's list: swipe to add")
    page = await open_screen(browser, "lists-seed")
    row = await box_of(page, "row-1")
    await swipe(page, row, 110)
    add = await box_of(page, "swipe-action-Add")
    check(add is not None and abs(add["x"] - row["x"]) <= 1, f"a swipe to the right reveals Add at the leading edge")
    if add is not None:
        await tap(page, add)
        await settle(page, quiet_ms=800)
        check(await box_of(page, "row-1Add1") is not None, "tapping Add inserts a row after it")
    await page.close()


async def test_grid_swipe_with_action_sheet(browser):
    print("flow-layout grid: swipe, action sheet")
    page = await open_screen(browser, "swipe-actions")
    tile = await box_of(page, "tile-Tile 3")
    check(tile is not None, "the grid shows Tile 3")
    await swipe(page, tile, -0.6 * tile["width"])
    delete = await box_of(page, "swipe-action-Delete")
    check(delete is not None, "a swipe on a tile reveals its actions (from the delegate)")
    if delete is None:
        await page.close()
        return
    await tap(page, delete)
    sheet_delete = await box_of(page, "alert-action-Delete")
    sheet_cancel = await box_of(page, "alert-action-Cancel")
    check(sheet_delete is not None and sheet_cancel is not None, "an action sheet asks for a confirmation")
    await page.screenshot(path=str(ARTIFACTS / "swipe-grid-sheet.png"))
    if sheet_delete is None:
        await page.close()
        return
    check(sheet_cancel["y"] > sheet_delete["y"] + sheet_delete["height"], "the cancel button sits below, apart")
    await tap(page, sheet_delete)
    await settle(page, quiet_ms=800)
    check(await box_of(page, "tile-Tile 3") is None, "confirming deletes the tile")
    check(await box_of(page, "tile-Tile 4") is not None, "the other tiles stay")
    await page.close()


async def main():
    return await run_suite(
        test_seed_list_swipe_to_delete_with_confirmation,
        test_seed_list_swipe_to_add,
        test_grid_swipe_with_action_sheet,
    )


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

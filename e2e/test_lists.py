"""End-to-end tests of the Gallery's list screens in headless Chromium: every list screen draws its rows; outline
disclosures and header rows expand and collapse (seed 003's list and the outline); editing shows delete controls and
grabbers, a delete control removes its row and a grabber drags its row to another place; pulling seed 003's list down
refreshes it once.

Run with the Gallery serving at OCV_E2E_URL (e2e/run.sh, suite "lists"). Screenshots go to e2e/screenshots/.
"""

import asyncio
import sys


from test_gallery import SHOTS, box, check, failures, open_screen, run_suite, settle

LIST_SCREENS = ["lists-seed", "lists-appearances", "lists-outline", "lists-settings", "lists-editing", "lists-chinese"]


async def present(page, accessibility_id):
    """Whether an element with the accessibility identifier is drawn on screen."""
    element = page.locator(f'[data-a="{accessibility_id}"]').first
    if await element.count() == 0:
        return False
    found = await element.bounding_box()
    return found is not None and found["height"] > 0 and found["y"] < 844


async def accessory_in(page, row_id, kind):
    """The box of the accessory of `kind` drawn inside the row with identifier `row_id`."""
    row = await box(page, row_id)
    boxes = await page.eval_on_selector_all(
        f'[data-a="accessory-{kind}"]',
        "els => els.map(e => { const r = e.getBoundingClientRect(); "
        "return {x: r.x, y: r.y, width: r.width, height: r.height, opacity: getComputedStyle(e).opacity}; })")
    for found in boxes:
        centre_y = found["y"] + found["height"] / 2
        if row["y"] <= centre_y <= row["y"] + row["height"] and found["width"] > 0:
            return found
    return None


async def tap(page, x, y):
    await page.mouse.click(x, y)
    await settle(page, quiet_ms=400)


async def test_every_list_screen(browser):
    print("list screens draw")
    SHOTS.mkdir(exist_ok=True)
    for slug in LIST_SCREENS:
        page = await open_screen(browser, slug)
        cells = await page.locator('[data-k="UICollectionViewListCell"]').count()
        check(cells >= 3, f"{slug} draws its list cells ({cells})")
        await page.screenshot(path=str(SHOTS / f"{slug}.png"))
        await page.close()


async def test_seed_list_expands_and_collapses(browser):
    print("seed 003's list: a header row collapses and expands its section")
    page = await open_screen(browser, "lists-seed")
    check(await present(page, "row-0"), "section 1 shows its rows")
    header = await box(page, "row-Section1")
    await tap(page, header["x"] + 100, header["y"] + header["height"] / 2)
    check(not await present(page, "row-0"), "tapping the header row collapses the section")
    moved = await box(page, "row-Section2")
    check(moved["y"] < header["y"] + 3 * header["height"], "the next section moved up")
    await tap(page, header["x"] + 100, header["y"] + header["height"] / 2)
    check(await present(page, "row-0"), "tapping it again expands the section")
    await page.close()


async def test_outline_disclosure(browser):
    print("outline: disclosures expand and collapse children")
    page = await open_screen(browser, "lists-outline")
    check(not await present(page, "node-Emoji explorer"), "a collapsed parent hides its children")
    chevron = await accessory_in(page, "node-Outline", "outlineDisclosure")
    check(chevron is not None, "the parent row shows an outline disclosure")
    if chevron:
        await tap(page, chevron["x"] + chevron["width"] / 2, chevron["y"] + chevron["height"] / 2)
        check(await present(page, "node-Emoji explorer"), "tapping the disclosure shows the children")
        child = await box(page, "node-Emoji explorer")
        parent = await box(page, "node-Outline")
        check(child["y"] > parent["y"], "children show under their parent")
        log = await page.locator('[data-a="outline-log"]').first.text_content()
        check("willExpandItem: Outline" in (log or ""), f"the data source's willExpandItem ran ({log!r})")
        await page.screenshot(path=str(SHOTS / "lists-outline-expanded.png"))
        chevron = await accessory_in(page, "node-Outline", "outlineDisclosure")
        await tap(page, chevron["x"] + chevron["width"] / 2, chevron["y"] + chevron["height"] / 2)
        check(not await present(page, "node-Emoji explorer"), "tapping it again hides them")
    header = await box(page, "node-Compositional layout")
    check(await present(page, "node-Getting started"), "the first section is expanded")
    await tap(page, header["x"] + 60, header["y"] + header["height"] / 2)
    check(not await present(page, "node-Getting started"), "tapping the section's header row collapses it")
    await page.close()


async def test_seed_list_pull_to_refresh(browser):
    print("seed 003's list: pulling down past the threshold refreshes once")
    page = await open_screen(browser, "lists-seed")
    start = (200, 220)
    await page.mouse.move(*start)
    await page.mouse.down()
    for step in range(1, 41):
        await page.mouse.move(start[0], start[1] + 520 * step / 40)
        await page.wait_for_timeout(20)
    await page.wait_for_timeout(300)
    await page.mouse.up()
    await settle(page, quiet_ms=400)
    check(await present(page, "row-Refresh1"), "the refresh adds its row")
    check(await page.locator('[data-a="row-Refresh2"]').count() == 0, "one pull refreshes once")
    await page.wait_for_timeout(1500)
    await settle(page, quiet_ms=600)
    spinners = page.locator('[data-a="seed-refresh"]')
    spinner = await spinners.first.bounding_box() if await spinners.count() else None
    print(f"  spinner after the refresh: {spinner}")
    check(spinner is None or spinner["y"] + spinner["height"] <= 1, "the spinner goes away when the refresh ends")
    await page.close()


async def test_editing_delete_and_reorder(browser):
    print("editing: delete controls and grabbers")
    page = await open_screen(browser, "lists-editing")
    check(await accessory_in(page, "fruit-Apple", "delete") is None
          or (await accessory_in(page, "fruit-Apple", "delete"))["opacity"] == "0",
          "no delete control before editing")
    edit = await box(page, "edit-button")
    await tap(page, edit["x"] + edit["width"] / 2, edit["y"] + edit["height"] / 2)
    await settle(page, quiet_ms=600)
    delete = await accessory_in(page, "fruit-Apple", "delete")
    check(delete is not None and delete["opacity"] != "0", "editing shows the delete control")
    grabber = await accessory_in(page, "fruit-Banana", "reorder")
    check(grabber is not None and grabber["opacity"] != "0", "editing shows the grabber")
    await page.screenshot(path=str(SHOTS / "lists-editing-on.png"))
    if delete:
        await tap(page, delete["x"] + delete["width"] / 2, delete["y"] + delete["height"] / 2)
        await settle(page, quiet_ms=600)
        check(not await present(page, "fruit-Apple"), "the delete control removes its row")
    grabber = await accessory_in(page, "fruit-Banana", "reorder")
    if grabber:
        row = await box(page, "fruit-Banana")
        start = (grabber["x"] + grabber["width"] / 2, grabber["y"] + grabber["height"] / 2)
        end = (start[0], start[1] + row["height"] * 2.4)
        await page.mouse.move(*start)
        await page.mouse.down()
        for step in range(1, 16):
            await page.mouse.move(start[0], start[1] + (end[1] - start[1]) * step / 15)
            await page.wait_for_timeout(20)
        await page.wait_for_timeout(200)
        await page.mouse.up()
        await settle(page, quiet_ms=600)
        order = await page.locator('[data-a="fruit-order"]').first.text_content()
        check((order or "").startswith("Cherry, Date, Banana"), f"dragging the grabber reorders the rows ({order!r})")
    await page.close()


async def main():
    return await run_suite(
        test_every_list_screen,
        test_seed_list_expands_and_collapses,
        test_outline_disclosure,
        test_seed_list_pull_to_refresh,
        test_editing_delete_and_reorder,
    )


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

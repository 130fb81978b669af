"""End-to-end tests of the Gallery's compositional-layout screens in headless Chromium: every screen draws, and the
orthogonal rows scroll sideways by touch and by wheel, coming to rest where their scrolling behaviour says.

Run through e2e/run.sh (suite "compositional"), which starts the Gallery. Screenshots go to e2e/screenshots/.
"""

import asyncio
import sys


from test_gallery import BASE, SHOTS, check, failures, open_screen, settle, run_suite

DESKTOP = {"width": 1024, "height": 768}
ORTHOGONAL = "compositional-orthogonal-behaviors"


async def cell_box(page, section, item):
    element = page.locator(f'[data-a="cell-{section}-{item}"]').first
    if await element.count() == 0:
        return None
    return await element.bounding_box()


async def drag(page, start, end, steps=20, hold_ms=250):
    """A slow finger drag that ends still (no flick), so where the row rests is decided by its snapping alone."""
    await page.mouse.move(*start)
    await page.mouse.down()
    for step in range(1, steps + 1):
        fraction = step / steps
        await page.mouse.move(start[0] + (end[0] - start[0]) * fraction, start[1] + (end[1] - start[1]) * fraction)
        await page.wait_for_timeout(16)
    await page.wait_for_timeout(hold_ms)
    await page.mouse.up()


async def test_every_compositional_screen(browser):
    print("compositional screens")
    page = await browser.new_page(viewport=DESKTOP)
    await page.goto(BASE + "/")
    links = await page.eval_on_selector_all("#screens a", "links => links.map(a => a.getAttribute('href'))")
    await page.close()
    slugs = [href.rsplit("/", 1)[-1] for href in links if "/compositional-" in href]
    check(len(slugs) >= 13, f"the index lists the compositional catalogue ({len(slugs)} screens)")
    SHOTS.mkdir(exist_ok=True)
    for slug in slugs:
        page = await open_screen(browser, slug, DESKTOP)
        cells = await page.locator('[data-a^="cell-"]').count()
        check(cells >= 2, f"{slug} draws its cells ({cells})")
        await page.screenshot(path=str(SHOTS / f"{slug}.png"))
        await page.close()


async def test_orthogonal_rows_by_touch(browser):
    print("orthogonal rows by touch")
    page = await open_screen(browser, ORTHOGONAL, DESKTOP)
    # Section 0 scrolls continuously: a drag moves the row and it stays where the finger left it.
    first = await cell_box(page, 0, 0)
    check(first is not None, "the continuous row shows its first item")
    y = first["y"] + first["height"] / 2
    await drag(page, (700, y), (500, y))
    await settle(page)
    moved = await cell_box(page, 0, 0)
    check(moved is not None and first["x"] - moved["x"] > 150, f"a drag moves the continuous row ({first['x']} → "
          f"{moved and moved['x']})")
    below = await cell_box(page, 1, 0)
    check(below is not None and abs(below["x"] - first["x"]) < 1, "the rows below did not move")

    # Section 3 pages by group: a drag of 60% of a group comes to rest with the next group at the leading inset.
    group = await cell_box(page, 3, 0)
    check(group is not None, "the group-paging row shows its first item")
    y = group["y"] + group["height"] / 2
    distance = 0.6 * (group["width"] + 10)
    await drag(page, (800, y), (800 - distance, y))
    await settle(page, quiet_ms=500)
    second = await cell_box(page, 3, 1)
    check(second is not None and abs(second["x"] - group["x"]) <= 1,
          f"group paging rests on the next group ({second and second['x']} vs {group['x']})")
    await page.close()


async def test_orthogonal_rows_by_wheel(browser):
    print("orthogonal rows by wheel")
    page = await open_screen(browser, ORTHOGONAL, DESKTOP)
    scroll_before = await page.evaluate("window.scrollY")
    group = await cell_box(page, 3, 0)
    y = group["y"] + group["height"] / 2
    await page.mouse.move(500, y)
    for _ in range(6):
        await page.mouse.wheel(0.6 * group["width"] / 6, 0)
        await page.wait_for_timeout(16)
    await settle(page, quiet_ms=600)
    second = await cell_box(page, 3, 1)
    check(second is not None and abs(second["x"] - group["x"]) <= 1,
          f"a sideways wheel over a group-paging row snaps to a group ({second and second['x']} vs {group['x']})")
    untouched = await cell_box(page, 0, 0)
    check(untouched is not None and untouched["x"] == group["x"], "other rows stay where they were")
    check(await page.evaluate("window.scrollY") == scroll_before, "the page itself does not scroll")
    await page.close()


async def main():
    return await run_suite(
        test_every_compositional_screen,
        test_orthogonal_rows_by_touch,
        test_orthogonal_rows_by_wheel,
    )


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

"""Accessibility in the browser: axe-core (Deque's engine) finds no serious or critical violation on any Gallery
screen at 390×844 and 1280×800; the mirror of the window's accessibility tree gives the million grid a grid role
with the count of all its rows, list rows their places, buttons and headings their roles and names; an assistive
technology's click on a mirrored button reaches the view; the keyboard reaches the window's focus system.
Writes e2e/artifacts/axe.json."""

import asyncio
import json
import sys

from axe_playwright_python.async_playwright import Axe

from test_gallery import ARTIFACTS, BASE, check, run_suite, settle

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


async def screen_slugs(browser):
    page = await browser.new_page()
    await page.goto(BASE + "/")
    slugs = await page.eval_on_selector_all("#screens a", "links => links.map(a => a.getAttribute('href').split('/').pop())")
    await page.close()
    return slugs


async def open_mirrored(browser, slug, viewport):
    page = await browser.new_page(viewport=viewport)
    await page.goto(f"{BASE}/screen/{slug}")
    await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=15000)
    await page.wait_for_function("document.querySelectorAll('#ocv-ax [data-ax]').length > 0", timeout=15000)
    await settle(page)
    await page.wait_for_timeout(300)
    return page


async def test_axe_on_every_screen(browser):
    print("axe-core: no serious or critical violations on any screen at phone and desktop sizes")
    axe = Axe()
    report = {}
    slugs = await screen_slugs(browser)
    total = 0
    for viewport, name in [(PHONE, "phone"), (DESKTOP, "desktop")]:
        for slug in slugs:
            try:
                page = await open_mirrored(browser, slug, viewport)
            except Exception as error:
                check(False, f"{slug} ({name}) shows its accessibility mirror ({error!r})")
                continue
            results = await axe.run(page)
            serious = [
                {"id": violation["id"], "impact": violation["impact"], "nodes": len(violation["nodes"]),
                 "example": violation["nodes"][0]["html"][:160] if violation["nodes"] else ""}
                for violation in results.response["violations"] if violation["impact"] in ("serious", "critical")
            ]
            report[f"{slug}@{name}"] = serious
            total += sum(item["nodes"] for item in serious)
            if serious:
                check(False, f"{slug} ({name}): {serious}")
            await page.close()
    (ARTIFACTS / "axe.json").write_text(json.dumps(report, indent=2))
    check(total == 0, f"{len(report)} screen sizes checked, {total} serious or critical violations")


async def test_mirror_roles_and_counts(browser):
    print("the mirror: roles, names and counts a screen reader needs")
    page = await open_mirrored(browser, "million-item-grid", PHONE)
    snapshot = await page.locator("#ocv-ax").aria_snapshot()
    (ARTIFACTS / "aria-million-item-grid.yml").write_text(snapshot)
    grid = await page.evaluate(
        "(() => { const g = document.querySelector('#ocv-ax [role=grid]');"
        " return g ? [+g.getAttribute('aria-rowcount'), +g.getAttribute('aria-colcount')] : null; })()")
    # UIKit's data table reports rows and columns of all items (UIAccessibilityContainerDataTable), not the visible.
    check(grid is not None and grid[0] * grid[1] >= 1_000_000,
          f"the million grid reports all its rows and columns ({grid})")
    await page.close()
    page = await open_mirrored(browser, "app", PHONE)
    snapshot = await page.locator("#ocv-ax").aria_snapshot()
    (ARTIFACTS / "aria-app.yml").write_text(snapshot)
    check("heading" in snapshot, "the navigation bar's title is a heading")
    check("listitem" in snapshot or "row" in snapshot, f"the app screen's list is a list")
    await page.close()
    page = await open_mirrored(browser, "controls", PHONE)
    snapshot = await page.locator("#ocv-ax").aria_snapshot()
    (ARTIFACTS / "aria-controls.yml").write_text(snapshot)
    check("switch" in snapshot, "a UISwitch is a switch")
    check("slider" in snapshot, "a UISlider is a slider")
    check("button" in snapshot, "buttons are buttons")
    await page.close()


async def test_activation_reaches_the_view(browser):
    print("an assistive technology's click on a mirrored switch flips it")
    page = await open_mirrored(browser, "controls", PHONE)
    switch = page.locator("#ocv-ax [role=switch]").first
    before = await switch.get_attribute("aria-checked")
    await switch.dispatch_event("click")
    await page.wait_for_function(
        f"(document.querySelector('#ocv-ax [role=switch]') || {{}}).getAttribute && document.querySelector('#ocv-ax [role=switch]').getAttribute('aria-checked') !== {json.dumps(before)}",
        timeout=5000)
    after = await page.locator("#ocv-ax [role=switch]").first.get_attribute("aria-checked")
    check(before != after, f"the switch's state follows ({before} → {after})")
    await page.close()


async def headings(page):
    return await page.eval_on_selector_all("#ocv-ax [role=heading]", "els => els.map(e => e.textContent)")


async def test_keyboard_walk(browser):
    print("keyboard only: Tab into the list, arrow down, Return opens a screen, Escape returns")
    page = await open_mirrored(browser, "app", PHONE)
    check("Gallery" in await headings(page), f"the app screen's title is read as a heading ({await headings(page)})")
    await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    # The third row, "A million-item grid", is pushed: its title becomes the heading.
    await page.wait_for_function(
        "[...document.querySelectorAll('#ocv-ax [role=heading]')].some(e => e.textContent.includes('million'))",
        timeout=10000)
    check(True, f"Return opened the focused row's screen ({await headings(page)})")
    await page.wait_for_timeout(600)
    await page.keyboard.press("Escape")
    await page.wait_for_function(
        "[...document.querySelectorAll('#ocv-ax [role=heading]')].some(e => e.textContent === 'Gallery')",
        timeout=10000)
    check(True, "Escape went back to the list")
    await page.close()


async def main():
    return await run_suite(
        test_mirror_roles_and_counts, test_activation_reaches_the_view, test_keyboard_walk, test_axe_on_every_screen)


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

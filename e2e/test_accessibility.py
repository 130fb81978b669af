"""Accessibility in the browser: axe-core (Deque's engine) finds no serious or critical violation on any Gallery
screen at 390×844 and 1280×800; the mirror of the window's accessibility tree gives the million grid a grid role
with the count of all its rows, list rows their places, buttons and headings their roles and names; an assistive
technology's click on a mirrored button reaches the view; the keyboard reaches the window's focus system, and the
mirror's focus follows it (and it follows the page's); a keyboard-only walk flips a switch, moves a slider, selects
grid items and reorders through the "Move up"/"Move down" custom actions; committed ARIA snapshots of every screen
at 390×844, taken during the axe walk (e2e/aria/*.yml, rewritten with OCV_UPDATE_ARIA=1). Writes e2e/artifacts/axe.json."""

import asyncio
import difflib
import json
import os
import re
import sys
from pathlib import Path

from axe_playwright_python.async_playwright import Axe

from test_gallery import ARTIFACTS, BASE, PagePool, check, run_suite, settle

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


async def screen_slugs(browser):
    page = await browser.new_page()
    await page.goto(BASE + "/")
    slugs = await page.eval_on_selector_all("#screens a", "links => links.map(a => a.getAttribute('href').split('/').pop())")
    await page.close()
    return slugs


async def open_mirrored(browser, slug, viewport, pool=None):
    """The screen loaded at `viewport` with its accessibility mirror drawn: what the page sent answered and no frame
    for 300 ms, then 300 ms more for the mirror's last look at the tree. From `pool` when one is given (the caller gives the page back)."""
    page = await pool.take(viewport) if pool else await browser.new_page(viewport=viewport)
    try:
        await page.goto(f"{BASE}/screen/{slug}")
        await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
        await page.wait_for_function("document.querySelectorAll('#ocv-ax [data-ax]').length > 0", timeout=45000)
    except Exception:
        await (pool.give(page) if pool else page.close())
        raise
    await settle(page)
    await page.wait_for_timeout(300)
    return page


async def test_axe_on_every_screen(browser):
    print("axe-core: no serious or critical violations on any screen at phone and desktop sizes")
    axe = Axe()
    report = {}
    slugs = await screen_slugs(browser)
    # A few pages at a time: most of a page's time is spent loading and waiting for its mirror.
    at_once = asyncio.Semaphore(int(os.environ.get("OCV_E2E_AXE_PAGES_AT_ONCE", "2")))
    pool = PagePool(browser)

    async def check_page(slug, viewport, name):
        async with at_once:
            # A page whose mirror has not come within the wait on a loaded machine (CI runs a second lane beside this
            # one) is opened once more before it counts as a failure; a screen that never shows one fails twice.
            page = None
            for attempt in range(2):
                try:
                    page = await open_mirrored(browser, slug, viewport, pool)
                    break
                except Exception as error:
                    if attempt == 1:
                        check(False, f"{slug} ({name}) shows its accessibility mirror ({error!r})")
                        return 0
                    print(f"  retry {slug} ({name}): no mirror yet ({error!r})")
            if name == "phone":
                await compare_aria_snapshot(page, slug)
            results = await axe.run(page)
            serious = [
                {"id": violation["id"], "impact": violation["impact"], "nodes": len(violation["nodes"]),
                 "example": violation["nodes"][0]["html"][:160] if violation["nodes"] else ""}
                for violation in results.response["violations"] if violation["impact"] in ("serious", "critical")
            ]
            report[f"{slug}@{name}"] = serious
            if serious:
                check(False, f"{slug} ({name}): {serious}")
            await pool.give(page)
            return sum(item["nodes"] for item in serious)

    counts = await asyncio.gather(*(
        check_page(slug, viewport, name)
        for viewport, name in [(PHONE, "phone"), (DESKTOP, "desktop")] for slug in slugs))
    total = sum(counts)
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
    # The bar's buttons come first in reading order (Full Keyboard Access reaches them); Tab on into the list.
    for _ in range(6):
        await page.keyboard.press("Tab")
        await settle(page, quiet_ms=150)
        if await page.evaluate("!!(document.activeElement && document.activeElement.closest"
                               " && document.activeElement.closest('#ocv-ax [role=list] [data-ax]'))"):
            break
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    # The third row, "A million-item grid", is pushed: its title becomes the heading.
    await page.wait_for_function(
        "[...document.querySelectorAll('#ocv-ax [role=heading]')].some(e => e.textContent.includes('million'))",
        timeout=10000)
    check(True, f"Return opened the focused row's screen ({await headings(page)})")
    # The page's title follows the window's shown screen, and the screen change is announced (UIKit posts
    # .screenChanged after a push; the live region speaks the new screen's title).
    await page.wait_for_function("document.title.includes('million')", timeout=10000)
    # The announcement comes when the push's transition has finished, a few frames after the title.
    await page.wait_for_function(
        "document.getElementById('ocv-ax-live').textContent.includes('million')", timeout=10000)
    spoken = await page.evaluate("document.getElementById('ocv-ax-live').textContent")
    check("million" in spoken, f"the page's title became the pushed screen's ({await page.title()!r}); "
          f"the live region announced it ({spoken!r})")
    await page.wait_for_timeout(600)
    await page.keyboard.press("Escape")
    await page.wait_for_function(
        "[...document.querySelectorAll('#ocv-ax [role=heading]')].some(e => e.textContent === 'Gallery')",
        timeout=10000)
    check(True, "Escape went back to the list")
    await page.wait_for_function("document.title === 'Gallery'", timeout=10000)
    check(True, "the page's title followed back to the list's (Gallery)")
    await page.close()


ARIA_DIR = Path(__file__).resolve().parent / "aria"
# Every screen's mirror is snapshotted at 390×844 during the axe walk. The part of the mirror to snapshot, where not
# all of it (the million grid's frame-rate readout changes every second), and screens whose content moves by itself
# (the banner scrolls on a timer, the sort steps on one): their numbers and their items' names are masked, so the
# snapshot holds their structure, roles and labels.
ARIA_PART = {"million-item-grid": "#ocv-ax [role=grid]"}
ARIA_MOVING = {"endless-banner", "insertion-sort"}


def aria_normalised(slug, snapshot):
    if snapshot is None or slug not in ARIA_MOVING:
        return snapshot
    snapshot = re.sub(r'(row|gridcell) "[^"]*"', r'\1 "…"', snapshot)
    return re.sub(r"\d+", "#", snapshot)


async def settled_snapshot(page, selector, expected, attempts=40, slug=None):
    """The mirror's ARIA snapshot once it has caught up: the mirror follows the window a frame or two behind, and on
    a loaded machine a screen's last cells can reach it after the page looked quiet. Taken again (every 250 ms, up
    to 10 s) until it is the expected one, or, with nothing expected, the same twice running; the last one taken
    otherwise, for the diff."""
    snapshot = None
    for _ in range(attempts):
        previous, snapshot = snapshot, aria_normalised(slug, await page.locator(selector).first.aria_snapshot())
        if snapshot == expected or (expected is None and snapshot == previous):
            break
        await page.wait_for_timeout(250)
    return snapshot


async def compare_aria_snapshot(page, slug):
    """The screen's mirror against its committed snapshot (e2e/aria/<slug>.yml; OCV_UPDATE_ARIA=1 rewrites them)."""
    update = os.environ.get("OCV_UPDATE_ARIA") == "1"
    path = ARIA_DIR / f"{slug}.yml"
    expected = path.read_text().rstrip("\n") if path.exists() else None
    selector = ARIA_PART.get(slug, "#ocv-ax")
    snapshot = await settled_snapshot(page, selector, None if update else expected, slug=slug)
    (ARTIFACTS / f"aria-{slug}.yml").write_text(snapshot + "\n")
    if update or not path.exists():
        path.write_text(snapshot + "\n")
        check(update, f"{slug}: snapshot written to {path.name}" + ("" if update else " (was missing)"))
    else:
        difference = "\n".join(difflib.unified_diff(expected.splitlines(), snapshot.splitlines(),
                                                   "expected", "got", lineterm=""))
        check(snapshot == expected, f"{slug}: the mirror matches {path.name}"
              + ("" if snapshot == expected else "\n" + difference))


async def test_million_grid_counts(browser):
    print("the million grid's mirror counts all its rows, and mirrors only the visible cells")
    page = await open_mirrored(browser, "million-item-grid", PHONE)
    counts = await page.evaluate(
        "(() => { const g = document.querySelector('#ocv-ax [role=grid]');"
        " const r = g.querySelector('[role=row]');"
        " return [g.getAttribute('aria-rowcount'), g.getAttribute('aria-colcount'), r && r.getAttribute('aria-rowindex'),"
        " g.querySelectorAll('[role=gridcell]').length]; })()")
    check(counts[0] == "250000" and counts[1] == "4" and counts[2] == "1" and 0 < counts[3] <= 64,
          f"the million grid is 250,000 rows of 4 (row 1 of 250,000 first), only the visible cells mirrored ({counts})")
    await page.close()


async def mirror_state(page):
    return await page.evaluate("window.__ocvMirrorState()")


async def active_ax(page):
    return await page.evaluate("document.activeElement && document.activeElement.dataset.ax ? "
                               "+document.activeElement.dataset.ax : 0")


async def test_focus_in_the_mirror(browser):
    print("focus: UIKit's focused item holds the page's focus; the page's focus moved by an assistive technology moves UIKit's")
    page = await open_mirrored(browser, "million-item-grid", PHONE)
    await page.keyboard.press("Tab")
    await page.wait_for_function("window.__ocvMirrorState().focus !== 0", timeout=5000)
    state = await mirror_state(page)
    check(state["focus"] == await active_ax(page), f"Tab focused a cell and its mirrored element has the page's focus ({state})")
    first_text = await page.evaluate("document.activeElement.textContent")
    await page.keyboard.press("ArrowDown")
    await page.wait_for_function(f"window.__ocvMirrorState().focus !== {state['focus']}", timeout=5000)
    moved = await page.evaluate("document.activeElement.textContent")
    check(moved != first_text and await active_ax(page) == (await mirror_state(page))["focus"],
          f"an arrow key moved UIKit's focus and the page's followed ({first_text!r} → {moved!r})")
    # Along the row too: the focus search asks the layout only near the focused cell, so a million items do not
    # slow ArrowRight (it once walked the whole column band).
    below = (await mirror_state(page))["focus"]
    await page.keyboard.press("ArrowRight")
    await page.wait_for_function(f"window.__ocvMirrorState().focus !== {below}", timeout=5000)
    beside = await page.evaluate("document.activeElement.textContent")
    check(beside.strip() == str(int(moved.strip()) + 1), f"ArrowRight moved to the next cell in the row ({moved!r} → {beside!r})")
    # An assistive technology puts the page's focus on another cell (a cell that is not one element is the grid
    # cell itself, its label inside it): UIKit's focus follows.
    target = await page.evaluate(
        "(() => { const cells = [...document.querySelectorAll('#ocv-ax [role=gridcell][data-ax]')];"
        " const el = cells.find(e => e.textContent === '9'); el.focus(); return +el.dataset.ax; })()")
    await page.wait_for_function(f"window.__ocvMirrorState().focus === {target}", timeout=5000)
    check(True, "the page's focus on item 9 moved UIKit's focus there")
    await page.keyboard.press("Space")
    await page.wait_for_function(
        "[...document.querySelectorAll('#ocv-ax [role=gridcell]')].some(c => c.getAttribute('aria-selected') === 'true'"
        " && c.textContent.startsWith('9'))", timeout=5000)
    check(True, "Space on the focused grid cell selected it (aria-selected true)")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await page.wait_for_function(
        "[...document.querySelectorAll('#ocv-ax [role=gridcell]')].some(c => c.getAttribute('aria-selected') === 'true'"
        " && c.textContent.startsWith('13'))", timeout=5000)
    check(True, "ArrowDown then Return selected the item below (13)")
    await page.close()


async def test_keyboard_controls(browser):
    print("keyboard only: flip a switch, move a slider")
    page = await open_mirrored(browser, "controls", PHONE)
    switch = page.locator("#ocv-ax [role=switch]").first
    before = await switch.get_attribute("aria-checked")
    await switch.focus()
    await page.keyboard.press("Space")
    await page.wait_for_function(
        f"document.querySelector('#ocv-ax [role=switch]').getAttribute('aria-checked') !== {json.dumps(before)}",
        timeout=5000)
    check(True, f"Space on the focused switch flipped it ({before} → {await page.locator('#ocv-ax [role=switch]').first.get_attribute('aria-checked')})")
    slider = page.locator("#ocv-ax [role=slider]").first
    value = await slider.get_attribute("aria-valuenow")
    await slider.focus()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await page.wait_for_function(
        f"document.querySelector('#ocv-ax [role=slider]').getAttribute('aria-valuenow') !== {json.dumps(value)}",
        timeout=5000)
    after = await page.locator("#ocv-ax [role=slider]").first.get_attribute("aria-valuenow")
    check(float(after) > float(value), f"ArrowRight on the focused slider raised it ({value} → {after})")
    await page.close()


async def open_actions(page, cell_text):
    """Puts the page's focus on the grid cell reading `cell_text` (as a screen reader's cursor does) and opens its
    actions with Shift+F10; answers the menu's item names."""
    await page.evaluate(
        "(text) => [...document.querySelectorAll('#ocv-ax [role=gridcell]')].find(c => c.textContent === text)"
        ".focus()", cell_text)
    await page.keyboard.press("Shift+F10")
    await page.wait_for_function("!!document.querySelector('#ocv-ax-menu [role=menu]')", timeout=5000)
    return await page.eval_on_selector_all("#ocv-ax-menu [role=menuitem]", "items => items.map(i => i.textContent)")


async def test_keyboard_reordering(browser):
    print("keyboard only: reorder through the custom actions Move up / Move down (UIKit has no keyboard reordering),"
          " offered as the cell's actions menu (Shift+F10), as VoiceOver's actions rotor offers them")
    page = await open_mirrored(browser, "reordering", PHONE)
    order = "[...document.querySelectorAll('#ocv-ax [role=gridcell]')].map(c => c.textContent).filter(t => /^\\d+$/.test(t)).slice(0, 3).join(',')"
    before = await page.evaluate(order)
    cell = await page.evaluate(
        "(() => { const c = [...document.querySelectorAll('#ocv-ax [role=gridcell]')].find(c => c.textContent === '2');"
        " return c ? [c.querySelectorAll('button').length, c.getAttribute('aria-keyshortcuts'),"
        " c.getAttribute('aria-haspopup'), c.getAttribute('aria-description')] : null; })()")
    check(cell == [0, "Shift+F10", "menu", "Actions available"],
          f"a cell's actions are not buttons read on every row: it says 'Actions available' and opens them ({cell})")
    items = await open_actions(page, "2")
    check(items == ["Move up", "Move down"], f"Shift+F10 opened item 2's actions as a menu ({items})")
    await page.keyboard.press("Enter")
    await page.wait_for_function(f"{order} === '2,1,3'", timeout=5000)
    check(before == "1,2,3", f"Return on Move up moved item 2 before item 1 ({before} → 2,1,3)")
    closed = await page.evaluate("!document.querySelector('#ocv-ax-menu [role=menu]')")
    check(closed, "choosing an action closed the menu")
    items = await open_actions(page, "2")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Space")
    await page.wait_for_function(f"{order} === '1,2,3'", timeout=5000)
    check(items[-1] == "Move down", f"ArrowDown then Space on Move down moved it back ({items})")
    await open_actions(page, "3")
    await page.keyboard.press("Escape")
    await page.wait_for_function("!document.querySelector('#ocv-ax-menu [role=menu]')", timeout=5000)
    focused = await page.evaluate("document.activeElement.textContent")
    check(focused == "3", f"Escape closed the menu and gave the focus back to the cell ({focused!r})")
    await page.close()


async def test_disclosure_and_landmarks(browser):
    print("expandable headers are disclosure buttons with their state; bars are landmarks; the screen has a title")
    page = await open_mirrored(browser, "lists-seed", PHONE)
    header = "document.querySelector('#ocv-ax [role=heading] [role=button][aria-expanded]')"
    state = await page.evaluate(f"{header} && [{header}.textContent, {header}.getAttribute('aria-expanded')]")
    check(state is not None and state[1] == "true",
          f"a collapsible section header is a heading holding a disclosure button, expanded ({state})")
    # An assistive technology's click on the disclosure button collapses the section (UIKit's header tap).
    await page.evaluate(f"{header}.click()")
    await page.wait_for_function(
        f"[...document.querySelectorAll('#ocv-ax [role=heading] [role=button]')].some(b => b.textContent ==="
        f" {json.dumps(state[0] if state else '')} && b.getAttribute('aria-expanded') === 'false')", timeout=5000)
    check(True, f"clicking it collapsed the section ({state and state[0]}: aria-expanded false)")
    await page.close()
    page = await open_mirrored(browser, "app", DESKTOP)
    landmarks = await page.evaluate(
        "[...document.querySelectorAll('#ocv-ax [role=navigation], #ocv-ax [role=main]')]"
        ".map(e => e.getAttribute('role') + ':' + (e.getAttribute('aria-label') || ''))")
    check("main:" in landmarks and "navigation:Gallery" in landmarks,
          f"the navigation bar is a navigation landmark named by its title, the rest the main one ({landmarks})")
    levels = await page.evaluate(
        "[...document.querySelectorAll('#ocv-ax [role=heading]')].map(e => e.getAttribute('aria-level') + ':' +"
        " e.textContent)")
    check("1:Gallery" in levels and not any(level.endswith(":") for level in levels),
          f"the bar's title is the level-1 heading, and no heading is empty ({levels})")
    await page.close()
    page = await open_mirrored(browser, "compositional-orthogonal-behaviors", PHONE)
    read = await page.evaluate(
        "[...document.querySelectorAll('#ocv-ax [role=gridcell]')].map(e => e.textContent).slice(0, 4)")
    # VoiceOver reads a compositional layout's sections in order, each header before its items.
    check(read == ["Continuous", "0", "1", "Continuous, stopping at group leading boundaries"],
          f"orthogonal sections are read in section order, each title first ({read})")
    await page.close()


async def main():
    return await run_suite(
        test_mirror_roles_and_counts, test_activation_reaches_the_view, test_keyboard_walk, test_focus_in_the_mirror,
        test_keyboard_controls, test_keyboard_reordering, test_disclosure_and_landmarks, test_million_grid_counts,
        test_axe_on_every_screen)


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

"""The keyboard alone, as iOS's Full Keyboard Access makes an app usable (issue 35): real key presses only — no
`focus()` or clicks from script. On a fresh load of every Gallery screen at 390×844, Tab puts UIKit's focus (and the
page's, on its mirrored element) on a control or an item; on the app screen Tab reaches the bar's buttons, Return
on a row opens its screen with the focus inside it, and Escape comes back with the focus on that row. Writes
e2e/artifacts/keyboard.json (what the first Tab focused on each screen)."""

import asyncio
import json
import os
import sys

from test_accessibility import PHONE, headings, screen_slugs
from test_gallery import ARTIFACTS, BASE, PagePool, check, run_suite, settle

# What the page's focus is on: the mirrored element's role and its name (its label, else its text).
FOCUSED = """(() => {
    const state = window.__ocvMirrorState ? window.__ocvMirrorState() : { focus: 0 };
    const el = document.activeElement;
    const mirrored = el && el.closest && el.closest('#ocv-ax [data-ax]');
    return { focus: state.focus,
             role: mirrored ? (mirrored.getAttribute('role') || mirrored.tagName.toLowerCase()) : null,
             name: mirrored ? (mirrored.getAttribute('aria-label') || mirrored.textContent || '').trim().slice(0, 60)
                            : null,
             textInput: !!(el && el.tagName === 'TEXTAREA'),
             inCollection: !!(mirrored && mirrored.parentElement &&
                              mirrored.parentElement.closest('[role=list],[role=grid],[role=tree],[role=table]')) };
})()"""


async def focused(page):
    return await page.evaluate(FOCUSED)


async def press(page, key):
    """A real key press, then the server's answer to it and the frame it drew."""
    await page.keyboard.press(key)
    await settle(page, quiet_ms=150)


async def open_loaded(pool, slug):
    page = await pool.take(PHONE)
    await page.goto(f"{BASE}/screen/{slug}")
    await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
    await page.wait_for_function("document.querySelectorAll('#ocv-ax [data-ax]').length > 0", timeout=45000)
    await settle(page)
    return page


async def test_tab_reaches_a_control_on_every_screen(browser):
    print("every screen: Tab from a fresh load focuses a control or an item (UIKit's focus and the page's)")
    slugs = await screen_slugs(browser)
    pool = PagePool(browser)
    at_once = asyncio.Semaphore(int(os.environ.get("OCV_E2E_KEYBOARD_PAGES_AT_ONCE", "2")))
    report = {}

    async def visit(slug):
        async with at_once:
            page = await open_loaded(pool, slug)
            try:
                await press(page, "Tab")
                state = await focused(page)
                if state["focus"] == 0:  # the first frame's layout can still be settling on a loaded machine
                    await press(page, "Tab")
                    state = await focused(page)
                report[slug] = state
                reached = state["focus"] != 0 and (state["role"] is not None or state["textInput"])
                check(reached, f"{slug}: Tab focused {state['role']} {state['name']!r}")
            finally:
                await pool.give(page)

    await asyncio.gather(*(visit(slug) for slug in slugs))
    (ARTIFACTS / "keyboard.json").write_text(json.dumps(report, indent=1, sort_keys=True) + "\n")
    check(len(report) == len(slugs), f"every one of the {len(slugs)} screens was tried ({len(report)})")


async def test_app_bar_buttons_push_and_back(browser):
    print("app screen: Tab reaches the bar's buttons; Return opens a row's screen with the focus in it; Escape "
          "returns the focus to the row")
    pool = PagePool(browser)
    page = await open_loaded(pool, "app")
    seen = []
    for _ in range(6):
        await press(page, "Tab")
        state = await focused(page)
        seen.append((state["role"], state["name"]))
    check(("button", "Dark appearance") in seen and ("button", "Right-to-left layout") in seen,
          f"Tab reaches the navigation bar's buttons ({seen})")
    # Into the list, then down two rows.
    for _ in range(6):
        if (await focused(page))["inCollection"]:
            break
        await press(page, "Tab")
    first = await focused(page)
    await press(page, "ArrowDown")
    await press(page, "ArrowDown")
    row = await focused(page)
    check(row["inCollection"] and row["name"] and row["name"] != first["name"],
          f"the arrows move along the list's rows ({first['name']!r} → {row['name']!r})")
    await page.keyboard.press("Enter")
    await page.wait_for_function(
        "[...document.querySelectorAll('#ocv-ax [role=heading]')].every(e => e.textContent !== 'Gallery')",
        timeout=10000)
    await page.wait_for_timeout(600)  # the push animation
    await settle(page)
    inside = await focused(page)
    check(inside["focus"] != 0 and inside["name"] not in ("Back", "Gallery") and inside["name"] != row["name"],
          f"the pushed screen took the focus ({inside}, headings {await headings(page)})")
    await page.keyboard.press("Escape")
    await page.wait_for_function(
        "[...document.querySelectorAll('#ocv-ax [role=heading]')].some(e => e.textContent === 'Gallery')",
        timeout=10000)
    await page.wait_for_timeout(600)  # the pop animation
    await settle(page)
    back = await focused(page)
    check(back["name"] == row["name"], f"Escape went back with the focus on the row it came from ({row} → {back})")
    await pool.give(page)


async def main():
    return await run_suite(test_tab_reaches_a_control_on_every_screen, test_app_bar_buttons_push_and_back)


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

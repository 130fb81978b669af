"""End-to-end tests of the browser's history following the window's navigation (docs/WebHost.md, "Browser
history"), on the Gallery's `app` screen in headless Chromium: choosing two screens adds two history entries and
puts each screen's route in the URL (`/screen/app/<slug>`); the browser's Back twice returns to the list and
Forward shows the screen again; on a phone a tap pushes (an entry), the app's own back button pops (history goes
back with it), Forward pushes again, Alt+← and the mouse's back and forward buttons go through history; reloading a
pushed screen's URL (or opening it fresh) opens that screen, and an unknown route falls back to the list.

Run with the Gallery serving at OCV_E2E_URL. Screenshots go to e2e/screenshots/.
"""

import asyncio
import sys

from test_app import DESKTOP, shown, tap_element
from test_gallery import BASE, PHONE, SHOTS, check, open_screen, run_suite, settle

# Whether the element with an accessibility identifier is drawn inside the viewport (what `shown` checks), as a
# page function to wait on.
SHOWN = """id => {
    const el = document.querySelector(`[data-a="${id}"]`);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.x < innerWidth && r.right > 0 && r.y < innerHeight && r.bottom > 0;
}"""
# Whether a drawn navigation bar title reads `title`.
TITLED = """title => [...document.querySelectorAll('[data-a="navigation-title"]')].some(el => {
    const r = el.getBoundingClientRect();
    return el.textContent.includes(title) && r.width > 0 && r.x >= 0 && r.x < innerWidth;
})"""

CONTROLS = "Controls: switch, segments, slider, stepper, pages"
AUTO_LAYOUT = "Auto Layout: constraints and stack views"


async def wait_until(page, script, arg, what, timeout=5000):
    """Waits for the page function to hold; a check of `what` either way."""
    try:
        await page.wait_for_function(script, arg=arg, timeout=timeout)
        check(True, what)
        return True
    except Exception:
        check(False, what)
        return False


async def wait_path(page, path, what):
    ok = await wait_until(page, "p => location.pathname === p", path, f"{what}: the URL is {path}")
    if not ok:
        print("     the URL is", await page.evaluate("location.pathname"))
    return ok


async def wait_route(page, route, what):
    """Waits until the window's route, as its frames last said, is `route`."""
    await wait_until(page, "r => window.__ocv.history && window.__ocv.history.route === r", route,
                     f"{what}: the window's route is {route!r}")


async def wait_shown(page, accessibility_id, what):
    await wait_until(page, SHOWN, accessibility_id, what)


async def wait_gone(page, accessibility_id, what):
    await wait_until(page, f"id => !({SHOWN})(id)", accessibility_id, what)


async def mouse_button(page, button):
    """Presses and releases the mouse's `back` (3) or `forward` (4) button in the middle of the page. Headless
    Chromium sends no DOM events for those buttons from its input pipeline (the DevTools protocol's `back` and
    `forward` buttons reach no listener), so the events a real press makes are dispatched on the stage."""
    number = {"back": 3, "forward": 4}[button]
    await page.evaluate(
        """button => {
            const stage = document.getElementById("stage");
            const at = { bubbles: true, cancelable: true, composed: true, clientX: 200, clientY: 400, button };
            stage.dispatchEvent(new PointerEvent("pointerdown", { ...at, pointerId: 1, pointerType: "mouse",
                buttons: button === 3 ? 8 : 16 }));
            stage.dispatchEvent(new MouseEvent("mousedown", { ...at, buttons: button === 3 ? 8 : 16 }));
            stage.dispatchEvent(new PointerEvent("pointerup", { ...at, pointerId: 1, pointerType: "mouse" }));
            stage.dispatchEvent(new MouseEvent("mouseup", at));
        }""", number)


async def test_back_and_forward_on_a_desktop(browser):
    print("history: two screens chosen in the sidebar, Back twice to the list, Forward again")
    page = await open_screen(browser, "app", viewport=DESKTOP)
    await wait_route(page, "", "the list alone")
    start = await page.evaluate("history.length")
    await tap_element(page, "gallery-row-controls")
    await wait_path(page, "/screen/app/controls", "choosing the controls screen")
    await wait_shown(page, "controls-switch", "the controls screen shows")
    await tap_element(page, "gallery-row-auto-layout")
    await wait_path(page, "/screen/app/auto-layout", "choosing the Auto Layout screen")
    await wait_until(page, TITLED, AUTO_LAYOUT, "the Auto Layout screen's title is drawn")
    length = await page.evaluate("history.length")
    check(length == start + 2, f"two history entries were added ({start} → {length})")
    await page.screenshot(path=str(SHOTS / "history-desktop-pushed.png"))

    await page.go_back()
    await wait_path(page, "/screen/app/controls", "Back once")
    await wait_route(page, "controls", "Back once")
    await wait_shown(page, "controls-switch", "Back once shows the controls screen again")
    await wait_until(page, TITLED, CONTROLS, "with its title drawn")
    await page.go_back()
    await wait_path(page, "/screen/app", "Back twice")
    await wait_route(page, "", "Back twice")
    await wait_shown(page, "gallery-placeholder", "Back twice returns to the list with nothing chosen")
    await wait_gone(page, "controls-switch", "the controls screen is gone")

    await page.go_forward()
    await wait_path(page, "/screen/app/controls", "Forward")
    await wait_shown(page, "controls-switch", "Forward shows the controls screen again")
    await page.go_forward()
    await wait_path(page, "/screen/app/auto-layout", "Forward again")
    await wait_until(page, TITLED, AUTO_LAYOUT, "Forward again shows the Auto Layout screen")
    check(await page.evaluate("history.length") == length, "going back and forth added no entries")
    await page.close()


async def test_push_pop_and_keys_on_a_phone(browser):
    print("history: on a phone a tap pushes, the app's back button pops, Forward pushes, Alt+← and mouse buttons")
    page = await open_screen(browser, "app", viewport=PHONE)
    start = await page.evaluate("history.length")
    await tap_element(page, "gallery-row-controls")
    await wait_path(page, "/screen/app/controls", "tapping a row pushes its screen")
    await wait_shown(page, "navigation-back-button", "the pushed screen has a back button")
    check(await page.evaluate("history.length") == start + 1, "the push added a history entry")

    # The app's own back button: history goes back with the stack, so Forward can push again.
    await tap_element(page, "navigation-back-button")
    await wait_path(page, "/screen/app", "the app's back button")
    await wait_until(page, "() => window.__ocv.history.index === 0", None, "history went back to the list's entry")
    await wait_shown(page, "gallery-row-controls", "the list shows")
    await page.go_forward()
    await wait_path(page, "/screen/app/controls", "Forward after the app's back button")
    await wait_shown(page, "controls-switch", "Forward pushes the controls screen again")
    await wait_shown(page, "navigation-back-button", "with its back button")

    # The browser's Back pops the pushed screen in the window.
    await page.go_back()
    await wait_path(page, "/screen/app", "Back")
    await wait_shown(page, "gallery-row-controls", "Back pops to the list")
    await wait_gone(page, "navigation-back-button", "no back button on the list")

    await mouse_button(page, "forward")
    await wait_path(page, "/screen/app/controls", "the mouse's forward button")
    await wait_shown(page, "controls-switch", "the mouse's forward button pushes the screen again")
    await page.keyboard.press("Alt+ArrowLeft")
    await wait_path(page, "/screen/app", "Alt+←")
    await wait_shown(page, "gallery-row-controls", "Alt+← pops to the list")
    await page.keyboard.press("Alt+ArrowRight")
    await wait_path(page, "/screen/app/controls", "Alt+→")
    await mouse_button(page, "back")
    await wait_path(page, "/screen/app", "the mouse's back button")
    await wait_shown(page, "gallery-row-controls", "the mouse's back button pops to the list")
    # Forward and at once Back, before the window has answered the Forward: the Back wins.
    await page.keyboard.press("Alt+ArrowRight")
    await mouse_button(page, "back")
    await settle(page)
    await page.wait_for_timeout(500)
    await settle(page)
    await wait_path(page, "/screen/app", "Forward then Back before the answer")
    await wait_shown(page, "gallery-row-controls", "Forward then Back before the answer leaves the list")
    check(await page.evaluate("history.length") == start + 1, "moving through history added no entries")
    await page.close()


async def test_reload_and_links(browser):
    print("history: reloading a pushed screen's URL opens it; a link to one opens it; an unknown route is the list")
    page = await open_screen(browser, "app", viewport=PHONE)
    await tap_element(page, "gallery-row-controls")
    await wait_path(page, "/screen/app/controls", "tapping a row pushes its screen")
    await page.reload()
    await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
    await wait_route(page, "controls", "after the reload")
    await wait_shown(page, "controls-switch", "the reload opens the pushed screen")
    await wait_shown(page, "navigation-back-button", "pushed over the list")
    await settle(page)
    check(await page.evaluate("location.pathname") == "/screen/app/controls", "the URL stays the screen's")
    await page.screenshot(path=str(SHOTS / "history-phone-reloaded.png"))
    await page.go_back()
    await wait_path(page, "/screen/app", "Back after the reload")
    await wait_shown(page, "gallery-row-controls", "Back after the reload pops to the list")
    await page.close()

    page = await browser.new_page(viewport=DESKTOP)
    await page.goto(f"{BASE}/screen/app/auto-layout")
    await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
    await wait_until(page, TITLED, AUTO_LAYOUT, "a link to a screen opens it beside the sidebar")
    await wait_gone(page, "gallery-placeholder", "instead of the placeholder")
    await page.close()

    page = await browser.new_page(viewport=PHONE)
    await page.goto(f"{BASE}/screen/app/no-such-screen")
    await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
    await wait_path(page, "/screen/app", "an unknown route is replaced by what shows")
    await wait_shown(page, "gallery-row-controls", "the list shows")
    check(await shown(page, "gallery-row-controls"), "the tab stays open on the list")
    check(await page.evaluate("window.__ocv.closed") is None, "the socket was not closed")
    await page.close()

    page = await browser.new_page(viewport=PHONE)
    response = await page.goto(f"{BASE}/screen/app/..%2Fx%3Cy%3E")
    check(response is not None and response.status == 404, "a path that is not a route is not found")
    response = await page.goto(f"{BASE}/screen/no-such-screen/controls")
    check(response is not None and response.status == 404, "an unknown screen with a route is not found")
    await page.close()


async def main():
    return await run_suite(test_back_and_forward_on_a_desktop, test_push_pop_and_keys_on_a_phone,
                           test_reload_and_links)


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

"""End-to-end tests of text input: the Gallery's "Search with UISearchController" screen in headless Chromium. A click
on the search field makes the server report a focused text input, and the client focuses its hidden textarea; keys
typed with page.keyboard.type filter the list live; an input method's composition (Chrome DevTools'
Input.imeSetComposition, then synthetic composition events) shows marked text and commits Chinese; the scope bar
narrows the list; copy puts the selection on the clipboard; a paste event brings text in; Cancel ends the search.

Run: start the Gallery, then OCV_E2E_URL=http://127.0.0.1:PORT e2e/.venv/bin/python e2e/test_textinput.py
Screenshots go to e2e/screenshots/.
"""

import asyncio
import sys


from test_gallery import SHOTS, box, check, failures, open_screen, settle, run_suite

SLUG = "search"


async def visible_people(page):
    return await page.evaluate(
        """() => [...document.querySelectorAll('[data-a^="person-"]')]
            .filter(el => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; })
            .map(el => el.dataset.a.slice(7))"""
    )


async def field_text(page):
    return await page.evaluate(
        """() => [...document.querySelectorAll('[data-a="search-field"] text')].map(t => t.textContent).join('')"""
    )


async def text_input_focused(page):
    return await page.evaluate("document.activeElement && document.activeElement.id === 'ocv-text-input'")


async def click_center(page, rect):
    await page.mouse.click(rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2)


async def test_typing_filters_the_list(browser):
    print("typing into the search field filters the list")
    page = await open_screen(browser, SLUG)
    everyone = await visible_people(page)
    check(len(everyone) > 10, f"the list shows people ({len(everyone)})")
    check(not await text_input_focused(page), "no text input is focused before the click")
    field = await box(page, "search-field")
    await click_center(page, field)
    await settle(page)
    check(await text_input_focused(page), "a click on the field focuses the page's text input")
    await page.keyboard.type("Ada")
    await settle(page, quiet_ms=500)
    people = await visible_people(page)
    check(people and all("ada" in name.lower() for name in people), f"typing 'Ada' keeps only matches ({people[:4]})")
    check((await field_text(page)).startswith("Ada"), f"the field shows the query ({await field_text(page)!r})")
    await page.screenshot(path=str(SHOTS / "search-typed.png"))
    for _ in range(3):
        await page.keyboard.press("Backspace")
    await settle(page, quiet_ms=500)
    restored = await visible_people(page)
    check(restored[:5] == everyone[:5], f"deleting the query brings everyone back ({restored[:3]})")
    await page.close()


async def test_composition_commits_chinese(browser):
    print("an input method composes Chinese")
    page = await open_screen(browser, SLUG)
    await click_center(page, await box(page, "search-field"))
    await settle(page)
    cdp = await page.context.new_cdp_session(page)
    await cdp.send("Input.imeSetComposition", {"text": "wang", "selectionStart": 4, "selectionEnd": 4})
    await settle(page)
    check("wang" in await field_text(page), f"the marked text shows in the field ({await field_text(page)!r})")
    await page.screenshot(path=str(SHOTS / "search-composing.png"))
    await cdp.send("Input.insertText", {"text": "王"})
    await settle(page, quiet_ms=500)
    text = await field_text(page)
    check(text.startswith("王") and "wang" not in text, f"committing leaves the Chinese text ({text!r})")
    people = await visible_people(page)
    check(people and all(name.startswith("王") for name in people), f"the list keeps the 王 family ({people[:4]})")

    # The same through synthetic composition events, as an input method without DevTools delivers them.
    await page.keyboard.press("Backspace")
    await settle(page)
    await page.evaluate(
        """() => {
            const input = document.getElementById('ocv-text-input');
            input.dispatchEvent(new CompositionEvent('compositionstart', { data: '' }));
            input.dispatchEvent(new CompositionEvent('compositionupdate', { data: 'li' }));
        }"""
    )
    await settle(page)
    check((await field_text(page)).startswith("li"), f"synthetic marked text shows ({await field_text(page)!r})")
    await page.evaluate(
        """() => document.getElementById('ocv-text-input')
            .dispatchEvent(new CompositionEvent('compositionend', { data: '李' }))"""
    )
    await settle(page, quiet_ms=500)
    people = await visible_people(page)
    check(people and all(name.startswith("李") for name in people), f"李 filters the list ({people[:4]})")
    await page.screenshot(path=str(SHOTS / "search-chinese.png"))
    await page.close()


async def test_scope_clipboard_and_cancel(browser):
    print("scope bar, copy, paste and cancel")
    page = await open_screen(browser, SLUG)
    await click_center(page, await box(page, "search-field"))
    await settle(page)
    await page.keyboard.type("a")
    await settle(page, quiet_ms=500)
    english = await page.evaluate(
        """() => { const t = [...document.querySelectorAll('text')].find(t => t.textContent === 'English' &&
              t.getBoundingClientRect().top < 140); if (!t) return null;
              const r = t.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }"""
    )
    check(english is not None, "the scope bar shows while searching")
    if english:
        await click_center(page, english)
        await settle(page, quiet_ms=500)
        people = await visible_people(page)
        check(people and all(name.isascii() for name in people), f"the English scope drops Chinese names ({people[:3]})")
    await click_center(page, await box(page, "search-field"))
    await settle(page)
    await page.keyboard.press("Control+a")
    await page.keyboard.press("Control+c")
    await settle(page)
    clipboard = await page.evaluate("window.__ocv.clipboard")
    check(clipboard == "a", f"copy sends the selection to the clipboard ({clipboard!r})")
    await page.evaluate(
        """() => { const data = new DataTransfer(); data.setData('text/plain', 'Emma');
            document.getElementById('ocv-text-input').dispatchEvent(
                new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })); }"""
    )
    await settle(page, quiet_ms=500)
    check((await field_text(page)).startswith("Emma"), f"a paste replaces the selection ({await field_text(page)!r})")
    people = await visible_people(page)
    check(people and all("emma" in name.lower() for name in people), f"the pasted query filters ({people[:3]})")
    cancel = await page.evaluate(
        """() => { const t = [...document.querySelectorAll('text')].find(t => t.textContent === 'Cancel');
              if (!t) return null; const r = t.getBoundingClientRect();
              return { x: r.x, y: r.y, width: r.width, height: r.height }; }"""
    )
    check(cancel is not None, "the Cancel button shows while searching")
    if cancel:
        await click_center(page, cancel)
        await settle(page, quiet_ms=500)
        check(not await text_input_focused(page), "Cancel ends editing: the page's text input lets go")
        check(len(await visible_people(page)) > 10, "Cancel brings everyone back")
    await page.close()


async def main():
    return await run_suite(
        test_typing_filters_the_list,
        test_composition_commits_chinese,
        test_scope_clipboard_and_cancel,
    )


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

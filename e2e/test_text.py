"""End-to-end tests of text in every script: the Gallery's "Text in every script" screen in headless Chromium. The
browser draws CJK and emoji with the very faces the server measured (Noto Sans CJK SC split out of Debian's
collection, Noto Color Emoji), so each SVG line's own length (getComputedTextLength) matches the server's width
(kept by the client as the line's data-w) within a point; the A+ button and the page's ?text= change Dynamic Type;
the Rich text screen's attributed labels are drawn as runs in their styles (bold, struck through, underlined,
kerned), each ending within a point of where the server placed the next.

Run: start the Gallery, then OCV_E2E_URL=http://127.0.0.1:PORT e2e/.venv/bin/python e2e/test_text.py
(or through e2e/run.sh, suite "text"). Screenshots go to e2e/screenshots/ (and OCV_E2E_ARTIFACTS).
"""

import asyncio
import re
import sys


from test_gallery import ARTIFACTS, BASE, PHONE, SHOTS, check, failures, settle, text_of, run_suite

SLUG = "text-scripts"
CJK = re.compile("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef\u3000-\u303f]")


async def open_text_screen(browser, query=""):
    page = await browser.new_page(viewport=PHONE)
    await page.goto(f"{BASE}/screen/{SLUG}{query}")
    await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
    # Load the fallback faces before measuring (the browser fetches a web font only once a character needs it).
    await page.evaluate(
        """async () => {
            await document.fonts.load('20px "Noto Sans CJK SC"', '集');
            await document.fonts.load('20px "Noto Color Emoji"', '😀');
            await document.fonts.ready;
        }"""
    )
    await settle(page)
    return page


async def measured_lines(page):
    """Every sample line: its text, the server's width and the browser's."""
    return await page.evaluate(
        """() => [...document.querySelectorAll('[data-a^="sample-"] text')].map(t => ({
            text: t.textContent, server: parseFloat(t.dataset.w), browser: t.getComputedTextLength(),
            family: t.getAttribute('font-family') }))"""
    )


def save(name):
    paths = [SHOTS / name]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    paths.append(ARTIFACTS / name)
    return paths


async def screenshot(page, name):
    SHOTS.mkdir(exist_ok=True)
    for path in save(name):
        await page.screenshot(path=str(path))


async def test_fonts_are_served(browser):
    print("fonts served")
    page = await browser.new_page()
    for name, magic in (("NotoSansCJKsc-Regular.otf", "OTTO"), ("NotoColorEmoji.ttf", "\x00\x01\x00\x00"),
                        ("DejaVuSans.ttf", "\x00\x01\x00\x00")):
        answer = await page.request.get(f"{BASE}/fonts/{name}")
        body = await answer.body()
        check(answer.status == 200 and body[:4] == magic.encode("latin-1"), f"/fonts/{name} is served ({answer.status})")
    answer = await page.request.get(f"{BASE}/fonts/NotoSansCJK-Regular.ttc")
    check(answer.status == 404, "the collection itself is not served (only its split-out face)")
    await page.close()


async def test_browser_widths_match_server(browser):
    print("browser widths match the server's")
    page = await open_text_screen(browser)
    lines = await measured_lines(page)
    check(len(lines) >= 8, f"the screen draws its samples ({len(lines)} lines)")
    cjk = [line for line in lines if CJK.search(line["text"])]
    check(len(cjk) >= 5, f"several lines hold CJK text ({len(cjk)})")
    worst = max((abs(line["server"] - line["browser"]) for line in cjk), default=99)
    for line in cjk:
        if abs(line["server"] - line["browser"]) > 1:
            print(f"       {line['text']!r}: server {line['server']:.2f}, browser {line['browser']:.2f}")
    check(worst <= 1, f"every CJK line's browser width is within 1 pt of the server's (worst {worst:.3f})")
    others = [line for line in lines if not CJK.search(line["text"])]
    worst_other = max((abs(line["server"] - line["browser"]) for line in others), default=0)
    for line in others:
        if abs(line["server"] - line["browser"]) > 1:
            print(f"       {line['text']!r}: server {line['server']:.2f}, browser {line['browser']:.2f}")
    check(worst_other <= 1, f"emoji and Latin lines match too (worst {worst_other:.3f})")
    check(all("Noto Sans CJK SC" in line["family"] for line in lines), "lines list the fallback faces")
    await screenshot(page, "text-scripts.png")
    await page.close()


async def test_dynamic_type_buttons(browser):
    print("Dynamic Type from the screen's buttons")
    page = await open_text_screen(browser)
    before = await page.locator('[data-a="cell-0-0"]').first.bounding_box()
    label = await text_of(page, "text-size")
    check("Large (default)" in label and "17 pt" in label, f"the screen starts at Large ({label!r})")
    for _ in range(2):
        button = await page.locator('[data-a="text-larger"]').first.bounding_box()
        await page.mouse.click(button["x"] + button["width"] / 2, button["y"] + button["height"] / 2)
        await settle(page)
    label = await text_of(page, "text-size")
    check("xxLarge" in label and "21 pt" in label, f"two taps on A+ reach xxLarge, body 21 pt ({label!r})")
    after = await page.locator('[data-a="cell-0-0"]').first.bounding_box()
    check(after["height"] > before["height"], f"the first row grew ({before['height']} → {after['height']})")
    await page.evaluate("document.fonts.ready")
    lines = [line for line in await measured_lines(page) if CJK.search(line["text"])]
    worst = max((abs(line["server"] - line["browser"]) for line in lines), default=99)
    check(worst <= 1, f"at xxLarge the CJK widths still match (worst {worst:.3f})")
    await screenshot(page, "text-scripts-xxlarge.png")
    await page.close()


async def test_text_query(browser):
    print("Dynamic Type from the page's ?text=")
    page = await open_text_screen(browser, "?text=accessibilityMedium")
    label = await text_of(page, "text-size")
    check("AX1" in label and "28 pt" in label, f"?text=accessibilityMedium shows AX1, body 28 pt ({label!r})")
    await screenshot(page, "text-scripts-ax1.png")
    await page.close()
    page = await browser.new_page(viewport=PHONE)
    await page.goto(f"{BASE}/screen/{SLUG}?text=gigantic")
    await page.wait_for_function("window.__ocv && window.__ocv.closed", timeout=45000)
    closed = await page.evaluate("window.__ocv.closed")
    check(closed["code"] == 1008 and "content size category" in closed["reason"],
          f"an unknown ?text= closes the socket with 1008 ({closed})")
    await page.close()


async def test_rich_text_runs(browser):
    print("rich text: each run of an attributed label is drawn where the server measured it, in its style")
    page = await browser.new_page(viewport=PHONE)
    await page.goto(f"{BASE}/screen/rich-text")
    await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
    await page.evaluate("""async () => { await document.fonts.load('20px "Noto Sans CJK SC"', '集');
        await document.fonts.ready; }""")
    await settle(page)
    runs = await page.evaluate(
        """() => [...document.querySelectorAll('.ocv-text tspan')].map(t => ({text: t.textContent,
            x: +t.getAttribute('x'), next: t.nextElementSibling ? +t.nextElementSibling.getAttribute('x') : null,
            length: t.getComputedTextLength(), decoration: t.getAttribute('text-decoration'),
            weight: t.getAttribute('font-weight'), spacing: t.getAttribute('letter-spacing')}))""")
    check(len(runs) > 10, f"attributed labels are drawn as runs ({len(runs)} tspans)")
    by_text = {run["text"]: run for run in runs}
    check(by_text.get("$40", {}).get("decoration") == "line-through", "the struck-through price is struck through")
    check(by_text.get("the documentation", {}).get("decoration") == "underline", "the link-styled run is underlined")
    check(by_text.get("Ada Lovelace", {}).get("weight") == "700", "the name is bold")
    kerned = [run for run in runs if run["spacing"]]
    check(kerned and kerned[0]["spacing"] == "4", f"the kerned capitals are spaced by 4 points ({kerned[:1]})")
    # The browser's own length of each run (the served fonts, kerning off, letter-spacing as the kern) ends within a
    # point of where the server put the next run of the line.
    worst = max((abs(run["x"] + run["length"] - run["next"]) for run in runs
                 if run["next"] is not None and run["next"] > run["x"] and not run["spacing"]), default=None)
    check(worst is not None and worst < 1.0, f"runs end where the server placed the next one (worst {worst:.2f} pt)"
          if worst is not None else "no line with two runs")
    await page.screenshot(path=str(SHOTS / "rich-text.png"))
    await page.close()


async def main():
    return await run_suite(
        test_rich_text_runs,
        test_fonts_are_served,
        test_browser_widths_match_server,
        test_dynamic_type_buttons,
        test_text_query,
    )


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

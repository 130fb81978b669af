"""Scale-out: deploy/run.sh starts nginx in front of two Gallery workers; 16 tabs spread over both; one worker is
stopped (SIGTERM) and its tabs reconnect through nginx to the other and draw again, while the tabs of the other
worker never notice. Writes e2e/artifacts/scaleout.json."""

import asyncio
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request

from test_gallery import ARTIFACTS, HERE, check, run_suite

BIN = os.environ.get("OCV_E2E_GALLERY_BIN")
TABS = 16


def free_port_block(count):
    """A port with the `count` ports after it free too (nginx on the first, the workers on the others)."""
    for _ in range(50):
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            base = sock.getsockname()[1]
        if base + count > 65535:
            continue
        try:
            for offset in range(1, count + 1):
                with socket.socket() as probe:
                    probe.bind(("127.0.0.1", base + offset))
            return base
        except OSError:
            continue
    raise RuntimeError("no free block of ports")


def tabs_of(port):
    return json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/status", timeout=5).read())["tabs"]


async def test_two_workers_behind_nginx(browser):
    print(f"scale-out: nginx and two workers; {TABS} tabs spread over both; one worker stops, its tabs move")
    port = free_port_block(2)
    log = open(ARTIFACTS / "deploy.log", "w")
    deploy = subprocess.Popen(
        [str(HERE.parent / "deploy" / "run.sh"), "--port", str(port), "--workers", "2"],
        env={**os.environ, "GALLERY": BIN}, stdout=subprocess.PIPE, stderr=log, text=True, start_new_session=True)
    workers = {}
    try:
        for line in deploy.stdout:
            log.write(line)
            match = re.match(r"worker (\d+): pid (\d+) on 127\.0\.0\.1:(\d+)", line)
            if match:
                workers[int(match.group(1))] = (int(match.group(2)), int(match.group(3)))
            if line.startswith("nginx:"):
                break
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=0.5)
                break
            except OSError:
                time.sleep(0.1)
        check(len(workers) == 2, f"two workers started ({workers})")
        pages = []
        for index in range(TABS):
            page = await browser.new_page(viewport={"width": 390, "height": 600})
            await page.goto(f"http://127.0.0.1:{port}/screen/million-item-grid")
            pages.append(page)
        for page in pages:
            await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=30000)
        counts = {number: tabs_of(worker_port) for number, (_, worker_port) in workers.items()}
        check(sum(counts.values()) == TABS and all(count > 0 for count in counts.values()),
              f"the tabs are spread over both workers ({counts})")
        stopped_pid, stopped_port = workers[1]
        moved = counts[1]
        os.kill(stopped_pid, signal.SIGTERM)
        started = time.monotonic()
        while tabs_of(workers[2][1]) < TABS and time.monotonic() - started < 30:
            await asyncio.sleep(0.1)
        for page in pages:
            await page.wait_for_function(
                "window.__ocv.connections === 1 || (window.__ocv.connections === 2 && !window.__ocv.reconnecting)",
                timeout=30000)
        reconnected = [page for page in pages if await page.evaluate("window.__ocv.connections") == 2]
        took = time.monotonic() - started
        check(len(reconnected) == moved,
              f"exactly the stopped worker's tabs reconnected ({len(reconnected)} of {moved}, in {took:.1f} s)")
        for page in reconnected:
            codes = await page.evaluate("window.__ocv.closeCodes")
            check(codes[:1] == [1001], f"a moved tab was closed with 1001 ({codes})")
        check(tabs_of(workers[2][1]) == TABS, f"the other worker now holds every tab ({tabs_of(workers[2][1])})")
        drew = 0
        for page in pages:
            frames = await page.evaluate("window.__ocv.frames")
            await page.mouse.move(195, 300)
            await page.mouse.wheel(0, 300)
            try:
                await page.wait_for_function(f"window.__ocv.frames > {frames}", timeout=10000)
                drew += 1
            except Exception:
                pass
        check(drew == TABS, f"every tab draws after the stop ({drew} of {TABS})")
        untouched = [page for page in pages if page not in reconnected]
        quiet = [await page.evaluate("window.__ocv.closeCodes.length") == 0 for page in untouched]
        check(all(quiet), f"the other worker's tabs never noticed ({sum(quiet)} of {len(untouched)} never closed)")
        (ARTIFACTS / "scaleout.json").write_text(
            json.dumps({"tabs": TABS, "spread": counts, "moved": moved, "reconnect_seconds": round(took, 2)}))
        for page in pages:
            await page.close()
    finally:
        os.killpg(deploy.pid, signal.SIGTERM)
        try:
            deploy.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(deploy.pid, signal.SIGKILL)


async def main():
    if not BIN:
        check(False, "OCV_E2E_GALLERY_BIN names the Gallery binary (set by e2e/run.sh)")
        return 1
    return await run_suite(test_two_workers_behind_nginx)


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

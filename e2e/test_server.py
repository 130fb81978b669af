"""The web host as a server: permessage-deflate negotiated by Chromium and what it saves per coasting frame, health
and metrics, and a graceful shutdown (SIGTERM) closing every tab with 1001 within 5 s, the pages reconnecting to
the next server. Writes e2e/artifacts/compression.json."""

import asyncio
import json
import os
import signal
import socket
import struct
import subprocess
import sys
import time
import urllib.request
import zlib

from test_gallery import ARTIFACTS, BASE, check, open_screen, run_suite, settle

BIN = os.environ.get("OCV_E2E_GALLERY_BIN")


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_gallery(port, *extra):
    log = open(ARTIFACTS / f"gallery-{port}.log", "w")
    server = subprocess.Popen([BIN, "--port", str(port), *extra], stdout=log, stderr=log)
    for _ in range(300):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=0.5).read()
            return server
        except OSError:
            time.sleep(0.1)
    return server


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def masked(opcode, payload):
    mask = os.urandom(4)
    header = bytes([0x80 | opcode])
    header += bytes([0x80 | len(payload)]) if len(payload) <= 125 else bytes([0x80 | 126]) + struct.pack(">H", len(payload))
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def coast(port, deflate, seconds=2.0):
    """A tab of the million grid at 390×844 flicked upwards, as the browser client speaks to it; returns the frames
    received while it coasts, their bytes on the wire and their bytes once inflated."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    lines = [
        "GET /socket/million-item-grid?tab=measure HTTP/1.1", f"Host: 127.0.0.1:{port}", "Upgrade: websocket",
        "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
        f"Origin: http://127.0.0.1:{port}",
    ]
    if deflate:
        lines.append("Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits")
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += sock.recv(1)
    negotiated = b"permessage-deflate" in head.lower()
    send = lambda message: sock.sendall(masked(1, json.dumps(message).encode()))
    send({"t": "resize", "w": 390, "h": 844})
    time.sleep(1.0)
    t = 1000.0
    send({"t": "down", "id": 1, "x": 195, "y": 700, "ts": t})
    for step in range(1, 9):
        send({"t": "move", "id": 1, "x": 195, "y": 700 - 70 * step, "ts": t + 8 * step})
    send({"t": "up", "id": 1, "x": 195, "y": 140, "ts": t + 72})
    inflater = zlib.decompressobj(-15)
    data = b""
    frames = wire = inflated = 0
    sock.settimeout(0.5)
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            continue
        if not chunk:
            break
        data += chunk
        while len(data) >= 2:
            length, offset = data[1] & 0x7F, 2
            if length == 126:
                length, offset = struct.unpack(">H", data[2:4])[0], 4
            elif length == 127:
                length, offset = struct.unpack(">Q", data[2:10])[0], 10
            if len(data) < offset + length:
                break
            payload, compressed = data[offset : offset + length], bool(data[0] & 0x40)
            data = data[offset + length :]
            text = inflater.decompress(payload + b"\x00\x00\xff\xff") if compressed else payload
            frames += 1
            wire += offset + length
            inflated += len(text)
    sock.close()
    return negotiated, frames, wire, inflated


async def test_compression(browser):
    print("compression: Chromium negotiates permessage-deflate; a coasting frame costs fewer bytes on the wire")
    page = await open_screen(browser, "million-item-grid")
    extensions = await page.evaluate("window.__ocv.extensions")
    check(extensions.startswith("permessage-deflate"), f"the page's socket deflates its messages ({extensions!r})")
    await page.close()
    port = int(BASE.rsplit(":", 1)[1])
    negotiated, frames, wire, inflated = coast(port, deflate=True)
    check(negotiated and frames > 10, f"a raw client offering deflate gets it and coasting frames ({frames})")
    plain_negotiated, plain_frames, plain_wire, _ = coast(port, deflate=False)
    per_frame = wire / max(frames, 1)
    plain_per_frame = plain_wire / max(plain_frames, 1)
    # The same frames before and after: what they inflate to against what crossed the wire.
    ratio = inflated / max(wire, 1)
    check(not plain_negotiated, "a client that does not offer deflate gets plain frames")
    check(ratio >= 3, f"deflate sends at least 3× fewer bytes per coasting frame "
          f"({inflated / max(frames, 1):.0f} → {per_frame:.0f} B, {ratio:.1f}×; uncompressed run {plain_per_frame:.0f} B)")
    # The CPU it costs: the server's CPU time per coasting frame with and without compression, same flick.
    costs = {}
    for name, extra in [("deflate", []), ("plain", ["--no-compression"])]:
        worker_port = free_port()
        server = start_gallery(worker_port, *extra)
        coast(worker_port, deflate=True, seconds=1.0)
        before = cpu_seconds(server.pid)
        _, count, _, _ = coast(worker_port, deflate=True)
        costs[name] = (cpu_seconds(server.pid) - before) * 1000 / max(count, 1)
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)
    figures = {
        "bytes_per_frame_plain": round(plain_per_frame), "bytes_per_frame_deflate": round(per_frame),
        "ratio": round(ratio, 2), "inflated_bytes_per_frame": round(inflated / max(frames, 1)),
        "server_cpu_ms_per_frame_deflate": round(costs["deflate"], 3),
        "server_cpu_ms_per_frame_plain": round(costs["plain"], 3), "frames_measured": frames,
    }
    (ARTIFACTS / "compression.json").write_text(json.dumps(figures, indent=2))
    print(f"  compression: {figures}")


async def test_health_and_metrics(browser):
    print("health and metrics: /healthz answers, /metrics counts tabs and frames")
    health = urllib.request.urlopen(f"{BASE}/healthz", timeout=5)
    check(health.status == 200, f"/healthz answers 200 ({health.status})")
    page = await open_screen(browser, "views-and-scrolling")
    metrics = urllib.request.urlopen(f"{BASE}/metrics", timeout=5).read().decode()
    tabs = [line for line in metrics.splitlines() if line.startswith("ocv_tabs_open ")]
    check(tabs and float(tabs[0].split()[1]) >= 1, f"the open tab is counted ({tabs})")
    check("ocv_frames_sent_total" in metrics and "ocv_frame_build_seconds_bucket" in metrics,
          "frames sent and the frame build time histogram are exported")
    await page.close()


async def test_graceful_shutdown(browser):
    print("shutdown: SIGTERM closes every tab with 1001 and exits within 5 s; the pages come back to the next server")
    port = free_port()
    server = start_gallery(port)
    pages = []
    for slug in ["million-item-grid", "views-and-scrolling"]:
        page = await browser.new_page(viewport={"width": 390, "height": 844})
        await page.goto(f"http://127.0.0.1:{port}/screen/{slug}")
        await page.wait_for_function("window.__ocv && window.__ocv.frames > 0", timeout=45000)
        pages.append(page)
    started = time.monotonic()
    server.send_signal(signal.SIGTERM)
    server.wait(timeout=10)
    took = time.monotonic() - started
    check(took < 5, f"the server exits within 5 s of SIGTERM ({took:.2f} s, exit status {server.returncode})")
    for page in pages:
        await page.wait_for_function("window.__ocv.closeCodes.length > 0", timeout=5000)
        codes = await page.evaluate("window.__ocv.closeCodes")
        check(codes[:1] == [1001], f"the tab was closed with 1001, going away ({codes})")
        check(await page.evaluate("window.__ocv.reconnecting"), "the page reconnects")
    # Read every page's frame count before the new server starts: a page's own retry timer may reconnect
    # to it at any moment after that, and a static screen draws nothing more once it has.
    counts = [await page.evaluate("window.__ocv.frames") for page in pages]
    server = start_gallery(port)
    try:
        for page, frames in zip(pages, counts):
            await page.evaluate("window.__ocv.reconnectNow()")
            await page.wait_for_function("window.__ocv.connections === 2 && !window.__ocv.reconnecting", timeout=45000)
            try:
                await page.wait_for_function(f"window.__ocv.frames > {frames}", timeout=10000)
                drew = True
            except Exception:
                drew = False
            check(drew, "it draws again from the new server")
            await page.close()
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)


async def main():
    if not BIN:
        check(False, "OCV_E2E_GALLERY_BIN names the Gallery binary (set by e2e/run.sh)")
        return 1
    return await run_suite(test_compression, test_health_and_metrics, test_graceful_shutdown)


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

// OpenCollectionView browser client: draws the window the server renders and sends the browser's input back.
// Each render node is an absolutely positioned element nested under its parent; its local transform is Core
// Animation's row-vector matrix, which lists in the same order as CSS matrix3d (sent as a 2-D `matrix()` when it
// is one, so software rendering does not promote every node to a layer of its own). A node with a bounds origin
// (a scrolled scroll view) holds its children in one inner element translated by minus that origin, so a scroll
// frame changes one transform, not every child's. Text is drawn with the very font
// files the server measured (served from /fonts/) at the baselines the server computed.
(function () {
  "use strict";
  const stage = document.getElementById("stage");
  const slug = stage.dataset.slug;
  const style = document.createElement("style");
  style.textContent = window.OCV_FONT_FACES +
    ".ocv{position:absolute;left:0;top:0;transform-origin:0 0;box-sizing:border-box;}" +
    ".ocv-kids{position:absolute;left:0;top:0;transform-origin:0 0;will-change:transform;}" +
    ".ocv-content{position:absolute;left:0;top:0;pointer-events:none;overflow:visible;}" +
    // No kerning, no CJK punctuation trimming or autospacing: the server measures plain advances.
    ".ocv-text{position:absolute;left:0;top:0;overflow:visible;pointer-events:none;font-kerning:none;" +
    "text-spacing-trim:space-all;text-autospace:no-autospace;}" +
    // Selecting drawn text (below): the text takes the pointer and selects as a page's text does.
    ".ocv-selecting,.ocv-selecting .ocv-content,.ocv-selecting .ocv-text{pointer-events:auto;user-select:text;" +
    "-webkit-user-select:text;cursor:text;}";
  document.head.appendChild(style);

  const elements = new Map();   // id -> element
  const state = new Map();      // id -> fields
  let rootID = null;
  // Statistics, bounded: the last `keep` latencies (input to the frame answering it being painted) and arrivals
  // (input to that frame arriving).
  // `updates` holds when each frame was applied (performance.now()) and `applyTimes` how long applying took, so
  // a test reads the page's update rate and intervals; `arrivals` is input to the answering frame applied.
  const keep = 512;
  const stats = {
    frames: 0, lastFrameAt: 0, latencies: [], arrivals: [], pongs: 0, closed: null, nodes: elements,
    connections: 0, closeCodes: [], extensions: "", reconnecting: false, pingInterval: 1000, updates: [], applyTimes: [],
  };
  window.__ocv = stats;
  function record(list, value) { list.push(value); if (list.length > keep) list.splice(0, list.length - keep); }

  // The connection state a person sees: nothing while connected, "Reconnecting…" while the socket is down.
  const banner = document.createElement("div");
  banner.id = "ocv-status";
  banner.setAttribute("role", "status");
  banner.style.cssText = "position:fixed;left:50%;top:12px;transform:translateX(-50%);z-index:2147483647;" +
    "padding:6px 14px;border-radius:14px;background:rgba(30,30,30,0.85);color:#fff;font:13px 'DejaVu Sans'," +
    "sans-serif;pointer-events:none;display:none;";
  document.body.appendChild(banner);
  function showStatus(text) {
    banner.textContent = text;
    banner.style.display = text ? "block" : "none";
    banner.dataset.state = text ? (stats.reconnecting ? "reconnecting" : "closed") : "connected";
  }

  // The tab names itself in its socket's URL, the same name across reconnects, so a proxy in front of several
  // workers (deploy/) can keep a tab's socket on one worker while it lives.
  const tabID = Math.random().toString(36).slice(2, 12);
  const socketURL = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/socket/" + slug +
    "?tab=" + tabID;
  let socket = null;
  let attempt = 0;
  let retryTimer = null;
  let fresh = false;
  // Closes the client does not retry: the server refused what this page sent, which a retry would only repeat.
  const final = new Set([1002, 1003, 1007, 1008, 1009]);
  function send(message) { if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message)); }
  stats.send = send;

  function connect() {
    retryTimer = null;
    const ws = new WebSocket(socketURL);
    socket = ws;
    ws.onopen = function () {
      attempt = 0;
      stats.connections += 1;
      stats.extensions = ws.extensions;
      stats.closed = null;
      stats.reconnecting = false;
      showStatus("");
      fresh = true;  // the new window's first frame replaces what the old one drew
      sendResize();
      sendTextSize();
      sendColorScheme();
      sendScale(true);
      sendHistoryRoute();  // "Browser history" below
    };
    ws.onmessage = receive;
    ws.onclose = function (event) {
      if (socket !== ws) return;
      socket = null;
      stats.closed = { code: event.code, reason: event.reason };
      stats.closeCodes.push(event.code);
      pings.clear();
      if (final.has(event.code)) {
        stats.reconnecting = false;
        showStatus("Disconnected: " + (event.reason || "closed by the server") + " (" + event.code + ")");
        return;
      }
      // Dropped, server restarting or full: try again with exponential backoff (0.25 s doubling to 8 s, jittered).
      stats.reconnecting = true;
      const delay = Math.min(8000, 250 * Math.pow(2, attempt)) * (0.75 + Math.random() * 0.5);
      attempt += 1;
      showStatus("Reconnecting…" + (event.reason ? " (" + event.reason + ")" : ""));
      retryTimer = setTimeout(connect, delay);
    };
  }
  stats.reconnectNow = function () { if (retryTimer) { clearTimeout(retryTimer); connect(); } };

  function resetTree() {
    elements.clear();
    state.clear();
    rootID = null;
    stage.replaceChildren();
  }

  function element(id) {
    let el = elements.get(id);
    if (!el) {
      el = document.createElement("div");
      el.className = "ocv";
      el.dataset.id = id;
      elements.set(id, el);
      state.set(id, {});
    }
    return el;
  }

  function applyFields(id, changes) {
    const el = element(id);
    const fields = state.get(id);
    for (const key in changes) { if (key !== "id") fields[key] = changes[key]; }
    const s = el.style;
    if ("w" in changes) s.width = fields.w + "px";
    if ("h" in changes) s.height = fields.h + "px";
    if ("m" in changes) s.transform = cssTransform(fields.m);
    if ("b" in changes) {
      const kids = kidsOf(el);
      kids.style.transform = fields.b ? "translate(" + (-fields.b[0]) + "px," + (-fields.b[1]) + "px)" : "";
    }
    if ("o" in changes) s.opacity = fields.o == null ? "" : fields.o;
    if ("c" in changes) s.overflow = fields.c ? "hidden" : "";
    if ("bg" in changes) s.backgroundColor = fields.bg || "";
    if ("cr" in changes || "cm" in changes) s.borderRadius = cornerRadii(fields.cr, fields.cm);
    if ("bw" in changes || "bc" in changes) s.border = fields.bw ? fields.bw + "px solid " + fields.bc : "";
    if ("sh" in changes) s.boxShadow = fields.sh ? fields.sh[1] + "px " + fields.sh[2] + "px " + (fields.sh[3] * 2) + "px " + fields.sh[0] : "";
    if ("mk" in changes || "w" in changes || "h" in changes) applyMask(s, fields);
    if ("a" in changes) { if (fields.a) el.dataset.a = fields.a; else delete el.dataset.a; }
    if ("k" in changes) el.dataset.k = fields.k;
    if ("tx" in changes || "im" in changes || "w" in changes || "h" in changes) drawContent(el, fields);
  }

  // A layer's mask (CALayer.mask, UIView.mask): an image covering the node whose alpha masks it and its descendants.
  function applyMask(s, fields) {
    const image = fields.mk ? 'url("' + fields.mk.src + '")' : "";
    const size = fields.mk ? fields.mk.r[2] + "px " + fields.mk.r[3] + "px" : "";
    const position = fields.mk ? fields.mk.r[0] + "px " + fields.mk.r[1] + "px" : "";
    for (const prefix of ["mask", "webkitMask"]) {
      s[prefix + "Image"] = image;
      s[prefix + "Size"] = size;
      s[prefix + "Position"] = position;
      s[prefix + "Repeat"] = fields.mk ? "no-repeat" : "";
    }
  }

  // A corner radius as CSS border-radius, on the corners of the CACornerMask bits `mask` only (all four when absent):
  // 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right; CSS lists top-left, top-right, bottom-right, bottom-left.
  function cornerRadii(radius, mask) {
    if (!radius) return "";
    if (mask == null) return radius + "px";
    return [1, 2, 8, 4].map((bit) => (mask & bit ? radius : 0) + "px").join(" ");
  }

  // A 4 × 4 row-vector matrix as CSS: translate() or matrix() when it is 2-D, else matrix3d().
  function cssTransform(m) {
    if (m[2] === 0 && m[3] === 0 && m[6] === 0 && m[7] === 0 && m[8] === 0 && m[9] === 0 && m[10] === 1 &&
        m[11] === 0 && m[14] === 0 && m[15] === 1) {
      if (m[0] === 1 && m[1] === 0 && m[4] === 0 && m[5] === 1) return "translate(" + m[12] + "px," + m[13] + "px)";
      return "matrix(" + m[0] + "," + m[1] + "," + m[4] + "," + m[5] + "," + m[12] + "," + m[13] + ")";
    }
    return "matrix3d(" + m.join(",") + ")";
  }

  // The element a node's children live in: the node itself, or its inner scrolled element once it has a bounds
  // origin (made then, taking the children already there).
  function kidsOf(el) {
    if (el.__kids) return el.__kids;
    const kids = document.createElement("div");
    kids.className = "ocv-kids";
    for (const child of Array.from(el.children)) { if (child.classList.contains("ocv")) kids.appendChild(child); }
    el.appendChild(kids);
    el.__kids = kids;
    return kids;
  }

  function drawContent(el, fields) {
    let content = el.querySelector(":scope > .ocv-content");
    if (!fields.tx && !fields.im) { if (content) content.remove(); return; }
    if (!content) {
      content = document.createElement("div");
      content.className = "ocv-content";
      el.insertBefore(content, el.firstChild);
    }
    content.style.width = fields.w + "px";
    content.style.height = fields.h + "px";
    content.replaceChildren();
    if (fields.tx) {
      const t = fields.tx;
      const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      svg.setAttribute("class", "ocv-text");
      svg.setAttribute("width", fields.w);
      svg.setAttribute("height", fields.h);
      const svgNS = "http://www.w3.org/2000/svg";
      const families = window.OCV_FONT_FALLBACKS || "";
      for (const line of t.l) {
        if (line.length > 4 && t.st) {
          // Attributed text: each run where the server measured it, in its style, after its background.
          const text = document.createElementNS(svgNS, "text");
          text.setAttribute("xml:space", "preserve");
          // Runs keep their spaces (two between words stay two), as the server measured them.
          text.style.whiteSpace = "pre";
          for (const run of line[4]) {
            const st = t.st[run[3]];
            if (!st) continue;
            if (st[5]) {
              const rect = document.createElementNS(svgNS, "rect");
              rect.setAttribute("x", run[1]);
              rect.setAttribute("y", line[2] - st[7] - st[9]);
              rect.setAttribute("width", run[2]);
              rect.setAttribute("height", st[9] + st[10]);
              rect.setAttribute("fill", st[5]);
              svg.appendChild(rect);
            }
            const span = document.createElementNS(svgNS, "tspan");
            span.setAttribute("x", run[1]);
            span.setAttribute("y", line[2] - st[7]);
            span.setAttribute("font-family", '"' + st[0] + '"' + families);
            span.setAttribute("font-size", st[1]);
            span.setAttribute("font-weight", st[2]);
            if (st[3]) span.setAttribute("font-style", "italic");
            span.setAttribute("fill", st[4]);
            const decoration = (st[6] & 1 ? "underline " : "") + (st[6] & 2 ? "line-through" : "");
            if (decoration) span.setAttribute("text-decoration", decoration.trim());
            if (st[8]) span.setAttribute("letter-spacing", st[8]);
            span.textContent = run[0];
            text.appendChild(span);
          }
          text.dataset.w = line[3];
          svg.appendChild(text);
          continue;
        }
        const text = document.createElementNS("http://www.w3.org/2000/svg", "text");
        text.setAttribute("x", line[1]);
        text.setAttribute("y", line[2]);
        text.setAttribute("fill", t.col);
        text.setAttribute("font-family", '"' + t.f + '"' + (window.OCV_FONT_FALLBACKS || ""));
        text.setAttribute("font-size", t.s);
        text.setAttribute("font-weight", t.wt);
        if (t.i) text.setAttribute("font-style", "italic");
        text.setAttribute("xml:space", "preserve");
        text.textContent = line[0];
        // The width the server measured, kept for tests that compare it with the browser's own measurement.
        if (line.length > 3) text.dataset.w = line[3];
        svg.appendChild(text);
      }
      content.appendChild(svg);
    }
    if (fields.im) {
      const img = document.createElement("img");
      img.src = fields.im.src;
      img.draggable = false;
      img.style.cssText = "position:absolute;left:" + fields.im.r[0] + "px;top:" + fields.im.r[1] + "px;width:" + fields.im.r[2] + "px;height:" + fields.im.r[3] + "px;";
      content.style.overflow = fields.im.c ? "hidden" : "visible";
      content.appendChild(img);
    }
  }

  function applyFrame(message) {
    const started = performance.now();
    if (fresh) { fresh = false; resetTree(); }
    for (const node of message.c || []) applyFields(node.id, node);
    for (const node of message.u || []) applyFields(node.id, node);
    for (const [parent, children] of message.o || []) {
      const parentEl = element(parent);
      const host = parentEl.__kids || parentEl;
      let previous = host === parentEl ? parentEl.querySelector(":scope > .ocv-content") : null;
      for (const childID of children) {
        const child = element(childID);
        const next = previous ? previous.nextSibling : host.firstChild;
        if (child.parentNode !== host || child !== next) host.insertBefore(child, next);
        previous = child;
      }
      let extra = previous ? previous.nextSibling : host.firstChild;
      while (extra) { const after = extra.nextSibling; if (extra.classList.contains("ocv")) extra.remove(); extra = after; }
    }
    for (const id of message.r || []) {
      const el = elements.get(id);
      if (el) el.remove();
      elements.delete(id);
      state.delete(id);
    }
    if ("root" in message) {
      rootID = message.root;
      stage.replaceChildren();
      if (rootID != null) stage.appendChild(element(rootID));
    }
    stats.frames += 1;
    stats.lastFrameAt = performance.now();
    record(stats.updates, stats.lastFrameAt);
    record(stats.applyTimes, stats.lastFrameAt - started);
  }

  // Latency pings: at most one a second, sent with input (so they measure input to paint), answered in the
  // frame that follows. Unanswered ones are forgotten after ten seconds.
  const pings = new Map();
  let nextPing = 1;
  let lastPingAt = -Infinity;
  function ping() {
    const now = performance.now();
    const seq = nextPing++;
    lastPingAt = now;
    for (const [old, at] of pings) { if (now - at > 10000) pings.delete(old); }
    pings.set(seq, now);
    send({ t: "ping", seq: seq });
  }
  function maybePing() { if (performance.now() - lastPingAt >= stats.pingInterval) ping(); }
  stats.ping = ping;

  function receive(event) {
    let message;
    try { message = JSON.parse(event.data); } catch (error) { return; }
    if (message.t === "frame") applyFrame(message);
    if ("ti" in message) textInputFocus(message.ti);
    // A touch on a text input focused the textarea ahead of the server; if the server has not focused one since
    // (its delegate refused), let go.
    else if (!caretRect && document.activeElement === textInput && performance.now() - focusedAt > 500) {
      textInput.blur();
    }
    if ("clip" in message) writeClipboard(message.clip);
    // The mirror's script runs after this one: a frame that comes while it still loads (a slow server) keeps its
    // tree changes for it, since later frames carry only what changed since.
    if ("ax" in message) {
      if (window.__ocvMirror) window.__ocvMirror(message.ax);
      else (window.__ocvPendingAx = window.__ocvPendingAx || []).push(message.ax);
    }
    if ("title" in message) {
      if (window.__ocvTitle) window.__ocvTitle(message.title); else document.title = message.title;
    }
    if ("ann" in message && window.__ocvAnnounce) window.__ocvAnnounce(message.ann);
    if ("dnd" in message) dropOperation(message.dnd);
    if ("dout" in message) outgoingDrag(message.dout);
    if ("route" in message) serverRouteChanged(message.route, message.ra || 0);  // "Browser history" below
    for (const seq of message.pong || []) {
      stats.pongs += 1;  // answered pings, counted without bound (a test waits for its ping's answer)
      const start = pings.get(seq);
      pings.delete(seq);
      if (start === undefined) continue;
      record(stats.arrivals, performance.now() - start);
      requestAnimationFrame(function () { record(stats.latencies, performance.now() - start); });
    }
  }

  function point(event) {
    const rect = stage.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }
  function pointer(type) {
    return function (event) {
      const p = point(event);
      if (type === "down") { try { stage.setPointerCapture(event.pointerId); } catch (error) {} }
      send({ t: type, id: event.pointerId, x: p.x, y: p.y, ts: event.timeStamp });
      maybePing();
      // A mouse press keeps its mousedown: only from there can the browser start its own drag, which takes over a
      // lifted item leaving the page (below). The body selects no text, and a focused text input is focused again
      // on release.
      if (!(type === "down" && event.pointerType === "mouse")) event.preventDefault();
      if (type === "up" && (caretRect || onTextInput(event))) { focusedAt = performance.now(); focusTextInput(); }
    };
  }
  // Selecting drawn text. A press and drag goes to the window as a touch, so text is selected as in a remote
  // desktop viewer: a mouse press with Alt (Option) held selects the drawn text under it instead, and Ctrl+A
  // (Cmd+A) outside a text input selects all of it; the browser copies the selection (Ctrl+C) and its
  // find-in-page searches the same drawn text. The next plain press clears the selection and goes to the window.
  let selecting = false;
  function setSelecting(on) {
    if (selecting === on) return;
    selecting = on;
    stage.classList.toggle("ocv-selecting", on);
    document.body.style.userSelect = on ? "text" : "";
  }
  stats.selectedText = function () { return String(document.getSelection() || ""); };
  function selectsText(event) { return event.altKey && event.pointerType === "mouse" && event.button === 0; }
  // Holding Alt makes the text take the pointer before the press, so the browser's hit test finds the text.
  window.addEventListener("keydown", function (event) {
    if (event.target === textInput) return;
    if (event.key === "Alt") { setSelecting(true); return; }
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "a") return;
    setSelecting(true);
    document.getSelection().selectAllChildren(stage);
    event.preventDefault();
  });
  window.addEventListener("keyup", function (event) {
    if (event.key === "Alt" && document.getSelection().isCollapsed) setSelecting(false);
  });
  let lastPointerId = null;
  // Only a mouse's primary button is a touch; the middle and secondary buttons stay the browser's (scrolling,
  // its menu), and the back and forward buttons go through history (below).
  function secondaryMouse(event) { return event.pointerType === "mouse" && event.button > 0; }
  stage.addEventListener("pointerdown", function (event) {
    if (secondaryMouse(event)) return;
    if (selectsText(event)) { setSelecting(true); return; }
    if (selecting) { setSelecting(false); document.getSelection().removeAllRanges(); }
    lastPointerId = event.pointerId;
    pointer("down")(event);
  });
  stage.addEventListener("pointermove", function (event) {
    if (selecting) return;
    if (event.pointerType === "mouse" ? event.buttons & 1 : event.buttons || event.pointerType === "touch") {
      pointer("move")(event);
    }
  });
  stage.addEventListener("pointerup", function (event) {
    if (!selecting && !secondaryMouse(event)) pointer("up")(event);
  });
  stage.addEventListener("pointercancel", function (event) {
    // The browser's own drag took over an in-app drag (see "Drags that leave the page"): the pointer goes on as
    // drag events.
    if (ownDrag && ownDrag.id === event.pointerId) return;
    pointer("cancel")(event);
  });
  stage.addEventListener("wheel", function (event) {
    const p = point(event);
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? stage.clientHeight : 1;
    send({ t: "wheel", x: p.x, y: p.y, dx: event.deltaX * scale, dy: event.deltaY * scale });
    maybePing();
    event.preventDefault();
  }, { passive: false });
  const focusKeys = new Set(["Tab", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ", "Escape"]);
  function key(down) {
    return function (event) {
      if (event.target === textInput) return;  // the focused text input's keys are sent by its own handlers
      const message = { t: "key", key: event.key.slice(0, 32), chars: event.key.length === 1 ? event.key : "",
        down: down };
      const mods = modifierLetters(event);
      if (mods) message.mods = mods;
      send(message);
      // The window's focus system moves with Tab, the arrows, Return, Space and Escape (UIKit's keyboard focus), so
      // the page's own scrolling and focus movement stay out of its way.
      if (focusKeys.has(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) event.preventDefault();
    };
  }

  // Drags from outside the page (text, links and files from another page or the desktop). `dragenter`,
  // `dragover` and `dragleave` send the drag's position and its types (MIME types: strings from
  // `dataTransfer.types`, one item per file) as `drag` messages; `drop` sends the data too — strings as `s`, files
  // read with FileReader as base64 `b64` — within `dropDataLimit` bytes in all: a file beyond it goes with its size
  // and no data, and the server reports it; data that does not fit one message goes ahead in `dpart` parts. The
  // server answers with the drop target's operation (`dnd`), which the next `dragover` sets as the browser's
  // dropEffect (copy, move, or none for forbidden and cancel).
  const dropDataLimit = 4 * 1024 * 1024;
  const dropMessageLimit = 60 * 1024;
  // Data that would take the drop message past the socket's limit goes ahead of it in parts of base64 (a multiple
  // of 4 characters, so each part decodes on its own), taken by its representation in order ("pn": how many).
  const dropPartLength = 48 * 1024;
  let dropEffect = "copy";
  let dragDepth = 0;
  let lastDragPoint = null;
  stats.dropOperation = null;
  function dragTypes(dataTransfer) {
    const strings = Array.from(dataTransfer.types || []).filter(function (type) { return type !== "Files"; });
    const items = strings.length ? [{ reps: strings.map(function (type) { return { type: type }; }) }] : [];
    const files = Array.from(dataTransfer.items || []).filter(function (item) { return item.kind === "file"; });
    for (const file of files) items.push({ reps: [{ type: file.type || "application/octet-stream" }] });
    if (!files.length && Array.from(dataTransfer.types || []).includes("Files")) items.push({ reps: [{ type: "Files" }] });
    return items;
  }
  function sendDrag(phase, event) {
    const p = point(event);
    if (phase === "over" && lastDragPoint && lastDragPoint.x === p.x && lastDragPoint.y === p.y) return;
    lastDragPoint = phase === "leave" ? null : p;
    send({ t: "drag", ph: phase, x: p.x, y: p.y, items: dragTypes(event.dataTransfer) });
  }
  function readFile(file) {
    return new Promise(function (resolve) {
      const reader = new FileReader();
      reader.onload = function () { resolve(String(reader.result).replace(/^data:[^,]*,/, "")); };
      reader.onerror = function () { resolve(null); };
      reader.readAsDataURL(file);
    });
  }
  function base64OfText(text) {
    const bytes = new TextEncoder().encode(text);
    let binary = "";
    for (let i = 0; i < bytes.length; i += 8192) {
      binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192));
    }
    return btoa(binary);
  }
  function messageLength(message) { return new TextEncoder().encode(JSON.stringify(message)).length; }
  async function sendDrop(event) {
    const p = point(event);
    const dataTransfer = event.dataTransfer;
    const strings = Array.from(dataTransfer.types || []).filter(function (type) { return type !== "Files"; });
    const items = strings.length ? [{ reps: strings.map(function (type) {
      return { type: type, s: dataTransfer.getData(type) };
    }) }] : [];
    let budget = dropDataLimit;
    for (const rep of items.length ? items[0].reps : []) budget -= new TextEncoder().encode(rep.s).length;
    const files = Array.from(dataTransfer.files || []);
    for (const file of files) {
      const rep = { type: file.type || "application/octet-stream", size: file.size };
      if (file.size <= budget) {
        const b64 = await readFile(file);
        if (b64 !== null) { rep.b64 = b64; budget -= file.size; }
      }
      items.push({ name: file.name.slice(0, 255), reps: [rep] });
    }
    const message = { t: "drag", ph: "drop", x: p.x, y: p.y, items: items };
    // The longest data moves out to parts until the message fits; the parts go in the order of the representations.
    const reps = items.flatMap(function (item) { return item.reps; });
    const bySize = reps.slice().sort(function (a, b) { return (b.s || b.b64 || "").length - (a.s || a.b64 || "").length; });
    const parted = new Map();
    for (const rep of bySize) {
      if (messageLength(message) <= dropMessageLimit) break;
      if (rep.s === undefined && rep.b64 === undefined) continue;
      rep.size = rep.size || new TextEncoder().encode(rep.s || "").length;
      const data = rep.b64 !== undefined ? rep.b64 : base64OfText(rep.s);
      rep.pn = Math.max(1, Math.ceil(data.length / dropPartLength));
      delete rep.s; delete rep.b64;
      parted.set(rep, data);
    }
    for (const rep of reps) {
      const data = parted.get(rep);
      if (data === undefined) continue;
      for (let i = 0; i < rep.pn; i++) send({ t: "dpart", b64: data.slice(i * dropPartLength, (i + 1) * dropPartLength) });
    }
    send(message);
  }
  // Drags that leave the page. While the server reports an in-app drag carrying text (`dout`), the stage is
  // draggable, so the browser's own drag takes over once the pointer moves; its pointer events end with a
  // pointercancel, which is not passed on. Inside the page its dragover and drop events go on moving the in-app drag
  // as pointer moves and the release; dropped elsewhere (another page, the desktop) the text goes with it, and the
  // in-app drag is cancelled: the item flies back, as an iPad app's item does when copied to another app.
  let outgoingText = null;
  let ownDrag = null;
  stats.outgoingText = null;
  stats.ownDrags = 0;
  // The stage is draggable while there is text to carry out, and until the browser's drag that carries it ends.
  function updateDraggable() { stage.draggable = outgoingText !== null || ownDrag !== null; }
  function outgoingDrag(text) {
    outgoingText = typeof text === "string" ? text : null;
    stats.outgoingText = outgoingText;
    updateDraggable();
  }
  function dragLabel(text) {
    const label = document.createElement("div");
    label.textContent = text.length > 40 ? text.slice(0, 39) + "…" : text;
    label.style.cssText = "position:fixed;left:-1000px;top:-1000px;padding:6px 10px;border-radius:8px;" +
      "background:#fff;color:#000;font:15px system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3);";
    document.body.appendChild(label);
    setTimeout(function () { label.remove(); }, 0);
    return label;
  }
  stage.addEventListener("dragstart", function (event) {
    if (outgoingText === null || lastPointerId === null) { event.preventDefault(); return; }
    ownDrag = { id: lastPointerId, dropped: false };
    stats.ownDrags += 1;
    event.dataTransfer.setData("text/plain", outgoingText);
    event.dataTransfer.effectAllowed = "copyMove";
    event.dataTransfer.setDragImage(dragLabel(outgoingText), 12, 12);
  });
  function ownDragPointer(type, event) {
    const p = point(event);
    send({ t: type, id: ownDrag.id, x: p.x, y: p.y, ts: event.timeStamp });
  }
  stage.addEventListener("dragend", function (event) {
    if (!ownDrag) return;
    if (!ownDrag.dropped) send({ t: "cancel", id: ownDrag.id, x: 0, y: 0, ts: event.timeStamp });
    ownDrag = null;
    updateDraggable();
  });
  stage.addEventListener("dragenter", function (event) {
    event.preventDefault();
    if (ownDrag) return;
    dragDepth += 1;
    if (dragDepth === 1) sendDrag("enter", event);
  });
  stage.addEventListener("dragover", function (event) {
    event.preventDefault();
    if (ownDrag) {
      event.dataTransfer.dropEffect = "move";
      ownDragPointer("move", event);
      return;
    }
    event.dataTransfer.dropEffect = dropEffect;
    sendDrag("over", event);
  });
  stage.addEventListener("dragleave", function (event) {
    if (ownDrag) return;
    dragDepth = Math.max(0, dragDepth - 1);
    if (dragDepth === 0) sendDrag("leave", event);
  });
  stage.addEventListener("drop", function (event) {
    event.preventDefault();
    if (ownDrag) {
      ownDrag.dropped = true;
      ownDragPointer("up", event);
      return;
    }
    dragDepth = 0;
    lastDragPoint = null;
    sendDrop(event);
  });
  function dropOperation(operation) {
    stats.dropOperation = operation;
    dropEffect = operation === "copy" || operation === "move" ? operation : operation === null ? "copy" : "none";
  }

  // Text input. While the server reports a focused text input (`ti`: its caret rectangle in window points, or
  // null), a transparent textarea at the caret holds the page's focus, so the browser's keyboard, input methods and
  // clipboard work as in any page: typed text is sent as `insert`, an input method's marked text as `compose` and
  // its result as `commit`, pasted text as `paste`; editing keys and shortcuts as `key` with modifier letters.
  // Copies and cuts come back as `clip` and go on the clipboard. The textarea is emptied after each input.
  const textInput = document.createElement("textarea");
  textInput.id = "ocv-text-input";
  for (const [name, value] of [["autocomplete", "off"], ["autocapitalize", "off"], ["autocorrect", "off"],
    ["spellcheck", "false"], ["aria-hidden", "true"], ["tabindex", "-1"]]) textInput.setAttribute(name, value);
  textInput.style.cssText = "position:fixed;left:0;top:0;width:1px;height:20px;opacity:0;border:0;padding:0;" +
    "margin:0;resize:none;overflow:hidden;outline:none;font-size:16px;background:transparent;color:transparent;" +
    "caret-color:transparent;pointer-events:none;z-index:-1;";
  document.body.appendChild(textInput);
  let caretRect = null;
  let focusedAt = 0;
  stats.textInput = textInput;
  stats.clipboard = null;
  function focusTextInput() {
    if (document.activeElement !== textInput) textInput.focus({ preventScroll: true });
  }
  // Whether a pointer is over one of UIKit's text inputs: a touch there focuses the textarea at once, inside the
  // gesture, which is the only time a phone's browser opens its keyboard (the server's `ti` follows).
  const textInputClasses = new Set(["UITextField", "UISearchTextField", "UITextView"]);
  function onTextInput(event) {
    for (const el of document.elementsFromPoint(event.clientX, event.clientY)) {
      if (el.dataset && textInputClasses.has(el.dataset.k)) return true;
    }
    return false;
  }
  function textInputFocus(rect) {
    caretRect = rect;
    if (!rect) { textInput.value = ""; if (document.activeElement === textInput) textInput.blur(); return; }
    const stageRect = stage.getBoundingClientRect();
    textInput.style.left = (stageRect.left + rect[0]) + "px";
    textInput.style.top = (stageRect.top + rect[1]) + "px";
    textInput.style.height = Math.max(1, rect[3]) + "px";
    focusTextInput();
  }
  function writeClipboard(text) {
    stats.clipboard = text;
    const fallback = function () {
      const scratch = document.createElement("textarea");
      scratch.value = text;
      scratch.style.cssText = "position:fixed;opacity:0;";
      document.body.appendChild(scratch);
      scratch.select();
      try { document.execCommand("copy"); } catch (error) {}
      scratch.remove();
      if (caretRect) focusTextInput();
    };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).catch(fallback);
    else fallback();
  }
  function modifierLetters(event) {
    return (event.shiftKey ? "s" : "") + (event.ctrlKey ? "c" : "") + (event.altKey ? "a" : "") +
      (event.metaKey ? "m" : "");
  }
  textInput.addEventListener("keydown", function (event) {
    if (event.isComposing || event.keyCode === 229) return;
    const command = event.ctrlKey || event.metaKey;
    if (command && event.key.toLowerCase() === "v") return;  // the browser's paste event brings the text
    if (event.key.length === 1 && !command) return;          // typed text arrives as input
    const message = { t: "key", key: event.key.slice(0, 32), chars: "", down: true };
    const mods = modifierLetters(event);
    if (mods) message.mods = mods;
    send(message);
    maybePing();
    event.preventDefault();
  });
  textInput.addEventListener("input", function (event) {
    if (event.isComposing || event.inputType === "insertCompositionText" ||
        event.inputType === "insertFromComposition") return;
    if (event.inputType === "deleteContentBackward") send({ t: "key", key: "Backspace", chars: "", down: true });
    else if (event.inputType === "insertLineBreak") send({ t: "key", key: "Enter", chars: "", down: true });
    else if (event.data) send({ t: "insert", s: event.data });
    else if (textInput.value) send({ t: "insert", s: textInput.value });
    textInput.value = "";
    maybePing();
  });
  textInput.addEventListener("compositionupdate", function (event) {
    send({ t: "compose", s: event.data || "" });
  });
  textInput.addEventListener("compositionend", function (event) {
    send({ t: "commit", s: event.data || "" });
    textInput.value = "";
    maybePing();
  });
  textInput.addEventListener("paste", function (event) {
    event.preventDefault();
    const text = event.clipboardData ? event.clipboardData.getData("text/plain") : "";
    if (text) send({ t: "paste", s: text });
  });
  window.addEventListener("keydown", key(true));
  window.addEventListener("keyup", key(false));
  function sendResize() { send({ t: "resize", w: stage.clientWidth, h: stage.clientHeight }); }
  // The page's Dynamic Type size, as ?text=extraLarge (UIContentSizeCategory's names), sent after the first resize.
  const textSize = new URLSearchParams(window.location.search).get("text");
  function sendTextSize() { if (textSize) send({ t: "text", c: textSize }); }
  // The browser's colour scheme (prefers-color-scheme), sent after the first resize and whenever it changes.
  const darkScheme = window.matchMedia("(prefers-color-scheme: dark)");
  function sendColorScheme() { send({ t: "scheme", c: darkScheme.matches ? "dark" : "light" }); }
  darkScheme.addEventListener("change", sendColorScheme);
  // The display's pixels per point (UIScreen.scale): the browser's zoom changes devicePixelRatio along with the
  // viewport's size in CSS pixels, so a zoom to 200 % reaches the window as half the points at twice the scale.
  let sentScale = 0;
  function sendScale(always) {
    const scale = window.devicePixelRatio || 1;
    if (!always && scale === sentScale) return;
    sentScale = scale;
    send({ t: "scale", px: scale });
  }
  window.addEventListener("resize", function () { sendResize(); sendScale(false); });
  // ---- Browser history (docs/WebHost.md "Browser history") ----
  // An app that routes (HostRouting) names what it shows as a route, and the page's URL is /screen/<slug>/<route>.
  // A route from the server that is not the current entry's adds a history entry (pushState), unless the app popped
  // back to an ancestor whose entry lies just behind this one: then the page goes back in history to it, so the
  // browser's history and the app's stack agree (an ancestor with no such entry, as after opening a link to a
  // pushed screen, replaces the entry). The browser's Back and Forward (popstate), Alt+←/→ outside text input and a
  // mouse's back and forward buttons move through history; the entry's route then goes to the server (`route`),
  // whose next frame answers with the window's route (`"ra":N`, the number of route messages it answers; only the
  // answer to the last one sent counts, as an earlier answer may arrive after a later Back): a route the app did not
  // open is replaced by
  // what it shows. Each entry the page made keeps { ocv: { i, r } }, its index among the page's entries and its
  // route; the routes of the entries are kept in sessionStorage, so a reload still knows those behind it.
  const screenPath = "/screen/" + slug;
  const routesKey = "ocv-history:" + slug;
  let historyRoutes = [];          // index -> route of this page's entries
  let historyIndex = 0;
  let serverRoute = null;          // the window's route as last received
  let historyMoving = false;       // a history.go() the page started is under way
  let routeAnswersDue = 0;         // routes sent whose answers have not come
  let lastSentRoute = null;        // the last route sent, where the window is going while answers are due
  stats.history = { index: 0, route: null, answers: 0 };
  function routeOfLocation() {
    const path = location.pathname.replace(/\/+$/, "");
    return path.startsWith(screenPath + "/") ? path.slice(screenPath.length + 1) : "";
  }
  function routeURL(route) { return screenPath + (route ? "/" + route : "") + location.search + location.hash; }
  function routeDepth(route) { return route ? route.split("/").length : 0; }
  function currentRoute() { return historyRoutes[historyIndex]; }
  function saveRoutes() {
    stats.history.index = historyIndex;
    try { sessionStorage.setItem(routesKey, JSON.stringify(historyRoutes)); } catch (error) {}
  }
  function setEntry(push, route) {
    if (push) { historyIndex += 1; historyRoutes.length = historyIndex; }
    historyRoutes[historyIndex] = route;
    const entry = Object.assign({}, history.state, { ocv: { i: historyIndex, r: route } });
    if (push) history.pushState(entry, "", routeURL(route)); else history.replaceState(entry, "", routeURL(route));
    saveRoutes();
  }
  (function restoreHistory() {
    const entry = history.state && history.state.ocv;
    try { historyRoutes = JSON.parse(sessionStorage.getItem(routesKey) || "[]") || []; } catch (error) {}
    if (!Array.isArray(historyRoutes) || !entry || historyRoutes[entry.i] !== entry.r) historyRoutes = [];
    historyIndex = entry ? entry.i : 0;
    setEntry(false, entry ? entry.r : routeOfLocation());
  })();
  function sendRoute(route) {
    routeAnswersDue += 1;
    lastSentRoute = route;
    send({ t: "route", r: route });
  }
  // A new window (first connection or reconnect) opens the entry's route.
  function sendHistoryRoute() {
    serverRoute = null;
    routeAnswersDue = 0;
    if (currentRoute()) sendRoute(currentRoute());
  }
  function serverRouteChanged(route, answers) {
    serverRoute = route;
    stats.history.route = route;
    if (answers) {
      routeAnswersDue = Math.max(0, routeAnswersDue - answers);
      stats.history.answers += answers;
    }
    // A frame built before the last route sent was opened (an earlier answer among them) says nothing yet.
    if (routeAnswersDue > 0) return;
    const answer = answers > 0;
    if (historyMoving) return;        // settled when the popstate arrives
    const current = currentRoute();
    if (route === current) return;
    if (answer) return setEntry(false, route);  // the app did not open the route asked for
    const back = routeDepth(current) - routeDepth(route);
    const ancestor = route === "" || current.startsWith(route + "/");
    if (back > 0 && ancestor) {
      if (historyRoutes[historyIndex - back] !== route) return setEntry(false, route);
      historyMoving = true;
      history.go(-back);
      return;
    }
    setEntry(true, route);
  }
  window.addEventListener("popstate", function (event) {
    const entry = event.state && event.state.ocv;
    const moving = historyMoving;
    historyMoving = false;
    if (entry) {
      historyIndex = entry.i;
      historyRoutes[historyIndex] = entry.r;
      saveRoutes();
    } else {
      setEntry(false, routeOfLocation());  // an entry the page did not make (a changed hash)
    }
    if (moving) {
      // The page went back after the app popped; if the app moved on meanwhile, follow it.
      if (serverRoute !== null && serverRoute !== currentRoute()) serverRouteChanged(serverRoute, false);
    } else if (currentRoute() !== (routeAnswersDue > 0 ? lastSentRoute : serverRoute)) {
      // Compared with where the window is going: a Back before the answer to a Forward must still be sent, or
      // the window would open the Forward's route after it.
      sendRoute(currentRoute());
    }
  });
  // Alt+← and Alt+→ (outside text input, where they move by words) and a mouse's back and forward buttons (3, 4)
  // go through history rather than to the window.
  function historyKey(event) {
    return event.target !== textInput && event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey &&
      (event.key === "ArrowLeft" || event.key === "ArrowRight");
  }
  window.addEventListener("keydown", function (event) {
    if (!historyKey(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.repeat) return;
    if (event.key === "ArrowLeft") history.back(); else history.forward();
  }, true);
  window.addEventListener("keyup", function (event) {
    if (historyKey(event)) event.stopImmediatePropagation();
  }, true);
  for (const type of ["pointerdown", "pointerup", "mousedown", "mouseup", "auxclick"]) {
    window.addEventListener(type, function (event) {
      if (event.button !== 3 && event.button !== 4) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (type !== "mouseup") return;
      if (event.button === 3) history.back(); else history.forward();
    }, true);
  }
  // ---- end of browser history ----

  connect();
})();

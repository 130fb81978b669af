// The accessibility mirror: the window's accessibility tree (the frame message's "ax" field, computed by the server
// from UIKit's accessibility API) as real DOM semantics over the drawing, which is hidden from assistive technology.
// Each element sits transparent at its frame, with the ARIA role, name, value, description and states UIKit's traits
// stand for; collections carry the counts of all their rows and columns, cells their place among them. A click from
// an assistive technology (or the keyboard) on a mirrored element reaches the view as accessibilityActivate(); arrow
// keys on a slider as accessibilityIncrement() / Decrement().
(function () {
  "use strict";
  const stage = document.getElementById("stage");
  if (!stage) return;
  stage.setAttribute("aria-hidden", "true");
  const layer = document.createElement("div");
  layer.id = "ocv-ax";
  layer.style.cssText = "position:fixed;inset:0;pointer-events:none;overflow:hidden;";
  document.body.appendChild(layer);
  const live = document.createElement("div");
  live.id = "ocv-ax-live";
  live.setAttribute("aria-live", "polite");
  live.style.cssText = "position:fixed;left:0;top:0;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);";
  document.body.appendChild(live);
  const nameFromContent = new Set(["button", "link", "heading", "listitem", "gridcell", "switch", "tab", null]);
  let elements = new Map();

  function act(id, action) {
    if (window.__ocv && window.__ocv.send) window.__ocv.send({ t: "ax", id: id, a: action });
  }

  function element(node, parentFrame) {
    const el = document.createElement("div");
    el.dataset.ax = String(node.i);
    const f = node.f;
    el.style.cssText = "position:absolute;overflow:hidden;white-space:nowrap;color:transparent;font-size:1px;" +
      "left:" + (f[0] - parentFrame[0]) + "px;top:" + (f[1] - parentFrame[1]) + "px;width:" + f[2] + "px;height:" +
      f[3] + "px;";
    const role = node.r || null;
    if (role) el.setAttribute("role", role);
    if (role === "heading") el.setAttribute("aria-level", "2");
    const name = node.n || "";
    if (name) {
      if (nameFromContent.has(role)) el.textContent = name; else el.setAttribute("aria-label", name);
    }
    const states = node.st || "";
    if (states.includes("x")) el.setAttribute("aria-disabled", "true");
    if (states.includes("E")) el.setAttribute("aria-expanded", "true");
    if (states.includes("C")) el.setAttribute("aria-expanded", "false");
    if (states.includes("m")) el.setAttribute("aria-modal", "true");
    if (role === "switch") el.setAttribute("aria-checked", node.v === "1" ? "true" : "false");
    else if (states.includes("s") && (role === "gridcell" || role === "tab" || role === "row"))
      el.setAttribute("aria-selected", "true");
    // A list item has no selected state in ARIA: the selected row is the list's current one.
    else if (states.includes("s") && role === "listitem") el.setAttribute("aria-current", "true");
    else if (states.includes("s") && role === "button") el.setAttribute("aria-pressed", "true");
    if (role === "slider") {
      const percent = parseFloat(node.v);
      el.setAttribute("aria-valuemin", "0");
      el.setAttribute("aria-valuemax", "100");
      el.setAttribute("aria-valuenow", isNaN(percent) ? "0" : String(percent));
      if (node.v) el.setAttribute("aria-valuetext", node.v);
    } else if (node.v && role !== "switch") {
      // An empty text field's value is its placeholder, which VoiceOver reads as its name when it has no label.
      if (role === "textbox" || role === "searchbox") {
        el.setAttribute("aria-placeholder", node.v);
        if (!name) el.setAttribute("aria-label", node.v);
      }
      else el.setAttribute("aria-description", node.v + (node.d ? ". " + node.d : ""));
    }
    if (node.d && !el.hasAttribute("aria-description")) el.setAttribute("aria-description", node.d);
    // A grid counts all its rows and columns; a list's items carry their place and the list's size instead.
    if (role === "grid" && node.rc !== undefined) el.setAttribute("aria-rowcount", String(node.rc));
    if (role === "grid" && node.cc !== undefined) el.setAttribute("aria-colcount", String(node.cc));
    if (node.e) {
      el.tabIndex = -1;
      el.addEventListener("click", function () { act(node.i, "activate"); });
      if (role === "slider") {
        el.addEventListener("keydown", function (event) {
          if (event.key === "ArrowUp" || event.key === "ArrowRight") act(node.i, "increment");
          else if (event.key === "ArrowDown" || event.key === "ArrowLeft") act(node.i, "decrement");
          else return;
          event.preventDefault();
          event.stopPropagation();
        });
      }
    }
    return el;
  }

  // Builds the mirror afresh from the nodes (parents before children); collections' cells are grouped as ARIA wants
  // them: a list's children become list items, a grid's cells rows of cells.
  window.__ocvMirror = function (nodes) {
    const byID = new Map();
    const built = new Map();
    const root = document.createDocumentFragment();
    for (const node of nodes) {
      byID.set(node.i, node);
      const parent = byID.get(node.p);
      const parentFrame = parent ? parent.f : [0, 0];
      let container = parent ? built.get(node.p) : root;
      if (!container) container = root;
      const el = element(node, parentFrame);
      if (parent && parent.r === "list" && node.r !== "listitem") {
        const item = document.createElement("div");
        item.setAttribute("role", "listitem");
        if (node.ri !== undefined) {
          item.setAttribute("aria-posinset", String(node.ri + 1));
          item.setAttribute("aria-setsize", String(parent.rc || 0));
        }
        container.appendChild(item);
        container = item;
      } else if (node.r === "listitem" && parent && parent.r === "list" && node.ri !== undefined) {
        el.setAttribute("aria-posinset", String(node.ri + 1));
        el.setAttribute("aria-setsize", String(parent.rc || 0));
      }
      if (parent && parent.r === "grid") {
        const rowKey = "row-" + node.p + "-" + (node.ri === undefined ? "x" : node.ri);
        let row = built.get(rowKey);
        if (!row) {
          row = document.createElement("div");
          row.setAttribute("role", "row");
          if (node.ri !== undefined) row.setAttribute("aria-rowindex", String(node.ri + 1));
          container.appendChild(row);
          built.set(rowKey, row);
        }
        if (node.r !== "gridcell") {
          const cell = document.createElement("div");
          cell.setAttribute("role", "gridcell");
          row.appendChild(cell);
          container = cell;
        } else {
          container = row;
        }
        if (node.ci !== undefined) (node.r === "gridcell" ? el : container).setAttribute("aria-colindex", String(node.ci + 1));
      }
      container.appendChild(el);
      built.set(node.i, el);
    }
    layer.replaceChildren(root);
    elements = built;
  };

  // Announcements (UIAccessibility.post(notification: .announcement, argument:)) read by a live region.
  window.__ocvAnnounce = function (text) { live.textContent = text; };
})();

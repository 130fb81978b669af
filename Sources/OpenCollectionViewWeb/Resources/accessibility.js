// The accessibility mirror: the window's accessibility tree (the frame message's "ax" field, computed by the server
// from UIKit's accessibility API) as real DOM semantics over the drawing, which is hidden from assistive technology.
// Each element sits transparent at its frame, with the ARIA role, name, value, description and states UIKit's traits
// stand for; collections carry the counts of all their rows and columns, cells their place among them. A click from
// an assistive technology (or the keyboard) on a mirrored element reaches the view as accessibilityActivate(); arrow
// keys on a slider as accessibilityIncrement() / Decrement(); an element's custom actions are buttons inside it (or
// after it). The element standing for UIKit's focused item holds the page's focus, and the page's focus moved onto a
// mirrored element (by an assistive technology) moves UIKit's focus there.
//
// "ax" is a list of changes (docs/WebHost.md): {"z":1} start afresh; a node {"i":id,…} created whole or, when known,
// the fields that changed (null clears one); {"r":[ids]} removed; {"o":[parent,[ids]]} a parent's child order;
// {"fx":id} the focused node (0: none). Frames are relative to the parent's content; a parent's "b" is its scroll
// offset. Children of a parent that all carry a row ("ri") are ordered by row and column.
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
  // Roles whose element may hold the buttons of its custom actions; others get them right after it.
  const holdsActions = new Set(["gridcell", "listitem", null]);
  const nodes = new Map();     // id → node fields
  const orders = new Map();    // parent id → child ids in reading order
  let elements = new Map();    // id → element
  let focusID = 0;             // the node UIKit's focus is on
  let placingFocus = false;    // the mirror itself is moving the page's focus

  function act(id, action) {
    if (window.__ocv && window.__ocv.send) window.__ocv.send({ t: "ax", id: id, a: action });
  }

  function actionButtons(node) {
    const group = [];
    (node.ca || []).forEach(function (name, index) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = name;
      button.dataset.axAction = String(index);
      button.style.cssText = "position:absolute;left:0;top:0;width:1px;height:1px;padding:0;border:0;opacity:0;";
      button.addEventListener("click", function (event) {
        event.stopPropagation();
        act(node.i, "custom:" + index);
      });
      // The page's own key handling sends Return and Space to the window; on an action button they press it.
      button.addEventListener("keydown", function (event) {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        event.stopPropagation();
        act(node.i, "custom:" + index);
      });
      group.push(button);
    });
    return group;
  }

  function element(node, parent) {
    const el = document.createElement("div");
    el.dataset.ax = String(node.i);
    const f = node.f;
    const b = parent && parent.b ? parent.b : [0, 0];
    el.style.cssText = "position:absolute;overflow:hidden;white-space:nowrap;color:transparent;font-size:1px;" +
      "left:" + (f[0] - b[0]) + "px;top:" + (f[1] - b[1]) + "px;width:" + f[2] + "px;height:" + f[3] + "px;";
    const role = node.r || null;
    if (role) el.setAttribute("role", role);
    if (role === "heading") el.setAttribute("aria-level", "2");
    const name = node.n || "";
    const actions = node.ca && node.ca.length ? actionButtons(node) : [];
    if (name) {
      // A cell is named by its label (not by the buttons of its custom actions inside it).
      if (nameFromContent.has(role) && !(actions.length && role)) el.textContent = name;
      else el.setAttribute("aria-label", name);
    }
    const states = node.st || "";
    if (states.includes("x")) el.setAttribute("aria-disabled", "true");
    if (states.includes("E")) el.setAttribute("aria-expanded", "true");
    if (states.includes("C")) el.setAttribute("aria-expanded", "false");
    if (states.includes("m")) el.setAttribute("aria-modal", "true");
    if (role === "switch") el.setAttribute("aria-checked", node.v === "1" ? "true" : "false");
    else if (role === "gridcell" || role === "tab" || role === "row")
      el.setAttribute("aria-selected", states.includes("s") ? "true" : "false");
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
    // Elements, cells (which UIKit focuses as items) and the focused node can hold the page's focus.
    if (!node.e && (node.ri !== undefined || node.i === focusID)) el.tabIndex = -1;
    if (node.e) {
      el.tabIndex = -1;
      el.addEventListener("click", function (event) {
        if (event.target === el) act(node.i, "activate");
      });
      // Return or Space on an element UIKit's focus is not on (the page's focus was put there by an assistive
      // technology) activates it; on UIKit's focused item they go to the window (its focus system acts).
      el.addEventListener("keydown", function (event) {
        if (event.target !== el || node.i === focusID || (event.key !== "Enter" && event.key !== " ")) return;
        event.preventDefault();
        event.stopPropagation();
        act(node.i, "activate");
      });
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
    return { el: el, actions: actions };
  }

  // Applies one "ax" list of changes to the model.
  function apply(changes) {
    for (const change of changes) {
      if (change.i === undefined) {
        if (change.z) { nodes.clear(); orders.clear(); focusID = 0; }
        if (change.r) { for (const id of change.r) { nodes.delete(id); orders.delete(id); } }
        if (change.o) orders.set(change.o[0], change.o[1]);
        if ("fx" in change) focusID = change.fx;
        continue;
      }
      let node = nodes.get(change.i);
      if (!node) { node = {}; nodes.set(change.i, node); }
      for (const key in change) {
        if (change[key] === null) delete node[key]; else node[key] = change[key];
      }
    }
  }

  // The nodes in reading order, parents first: each parent's children by row and column when they all carry a row,
  // else in the order the server sent.
  function readingOrder() {
    const children = new Map();
    for (const node of nodes.values()) {
      let list = children.get(node.p);
      if (!list) { list = []; children.set(node.p, list); }
      list.push(node);
    }
    const result = [];
    function visit(parentID) {
      const list = children.get(parentID);
      if (!list) return;
      if (list.every(function (node) { return node.ri !== undefined; })) {
        list.sort(function (a, b) { return a.ri - b.ri || (a.ci || 0) - (b.ci || 0); });
      } else {
        const order = orders.get(parentID) || [];
        const rank = new Map(order.map(function (id, index) { return [id, index]; }));
        list.sort(function (a, b) {
          return (rank.has(a.i) ? rank.get(a.i) : 1e9) - (rank.has(b.i) ? rank.get(b.i) : 1e9);
        });
      }
      for (const node of list) { result.push(node); visit(node.i); }
    }
    visit(0);
    return result;
  }

  // Builds the mirror afresh from the model; collections' cells are grouped as ARIA wants them: a list's children
  // become list items, a grid's cells rows of cells.
  function render() {
    const hadFocus = document.activeElement;
    const focusWasInMirror = hadFocus && layer.contains(hadFocus);
    const focusedAction = focusWasInMirror && hadFocus.dataset.axAction !== undefined ?
      [hadFocus.closest("[data-ax]") ? hadFocus.closest("[data-ax]").dataset.ax : "", hadFocus.dataset.axAction] : null;
    const built = new Map();
    const deferred = [];
    const root = document.createDocumentFragment();
    for (const node of readingOrder()) {
      const parent = nodes.get(node.p);
      let container = parent ? built.get(node.p) : root;
      if (!container) container = root;
      const made = element(node, parent);
      const el = made.el;
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
        // A node without a row (a section header) is a row of its own where it is read, not one shared row.
        const rowKey = "row-" + node.p + "-" + (node.ri === undefined ? "n" + node.i : node.ri);
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
          // A cell that is not one element still carries its item's selection.
          if (node.ri !== undefined) cell.setAttribute("aria-selected", (node.st || "").includes("s") ? "true" : "false");
          row.appendChild(cell);
          container = cell;
        } else {
          container = row;
        }
        if (node.ci !== undefined) (node.r === "gridcell" ? el : container).setAttribute("aria-colindex", String(node.ci + 1));
      }
      container.appendChild(el);
      if (made.actions.length) {
        // Inside the element, after what it holds (appended once the pass is done), so its text reads first.
        if (holdsActions.has(node.r || null)) {
          deferred.push([el, made.actions]);
        } else {
          for (const button of made.actions) { button.style.left = el.style.left; button.style.top = el.style.top; container.appendChild(button); }
        }
      }
      built.set(node.i, el);
    }
    for (const [el, buttons] of deferred) for (const button of buttons) el.appendChild(button);
    placingFocus = true;
    layer.replaceChildren(root);
    elements = built;
    // The page's focus follows UIKit's (unless it is elsewhere on purpose, as in the text input's textarea); an
    // action button that had it keeps it.
    const canPlace = !hadFocus || hadFocus === document.body || focusWasInMirror;
    let target = null;
    if (focusedAction) {
      const owner = elements.get(Number(focusedAction[0]));
      target = owner ? (owner.querySelector("[data-ax-action='" + focusedAction[1] + "']") ||
        (owner.nextElementSibling && owner.parentNode.querySelector("[data-ax-action='" + focusedAction[1] + "']"))) : null;
    }
    if (!target && focusID) target = elements.get(focusID) || null;
    if (!target && focusWasInMirror) target = elements.get(Number(hadFocus.dataset.ax)) || null;
    if (canPlace && target) target.focus({ preventScroll: true });
    placingFocus = false;
  }

  // The page's focus moved onto a mirrored element (an assistive technology's cursor, a click): UIKit's focus follows
  // when the element's view can take it.
  layer.addEventListener("focusin", function (event) {
    if (placingFocus) return;
    const el = event.target.closest ? event.target.closest("[data-ax]") : null;
    if (!el || event.target !== el) return;
    const id = Number(el.dataset.ax);
    if (id && id !== focusID) act(id, "focus");
  });

  window.__ocvMirror = function (changes) {
    apply(changes);
    render();
  };
  // Frames that came before this script ran (client.js kept their tree changes): the first carries the whole tree.
  const early = window.__ocvPendingAx || [];
  delete window.__ocvPendingAx;
  if (early.length) {
    for (const changes of early) apply(changes);
    render();
  }

  // The mirror's state for the end-to-end tests: the focused node and the number of nodes.
  window.__ocvMirrorState = function () { return { focus: focusID, nodes: nodes.size }; };

  // Announcements (UIAccessibility.post(notification: .announcement, argument:)) read by a live region.
  window.__ocvAnnounce = function (text) { live.textContent = text; };
})();

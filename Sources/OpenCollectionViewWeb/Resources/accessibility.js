// The accessibility mirror: the window's accessibility tree (the frame message's "ax" field, computed by the server
// from UIKit's accessibility API) as real DOM semantics over the drawing, which is hidden from assistive technology.
// Each element sits transparent at its frame, with the ARIA role, name, value, description and states UIKit's traits
// stand for; collections carry the counts of all their rows and columns, cells their place among them. A click from
// an assistive technology (or the keyboard) on a mirrored element reaches the view as accessibilityActivate(); arrow
// keys on a slider as accessibilityIncrement() / Decrement(). An element's custom actions are its actions, as
// VoiceOver's actions rotor offers them: it says "Actions available" and Shift+F10 (or the context-menu key, or an
// assistive technology's context click) opens them as a menu; choosing one runs it. Rows that expand (an outline's
// folders, collapsible section headers) are disclosure buttons with aria-expanded (a header: a heading holding one).
// A navigation bar is a navigation landmark, a toolbar a toolbar; the rest of the window is the page's main landmark,
// and a navigation bar's title is its level-1 heading (a screen without one gets the page's title as a hidden one).
// The element standing for UIKit's focused item holds the page's focus, and the page's focus moved onto a mirrored
// element (by an assistive technology) moves UIKit's focus there.
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
  // Roles that may carry aria-haspopup (ARIA 1.2); others announce their actions by description only.
  const mayHavePopup = new Set(["button", "gridcell", "link", "slider", "tab", "textbox", "searchbox"]);
  // Whether a text field's value is text typed into it rather than its placeholder.
  function isTyped(node) {
    return !!node.v && node.v !== node.ph;
  }
  const nodes = new Map();     // id → node fields
  const orders = new Map();    // parent id → child ids in reading order
  let elements = new Map();    // id → element
  let focusID = 0;             // the node UIKit's focus is on
  let placingFocus = false;    // the mirror itself is moving the page's focus

  function act(id, action) {
    if (window.__ocv && window.__ocv.send) window.__ocv.send({ t: "ax", id: id, a: action });
  }

  // ---- Custom actions: one menu, opened on the element that has them ----
  const menuHost = document.createElement("div");
  menuHost.id = "ocv-ax-menu";
  menuHost.style.cssText = "position:fixed;inset:0;pointer-events:none;";
  document.body.appendChild(menuHost);
  let menuOwner = 0;           // the node whose actions the open menu lists (0: closed)

  function closeMenu(returnFocus) {
    const owner = menuOwner;
    menuOwner = 0;
    menuHost.replaceChildren();
    const el = owner ? elements.get(owner) : null;
    if (returnFocus && el) el.focus({ preventScroll: true });
  }

  function openMenu(id) {
    const node = nodes.get(id);
    const el = elements.get(id);
    if (!node || !el || !node.ca || !node.ca.length) return false;
    closeMenu(false);
    menuOwner = id;
    const rect = el.getBoundingClientRect();
    const menu = document.createElement("div");
    menu.setAttribute("role", "menu");
    menu.setAttribute("aria-label", "Actions" + (node.n ? " for " + node.n : ""));
    menu.style.cssText = "position:absolute;pointer-events:auto;overflow:hidden;color:transparent;font-size:1px;" +
      "left:" + rect.left + "px;top:" + rect.top + "px;width:" + Math.max(rect.width, 1) + "px;height:" +
      Math.max(rect.height, 1) + "px;";
    const items = node.ca.map(function (name, index) {
      const item = document.createElement("div");
      item.setAttribute("role", "menuitem");
      item.tabIndex = -1;
      item.textContent = name;
      item.dataset.axAction = String(index);
      item.addEventListener("click", function (event) {
        event.stopPropagation();
        closeMenu(true);
        act(id, "custom:" + index);
      });
      return item;
    });
    items.forEach(function (item) { menu.appendChild(item); });
    // The page's own key handling sends keys to the window; inside the menu they choose an action.
    menu.addEventListener("keydown", function (event) {
      const at = items.indexOf(document.activeElement);
      let next = -1;
      if (event.key === "ArrowDown") next = (at + 1) % items.length;
      else if (event.key === "ArrowUp") next = (at - 1 + items.length) % items.length;
      else if (event.key === "Home") next = 0;
      else if (event.key === "End") next = items.length - 1;
      else if (event.key === "Enter" || event.key === " ") {
        if (at >= 0) { closeMenu(true); act(id, "custom:" + at); }
      } else if (event.key === "Escape" || event.key === "Tab") closeMenu(true);
      else return;
      event.preventDefault();
      event.stopPropagation();
      if (next >= 0) items[next].focus({ preventScroll: true });
    });
    menu.addEventListener("focusout", function (event) {
      if (menuOwner === id && !menu.contains(event.relatedTarget)) closeMenu(false);
    });
    menuHost.appendChild(menu);
    items[0].focus({ preventScroll: true });
    return true;
  }

  // The role a node is mirrored with: a row that expands is a disclosure button (a header keeps its heading, which
  // holds the button).
  function roleOf(node) {
    const role = node.r || null;
    const states = node.st || "";
    if ((states.includes("E") || states.includes("C")) && role !== "heading") return "button";
    if (!role && node.ri !== undefined) {
      // A cell that is not one element (its labels are) is its collection's item itself.
      const parent = nodes.get(node.p);
      if (parent && parent.r === "grid") return "gridcell";
      if (parent && parent.r === "list") return "listitem";
    }
    return role;
  }

  function element(node, parent) {
    const el = document.createElement("div");
    el.dataset.ax = String(node.i);
    const f = node.f;
    const b = parent && parent.b ? parent.b : [0, 0];
    el.style.cssText = "position:absolute;overflow:hidden;white-space:nowrap;color:transparent;font-size:1px;" +
      "left:" + (f[0] - b[0]) + "px;top:" + (f[1] - b[1]) + "px;width:" + f[2] + "px;height:" + f[3] + "px;";
    const role = roleOf(node);
    if (role) el.setAttribute("role", role);
    // A navigation bar's title is the screen's: level 1; section headers are level 2.
    if (role === "heading") el.setAttribute("aria-level", parent && parent.r === "navigation" ? "1" : "2");
    const name = node.n || "";
    const states = node.st || "";
    const expandable = states.includes("E") || states.includes("C");
    let named = el;
    if (expandable && role === "heading") {
      // A collapsible header: the heading holds a disclosure button, which is what expands.
      named = document.createElement("div");
      named.setAttribute("role", "button");
      named.dataset.axDisclosure = "1";
      named.addEventListener("click", function (event) {
        event.stopPropagation();
        act(node.i, "activate");
      });
      el.appendChild(named);
    }
    if (name) {
      if (nameFromContent.has(role)) named.textContent = name;
      else el.setAttribute("aria-label", name);
    }
    if (states.includes("x")) el.setAttribute("aria-disabled", "true");
    if (expandable) named.setAttribute("aria-expanded", states.includes("E") ? "true" : "false");
    if (node.ca && node.ca.length) {
      // Its custom actions, as VoiceOver announces them; Shift+F10 opens them (below).
      el.setAttribute("aria-keyshortcuts", "Shift+F10");
      if (mayHavePopup.has(role)) el.setAttribute("aria-haspopup", "menu");
    }
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
      // A text field's value is its text, or its placeholder while empty (which VoiceOver reads as its name when it
      // has no label): the text is the text box's content, the placeholder its aria-placeholder.
      if (role === "textbox" || role === "searchbox") {
        const placeholder = node.ph || "";
        if (placeholder) el.setAttribute("aria-placeholder", placeholder);
        if (!name && placeholder) el.setAttribute("aria-label", placeholder);
        if (isTyped(node)) named.textContent = node.v;
      }
      else el.setAttribute("aria-description", node.v + (node.d ? ". " + node.d : ""));
    }
    if (node.d && !el.hasAttribute("aria-description")) el.setAttribute("aria-description", node.d);
    if (node.ca && node.ca.length) {
      const described = el.getAttribute("aria-description");
      el.setAttribute("aria-description", (described ? described + ". " : "") + "Actions available");
    }
    // A grid counts all its rows and columns; a list's items carry their place and the list's size instead.
    if (role === "grid" && node.rc !== undefined) el.setAttribute("aria-rowcount", String(node.rc));
    if (role === "grid" && node.cc !== undefined) el.setAttribute("aria-colcount", String(node.cc));
    // Elements, cells (which UIKit focuses as items) and the focused node can hold the page's focus.
    if (!node.e && (node.ri !== undefined || node.i === focusID)) el.tabIndex = -1;
    if (node.ca && node.ca.length) {
      // A cell that is not one element (its label is) still offers its item's actions.
      el.addEventListener("keydown", function (event) {
        if (event.target !== el) return;
        if (!((event.key === "F10" && event.shiftKey) || event.key === "ContextMenu")) return;
        event.preventDefault();
        event.stopPropagation();
        openMenu(node.i);
      });
      el.addEventListener("contextmenu", function (event) {
        event.preventDefault();
        openMenu(node.i);
      });
    }
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
    return el;
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
  // become list items, a grid's cells rows of cells. The window's node is the main landmark, its bars landmarks
  // beside it.
  function render() {
    const hadFocus = document.activeElement;
    const focusWasInMirror = hadFocus && layer.contains(hadFocus);
    const built = new Map();
    const root = document.createDocumentFragment();
    const bars = [];
    let main = null;
    let headingOne = false;
    for (const node of readingOrder()) {
      const parent = nodes.get(node.p);
      let container = parent ? built.get(node.p) : root;
      if (!container) container = root;
      const el = element(node, parent);
      const role = roleOf(node);
      if (!parent && !role && !main) {
        main = el;
        el.setAttribute("role", "main");
      }
      if (role === "heading" && el.getAttribute("aria-level") === "1") headingOne = true;
      if (parent && parent.r === "list" && role !== "listitem") {
        const item = document.createElement("div");
        item.setAttribute("role", "listitem");
        if (node.ri !== undefined) {
          item.setAttribute("aria-posinset", String(node.ri + 1));
          item.setAttribute("aria-setsize", String(parent.rc || 0));
        }
        container.appendChild(item);
        container = item;
      } else if (role === "listitem" && parent && parent.r === "list" && node.ri !== undefined) {
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
        if (role !== "gridcell") {
          const cell = document.createElement("div");
          cell.setAttribute("role", "gridcell");
          // A cell that is not one element still carries its item's selection.
          if (node.ri !== undefined) cell.setAttribute("aria-selected", (node.st || "").includes("s") ? "true" : "false");
          row.appendChild(cell);
          container = cell;
        } else {
          container = row;
        }
        if (node.ci !== undefined) (role === "gridcell" ? el : container).setAttribute("aria-colindex", String(node.ci + 1));
      }
      // A bar directly in the window is a landmark of the page, beside its main one (the window is at the page's
      // origin, so the bar's frame stands as it is).
      if (parent && parent === nodes.get(main ? Number(main.dataset.ax) : -1) &&
          (role === "navigation" || role === "toolbar")) {
        bars.push(el);
      } else {
        container.appendChild(el);
      }
      built.set(node.i, el);
    }
    // A landmark is named by its bar's title (two navigation bars of a split view are told apart).
    for (const bar of bars) {
      if (bar.getAttribute("role") !== "navigation" || bar.hasAttribute("aria-label")) continue;
      const title = bar.querySelector("[role=heading]");
      bar.setAttribute("aria-label", title && title.textContent ? title.textContent : "Navigation bar");
    }
    if (main && !headingOne) {
      // A screen without a navigation bar is named by the page's title (the window's shown screen).
      const heading = document.createElement("div");
      heading.setAttribute("role", "heading");
      heading.setAttribute("aria-level", "1");
      heading.id = "ocv-ax-title";
      heading.textContent = document.title;
      heading.style.cssText = "position:absolute;left:0;top:0;width:1px;height:1px;overflow:hidden;color:transparent;font-size:1px;";
      main.insertBefore(heading, main.firstChild);
    }
    placingFocus = true;
    layer.replaceChildren(...bars, root);
    elements = built;
    // An open menu whose element left the tree (or lost its actions) closes.
    if (menuOwner && !(nodes.get(menuOwner) && (nodes.get(menuOwner).ca || []).length)) closeMenu(false);
    // The page's focus follows UIKit's (unless it is elsewhere on purpose, as in the text input's textarea or the
    // actions menu).
    const canPlace = !hadFocus || hadFocus === document.body || focusWasInMirror;
    let target = null;
    if (focusID) target = elements.get(focusID) || null;
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

  // The window's shown screen (its "title" field) names the page and, without a navigation bar, its hidden heading.
  window.__ocvTitle = function (title) {
    document.title = title;
    const heading = document.getElementById("ocv-ax-title");
    if (heading) heading.textContent = title;
  };

  // Announcements (UIAccessibility.post(notification: .announcement, argument:)) read by a live region.
  window.__ocvAnnounce = function (text) { live.textContent = text; };
})();

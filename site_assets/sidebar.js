/* understory sidebar: the companion beside every page, with four views (the chapter's
 * glance, the wiki entries for the selected name, the chat and search). It follows the
 * selection popup ("understory:popup"); served, the popup also offers to ask about the
 * passage ("understory:passage", taken by chat.js).
 */
(function (U) {
  "use strict";

  var el = U.el, msg = U.t, $ = U.$, $all = U.$all;
  var SIDEBAR_KEY = "understory:sidebar";

  function openSidebar(name) {
    var bar = $("[data-sidebar]");
    if (!bar) return;
    bar.hidden = false;
    U.store(SIDEBAR_KEY + ":open", "1");
    document.body.classList.add("with-sidebar");
    showView(name || U.load(SIDEBAR_KEY) || "chat");
  }

  function closeSidebar() {
    var bar = $("[data-sidebar]");
    if (bar) bar.hidden = true;
    U.store(SIDEBAR_KEY + ":open", null);
    document.body.classList.remove("with-sidebar");
  }

  function showView(name) {
    U.store(SIDEBAR_KEY, name);
    $all("[data-sidebar-view]").forEach(function (v) { v.hidden = v.getAttribute("data-sidebar-view") !== name; });
    $all("[data-sidebar-tab]").forEach(function (t) {
      t.setAttribute("aria-selected", String(t.getAttribute("data-sidebar-tab") === name));
    });
    if (name === "glance") fillGlance();
    if (name === "chat") { var input = $("[data-sidebar] [data-chat-input]"); if (input) input.focus(); }
  }

  function fillGlance() {
    var box = $("[data-sidebar-glance]");
    var glance = $("main .glance");
    if (!box || !glance || box.getAttribute("data-filled")) return;
    box.textContent = "";
    box.appendChild(glance.cloneNode(true));
    box.setAttribute("data-filled", "1");
    U.applyGates();
  }

  function setupSidebar() {
    $all("[data-sidebar-open]").forEach(function (b) { b.addEventListener("click", function () { openSidebar(); }); });
    $all("[data-sidebar-close]").forEach(function (b) { b.addEventListener("click", closeSidebar); });
    // Escape closes the sidebar (a dialog or the popup, when open, closes first): in the
    // capture phase, before the popup's own Escape hides it.
    document.addEventListener("keydown", function (event) {
      if (event.key !== "Escape" || $("dialog[open]") || !$("[data-popup]") || !$("[data-popup]").hidden) return;
      closeSidebar();
    }, true);
    $all("[data-sidebar-tab]").forEach(function (t) {
      t.addEventListener("click", function () { showView(t.getAttribute("data-sidebar-tab")); });
    });
    document.addEventListener("understory:popup", function (event) { followPopup(event.detail); });
  }

  // The wiki view follows the selection popup; served, the popup also offers to ask.
  function followPopup(shown) {
    var list = $("[data-sidebar-wiki]");
    var text = shown.text;
    if (list) {
      list.textContent = "";
      shown.found.forEach(function (f) {
        var li = el("li");
        var a = el("a", null, f.entry.title);
        a.href = U.root() + f.entry.href;
        li.appendChild(a);
        if (f.via) li.appendChild(el("span", "note", " " + msg("popup.as", { name: f.via })));
        list.appendChild(li);
      });
      var note = $("[data-sidebar-wiki-note]");
      if (note) note.textContent = shown.found.length ? msg("popup.found_for", { text: text.trim().slice(0, 40) }) :
        msg("popup.none", { text: text.trim().slice(0, 40) });
    }
    if (!U.server.served || !U.server.status) return;
    var selection = window.getSelection();
    var node = selection && selection.anchorNode;
    node = node && (node.nodeType === 1 ? node : node.parentElement);
    var paragraph = node && node.closest("[id^='p-']");
    var button = el("button", "ask-passage", msg("popup.ask"));
    button.type = "button";
    button.setAttribute("data-ask-passage", "");
    button.addEventListener("mousedown", function (event) { event.preventDefault(); });
    button.addEventListener("click", function () {
      var locator = paragraph ? paragraph.id.slice(2).replace(/-/g, ".") : null;
      document.dispatchEvent(new CustomEvent("understory:passage", { detail: { text: text.trim(), locator: locator } }));
      shown.popup.hidden = true;
    });
    shown.popup.appendChild(button);
  }

  U.sidebar = { open: openSidebar };
  U.component("sidebar", "[data-sidebar]", function () {
    setupSidebar();
    if ($("[data-chat-board]") === null && U.load(SIDEBAR_KEY + ":open") === "1") openSidebar();
  });
})(window.Understory);

/* understory popup: the entries named in a selection of the text, and known names marked in
 * the reader's text (a setting).
 *
 * Names come from the loaded names parts (names.js): each entry's title (gated by the
 * entry's title) and its aliases (each by its own gate, and in strict mode not at all when
 * learned late). Each popup shown is told by the "understory:popup" event ({popup, text,
 * found}), so the companion can follow it and add to it.
 */
(function (U) {
  "use strict";

  var t = U.t, normalize = U.normalize;

  // The CJK ranges of understory_cli/text.py, in data/book.js: a CJK name needs no word break.
  var CJK = new RegExp(U.book.patterns.cjk);
  var WORD = /[\p{L}\p{N}]/u;

  // A Latin name must stand as a whole word; CJK text has no spaces to tell words apart.
  function bounded(text, start, end) {
    var before = start > 0 ? text.charAt(start - 1) : "";
    var after = end < text.length ? text.charAt(end) : "";
    var first = text.charAt(start);
    var last = text.charAt(end - 1);
    return (!before || CJK.test(first) || !WORD.test(before)) && (!after || CJK.test(last) || !WORD.test(after));
  }

  // The entries named in a selection: longest names first, a shorter name inside a
  // longer one left out ("Nick Chopper", not also "Nick"). Nothing named: names that
  // begin with the selection.
  function entriesFor(selection) {
    var q = normalize(selection).replace(/\s+/g, " ").trim();
    if (!q || q.length > 120) return [];
    var known = U.names.known();
    var hits = [];
    known.forEach(function (k) {
      var n = normalize(k.name);
      if (!n) return;
      for (var at = q.indexOf(n); at >= 0; at = q.indexOf(n, at + 1)) {
        if (bounded(q, at, at + n.length)) hits.push({ start: at, end: at + n.length, k: k });
      }
    });
    hits.sort(function (a, b) { return (b.end - b.start) - (a.end - a.start) || a.start - b.start; });
    var taken = [];
    hits.forEach(function (h) {
      var inside = taken.some(function (o) {
        return h.start < o.end && o.start < h.end && !(o.start === h.start && o.end === h.end);
      });
      if (!inside) taken.push(h);
    });
    if (!taken.length && q.length >= 3) {
      known.forEach(function (k) {
        if (normalize(k.name).indexOf(q) === 0) taken.push({ start: 0, end: 0, k: k });
      });
    }
    taken.sort(function (a, b) { return a.start - b.start; });
    var seen = [];
    var out = [];
    taken.forEach(function (h) {
      if (seen.indexOf(h.k.entry) >= 0) return;
      seen.push(h.k.entry);
      out.push({ entry: h.k.entry, via: h.k.alias ? h.k.name : null });
    });
    return out.slice(0, 8);
  }

  function hidePopup() {
    var popup = document.querySelector("[data-popup]");
    if (popup) popup.hidden = true;
  }

  function showPopup(text, rect) {
    var popup = document.querySelector("[data-popup]");
    if (!popup) return;
    var found = entriesFor(text);
    popup.textContent = "";
    var head = document.createElement("p");
    head.className = "popup-head";
    head.textContent = found.length ? t("popup.found") : t("popup.none", { text: text.trim().slice(0, 40) });
    popup.appendChild(head);
    if (found.length) {
      var list = document.createElement("ul");
      found.forEach(function (f) {
        var li = document.createElement("li");
        var a = document.createElement("a");
        a.href = U.root() + f.entry.href;
        a.textContent = f.entry.title;
        li.appendChild(a);
        var note = document.createElement("span");
        note.className = "note";
        note.textContent = " " + (f.via ? t("popup.as", { name: f.via }) : U.names.categoryNote(f.entry));
        li.appendChild(note);
        list.appendChild(li);
      });
      popup.appendChild(list);
    }
    document.dispatchEvent(new CustomEvent("understory:popup", { detail: { popup: popup, text: text, found: found } }));
    popup.hidden = false;
    var width = popup.offsetWidth;
    var left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
    var top = rect.bottom + 8;
    if (top + popup.offsetHeight > window.innerHeight - 8) top = Math.max(8, rect.top - popup.offsetHeight - 8);
    popup.style.left = left + "px";
    popup.style.top = top + "px";
  }

  var selectionTimer = null;
  var popupPinned = false;

  function onSelectionChange() {
    clearTimeout(selectionTimer);
    selectionTimer = setTimeout(function () {
      var sel = window.getSelection();
      var text = sel ? sel.toString() : "";
      if (!sel || sel.isCollapsed || !text.trim() || text.length > 120) {
        var inside = document.activeElement && document.activeElement.closest("[data-popup]");  // typing in it (fix.js)
        if (!popupPinned && !inside) hidePopup();
        return;
      }
      var node = sel.anchorNode && (sel.anchorNode.nodeType === 1 ? sel.anchorNode : sel.anchorNode.parentElement);
      if (!node || !node.closest("[data-selectable]")) return;
      popupPinned = false;
      showPopup(text, sel.getRangeAt(0).getBoundingClientRect());
    }, 200);
  }

  function setupPopup() {
    document.addEventListener("selectionchange", onSelectionChange);
    document.addEventListener("keydown", function (event) { if (event.key === "Escape") hidePopup(); });
    document.addEventListener("mousedown", function (event) {
      if (!event.target.closest("[data-popup]") && !event.target.closest("mark.known")) {
        popupPinned = false;
        hidePopup();
      }
    });
    document.addEventListener("click", function (event) {
      var mark = event.target.closest && event.target.closest("mark.known");
      if (!mark) return;
      popupPinned = true;
      showPopup(mark.textContent, mark.getBoundingClientRect());
    });
  }

  function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }

  // Known names in the chapters' text (the page's and those read on into), marked (a
  // setting); only names the reader may see.
  function highlightNames() {
    document.querySelectorAll(".kind-chapter .chapter-text .book[data-selectable]").forEach(highlightIn);
  }

  function highlightIn(text) {
    var marks = text.querySelectorAll("mark.known");
    for (var i = 0; i < marks.length; i++) marks[i].replaceWith(document.createTextNode(marks[i].textContent));
    if (marks.length) text.normalize();
    if (!U.settings().highlight_names) return;
    var names = U.names.known().map(function (k) { return k.name; }).filter(function (n) { return n.length > 1; });
    if (!names.length) return;
    names.sort(function (a, b) { return b.length - a.length; });
    var pattern = new RegExp(names.map(escapeRegExp).join("|"), "gu");
    var walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
    var nodes = [];
    for (var n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
    nodes.forEach(function (node) {
      var value = node.nodeValue;
      var found = [];
      pattern.lastIndex = 0;
      for (var m = pattern.exec(value); m; m = pattern.exec(value)) {
        if (bounded(value, m.index, m.index + m[0].length)) found.push([m.index, m[0]]);
      }
      if (!found.length) return;
      var frag = document.createDocumentFragment();
      var at = 0;
      found.forEach(function (f) {
        frag.appendChild(document.createTextNode(value.slice(at, f[0])));
        var mark = document.createElement("mark");
        mark.className = "known";
        mark.textContent = f[1];
        frag.appendChild(mark);
        at = f[0] + f[1].length;
      });
      frag.appendChild(document.createTextNode(value.slice(at)));
      node.replaceWith(frag);
    });
  }

  U.component("popup", "[data-popup]", setupPopup);
  U.component("name marks", "[data-selectable]", function () { U.onGates(highlightNames); });
})(window.Understory);

/* understory bar: where the reader is. The dual progress bar at the foot of the reader (book
 * and volume, with the entry seen last marked where it appears), and the links that continue
 * reading ("Read", the home page's first button).
 */
(function (U) {
  "use strict";

  var t = U.t, book = U.book;
  var SVG = "http://www.w3.org/2000/svg";

  function drawScales() {
    var bars = document.querySelectorAll("svg[data-scale]");
    if (!bars.length) return;
    var p = U.progress();
    var entry = null;
    try { entry = JSON.parse(U.load(U.entryKey) || "null"); } catch (e) { entry = null; }
    var marks = entry && entry.href ? U.names.appearancesOf(entry.href) : [];
    var shown = entry && marks.length && U.visible(entry.reveal, entry.spoiler);
    for (var i = 0; i < bars.length; i++) {
      var bar = bars[i];
      var from = parseInt(bar.getAttribute("data-from"), 10);
      var to = parseInt(bar.getAttribute("data-to"), 10);
      var read = p === null ? 0 : Math.max(0, Math.min(to - from + 1, p - from + 1));
      bar.querySelector("[data-scale-read]").setAttribute("width", String(read));
      var group = bar.querySelector("[data-scale-marks]");
      group.textContent = "";
      if (!shown) continue;
      marks.forEach(function (m) {
        if (m[0] < from || m[0] > to) return;
        var link = document.createElementNS(SVG, "a");
        var href = U.chapterHref(m[0]);
        if (href) link.setAttribute("href", href);
        link.setAttribute("class", "scale-mark");
        link.setAttribute("data-mark", String(m[0]));
        var rect = document.createElementNS(SVG, "rect");
        rect.setAttribute("x", String(m[0] - from));
        rect.setAttribute("y", "0");
        rect.setAttribute("width", "1");
        rect.setAttribute("height", "4");
        var tip = document.createElementNS(SVG, "title");
        tip.textContent = t("reader.mark", { title: entry.title, n: m[1], loc: U.chapterLoc(m[0]) });
        rect.appendChild(tip);
        link.appendChild(rect);
        group.appendChild(link);
      });
    }
    var note = document.querySelector("[data-scale-entry]");
    if (!note) return;
    note.textContent = "";
    note.hidden = !shown;
    if (!shown) return;
    var parts = t("reader.marked").split("{title}");
    note.appendChild(document.createTextNode(parts[0]));
    var a = document.createElement("a");
    a.href = U.root() + entry.href;
    a.textContent = entry.title;
    note.appendChild(a);
    note.appendChild(document.createTextNode(parts.slice(1).join("")));
  }

  // "Read" and the home page's first button continue where the reader is.
  function continueLinks() {
    var p = U.progress();
    var next = p === null ? null : U.chapterOf(p + 1) || U.chapterOf(p);
    document.querySelectorAll("[data-continue], [data-continue-button]").forEach(function (a) {
      if (!next) return;
      a.setAttribute("href", U.chapterHref(next.n));
      if (a.hasAttribute("data-continue-button")) a.textContent = t("home.continue", { chapter: (next.loc + " " + U.chapterTitle(next.n)).trim() });
    });
  }

  U.component("bar", "svg[data-scale]", function () { U.onGates(drawScales); });
  U.component("continue", "[data-continue], [data-continue-button]", function () { U.onGates(continueLinks); });
})(window.Understory);

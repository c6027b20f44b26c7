/* understory wiki: what the wiki's pages draw from the names parts. An entry's track and
 * list of appearances, navbox rows, the graph's labels, and the entry page remembered so the
 * reader's bar can mark where it appears.
 */
(function (U) {
  "use strict";

  var t = U.t, visible = U.visible;
  var SVG = "http://www.w3.org/2000/svg";
  var TRACK_CAP = 40;

  // An entry page remembers itself: the reader's bar marks where it appears.
  function rememberEntry() {
    var page = document.querySelector("[data-entry-page]");
    var title = page && page.querySelector("[data-doc-title]");
    if (!title) return;
    var gate = title.closest("[data-reveal]");
    U.store(U.entryKey, JSON.stringify({  // its appearances come from the names parts wherever it is shown
      title: title.textContent, href: page.getAttribute("data-entry-page"),
      reveal: gate ? parseInt(gate.getAttribute("data-reveal"), 10) : 0,
      spoiler: !!(gate && gate.hasAttribute("data-spoiler"))
    }));
  }

  // The open entry's track (a bar per chapter, its height by its own count only: scaled to
  // the busiest chapter, an early bar would tell how big a later one gets) and its list of
  // appearances.
  function drawAppearances() {
    var page = document.querySelector("[data-entry-page]");
    if (!page) return;
    var found = U.names.appearancesOf(page.getAttribute("data-entry-page"));
    page.querySelectorAll("[data-track-bars]").forEach(function (group) {
      group.textContent = "";
      found.forEach(function (a) {
        var height = Math.round((1 + 9 * Math.sqrt(Math.min(a[1], TRACK_CAP) / TRACK_CAP)) * 100) / 100;
        var link = document.createElementNS(SVG, "a");
        link.setAttribute("href", U.chapterHref(a[0]) || "");
        link.setAttribute("data-n", String(a[0]));
        link.setAttribute("data-count", String(a[1]));
        var tip = document.createElementNS(SVG, "title");
        tip.textContent = t("entry.track.bar", { chapter: U.chapterLoc(a[0]), n: a[1] });
        var rect = document.createElementNS(SVG, "rect");
        rect.setAttribute("x", String(Math.round((a[0] - 1 + 0.1) * 100) / 100));
        rect.setAttribute("y", String(Math.round((10 - height) * 100) / 100));
        rect.setAttribute("width", "0.8");
        rect.setAttribute("height", String(height));
        link.appendChild(tip);
        link.appendChild(rect);
        group.appendChild(link);
      });
    });
    page.querySelectorAll("ol[data-appearances]").forEach(function (list) {
      list.textContent = "";
      found.forEach(function (a) {
        var li = document.createElement("li");
        var link = document.createElement("a");
        link.href = U.chapterHref(a[0]) || "";
        var loc = document.createElement("span");
        loc.className = "loc";
        loc.textContent = U.chapterLoc(a[0]);
        link.appendChild(loc);
        var title = U.names.namingTitle(a[0]);
        if (title) link.appendChild(document.createTextNode(" " + title));
        else link.className = "untitled";
        li.appendChild(link);
        list.appendChild(li);
      });
    });
  }

  // A navbox row's entries, "id:gate ..." by the names parts' ids: those the reader may see.
  function drawNavboxes() {
    var data = window.UNDERSTORY_SEARCH;
    var base = U.root();
    document.querySelectorAll("[data-navbox-members]").forEach(function (cell) {
      cell.textContent = "";
      if (!data) return;
      cell.getAttribute("data-navbox-members").split(" ").filter(Boolean).forEach(function (member) {
        var e = data.byId[member.split(":")[0]];
        if (!e || !visible(Math.max(e.reveal, parseInt(member.split(":")[1], 10)), e.spoiler)) return;
        if (cell.childNodes.length) cell.appendChild(document.createTextNode(" · "));
        var a = document.createElement("a");
        a.href = base + e.href;
        a.textContent = e.title;
        cell.appendChild(a);
      });
      cell.parentElement.hidden = !cell.childNodes.length;  // a row of no one reached yet is not there
    });
  }

  // An entry's appearances: the first and the latest the reader has reached, the rest
  // behind one button.
  function trimAppearances() {
    document.querySelectorAll("ol.appearances").forEach(function (list) {
      list.querySelectorAll(".appearances-more").forEach(function (b) { b.remove(); });
      var open = Array.prototype.filter.call(list.children, function (li) {
        li.classList.remove("between");
        return !li.hasAttribute("data-reveal") || li.classList.contains("open");
      });
      if (open.length <= 3 || list.classList.contains("all")) return;
      open.slice(1, -1).forEach(function (li) { li.classList.add("between"); });
      var more = document.createElement("li");
      more.className = "appearances-more";
      var button = document.createElement("button");
      button.type = "button";
      button.className = "linkish";
      button.textContent = t("entry.all_chapters", { n: open.length });
      button.addEventListener("click", function () { list.classList.add("all"); more.remove(); });
      more.appendChild(button);
      open[0].after(more);
    });
  }

  // The graph's labels show with their nodes; with no node shown, a note says why.
  function graphNote() {
    var labels = document.querySelectorAll("[data-graph] text[data-label]");
    for (var j = 0; j < labels.length; j++) {
      var gate = labels[j].closest("[data-reveal]");
      labels[j].textContent = gate && gate.classList.contains("open") ? labels[j].getAttribute("data-label") : "";
    }
    var note = document.querySelector("[data-graph-empty]");
    if (!note) return;
    var nodes = document.querySelectorAll("[data-graph] .node");
    var any = false;
    for (var i = 0; i < nodes.length; i++) {
      if (!nodes[i].hasAttribute("data-reveal") || nodes[i].classList.contains("open")) any = true;
    }
    note.hidden = any;
  }

  U.component("graph", "[data-graph]", function () { U.onGates(graphNote); });
  U.component("entry", "[data-entry-page]", function () {
    rememberEntry();
    document.addEventListener("understory:filled", rememberEntry);  // a title put back
    U.onGates(drawAppearances);
  });
  U.component("navboxes", "[data-navbox-members]", function () { U.onGates(drawNavboxes); });
  U.component("appearances", "ol.appearances", function () { U.onGates(trimAppearances); });
})(window.Understory);

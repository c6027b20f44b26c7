/* understory contents: the contents beside the reader's text, drawn from data/book.js.
 *
 * Volumes, then their chapters under their parts' headings (a part's title page: Part Two, 第二部),
 * each title shown once the chapter before it is finished
 * (titles come with the names parts, so the page holds none it may not show), and a tick
 * for every chapter read. Collapsible on a wide screen, a drawer on a phone.
 */
(function (U) {
  "use strict";

  var t = U.t, book = U.book;
  var TOC_KEY = "understory:toc";

  function buildToc(box) {
    var here = box.getAttribute("data-current");
    var volume = parseInt(here, 10);
    (book.volumes || []).forEach(function (v) {
      var details = document.createElement("details");
      details.className = "toc-volume";
      details.open = v.no === volume;
      var summary = document.createElement("summary");
      summary.setAttribute("data-toc-volume", String(v.no));
      details.appendChild(summary);
      var list = document.createElement("ol");
      list.className = "toc";
      book.chapters.filter(function (c) { return c.vol === v.no; }).forEach(function (c) {
        (c.p || []).forEach(function (loc, i) { list.appendChild(partHeading(c.n, i, loc, here)); });
        var li = document.createElement("li");
        li.className = "story";
        li.setAttribute("data-chapter", String(c.n));
        var a = document.createElement("a");
        a.href = U.chapterHref(c.n);
        if (c.loc === here) a.setAttribute("aria-current", "page");
        var loc = document.createElement("span");
        loc.className = "loc";
        loc.textContent = c.loc;
        var title = document.createElement("span");
        title.className = "toc-title";
        title.setAttribute("data-toc-title", String(c.n));
        a.appendChild(loc);
        a.appendChild(document.createTextNode(" "));
        a.appendChild(title);
        li.appendChild(a);
        list.appendChild(li);
      });
      details.appendChild(list);
      box.appendChild(details);
    });
  }

  // A part's heading over the chapters it opens: a link to its title page, its title filled in
  // (as the chapter's) once the chapter before it is finished.
  function partHeading(n, i, loc, here) {
    var li = document.createElement("li");
    li.className = "part";
    var a = document.createElement("a");
    a.href = U.root() + "reader/" + encodeURIComponent(loc) + ".html";
    if (loc === here) a.setAttribute("aria-current", "page");
    var title = document.createElement("span");
    title.className = "toc-title";
    title.setAttribute("data-toc-part", n + ":" + i);
    a.appendChild(title);
    li.appendChild(a);
    return li;
  }

  // The contents ticks the chapters finished.
  function markRead() {
    var p = U.progress();
    document.querySelectorAll(".toc li[data-chapter]").forEach(function (li) {
      li.classList.toggle("done", p !== null && parseInt(li.getAttribute("data-chapter"), 10) <= p);
    });
  }

  function tocTitles() {
    // A volume's title once the volume before it is finished; until then its number.
    document.querySelectorAll("[data-toc-volume]").forEach(function (summary) {
      var no = summary.getAttribute("data-toc-volume");
      summary.textContent = U.names.volumeTitle(no) || t("heading.volume", { n: no });
    });
    document.querySelectorAll("[data-toc-title]").forEach(function (span) {
      var n = parseInt(span.getAttribute("data-toc-title"), 10);
      span.textContent = U.visible(n - 1, false) ? U.chapterTitle(n) : "";
    });
    document.querySelectorAll("[data-toc-part]").forEach(function (span) {
      var at = span.getAttribute("data-toc-part").split(":");
      var n = parseInt(at[0], 10);
      span.textContent = U.visible(n - 1, false) ? U.partTitle(n, parseInt(at[1], 10)) : "";
    });
  }

  function setupToggle() {
    var toggle = document.querySelector("[data-toc-toggle]");
    if (!toggle) return;
    var narrow = function () { return window.matchMedia("(max-width: 60rem)").matches; };
    if (U.load(TOC_KEY) === "closed") document.body.classList.add("toc-closed");
    toggle.addEventListener("click", function () {
      if (narrow()) {
        document.body.classList.toggle("toc-open");
      } else {
        var closed = document.body.classList.toggle("toc-closed");
        U.store(TOC_KEY, closed ? "closed" : "open");
      }
    });
    document.querySelectorAll("[data-toc-close]").forEach(function (b) {
      b.addEventListener("click", function () { document.body.classList.remove("toc-open"); });
    });
    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || U.isFormControl(event.target)) return;
      if (event.key === "Escape") document.body.classList.remove("toc-open");
    });
    var pane = document.querySelector("[data-toc]");
    var current = pane && pane.querySelector(".toc a[aria-current]");
    if (current) pane.scrollTop = Math.max(0, current.offsetTop - pane.clientHeight / 2);
  }

  // The contents page lists its chapters in the page: ticks for them as well.
  U.component("read marks", ".toc li[data-chapter]", function () { U.onGates(markRead); });
  U.component("contents", "[data-toc-list]", function (boxes) {
    buildToc(boxes[0]);
    setupToggle();
    U.onGates(function () {
      markRead();
      tocTitles();
    });
  });
})(window.Understory);

/* understory reader: a chapter is finished when its end is scrolled into view at a reading
 * pace (pace.js judges; a skim asks first), or when the next chapter is opened from it.
 * Opening a chapter by a citation (a #paragraph link) does not count until the reader
 * scrolls themselves. Reading flows on: near a chapter's end the
 * next chapter of the volume is appended (data/flow/N.js), and the bar, the contents, the
 * tab and the address follow the chapter in view.
 */
(function (U) {
  "use strict";

  var t = U.t, book = U.book, chapterOf = U.chapterOf;

  // Set by the reader's own scrolling; a progress picked by hand stands until they scroll again.
  var scrolledByReader = false;
  var currentChapter = null;
  var endWatcher = null;
  var flowWatcher = null;
  var appending = false;

  // A paragraph opened by its address (a citation) lands below the sticky header, not under it:
  // the browser scrolled before the header's height was known to the page.
  function clearHeader() {
    var top = document.querySelector("header.top");
    if (!top) return;
    document.documentElement.style.setProperty("scroll-padding-top", (top.offsetHeight + 8) + "px");
    var id = window.location.hash ? decodeURIComponent(window.location.hash.slice(1)) : "";
    var target = id && document.getElementById(id);
    if (target) target.scrollIntoView();
  }

  function setupReader() {
    clearHeader();
    var no = parseInt(document.body.getAttribute("data-chapter-no"), 10);
    var next = document.querySelector("a[rel=next]");
    var prev = document.querySelector("a[rel=prev]");
    if (!isNaN(no) && next) {
      document.querySelectorAll("a[rel=next]").forEach(function (a) {
        a.addEventListener("click", function () { U.finished(currentChapter || no); });
      });
    }
    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (U.isFormControl(event.target)) return;
      if (event.key === "ArrowRight" && next) {
        if (!isNaN(no)) U.finished(no);
        window.location.href = next.href;
      } else if (event.key === "ArrowLeft" && prev) {
        window.location.href = prev.href;
      }
    });
    document.addEventListener("understory:picked", function () { scrolledByReader = false; });
    var end = document.querySelector("[data-chapter-end]");
    if (isNaN(no) || !end || !("IntersectionObserver" in window)) return;
    currentChapter = no;
    scrolledByReader = !window.location.hash;
    var scrollKeys = ["ArrowDown", "PageDown", "End", " "];
    ["wheel", "touchmove", "keydown"].forEach(function (name) {
      window.addEventListener(name, function (event) {
        if (name !== "keydown" || (scrollKeys.indexOf(event.key) >= 0 && !U.isFormControl(event.target))) {
          scrolledByReader = true;
        }
      }, { passive: true });
    });
    var seen = {};
    endWatcher = new IntersectionObserver(function (changes) {
      changes.forEach(function (c) {
        var n = parseInt(c.target.getAttribute("data-n"), 10);
        seen[n] = c.isIntersecting;
        if (c.isIntersecting && scrolledByReader) U.pace.ended(n);
      });
    });
    endWatcher.observe(end);
    U.pace.watch(end.closest(".chapter-text"));
    window.addEventListener("scroll", function () {
      Object.keys(seen).forEach(function (k) { if (seen[k] && scrolledByReader) U.pace.ended(parseInt(k, 10)); });
      followChapter();
    }, { passive: true });
    // The next chapter is fetched when the end of the last one comes within two screens.
    flowWatcher = new IntersectionObserver(function (changes) {
      if (changes.some(function (c) { return c.isIntersecting; })) appendNext();
    }, { rootMargin: "0px 0px 200% 0px" });
    flowWatcher.observe(end);
  }

  function appendNext() {
    var flow = document.querySelector("[data-flow]");
    var sections = flow ? flow.querySelectorAll(".chapter-text[data-n]") : [];
    if (!sections.length || appending) return;
    var last = parseInt(sections[sections.length - 1].getAttribute("data-n"), 10);
    var here = chapterOf(last);
    var after = chapterOf(last + 1);
    if (!here || !after || after.vol !== here.vol) return;  // a volume ends: its own page, its own stylesheet
    appending = true;
    var parts = window.UNDERSTORY_FLOW = window.UNDERSTORY_FLOW || {};
    if (parts[after.n]) { append(flow, after); return; }
    var failed = false;
    U.loadScript("data/flow/" + after.n + ".js", function () { failed = true; }).then(function () {
      if (failed) appending = false; else append(flow, after);
    });
  }

  function append(flow, after) {
    appending = false;
    var part = window.UNDERSTORY_FLOW[after.n];
    if (!part || flow.querySelector(".chapter-text[data-n='" + after.n + "']")) return;
    var section = document.createElement("section");
    section.className = "chapter-text";
    section.setAttribute("data-n", String(after.n));
    section.setAttribute("data-loc", after.loc);
    var text = document.createElement("div");
    text.className = "book";
    text.setAttribute("lang", (document.querySelector(".book") || document.documentElement).getAttribute("lang") || "");
    text.setAttribute("data-selectable", "");
    text.innerHTML = part.html;  // the site's own pages, sanitized at build like this page's text
    var end = document.createElement("div");
    end.className = "chapter-end";
    end.setAttribute("data-chapter-end", "");
    end.setAttribute("data-n", String(after.n));
    end.textContent = t("reader.end", { loc: after.loc });
    section.appendChild(text);
    section.appendChild(end);
    flow.appendChild(section);
    var bottom = document.querySelector(".chapter-nav.bottom");
    var beyond = chapterOf(after.n + 1);
    if (bottom) {
      bottom.querySelectorAll("a[rel=prev]").forEach(function (a) { a.remove(); });
      bottom.querySelectorAll("a[rel=next]").forEach(function (a) {
        if (beyond) a.setAttribute("href", U.chapterHref(beyond.n)); else a.remove();
      });
    }
    endWatcher.observe(end);
    flowWatcher.observe(end);
    U.pace.watch(section);
    U.applyGates();
  }

  // The chapter at the top of the window is the one being read: the bar, the contents, the
  // tab and the address follow it.
  function followChapter() {
    var sections = document.querySelectorAll("[data-flow] .chapter-text[data-n]");
    if (sections.length < 2) return;
    var n = parseInt(sections[0].getAttribute("data-n"), 10);
    for (var i = 0; i < sections.length; i++) {
      if (sections[i].getBoundingClientRect().top < window.innerHeight * 0.4) n = parseInt(sections[i].getAttribute("data-n"), 10);
    }
    if (n === currentChapter) return;
    currentChapter = n;
    var c = chapterOf(n);
    if (!c) return;
    var loc = document.querySelector("[data-where-loc]");
    if (loc) loc.textContent = c.loc;
    document.title = (U.chapterTitle(n) || c.loc) + " · " + book.title;
    document.querySelectorAll(".toc a[aria-current]").forEach(function (a) { a.removeAttribute("aria-current"); });
    var item = document.querySelector(".toc li[data-chapter='" + n + "'] a");
    if (item) item.setAttribute("aria-current", "page");
    document.querySelectorAll("[data-scale-here]").forEach(function (rect) {
      var from = parseInt(rect.closest("svg").getAttribute("data-from"), 10);
      rect.setAttribute("x", String(n - from));
    });
    try { history.replaceState(null, "", encodeURIComponent(c.loc) + ".html"); } catch (e) { /* file:// may refuse */ }
  }

  U.component("reader", "a[rel=next], a[rel=prev], [data-chapter-end]", setupReader);
})(window.Understory);

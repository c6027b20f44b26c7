/* understory met: the names met inside the chapter being read.
 *
 * An entry whose title opens at the end of chapter N is locked while the reader is inside
 * N, yet they may have met its name a few paragraphs ago. The reader view records the
 * furthest paragraph reached in the chapter being read (the one after the progress); the
 * chapter's part data/met/N.js (static_site/met.py) says where each such name is first
 * written. A name already passed joins the known names (the popup and the name marks read
 * them through names.js), and its locked entry page shows what the book has said of it up
 * to that paragraph, quoted from the chapter's own text: the page holds chapter N, which
 * the reader is reading, and nothing after it.
 */
(function (U) {
  "use strict";

  var t = U.t, book = U.book;
  var INSIDE_KEY = "understory:" + book.slug + ":inside";  // "N.K": furthest paragraph K of chapter N
  var loading = {};

  // The chapter the reader may be inside: the one after the progress (the first, with none).
  function readingChapter() {
    if (U.settings().spoiler_mode === "off" || !book.chapters.length) return null;
    var p = U.progress();
    if (p === null) return book.chapters[0].n;
    return U.chapterOf(p + 1) ? p + 1 : null;
  }

  function saved() {
    var s = String(U.load(INSIDE_KEY) || "").split(".");
    return { n: parseInt(s[0], 10), p: parseInt(s[1], 10) };
  }

  // {n, p}: inside chapter n, paragraph p reached; null when not inside the chapter being read.
  function inside() {
    var n = readingChapter(), s = saved();
    return n !== null && s.n === n && !isNaN(s.p) ? s : null;
  }

  function loadMet() {
    var at = inside();
    if (!at || loading[at.n]) return;
    loading[at.n] = U.loadScript("data/met/" + at.n + ".js").then(function () { U.applyGates(); });
  }

  // The entries whose names the reader has passed in the chapter being read, with those names.
  function passed() {
    var at = inside();
    var part = at && (window.UNDERSTORY_MET || {})[at.n];
    var out = {};
    if (!part) return out;
    part.met.forEach(function (m) {
      if (m[2] > at.p) return;
      var e = out[m[0]] = out[m[0]] || { href: m[0], title: null, first: m[2], names: [], loc: part.loc, n: part.n };
      e.names.push(m[1]);
      e.first = Math.min(e.first, m[2]);
      if (m[3] || e.title === null) e.title = m[1];  // its title once passed, else the first name passed
    });
    return out;
  }

  // For names.js: the names passed, as the popup and the name marks take them.
  function known() {
    var found = passed(), out = [];
    Object.keys(found).forEach(function (href) {
      var e = found[href];
      var entry = { id: "met:" + href, href: href, title: e.title, names: [], reveal: e.n, category: null, category_reveal: Infinity };
      e.names.forEach(function (name) { out.push({ name: name, entry: entry, alias: name !== e.title }); });
    });
    return out;
  }

  // ---- The reader: the furthest paragraph reached in the chapter being read ----------------

  var pending = null;

  function record() {
    pending = null;
    var n = readingChapter();
    var section = n === null ? null : document.querySelector(".chapter-text[data-n='" + n + "']");
    if (!section) return;
    var paras = section.querySelectorAll(".book [id^='p-']");
    var lo = 0, hi = paras.length - 1, last = -1;
    while (lo <= hi) {  // the last paragraph whose top has come into the window
      var mid = (lo + hi) >> 1;
      if (paras[mid].getBoundingClientRect().top < window.innerHeight) { last = mid; lo = mid + 1; } else hi = mid - 1;
    }
    if (last < 0) return;
    var k = parseInt(paras[last].id.split("-").pop(), 10), s = saved();
    if (isNaN(k) || (s.n === n && s.p >= k)) return;
    U.store(INSIDE_KEY, n + "." + k);
    if (loading[n]) U.applyGates(); else loadMet();
  }

  function setupReader() {
    window.addEventListener("scroll", function () { if (!pending) pending = setTimeout(record, 150); }, { passive: true });
    if (!window.location.hash) record();
  }

  // ---- A locked entry page: what the book has said of it so far in this chapter ------------

  var shown = null;

  function soFar(article) {
    var here = decodeURIComponent(article.getAttribute("data-entry-page") || "");
    var found = passed();
    var e = Object.keys(found).map(function (h) { return found[h]; })
      .filter(function (x) { return decodeURIComponent(x.href) === here; })[0];
    var box = article.querySelector("[data-met]");
    var key = e ? e.n + "." + inside().p + ":" + e.names.join("|") : null;
    if (!e || !article.classList.contains("locked")) {
      if (box) box.remove();
      article.removeAttribute("data-met-open");
      shown = null;
      return;
    }
    if (key === shown) return;
    shown = key;
    var limit = inside().p;
    U.loadScript("data/text/" + e.n + ".js").then(function () {
      var part = (window.UNDERSTORY_TEXT || {})[e.n];
      if (!part || shown !== key) return;
      if (box) box.remove();
      box = U.el("section", "met-so-far");
      box.setAttribute("data-met", "");
      box.appendChild(U.el("h1", "entry-title", e.title));
      box.appendChild(U.el("p", "meta", t("met.where", { name: e.title, loc: e.loc })));
      var words = new RegExp(e.names.map(function (n) { return n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|"), "iu");
      part.p.forEach(function (p) {
        if (p[0] < e.first || p[0] > limit || !words.test(p[1])) return;
        var quote = U.el("blockquote", "met-passage", p[1]);
        var cite = U.el("a", "cite", e.loc + "." + p[0]);
        cite.href = U.root() + "reader/" + encodeURIComponent(e.loc) + ".html#p-" + (e.loc + "." + p[0]).replace(/\./g, "-");
        quote.appendChild(document.createTextNode(" "));
        quote.appendChild(cite);
        box.appendChild(quote);
      });
      article.insertBefore(box, article.firstChild);
      article.setAttribute("data-met-open", "");
    });
  }

  U.met = { known: known, inside: inside };
  U.component("met", null, function () {
    U.onGates(loadMet);
    var article = document.querySelector("[data-entry-page]");
    if (article) U.onGates(function () { soFar(article); });
  });
  U.component("met reader", ".chapter-text[data-n]", setupReader);
})(window.Understory);

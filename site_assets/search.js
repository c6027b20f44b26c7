/* understory search: names (entries, topics, chapters reached) and the book's text, on the
 * search page and in the companion's sidebar.
 *
 * Names come from the names parts (names.js). The text is searched by the server when
 * served, else from file:// through a per-chapter index (data/text/N.js) whose parts are
 * loaded only up to the progress and dropped past it: the page never holds text it may not
 * show. Matching is all-words substring search, which works for CJK (no spaces) and for
 * prefixes alike; passages with the words whole, as typed, come first (a name is not a stem).
 */
(function (U) {
  "use strict";

  var t = U.t, el = U.el, book = U.book, normalize = U.normalize, visible = U.visible, server = U.server;

  // ---- Names --------------------------------------------------------------------------

  // Entries (by title or a visible alias), topics and chapters reached that match `text`.
  function nameHits(text) {
    var query = normalize((text || "").trim());
    var data = window.UNDERSTORY_SEARCH;
    if (!query || !data) return [];
    var p = U.progress();
    var mode = U.settings().spoiler_mode;
    var hits = [];
    data.entries.forEach(function (e) {
      if (!visible(e.reveal, e.spoiler)) return;
      var via = null;
      if (normalize(e.title).indexOf(query) < 0) {
        e.names.forEach(function (n) {
          if (!via && U.names.visible(e, n) && normalize(n[0]).indexOf(query) >= 0) via = n[0];
        });
        if (!via) return;
      }
      hits.push({ kind: "entry", text: e.title, href: e.href, note: via ? t("search.also", { name: via }) : U.names.categoryNote(e) });
    });
    (data.topics || []).forEach(function (tp) {
      if (visible(tp.reveal, false) && normalize(tp.title).indexOf(query) >= 0) hits.push({ kind: "topic", text: tp.title, href: tp.href, note: U.word("topic") });
    });
    data.chapters.forEach(function (c) {
      // A chapter's title is the book's own, but only chapters reached (or next) are offered.
      if (mode !== "off" && (p === null || c.n > p + 1)) return;
      if (normalize(c.title).indexOf(query) >= 0) hits.push({ kind: "chapter", text: c.title, href: c.href, note: t("search.chapter", { loc: c.loc }) });
    });
    return hits;
  }

  function showHits(list, hits) {
    var base = U.root();
    hits.forEach(function (hit) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = base + hit.href;
      a.textContent = hit.text;
      var note = document.createElement("span");
      note.className = "note";
      note.textContent = " " + hit.note;
      li.appendChild(a);
      li.appendChild(note);
      list.appendChild(li);
    });
  }

  // The search page: entries (and topics) and chapters, each in its own group.
  function runSearch() {
    var input = document.querySelector("[data-search-input]");
    var list = document.querySelector("[data-search-results]");
    if (!input || !list) return;
    var chapters = document.querySelector("[data-chapter-results]");
    list.textContent = "";
    if (chapters) chapters.textContent = "";
    var hits = input.value.trim() ? nameHits(input.value) : [];
    showHits(list, hits.filter(function (h) { return !chapters || h.kind !== "chapter"; }));
    if (chapters) showHits(chapters, hits.filter(function (h) { return h.kind === "chapter"; }));
    document.querySelectorAll("[data-search-group=entries], [data-search-group=chapters]").forEach(function (g) {
      g.hidden = !g.querySelector("li");
    });
  }

  // ---- The text -------------------------------------------------------------------------

  // The last chapter whose text may be searched: the progress (everything with spoilers off).
  function textLimit() {
    var v = server.view();
    if (v.spoilers === "off") return book.chapters.length ? book.chapters[book.chapters.length - 1].n : 0;
    return v.progress === null ? 0 : v.progress;
  }

  var loading = {};

  // Load the index parts of chapters 1..limit (and drop any beyond it).
  function loadParts(limit) {
    var parts = window.UNDERSTORY_TEXT = window.UNDERSTORY_TEXT || {};
    Object.keys(parts).forEach(function (k) { if (parseInt(k, 10) > limit) delete parts[k]; });
    var waits = [];
    book.chapters.forEach(function (c) {
      if (c.n > limit || parts[c.n]) return;
      if (!loading[c.n]) loading[c.n] = U.loadScript("data/text/" + c.n + ".js", function () { delete loading[c.n]; });
      waits.push(loading[c.n]);
    });
    return Promise.all(waits).then(function () {
      Object.keys(parts).forEach(function (k) { if (parseInt(k, 10) > textLimit()) delete parts[k]; });
      return parts;
    });
  }

  function queryTerms(text) {
    return normalize(text).split(/\s+/).filter(function (term) { return term.length > 0; });
  }

  var LETTER = /[\p{L}\p{N}]/u;
  var CJK_TERM = new RegExp(book.patterns.cjk);

  // How well a passage matches, 0 best: every term as a whole word written as typed ("Tip"),
  // 1 as whole words in any case ("tip"), 2 inside a longer word ("tipped"). CJK needs no break.
  function rank(text, terms, typed) {
    var folded = text.normalize("NFKC"), lowered = normalize(text), worst = 0;
    terms.forEach(function (term, i) {
      var best = CJK_TERM.test(term) ? 0 : 2;
      for (var at = lowered.indexOf(term); at >= 0 && best > 0; at = lowered.indexOf(term, at + 1)) {
        if (LETTER.test(lowered.charAt(at - 1)) || LETTER.test(lowered.charAt(at + term.length))) continue;
        best = Math.min(best, folded.substr(at, term.length) === typed[i] ? 0 : 1);
      }
      worst = Math.max(worst, best);
    });
    return worst;
  }

  // Every passage up to the limit that holds all the terms: whole words first, then in story order.
  function localSearch(text) {
    var limit = textLimit();
    var terms = queryTerms(text);
    var typed = text.normalize("NFKC").split(/\s+/).filter(function (term) { return term.length > 0; });
    if (!terms.length) return Promise.resolve({ terms: [], results: [] });
    return loadParts(limit).then(function (parts) {
      var results = [];
      book.chapters.forEach(function (c) {
        var part = parts[c.n];
        if (!part || c.n > limit) return;
        part.p.forEach(function (p) {
          var lowered = normalize(p[1]);
          if (!terms.every(function (term) { return lowered.indexOf(term) >= 0; })) return;
          var locator = c.loc + "." + p[0];
          results.push({ locator: locator, chapter: U.chapterTitle(c.n), n: c.n, text: snippetOf(p[1], terms[0]),
                         href: "reader/" + encodeURIComponent(c.loc) + ".html#p-" + locator.replace(/\./g, "-"),
                         rank: rank(p[1], terms, typed), order: results.length });
        });
      });
      results.sort(function (a, b) { return a.rank - b.rank || a.order - b.order; });
      return { mode: "local", terms: terms, results: results };
    });
  }

  // Up to 80 characters before the first match and 160 after it, cut at the original text
  // (normalizing can change lengths: "…" becomes "...").
  function snippetOf(text, term) {
    var spans = matches(text, [term]);
    var at = spans.length ? spans[0][0] : 0;
    var start = Math.max(0, at - 80);
    var end = Math.min(text.length, at + 160);
    return (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
  }

  function serverSearch(text) {
    return fetch(server.api("search?q=") + encodeURIComponent(text) + "&" + server.viewQuery(), { credentials: "same-origin" })
      .then(function (r) { return r.json(); });
  }

  // [start, end) in `text` of every match of the (normalized) terms, leftmost-longest, not
  // overlapping. Matching runs on the normalized text with a map back to the original, so
  // a character that normalizes to several ("…", "ﬁ") never loses the highlight.
  function matches(text, terms) {
    var norm = "";
    var origin = [];
    for (var i = 0; i < text.length; i++) {
      var code = text.codePointAt(i);
      var n = normalize(String.fromCodePoint(code));
      for (var k = 0; k < n.length; k++) origin.push(i);
      norm += n;
      if (code > 0xffff) i++;
    }
    var spans = [];
    var at = 0;
    while (at < norm.length) {
      var best = -1;
      var len = 0;
      terms.forEach(function (term) {
        if (!term) return;
        var found = norm.indexOf(term, at);
        if (found >= 0 && (best < 0 || found < best || (found === best && term.length > len))) { best = found; len = term.length; }
      });
      if (best < 0) break;
      var last = origin[best + len - 1];
      spans.push([origin[best], last + (text.codePointAt(last) > 0xffff ? 2 : 1)]);
      at = best + len;
    }
    return spans;
  }

  function highlighted(text, terms) {
    var frag = document.createDocumentFragment();
    var at = 0;
    matches(text, terms).forEach(function (m) {
      if (m[0] < at) return;
      frag.appendChild(document.createTextNode(text.slice(at, m[0])));
      frag.appendChild(el("mark", "hit", text.slice(m[0], m[1])));
      at = m[1];
    });
    frag.appendChild(document.createTextNode(text.slice(at)));
    return frag;
  }

  var PAGE = 50;
  var searchSeq = 0;

  // The passages matching `text` into `list`, a page at a time (`more` shows the next).
  function runTextSearch(text, list, note, withNames, more) {
    var seq = ++searchSeq;
    list.textContent = "";
    note.textContent = "";
    if (more) more.hidden = true;
    if (!text.trim()) return;
    if (withNames) showHits(list, nameHits(text));
    var limit = textLimit();
    if (!limit) { note.textContent = t("search.set_progress"); return; }
    var search = server.served && server.status ? serverSearch(text) : localSearch(text);
    search.then(function (found) {
      if (seq !== searchSeq) return;
      var results = (found.results || []).filter(function (r) { return server.view().spoilers === "off" || r.n <= limit; });
      var seen = {};
      results = results.filter(function (r) { if (seen[r.locator]) return false; seen[r.locator] = 1; return true; });
      var terms = found.terms && found.terms.length ? found.terms.map(normalize) : queryTerms(text);
      var shown = 0;
      var page = function () {
        results.slice(shown, shown + PAGE).forEach(function (r) {
          var li = el("li", "text-hit");
          li.setAttribute("data-locator", r.locator);
          var a = el("a", null, r.locator);
          a.href = U.root() + r.href;
          a.setAttribute("data-jump", "");
          li.appendChild(a);
          li.appendChild(el("span", "note", " " + r.chapter));
          var p = el("p", "snippet");
          p.appendChild(highlighted(r.text, terms));
          li.appendChild(p);
          list.appendChild(li);
        });
        shown = Math.min(results.length, shown + PAGE);
        note.textContent = !results.length ? (found.note || t("search.no_text")) :
          t("search.count", { n: results.length }) + (shown < results.length ? " · " + t("search.shown", { shown: shown, n: results.length }) : "");
        if (more) {
          more.hidden = shown >= results.length;
          more.textContent = t("search.more", { n: Math.min(PAGE, results.length - shown) });
          more.onclick = page;
        }
      };
      page();
    }).catch(function () { if (seq === searchSeq) note.textContent = t("search.failed"); });
  }

  function debounce(fn) {
    var timer = null;
    return function () { clearTimeout(timer); timer = setTimeout(fn, 250); };
  }

  // The search page: names at once, the text after a pause.
  function setupPage(input) {
    var form = document.querySelector("[data-search-form]");
    input.addEventListener("input", runSearch);
    form.addEventListener("submit", function (event) { event.preventDefault(); runSearch(); });
    var list = document.querySelector("main [data-text-search-results]");
    if (!list) return;
    var note = document.querySelector("main [data-text-search-note]");
    var again = debounce(function () { runTextSearch(input.value, list, note, false, document.querySelector("main [data-text-search-more]")); });
    input.addEventListener("input", again);
    form.addEventListener("submit", again);
  }

  // The sidebar's search: names, then the text, in one list.
  function setupSidebar(input) {
    var bar = input.closest("[data-sidebar]");
    var list = bar.querySelector("[data-text-search-results]");
    var note = bar.querySelector("[data-text-search-note]");
    var run = debounce(function () { runTextSearch(input.value, list, note, true, bar.querySelector("[data-text-search-more]")); });
    input.addEventListener("input", run);
    bar.querySelector("[data-text-search-form]").addEventListener("submit", function (event) { event.preventDefault(); run(); });
  }

  U.component("search", "[data-search-input]", function (inputs) {
    setupPage(inputs[0]);
    U.onGates(function () { if (window.UNDERSTORY_SEARCH) runSearch(); });
  });
  U.component("sidebar search", "[data-sidebar] [data-text-search-input]", function (inputs) {
    setupSidebar(inputs[0]);
  });
})(window.Understory);

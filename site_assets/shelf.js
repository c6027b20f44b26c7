/* understory shelf: the library's front page (templates/shelf.html, static_site/shelf.py).
 *
 * The cards are in the page; this adds each work's progress and "continue reading", read
 * from the key each work's own pages save it under ("understory:<slug>:progress", as
 * "n:text id", core.js), and search across every work. A work's search loads that work's
 * own gated parts (<work>/data/names/K.js and data/text/N.js) up to ITS progress and no
 * further, one work at a time (the parts fill one global each), so the page never holds a
 * name or a passage past where the reader is in that book. core.js comes first, for its
 * storage, messages and helpers: the shelf has no book of its own, so none of its settings,
 * progress or components.
 */
(function () {
  "use strict";

  var U = window.Understory, t = U.t, load = U.load, el = U.el, normalize = U.normalize;
  var SHELF = window.UNDERSTORY_SHELF || { works: [] };
  var MAX_PASSAGES = 5;  // per work: the rest are counted, and the work's own search has them all

  // The theme every work's pages share, and each work's own spoiler mode (core.js savedFor).
  function theme() {
    return U.savedSettings().theme || "light";
  }

  function modeOf(work) {
    return U.savedFor(work.slug).spoiler_mode || "auto";
  }

  document.documentElement.setAttribute("data-theme", theme());

  // The work's progress as its own pages read it (core.js progress()): by the finished
  // chapter's text id, so a rebuilt work that renumbered its chapters still finds it.
  function progressOf(work) {
    var saved = String(load("understory:" + work.slug + ":progress")).split(":"), n = parseInt(saved[0], 10);
    if (isNaN(n) || saved.length < 2) return isNaN(n) ? null : n;
    var same = work.chapters.filter(function (c) { return c[2] === saved[1]; })[0];
    if (same) return same[0];
    var here = work.chapters.filter(function (c) { return c[0] === n; })[0];
    return here && here[2] === saved[1] ? n : Math.max(0, n - 1);
  }

  // The last chapter of the work the shelf may load parts of: its progress, all with spoilers off.
  function limitOf(work) {
    var last = work.chapters.length ? work.chapters[work.chapters.length - 1][0] : 0;
    if (modeOf(work) === "off") return last;
    var p = progressOf(work);
    return p === null ? -1 : p;
  }

  function chapterHref(work, loc) {
    return work.dir + "reader/" + encodeURIComponent(loc) + ".html";
  }

  // ---- Progress and "continue reading" per card -------------------------------------------

  function drawCards() {
    SHELF.works.forEach(function (work) {
      var card = document.querySelector('[data-work="' + CSS.escape(work.slug) + '"]');
      if (!card) return;
      var p = progressOf(work), total = work.chapters.length;
      var done = p === null ? 0 : work.chapters.filter(function (c) { return c[0] <= p; }).length;
      var next = work.chapters.filter(function (c) { return p === null || c[0] > p; })[0];
      var line = card.querySelector("[data-shelf-progress]"), button = card.querySelector("[data-shelf-continue]");
      line.textContent = p === null || done === 0 ? t("shelf.not_started") : done >= total ? t("shelf.finished") : t("shelf.progress", { done: done, total: total });
      if (!next) { button.href = work.dir + "reader/index.html"; button.textContent = t("home.contents"); return; }
      button.href = chapterHref(work, next[1]);
      button.textContent = done === 0 ? t("home.start") : t("home.continue", { chapter: next[1] });
    });
  }

  // ---- Search across the shelf --------------------------------------------------------------

  var loaded = {};  // slug -> {limit, entries, passages}: the work's parts up to its limit

  function loadScript(src) {
    return new Promise(function (resolve) {
      var s = document.createElement("script");
      s.src = src;
      s.onload = s.onerror = function () { s.remove(); resolve(); };
      document.head.appendChild(s);
    });
  }

  var queue = Promise.resolve();  // loads one work at a time, whichever search asked

  function loadWork(work) {
    var next = queue.then(function () { return loadParts(work); });
    queue = next;
    return next;
  }

  // One work's parts 0..limit, taken out of the globals they fill before the next work's load.
  function loadParts(work) {
    var limit = limitOf(work);
    if (loaded[work.slug] && loaded[work.slug].limit === limit) return loaded[work.slug];
    var names = window.UNDERSTORY_NAMES = {}, text = window.UNDERSTORY_TEXT = {};
    var waits = [];
    for (var k = 0; k <= limit; k++) waits.push(loadScript(work.dir + "data/names/" + k + ".js"));
    work.chapters.forEach(function (c) { if (c[0] <= limit) waits.push(loadScript(work.dir + "data/text/" + c[0] + ".js")); });
    return Promise.all(waits).then(function () {
      var entries = [], byHref = {};
      Object.keys(names).forEach(function (k) {
        if (parseInt(k, 10) > limit) return;
        names[k].entries.forEach(function (e) { var copy = Object.assign({}, e, { names: e.names.slice() }); entries.push(copy); byHref[copy.href] = copy; });
      });
      Object.keys(names).forEach(function (k) {
        if (parseInt(k, 10) <= limit) names[k].names.forEach(function (n) { if (byHref[n[0]]) byHref[n[0]].names.push(n.slice(1)); });
      });
      var passages = [];
      work.chapters.forEach(function (c) {
        var part = text[c[0]];
        if (part && c[0] <= limit) part.p.forEach(function (p) { passages.push({ loc: c[1], n: p[0], text: p[1] }); });
      });
      window.UNDERSTORY_NAMES = window.UNDERSTORY_TEXT = undefined;
      return (loaded[work.slug] = { limit: limit, entries: entries, passages: passages });
    });
  }

  // The rules of the work's own pages (core.js visible, names.js nameVisible), at its progress.
  function shown(work, limit, reveal, spoiler) {
    var mode = modeOf(work);
    if (mode === "off") return true;
    if (mode === "strict" && spoiler) return false;
    return reveal <= limit;
  }

  function searchWork(work, data, query, terms) {
    var names = [];
    data.entries.forEach(function (e) {
      if (!shown(work, data.limit, e.reveal, e.spoiler)) return;
      var hit = normalize(e.title).indexOf(query) >= 0 || e.names.some(function (n) {
        return shown(work, data.limit, n[1], e.spoiler || n[2] === 1) && normalize(n[0]).indexOf(query) >= 0;
      });
      if (hit) names.push(e);
    });
    var passages = data.passages.filter(function (p) {
      var lowered = normalize(p.text);
      return terms.every(function (term) { return lowered.indexOf(term) >= 0; });
    });
    return { work: work, names: names, passages: passages };
  }

  function snippet(text, term) {
    var at = Math.max(0, normalize(text).indexOf(term)), start = Math.max(0, at - 60), end = Math.min(text.length, at + 120);
    return (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
  }

  function drawResults(box, groups, terms) {
    box.textContent = "";
    var any = false;
    groups.forEach(function (g) {
      if (!g.names.length && !g.passages.length) return;
      any = true;
      var section = el("section", "shelf-hits");
      section.setAttribute("data-shelf-hits", g.work.slug);
      var title = el("h3");
      var link = el("a", null, g.work.title);
      link.href = g.work.dir + "index.html";
      link.lang = g.work.lang;
      title.appendChild(link);
      section.appendChild(title);
      if (g.names.length) {
        section.appendChild(el("h4", null, t("shelf.search.names")));
        var list = el("ul");
        g.names.forEach(function (e) {
          var a = el("a", null, e.title);
          a.href = g.work.dir + e.href;
          a.lang = g.work.lang;
          a.setAttribute("data-shelf-name", "");
          list.appendChild(el("li")).appendChild(a);
        });
        section.appendChild(list);
      }
      if (g.passages.length) {
        section.appendChild(el("h4", null, t("shelf.search.passages")));
        var texts = el("ul");
        g.passages.slice(0, MAX_PASSAGES).forEach(function (p) {
          var li = el("li");
          var a = el("a", null, p.loc + "." + p.n);
          a.href = chapterHref(g.work, p.loc) + "#p-" + (p.loc + "." + p.n).replace(/\./g, "-");
          li.appendChild(a);
          li.appendChild(el("span", "note", " " + snippet(p.text, terms[0]))).lang = g.work.lang;
          texts.appendChild(li);
        });
        section.appendChild(texts);
        if (g.passages.length > MAX_PASSAGES) section.appendChild(el("p", "note", t("shelf.search.more", { n: g.passages.length - MAX_PASSAGES })));
      }
      box.appendChild(section);
    });
    if (!any) box.appendChild(el("p", "note", t("shelf.search.none")));
    box.setAttribute("data-done", "");
  }

  var asked = 0;

  function runSearch(input, box) {
    var query = normalize(input.value.trim());
    var terms = query.split(/\s+/).filter(Boolean);
    var mine = ++asked;
    box.removeAttribute("data-done");
    if (!terms.length) { box.textContent = ""; return; }
    // One work after another: each fills the same globals with its own parts.
    var groups = [];
    SHELF.works.reduce(function (chain, work) {
      return chain.then(function () {
        return loadWork(work).then(function (data) { groups.push(searchWork(work, data, query, terms)); });
      });
    }, Promise.resolve()).then(function () { if (mine === asked) drawResults(box, groups, terms); });
  }

  document.addEventListener("DOMContentLoaded", function () {
    drawCards();
    var input = document.querySelector("[data-shelf-search]"), box = document.querySelector("[data-shelf-results]");
    var timer = null;
    if (input && box) {
      input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(function () { runSearch(input, box); }, 200); });
    }
  });
  // A work's pages in another tab moved its progress: redraw (and search anew within it).
  window.addEventListener("storage", function () { drawCards(); loaded = {}; });
  window.addEventListener("pageshow", drawCards);
})();

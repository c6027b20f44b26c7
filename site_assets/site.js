/* understory site script: settings, reading progress and spoiler gates.
 *
 * Fail safe (DESIGN §3): every element with data-reveal is hidden by the stylesheet and
 * only this script opens it, so with no script, or no known progress, nothing gated
 * shows. Loaded in <head> so the theme applies before the first paint.
 */
(function () {
  "use strict";

  var book = window.UNDERSTORY_BOOK || { slug: "book", title: "", chapters: [], defaults: {} };
  var MESSAGES = window.UNDERSTORY_MESSAGES || {};

  // The site's one catalogue (understory_cli/static_site/messages.py), in the page's language.
  function t(key, values) {
    var text = MESSAGES[key] === undefined ? key : MESSAGES[key];
    Object.keys(values || {}).forEach(function (name) { text = text.split("{" + name + "}").join(String(values[name])); });
    return text;
  }
  var PROGRESS_KEY = "understory:" + book.slug + ":progress";
  var ENTRY_KEY = "understory:" + book.slug + ":entry";
  var SETTINGS_KEY = "understory:settings";
  // The reading settings (understory_cli/reading.py): their ranges and choices, and the
  // site's own fallbacks; the CLI's stored values (book.defaults) come first.
  var FIELDS = {
    font_size: { min: 12, max: 32, step: 1, fallback: 18 },
    line_height: { min: 1.2, max: 2.4, step: 0.1, fallback: 1.7 },
    theme: { choices: ["light", "dark", "sepia"], fallback: "light" },
    style_level: { choices: ["off", "basic", "advanced"], fallback: "basic" },
    immersive_images: { flag: true, fallback: false },
    highlight_names: { flag: true, fallback: false },
    spoiler_mode: { choices: ["off", "auto", "strict"], fallback: "auto" }
  };
  var root = document.documentElement;

  function store(key, value) {
    try { localStorage.setItem(key, value); } catch (e) { /* storage off: settings last one page */ }
  }

  function load(key) {
    try { return localStorage.getItem(key); } catch (e) { return null; }
  }

  function forget(key) {
    try { localStorage.removeItem(key); } catch (e) { /* nothing stored */ }
  }

  // A value that fits the field, or null.
  function valid(name, value) {
    var f = FIELDS[name];
    if (f.choices) return f.choices.indexOf(value) >= 0 ? value : null;
    if (f.flag) return typeof value === "boolean" ? value : null;
    var n = typeof value === "number" ? value : parseFloat(value);
    if (isNaN(n)) return null;
    return parseFloat((Math.round(Math.min(f.max, Math.max(f.min, n)) / f.step) * f.step).toFixed(2));
  }

  // Only what the reader chose is saved, so a rebuilt site's new defaults reach every
  // setting they never touched.
  function savedSettings() {
    var saved = {};
    try { saved = JSON.parse(load(SETTINGS_KEY) || "{}") || {}; } catch (e) { saved = {}; }
    if (saved.mode && !saved.spoiler_mode) saved.spoiler_mode = saved.mode;  // older sites
    return saved;
  }

  function defaults() {
    var out = {};
    var given = book.defaults || {};
    Object.keys(FIELDS).forEach(function (k) {
      var v = valid(k, given[k]);
      out[k] = v === null ? FIELDS[k].fallback : v;
    });
    return out;
  }

  function settings() {
    var saved = savedSettings();
    var out = defaults();
    Object.keys(FIELDS).forEach(function (k) {
      var v = valid(k, saved[k]);
      if (v !== null) out[k] = v;
    });
    return out;
  }

  function saveSetting(name, value) {
    var saved = savedSettings();
    delete saved.mode;
    var v = valid(name, value);
    if (v === null) return;
    saved[name] = v;
    store(SETTINGS_KEY, JSON.stringify(saved));
    refresh();
  }

  // Put a setting back as the reader had it: their own value, or none (the default).
  function restoreSetting(name, value) {
    var saved = savedSettings();
    delete saved.mode;
    if (value === null || value === undefined) delete saved[name];
    else if (valid(name, value) !== null) saved[name] = valid(name, value);
    store(SETTINGS_KEY, JSON.stringify(saved));
    refresh();
  }

  function refresh() {
    applySettings();
    applyGates();
  }

  // null: unknown progress, which reveals nothing.
  function progress() {
    var n = parseInt(load(PROGRESS_KEY), 10);
    return isNaN(n) ? null : n;
  }

  function setProgress(n) {
    store(PROGRESS_KEY, String(n));
    applyGates();
  }

  // Reading only ever moves progress forward; the picker can move it back.
  function finished(n) {
    var p = progress();
    if (p === null || n > p) setProgress(n);
  }

  function visible(reveal, spoiler) {
    var mode = settings().spoiler_mode;
    if (mode === "off") return true;
    if (mode === "strict" && spoiler) return false;
    var p = progress();
    return p !== null && reveal <= p;
  }

  // A value shown until a fuller one replaces it ("volume 1" until "volumes 1–2"): gone
  // once the reader reaches the replacement, and with spoilers off (everything shows).
  function superseded(until) {
    if (settings().spoiler_mode === "off") return true;
    var p = progress();
    return p !== null && until <= p;
  }

  function applySettings() {
    var s = settings();
    root.setAttribute("data-theme", s.theme);
    root.setAttribute("data-style", s.style_level);
    root.setAttribute("data-mode", s.spoiler_mode);
    root.toggleAttribute("data-immersive", s.immersive_images);
    root.toggleAttribute("data-highlight", s.highlight_names);
    // CSSOM, not a style attribute: the CSP forbids inline styles, not this.
    root.style.setProperty("--text-size", s.font_size + "px");
    root.style.setProperty("--text-line", String(s.line_height));
  }

  // ---- Names, titles and chapters' titles, in parts by gate (data/names/K.js) ----------
  //
  // Part K holds what opens once chapter K is finished: entries whose titles open then
  // (with the names that open with them), later names of earlier entries, category
  // titles, topics, and the title of chapter K+1. The page loads parts 0..progress (all
  // with spoilers off) and drops any past it, so it never holds a name it may not show.

  var namesLoaded = -2;  // the last part merged into window.UNDERSTORY_SEARCH
  var namesLoading = {};

  // A data script of the site (file:// cannot fetch): settled once loaded or failed.
  function loadScript(path) {
    return new Promise(function (resolve) {
      var s = document.createElement("script");
      s.src = (document.body.getAttribute("data-root") || "") + path;
      s.onload = function () { resolve(); };
      s.onerror = function () { resolve(); };
      document.head.appendChild(s);
    });
  }

  function namesLimit() {
    if (settings().spoiler_mode === "off") return book.chapters.length ? book.chapters[book.chapters.length - 1].n : 0;
    var p = progress();
    return p === null ? -1 : p;
  }

  function loadNames() {
    var limit = namesLimit();
    if (limit === namesLoaded) return;
    var parts = window.UNDERSTORY_NAMES = window.UNDERSTORY_NAMES || {};
    Object.keys(parts).forEach(function (k) { if (parseInt(k, 10) > limit) delete parts[k]; });
    var waits = [];
    for (var k = 0; k <= limit; k++) {
      if (parts[k]) continue;
      if (!namesLoading[k]) {
        namesLoading[k] = loadScript("data/names/" + k + ".js");
      }
      waits.push(namesLoading[k]);
    }
    namesLoaded = limit;
    mergeNames(limit);
    if (waits.length) Promise.all(waits).then(function () { if (namesLoaded === limit) { mergeNames(limit); applyGates(); } });
  }

  // The loaded parts as one index: {entries, topics, chapters} for search, popup and titles.
  function mergeNames(limit) {
    var parts = window.UNDERSTORY_NAMES || {};
    var entries = [], byHref = {}, topics = [], chapters = [];
    titles = {};
    volumeTitles = {};
    var seen = {};
    for (var k = 0; k <= limit; k++) {
      var part = parts[k];
      if (!part) continue;
      part.entries.forEach(function (e) {
        var copy = Object.assign({}, e, { names: e.names.slice() });
        entries.push(copy);
        byHref[copy.href] = copy;
      });
      part.names.forEach(function (n) { if (byHref[n[0]]) byHref[n[0]].names.push(n.slice(1)); });
      part.categories.forEach(function (c) { if (byHref[c[0]]) byHref[c[0]].category = c[1]; });
      part.topics.forEach(function (t) { topics.push(t); });
      part.chapters.forEach(function (c) { chapters.push(c); titles[c.n] = c.title; });
      (part.volumes || []).forEach(function (v) { volumeTitles[v[0]] = v[1]; });
      (part.seen || []).forEach(function (a) { (seen[a[0]] = seen[a[0]] || []).push([a[1], a[2]]); });
    }
    Object.keys(seen).forEach(function (href) { seen[href].sort(function (a, b) { return a[0] - b[0]; }); });
    var byId = {};
    entries.forEach(function (e) { byId[e.id] = e; });
    window.UNDERSTORY_SEARCH = { entries: entries, topics: topics, chapters: chapters, seen: seen, byHref: byHref, byId: byId };
  }

  var titles = {};
  var volumeTitles = {};

  // ---- What the page shows only later, in its unlock parts (data/unlock/<page>/K.js) ----
  //
  // The build cut every element gated after the first chapter out of the page, leaving an
  // empty shell with its gate (data-slot); part K holds those that open at chapter K, and
  // the addresses of links that open then. The page loads the parts up to the reader's
  // progress and puts each element back in its shell, so it never holds what it may not
  // show. `understory serve` may already have put some back (data-unlock-filled).

  var unlockLoading = {};
  var unlockByHand = {};

  function unlockList(name) {
    return (document.body.getAttribute(name) || "").split(" ").filter(Boolean).map(function (g) { return parseInt(g, 10); });
  }

  function loadPart(gate) {
    if (!unlockLoading[gate]) {
      unlockLoading[gate] = loadScript(document.body.getAttribute("data-unlock-dir") + gate + ".js");
    }
    return unlockLoading[gate];
  }

  function loadUnlock() {
    var limit = namesLimit();
    // The reader moved back past what the server put in the page: ask for it afresh (the
    // cookie already says the new progress). What this script put back it takes out again.
    if (unlockList("data-unlock-filled").some(function (g) { return g > limit; })) { location.reload(); return; }
    relock(limit);
    var waits = unlockList("data-unlock").filter(function (g) { return g <= limit && !unlockLoading[g]; }).map(loadPart);
    if (waits.length) Promise.all(waits).then(function () { if (fillSlots()) { applyGates(); rememberEntry(); } });
  }

  // One hidden thing shown by hand: its part is loaded for it alone.
  function unlockOne(shell) {
    var gate = parseInt(shell.getAttribute("data-reveal"), 10);
    unlockByHand[gate] = unlockByHand[gate] || !unlockLoading[gate];
    loadPart(gate).then(function () { if (fillSlots()) applyGates(); });
  }

  var filled = [];  // what fillSlots put back: {gate, el, shell}, {gate, link, slot} or {gate, until, slot}

  function relock(limit) {
    var parts = window.UNDERSTORY_UNLOCK || {};
    for (var i = filled.length - 1; i >= 0; i--) {  // latest first: an inner part before its outer one
      var f = filled[i];
      if (f.gate <= limit || unlockByHand[f.gate]) continue;
      if (f.el && f.el.isConnected) f.el.replaceWith(f.shell);
      if (f.until && f.until.isConnected) {
        f.until.removeAttribute("data-until");
        f.until.setAttribute("data-until-slot", f.slot);
      }
      if (f.link && f.link.isConnected) {
        f.link.removeAttribute("data-ref");
        f.link.removeAttribute("href");
        f.link.setAttribute("data-ref-slot", f.slot);
      }
      filled.splice(i, 1);
      delete parts[f.gate];
      delete unlockLoading[f.gate];
    }
  }

  function fillSlots() {
    var parts = window.UNDERSTORY_UNLOCK || {};
    var changed = false;
    Object.keys(parts).map(function (g) { return parseInt(g, 10); }).sort(function (a, b) { return a - b; }).forEach(function (g) {
      var part = parts[g];
      Object.keys(part.html).forEach(function (slot) {
        var shell = document.querySelector('[data-slot="' + slot + '"]');
        if (!shell) return;
        shell.insertAdjacentHTML("beforebegin", part.html[slot]);  // parsed in the shell's context (a table, an SVG)
        var el = shell.previousElementSibling;
        if (el && shell.classList.contains("by-hand")) el.classList.add("by-hand", "open");
        shell.remove();
        shell.classList.remove("by-hand", "open");
        filled.push({ gate: g, el: el, shell: shell });
        changed = true;
      });
      (part.until || []).forEach(function (slot) {  // a value that gives way to a fuller one here
        var el = document.querySelector('[data-until-slot="' + slot + '"]');
        if (!el) return;
        el.setAttribute("data-until", String(g));
        el.removeAttribute("data-until-slot");
        filled.push({ gate: g, until: el, slot: slot });
        changed = true;
      });
      Object.keys(part.refs).forEach(function (slot) {
        var link = document.querySelector('[data-ref-slot="' + slot + '"]');
        if (!link) return;
        link.setAttribute("data-ref", part.refs[slot]);
        link.removeAttribute("data-ref-slot");
        filled.push({ gate: g, link: link, slot: slot });
        changed = true;
      });
    });
    return changed;
  }

  // Through `understory serve` the progress travels with each request, so the server can
  // send the page as the reader may see it.
  function shareView() {
    if (!/^https?:$/.test(location.protocol)) return;
    var p = progress();
    document.cookie = "understory_view=" + (p === null ? "" : p) + "-" + settings().spoiler_mode + "; path=/; SameSite=Strict";
  }


  // A chapter's title once the reader may see it (the chapter before it finished), else "".
  function chapterTitle(n) {
    return titles[n] || "";
  }

  // A title that only numbers its chapter ("XIII", "Chapter 4", "第十回"): beside the locator it says
  // nothing more (the same rule as wiki/extractive.py's _NUMBERING_ONLY for key passages).
  var NUMBERING_ONLY = /^\s*(?:(?:[Cc]hapter|CHAPTER|[Pp]art|PART|[Bb]ook|BOOK|[Vv]olume|VOLUME|[Ll]etter|LETTER)\s+)?(?:[IVXLCDM]+|\d+)\.?\s*$|^\s*第?[\d一二三四五六七八九十百千零〇]+[回章节卷部]?\s*$/;

  function namingTitle(n) {
    var title = chapterTitle(n);
    return NUMBERING_ONLY.test(title) ? "" : title;
  }

  function applyGates() {
    shareView();
    loadNames();
    loadUnlock();
    var gated = document.querySelectorAll("[data-reveal]");
    for (var i = 0; i < gated.length; i++) {
      var el = gated[i];
      var open = el.classList.contains("by-hand") ||
        visible(parseInt(el.getAttribute("data-reveal"), 10), el.hasAttribute("data-spoiler"));
      if (open && el.hasAttribute("data-until")) open = !superseded(parseInt(el.getAttribute("data-until"), 10));
      el.classList.toggle("open", open);
    }
    // A gated entry title must not leak through the tab either: an entry ahead of the
    // reader is one locked page whose tab names nothing.
    // The title's shell decides, not its filled text: a title shown by hand opens the page
    // at once, while its part is still loading.
    var title = document.querySelector("[data-doc-title]");
    var entryPage = document.querySelector("[data-entry-page]");
    var shell = title ? title.closest("[data-reveal]") : entryPage && entryPage.querySelector(".entry-title [data-reveal]");
    var titleOpen = !shell || shell.classList.contains("open");
    if (entryPage) entryPage.classList.toggle("locked", !titleOpen);
    if (title) document.title = (titleOpen ? title.textContent : title.getAttribute("data-doc-title")) + " · " + book.title;
    applyRefs();
    countCategories();
    syncPickers();
    syncForms();
    if (window.UNDERSTORY_SEARCH) runSearch();
    if (api.onGates) api.onGates();
    highlightNames();
    drawScales();
    graphNote();
    foldHidden();
    hideEmpty();
    continueLinks();
    markRead();
    tocTitles();
    drawAppearances();
    drawNavboxes();
    trimAppearances();
  }

  // [[chapter_no, mentions]] of an entry (by its address) that the reader may see: the
  // names parts loaded carry those up to the progress, and none of an entry not yet shown.
  function appearancesOf(href) {
    var data = window.UNDERSTORY_SEARCH;
    var e = data && data.byHref[href];
    if (!e || !visible(e.reveal, e.spoiler)) return [];
    return (data.seen[href] || []).filter(function (a) { return visible(a[0], e.spoiler); });
  }

  // The open entry's track (a bar per chapter, its height by its own count only: scaled to
  // the busiest chapter, an early bar would tell how big a later one gets) and its list of
  // appearances, drawn from the names parts.
  var TRACK_CAP = 40;
  function drawAppearances() {
    var page = document.querySelector("[data-entry-page]");
    if (!page) return;
    var found = appearancesOf(page.getAttribute("data-entry-page"));
    page.querySelectorAll("[data-track-bars]").forEach(function (group) {
      group.textContent = "";
      found.forEach(function (a) {
        var height = Math.round((1 + 9 * Math.sqrt(Math.min(a[1], TRACK_CAP) / TRACK_CAP)) * 100) / 100;
        var link = document.createElementNS(SVG, "a");
        link.setAttribute("href", chapterHref(a[0]) || "");
        link.setAttribute("data-n", String(a[0]));
        link.setAttribute("data-count", String(a[1]));
        var tip = document.createElementNS(SVG, "title");
        tip.textContent = t("entry.track.bar", { chapter: chapterLoc(a[0]), n: a[1] });
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
        link.href = chapterHref(a[0]) || "";
        var loc = document.createElement("span");
        loc.className = "loc";
        loc.textContent = chapterLoc(a[0]);
        link.appendChild(loc);
        var title = namingTitle(a[0]);
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
    var base = document.body.getAttribute("data-root") || "";
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

  function chapterLoc(n) {
    var c = book.chapters.filter(function (x) { return x.n === n; })[0];
    return c ? c.loc : String(n);
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

  // ---- Gated things that look intentional ----------------------------------------------

  // A gate showing its placeholder, or a list item holding nothing else (a card).
  function closedGate(node) {
    if (node.nodeType !== 1) return false;
    if (node.tagName === "LI") return node.children.length === 1 && closedGate(node.children[0]);
    if (!node.classList.contains("gate")) return false;
    var inner = node.querySelector(":scope > [data-reveal]");
    return !!inner && !inner.classList.contains("open") && !!node.querySelector(":scope > .ph");
  }

  // A run of hidden passages side by side is one block ("3 passages ahead of you"); a click
  // unfolds it into its blocks, each of which a click shows. A section with nothing open
  // is one quiet line.
  var unfolded = [];
  function foldHidden() {
    document.querySelectorAll(".ph-group-holder, .ph-group").forEach(function (g) { g.remove(); });
    document.querySelectorAll(".folded").forEach(function (el) { el.classList.remove("folded"); });
    document.querySelectorAll(".section-closed").forEach(function (el) { el.remove(); });
    var parents = [];
    document.querySelectorAll(".gate > .ph").forEach(function (ph) {
      var parent = ph.parentElement.parentElement;
      if (parent && parent.tagName === "LI") parent = parent.parentElement;
      if (parent && parents.indexOf(parent) < 0) parents.push(parent);
    });
    parents.forEach(function (parent) {
      var run = [];
      var flush = function () {
        if (run.length >= 2 && unfolded.indexOf(run[0]) < 0) {
          var first = run[0];
          var list = first.tagName === "LI";
          var group = document.createElement("button");
          group.type = "button";
          group.className = "ph-group";
          group.textContent = t(list ? "gate.entries" : "gate.many", { n: run.length });
          var holder = group;
          if (list) {
            holder = document.createElement("li");
            holder.className = "ph-row ph-group-holder";
            holder.appendChild(group);
          }
          var members = run.slice();
          members.forEach(function (g) { g.classList.add("folded"); });
          group.addEventListener("click", function () {
            unfolded.push(first);
            members.forEach(function (g) { g.classList.remove("folded"); });
            holder.remove();
          });
          first.parentNode.insertBefore(holder, first);
        }
        run = [];
      };
      Array.prototype.slice.call(parent.childNodes).forEach(function (node) {
        if (node.nodeType === 3 && !node.nodeValue.trim()) return;
        if (closedGate(node)) run.push(node); else flush();
      });
      flush();
    });
    document.querySelectorAll("section.body").forEach(function (section) {
      var open = section.querySelector(":scope > p [data-reveal].open, :scope > .gate > [data-reveal].open");
      var shut = section.querySelector(".gate > .ph");
      if (open || !shut || unfolded.indexOf(section) >= 0) return;
      section.querySelectorAll(":scope > p, :scope > .gate, :scope > blockquote").forEach(function (el) { el.classList.add("folded"); });
      var heading = section.querySelector(":scope > h2");
      if (heading && heading.querySelector("[data-reveal]:not(.open)")) heading.classList.add("folded");
      var line = document.createElement("p");
      line.className = "section-closed";
      var button = document.createElement("button");
      button.type = "button";
      button.className = "ph-group";
      button.textContent = t("gate.section");
      button.addEventListener("click", function () { unfolded.push(section); applyGates(); });
      line.appendChild(button);
      section.appendChild(line);
    });
  }

  // Lists and sections that show only what may be shown (the home page): with nothing to
  // show, they are not there at all, rather than a row of locks.
  function hideEmpty() {
    document.querySelectorAll("[data-hide-empty]").forEach(function (box) {
      var items = box.querySelectorAll("li, .node, .gate");
      var shown = Array.prototype.some.call(items, function (item) {
        if (item.classList.contains("node")) return !item.hasAttribute("data-reveal") || item.classList.contains("open");
        if (item.classList.contains("gate")) return !!item.querySelector(":scope > [data-reveal].open");
        var count = item.querySelector(".count");
        if (count && count.textContent === "0") return false;
        return !item.classList.contains("gated-item") || !!item.querySelector("[data-reveal].open");
      });
      box.hidden = !shown;
      box.querySelectorAll("li.gated-item").forEach(function (li) {
        li.hidden = !li.querySelector("[data-reveal].open");
      });
      box.querySelectorAll("li").forEach(function (li) {
        var count = li.querySelector(".count");
        if (count && count.textContent === "0") li.hidden = true;
      });
    });
    document.querySelectorAll("[data-before-progress]").forEach(function (el) { el.hidden = progress() !== null; });
  }

  // "Read" and the home page's first button continue where the reader is.
  function continueLinks() {
    var p = progress();
    var next = p === null ? null : book.chapters.filter(function (c) { return c.n === p + 1; })[0] ||
      book.chapters.filter(function (c) { return c.n === p; })[0];
    document.querySelectorAll("[data-continue], [data-continue-button]").forEach(function (a) {
      if (!next) return;
      a.setAttribute("href", chapterHref(next.n));
      if (a.hasAttribute("data-continue-button")) a.textContent = t("home.continue", { chapter: (next.loc + " " + chapterTitle(next.n)).trim() });
    });
  }

  // The contents beside the text ticks the chapters finished.
  function markRead() {
    var p = progress();
    document.querySelectorAll(".toc li[data-chapter]").forEach(function (li) {
      li.classList.toggle("done", p !== null && parseInt(li.getAttribute("data-chapter"), 10) <= p);
    });
  }

  // A link to a gated page has no href in the page (its address can name what the title
  // hides), only an encoded data-ref: it becomes the href once every gate around the link
  // is open, and the link's own gate (data-ref-reveal) too; until then it is plain text.
  function refOpen(el) {
    for (var g = el.closest("[data-reveal]"); g; g = g.parentElement && g.parentElement.closest("[data-reveal]")) {
      if (!g.classList.contains("open")) return false;
    }
    var own = el.getAttribute("data-ref-reveal");
    return own === null || visible(parseInt(own, 10), el.hasAttribute("data-ref-spoiler"));
  }

  function applyRefs() {
    var base = document.body.getAttribute("data-root") || "";
    var links = document.querySelectorAll("[data-ref]");
    for (var i = 0; i < links.length; i++) {
      var el = links[i];
      if (refOpen(el)) {
        var target = null;
        try { target = atob(el.getAttribute("data-ref")); } catch (e) { target = null; }
        // Only a path inside the site, as the build wrote it.
        if (target && /^[\w%.\/#~-]+$/.test(target) && target.indexOf("..") < 0) el.setAttribute("href", base + target);
      } else {
        el.removeAttribute("href");
      }
    }
  }

  // Beside a category, the number of its entries the reader may see ("3s": a spoiler).
  function countCategories() {
    var counts = document.querySelectorAll("[data-count-gates]");
    for (var i = 0; i < counts.length; i++) {
      var gates = counts[i].getAttribute("data-count-gates").split(" ").filter(Boolean);
      var n = gates.filter(function (g) { return visible(parseInt(g, 10), g.slice(-1) === "s"); }).length;
      counts[i].textContent = String(n);
    }
  }

  // One click shows one hidden thing; nothing else opens with it.
  function onPlaceholderClick(event) {
    var show = event.target.closest("[data-lock-show]");
    if (show) {
      var title = document.querySelector("[data-entry-page] .entry-title [data-reveal]");
      if (title) title.classList.add("by-hand", "open");
      if (title && title.hasAttribute("data-slot")) unlockOne(title);
      applyGates();
      return;
    }
    var button = event.target.closest(".ph");
    if (!button) return;
    var hidden = button.previousElementSibling;
    if (hidden && hidden.hasAttribute("data-reveal")) {
      hidden.classList.add("by-hand", "open");
      if (hidden.hasAttribute("data-slot")) unlockOne(hidden);
      applyGates();
    }
  }

  // A chapter's title is shown once the chapter before it is finished: titles spoil too.
  function syncPickers() {
    var p = progress();
    var pickers = document.querySelectorAll("[data-progress-picker]");
    for (var i = 0; i < pickers.length; i++) {
      var options = pickers[i].querySelectorAll("option[data-loc]");
      for (var j = 0; j < options.length; j++) {
        var o = options[j];
        var n = parseInt(o.value, 10);
        o.textContent = o.getAttribute("data-loc") + (visible(n - 1, false) && chapterTitle(n) ? " " + chapterTitle(n) : "");
      }
      pickers[i].value = p === null ? "" : String(p);
    }
  }

  function buildPickers() {
    var pickers = document.querySelectorAll("[data-progress-picker]");
    for (var i = 0; i < pickers.length; i++) {
      var select = pickers[i];
      select.appendChild(new Option(t("picker.unset"), ""));
      select.appendChild(new Option(t("picker.none"), "0"));
      book.chapters.forEach(function (c) {
        var option = new Option(c.loc, String(c.n));
        option.setAttribute("data-loc", c.loc);
        select.appendChild(option);
      });
      select.addEventListener("change", function (event) {
        var value = event.target.value;
        scrolledByReader = false;
        if (value === "") {
          forget(PROGRESS_KEY);
          applyGates();
        } else {
          setProgress(parseInt(value, 10));
        }
      });
    }
  }

  // Every settings form on the page (the settings page, the dialog) shows the current
  // values; each control applies and saves at once, so the page behind is the preview.
  function syncForms() {
    var s = settings();
    var inputs = document.querySelectorAll("[data-settings-form] input");
    for (var i = 0; i < inputs.length; i++) {
      var input = inputs[i];
      var value = s[input.name];
      if (input.type === "radio") input.checked = value === input.value;
      else if (input.type === "checkbox") input.checked = value === true;
      else if (document.activeElement !== input) input.value = String(value);
    }
    var outputs = document.querySelectorAll("[data-settings-form] output[data-show]");
    for (var j = 0; j < outputs.length; j++) {
      outputs[j].textContent = String(s[outputs[j].getAttribute("data-show")]);
    }
  }

  function onSettingInput(event) {
    var input = event.target;
    if (!input.closest || !input.closest("[data-settings-form]") || !FIELDS[input.name]) return;
    if (input.type === "checkbox") saveSetting(input.name, input.checked);
    else if (input.type === "range") saveSetting(input.name, parseFloat(input.value));
    else if (input.checked) saveSetting(input.name, input.value);
  }

  function setupSettings() {
    document.addEventListener("input", onSettingInput);
    document.addEventListener("change", onSettingInput);
    var resets = document.querySelectorAll("[data-settings-reset]");
    for (var i = 0; i < resets.length; i++) {
      resets[i].addEventListener("click", function () { forget(SETTINGS_KEY); refresh(); });
    }
    var dialog = document.querySelector("[data-settings-dialog]");
    if (!dialog || typeof dialog.showModal !== "function") return;  // the link opens the settings page
    var before = null;
    document.querySelectorAll("[data-open-settings]").forEach(function (link) {
      link.addEventListener("click", function (event) {
        event.preventDefault();
        before = load(SETTINGS_KEY);
        syncForms();
        dialog.showModal();
      });
    });
    dialog.querySelector("[data-settings-cancel]").addEventListener("click", function () {
      if (before === null) forget(SETTINGS_KEY); else store(SETTINGS_KEY, before);
      refresh();
      dialog.close();
    });
  }

  // ---- Selection popup and name highlighting -------------------------------------
  //
  // Names come from the loaded names parts (data/names/K.js): each entry's title (gated by the entry's title) and
  // its aliases (each by its own gate, and in strict mode not at all when learned late).

  var CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
  var WORD = /[\p{L}\p{N}]/u;

  // One rule for an alias wherever it shows (popup, highlighting, search): its own gate,
  // and in strict mode not at all when the entry is a spoiler or the name was learned late.
  function nameVisible(e, n) {
    return visible(n[1], e.spoiler || n[2] === 1);
  }

  // An entry's category (a category page's title) has its own gate.
  function categoryNote(e) {
    return visible(e.category_reveal || 0, false) ? word(e.category) : t("entry");
  }

  // An entry kind or label the no-model wiki wrote in English, in the interface's language.
  function word(text) {
    return MESSAGES["kind." + text] || MESSAGES["label." + text] || text;
  }

  function knownNames() {
    var data = window.UNDERSTORY_SEARCH;
    var out = [];
    if (!data) return out;
    data.entries.forEach(function (e) {
      if (!visible(e.reveal, e.spoiler)) return;
      out.push({ name: e.title, entry: e, alias: false });
      e.names.forEach(function (n) {
        if (nameVisible(e, n)) out.push({ name: n[0], entry: e, alias: true });
      });
    });
    return out;
  }

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
    var hits = [];
    knownNames().forEach(function (k) {
      var n = normalize(k.name);
      if (!n) return;
      for (var at = q.indexOf(n); at >= 0; at = q.indexOf(n, at + 1)) {
        if (bounded(q, at, at + n.length)) hits.push({ start: at, end: at + n.length, k: k });
      }
    });
    hits.sort(function (a, b) { return (b.end - b.start) - (a.end - a.start) || a.start - b.start; });
    var taken = [];
    hits.forEach(function (h) {
      var inside = taken.some(function (t) {
        return h.start < t.end && t.start < h.end && !(t.start === h.start && t.end === h.end);
      });
      if (!inside) taken.push(h);
    });
    if (!taken.length && q.length >= 3) {
      knownNames().forEach(function (k) {
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
        a.href = (document.body.getAttribute("data-root") || "") + f.entry.href;
        a.textContent = f.entry.title;
        li.appendChild(a);
        var note = document.createElement("span");
        note.className = "note";
        note.textContent = " " + (f.via ? t("popup.as", { name: f.via }) : categoryNote(f.entry));
        li.appendChild(note);
        list.appendChild(li);
      });
      popup.appendChild(list);
    }
    if (api.onPopup) api.onPopup(popup, text, found);
    popup.hidden = false;
    var width = popup.offsetWidth;
    var left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
    var top = rect.bottom + 8;
    if (top + popup.offsetHeight > window.innerHeight - 8) top = Math.max(8, rect.top - popup.offsetHeight - 8);
    popup.style.left = left + "px";
    popup.style.top = top + "px";
  }

  var selectionTimer = null;

  function onSelectionChange() {
    clearTimeout(selectionTimer);
    selectionTimer = setTimeout(function () {
      var sel = window.getSelection();
      var text = sel ? sel.toString() : "";
      if (!sel || sel.isCollapsed || !text.trim() || text.length > 120) {
        if (!popupPinned) hidePopup();
        return;
      }
      var node = sel.anchorNode && (sel.anchorNode.nodeType === 1 ? sel.anchorNode : sel.anchorNode.parentElement);
      if (!node || !node.closest("[data-selectable]")) return;
      popupPinned = false;
      showPopup(text, sel.getRangeAt(0).getBoundingClientRect());
    }, 200);
  }

  var popupPinned = false;

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
    if (!settings().highlight_names) return;
    var names = knownNames().map(function (k) { return k.name; }).filter(function (n) { return n.length > 1; });
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

  // ---- The dual progress bar ---------------------------------------------------------

  // An entry page remembers itself: the reader's bar marks where it appears.
  function rememberEntry() {
    var page = document.querySelector("[data-entry-page]");
    var title = page && page.querySelector("[data-doc-title]");
    if (!title) return;
    var gate = title.closest("[data-reveal]");
    store(ENTRY_KEY, JSON.stringify({  // its appearances come from the names parts wherever it is shown
      title: title.textContent, href: page.getAttribute("data-entry-page"),
      reveal: gate ? parseInt(gate.getAttribute("data-reveal"), 10) : 0,
      spoiler: !!(gate && gate.hasAttribute("data-spoiler"))
    }));
  }

  function chapterHref(n) {
    var c = book.chapters.filter(function (x) { return x.n === n; })[0];
    return c ? (document.body.getAttribute("data-root") || "") + "reader/" + encodeURIComponent(c.loc) + ".html" : null;
  }

  var SVG = "http://www.w3.org/2000/svg";

  function drawScales() {
    var bars = document.querySelectorAll("svg[data-scale]");
    if (!bars.length) return;
    var p = progress();
    var entry = null;
    try { entry = JSON.parse(load(ENTRY_KEY) || "null"); } catch (e) { entry = null; }
    var marks = entry && entry.href ? appearancesOf(entry.href) : [];
    var shown = entry && marks.length && visible(entry.reveal, entry.spoiler);
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
        var href = chapterHref(m[0]);
        if (href) link.setAttribute("href", href);
        link.setAttribute("class", "scale-mark");
        link.setAttribute("data-mark", String(m[0]));
        var rect = document.createElementNS(SVG, "rect");
        rect.setAttribute("x", String(m[0] - from));
        rect.setAttribute("y", "0");
        rect.setAttribute("width", "1");
        rect.setAttribute("height", "4");
        var tip = document.createElementNS(SVG, "title");
        var c = book.chapters.filter(function (x) { return x.n === m[0]; })[0];
        tip.textContent = t("reader.mark", { title: entry.title, n: m[1], loc: c ? c.loc : m[0] });
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
    a.href = (document.body.getAttribute("data-root") || "") + entry.href;
    a.textContent = entry.title;
    note.appendChild(a);
    note.appendChild(document.createTextNode(parts.slice(1).join("")));
  }

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

  function isFormControl(el) {
    var tag = (el.tagName || "").toLowerCase();
    return tag === "input" || tag === "select" || tag === "textarea";
  }

  // Set by the reader's own scrolling; a progress picked by hand stands until they scroll again.
  var scrolledByReader = false;

  // The reader: a chapter is finished when its end is scrolled into view, or when the
  // next chapter is opened from it. Opening a chapter by a citation (a #paragraph
  // link) does not count until the reader scrolls themselves. Reading flows on: near a
  // chapter's end the next chapter of the volume is appended (data/flow/N.js), and the
  // bar, the contents and the address follow the chapter in view.
  function setupReader() {
    var no = parseInt(document.body.getAttribute("data-chapter-no"), 10);
    var next = document.querySelector("a[rel=next]");
    var prev = document.querySelector("a[rel=prev]");
    if (!isNaN(no) && next) {
      document.querySelectorAll("a[rel=next]").forEach(function (a) {
        a.addEventListener("click", function () { finished(currentChapter || no); });
      });
    }
    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isFormControl(event.target)) return;
      if (event.key === "ArrowRight" && next) {
        if (!isNaN(no)) finished(no);
        window.location.href = next.href;
      } else if (event.key === "ArrowLeft" && prev) {
        window.location.href = prev.href;
      } else if (event.key === "Escape") {
        document.body.classList.remove("toc-open");
      }
    });
    setupToc();
    var end = document.querySelector("[data-chapter-end]");
    if (isNaN(no) || !end || !("IntersectionObserver" in window)) return;
    currentChapter = no;
    scrolledByReader = !window.location.hash;
    var scrollKeys = ["ArrowDown", "PageDown", "End", " "];
    ["wheel", "touchmove", "keydown"].forEach(function (name) {
      window.addEventListener(name, function (event) {
        if (name !== "keydown" || (scrollKeys.indexOf(event.key) >= 0 && !isFormControl(event.target))) {
          scrolledByReader = true;
        }
      }, { passive: true });
    });
    var seen = {};
    endWatcher = new IntersectionObserver(function (changes) {
      changes.forEach(function (c) {
        var n = parseInt(c.target.getAttribute("data-n"), 10);
        seen[n] = c.isIntersecting;
        if (c.isIntersecting && scrolledByReader) finished(n);
      });
    });
    endWatcher.observe(end);
    window.addEventListener("scroll", function () {
      Object.keys(seen).forEach(function (k) { if (seen[k] && scrolledByReader) finished(parseInt(k, 10)); });
      followChapter();
    }, { passive: true });
    // The next chapter is fetched when the end of the last one comes within two screens.
    flowWatcher = new IntersectionObserver(function (changes) {
      if (changes.some(function (c) { return c.isIntersecting; })) appendNext();
    }, { rootMargin: "0px 0px 200% 0px" });
    flowWatcher.observe(end);
  }

  var currentChapter = null;
  var endWatcher = null;
  var flowWatcher = null;
  var appending = false;

  function chapterOf(n) {
    return book.chapters.filter(function (c) { return c.n === n; })[0] || null;
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
    var done = function () {
      appending = false;
      var part = parts[after.n];
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
          if (beyond) a.setAttribute("href", chapterHref(beyond.n)); else a.remove();
        });
      }
      endWatcher.observe(end);
      flowWatcher.observe(end);
      applyGates();
    };
    if (parts[after.n]) { done(); return; }
    var script = document.createElement("script");
    script.src = (document.body.getAttribute("data-root") || "") + "data/flow/" + after.n + ".js";
    script.onload = done;
    script.onerror = function () { appending = false; };
    document.head.appendChild(script);
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
    document.title = (chapterTitle(n) || c.loc) + " · " + book.title;
    document.querySelectorAll(".toc a[aria-current]").forEach(function (a) { a.removeAttribute("aria-current"); });
    var item = document.querySelector(".toc li[data-chapter='" + n + "'] a");
    if (item) item.setAttribute("aria-current", "page");
    document.querySelectorAll("[data-scale-here]").forEach(function (rect) {
      var from = parseInt(rect.closest("svg").getAttribute("data-from"), 10);
      rect.setAttribute("x", String(n - from));
    });
    try { history.replaceState(null, "", encodeURIComponent(c.loc) + ".html"); } catch (e) { /* file:// may refuse */ }
  }

  // The contents beside the text, drawn from data/book.js: volumes, then their chapters,
  // each title shown once the chapter before it is finished (titles come with the names
  // parts, so the page holds none it may not show).
  function buildToc() {
    var box = document.querySelector("[data-toc-list]");
    if (!box) return;
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
        var li = document.createElement("li");
        li.className = "story";
        li.setAttribute("data-chapter", String(c.n));
        var a = document.createElement("a");
        a.href = chapterHref(c.n);
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

  function tocTitles() {
    // A volume's title once the volume before it is finished; until then its number.
    document.querySelectorAll("[data-toc-volume]").forEach(function (summary) {
      var no = summary.getAttribute("data-toc-volume");
      summary.textContent = volumeTitles[no] || t("heading.volume", { n: no });
    });
    document.querySelectorAll("[data-toc-title]").forEach(function (span) {
      var n = parseInt(span.getAttribute("data-toc-title"), 10);
      span.textContent = visible(n - 1, false) ? chapterTitle(n) : "";
    });
  }

  // The contents beside the text: collapsible on a wide screen, a drawer on a phone.
  var TOC_KEY = "understory:toc";
  function setupToc() {
    buildToc();
    var toggle = document.querySelector("[data-toc-toggle]");
    if (!toggle) return;
    var narrow = function () { return window.matchMedia("(max-width: 60rem)").matches; };
    if (load(TOC_KEY) === "closed") document.body.classList.add("toc-closed");
    toggle.addEventListener("click", function () {
      if (narrow()) {
        document.body.classList.toggle("toc-open");
      } else {
        var closed = document.body.classList.toggle("toc-closed");
        store(TOC_KEY, closed ? "closed" : "open");
      }
    });
    document.querySelectorAll("[data-toc-close]").forEach(function (b) {
      b.addEventListener("click", function () { document.body.classList.remove("toc-open"); });
    });
    var pane = document.querySelector("[data-toc]");
    var current = pane && pane.querySelector(".toc a[aria-current]");
    if (current) pane.scrollTop = Math.max(0, current.offsetTop - pane.clientHeight / 2);
  }

  function normalize(text) {
    return (text || "").normalize("NFKC").toLowerCase();
  }

  // Substring matching works for CJK (no spaces between words) and for prefixes alike.
  // The search page: entries (and topics) and chapters, each in its own group.
  function runSearch() {
    var input = document.querySelector("[data-search-input]");
    var list = document.querySelector("[data-search-results]");
    if (!input || !list) return;
    var chapters = document.querySelector("[data-chapter-results]");
    list.textContent = "";
    if (chapters) chapters.textContent = "";
    var hits = input.value.trim() ? nameHits(input.value) : [];
    var named = hits.filter(function (h) { return !chapters || h.kind !== "chapter"; });
    var titled = hits.filter(function (h) { return chapters && h.kind === "chapter"; });
    showHits(list, named, null);
    if (chapters) showHits(chapters, titled, null);
    document.querySelectorAll("[data-search-group=entries], [data-search-group=chapters]").forEach(function (g) {
      g.hidden = !g.querySelector("li");
    });
  }

  // Entries (by title or a visible alias), topics and chapters reached that match `text`.
  function nameHits(text) {
    var query = normalize((text || "").trim());
    var data = window.UNDERSTORY_SEARCH;
    if (!query || !data) return [];
    var p = progress();
    var mode = settings().spoiler_mode;
    var hits = [];
    data.entries.forEach(function (e) {
      if (!visible(e.reveal, e.spoiler)) return;
      var via = null;
      if (normalize(e.title).indexOf(query) < 0) {
        e.names.forEach(function (n) {
          if (!via && nameVisible(e, n) && normalize(n[0]).indexOf(query) >= 0) via = n[0];
        });
        if (!via) return;
      }
      hits.push({ kind: "entry", text: e.title, href: e.href, note: via ? t("search.also", { name: via }) : categoryNote(e) });
    });
    (data.topics || []).forEach(function (t) {
      if (visible(t.reveal, false) && normalize(t.title).indexOf(query) >= 0) hits.push({ kind: "topic", text: t.title, href: t.href, note: word("topic") });
    });
    data.chapters.forEach(function (c) {
      // A chapter's title is the book's own, but only chapters reached (or next) are offered.
      if (mode !== "off" && (p === null || c.n > p + 1)) return;
      if (normalize(c.title).indexOf(query) >= 0) hits.push({ kind: "chapter", text: c.title, href: c.href, note: t("search.chapter", { loc: c.loc }) });
    });
    return hits;
  }

  function showHits(list, hits, empty) {
    var base = document.body.getAttribute("data-root") || "";
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
    if (!hits.length && empty) {
      var none = document.createElement("li");
      none.className = "none";
      none.textContent = empty;
      list.appendChild(none);
    }
  }

  function setupSearch() {
    var input = document.querySelector("[data-search-input]");
    var form = document.querySelector("[data-search-form]");
    if (!input) return;
    input.addEventListener("input", runSearch);
    form.addEventListener("submit", function (event) { event.preventDefault(); runSearch(); });
  }

  // What the companion (companion.js) uses: one place for progress, settings and gates.
  var api = window.Understory = {
    book: book, progress: progress, setProgress: setProgress, settings: settings, savedSettings: savedSettings,
    saveSetting: saveSetting, restoreSetting: restoreSetting, fields: FIELDS, visible: visible,
    applyGates: applyGates, entriesFor: entriesFor, nameHits: nameHits, showHits: showHits,
    normalize: normalize, onPopup: null, onGates: null, t: t, word: word, chapterTitle: chapterTitle
  };

  applySettings();
  document.addEventListener("DOMContentLoaded", function () {
    buildPickers();
    setupSettings();
    setupSearch();
    setupReader();
    setupPopup();
    rememberEntry();
    document.addEventListener("click", onPlaceholderClick);
    applyGates();
  });
  // Another tab moved the progress or changed a setting: follow it.
  window.addEventListener("storage", function () {
    applySettings();
    applyGates();
  });
})();

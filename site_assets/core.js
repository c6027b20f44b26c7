/* understory site core: the one namespace (window.Understory) every component uses for
 * storage, messages, reading settings and progress, and the components' mounting.
 *
 * The site's scripts are plain files loaded in order (understory_cli/static_site/resources.py
 * lists them), no build step, so file:// keeps working. This one runs in <head>, before the
 * first paint, so the theme applies at once; the components come after it (deferred), each
 * registered with U.component and mounted on DOMContentLoaded when its elements are on the
 * page. Gated content is not in the page at all: gates.js loads it up to the progress, then
 * tells every component by the "understory:gates" event.
 */
(function () {
  "use strict";

  var book = window.UNDERSTORY_BOOK || { slug: "book", title: "", chapters: [], defaults: {}, fields: {}, patterns: {} };
  var MESSAGES = window.UNDERSTORY_MESSAGES || {};
  var root = document.documentElement;
  var PROGRESS_KEY = "understory:" + book.slug + ":progress";
  var SETTINGS_KEY = "understory:settings";  // the reader's own: one for every book of the browser
  // What is the book's own: spoilers off for a finished book must not open the next book's pages.
  var BOOK_SETTINGS_KEY = "understory:" + book.slug + ":settings";
  var PER_BOOK = { spoiler_mode: true };
  var ENTRY_KEY = "understory:" + book.slug + ":entry";  // the entry page seen last: the bar marks it
  // The reading settings' ranges, choices and defaults (understory_cli/reading.py, in data/book.js);
  // the CLI's stored values (book.defaults) come first.
  var FIELDS = book.fields || {};

  // ---- Storage: localStorage may be off (settings then last one page) ----------------

  function store(key, value) {
    try {
      if (value === null) localStorage.removeItem(key); else localStorage.setItem(key, value);
    } catch (e) { /* storage off */ }
  }

  function load(key) {
    try { return localStorage.getItem(key); } catch (e) { return null; }
  }

  // ---- Messages: the site's one catalogue, in the page's language --------------------

  function t(key, values) {
    var text = MESSAGES[key] === undefined ? key : MESSAGES[key];
    Object.keys(values || {}).forEach(function (name) { text = text.split("{" + name + "}").join(String(values[name])); });
    return text;
  }

  // An entry kind or label the no-model wiki wrote in English, in the interface's language.
  function word(text) {
    return MESSAGES["kind." + text] || MESSAGES["label." + text] || text;
  }

  // ---- Reading settings -----------------------------------------------------------------

  // A value that fits the field, or null.
  function valid(name, value) {
    var f = FIELDS[name];
    if (f.choices) return f.choices.indexOf(value) >= 0 ? value : null;
    if (f.flag) return typeof value === "boolean" ? value : null;
    var n = typeof value === "number" ? value : parseFloat(value);
    if (isNaN(n)) return null;
    return parseFloat((Math.round(Math.min(f.max, Math.max(f.min, n)) / f.step) * f.step).toFixed(2));
  }

  function parsed(key) {
    try { return JSON.parse(load(key) || "{}") || {}; } catch (e) { return {}; }
  }

  // Only what the reader chose is saved, so a rebuilt site's new defaults reach every
  // setting they never touched. The book's own fields come from its key; an older site's
  // shared spoiler mode (`mode` before that) is kept only where it hides more ("strict").
  function savedSettings() {
    return savedFor(book.slug);
  }

  // The saved settings as the pages of the book `slug` read them (the library's shelf asks for each).
  function savedFor(slug) {
    var shared = parsed(SETTINGS_KEY), own = parsed("understory:" + slug + ":settings"), saved = {};
    var legacy = shared.spoiler_mode || shared.mode;
    Object.keys(shared).forEach(function (k) { if (!PER_BOOK[k] && k !== "mode") saved[k] = shared[k]; });
    if (legacy === "strict") saved.spoiler_mode = legacy;
    Object.keys(own).forEach(function (k) { if (PER_BOOK[k]) saved[k] = own[k]; });
    return saved;
  }

  // Write the saved settings back, each to its key: the book's own fields to the book's (an older
  // site's shared mode stays where it is, for the other books).
  function writeSettings(saved) {
    var before = parsed(SETTINGS_KEY), shared = {}, own = {};
    ["spoiler_mode", "mode"].forEach(function (k) { if (before[k]) shared[k] = before[k]; });
    Object.keys(saved).forEach(function (k) { (PER_BOOK[k] ? own : shared)[k] = saved[k]; });
    store(SETTINGS_KEY, JSON.stringify(shared));
    store(BOOK_SETTINGS_KEY, JSON.stringify(own));
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
    var v = valid(name, value);
    if (v === null) return;
    saved[name] = v;
    writeSettings(saved);
    refresh();
  }

  // Put a setting back as the reader had it: their own value, or none (the default).
  function restoreSetting(name, value) {
    var saved = savedSettings();
    if (value === null || value === undefined) delete saved[name];
    else if (valid(name, value) !== null) saved[name] = valid(name, value);
    writeSettings(saved);
    refresh();
  }

  // Both keys as they stand, for a dialog's Cancel to put back (replaceSettings).
  function settingsSnapshot() {
    return [load(SETTINGS_KEY), load(BOOK_SETTINGS_KEY)];
  }

  // The settings as a snapshot had them, or none at all (null: every default).
  function replaceSettings(snapshot) {
    store(SETTINGS_KEY, snapshot ? snapshot[0] : null);
    store(BOOK_SETTINGS_KEY, snapshot ? snapshot[1] : null);
    refresh();
  }

  function applySettings() {
    if (!Object.keys(FIELDS).length) return;  // no book (the library's shelf): shelf.js sets its theme
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

  function refresh() {
    applySettings();
    U.applyGates();
  }

  // ---- Progress: the last story chapter finished; null is unknown, which reveals nothing ----

  // Saved as "n:text id": a site rebuilt after a new edition renumbered its chapters finds the
  // chapter the reader finished by its text; one whose text changed steps back a chapter.
  function progress() {
    var saved = String(load(PROGRESS_KEY)).split(":"), n = parseInt(saved[0], 10);
    if (isNaN(n) || saved.length < 2) return isNaN(n) ? null : n;
    var same = book.chapters.filter(function (c) { return c.h === saved[1]; })[0];
    if (same) return same.n;
    var here = chapterOf(n);
    return here && here.h === saved[1] ? n : Math.max(0, n - 1);
  }

  function setProgress(n) {
    var c = n === null ? null : chapterOf(n);
    store(PROGRESS_KEY, n === null ? null : String(n) + (c && c.h ? ":" + c.h : ""));
    U.applyGates();
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

  // The last chapter whose parts the page may load: the progress (all with spoilers off).
  function limit() {
    if (settings().spoiler_mode === "off") return book.chapters.length ? book.chapters[book.chapters.length - 1].n : 0;
    var p = progress();
    return p === null ? -1 : p;
  }

  // ---- The book's chapters and the site's files -------------------------------------------

  function siteRoot() {
    return document.body.getAttribute("data-root") || "";
  }

  function chapterOf(n) {
    return book.chapters.filter(function (c) { return c.n === n; })[0] || null;
  }

  function chapterLoc(n) {
    var c = chapterOf(n);
    return c ? c.loc : String(n);
  }

  function chapterHref(n) {
    var c = chapterOf(n);
    return c ? siteRoot() + "reader/" + encodeURIComponent(c.loc) + ".html" : null;
  }

  // A data script of the site (file:// cannot fetch): settled once loaded or failed.
  function loadScript(path, failed) {
    return new Promise(function (resolve) {
      var s = document.createElement("script");
      s.src = siteRoot() + path;
      s.onload = function () { resolve(); };
      s.onerror = function () { if (failed) failed(); resolve(); };
      document.head.appendChild(s);
    });
  }

  function normalize(text) {
    return (text || "").normalize("NFKC").toLowerCase();
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function $(selector, scope) { return (scope || document).querySelector(selector); }
  function $all(selector, scope) { return Array.prototype.slice.call((scope || document).querySelectorAll(selector)); }

  function isFormControl(node) {
    var tag = (node.tagName || "").toLowerCase();
    return tag === "input" || tag === "select" || tag === "textarea";
  }

  // ---- Components: each mounted when the elements it serves are on the page -------------

  var components = [];
  var mounted = [];  // the names of those mounted on this page, in order

  // `selector`: what the component serves (null: every page); `mount` gets the elements found.
  function component(name, selector, mount) {
    components.push({ name: name, selector: selector, mount: mount });
  }

  // Every component redraws on this event, dispatched by gates.js once the gates are set.
  function onGates(redraw) {
    document.addEventListener("understory:gates", function () { redraw(); });
  }

  var U = window.Understory = {
    book: book, t: t, word: word, store: store, load: load,
    fields: FIELDS, settings: settings, savedSettings: savedSettings, savedFor: savedFor, saveSetting: saveSetting,
    restoreSetting: restoreSetting, replaceSettings: replaceSettings, settingsSnapshot: settingsSnapshot,
    entryKey: ENTRY_KEY,
    progress: progress, setProgress: setProgress, finished: finished, visible: visible, superseded: superseded,
    limit: limit, root: siteRoot, chapterOf: chapterOf, chapterLoc: chapterLoc, chapterHref: chapterHref,
    loadScript: loadScript, normalize: normalize, el: el, $: $, $all: $all, isFormControl: isFormControl,
    component: component, onGates: onGates, mounted: mounted
    // gates.js adds applyGates, names.js names and chapterTitle, server.js server
  };

  applySettings();
  document.addEventListener("DOMContentLoaded", function () {
    components.forEach(function (c) {
      var found = c.selector ? document.querySelectorAll(c.selector) : [document.body];
      if (!found.length) return;
      c.mount(found);
      mounted.push(c.name);
    });
    if (U.applyGates) U.applyGates();  // none on the shelf, which has no gates
  });
  // Another tab moved the progress or changed a setting: follow it.
  window.addEventListener("storage", function () {
    applySettings();
    if (U.applyGates) U.applyGates();  // a page still loading its deferred scripts has no gates yet
  });
})();

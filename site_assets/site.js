/* understory site script: settings, reading progress and spoiler gates.
 *
 * Fail safe (DESIGN §3): every element with data-reveal is hidden by the stylesheet and
 * only this script opens it, so with no script, or no known progress, nothing gated
 * shows. Loaded in <head> so the theme applies before the first paint.
 */
(function () {
  "use strict";

  var book = window.UNDERSTORY_BOOK || { slug: "book", title: "", chapters: [] };
  var PROGRESS_KEY = "understory:" + book.slug + ":progress";
  var SETTINGS_KEY = "understory:settings";
  var DEFAULTS = { theme: "light", font: "m", mode: "auto" };
  var CHOICES = { theme: ["light", "dark"], font: ["s", "m", "l", "xl"], mode: ["off", "auto", "strict"] };
  var root = document.documentElement;

  function store(key, value) {
    try { localStorage.setItem(key, value); } catch (e) { /* storage off: settings last one page */ }
  }

  function load(key) {
    try { return localStorage.getItem(key); } catch (e) { return null; }
  }

  function settings() {
    var saved = {};
    try { saved = JSON.parse(load(SETTINGS_KEY) || "{}") || {}; } catch (e) { saved = {}; }
    var out = {};
    Object.keys(DEFAULTS).forEach(function (k) {
      out[k] = CHOICES[k].indexOf(saved[k]) >= 0 ? saved[k] : DEFAULTS[k];
    });
    return out;
  }

  function saveSetting(name, value) {
    var s = settings();
    s[name] = value;
    store(SETTINGS_KEY, JSON.stringify(s));
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
    var mode = settings().mode;
    if (mode === "off") return true;
    if (mode === "strict" && spoiler) return false;
    var p = progress();
    return p !== null && reveal <= p;
  }

  function applySettings() {
    var s = settings();
    root.setAttribute("data-theme", s.theme);
    root.setAttribute("data-font", s.font);
    root.setAttribute("data-mode", s.mode);
  }

  function applyGates() {
    var gated = document.querySelectorAll("[data-reveal]");
    for (var i = 0; i < gated.length; i++) {
      var el = gated[i];
      var open = el.classList.contains("by-hand") ||
        visible(parseInt(el.getAttribute("data-reveal"), 10), el.hasAttribute("data-spoiler"));
      el.classList.toggle("open", open);
    }
    // A gated entry title must not leak through the tab either.
    var title = document.querySelector("[data-doc-title]");
    if (title) {
      var gate = title.closest("[data-reveal]");
      var name = !gate || gate.classList.contains("open") ? title.textContent : "Entry";
      document.title = name + " · " + book.title;
    }
    syncPickers();
    if (window.UNDERSTORY_SEARCH) runSearch();
  }

  // One click shows one hidden thing; nothing else opens with it.
  function onPlaceholderClick(event) {
    var button = event.target.closest(".ph");
    if (!button) return;
    var hidden = button.previousElementSibling;
    if (hidden && hidden.hasAttribute("data-reveal")) {
      hidden.classList.add("by-hand", "open");
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
        o.textContent = o.getAttribute("data-loc") + (visible(n - 1, false) ? " " + book.chapters[j].title : "");
      }
      pickers[i].value = p === null ? "" : String(p);
    }
  }

  function buildPickers() {
    var pickers = document.querySelectorAll("[data-progress-picker]");
    for (var i = 0; i < pickers.length; i++) {
      var select = pickers[i];
      select.appendChild(new Option("Not set", ""));
      select.appendChild(new Option("Not started", "0"));
      book.chapters.forEach(function (c) {
        var option = new Option(c.loc, String(c.n));
        option.setAttribute("data-loc", c.loc);
        select.appendChild(option);
      });
      select.addEventListener("change", function (event) {
        var value = event.target.value;
        scrolledByReader = false;
        if (value === "") {
          try { localStorage.removeItem(PROGRESS_KEY); } catch (e) { /* nothing stored */ }
          applyGates();
        } else {
          setProgress(parseInt(value, 10));
        }
      });
    }
  }

  function setupSettingsForm() {
    var form = document.querySelector("[data-settings-form]");
    if (!form) return;
    var s = settings();
    var inputs = form.querySelectorAll("input[type=radio]");
    for (var i = 0; i < inputs.length; i++) {
      inputs[i].checked = s[inputs[i].name] === inputs[i].value;
      inputs[i].addEventListener("change", function (event) {
        saveSetting(event.target.name, event.target.value);
      });
    }
  }

  function isFormControl(el) {
    var tag = (el.tagName || "").toLowerCase();
    return tag === "input" || tag === "select" || tag === "textarea";
  }

  // Set by the reader's own scrolling; a progress picked by hand stands until they scroll again.
  var scrolledByReader = false;

  // The reader: a chapter is finished when its end is scrolled into view, or when the
  // next chapter is opened from it. Opening a chapter by a citation (a #paragraph
  // link) does not count until the reader scrolls themselves.
  function setupReader() {
    var no = parseInt(document.body.getAttribute("data-chapter-no"), 10);
    var next = document.querySelector("a[rel=next]");
    var prev = document.querySelector("a[rel=prev]");
    if (!isNaN(no) && next) {
      document.querySelectorAll("a[rel=next]").forEach(function (a) {
        a.addEventListener("click", function () { finished(no); });
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
      }
    });
    var end = document.querySelector("[data-chapter-end]");
    if (isNaN(no) || !end || !("IntersectionObserver" in window)) return;
    scrolledByReader = !window.location.hash;
    var scrollKeys = ["ArrowDown", "PageDown", "End", " "];
    ["wheel", "touchmove", "keydown"].forEach(function (name) {
      window.addEventListener(name, function (event) {
        if (name !== "keydown" || (scrollKeys.indexOf(event.key) >= 0 && !isFormControl(event.target))) {
          scrolledByReader = true;
        }
      }, { passive: true });
    });
    var seen = false;
    new IntersectionObserver(function (changes) {
      seen = changes.some(function (c) { return c.isIntersecting; });
      if (seen && scrolledByReader) finished(no);
    }).observe(end);
    window.addEventListener("scroll", function () {
      if (seen && scrolledByReader) finished(no);
    }, { passive: true });
  }

  function normalize(text) {
    return (text || "").normalize("NFKC").toLowerCase();
  }

  // Substring matching works for CJK (no spaces between words) and for prefixes alike.
  function runSearch() {
    var input = document.querySelector("[data-search-input]");
    var list = document.querySelector("[data-search-results]");
    if (!input || !list) return;
    var query = normalize(input.value.trim());
    list.textContent = "";
    if (!query) return;
    var data = window.UNDERSTORY_SEARCH;
    var p = progress();
    var mode = settings().mode;
    var hits = [];
    data.entries.forEach(function (e) {
      if (!visible(e.reveal, e.spoiler)) return;
      var via = null;
      if (normalize(e.title).indexOf(query) < 0) {
        e.names.forEach(function (n) {
          if (!via && visible(n[1], e.spoiler) && normalize(n[0]).indexOf(query) >= 0) via = n[0];
        });
        if (!via) return;
      }
      hits.push({ text: e.title, href: e.href, note: via ? "also known as " + via : e.category });
    });
    data.chapters.forEach(function (c) {
      // A chapter's title is the book's own, but only chapters reached (or next) are offered.
      if (mode !== "off" && (p === null || c.n > p + 1)) return;
      if (normalize(c.title).indexOf(query) >= 0) hits.push({ text: c.title, href: c.href, note: "chapter " + c.loc });
    });
    hits.forEach(function (hit) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = hit.href;
      a.textContent = hit.text;
      var note = document.createElement("span");
      note.className = "note";
      note.textContent = " " + hit.note;
      li.appendChild(a);
      li.appendChild(note);
      list.appendChild(li);
    });
    if (!hits.length) {
      var none = document.createElement("li");
      none.className = "none";
      none.textContent = "Nothing you have reached matches.";
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

  applySettings();
  document.addEventListener("DOMContentLoaded", function () {
    buildPickers();
    setupSettingsForm();
    setupSearch();
    setupReader();
    document.addEventListener("click", onPlaceholderClick);
    applyGates();
  });
  // Another tab moved the progress or changed a setting: follow it.
  window.addEventListener("storage", function () {
    applySettings();
    applyGates();
  });
})();

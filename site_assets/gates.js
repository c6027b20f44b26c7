/* understory gates: what the page shows only later, put back up to the reader's progress.
 *
 * The build cut every element gated after the first chapter out of the page, leaving an
 * empty shell with its gate (data-slot); the page's unlock part K (data/unlock/<page>/K.js)
 * holds those that open at chapter K, and the addresses of links that open then. This
 * loads the parts up to the progress and puts each element back in its shell, so the page
 * never holds what it may not show; `understory serve` may already have put some back
 * (data-unlock-filled). Then every element with data-reveal is opened or closed, and the
 * "understory:gates" event tells the components to redraw; "understory:filled" follows
 * when parts were put back.
 */
(function (U) {
  "use strict";

  var book = U.book, visible = U.visible;

  var unlockLoading = {};
  var unlockByHand = {};
  var filled = [];  // what fillSlots put back: {gate, el, shell}, {gate, link, slot} or {gate, until, slot}

  function unlockList(name) {
    return (document.body.getAttribute(name) || "").split(" ").filter(Boolean).map(function (g) { return parseInt(g, 10); });
  }

  function loadPart(gate) {
    if (!unlockLoading[gate]) {
      unlockLoading[gate] = U.loadScript(document.body.getAttribute("data-unlock-dir") + gate + ".js");
    }
    return unlockLoading[gate];
  }

  // "Show it anyway" on a locked entry: the page as it reads once its title opens (its gate).
  var shownAnyway = -1;

  function anyway(reveal, spoiler) {
    return reveal <= shownAnyway && !(spoiler && U.settings().spoiler_mode === "strict");
  }

  function loadUnlock() {
    var limit = Math.max(U.limit(), shownAnyway);
    // The reader moved back past what the server put in the page: ask for it afresh (the
    // cookie already says the new progress). What this script put back it takes out again.
    if (unlockList("data-unlock-filled").some(function (g) { return g > limit; })) { location.reload(); return; }
    relock(limit);
    var waits = unlockList("data-unlock").filter(function (g) { return g <= limit && !unlockLoading[g]; }).map(loadPart);
    if (waits.length) Promise.all(waits).then(function () { if (fillSlots()) { applyGates(); tellFilled(); } });
  }

  function tellFilled() {
    document.dispatchEvent(new CustomEvent("understory:filled"));
  }

  // One hidden thing shown by hand: its part is loaded for it alone.
  function unlockOne(shell) {
    var gate = parseInt(shell.getAttribute("data-reveal"), 10);
    unlockByHand[gate] = unlockByHand[gate] || !unlockLoading[gate];
    loadPart(gate).then(function () { if (fillSlots()) applyGates(); });
  }

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
    var p = U.progress();
    // The work's slug too: in a library one cookie serves every work (serve/files.py).
    document.cookie = "understory_view=" + (p === null ? "" : p) + "-" + U.settings().spoiler_mode + "-" +
      encodeURIComponent(book.slug) + "; path=/; SameSite=Strict";
  }

  // A link to a gated page has no href in the page (its address can name what the title
  // hides), only an encoded data-ref: it becomes the href once every gate around it is open,
  // and the link's own gate (data-ref-reveal) too; until then it is plain text.
  function refOpen(el) {
    for (var g = el.closest("[data-reveal]"); g; g = g.parentElement && g.parentElement.closest("[data-reveal]")) {
      if (!g.classList.contains("open")) return false;
    }
    var own = el.getAttribute("data-ref-reveal");
    return own === null || visible(parseInt(own, 10), el.hasAttribute("data-ref-spoiler"));
  }

  function applyRefs() {
    var base = U.root();
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

  // A gated entry title must not leak through the tab either: an entry ahead of the reader
  // is one locked page whose tab names nothing. The title's shell decides, not its filled
  // text: a title shown by hand opens the page at once, while its part is still loading.
  function lockTitle() {
    var title = document.querySelector("[data-doc-title]");
    var entryPage = document.querySelector("[data-entry-page]");
    var shell = title ? title.closest("[data-reveal]") : entryPage && entryPage.querySelector(".entry-title [data-reveal]");
    var titleOpen = !shell || shell.classList.contains("open");
    if (entryPage) entryPage.classList.toggle("locked", !titleOpen);
    if (title) document.title = (titleOpen ? title.textContent : title.getAttribute("data-doc-title")) + " · " + book.title;
  }

  function applyGates() {
    shareView();
    U.names.load();
    loadUnlock();
    var gated = document.querySelectorAll("[data-reveal]");
    for (var i = 0; i < gated.length; i++) {
      var el = gated[i];
      var reveal = parseInt(el.getAttribute("data-reveal"), 10), spoiler = el.hasAttribute("data-spoiler");
      var open = el.classList.contains("by-hand") || visible(reveal, spoiler) || anyway(reveal, spoiler);
      if (open && el.hasAttribute("data-until")) open = !U.superseded(parseInt(el.getAttribute("data-until"), 10));
      el.classList.toggle("open", open);
    }
    lockTitle();
    applyRefs();
    document.dispatchEvent(new CustomEvent("understory:gates"));
  }

  // One click shows one hidden thing; nothing else opens with it.
  function onPlaceholderClick(event) {
    var show = event.target.closest("[data-lock-show]");
    if (show) {
      var title = document.querySelector("[data-entry-page] .entry-title [data-reveal]");
      if (title) title.classList.add("by-hand", "open");
      if (title) shownAnyway = parseInt(title.getAttribute("data-reveal"), 10);  // not just a title over an empty page
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

  U.applyGates = applyGates;
  U.component("gates", null, function () {
    document.addEventListener("click", onPlaceholderClick);
  });
})(window.Understory);

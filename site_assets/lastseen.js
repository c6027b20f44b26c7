/* understory last seen: where the reader last met an entry before their position ("last seen
 * 2.5.11, nine chapters ago"), with that passage and a link, on entry pages and in the
 * selection popup.
 *
 * Names part K (data/names/K.js) lists, for each entry appearing in chapter K, the last
 * paragraph there that names it (`last`). The page loads parts only up to the progress, so
 * the latest one found is the last meeting the reader may know of: a later mention is never
 * in the browser. The passage comes from that chapter's full-text part (data/text/K.js),
 * which the page may load for the same reason.
 */
(function (U) {
  "use strict";

  var t = U.t, el = U.el;

  // The chapter the reader stands after: the progress (with spoilers off and no progress, the end).
  function position() {
    var p = U.progress();
    if (p === null && U.settings().spoiler_mode === "off") p = U.limit();
    return p;
  }

  // [chapter_no, paragraph] of the last meeting with the entry at `href`, or null.
  function lastSeen(href) {
    var p = position();
    var data = window.UNDERSTORY_SEARCH;
    var entry = data && data.byHref[href];
    if (p === null || !entry || !U.visible(entry.reveal, entry.spoiler)) return null;
    var parts = window.UNDERSTORY_NAMES || {}, best = null;
    for (var k = 0; k <= Math.min(p, U.limit()); k++) {
      ((parts[k] || {}).last || []).forEach(function (a) {
        if (a[0] === href && a[1] <= p && (!best || a[1] >= best[0])) best = [a[1], a[2]];
      });
    }
    return best;
  }

  function ago(n) {
    var gap = position() - n;
    return gap <= 0 ? t("lastseen.just") : gap === 1 ? t("lastseen.one") : t("lastseen.ago", { n: gap });
  }

  // The passage, once its chapter's text part is loaded (the reader has finished it).
  function passage(n, para) {
    var have = function () {
      var part = (window.UNDERSTORY_TEXT || {})[n];
      var found = part && part.p.filter(function (x) { return x[0] === para; })[0];
      return found ? found[1] : "";
    };
    if ((window.UNDERSTORY_TEXT || {})[n]) return Promise.resolve(have());
    return U.loadScript("data/text/" + n + ".js").then(have);
  }

  // "Last seen 2.5.11, nine chapters ago" with a link to the paragraph, and its passage.
  function lastSeenBlock(href, withPassage) {
    var seen = lastSeen(href);
    if (!seen) return null;
    var locator = U.chapterLoc(seen[0]) + "." + seen[1];
    var box = el("div", "last-seen");
    box.setAttribute("data-last-seen-at", locator);
    var line = el("p", "last-seen-line");
    var link = el("a", null, locator);
    link.href = U.chapterHref(seen[0]) + "#p-" + locator.replace(/\./g, "-");
    line.appendChild(document.createTextNode(t("lastseen.label") + " "));
    line.appendChild(link);
    line.appendChild(document.createTextNode(t("lastseen.sep") + ago(seen[0])));
    box.appendChild(line);
    if (withPassage) {
      passage(seen[0], seen[1]).then(function (text) {
        if (!text) return;
        var quote = el("blockquote", "last-seen-passage", text.length > 320 ? text.slice(0, 320) + "…" : text);
        quote.setAttribute("lang", document.querySelector("[data-entry-page]") ?
          document.querySelector("[data-entry-page]").getAttribute("lang") : document.documentElement.lang);
        box.appendChild(quote);
      });
    }
    return box;
  }

  function drawEntry() {
    var page = document.querySelector("[data-entry-page]");
    if (!page) return;
    var old = page.querySelector(".last-seen");
    if (old) old.remove();
    // Strict mode shows the least: the place, not the passage (it may quote what a span hides).
    var box = lastSeenBlock(page.getAttribute("data-entry-page"), U.settings().spoiler_mode !== "strict");
    var head = page.querySelector(".entry-head");
    if (box && head) head.insertAdjacentElement("afterend", box);
  }

  // The popup lists entries; each gets its last meeting under it.
  function followPopup(shown) {
    var items = shown.popup.querySelectorAll("li");
    shown.found.forEach(function (f, i) {
      var box = items[i] && lastSeenBlock(f.entry.href, false);
      if (box) items[i].appendChild(box);
    });
  }

  U.component("last seen", "[data-entry-page]", function () { U.onGates(drawEntry); });
  U.component("last seen in the popup", "[data-popup]", function () {
    document.addEventListener("understory:popup", function (event) { followPopup(event.detail); });
  });
})(window.Understory);

/* understory pace: progress follows reading, not scrolling.
 *
 * A chapter whose end the reader scrolls to counts as read only if they spent a plausible
 * time in it: at least its length at three times their reading pace (the reading settings
 * reading_pace_words for spaced scripts, reading_pace_chars for Chinese and Japanese).
 * Anything faster is a skim: the chapters skimmed are not opened, and the page asks
 * "Mark 2.22–2.24 as read?" instead. The picker and the Next link still set progress
 * directly; only scrolling is judged. reader.js tells this module each end reached.
 */
(function (U) {
  "use strict";

  var t = U.t;
  var CJK = new RegExp(U.book.patterns.cjk, "g");
  var FASTEST = 3;  // times the reader's own pace: faster than this is not reading
  var started = {};  // chapter_no -> when its text first came into the window (ms)
  var skimmed = null;  // the last chapter skimmed past, not yet counted
  var declined = -1;  // the last chapter the reader said "not yet" for: not asked again
  var watcher = null;

  function now() { return Date.now(); }

  // The least time (ms) the chapter's text takes at the fastest plausible pace.
  function leastTime(section) {
    var text = (section.querySelector(".book") || section).textContent || "";
    var chars = (text.match(CJK) || []).length;
    var words = (text.replace(CJK, " ").match(/\S+/g) || []).length;
    var s = U.settings();
    var minutes = chars > words ? chars / s.reading_pace_chars : words / s.reading_pace_words;
    return minutes * 60000 / FASTEST;
  }

  // Called by reader.js when a section begins (its text enters the window).
  function watch(section) {
    if (!watcher) {
      watcher = new IntersectionObserver(function (changes) {
        changes.forEach(function (c) {
          var n = parseInt(c.target.getAttribute("data-n"), 10);
          if (c.isIntersecting && started[n] === undefined) started[n] = now();
        });
      });
    }
    watcher.observe(section);
  }

  // The end of chapter n was reached by the reader's own scrolling.
  function ended(n) {
    var p = U.progress();
    if (p !== null && n <= p) return;
    var section = document.querySelector(".chapter-text[data-n='" + n + "']");
    var read = section && started[n] !== undefined && now() - started[n] >= leastTime(section);
    if (read && skimmed === null) { U.finished(n); return; }
    if (!read && n <= declined) return;
    if (skimmed === null || n > skimmed) skimmed = n;  // one question for the whole skim
    ask();
  }

  function ask() {
    var bar = document.querySelector("[data-pace-ask]");
    if (!bar) {
      bar = U.el("div", "pace-ask");
      bar.setAttribute("data-pace-ask", "");
      bar.setAttribute("role", "alertdialog");
      bar.appendChild(U.el("p", "pace-question"));
      bar.appendChild(U.el("p", "pace-why", t("pace.why")));
      var yes = U.el("button", "button", t("pace.yes"));
      var no = U.el("button", "button quiet", t("pace.no"));
      yes.type = no.type = "button";
      yes.setAttribute("data-pace-yes", "");
      no.setAttribute("data-pace-no", "");
      yes.addEventListener("click", function () { var n = skimmed; close(); if (n !== null) U.finished(n); });
      no.addEventListener("click", function () { declined = Math.max(declined, skimmed); close(); });
      var actions = U.el("p", "pace-actions");
      actions.appendChild(yes);
      actions.appendChild(no);
      bar.appendChild(actions);
      document.body.appendChild(bar);
    }
    var p = U.progress(), from = U.chapterLoc(p === null ? U.book.chapters[0].n : p + 1), to = U.chapterLoc(skimmed);
    bar.querySelector(".pace-question").textContent = from === to ? t("pace.ask_one", { loc: to }) : t("pace.ask", { from: from, to: to });
    bar.hidden = false;
  }

  function close() {
    skimmed = null;
    var bar = document.querySelector("[data-pace-ask]");
    if (bar) bar.hidden = true;
  }

  // The progress moved by other means (the picker, Next, another tab): a question it answers goes.
  function onGates() {
    var p = U.progress();
    if (skimmed !== null && p !== null && skimmed <= p) close();
  }

  U.pace = { watch: watch, ended: ended };
  U.component("pace", "[data-chapter-end]", function () { U.onGates(onGates); });
})(window.Understory);

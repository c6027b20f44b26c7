/* understory recap: the story so far at the reader's progress, in the sidebar ("So far") and,
 * for a reader back after more than `recap_after_days`, as a card atop the page that stays
 * until dismissed: "You stopped at 3.12 on 3 November. Previously: …".
 *
 * Names part K (data/names/K.js) holds the recap parts that open once chapter K is finished
 * (`recap`: a chapter's at its end, a volume's at its last chapter's), the same parts
 * `understory recap` prints (understory_cli/recap.py). The page loads parts only up to the
 * progress, so the recap can name nothing the reader has not reached: finished volumes by
 * their parts, then the chapters read of the volume being read.
 */
(function (U) {
  "use strict";

  var t = U.t, el = U.el;
  var VISITED_KEY = "understory:" + U.book.slug + ":visited";  // when a page of the book was last opened
  var CARD_KEY = "understory:" + U.book.slug + ":recap-card";  // the card waiting to be dismissed: the visit before
  var DAY = 86400000, VISIT_STEP = 300000;
  var CARD_PARTS = 3;

  // [kind, volume_no, locator, text] of the story so far, in story order: each finished volume,
  // then the volume being read: the model's latest recap of it ("so_far", up to a chapter's
  // end), if any, and the chapters read after it, each by its summary.
  function storySoFar() {
    var p = U.progress();
    if (p === null) return [];
    var parts = window.UNDERSTORY_NAMES || {}, all = [];
    for (var k = 0; k <= Math.min(p, U.limit()); k++) all = all.concat((parts[k] || {}).recap || []);
    var finished = {}, latest = {};
    all.forEach(function (r) { if (r[0] === "volume") finished[r[1]] = true; });
    all.forEach(function (r) {
      if (r[0] === "so_far" && !finished[r[1]] && (!latest[r[1]] || order(r) > order(latest[r[1]]))) latest[r[1]] = r;
    });
    return all.filter(function (r) {
      if (r[0] === "volume") return true;
      if (finished[r[1]]) return false;
      return r[0] === "so_far" ? r === latest[r[1]] : !latest[r[1]] || order(r) > order(latest[r[1]]);
    }).sort(function (a, b) {
      return a[1] - b[1] || (a[0] !== "volume") - (b[0] !== "volume") || order(a) - order(b) ||
        (a[0] === "chapter") - (b[0] === "chapter");
    });
  }

  function order(r) { return r[2] ? chapterNo(r[2]) || 0 : 0; }

  function chapterNo(locator) {
    var c = U.book.chapters.filter(function (x) { return x.loc === locator; })[0];
    return c ? c.n : null;
  }

  function partHeading(r) {
    if (r[0] === "volume") {
      var title = U.names.volumeTitle(r[1]);
      return t("heading.volume", { n: r[1] }) + (title ? " · " + title : "");
    }
    if (r[0] === "so_far") return t("recap.so_far", { n: r[1], at: r[2] });
    var chapterTitle = U.names.namingTitle(chapterNo(r[2]));
    return r[2] + (chapterTitle ? " · " + chapterTitle : "");
  }

  function drawParts(box, parts) {
    parts.forEach(function (r) {
      var section = el("section", "recap-part recap-" + r[0]);
      section.setAttribute("data-recap-part", r[2] || String(r[1]));
      section.appendChild(el("h3", null, partHeading(r)));
      var text = el("p", null, r[3]);
      var brand = document.querySelector(".brand[lang]");  // the book's language, beside the interface's
      if (brand) text.setAttribute("lang", brand.getAttribute("lang"));
      section.appendChild(text);
      box.appendChild(section);
    });
  }

  function drawSidebar() {
    var box = document.querySelector("[data-recap]");
    if (!box) return;
    var parts = storySoFar();
    box.textContent = "";
    box.appendChild(el("h2", null, t("recap.title")));
    if (!parts.length) box.appendChild(el("p", "note", t("recap.empty")));
    drawParts(box, parts);
  }

  // Once per page: a visit after long enough away leaves a card until the reader dismisses it.
  function noteVisit() {
    var now = Date.now(), last = parseInt(U.load(VISITED_KEY), 10);
    if (!isNaN(last) && now - last > U.settings().recap_after_days * DAY) U.store(CARD_KEY, String(last));
    // Written at most every few minutes: each write tells every other open page of the book.
    if (isNaN(last) || now - last > VISIT_STEP) U.store(VISITED_KEY, String(now));
  }

  function drawCard() {
    var old = document.querySelector("[data-recap-card]");
    if (old) old.remove();
    var since = parseInt(U.load(CARD_KEY), 10);
    var main = document.querySelector("main");
    var parts = storySoFar();
    if (isNaN(since) || !main || !parts.length) return;
    var card = el("aside", "recap-card");
    card.setAttribute("data-recap-card", "");
    card.setAttribute("role", "note");
    var date = new Date(since).toLocaleDateString(document.documentElement.lang || undefined, { day: "numeric", month: "long" });
    card.appendChild(el("p", "recap-card-head", t("recap.stopped", { at: U.chapterLoc(U.progress()), date: date })));
    drawParts(card, parts.slice(-CARD_PARTS));
    var actions = el("p", "recap-card-actions");
    var more = el("button", "button quiet", t("recap.more"));
    more.type = "button";
    more.addEventListener("click", function () { if (U.sidebar) U.sidebar.open("recap"); });
    var dismiss = el("button", "button", t("recap.dismiss"));
    dismiss.type = "button";
    dismiss.setAttribute("data-recap-dismiss", "");
    dismiss.addEventListener("click", function () { U.store(CARD_KEY, null); card.remove(); });
    actions.appendChild(more);
    actions.appendChild(dismiss);
    card.appendChild(actions);
    main.insertBefore(card, main.firstChild);
  }

  U.component("recap", null, function () {
    noteVisit();
    U.onGates(function () { drawSidebar(); drawCard(); });
  });
})(window.Understory);

/* understory ereader: the position KOReader pushed to `understory serve` (its progress sync,
 * understory_cli/serve/kosync.py). Served, the page asks /api/ereader once; a push it has not
 * applied yet moves the progress to the saved progress the pushes moved (the chapter finished
 * before the e-reader's place): forward only, back too when serve runs with --follow-back.
 * The header shows where the e-reader is.
 */
(function (U) {
  "use strict";

  var APPLIED_KEY = "understory:" + U.book.slug + ":ereader";  // the newest push applied here

  function show(position) {
    var tools = U.$(".top-tools");
    if (!tools || !position.locator) return;
    var badge = U.$("[data-ereader]") || tools.appendChild(U.el("span", "ereader-position"));
    badge.setAttribute("data-ereader", "");
    badge.textContent = U.t("ereader.position", { loc: position.locator });
    badge.title = U.t("ereader.title", { loc: position.locator, device: position.device,
                                         when: new Date(position.pushed_at * 1000).toLocaleString() });
  }

  function follow(position) {
    var target = position.saved_no;
    if (target === null || target === undefined) return;
    if (String(position.pushed_at) === U.load(APPLIED_KEY)) return;  // the reader may have moved since
    U.store(APPLIED_KEY, String(position.pushed_at));
    var here = U.progress();
    if (here === null || target > here) U.setProgress(target);
    else if (position.follow_back && target < here) U.setProgress(target);
  }

  U.component("ereader", null, function () {
    if (!U.server.served) return;
    fetch("/api/ereader", { credentials: "same-origin" }).then(function (r) { return r.json(); }).then(function (data) {
      if (!data.position) return;
      follow(data.position);
      show(data.position);
    }).catch(function () { /* not our server */ });
  });
})(window.Understory);

/* understory server: what the companion's components share when `understory serve` serves
 * the site (from file:// there is none): whether it is served, the server's status, and
 * requests that carry the reader's view (progress and spoiler mode set every horizon).
 */
(function (U) {
  "use strict";

  var served = location.protocol === "http:" || location.protocol === "https:";

  function view() {
    return { progress: U.progress(), spoilers: U.settings().spoiler_mode };
  }

  function viewQuery() {
    var v = view();
    return "progress=" + (v.progress === null ? "" : v.progress) + "&spoilers=" + encodeURIComponent(v.spoilers);
  }

  // The companion's API beside the site's top: /api/… for one work, /<work>/api/… in a library.
  function api(path) {
    return U.root() + "api/" + path;
  }

  function post(path, body) {
    return fetch(api(path), { method: "POST", headers: { "content-type": "application/json" },
                         body: JSON.stringify(body), credentials: "same-origin" });
  }

  var server = U.server = { served: served, status: null, view: view, viewQuery: viewQuery, post: post, api: api };

  // /api/status once known ("understory:status"): whether a model answers, and what to do if not.
  U.component("server", null, function () {
    if (!served) return;
    fetch(api("status"), { credentials: "same-origin" }).then(function (r) { return r.json(); }).then(function (s) {
      server.status = s;
      document.dispatchEvent(new CustomEvent("understory:status", { detail: s }));
    }).catch(function () { /* not our server */ });
  });
})(window.Understory);

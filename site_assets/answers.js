/* understory answers: what an answer shows in the chat. The answer itself (rendered from
 * Markdown and sanitized by the server), then cards: the wiki entries it used (gated like
 * every link), each setting it changed (applied to this page at once, with Undo) and each
 * page it asked the next `compose-wiki` to write.
 */
(function (U) {
  "use strict";

  var book = U.book, el = U.el, msg = U.t;
  var LABELS = { font_size: msg("settings.size"), line_height: msg("settings.line_height"), theme: msg("settings.theme"),
                 style_level: msg("settings.style"), immersive_images: msg("settings.immersive"),
                 highlight_names: msg("settings.highlight"), spoiler_mode: msg("settings.spoilers"),
                 position: msg("chat.setting.position"), recap_after_days: msg("settings.recap_after") };

  function locOf(n) {
    var c = U.chapterOf(n);
    return c ? c.loc : null;
  }

  function numberOf(loc) {
    var c = book.chapters.filter(function (x) { return x.loc === loc; })[0];
    return c ? c.n : null;
  }

  function showAnswer(item, data) {
    var body = el("div", "answer-body answer-" + data.kind);
    body.innerHTML = data.html;  // rendered and sanitized by the server (markdown-it-py + nh3)
    item.appendChild(body);
    if (data.spoiler_choice) item.appendChild(el("p", "note", msg("chat.spoiler_choice", { choice: data.spoiler_choice })));
    data.entries.forEach(function (e) { item.appendChild(entryCard(e)); });
    data.settings.forEach(function (c) { item.appendChild(settingCard(c)); });
    data.requests.forEach(function (r) {
      var card = el("div", "card request-card");
      card.setAttribute("data-request-card", "");
      card.appendChild(el("strong", null, msg("chat.requested", { title: r.title, kind: U.word(r.kind) })));
      card.appendChild(el("p", null, msg("chat.requested_note")));
      item.appendChild(card);
    });
    (data.notes || []).forEach(function (n) { item.appendChild(el("p", "note", n)); });
    if (data.unverified && data.unverified.length) {
      item.appendChild(el("p", "note", msg("chat.unverified", { items: data.unverified.join("; ") })));
    }
    var cost = data.cost === null || data.cost === undefined ? "" : " · " + data.cost.toFixed(4) + " " + data.currency;
    item.appendChild(el("p", "chat-meta", msg("chat.meta", { n: data.tools, s: data.seconds.toFixed(1) }) + cost));
    U.applyGates();
  }

  function entryCard(e) {
    var card = el("div", "card entry-card");
    var gate = el("span");
    gate.setAttribute("data-reveal", String(e.reveal));
    var a = el("a", null, e.title);
    a.setAttribute("data-ref", e.ref);
    gate.appendChild(a);
    gate.appendChild(el("span", "note", " " + U.word(e.category)));
    if (e.summary) gate.appendChild(el("p", null, e.summary));
    card.appendChild(gate);
    return card;
  }

  // A setting the companion changed: applied to this page at once, with Undo.
  function settingCard(c) {
    var card = el("div", "card setting-card");
    card.setAttribute("data-setting-card", c.setting);
    var label = LABELS[c.setting] || c.setting;
    var undo = null;
    var before;
    var after = c.after;
    if (c.setting === "position") {
      var previous = U.progress();
      var n = numberOf(String(c.after));
      if (n !== null) U.setProgress(n);
      undo = function () { U.setProgress(previous); U.applyGates(); };
      before = previous === null ? msg("chat.not_set") : locOf(previous);
    } else if (U.fields[c.setting]) {
      var saved = U.savedSettings()[c.setting];
      before = U.settings()[c.setting];
      U.saveSetting(c.setting, c.after);
      after = U.settings()[c.setting];
      undo = function () { U.restoreSetting(c.setting, saved === undefined ? null : saved); };
    } else {
      before = c.before;
    }
    card.appendChild(el("span", null, label + ": " + show(before) + " → " + show(after)));
    if (undo) {
      var button = el("button", null, msg("chat.undo"));
      button.type = "button";
      button.setAttribute("data-undo", "");
      button.addEventListener("click", function () {
        undo();
        button.disabled = true;
        button.textContent = msg("chat.undone");
        U.server.post("settings/undo", {});
      });
      card.appendChild(button);
    }
    return card;
  }

  function show(value) {
    if (value === null || value === undefined) return msg("chat.default");
    if (value === true) return msg("chat.on");
    if (value === false) return msg("chat.off");
    return String(value);
  }

  U.answers = { show: showAnswer };
})(window.Understory);

/* understory fix: the reader's corrections from the served site (issue 37; serve/fixes.py).
 *
 * "Not this person" and "Same as…" in the selection popup; Merge, Split, Rename, Kind and Hide
 * on an entry page. Each is applied at once by `understory serve`, which recomposes the entries
 * it changed and serves them (pages, names parts, search); the page then reloads on what
 * changed, with an undo card ("Merged Em into Dorothy — Undo"). From file:// there is no
 * server and none of this shows. Names are offered only from those the page holds, which are
 * within the progress, and the request carries the progress so the server takes no other.
 */
(function (U) {
  "use strict";

  var t = U.t, el = U.el;
  var CARD = "understory:" + U.book.slug + ":fix";  // the undo card, kept over the reload that shows the change
  var KINDS = ["person", "place", "group", "object", "creature", "event", "concept", "term", "other"];

  function served() { return U.server && U.server.served; }

  function keep(card) {
    try { if (card) sessionStorage.setItem(CARD, JSON.stringify(card)); else sessionStorage.removeItem(CARD); } catch (e) { /* storage off */ }
  }

  function kept() {
    try { return JSON.parse(sessionStorage.getItem(CARD) || "null"); } catch (e) { return null; }
  }

  function call(path, body) {
    return U.server.post(path, body).then(function (r) {
      return r.json().then(function (d) { return { ok: r.ok, data: d }; }, function () { return { ok: false, data: {} }; });
    });
  }

  // One correction: applied, then the page the server names (or this one) loaded again.
  function send(body, text, status) {
    var view = U.server.view();
    body.progress = view.progress;
    body.spoilers = view.spoilers;
    if (status) status.textContent = t("fix.working");
    return call("fix", body).then(function (res) {
      if (!res.ok) {
        if (status) status.textContent = t("fix.failed", { error: res.data.error || "?" });
        return;
      }
      keep({ id: res.data.correction.id, text: text });
      var page = document.querySelector("[data-entry-page]");
      if (page && body.action !== "split") location.href = U.root() + (res.data.entry || "index.html");
      else location.reload();
    });
  }

  // The undo card: what was done, and the way back.
  function drawCard() {
    var card = kept();
    var old = document.querySelector("[data-fix-card]");
    if (old) old.remove();
    if (!card) return;
    var box = el("div", "fix-card");
    box.setAttribute("data-fix-card", "");
    box.setAttribute("role", "status");
    box.appendChild(el("span", "fix-card-text", card.text));
    var undo = el("button", "button", t("fix.undo"));
    undo.type = "button";
    undo.setAttribute("data-fix-undo", "");
    undo.addEventListener("click", function () {
      call("fix/undo", { id: card.id }).then(function (res) {
        keep(null);
        if (res.ok) location.reload();
        else box.querySelector(".fix-card-text").textContent = t("fix.failed", { error: res.data.error || "?" });
      });
    });
    var close = el("button", "button quiet", "×");
    close.type = "button";
    close.setAttribute("aria-label", t("fix.close"));
    close.addEventListener("click", function () { keep(null); box.remove(); });
    box.appendChild(undo);
    box.appendChild(close);
    document.body.appendChild(box);
  }

  // The entries' titles the reader may see, for "Same as…" and Merge (not `except`).
  function titles(except) {
    var out = [];
    U.names.known().forEach(function (k) {
      if (!k.alias && k.entry.title !== except && out.indexOf(k.entry.title) < 0) out.push(k.entry.title);
    });
    return out.sort();
  }

  // A small form: a field (a list to pick from, or free text) and Apply.
  function form(choices, free, apply) {
    var box = el("span", "fix-form");
    var field;
    if (free) {
      field = el("input");
      field.type = "text";
      field.setAttribute("placeholder", t("fix.pick"));
      if (choices.length) {
        var id = "fix-choices-" + Math.random().toString(36).slice(2);
        var list = el("datalist");
        list.id = id;
        choices.forEach(function (c) { var o = el("option"); o.value = c[0]; o.textContent = c[1]; list.appendChild(o); });
        field.setAttribute("list", id);
        box.appendChild(list);
      }
    } else {
      field = el("select");
      choices.forEach(function (c) { var o = el("option", null, c[1]); o.value = c[0]; field.appendChild(o); });
    }
    field.setAttribute("data-fix-field", "");
    var go = el("button", "button", t("fix.apply"));
    go.type = "button";
    go.setAttribute("data-fix-apply", "");
    var status = el("span", "fix-status");
    go.addEventListener("click", function () {
      var value = field.value.trim();
      if (value) apply(value, status);
    });
    box.appendChild(field);
    box.appendChild(go);
    box.appendChild(status);
    return box;
  }

  function pairs(values) { return values.map(function (v) { return [v, v]; }); }

  // ---- The popup: the form selected is not this entry's, or this entry is another's -------

  function followPopup(shown) {
    if (!served()) return;
    var items = shown.popup.querySelectorAll("li");
    shown.found.forEach(function (f, i) {
      if (!items[i]) return;
      var title = f.entry.title;
      var row = el("div", "popup-fix");
      if (f.via) {
        var split = el("button", "button quiet", t("fix.not_this"));
        split.type = "button";
        split.setAttribute("data-fix-split", f.via);
        split.addEventListener("click", function () {
          send({ action: "split", subject: title, value: f.via }, t("fix.split_done", { name: f.via, entry: title }),
               row.querySelector(".fix-status") || row.appendChild(el("span", "fix-status")));
        });
        row.appendChild(split);
      }
      var same = el("button", "button quiet", t("fix.same_as"));
      same.type = "button";
      same.setAttribute("data-fix-same", "");
      same.addEventListener("click", function () {
        same.remove();
        row.appendChild(form(pairs(titles(title)), true, function (other, status) {
          send({ action: "merge", subject: other, value: title }, t("fix.merged", { other: title, name: other }), status);
        }));
      });
      row.appendChild(same);
      items[i].appendChild(row);
    });
  }

  // ---- The entry page: Merge, Split, Rename, Kind, Hide ------------------------------------

  function drawTools() {
    var page = document.querySelector("[data-entry-page]");
    var old = document.querySelector("[data-fix-tools]");
    var data = window.UNDERSTORY_SEARCH;
    var entry = data && data.byHref[page.getAttribute("data-entry-page")];
    if (!served() || !entry || page.classList.contains("locked") || !U.visible(entry.reveal, entry.spoiler)) {
      if (old) old.remove();
      return;
    }
    if (old && old.getAttribute("data-fix-tools") === entry.title) return;  // drawn, perhaps with a form open
    if (old) old.remove();
    var title = entry.title;
    var forms = {
      merge: function () {
        return form(pairs(titles(title)), true, function (other, status) {
          send({ action: "merge", subject: title, value: other }, t("fix.merged", { other: other, name: title }), status);
        });
      },
      split: function () {
        var names = U.names.known().filter(function (k) { return k.alias && k.entry === entry; }).map(function (k) { return k.name; });
        return form(pairs(names), false, function (name, status) {
          send({ action: "split", subject: title, value: name }, t("fix.split_done", { name: name, entry: title }), status);
        });
      },
      rename: function () {
        return form([], true, function (name, status) {
          send({ action: "rename", subject: title, value: name }, t("fix.renamed", { entry: title, name: name }), status);
        });
      },
      kind: function () {
        return form(KINDS.map(function (k) { return [k, U.word(k)]; }), false, function (kind, status) {
          send({ action: "kind", subject: title, value: kind }, t("fix.kinded", { entry: title, kind: U.word(kind) }), status);
        });
      }
    };
    var bar = el("div", "fix-tools");
    bar.setAttribute("data-fix-tools", title);
    bar.setAttribute("aria-label", t("fix.tools"));
    var open = el("div", "fix-open");
    ["merge", "split", "rename", "kind", "hide"].forEach(function (action) {
      var button = el("button", "button quiet", t("fix." + action));
      button.type = "button";
      button.setAttribute("data-fix-action", action);
      button.addEventListener("click", function () {
        open.textContent = "";
        if (action === "hide") {
          open.appendChild(el("span", "fix-status"));
          send({ action: "hide", subject: title }, t("fix.hidden", { entry: title }), open.firstChild);
        } else {
          open.appendChild(forms[action]());
        }
      });
      bar.appendChild(button);
    });
    bar.appendChild(open);
    var head = page.querySelector(".entry-head") || page.querySelector(".entry-title");
    if (head) head.insertAdjacentElement("afterend", bar);
  }

  U.component("corrections", null, function () {
    if (!served()) return;
    drawCard();
    document.addEventListener("understory:popup", function (event) { followPopup(event.detail); });
    if (document.querySelector("[data-entry-page]")) U.onGates(drawTools);
  });
})(window.Understory);

/* understory companion: the reading sidebar, the chat (when served by `understory serve`)
 * and full-text search (the server's, or from file:// a client-side index whose
 * per-chapter parts are loaded only up to the reader's progress).
 *
 * Everything it shows is built with textContent, except answers, which the server
 * renders from Markdown and sanitizes by an allow-list (nh3) before they get here.
 * Progress, settings and gates come from site.js (window.Understory).
 */
(function () {
  "use strict";

  var U = window.Understory;
  if (!U) return;
  var book = U.book;
  var served = location.protocol === "http:" || location.protocol === "https:";
  var status = null;  // /api/status once known
  var CONVERSATION_KEY = "understory:" + book.slug + ":conversation";
  var SIDEBAR_KEY = "understory:sidebar";
  var msg = U.t;
  // A message the site's catalogue may not have yet: its English words until it does.
  function say(key, english, values) {
    var text = msg(key, values);
    return text === key ? english : text;
  }
  var LABELS = { font_size: msg("settings.size"), line_height: msg("settings.line_height"), theme: msg("settings.theme"),
                 style_level: msg("settings.style"), immersive_images: msg("settings.immersive"),
                 highlight_names: msg("settings.highlight"), spoiler_mode: msg("settings.spoilers"),
                 position: msg("chat.setting.position") };

  function $(selector, scope) { return (scope || document).querySelector(selector); }
  function $all(selector, scope) { return Array.prototype.slice.call((scope || document).querySelectorAll(selector)); }
  function root() { return document.body.getAttribute("data-root") || ""; }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function load(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
  function keep(key, value) {
    try { if (value === null) localStorage.removeItem(key); else localStorage.setItem(key, value); } catch (e) { /* off */ }
  }

  function view() {
    return { progress: U.progress(), spoilers: U.settings().spoiler_mode };
  }

  function viewQuery() {
    var v = view();
    return "progress=" + (v.progress === null ? "" : v.progress) + "&spoilers=" + encodeURIComponent(v.spoilers);
  }

  function locOf(n) {
    var c = book.chapters.filter(function (x) { return x.n === n; })[0];
    return c ? c.loc : null;
  }

  function numberOf(loc) {
    var c = book.chapters.filter(function (x) { return x.loc === loc; })[0];
    return c ? c.n : null;
  }

  function post(path, body) {
    return fetch(path, { method: "POST", headers: { "content-type": "application/json" },
                         body: JSON.stringify(body), credentials: "same-origin" });
  }

  // ---- The sidebar ------------------------------------------------------------------

  function openSidebar(name) {
    var bar = $("[data-sidebar]");
    if (!bar) return;
    bar.hidden = false;
    keep(SIDEBAR_KEY + ":open", "1");
    document.body.classList.add("with-sidebar");
    showView(name || load(SIDEBAR_KEY) || "chat");
  }

  function closeSidebar() {
    var bar = $("[data-sidebar]");
    if (bar) bar.hidden = true;
    keep(SIDEBAR_KEY + ":open", null);
    document.body.classList.remove("with-sidebar");
  }

  function showView(name) {
    keep(SIDEBAR_KEY, name);
    $all("[data-sidebar-view]").forEach(function (v) { v.hidden = v.getAttribute("data-sidebar-view") !== name; });
    $all("[data-sidebar-tab]").forEach(function (t) {
      t.setAttribute("aria-selected", String(t.getAttribute("data-sidebar-tab") === name));
    });
    if (name === "glance") fillGlance();
    if (name === "chat") { var input = $("[data-sidebar] [data-chat-input]"); if (input) input.focus(); }
  }

  function fillGlance() {
    var box = $("[data-sidebar-glance]");
    var glance = $("main .glance");
    if (!box || !glance || box.getAttribute("data-filled")) return;
    box.textContent = "";
    box.appendChild(glance.cloneNode(true));
    box.setAttribute("data-filled", "1");
    U.applyGates();
  }

  function setupSidebar() {
    $all("[data-sidebar-open]").forEach(function (b) { b.addEventListener("click", function () { openSidebar(); }); });
    $all("[data-sidebar-close]").forEach(function (b) { b.addEventListener("click", closeSidebar); });
    // Escape closes the sidebar (a dialog or the popup, when open, closes first).
    document.addEventListener("keydown", function (event) {
      if (event.key !== "Escape" || $("dialog[open]") || !$("[data-popup]") || !$("[data-popup]").hidden) return;
      closeSidebar();
    });
    $all("[data-sidebar-tab]").forEach(function (t) {
      t.addEventListener("click", function () { showView(t.getAttribute("data-sidebar-tab")); });
    });
  }

  // The wiki view follows the selection popup; served, the popup also offers to ask.
  U.onPopup = function (popup, text, found) {
    var list = $("[data-sidebar-wiki]");
    if (list) {
      list.textContent = "";
      found.forEach(function (f) {
        var li = el("li");
        var a = el("a", null, f.entry.title);
        a.href = root() + f.entry.href;
        li.appendChild(a);
        if (f.via) li.appendChild(el("span", "note", " " + msg("popup.as", { name: f.via })));
        list.appendChild(li);
      });
      var note = $("[data-sidebar-wiki-note]");
      if (note) note.textContent = found.length ? msg("popup.found_for", { text: text.trim().slice(0, 40) }) :
        msg("popup.none", { text: text.trim().slice(0, 40) });
    }
    if (!served || !status) return;
    var selection = window.getSelection();
    var node = selection && selection.anchorNode;
    node = node && (node.nodeType === 1 ? node : node.parentElement);
    var paragraph = node && node.closest("[id^='p-']");
    var button = el("button", "ask-passage", msg("popup.ask"));
    button.type = "button";
    button.setAttribute("data-ask-passage", "");
    button.addEventListener("mousedown", function (event) { event.preventDefault(); });
    button.addEventListener("click", function () {
      var locator = paragraph ? paragraph.id.slice(2).replace(/-/g, ".") : null;
      attachPassage(text.trim(), locator);
      popup.hidden = true;
    });
    popup.appendChild(button);
  };

  // ---- Chat --------------------------------------------------------------------------

  var passage = null;  // {text, locator} attached to the next question
  var busy = false;

  function chats() { return $all("[data-chat]"); }

  // The chat that is in use: the board's on the chat page, else the sidebar's.
  function chat() { return $("[data-chat-board]") || $("[data-sidebar] [data-chat]"); }

  function attachPassage(text, locator) {
    passage = { text: text.slice(0, 2000), locator: locator };
    var box = chat();
    if (!$("[data-chat-board]")) openSidebar("chat");
    var shown = $("[data-chat-passage]", box);
    $("[data-chat-passage-text]", box).textContent = passage.text;
    $("[data-chat-passage-loc]", box).textContent = locator ? "[" + locator + "]" : "";
    shown.hidden = false;
    $("[data-chat-input]", box).focus();
  }

  function dropPassage() {
    passage = null;
    chats().forEach(function (box) { $("[data-chat-passage]", box).hidden = true; });
  }

  function setupChat() {
    chats().forEach(function (box) {
      var form = $("[data-chat-form]", box);
      $("[data-chat-offline]", box).hidden = served;
      if (!served) return;
      form.hidden = false;
      form.addEventListener("submit", function (event) {
        event.preventDefault();
        var input = $("[data-chat-input]", box);
        if (!input.value.trim() || busy) return;
        askQuestion(box, input.value.trim());
        input.value = "";
      });
      $("[data-chat-input]", box).addEventListener("keydown", function (event) {
        if (event.key === "Enter" && !event.shiftKey) { event.preventDefault(); form.requestSubmit(); }
      });
      $("[data-chat-new]", box).addEventListener("click", function () {
        keep(CONVERSATION_KEY, null);
        $("[data-chat-log]", box).textContent = "";
        listConversations();
      });
      $("[data-chat-passage-drop]", box).addEventListener("click", dropPassage);
    });
    if (!served) return;
    fetch("/api/status", { credentials: "same-origin" }).then(function (r) { return r.json(); }).then(function (s) {
      status = s;
      if (!s.model) {
        chats().forEach(function (box) {
          var advice = $("[data-chat-advice]", box);
          advice.textContent = s.advice;
          advice.hidden = false;
        });
      }
    }).catch(function () { /* not our server */ });
    var current = parseInt(load(CONVERSATION_KEY), 10);
    if (!isNaN(current)) replay(current);
    listConversations();
    var dialog = $("[data-consent-dialog]");
    $all("[data-consent-choice]", dialog).forEach(function (button) {
      button.addEventListener("click", function () { choose(button.getAttribute("data-consent-choice")); });
    });
  }

  function listConversations() {
    var list = $("[data-conversation-list]");
    if (!list || !served) return;
    fetch("/api/conversations?" + viewQuery(), { credentials: "same-origin" }).then(function (r) { return r.json(); })
      .then(function (data) {
        list.textContent = "";
        (data.conversations || []).forEach(function (c) {
          var li = el("li");
          var b = el("button", "linkish", c.title);
          b.type = "button";
          b.setAttribute("data-conversation", String(c.id));
          b.addEventListener("click", function () { keep(CONVERSATION_KEY, String(c.id)); replay(c.id); });
          li.appendChild(b);
          li.appendChild(el("span", "note", " " + (c.turns === 1 ? msg("chat.question_one") : msg("chat.questions", { n: c.turns }))));
          list.appendChild(li);
        });
        if (!list.children.length) list.appendChild(el("li", "note", msg("chat.none_yet")));
      }).catch(function () { /* keep the list as it was */ });
  }

  function replay(id) {
    fetch("/api/conversations/" + id + "?" + viewQuery(), { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.json() : null; }).then(function (data) {
        var box = chat();
        if (!box || !data) return;
        var log = $("[data-chat-log]", box);
        log.textContent = "";
        data.turns.forEach(function (t) {
          if (t.hidden) { log.appendChild(el("li", "chat-hidden note", t.note)); return; }
          log.appendChild(el("li", "chat-question", t.question));
          var a = el("li", "chat-answer");
          var body = el("div", "answer-body");
          body.innerHTML = t.html;  // sanitized by the server (nh3 allow-list)
          a.appendChild(body);
          log.appendChild(a);
        });
        U.applyGates();
      }).catch(function () { /* nothing to replay */ });
  }

  var timers = [];

  function ticking(node, started) {
    var t = setInterval(function () { node.textContent = ((Date.now() - started) / 1000).toFixed(1) + "s"; }, 100);
    timers.push(t);
    return t;
  }

  function askQuestion(box, text) {
    var log = $("[data-chat-log]", box);
    var v = view();
    var q = el("li", "chat-question", text);
    if (passage) {
      var quote = el("blockquote", "chat-quote", passage.text);
      if (passage.locator) quote.setAttribute("data-locator", passage.locator);
      q.appendChild(quote);
    }
    log.appendChild(q);
    var item = el("li", "chat-answer pending");
    var head = el("p", "chat-status", msg("chat.sending"));
    var clock = el("span", "chat-clock", "0.0s");
    var tools = el("ol", "chat-tools");
    // The loop's own bookkeeping ("round 1: …") is kept out of sight, behind Details.
    var details = el("details", "chat-details");
    details.appendChild(el("summary", null, msg("chat.details")));
    var steps = el("ol", "chat-steps");
    details.appendChild(steps);
    details.hidden = true;
    item.appendChild(head);
    item.appendChild(clock);
    item.appendChild(tools);
    item.appendChild(details);
    log.appendChild(item);
    follow(item);
    var started = Date.now();
    var overall = ticking(clock, started);
    var running = {};
    var draft = null, draftText = null, interim = null;
    busy = true;
    $all("[data-chat-send]").forEach(function (b) { b.disabled = true; });
    var conversation = parseInt(load(CONVERSATION_KEY), 10);
    var body = { question: text, progress: v.progress, spoilers: v.spoilers,
                 conversation_id: isNaN(conversation) ? null : conversation, passage: passage };
    dropPassage();

    function finish() {
      busy = false;
      clearInterval(overall);
      Object.keys(running).forEach(function (k) { clearInterval(running[k].timer); });
      item.classList.remove("pending");
      $all("[data-chat-send]").forEach(function (b) { b.disabled = false; });
      listConversations();
    }

    function on(name, data) {
      if (name === "ack") {
        head.textContent = msg("chat.working");
        keep(CONVERSATION_KEY, String(data.conversation_id));
        item.setAttribute("data-ask-id", data.ask_id);
      } else if (name === "start" || name === "round") {
        steps.appendChild(el("li", null, data.message));
        details.hidden = false;
      } else if (name === "tool_start") {
        var li = el("li", "chat-tool running");
        li.appendChild(el("span", "tool-name", data.name));
        li.appendChild(el("span", "tool-args", readableArgs(data.args)));
        var t = el("span", "tool-time", "0.0s");
        li.appendChild(t);
        tools.appendChild(li);
        running[data.name] = { li: li, timer: ticking(t, Date.now()) };
      } else if (name === "tool") {
        var r = running[data.name];
        if (!r) {
          var li2 = el("li", "chat-tool");
          li2.appendChild(el("span", "tool-name", data.name));
          li2.appendChild(el("span", "tool-args", readableArgs(data.args)));
          li2.appendChild(el("span", "tool-time", ""));
          tools.appendChild(li2);
          r = { li: li2, timer: null };
        }
        clearInterval(r.timer);
        delete running[data.name];
        r.li.classList.remove("running");
        r.li.classList.toggle("failed", !data.ok);
        $(".tool-time", r.li).textContent = data.seconds.toFixed(2) + " s" + (data.ok ? "" : " · " + msg("chat.tool_error"));
      } else if (name === "consent") {
        askConsent(data);
      } else if (name === "draft") {
        // The answer as the model writes it, token by token: its words, not yet checked.
        if (!draft) {
          draft = el("div", "answer-draft");
          draft.setAttribute("data-answer-draft", "");
          draft.appendChild(el("p", "note", say("chat.draft", "Being written — not checked against the text yet:")));
          draftText = el("p", "draft-text");
          draftText.style.whiteSpace = "pre-wrap";  // the model's line breaks, as written
          draft.appendChild(draftText);
          item.insertBefore(draft, details.nextSibling);
        }
        if (data.text !== undefined) draftText.textContent = data.text;
        else draftText.textContent += data.append;
        head.textContent = say("chat.writing", "Writing the answer…");
        follow(item);
      } else if (name === "extracts") {
        // The model has not answered in time: the labelled passages meanwhile, replaced by its answer.
        interim = el("div", "chat-interim");
        interim.setAttribute("data-interim", "");
        showAnswer(interim, data);
        item.insertBefore(interim, draft || details.nextSibling);
        head.textContent = say("chat.interim", "No answer yet — the passages that best match, until it comes:");
        follow(item);
      } else if (name === "answer") {
        if (draft) { draft.remove(); draft = null; }
        if (interim) { interim.remove(); interim = null; }
        showAnswer(item, data);
        if (data.kind === "answer" && data.supported === false) {
          item.appendChild(el("p", "note unsupported", say("chat.unsupported", "Unsupported: this answer cites no passage you have read, so nothing in it is checked against the text.")));
        }
        head.textContent = data.kind === "answer" ? msg("chat.answer") : data.kind === "extracts" ? msg("chat.extracts") : msg("chat.cancelled");
        follow(item);
      } else if (name === "error") {
        item.appendChild(el("p", "chat-error", data.message));
        head.textContent = msg("chat.failed");
        follow(item);
      } else if (name === "done") {
        finish();
      }
    }

    post("/api/ask", body).then(function (response) {
      if (!response.ok) {
        return response.json().then(function (e) { on("error", { message: e.error || msg("chat.refused") }); finish(); });
      }
      return readEvents(response, on).then(function () { if (busy) finish(); });
    }).catch(function (e) {
      on("error", { message: msg("chat.unreachable", { error: e.message }) });
      finish();
    });
  }

  // Server-sent events from a fetch body (EventSource cannot POST).
  function readEvents(response, on) {
    var reader = response.body.getReader();
    var decoder = new TextDecoder();
    var buffer = "";
    function pump() {
      return reader.read().then(function (chunk) {
        if (chunk.done) return;
        buffer += decoder.decode(chunk.value, { stream: true });
        var at;
        while ((at = buffer.indexOf("\n\n")) >= 0) {
          var block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          var name = "message";
          var data = "";
          block.split("\n").forEach(function (line) {
            if (line.indexOf("event: ") === 0) name = line.slice(7);
            else if (line.indexOf("data: ") === 0) data += line.slice(6);
          });
          if (data) on(name, JSON.parse(data));
        }
        return pump();
      });
    }
    return pump();
  }

  var pendingConsent = null;

  function askConsent(data) {
    pendingConsent = data.ask_id;
    var dialog = $("[data-consent-dialog]");
    $("[data-consent-reason]", dialog).textContent = data.reason;
    $("[data-consent-where]", dialog).textContent = msg("consent.where", { position: data.position || msg("consent.no_chapter") });
    if (typeof dialog.showModal === "function") dialog.showModal(); else dialog.setAttribute("open", "");
  }

  function choose(choice) {
    var dialog = $("[data-consent-dialog]");
    if (dialog.open) dialog.close();
    if (!pendingConsent) return;
    post("/api/consent", { ask_id: pendingConsent, choice: choice });
    pendingConsent = null;
  }

  // The view follows the newest answer, in the board and in the sidebar alike.
  function follow(item) {
    if (item && item.scrollIntoView) item.scrollIntoView({ block: "end", behavior: "smooth" });
  }

  // A tool's arguments as a short line a reader can take in: values, not JSON.
  function readableArgs(args) {
    if (!args) return "";
    var text = String(args);
    try {
      var parsed = JSON.parse(text);
      if (parsed && typeof parsed === "object") {
        text = Object.keys(parsed).map(function (k) {
          var v = parsed[k];
          return typeof v === "string" ? "“" + v + "”" : k + " " + JSON.stringify(v);
        }).join(", ");
      }
    } catch (e) { /* already a line */ }
    return text.length > 80 ? text.slice(0, 79) + "…" : text;
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
      before = U.progress();
      var n = numberOf(String(c.after));
      if (n !== null) U.setProgress(n);
      undo = function () { if (before === null) keep("understory:" + book.slug + ":progress", null); else U.setProgress(before); U.applyGates(); };
      before = before === null ? msg("chat.not_set") : locOf(before);
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
        post("/api/settings/undo", {});
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

  // ---- Citations: jump to the paragraph and mark it -----------------------------------

  function markParagraph(id) {
    var target = id && document.getElementById(id);
    if (!target) return false;
    $all(".para.cited").forEach(function (p) { p.classList.remove("cited"); });
    target.classList.add("cited");
    target.scrollIntoView({ block: "center" });
    return true;
  }

  function setupCitations() {
    document.addEventListener("click", function (event) {
      var chip = event.target.closest && event.target.closest("a.cite, a[data-jump]");
      if (!chip || !chip.getAttribute("href")) return;
      var href = chip.getAttribute("href");
      var hash = href.indexOf("#") >= 0 ? href.slice(href.indexOf("#") + 1) : null;
      var page = href.split("#")[0].split("/").pop();
      var here = location.pathname.split("/").pop();
      if (hash && decodeURIComponent(page) === decodeURIComponent(here) && markParagraph(hash)) {
        event.preventDefault();
        history.replaceState(null, "", "#" + hash);
      }
    });
    if (location.hash) markParagraph(location.hash.slice(1));
  }

  // ---- Full-text search ----------------------------------------------------------------

  // The last chapter whose text may be searched: the progress (everything with spoilers off).
  function textLimit() {
    var v = view();
    if (v.spoilers === "off") return book.chapters.length ? book.chapters[book.chapters.length - 1].n : 0;
    return v.progress === null ? 0 : v.progress;
  }

  var loading = {};

  // Load the index parts of chapters 1..limit (and drop any beyond it: the page never
  // holds text it may not show).
  function loadParts(limit) {
    var parts = window.UNDERSTORY_TEXT = window.UNDERSTORY_TEXT || {};
    Object.keys(parts).forEach(function (k) { if (parseInt(k, 10) > limit) delete parts[k]; });
    var waits = [];
    book.chapters.forEach(function (c) {
      if (c.n > limit || parts[c.n]) return;
      if (!loading[c.n]) {
        loading[c.n] = new Promise(function (resolve) {
          var s = document.createElement("script");
          s.src = root() + "data/text/" + c.n + ".js";
          s.onload = function () { resolve(); };
          s.onerror = function () { delete loading[c.n]; resolve(); };
          document.head.appendChild(s);
        });
      }
      waits.push(loading[c.n]);
    });
    return Promise.all(waits).then(function () {
      Object.keys(parts).forEach(function (k) { if (parseInt(k, 10) > textLimit()) delete parts[k]; });
      return parts;
    });
  }

  function queryTerms(text) {
    return U.normalize(text).split(/\s+/).filter(function (t) { return t.length > 0; });
  }

  // Every passage up to the limit that holds all the terms, in story order; the list shows
  // them a page at a time.
  function localSearch(text) {
    var limit = textLimit();
    var terms = queryTerms(text);
    if (!terms.length) return Promise.resolve({ terms: [], results: [] });
    return loadParts(limit).then(function (parts) {
      var results = [];
      book.chapters.forEach(function (c) {
        var part = parts[c.n];
        if (!part || c.n > limit) return;
        part.p.forEach(function (p) {
          var lowered = U.normalize(p[1]);
          if (!terms.every(function (t) { return lowered.indexOf(t) >= 0; })) return;
          var locator = c.loc + "." + p[0];
          results.push({ locator: locator, chapter: U.chapterTitle(c.n), n: c.n, text: snippetOf(p[1], terms[0]),
                         href: "reader/" + encodeURIComponent(c.loc) + ".html#p-" + locator.replace(/\./g, "-") });
        });
      });
      return { mode: "local", terms: terms, results: results };
    });
  }

  // Up to 80 characters before the first match and 160 after it, cut at the original text
  // (normalizing can change lengths: "…" becomes "...").
  function snippetOf(text, term) {
    var spans = matches(text, [term]);
    var at = spans.length ? spans[0][0] : 0;
    var start = Math.max(0, at - 80);
    var end = Math.min(text.length, at + 160);
    return (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
  }

  function serverSearch(text) {
    return fetch("/api/search?q=" + encodeURIComponent(text) + "&" + viewQuery(), { credentials: "same-origin" })
      .then(function (r) { return r.json(); });
  }

  // [start, end) in `text` of every match of the (normalized) terms, leftmost-longest, not
  // overlapping. Matching runs on the normalized text with a map back to the original, so
  // a character that normalizes to several ("…", "ﬁ") never loses the highlight.
  function matches(text, terms) {
    var norm = "";
    var origin = [];
    for (var i = 0; i < text.length; i++) {
      var code = text.codePointAt(i);
      var ch = String.fromCodePoint(code);
      var n = U.normalize(ch);
      for (var k = 0; k < n.length; k++) origin.push(i);
      norm += n;
      if (code > 0xffff) i++;
    }
    var spans = [];
    var at = 0;
    while (at < norm.length) {
      var best = -1;
      var len = 0;
      terms.forEach(function (t) {
        if (!t) return;
        var found = norm.indexOf(t, at);
        if (found >= 0 && (best < 0 || found < best || (found === best && t.length > len))) { best = found; len = t.length; }
      });
      if (best < 0) break;
      var last = origin[best + len - 1];
      spans.push([origin[best], last + (text.codePointAt(last) > 0xffff ? 2 : 1)]);
      at = best + len;
    }
    return spans;
  }

  function highlighted(text, terms) {
    var frag = document.createDocumentFragment();
    var at = 0;
    matches(text, terms).forEach(function (m) {
      if (m[0] < at) return;
      frag.appendChild(document.createTextNode(text.slice(at, m[0])));
      frag.appendChild(el("mark", "hit", text.slice(m[0], m[1])));
      at = m[1];
    });
    frag.appendChild(document.createTextNode(text.slice(at)));
    return frag;
  }

  var PAGE = 50;
  var searchSeq = 0;

  function runTextSearch(text, list, note, withNames, more) {
    var seq = ++searchSeq;
    list.textContent = "";
    note.textContent = "";
    if (more) more.hidden = true;
    if (!text.trim()) return;
    if (withNames) U.showHits(list, U.nameHits(text), null);
    var limit = textLimit();
    if (!limit) { note.textContent = msg("search.set_progress"); return; }
    var search = served && status ? serverSearch(text) : localSearch(text);
    search.then(function (found) {
      if (seq !== searchSeq) return;
      var results = (found.results || []).filter(function (r) { return view().spoilers === "off" || r.n <= limit; });
      var seen = {};
      results = results.filter(function (r) { if (seen[r.locator]) return false; seen[r.locator] = 1; return true; });
      var terms = found.terms && found.terms.length ? found.terms.map(U.normalize) : queryTerms(text);
      var shown = 0;
      var page = function () {
        results.slice(shown, shown + PAGE).forEach(function (r) {
          var li = el("li", "text-hit");
          li.setAttribute("data-locator", r.locator);
          var a = el("a", null, r.locator);
          a.href = root() + r.href;
          a.setAttribute("data-jump", "");
          li.appendChild(a);
          li.appendChild(el("span", "note", " " + r.chapter));
          var p = el("p", "snippet");
          p.appendChild(highlighted(r.text, terms));
          li.appendChild(p);
          list.appendChild(li);
        });
        shown = Math.min(results.length, shown + PAGE);
        note.textContent = !results.length ? (found.note || msg("search.no_text")) :
          msg("search.count", { n: results.length }) + (shown < results.length ? " · " + msg("search.shown", { shown: shown, n: results.length }) : "");
        if (more) {
          more.hidden = shown >= results.length;
          more.textContent = msg("search.more", { n: Math.min(PAGE, results.length - shown) });
          more.onclick = page;
        }
      };
      page();
    }).catch(function () { if (seq === searchSeq) note.textContent = msg("search.failed"); });
  }

  function debounce(fn) {
    var t = null;
    return function () { clearTimeout(t); t = setTimeout(fn, 250); };
  }

  function setupSearch() {
    var page = $("[data-search-input]");
    var pageList = $("main [data-text-search-results]");
    var pageNote = $("main [data-text-search-note]");
    if (page && pageList) {
      var again = debounce(function () { runTextSearch(page.value, pageList, pageNote, false, $("main [data-text-search-more]")); });
      page.addEventListener("input", again);
      $("[data-search-form]").addEventListener("submit", again);
    }
    var side = $("[data-sidebar] [data-text-search-input]");
    if (side) {
      var list = $("[data-sidebar] [data-text-search-results]");
      var note = $("[data-sidebar] [data-text-search-note]");
      var run = debounce(function () { runTextSearch(side.value, list, note, true, $("[data-sidebar] [data-text-search-more]")); });
      side.addEventListener("input", run);
      $("[data-sidebar] [data-text-search-form]").addEventListener("submit", function (event) { event.preventDefault(); run(); });
    }
  }

  function setup() {
    setupSidebar();
    setupChat();
    setupSearch();
    setupCitations();
    if ($("[data-chat-board]") === null && load(SIDEBAR_KEY + ":open") === "1") openSidebar();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();

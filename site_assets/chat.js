/* understory chat: questions to the reading companion when served by `understory serve`
 * (from file:// the chat says it needs the server), in the chat board and the sidebar.
 *
 * A question carries the reader's progress and spoiler mode, and its answer streams as
 * server-sent events: an acknowledgment, each tool call with a running timer, the answer as
 * it is written, then the checked answer (answers.js). Everything is built with
 * textContent, except answers, which the server renders from Markdown and sanitizes by an
 * allow-list (nh3) before they get here.
 */
(function (U) {
  "use strict";

  var server = U.server, served = U.server.served, el = U.el, msg = U.t, $ = U.$, $all = U.$all;
  var CONVERSATION_KEY = "understory:" + U.book.slug + ":conversation";

  // A message the site's catalogue may not have yet: its English words until it does.
  function say(key, english, values) {
    var text = msg(key, values);
    return text === key ? english : text;
  }

  var passage = null;  // {text, locator} attached to the next question
  var busy = false;

  function chats() { return $all("[data-chat]"); }

  // The chat that is in use: the board's on the chat page, else the sidebar's.
  function chat() { return $("[data-chat-board]") || $("[data-sidebar] [data-chat]"); }

  function attachPassage(text, locator) {
    passage = { text: text.slice(0, 2000), locator: locator };
    var box = chat();
    if (!$("[data-chat-board]")) U.sidebar.open("chat");
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
        U.store(CONVERSATION_KEY, null);
        $("[data-chat-log]", box).textContent = "";
        listConversations();
      });
      $("[data-chat-passage-drop]", box).addEventListener("click", dropPassage);
    });
    if (!served) return;
    // No model configured: the chat says what a model would add and how to set one up.
    document.addEventListener("understory:status", function (event) {
      if (event.detail.model) return;
      chats().forEach(function (box) {
        var advice = $("[data-chat-advice]", box);
        advice.textContent = event.detail.advice;
        advice.hidden = false;
      });
    });
    var current = parseInt(U.load(CONVERSATION_KEY), 10);
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
    fetch(server.api("conversations?") + server.viewQuery(), { credentials: "same-origin" }).then(function (r) { return r.json(); })
      .then(function (data) {
        list.textContent = "";
        (data.conversations || []).forEach(function (c) {
          var li = el("li");
          var b = el("button", "linkish", c.title);
          b.type = "button";
          b.setAttribute("data-conversation", String(c.id));
          b.addEventListener("click", function () { U.store(CONVERSATION_KEY, String(c.id)); replay(c.id); });
          li.appendChild(b);
          li.appendChild(el("span", "note", " " + (c.turns === 1 ? msg("chat.question_one") : msg("chat.questions", { n: c.turns }))));
          list.appendChild(li);
        });
        if (!list.children.length) list.appendChild(el("li", "note", msg("chat.none_yet")));
      }).catch(function () { /* keep the list as it was */ });
  }

  function replay(id) {
    fetch(server.api("conversations/") + id + "?" + server.viewQuery(), { credentials: "same-origin" })
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
    var v = server.view();
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
    var conversation = parseInt(U.load(CONVERSATION_KEY), 10);
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
        U.store(CONVERSATION_KEY, String(data.conversation_id));
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
        U.answers.show(interim, data);
        item.insertBefore(interim, draft || details.nextSibling);
        head.textContent = say("chat.interim", "No answer yet — the passages that best match, until it comes:");
        follow(item);
      } else if (name === "answer") {
        if (draft) { draft.remove(); draft = null; }
        if (interim) { interim.remove(); interim = null; }
        U.answers.show(item, data);
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

    server.post("ask", body).then(function (response) {
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
    server.post("consent", { ask_id: pendingConsent, choice: choice });
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

  // "Ask about this passage" in the popup (sidebar.js) attaches it to the next question.
  U.component("chat", "[data-chat]", function () {
    setupChat();
    document.addEventListener("understory:passage", function (event) { attachPassage(event.detail.text, event.detail.locator); });
  });
})(window.Understory);

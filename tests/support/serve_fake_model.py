"""A local OpenAI-compatible server that plays the ask agent the way a model would, from
the requests alone (for `understory serve` in tests and bench/serve_latency.py).

It reads the reader's question (the last user message) and the tool results so far, and:
- "bigger": update_reading_settings(font_size 24), then a short answer;
- "page about": request_wiki_page, then a short answer;
- "really": confirm_serious_spoiler first; after full or minimize it searches and answers
  (after cancel the run ends and no more requests come);
- anything else: search_original_text and search_wiki for the question's name, the
  entry if one was found, then an answer built only from what the tools returned (so a
  leak past the position would show in it), citing the passages it read.
Every request is kept (`requests`) for assertions.
"""

from __future__ import annotations

import json
import re
import threading
import time
from typing import Any

from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

CHAT = "/v1/chat/completions"
NAME = re.compile(r"\b([A-Z][a-z]+)\b")
SKIP = {"Who", "What", "Where", "Why", "How", "Tell", "The", "Make", "Is", "Does", "Please"}


def question_of(messages: list[dict]) -> tuple[str, list[dict]]:
    """The reader's question (the last user message, after the passages ask gives with it)
    and what followed it (assistant calls and tool results)."""
    last = max(i for i, m in enumerate(messages) if m["role"] == "user")
    return messages[last]["content"].rsplit("\n\nQuestion: ", 1)[-1], messages[last + 1:]


def tool_results(after: list[dict]) -> dict[str, list[Any]]:
    """Tool name -> its results (parsed JSON, or the raw text), in order."""
    names = {c["id"]: c["function"]["name"] for m in after if m["role"] == "assistant"
             for c in m.get("tool_calls") or []}
    out: dict[str, list[Any]] = {}
    for m in after:
        if m["role"] == "tool":
            try:
                value = json.loads(m["content"])
            except ValueError:
                value = m["content"]
            out.setdefault(names.get(m.get("tool_call_id"), "?"), []).append(value)
    return out


class FakeCompanionModel:
    def __init__(self, delay_s: float = 0.0):
        self.delay_s = delay_s
        self.requests: list[dict] = []
        self.lock = threading.Lock()
        self._ids = 0

    # -- the HTTP side -----------------------------------------------------------------
    def install(self, server: HTTPServer) -> "FakeCompanionModel":
        server.expect_request(CHAT, method="POST").respond_with_handler(self.handle)
        return self

    def handle(self, request: Request) -> Response:
        body = request.get_json()
        with self.lock:
            self.requests.append(body)
        if self.delay_s:
            time.sleep(self.delay_s)
        calls, text = self.decide(body["messages"])
        message: dict[str, Any] = {"role": "assistant", "content": text}
        if calls:
            message["tool_calls"] = [self._call(name, args) for name, args in calls]
        prompt = sum(len(str(m.get("content") or "")) for m in body["messages"]) // 4
        return Response(json.dumps({
            "id": "chatcmpl-fake", "object": "chat.completion", "created": 1, "model": body["model"],
            "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if calls else "stop"}],
            "usage": {"prompt_tokens": prompt, "completion_tokens": 40, "total_tokens": prompt + 40}}),
            content_type="application/json")

    def _call(self, name: str, args: dict) -> dict:
        with self.lock:
            self._ids += 1
            n = self._ids
        return {"id": f"call_{n}", "type": "function",
                "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)}}

    # -- the "model" ---------------------------------------------------------------------
    def decide(self, messages: list[dict]) -> tuple[list[tuple[str, dict]], str | None]:
        question, after = question_of(messages)
        results = tool_results(after)
        done = {name for name in results}
        if "bigger" in question:
            if "update_reading_settings" not in done:
                return [("update_reading_settings", {"changes": {"font_size": 24}})], None
            return self.submit("Done: the text is bigger now.")
        if "page about" in question:
            if "request_wiki_page" not in done:
                return [("request_wiki_page", {"title": "Rulers of Oz", "kind": "topic", "point_ids": [],
                                               "brief": "who rules Oz, and when"})], None
            return self.submit("I asked for that page: the next compose-wiki writes it.")
        name = next((w for w in NAME.findall(question.split("\n\n")[0]) if w not in SKIP), "Tip")
        if "really" in question and "confirm_serious_spoiler" not in done:
            return [("confirm_serious_spoiler", {"reason": "How this turns out is told in later chapters."})], None
        if "search_original_text" not in done:
            return [("search_original_text", {"query": name, "mode": "lexical", "limit": 8}),
                    ("search_wiki", {"query": name})], None
        wiki = [r for found in results.get("search_wiki", []) if isinstance(found, dict) for r in found.get("results", [])]
        if wiki and "get_wiki_entry" not in done:
            return [("get_wiki_entry", {"slug": wiki[0]["slug"]})], None
        return self.answer(name, results)

    def answer(self, name: str, results: dict[str, list[Any]]) -> tuple[list, None]:
        hits = [h for found in results.get("search_original_text", []) if isinstance(found, dict)
                for h in found.get("results", [])][:5]
        entry = next((e for e in results.get("get_wiki_entry", []) if isinstance(e, dict)), None)
        lines = [f"## {name}", ""]
        if entry:  # the entry as the wiki tool showed it, its citations kept
            lines.append(f"**{entry.get('title', name)}**: {entry.get('summary', {}).get('text', '')}")
            lines += [f"> {span['text']}" for section in entry.get("body", []) for span in section.get("spans", [])]
            lines.append("")
        for h in hits:
            words = " ".join(h["text"].split()[:14])
            lines.append(f"- {words} [{h['locator']}]")
        if hits:
            lines += ["", "| passage | chapter |", "|---|---|"]
            lines += [f"| {h['locator']} | {h['chapter']} |" for h in hits[:2]]
        claims = [{"claim": f"{name} appears in {h['chapter']}", "locators": [h["locator"]]} for h in hits[:3]]
        return self.submit("\n".join(lines) if hits or entry else f"The book has not said anything about {name} yet.",
                           claims)

    def submit(self, answer: str, claims: list[dict] | None = None) -> tuple[list, None]:
        return [("submit_answer", {"answer": answer, "verified_claims": claims or [], "unverified_claims": []})], None


def start_fake_model(delay_s: float = 0.0) -> tuple[HTTPServer, FakeCompanionModel]:
    server = HTTPServer(host="127.0.0.1", port=0)
    model = FakeCompanionModel(delay_s).install(server)
    server.start()
    return server, model

"""A scripted 'model' that reads the volume prompt the way an agent would.

It finds its cast's names in the text it is given, creates or extends points citing the
first paragraph that names them, optionally spends extra rounds on lookups, and submits
every due chapter. Usage is metered from the real requests, like a provider with a
prompt cache, so token accounting can be tested.
"""

from __future__ import annotations

import dataclasses
import json
import re

from understory_cli.llm.client import Completion
from understory_cli.llm.scripted import Request, call, metered_usage, reply

PARA = re.compile(r"^\[(\d+\.\d+\.\d+)\] (.*)$", re.M)
DUE = re.compile(r"^Story chapters in this (?:volume|part): (.*)\.$", re.M)
INDEX_ROW = re.compile(r"^(\d+) \| (.+?) \| ", re.M)


class FakeReader:
    def __init__(self, cast: dict[str, list[str]], *, extra_rounds: int = 0, aliases_at: dict[str, tuple[str, str]] | None = None,
                 spoiler_tag: str | None = None):
        """`cast`: canonical name -> other names it is known by from the start.
        `aliases_at`: alias -> (canonical name, the phrase whose paragraph reveals the link).
        `spoiler_tag`: a locator the model (wrongly) tags its alias records with."""
        self.cast = cast
        self.extra_rounds = extra_rounds
        self.aliases_at = aliases_at or {}
        self.spoiler_tag = spoiler_tag
        self.previous: Request | None = None
        self.calls = 0

    def __call__(self, request: Request) -> Completion:
        self.calls += 1
        rounds_done = sum(1 for m in request.messages if m["role"] == "assistant")
        volume_prompt = request.messages[1]["content"]
        forced = request.tool_choice is not None
        if forced or rounds_done >= 1 + self.extra_rounds:
            answer = reply(None, call("submit_volume_summary", self._submit(volume_prompt)))
        elif rounds_done == 0:
            answer = reply("Reading the volume.", *self._points(volume_prompt))
        else:
            answer = reply(None, call("search_original_text", {"query": next(iter(self.cast)), "limit": 8}),
                           call("get_knowledge_points", {"query": next(iter(self.cast))[:3]}))
        usage = metered_usage(request, self.previous, answer)  # a provider cache serves any recent prefix
        self.previous = request
        return dataclasses.replace(answer, usage=usage)

    def _points(self, prompt: str) -> list:
        paragraphs = PARA.findall(prompt)
        known = {name: int(pid) for pid, name in INDEX_ROW.findall(prompt)}
        creates, appends = [], []
        for name, aliases in self.cast.items():
            first = next((loc for loc, text in paragraphs if any(n in text for n in [name, *aliases])), None)
            if first is None:
                continue
            record = {"text": f"{name} appears in this volume.", "evidence": [first]}
            if name in known:
                appends.append({"point_id": known[name], **record})
            else:
                creates.append({"name": name, "kind": "character", "record": record,
                                "aliases": [{"alias": a, "evidence": [first]} for a in aliases]})
        calls = []
        if creates:
            calls.append(call("create_knowledge_points", {"points": creates}))
        if appends:
            calls.append(call("append_knowledge_points", {"records": appends}))
        for alias, (name, phrase) in self.aliases_at.items():
            where = next((loc for loc, text in paragraphs if phrase in text), None)
            if where and name in known:
                record = {"point_id": known[name], "alias": alias, "evidence": [where]}
                calls.append(call("add_point_aliases", {"aliases": [record]}))
                tagged = {"point_id": known[name], "text": f"{name} is {alias}.", "evidence": [where]}
                if self.spoiler_tag:
                    tagged["spoiler_from"] = self.spoiler_tag
                calls.append(call("append_knowledge_points", {"records": [tagged]}))
        return calls

    def _submit(self, prompt: str) -> dict:
        due = [c.strip() for c in DUE.search(prompt).group(1).split(",")]
        paragraphs = PARA.findall(prompt)
        chapters = []
        for chapter in due:
            texts = [t for loc, t in paragraphs if loc.startswith(chapter + ".")]
            opening = texts[0][:120] if texts else chapter
            chapters.append({"chapter": chapter, "summary": " ".join(texts[:3])[:300] or chapter,
                             "glance": f"This chapter opens: {opening}", "related_point_ids": []})
        return {"volume_summary": f"A volume of {len(due)} chapters.", "chapters": chapters}


def tool_results(request: Request) -> list[str]:
    """The tool results the loop sent back in this request (for asserting on errors)."""
    return [m["content"] for m in request.messages if m["role"] == "tool"]


def dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)

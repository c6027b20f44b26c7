"""A scripted compose-wiki model: the writer workers (and an architect that joins two identities)
the wiki, site and serve tests compose with, and the config that points at it."""

from __future__ import annotations

import json
import re
import threading

from support.fake_architect import FakeArchitect, is_architect
from understory_cli.config import Config
from understory_cli.llm.scripted import call, reply
from understory_cli.wiki.said_of import sentences


PASSAGE = re.compile(r"^\[(\d+\.\d+\.\d+)\] ", re.M)


def config(concurrency=4) -> Config:
    return Config.model_validate({"provider": "openai", "concurrency": concurrency, "models": {"main": {
        "base_url": "http://127.0.0.1:9/v1", "model": "scripted", "api_key_env": None}}})


def is_line(request) -> bool:
    """A request for one line on an entry's subject (wiki.lines), not for a page."""
    return (request.response_format or {}).get("json_schema", {}).get("name") == "line"


def line_about(name: str, passages: list[str]) -> dict:
    """A line copied from a sentence that begins with the subject's name, with its passage's number."""
    opening = re.compile(rf"(?:The |Old )?{re.escape(name)}\b")
    found = [(at, s) for at, p in enumerate(passages, 1) for s in sentences(p) if opening.match(s)]
    at, sentence = found[0] if found else (len(passages), passages[-1])
    return {"line": " ".join(sentence.split()[:12]), "passage": at}


class Writer:
    """Writes an entry from the passages in its prompt; can be told to err first or to die."""

    def __init__(self, *, twist_locator=None, bad_first=False, die_after=None, architect=None):
        self.twist_locator, self.bad_first, self.die_after = twist_locator, bad_first, die_after
        self.architect = architect or FakeArchitect()
        self.lock = threading.Lock()
        self.errors_seen: list[str] = []
        self.titles: list[str] = []

    def __call__(self, request):
        if is_architect(request):
            return self.architect(request)
        if is_line(request):  # wiki.lines: the first passage's opening words, which it supports
            first = re.search(r"^1\. (.*)$", request.messages[-1]["content"], re.M)
            return reply(json.dumps({"line": " ".join(first.group(1).split()[:12]) if first else "", "passage": 1}))
        prompt = request.messages[1]["content"]
        title = re.search(r"^# Entry: (.+?) \(", prompt, re.M).group(1)
        if self.die_after is not None and len(set(self.titles) - {title}) >= self.die_after:
            raise KeyboardInterrupt
        tool_results = [m["content"] for m in request.messages if m["role"] == "tool"]
        with self.lock:
            self.errors_seen.extend(t for t in tool_results if "unknown citation" in t)
            self.titles.append(title)
        first = PASSAGE.findall(prompt)[0]
        cite = "9.9.9" if self.bad_first and not tool_results else first
        spans = [{"text": f"{title} is introduced here [{cite}]."}]
        if self.twist_locator:
            spans.append({"text": f"The truth about {title} [{self.twist_locator}].", "spoiler_from": "1.1.1"})
        return reply(None, call("submit_entry", {
            "title": title, "summary": {"text": f"{title} [{first}]."},
            "infobox": [{"label": "first seen", "value": first, "cites": [first]}],
            "body": [{"heading": "Story", "spans": spans}], "related": ["wren", "no-such-entry"]}))


class Joiner(FakeArchitect):
    """Plans one entry for the Grey Pilot that also covers Vale, the identity the book reveals at 2.5.8."""

    def __init__(self, joined_at=None):
        super().__init__()
        self.joined_at = joined_at

    def __call__(self, request):
        from support.fake_architect import blueprint_from

        prompt = request.messages[1]["content"]
        self.problems.extend(m["content"] for m in request.messages if m["role"] == "tool")
        plan = blueprint_from(prompt, self.intro_cite, extra=1)  # one more: Vale's own entry goes
        ids = {name: int(i) for i, name in re.findall(r"^(\d+) \| (.+?) \| ", prompt, re.M)}
        pilot = next(e for e in plan["entries"] if e["points"] == [ids["Grey Pilot"]])
        vale = next(i for name, i in ids.items() if "Vale" in name)
        pilot["points"].append(vale)
        pilot["slug"] = "captain-orrin-vale"  # an architect's slug that names the hidden identity
        if self.joined_at and self.problems:
            pilot["joined_at"] = self.joined_at
        plan["entries"] = [e for e in plan["entries"] if e is pilot or e["points"] != [vale]]
        plan["left_out"].append({"point": vale, "reason": "covered by the Grey Pilot"})
        for box in plan["navboxes"]:
            for row in box["rows"]:
                row["entries"] = [s for s in row["entries"] if s in {e["slug"] for e in plan["entries"]}]
        plan["home"]["featured_entries"] = [s for s in plan["home"]["featured_entries"]
                                            if s in {e["slug"] for e in plan["entries"]}]
        return reply(None, call("submit_blueprint", plan))


"""A scripted architect that plans the way the prompt asks, from the prompt alone.

It reads the point index, the entry range, the major points and the reader requests in
its prompt, and submits a blueprint: one entry per point for the most mentioned points
(categories by kind), a topic on the top two, a navbox, and a home page citing the
first paragraph it was told about. `first` can be a bad blueprint to be sent back.
"""

from __future__ import annotations

import re

from understory_cli.llm.scripted import call, reply

INDEX_ROW = re.compile(r"^(\d+) \| (.+?) \| (\w[\w ]*?) \| .*\| (\d+)$", re.M)
RANGE = re.compile(r"between (\d+) and (\d+) entries")
REQUEST = re.compile(r"request (\d+): (topic|entry) \"(.+?)\" on points \[([\d, ]*)\]")


def blueprint_from(prompt: str, intro_cite: str, *, extra: int = 0) -> dict:
    rows = [(int(i), name, kind) for i, name, kind, _ in INDEX_ROW.findall(prompt)]
    low, _ = map(int, RANGE.search(prompt).groups())
    chosen = rows[:low + extra]
    entries = [{"title": name, "slug": name, "category": kind, "tier": "core" if n < 2 else "local",
                "points": [i], "template": "character"} for n, (i, name, kind) in enumerate(chosen)]
    topics = [{"title": f"{chosen[0][1]} and {chosen[1][1]}", "slug": "pair", "brief": "how the two meet",
               "points": [chosen[0][0], chosen[1][0]]}]
    for request_id, kind, title, ids in REQUEST.findall(prompt):
        points = [int(x) for x in ids.split(",") if x.strip()] or [chosen[0][0]]
        spec = {"title": title, "slug": title, "points": points, "request_id": int(request_id)}
        if kind == "topic":
            topics.append({**spec, "brief": "as the reader asked"})
        else:
            entries.append({**spec, "category": chosen[0][2], "tier": "supporting"})
    kinds = sorted({e["category"] for e in entries})
    leftover = [{"point": i, "reason": "minor"} for i, _, _ in rows[len(chosen):] if str(i) in _major(prompt)]
    return {"home": {"intro": f"The story opens here [{intro_cite}].", "featured_entries": [e["slug"] for e in entries[:3]],
                     "featured_topics": ["pair"], "featured_categories": kinds[:1]},
            "categories": [{"slug": k, "title": k.title(), "description": f"every {k}"} for k in kinds],
            "entries": entries, "topics": topics,
            "navboxes": [{"slug": "cast", "title": "Cast", "rows": [{"label": "main", "entries": [e["slug"] for e in entries[:4]]}]}],
            "left_out": leftover}


def _major(prompt: str) -> set[str]:
    line = re.search(r"major points \(.*?\): (.*)$", prompt, re.M).group(1)
    return {x.strip() for x in line.split(",")}


class FakeArchitect:
    """Answers architect requests; `bad_first` submits an unknown point id before the real plan."""

    def __init__(self, intro_cite: str = "1.1.2", *, bad_first: bool = False):
        self.intro_cite, self.bad_first = intro_cite, bad_first
        self.problems: list[str] = []

    def __call__(self, request):
        prompt = request.messages[1]["content"]
        sent_back = [m["content"] for m in request.messages if m["role"] == "tool"]
        self.problems.extend(sent_back)
        plan = blueprint_from(prompt, self.intro_cite)
        if self.bad_first and not sent_back:
            plan["entries"][0]["points"] = [999999]
            plan["entries"][1]["category"] = "no-such-category"
        return reply(None, call("submit_blueprint", plan))


def is_architect(request) -> bool:
    return any(t["function"]["name"] == "submit_blueprint" for t in request.tools or [])

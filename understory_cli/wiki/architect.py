"""The architect agent: plans the wiki from volume summaries and the point index.

Its blueprint is checked (wiki.blueprint.check) inside the submit tool, so problems go
back to the architect before any worker starts. The accepted blueprint is stored with
the hash of what it was planned from: a resumed or repeated compose reuses it for free,
and a new plan after new volumes sees the old one so it can keep slugs stable.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..agents import Tool, ToolError, run_agent
from ..config import Budget, Config
from ..llm.client import ModelClient
from ..position import BookIndex
from ..prompts import render
from ..store import Store, books
from ..store import points as point_store
from ..store import wiki as wiki_store
from ..store.points import Point
from .blueprint import BlueprintArgs, check, entry_range, normalized
from .gating import CITE
from .planning import by_salience, inputs_hash
from .tools import lookup_tools

INDEX_LIMIT = 400  # points listed in the prompt; the rest are reachable through the tools
ARCHITECT_ROUNDS = 6
ARCHITECT_LIMIT_S = 480.0  # with a measured server: the architect's rounds in all


@dataclass
class Architecture:
    blueprint: BlueprintArgs
    about: dict  # the home page introduction as a gated span
    reused: bool


def plan_blueprint(store: Store, client: ModelClient, config: Config, *, work: books.WorkRow, points: list[Point],
                   mentions: dict[int, dict[int, int]], requests: list, run_id: int | None, book: BookIndex,
                   force: bool = False, ends: float | None = None) -> Architecture:
    by_id = {p.point_id: p for p in points}
    ranked = by_salience(points, mentions)
    size = entry_range(len(points), config.wiki.min_entries, config.wiki.max_entries)
    major = [p.point_id for p in ranked[:min(len(ranked), config.wiki.min_entries)]]
    summaries = point_store.volume_summaries(store, work.work_id)
    volumes = [f"## Volume {v}\n{text}" for v, text in sorted(summaries.items())]
    index = [_index_line(p, mentions) for p in ranked[:INDEX_LIMIT]]
    if len(ranked) > INDEX_LIMIT:
        index.append(f"… {len(ranked) - INDEX_LIMIT} more minor points (look them up by id with get_point_history)")
    wanted = {r.request_id: r.title for r in requests}
    digest = inputs_hash(volumes, index, size, major, [vars(r) for r in requests])
    stored = wiki_store.blueprint(store, work.work_id)
    if stored and stored[0] == digest and not force:
        return Architecture(BlueprintArgs.model_validate(stored[1]["blueprint"]), stored[1]["about"], True)

    last_chapter = max(book.chapter_no_of.values(), default=0)
    accepted: dict = {}

    def submit(args: BlueprintArgs) -> None:
        plan = normalized(args)
        problems = check(plan, by_id, major=major, size=size, requests=wanted)
        cites = [c.strip() for group in CITE.findall(plan.home.intro) for c in group.replace(";", ",").split(",")]
        unknown = [c for c in cites if c not in book]
        if unknown:
            problems.append(f"home.intro cites unknown paragraph(s) {', '.join(unknown)}")
        problems += [f"entry {e.slug}: joined_at {e.joined_at} is not a paragraph locator" for e in plan.entries
                     if e.joined_at and e.joined_at not in book]
        if problems:
            raise ToolError("the blueprint was not accepted:\n- " + "\n- ".join(problems))
        gate = max((book.chapter_no_of[c] for c in cites), default=last_chapter)  # uncited: only after the whole work
        accepted["plan"] = plan
        accepted["about"] = {"text": plan.home.intro, "cites": cites, "reveal_at": gate, "spoiler": False}

    system = render("wiki/architect", work_title=work.title, language=config.language)
    previous = _previous_lines(stored[1]["blueprint"]) if stored else []
    user = render("wiki/plan", volumes=volumes, index=index, low=size[0], high=size[1],
                  major=", ".join(str(i) for i in major), requests=requests, previous=previous).text
    quality = config.budget("quality")
    run_agent(client, system.text, [{"role": "user", "content": user}], lookup_tools(store, work.slug, by_id),
              Tool("submit_blueprint", "Submit the wiki's blueprint.", BlueprintArgs, submit),
              Budget(rounds=min(ARCHITECT_ROUNDS, quality.rounds), tool_calls=quality.tool_calls, tokens=quality.tokens),
              stage="compose", unit="architect", prompt_name=system.name, prompt_hash=system.hash, run_id=run_id,
              work_id=work.work_id,
              # time as a budget (issues 25, 39): past it, or past the run's `ends`, the extractive plan instead,
              # as for an invalid plan
              deadline=_deadline(client, ends))
    wiki_store.write_blueprint(store, work.work_id, digest,
                               {"blueprint": accepted["plan"].model_dump(), "about": accepted["about"]})
    return Architecture(accepted["plan"], accepted["about"], False)


def _deadline(client: ModelClient, ends: float | None) -> float | None:
    limits = [time.monotonic() + ARCHITECT_LIMIT_S] if getattr(client, "speed", None) else []
    return min(limits + ([ends] if ends is not None else []), default=None)


def _index_line(p: Point, mentions: dict[int, dict[int, int]]) -> str:
    volumes = sorted({r.volume_no for r in p.records}) or [p.volume_no]
    aliases = ", ".join(a.alias for a in p.aliases[:4]) + (" …" if len(p.aliases) > 4 else "")
    span = f"{volumes[0]}-{volumes[-1]}" if len(volumes) > 1 else str(volumes[0])
    return f"{p.point_id} | {p.name} | {p.kind} | {aliases} | {len(p.records)} | {span} | " \
           f"{sum(mentions.get(p.point_id, {}).values())}"


def _previous_lines(data: dict) -> list[str]:
    return [f"{e['slug']} | {e['title']} | {e['category']} | {e['tier']} | points {e['points']}" for e in data["entries"]] + \
           [f"topic {t['slug']} | {t['title']} | points {t['points']}" for t in data.get("topics", [])]


"""A worker writes one wiki entry with a model, from its points' records.

The worker gets the records and the paragraphs they cite up front (so it can cite
without reading the book); core and supporting entries may also look things up within
their tier's round budget, local entries are written in one call. The submit is gated
by wiki.gating before it is accepted, so an invalid citation goes back to the worker.
"""

from __future__ import annotations

import json
from typing import Callable

from ..agents import Tool, run_agent
from ..config import Budget
from ..llm.client import ModelClient
from ..position import BookIndex, order_key
from ..prompts import render
from ..retrieval.snippets import snippet
from ..store.books import StoryParagraph
from ..store.points import Point
from ..store.wiki import EntryData
from .gating import EntryArgs, gate_entry
from .planning import PlannedEntry, PlannedTopic

TIER_ROUNDS = {"core": 4, "supporting": 2, "local": 1}
PASSAGE_TOKENS = 120  # of each cited paragraph, around the entry's names: the records carry the rest
PASSAGES_TOKENS = 1500  # all passages together: a subject cited in every volume gets shorter windows


def write_entry(client: ModelClient, plan: PlannedEntry | PlannedTopic, *, work_title: str, slugs: dict[str, int],
                shared: str, paragraphs: dict[str, StoryParagraph], index: BookIndex, tools: list[Tool],
                budget: Budget, run_id: int | None, work_id: int, language: str | None) -> EntryData:
    """The gated entry (see wiki.gating) for one planned entry or topic.

    `shared` (the story's arc and the entries it may link to) is the same text for every
    writer; it opens the prompt so the provider's cache serves it."""
    cited = sorted({loc for p in plan.points for r in p.records for loc in r.evidence if loc in paragraphs},
                   key=order_key)
    fallback = max((r.reveal_at for p in plan.points for r in p.records), default=plan.title_reveal_at)
    names = " ".join(n for p in plan.points for n in (p.name, *(a.alias for a in p.aliases)))
    window = max(40, min(PASSAGE_TOKENS, PASSAGES_TOKENS // max(1, len(cited))))
    system = render("wiki/system", work_title=work_title, language=language)
    user = render("wiki/entry", title=plan.title, category=plan.category, tier=plan.tier, brief=plan.brief,
                  points=[_point_json(p) for p in plan.points],
                  passages=[f"[{loc}] {snippet(paragraphs[loc].text, names, window)}" for loc in cited],
                  shared=shared).text
    result: list[EntryData] = []
    tries = [0]

    def check(args: EntryArgs) -> None:
        # Unknown citations go back once; after that they are dropped and what cited them is
        # gated at the entry's latest evidence (a weak model's page is kept, never early).
        tries[0] += 1
        result[:] = [gate_entry(args, index=index, slugs=slugs, fallback=fallback,
                                title_gate=plan.title_reveal_at, floor=_join_floor(plan),
                                related_floor=plan.join_gate, lenient=tries[0] > 1)]

    submit = Tool("submit_entry", "Submit the finished entry.", EntryArgs, check)
    rounds = TIER_ROUNDS[plan.tier]
    # Every tier is offered the same tools (an identical prefix for the provider's cache); a
    # local entry's single round means it writes from the material it was given.
    run_agent(client, system.text, [{"role": "user", "content": user}], tools, submit,
              Budget(rounds=min(rounds, budget.rounds), tool_calls=budget.tool_calls, tokens=budget.tokens),
              stage="compose", unit=f"entry {plan.slug}", prompt_name=system.name, prompt_hash=system.hash,
              run_id=run_id, work_id=work_id, role="main" if plan.tier != "local" else "light")
    return result[-1]


def _join_floor(plan: PlannedEntry | PlannedTopic) -> Callable[[str, list[str]], int]:
    """For an entry joining several points: what cites the other points' evidence or names
    them waits for the join (before it, the reader knows them as different people)."""
    if plan.join_gate == 0 or len(plan.points) < 2:
        return lambda text, cites: 0
    others = plan.points[1:]
    evidence = {loc for p in others for r in p.records for loc in r.evidence}
    names = [n.casefold() for p in others for n in (p.name, *(a.alias for a in p.aliases)) if len(n) > 1]

    def floor(text: str, cites: list[str]) -> int:
        folded = text.casefold()
        return plan.join_gate if evidence.intersection(cites) or any(n in folded for n in names) else 0

    return floor


def _point_json(point: Point) -> str:
    return json.dumps({"id": point.point_id, "name": point.name, "kind": point.kind,
                       "aliases": [{"name": a.alias, "evidence": a.evidence} for a in point.aliases],
                       "records": [{"volume": r.volume_no, "text": r.text, "evidence": r.evidence} for r in point.records]},
                      ensure_ascii=False)

"""What an analyze run will cost, before any call: tokens per volume and money.

The prompts are built exactly as the run will build them, so the big term (the volume
text sent every round) is measured, not guessed; what the model writes back is estimated
from typical rounds.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from ..config import Config
from ..llm.capabilities import narrow_only
from ..store import Store, books
from ..store import points as point_store
from ..text import estimate_tokens
from .glances import glance_prompt, glance_schema, openings
from .model import Mode, plan_volume
from .recaps import recap_tokens
from .volumes import volumes_to_analyze
from .session import SubmitArgs, tool_specs

OUTPUT_PER_ROUND = 500  # tokens of tool calls a round writes (the first writes most)
RESULTS_PER_ROUND = 700  # tokens of tool results a round reads back (searches, histories)
NEW_POINTS_PER_VOLUME = 25  # for the index of later volumes, before they exist
GLANCE_OUTPUT = 3  # tokens of a glance's reply: a number (gemma3-270m's "1" is 3)
SEED_TOKENS = 320  # the name finder's list (seed.py, up to 30 lines); not computed here: the finder reads the whole work


@dataclass
class VolumeEstimate:
    volume_no: int
    parts: int
    input_tokens: int
    cached_tokens: int
    output_tokens: int
    source_tokens: int


@dataclass
class RecapEstimate:
    """The story so far the model writes after the volumes (recaps.py): one short call each."""

    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0


@dataclass
class Estimate:
    mode: Mode
    volumes: list[VolumeEstimate]
    cost: float | None  # None without a price for the model
    recaps: RecapEstimate = field(default_factory=RecapEstimate)
    glances: RecapEstimate = field(default_factory=RecapEstimate)  # a narrow-only server's (glances.py), one call each
    narrow: str | None = None  # why the server is given the glances instead of volume agents

    @property
    def input_tokens(self) -> int:
        return sum(v.input_tokens for v in self.volumes) + self.recaps.input_tokens + self.glances.input_tokens

    @property
    def cached_tokens(self) -> int:
        return sum(v.cached_tokens for v in self.volumes)

    @property
    def output_tokens(self) -> int:
        return sum(v.output_tokens for v in self.volumes) + self.recaps.output_tokens + self.glances.output_tokens


def estimate(store: Store, config: Config, *, work: str | None = None, mode: Mode = "quality",
             only: tuple[int, int] | None = None, force: bool = False) -> Estimate:
    """Tokens if every agent spends its whole round budget and then the forced submit
    call that follows it (so an upper estimate, short of rejected forced submits)."""
    target = books.resolve_work(store, work)
    narrow = narrow_only(config, store)
    if narrow:  # no volume agent: the text's reading (free), then a short call per chapter (glances.py)
        return _priced(config, Estimate(mode, [], None, glances=glance_tokens(store, target, only, force), narrow=narrow))
    todo, _ = volumes_to_analyze(store, target.work_id, only=only, force=force)
    known = point_store.load_points(store, target.work_id, before_volume=todo[0].volume_no if todo else None)
    rounds = config.budget(mode).rounds + 1  # the budget's rounds, then the forced submit
    specs = estimate_tokens(json.dumps(tool_specs(), ensure_ascii=False, separators=(",", ":")))
    specs += estimate_tokens(json.dumps(SubmitArgs.model_json_schema(), separators=(",", ":")))
    out = []
    for i, volume in enumerate(todo):
        plan = plan_volume(store, config, target, volume, mode, known)
        index = 12 * (len(known) + NEW_POINTS_PER_VOLUME * i) + (SEED_TOKENS if config.seed_candidates else 0)
        inp = cached = 0
        for part in plan.parts:
            prefix = specs + estimate_tokens(plan.system) + index + part.tokens + 150
            growth = OUTPUT_PER_ROUND + RESULTS_PER_ROUND
            inp += sum(prefix + r * growth for r in range(rounds))
            cached += sum(prefix + (r - 1) * growth for r in range(1, rounds))
        out.append(VolumeEstimate(volume.volume_no, len(plan.parts), inp, cached,
                                  OUTPUT_PER_ROUND * rounds * len(plan.parts), plan.source_tokens))
    redo = frozenset(v.volume_no for v in todo) if force else frozenset()
    return _priced(config, Estimate(mode, out, None, RecapEstimate(*recap_tokens(store, config, target, todo, redo))))


def _priced(config: Config, result: Estimate) -> Estimate:
    if config.models is not None and (price := config.model_for("main").price) is not None:
        result.cost = price.cost(result.input_tokens, result.cached_tokens, result.output_tokens)
    return result


def glance_tokens(store: Store, target: books.WorkRow, only: tuple[int, int] | None, force: bool) -> RecapEstimate:
    """The glances a narrow-only run asks: every chapter whose glance is not the model's yet
    (with `force` every chapter: the text's reading is redone, and its glances with it)."""
    due = openings(store, target, only, every=force)
    return RecapEstimate(len(due), sum(estimate_tokens(json.dumps(glance_prompt(target, o), ensure_ascii=False))
                                       + estimate_tokens(json.dumps(glance_schema(len(o.choices)))) for o in due),
                         GLANCE_OUTPUT * len(due))


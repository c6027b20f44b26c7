"""analyze for a server that can only do narrow tasks (issue 39 item 2): the text's reading, then
a small model's glance per chapter on top of it, kept only where the opening passage it cites
says it; never a volume agent it cannot drive.
"""

from __future__ import annotations

import json
import re

import pytest

from support import narrow_sample
from support.fake_writer import config
from understory_cli.analyze import run
from understory_cli.analyze.estimate import estimate
from understory_cli.cli.shared import drawn
from understory_cli.llm.capabilities import speed_for
from understory_cli.llm.speed import expected_seconds
from understory_cli.llm.scripted import ScriptedClient, reply
from understory_cli.status import work_status
from understory_cli.store import books
from understory_cli.store import points as point_store


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    # analysed once here: a narrow run finds it up to date and asks only the glances
    return narrow_sample.built(tmp_path_factory.mktemp("narrow-analyze"), {
        "auto_tools": False, "json_schema": True, "params": 268_098_176,  # gemma3-270m's
        "speed": {"prompt_tps": 20.0, "output_tps": 1.0}})


@pytest.fixture
def narrow(built, tmp_path):
    yield from narrow_sample.copied(built, tmp_path)


class Glancer:
    """Answers a glance with `say(passages)`; anything else asked is recorded (none should be)."""

    def __init__(self, say, clock=None):
        self.say, self.clock, self.units = say, clock, []

    def __call__(self, request):
        self.units.append(request.unit)
        if self.clock is not None:
            self.clock.tick()
        if (request.response_format or {}).get("json_schema", {}).get("name") != "glance":
            return reply("<start_of_turn> the the lighthouse")
        passages = re.findall(r"^\d+\. (.*)$", request.messages[-1]["content"], re.M)
        return reply(json.dumps(self.say(passages), ensure_ascii=False))


class Bar:
    """What the terminal's progress bar is told (cli.shared.drawn draws on it)."""

    def __init__(self):
        self.lines = []

    def update(self, task, *, description, completed, total):
        self.lines.append(description)


def opening_words(passages):
    return {"glance": " ".join(passages[0].split()[:14]), "passage": 1}


def chapters(store):
    return [c.chapter_no for v in books.volume_infos(store, 1) for c in v.chapters]


def test_a_narrow_server_gets_the_text_s_reading_and_glances_never_a_volume_agent(narrow):
    expected = estimate(narrow, config(), mode="fast")  # what --estimate prices: a short call per chapter
    assert not expected.volumes and expected.narrow and expected.glances.calls == len(chapters(narrow))
    assert expected_seconds(speed_for(config(), narrow), expected.input_tokens, 0, expected.output_tokens) == \
        pytest.approx(expected.input_tokens / 20 + expected.output_tokens / 1)  # at the measured speed
    model = Glancer(opening_words)
    result = run(narrow, ScriptedClient(model, store=narrow), config(concurrency=1), mode="fast")
    assert model.units and all(u.startswith("glance: chapter ") for u in model.units)  # no volume analysis asked
    assert point_store.load_points(narrow, 1)  # the text's reading stands under the glances
    glances = point_store.glances(narrow, 1)
    assert result.glances is not None and sorted(result.glances.kept) == chapters(narrow)
    assert all(glances[n].source == "model" for n in chapters(narrow))
    paragraphs = books.story_paragraphs(narrow, 1)
    for n in chapters(narrow):  # a chapter's glance is from its own text, nothing later
        assert glances[n].text in " ".join(p.text for p in paragraphs if p.chapter_no == n)
    told = [line for work in work_status(narrow, config()) for line in work.filled]
    assert f"glances: {len(chapters(narrow))} of {len(chapters(narrow))} chapters' by a small model" in told[0]
    model.units.clear()
    again = run(narrow, ScriptedClient(model, store=narrow), config(concurrency=1), mode="fast")
    assert not model.units and again.glances is not None and again.glances.asked == 0  # kept: not asked twice


def test_a_glance_the_passage_does_not_support_is_refused(narrow):
    model = Glancer(lambda passages: {"glance": "A dragon who rules the moon sings opera to the pirates.",
                                      "passage": 1})
    result = run(narrow, ScriptedClient(model, store=narrow), config(concurrency=1), mode="fast")
    assert result.glances is not None and result.glances.asked == 4 and not result.glances.kept  # then not asked on
    assert len(result.glances.refused) == 4 and result.glances.unasked == len(chapters(narrow)) - 4
    assert all(g.source == "extractive" for g in point_store.glances(narrow, 1).values())  # the text's stay


def test_a_spent_time_budget_stops_asking_and_keeps_the_text_s_glances(narrow, monkeypatch):
    from support.fake_clock import CallClock
    from understory_cli.analyze import glances as glances_module

    clock = CallClock(seconds_per_call=30).install(monkeypatch, glances_module)
    model = Glancer(opening_words, clock)
    budgeted = config(concurrency=1).model_copy(update={"time_budget_s": 100})
    bar = Bar()
    result = run(narrow, ScriptedClient(model, store=narrow), budgeted, mode="fast", progress=drawn(bar, 0))
    assert len(model.units) == 4  # 30 s each: 4 begun in 100 s
    assert "glance at chapter 4 · ~10 s of the time budget left" in bar.lines  # the terminal's bar shows time left
    assert result.glances is not None and result.glances.stopped == "the time budget was spent"
    stored = point_store.glances(narrow, 1)
    assert sorted(n for n, g in stored.items() if g.source == "model") == chapters(narrow)[:4]
    assert all(stored[n].source == "extractive" for n in chapters(narrow)[4:])

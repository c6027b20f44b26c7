"""analyze for a server that can only do narrow tasks (issue 39 item 2): the text's reading, then
a small model's glance per chapter on top of it: the sentence of the chapter's opening it chooses
(by number) after the text's glance, or the text's glance alone where it chose none or answered
out of range; never a volume agent it cannot drive.
"""

from __future__ import annotations

import re

import pytest

from support import narrow_sample
from support.fake_writer import config
from understory_cli.analyze import run
from understory_cli.analyze.estimate import estimate
from understory_cli.analyze.glances import _says_whom, narration, openings
from understory_cli.analyze.summarize import glance
from understory_cli.cli.shared import drawn
from understory_cli.llm.capabilities import speed_for
from understory_cli.llm.speed import expected_seconds
from understory_cli.llm.scripted import ScriptedClient, reply
from understory_cli.static_site.collect import collect
from understory_cli.static_site.reader_pages import _glance
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
    """Answers a glance with the number `say(choices)` gives; anything else asked is recorded (none should be)."""

    def __init__(self, say, clock=None):
        self.say, self.clock, self.units = say, clock, []

    def __call__(self, request):
        self.units.append(request.unit)
        if self.clock is not None:
            self.clock.tick()
        if (request.response_format or {}).get("json_schema", {}).get("name") != "glance":
            return reply("<start_of_turn> the the lighthouse")
        assert request.response_format["json_schema"]["schema"]["type"] == "integer"  # a bare number: gemma's tokens
        choices = re.findall(r"^[1-9]\d*\. (.*)$", request.messages[-1]["content"], re.M)
        return reply(str(self.say(choices)))


class Bar:
    """What the terminal's progress bar is told (cli.shared.drawn draws on it)."""

    def __init__(self):
        self.lines = []

    def update(self, task, *, description, completed, total):
        self.lines.append(description)


def first(choices):
    return 1  # gemma3-270m's most frequent answer


def asked(store):
    return [o.chapter_no for o in openings(store, books.resolve_work(store, None), None)]


def chapters(store):
    return [c.chapter_no for v in books.volume_infos(store, 1) for c in v.chapters]


def test_a_narrow_server_gets_the_text_s_reading_and_glances_never_a_volume_agent(narrow):
    due = asked(narrow)  # every chapter whose opening has a sentence naming someone beyond the text's glance
    assert len(due) >= len(chapters(narrow)) - 2
    expected = estimate(narrow, config(), mode="fast")  # what --estimate prices: a short call per chapter
    assert not expected.volumes and expected.narrow and expected.glances.calls == len(due)
    assert expected_seconds(speed_for(config(), narrow), expected.input_tokens, 0, expected.output_tokens) == \
        pytest.approx(expected.input_tokens / 20 + expected.output_tokens / 1)  # at the measured speed
    model = Glancer(first)
    result = run(narrow, ScriptedClient(model, store=narrow), config(concurrency=1), mode="fast")
    assert model.units and all(u.startswith("glance: chapter ") for u in model.units)  # no volume analysis asked
    assert point_store.load_points(narrow, 1)  # the text's reading stands under the glances
    glances = point_store.glances(narrow, 1)
    assert result.glances is not None and sorted(result.glances.kept) == due
    assert all(glances[n].source == "model" for n in due)
    paragraphs = books.story_paragraphs(narrow, 1)
    for n in due:  # the text's glance, then the sentence chosen: more than the text's, all from the chapter's opening
        own = [p for p in paragraphs if p.chapter_no == n]
        shown = glance(own)
        assert glances[n].text.startswith(shown) and len(glances[n].text) > len(shown) + 20
        chosen = glances[n].text[len(shown):].strip()
        assert chosen in " ".join([p.text for p in own if p.kind not in ("heading", "image") and p.text.strip()][:3])
    wren = next(p.point_id for p in point_store.load_points(narrow, 1) if p.name.startswith("Wren"))
    assert "Wren" in glances[1].text[len(glance([p for p in paragraphs if p.chapter_no == 1])):]  # chapter 1 adds her
    assert wren in glances[1].point_ids  # and links her entry
    site = collect(narrow, None)  # the reader's page marks it as the model's (✦)
    assert _glance(site, 1)["by_model"] and _glance(site, 1)["text"] == glances[1].text
    assert not any(_glance(site, n)["by_model"] for n in chapters(narrow) if n not in due)
    told = [line for work in work_status(narrow, config()) for line in work.filled]
    assert f"glances: {len(due)} of {len(chapters(narrow))} chapters' by a small model" in told[0]
    model.units.clear()
    again = run(narrow, ScriptedClient(model, store=narrow), config(concurrency=1), mode="fast")
    assert not model.units and again.glances is not None and again.glances.asked == 0  # kept: not asked twice


def test_an_estimate_before_the_text_s_reading_prices_a_glance_per_chapter(tmp_path):
    from conftest import SAMPLE
    from understory_cli.ingest import ingest
    from understory_cli.store import open_store
    from understory_cli.store.capabilities import save_capabilities

    store = open_store(tmp_path / "fresh.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])  # no names found yet: the choices are not known
    model = config().model_for("main")
    save_capabilities(store, model.base_url, model.model, {"auto_tools": False, "json_schema": True,
                                                           "params": 268_098_176})
    expected = estimate(store, config(), mode="fast")
    assert expected.narrow and expected.glances.calls == len(chapters(store)) and expected.input_tokens > 0
    store.close()


@pytest.mark.parametrize("answer", ["none", "out of range"])
def test_a_choice_of_none_or_out_of_range_keeps_the_text_s_glance(narrow, answer):
    before = point_store.glances(narrow, 1)
    model = Glancer(lambda choices: 0 if answer == "none" else len(choices) + 3)  # a server without grammars
    result = run(narrow, ScriptedClient(model, store=narrow), config(concurrency=1), mode="fast")
    assert result.glances is not None and not result.glances.kept
    if answer == "none":  # nothing claimed: every chapter asked, none refused
        assert result.glances.declined == result.glances.asked == len(asked(narrow)) and not result.glances.refused
    else:  # refused, and after four in a row with none kept the rest are not asked
        assert len(result.glances.refused) == result.glances.asked == 4
        assert result.glances.unasked == len(asked(narrow)) - 4
    assert point_store.glances(narrow, 1) == before  # the text's glances, untouched
    assert all(g.source == "extractive" for g in before.values())


def test_a_spent_time_budget_stops_asking_and_keeps_the_text_s_glances(narrow, monkeypatch):
    from support.fake_clock import CallClock
    from understory_cli.analyze import glances as glances_module

    due = asked(narrow)
    before = point_store.glances(narrow, 1)
    clock = CallClock(seconds_per_call=30).install(monkeypatch, glances_module)
    model = Glancer(first, clock)
    budgeted = config(concurrency=1).model_copy(update={"time_budget_s": 100})
    bar = Bar()
    result = run(narrow, ScriptedClient(model, store=narrow), budgeted, mode="fast", progress=drawn(bar, 0))
    assert len(model.units) == 4  # 30 s each: 4 begun in 100 s
    assert f"glance at chapter {due[3]} · ~10 s of the time budget left" in bar.lines  # the bar shows time left
    assert result.glances is not None and result.glances.stopped == "the time budget was spent"
    stored = point_store.glances(narrow, 1)
    assert sorted(n for n, g in stored.items() if g.source == "model") == due[:4]
    assert all(stored[n] == before[n] for n in chapters(narrow) if n not in due[:4])  # the rest: the text's


def test_a_choice_stands_alone_and_quotes_no_one():
    assert narration('"Up," said Tamsin, who had come to the stairs. "Go!" Wren ran down to the landing stage.') == \
        ["Wren ran down to the landing stage."]  # a quotation's leftovers are no sentence; after its end, narration
    assert narration("The Scarecrow watched the Woodman while he worked, and said to him:") == []  # speech comes
    assert narration("刘福道：“是。”家树也说不出所以然来，只是微笑。") == ["家树也说不出所以然来，只是微笑。"]
    names = {"Wren": 1, "Gull Rock": 2}
    assert _says_whom("Wren heard their horns far off, along the edge of the Teeth.", names)
    assert not _says_whom("At first she was only a smudge, and then Wren saw two masts.", names)  # about a "she"
    assert not _says_whom("Then the beam swept over Gull Rock and the two masts.", names)  # goes on from before

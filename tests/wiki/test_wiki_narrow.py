"""A server `models check` found unable to drive the agents gets the narrow tasks only (issue 39 item 2).

No architect and no page is asked of it: a line per entry first (the most mentioned first), then a
kind per entry and a yes/no per doubtful alias, each kept only when the words it quotes are in the
passage it names. A run killed or out of time keeps the no-model wiki and what was kept so far.
"""

from __future__ import annotations

import json
import re

import pytest

from support import narrow_sample
from support.fake_writer import config, line_about
from understory_cli.llm.scripted import ScriptedClient, reply
from understory_cli.store import wiki as wiki_store
from understory_cli.static_site import build_site, paths
from understory_cli.store.capabilities import save_capabilities
from understory_cli.wiki.compose import compose
from understory_cli.wiki.extractive import plan_wiki
from understory_cli.wiki.judgements import quoted

# The sample book: "I'm Tamsin Hale, though most folk call me Old Tamsin, and some call me the Keeper" (1.1.5)
TIE = "most folk call me Old Tamsin, and some call me the Keeper"


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return narrow_sample.built(tmp_path_factory.mktemp("narrow"), {"auto_tools": False, "json_schema": True})  # gemma's


@pytest.fixture
def narrow(built, tmp_path):
    yield from narrow_sample.copied(built, tmp_path)


class SmallModel:
    """Answers a line with the opening words of a sentence that begins with the subject's name (or,
    where none does, of its last passage); kinds and aliases as told (a kind not told: person,
    quoting the words up to the subject's name in the first passage that has it)."""

    def __init__(self, kinds=None, alias=None, die_after=None, clock=None):
        self.kinds, self.alias, self.die_after, self.clock = kinds or {}, alias, die_after, clock
        self.units: list[str] = []

    def __call__(self, request):
        if self.clock:
            self.clock.tick()
        if self.die_after is not None and len(self.units) >= self.die_after:
            raise KeyboardInterrupt
        self.units.append(request.unit)
        schema = (request.response_format or {}).get("json_schema", {}).get("name")
        assert schema in ("line", "judgement", "choice"), f"a narrow-only server was asked {request.unit}"
        if schema == "choice":  # a model too small to write a line: the first of the text's descriptions
            return reply("1")
        passages = re.findall(r"^\d+\. (.*)$", request.messages[-1]["content"], re.M)
        if request.unit.startswith("line: "):
            return reply(json.dumps(line_about(request.unit[6:], passages)))
        if request.unit.startswith("kind: "):
            name = request.unit[6:]
            at, found = next((i, p) for i, p in enumerate(passages, 1) if name in p)
            kind, words = self.kinds.get(name, ("person", None))
            return reply(json.dumps({"kind": kind, "passage": at, "words": words or found[max(0, found.index(name) - 60):found.index(name) + len(name)]}))
        same, words = self.alias or (True, "no such words here")
        return reply(json.dumps({"same": same, "words": words}))


def names_of(store, title):
    entry = next(e for e in wiki_store.entries(store, 1) if e.title == title)
    return entry, {n.name for n in entry.data.names or []}


def test_a_narrow_server_is_asked_lines_first_and_never_a_page_and_a_kill_keeps_what_it_gave(narrow):
    settings = config(concurrency=1)
    no_model = {e.slug for e in plan_wiki(narrow, None, (settings.wiki.min_entries, settings.wiki.max_entries)).entries}
    model = SmallModel(die_after=2)
    with pytest.raises(KeyboardInterrupt):
        compose(narrow, settings, ScriptedClient(model, store=narrow))
    entries = wiki_store.entries(narrow, 1)
    assert model.units[0].startswith("line: ") and set(no_model) <= {e.slug for e in entries}
    assert sum(any(s.by_model for s in e.data.summary_steps) for e in entries) == 2  # the lines given, stored at once
    assert {e.source for e in entries} == {"extractive"}
    again = SmallModel()  # rerun: the lines kept are not asked for again (issue 39), the rest are
    result = compose(narrow, settings, ScriptedClient(again, store=narrow))
    assert not set(model.units) & set(again.units) and again.units[0].startswith("line: ")
    assert result.lines is not None and result.lines.earlier == 2


def test_a_small_model_chooses_the_text_s_description_and_a_kind_it_changed_is_checked_and_marked(narrow, tmp_path):
    """gemma3-270m as `models check` finds it: too small to write a line, it chooses among the phrases the
    text sets beside the name; a kind changes only where the text found none, and shows as the model's."""
    settings = config(concurrency=1)
    server = settings.model_for("main")
    save_capabilities(narrow, server.base_url, server.model, {"auto_tools": False, "json_schema": True,
                                                              "params": 268_098_176})  # as llama.cpp tells it
    model = SmallModel(kinds={"Marigold": ("place", "The Marigold was a trim two-master"),  # the text's "term" (a
                              # ship): the model's word, quoting its passage, moves it and is shown as the model's
                              "Tidewardens": ("group", None),  # the text's own group ("a young Tidewarden boatman")
                              "Teeth": ("place", None),  # the text's own place ("over the Teeth"): the model agrees
                              "Wren": ("place", None),  # the text's cues found a person: that stands
                              "Gull Rock": ("place", None),
                              "Harbour Board": ("group", "a Board of nobody")})  # not the passage's words
    result = compose(narrow, settings, ScriptedClient(model, store=narrow))
    assert result.lines is not None and len(result.lines.kept) >= 5 and not result.lines.refused
    assert "line: Grey Pilot" not in model.units  # nothing the text sets beside the name: nothing to choose
    assert result.narrow and result.kinds is not None and "teeth: place" in result.kinds.kept
    assert {"wren", "harbour-board"} <= {r.split(":")[0] for r in result.kinds.refused}
    entries = {e.title: e for e in wiki_store.entries(narrow, 1)}
    assert (entries["Teeth"].category, entries["Wren"].category, entries["Harbour Board"].category) == \
        ("place", "person", "term")
    category = next(p for p in wiki_store.pages(narrow, 1) if p.kind == "category" and p.slug == "place")
    assert entries["Teeth"].slug in {e["slug"] for e in category.data["entries"]}
    line = entries["Saltmarsh"].data.summary_steps[-1]  # kept through the rebuild
    assert (line.text, line.cites, line.by_model) == ("Saltmarsh was a town that smelled of tar and wet rope.",
                                                      ["1.1.2"], True)
    assert entries["Marigold"].category == "place" and entries["Marigold"].data.by_model == ["kind"]
    assert entries["Tidewardens"].category == "organisation" and entries["Tidewardens"].data.by_model == []
    assert entries["Teeth"].data.by_model == [] and entries["Wren"].data.by_model == []
    build_site(narrow, tmp_path / "site")  # the kind the model changed is shown as the model's, as its lines are
    page = (tmp_path / "site" / paths.entry(entries['Marigold'].slug)).read_text()
    assert re.search(r'<p class="meta".*<span class="by-model" title="The kind was chosen by the model', page)
    assert 'class="by-model"' not in (tmp_path / "site" / paths.entry(entries['Harbour Board'].slug)).read_text()


@pytest.mark.parametrize("same, words, kept", [
    (False, TIE, False),  # a "no" on the passage that ties them keeps the alias off the entry
    (True, TIE, True),  # a supported "yes" keeps the tie
    (False, "Keeper is another woman", True),  # a "no" the passage does not show is refused: the text's tie stays
])
def test_a_doubtful_alias_is_tied_only_as_the_checked_answer_says(narrow, same, words, kept):
    result = compose(narrow, config(concurrency=1), ScriptedClient(SmallModel(alias=(same, words)), store=narrow))
    assert result.aliases is not None and result.aliases.asked >= 1
    _, names = names_of(narrow, "Old Tamsin")
    assert ("Keeper" in names) is kept and "Tamsin" in names  # a part of the name is never asked
    assert bool(result.aliases.refused) is (words != TIE)


def test_a_spent_time_budget_stops_asking_and_keeps_the_rest(narrow, monkeypatch):
    from support.fake_clock import CallClock
    from understory_cli.wiki import compose as compose_module
    from understory_cli.wiki import lines

    clock = CallClock(seconds_per_call=30).install(monkeypatch, compose_module, lines)  # lines.left times every task
    model = SmallModel(clock=clock)
    budgeted = config(concurrency=1).model_copy(update={"time_budget_s": 100})
    result = compose(narrow, budgeted, ScriptedClient(model, store=narrow))
    assert len(model.units) == 4 and all(u.startswith("line: ") for u in model.units)  # 30 s each: 4 begun in 100 s
    assert result.lines is not None and result.lines.asked == 4 and len(result.lines.kept) >= 2
    assert result.kinds.asked == 0
    entries = wiki_store.entries(narrow, 1)
    assert len(entries) == result.entries
    assert sum(any(s.by_model for s in e.data.summary_steps) for e in entries) == len(result.lines.kept)


def test_quoted_words_must_be_the_passage_s_and_name_the_subject():
    passage = "Wren went red. I'm Tamsin Hale, though most folk call me Old Tamsin, and some call me the Keeper."
    assert quoted("call me the  Keeper", passage, ["Keeper"]) is None
    assert quoted("Keeper", passage, ["Keeper"]) == "quotes no words"
    assert quoted("the Keeper of the light", passage, ["Keeper"]) == "the words quoted are not in the passage"
    assert quoted("Wren went red", passage, ["Old Tamsin"]) == "the words quoted do not name the subject"

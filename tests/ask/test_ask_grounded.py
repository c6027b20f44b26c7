"""ask: what a tool result shows (passages around the match, schemas that name no character) and
the grounded answers of models that never call a tool, on the Oz series at 2.22 (see test_ask.py)."""

from __future__ import annotations

import json
import re

import pytest

from conftest import horizon_at
from support.askkit import CONFIG, HashEmbedder, chapter_no, fresh, oz, run, submit, tool_results, work_id  # noqa: F401 (fresh, oz: fixtures)
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ask import ask
from understory_cli.ask.run import open_session
from understory_cli.ask.tools import build_tools
from understory_cli.llm.scripted import ScriptedClient, call, reply
from understory_cli.store import points as point_store
from understory_cli.store.wiki import EntryData, EntryRow
from understory_cli.wiki.extractive import compose_extractive


# -- tool results: passages around the match, and what the schemas say --------------------------

@pytest.mark.corpus
def test_a_search_hit_shows_the_match_even_deep_in_a_long_passage(fresh):
    session = open_session(fresh, "q", work="oz", horizon=horizon_at(fresh, at="2.22", spoilers="auto", work="oz"), embedder=HashEmbedder())
    by_name = {t.name: t for t in build_tools(session)}
    found = by_name["search_original_text"].function(
        by_name["search_original_text"].args(query="unfriendly", mode="lexical", limit=1))
    [hit] = found["results"]
    assert hit["locator"] == "1.3.43" and "unfriendly" in hit["text"] and hit["text"].startswith("…")
    assert len(hit["text"]) < 1300


@pytest.mark.corpus
def test_no_tool_schema_names_a_character_of_the_book(fresh):
    """A model copies examples: an example naming a character (who Ozma is) would spoil this book."""
    session = open_session(fresh, "q", work="oz", horizon=horizon_at(fresh, at="2.22", spoilers="auto", work="oz"))
    names = {p.name for p in point_store.load_points(fresh, work_id(fresh)) if len(p.name) > 3}
    names |= {a.alias for p in point_store.load_points(fresh, work_id(fresh)) for a in p.aliases if len(a.alias) > 3}
    text = json.dumps([t.spec() for t in build_tools(session)], ensure_ascii=False)
    assert sorted(n for n in names if re.search(rf"\b{re.escape(n)}\b", text)) == []


def later_flag(store, mode, query="Ozma", choice=None):
    session = open_session(store, "q", work="oz", horizon=horizon_at(store, at="2.22", spoilers=mode, work="oz"), embedder=HashEmbedder(),
                           on_spoiler=lambda request: choice)
    by_name = {t.name: t for t in build_tools(session)}
    if choice:
        by_name["confirm_serious_spoiler"].function(by_name["confirm_serious_spoiler"].args(reason="later"))
    found = by_name["search_original_text"].function(
        by_name["search_original_text"].args(query=query, mode="lexical"))
    extra = {k: v for k, v in found.items() if k not in ("mode", "order", "results")}
    return extra, found


@pytest.mark.corpus
def test_the_later_matches_hint_is_a_bare_flag_and_only_in_auto(fresh):
    extra, found = later_flag(fresh, "auto")  # "Ozma": the best lexical matches are in 2.24 and later
    assert extra == {"later_chapters_match": True}
    assert all(chapter_no(fresh, h["locator"]) <= chapter_no(fresh, "2.22") for h in found["results"])
    assert later_flag(fresh, "auto", query="Gump")[0] == {}  # nothing later ranks among the best
    assert later_flag(fresh, "strict")[0] == {}
    assert later_flag(fresh, "auto", choice="full")[0] == {}
    assert later_flag(fresh, "auto", choice="minimize")[0] == {}
    assert later_flag(fresh, "off")[0] == {}


def test_entry_views_keep_a_heading_to_its_gate_and_never_name_a_link_target(sample_store):
    """A heading that sums up a twist waits for its own gate; a [[slug|label]] shows its label only."""
    analyze_extractive(sample_store)
    compose_extractive(sample_store)
    entry = EntryRow("wren-x", "Wren", 1, "person", "core", [], "model", "x", EntryData.model_validate({
        "summary": None, "infobox": [], "related": [], "track": {},
        "body": [{"heading": {"text": "Unmasking the Grey Pilot", "reveal_at": 8},
                  "spans": [{"text": "Wren meets [[harrowgate|a stranger]] [1.1.2].", "cites": ["1.1.2"], "reveal_at": 1},
                            {"text": "Later.", "cites": [], "reveal_at": 8}]}]}))
    session = open_session(sample_store, "q", horizon=horizon_at(sample_store, at="1.2", spoilers="auto"))
    view = session.library.entry_view(entry, session.horizon)
    [section] = view["body"]
    assert section["heading"] == "" and section["spans"] == [{"text": "Wren meets a stranger [1.1.2].", "cites": ["1.1.2"]}]
    assert "harrowgate" not in json.dumps(view)


# -- grounded answers for models that never call a tool ----------------------------------------

@pytest.mark.corpus
def test_the_first_prompt_carries_the_best_passages_within_the_position(fresh):
    result, client = run(fresh, [submit("I can't tell from the book so far.")], question="Who is Ozma?")
    first = client.requests[0].messages[-1]["content"]
    cited = re.findall(r"^\[(\d+\.\d+\.\d+)\]", first, re.M)
    assert cited and first.rstrip().endswith("Question: Who is Ozma?")
    assert all(chapter_no(fresh, loc.rsplit(".", 1)[0]) <= chapter_no(fresh, "2.22") for loc in cited)
    assert "Tip" not in first or "Princess Ozma" not in first  # nothing from the reveal in 2.23


@pytest.mark.corpus
def test_a_model_that_never_calls_a_tool_still_answers_from_the_passages_it_was_given(fresh):
    def answer(request):
        first = request.messages[2]["content"] if len(request.messages) > 2 else ""
        locator = re.search(r"^\[(\d+\.\d+\.\d+)\]", first, re.M).group(1)
        return submit(f"Glinda speaks of her [{locator}].", verified=[("Glinda speaks of Ozma", [locator])])

    result, client = run(fresh, answer)
    assert len(client.requests) == 1 and result.kind == "answer" and result.supported
    assert [c.claim for c in result.verified_claims] == ["Glinda speaks of Ozma"]  # the given passages count as read


@pytest.mark.corpus
def test_an_answer_without_a_valid_citation_is_marked_unsupported(fresh):
    result, _ = run(fresh, [submit("106,742")])
    assert result.kind == "answer" and not result.supported and result.as_json()["supported"] is False
    honest, _ = run(fresh, [submit("I can't tell from the book so far.")])
    assert honest.supported


@pytest.mark.corpus
def test_the_loops_own_words_are_never_an_answer_and_a_model_with_none_gives_extracts(fresh):
    budget = "The round budget is spent: no more tools."
    result, client = run(fresh, [submit(budget)] * 13)  # ten rounds, then three forced tries
    assert "not an answer" in tool_results(client.requests[1])[-1]
    assert result.kind == "extracts" and "the model gave no usable answer" in result.text
    assert budget not in result.text and result.citations
    assert all(chapter_no(fresh, c.locator.rsplit(".", 1)[0]) <= chapter_no(fresh, "2.22") for c in result.citations)


@pytest.mark.corpus
def test_the_instructions_handed_back_are_never_an_answer(fresh):
    """gemma3-270m's "answers" on the sample book were its instructions' own words."""
    echo = "The answer in markdown, citing passages like [2.20.58]"
    result, client = run(fresh, [submit(echo)] * 13)
    assert "not an answer" in tool_results(client.requests[1])[-1]
    assert result.kind == "extracts" and echo not in result.text
    honest, _ = run(fresh, [submit("I can't tell from the book so far.")])
    assert honest.kind == "answer" and honest.supported


@pytest.mark.corpus
def test_json_actions_let_a_claim_cite_only_passages_read_within_the_position(fresh):
    def first_passage(request):
        schema = request.response_format["json_schema"]["schema"]
        submit = next(a for a in schema["anyOf"] if a["properties"]["tool"]["const"] == "submit_answer")
        claims = submit["properties"]["arguments"]["properties"]["verified_claims"]
        allowed = claims["items"]["properties"]["locators"]["items"]["enum"]
        assert claims["minItems"] == 1 and allowed
        assert all(chapter_no(fresh, loc.rsplit(".", 1)[0]) <= chapter_no(fresh, "2.22") for loc in allowed)
        return reply(json.dumps({"tool": "submit_answer", "arguments": {
            "answer": "She is the one Glinda seeks.", "verified_claims": [{"claim": "Glinda seeks her",
                                                                           "locators": [allowed[0]]}]}}))

    client = ScriptedClient(first_passage, protocol="json")
    result = ask(fresh, "Who is Ozma?", config=CONFIG, client=client, work="oz", embedder=HashEmbedder(), horizon=horizon_at(fresh, at="2.22", work="oz"))
    assert result.kind == "answer" and result.supported and len(result.citations) == 1


@pytest.mark.corpus
def test_a_request_the_server_refuses_gives_extracts_and_a_bad_key_stays_an_error(fresh):
    from understory_cli.llm.client import ModelError

    too_long = ModelError("m at u: HTTP 400: the request exceeds the available context size", model="m",
                          base_url="u", status=400)
    result, _ = run(fresh, [reply(None, call("search_wiki", {"query": "Ozma"})), too_long])
    assert result.kind == "extracts" and "context size" in result.notes[-1] and result.citations
    with pytest.raises(ModelError):
        run(fresh, [ModelError("m at u: HTTP 401: bad key", model="m", base_url="u", status=401)])

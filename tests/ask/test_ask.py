"""ask: the agent's tools never reach past the reader's position, and every answer is checked.

The Oz series with its extractive analysis and extractive wiki: Tip is revealed to be
Princess Ozma in 2.23; a reader who finished 2.22 must not learn it through any tool
unless they choose the full answer.
"""

from __future__ import annotations

import json
import re

import pytest

from understory_cli.agents import ToolError
from conftest import chapter_no_at, horizon_at
from support.askkit import CONFIG, HashEmbedder, chapter_no, fresh, oz, run, submit, tool_results, work_id  # noqa: F401 (fresh, oz: fixtures)
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ask import ask
from understory_cli.ask.extracts import LABEL
from understory_cli.ask.run import open_session
from understory_cli.ask.tools import build_tools
from understory_cli.llm.scripted import ScriptedClient, call, reply
from understory_cli.reading import reading_settings, undo_reading_settings
from understory_cli.store import books
from understory_cli.store import conversations as conversation_store
from understory_cli.store import points as point_store
from understory_cli.store import requests as request_store
from understory_cli.store import wiki as wiki_store
from understory_cli.store.wiki import EntryData, EntryRow

LOCATOR = re.compile(r"(?<![\d.])\d+\.\d+(?:\.\d+)?(?![\d.])")
TWIST = ["Ozma of Oz", "I’m no Princess Ozma", "that is the Princess Ozma", "from Tip to Ozma",
         "The Marvelous Land of Oz: 2.23", "Princess Ozma of Oz"]


# -- nothing beyond the position, through any tool ------------------------------------------

PROBES = ["Ozma", "Tip is Ozma", "Princess Ozma of Oz", "Tip turned into a girl princess",
          "Mombi transformation Tip Ozma", "Ozma of Oz", "rightful ruler of the Emerald City", "Tip Ozma princess"]


def probe_everything(store, tools, at_chapter: int) -> list[str]:
    by_name = {t.name: t for t in tools}
    outputs = []

    def use(name, **arguments):
        tool = by_name[name]
        try:
            result = tool.function(tool.args.model_validate(arguments))
        except ToolError as exc:
            result = f"error: {exc}"
        outputs.append(result if isinstance(result, str) else json.dumps(result, ensure_ascii=False))

    wid = work_id(store)
    every_slug = {e.slug for e in __import__("understory_cli.store.wiki", fromlist=["entries"]).entries(store, wid)}
    every_point = [p.point_id for p in point_store.load_points(store, wid)]
    for query in PROBES:
        use("search_wiki", query=query, limit=20)
        use("search_knowledge_points", query=query, limit=20)
        use("search_chapter_titles", query=query, limit=20)
        for mode in ("lexical", "semantic", "hybrid", "auto"):
            use("search_original_text", query=query, mode=mode, limit=20)
    for slug in sorted(every_slug):
        use("get_wiki_entry", slug=slug)
    use("search_knowledge_points", ids=every_point, limit=20)
    use("get_content_summaries", scope="chapters")
    use("get_content_summaries", scope="chapters", start="2.20", end="3.5")
    use("get_content_summaries", scope="volumes")
    use("get_chapter_lists")
    for volume in (2, 3):
        use("get_chapter_lists", volume=volume)
    for chapter in ("2.22", "2.23", "2.24", "3.1"):
        use("get_full_chapter", chapter=chapter)
    use("get_full_chapter", chapter="2.22", from_paragraph=2)
    use("get_reading_settings")
    use("request_wiki_page", title="Rulers of Oz", kind="topic", point_ids=every_point[:3], brief="who rules")
    use("confirm_serious_spoiler", reason="Who Ozma is becomes clear later.")  # the reader says minimize
    return outputs


def hidden_strings(store, at_chapter: int) -> list[str]:
    """Text that exists only beyond the position: later paragraphs' openings, records, titles."""
    wid = work_id(store)
    visible_text = " ".join(p.text for p in books.story_paragraphs(store, wid) if p.chapter_no <= at_chapter)
    visible_text += " ".join(c.title for c in books.table_of_contents(store, wid) if (c.chapter_no or 0) <= at_chapter)
    hidden = set()
    for p in books.story_paragraphs(store, wid):
        if at_chapter < p.chapter_no <= at_chapter + 2 and len(p.text) > 60:
            hidden.add(p.text[:50])
    for point in point_store.load_points(store, wid):
        hidden |= {r.text[:50] for r in point.records if r.reveal_at > at_chapter}
        hidden |= {a.alias for a in point.aliases if a.reveal_at > at_chapter and len(a.alias) > 3}
    for c in books.table_of_contents(store, wid):
        if (c.chapter_no or 0) > at_chapter and len(c.title) > 8:
            hidden.add(c.title)
    hidden |= {v.title for v in books.volume_infos(store, wid) if v.chapters[0].chapter_no > at_chapter}
    return sorted(h for h in hidden if h not in visible_text)


@pytest.mark.corpus
@pytest.mark.parametrize("mode", ["auto", "strict"])
def test_no_tool_returns_anything_beyond_the_position(fresh, mode):
    store = fresh
    at = chapter_no(store, "2.22")
    session = open_session(store, "Who is Ozma?", work="oz", horizon=horizon_at(store, at="2.22", spoilers=mode, work="oz"),
                           on_spoiler=lambda request: "minimize", embedder=HashEmbedder())
    outputs = probe_everything(store, build_tools(session), at)
    assert not session.horizon.widened
    text = "\n".join(outputs)
    assert "Tip" in text and "Glinda" in text and "[2.22." in text  # the probes did find what is allowed
    chapter_of = session.library.index.chapter_no_of
    late = sorted({loc for loc in LOCATOR.findall(text) if chapter_of.get(loc, 0) > at})
    assert late == []
    for phrase in TWIST:
        assert phrase not in text
    leaks = [h for h in hidden_strings(store, at) if h in text]
    assert leaks == []


@pytest.mark.corpus
def test_strict_also_hides_what_is_marked_as_a_spoiler(fresh):
    strict = open_session(fresh, "q", work="oz", horizon=horizon_at(fresh, at="2.22", spoilers="strict", work="oz")).library
    auto_session = open_session(fresh, "q", work="oz", horizon=horizon_at(fresh, at="2.22", spoilers="auto", work="oz"))
    entry = EntryRow("test", "Test", 1, "person", "core", [], "model", "x", EntryData.model_validate({
        "summary": {"text": "plain fact", "cites": ["1.1.2"], "reveal_at": 1},
        "infobox": [{"label": "secret", "value": "tagged row", "reveal_at": 2, "spoiler": True}],
        "body": [{"heading": {"text": "H", "reveal_at": 1}, "spans": [
            {"text": "early", "cites": [], "reveal_at": 1, "spoiler": False},
            {"text": "tagged twist", "cites": [], "reveal_at": 3, "spoiler": True}]}],
        "related": [], "track": {"appearances": {}, "moments": []}, "title_is_spoiler": False}))
    strict_session = open_session(fresh, "q", work="oz", horizon=horizon_at(fresh, at="2.22", spoilers="strict", work="oz"))
    shown = json.dumps(strict.entry_view(entry, strict_session.horizon))
    assert "plain fact" in shown and "early" in shown and "tagged" not in shown
    assert "tagged twist" in json.dumps(auto_session.library.entry_view(entry, auto_session.horizon))
    entry.data.title_is_spoiler = True
    assert strict.entry_view(entry, strict_session.horizon) is None


# -- the spoiler choice ------------------------------------------------------------------

@pytest.mark.corpus
def test_full_answer_widens_the_tools_for_the_rest_of_the_run(fresh):
    asked = []

    def reader(request):
        asked.append(request)
        return "full"

    result, client = run(fresh, [
        reply(None, call("get_full_chapter", {"chapter": "2.23"})),
        reply(None, call("confirm_serious_spoiler", {"reason": "Who Ozma is is revealed after 2.22."})),
        reply(None, call("get_full_chapter", {"chapter": "2.23", "from_paragraph": 50})),
        submit("Tip himself is the lost Princess Ozma [2.23.56].", verified=[("Mombi says Tip is Ozma", ["2.23.56"])]),
    ], on_spoiler=reader)
    assert "beyond the reader's position" in tool_results(client.requests[1])[-1]
    assert asked[0].reason == "Who Ozma is is revealed after 2.22." and asked[0].position == "2.22"
    assert "FULL" in tool_results(client.requests[2])[-1]
    assert "that is the Princess Ozma" in tool_results(client.requests[3])[-1]
    assert result.kind == "answer" and result.spoiler_choice == "full" and result.notes == []
    assert [c.locator for c in result.citations] == ["2.23.56"] and "Princess Ozma" in result.citations[0].text
    assert result.verified_claims[0].locators == ["2.23.56"]


@pytest.mark.corpus
def test_minimize_injects_the_instruction_and_keeps_the_horizon(fresh):
    result, client = run(fresh, [
        reply(None, call("confirm_serious_spoiler", {"reason": "The full story of Ozma comes later."})),
        reply(None, call("get_full_chapter", {"chapter": "2.23"}), call("search_original_text", {"query": "Ozma"})),
        submit("Glinda is searching for the lost girl Ozma [2.20.58].", verified=[("Glinda seeks Ozma", ["2.20.58"])]),
    ], on_spoiler=lambda request: "minimize")
    instruction = tool_results(client.requests[1])[-1]
    assert "MINIMIZE" in instruction and "do not reveal" in instruction and "2.22" in instruction
    later = tool_results(client.requests[2])
    assert "beyond the reader's position" in later[-2]
    assert all(chapter_no_at(fresh, work_id(fresh), h["locator"]) <= chapter_no(fresh, "2.22")
               for h in json.loads(later[-1])["results"])
    assert result.kind == "answer" and result.spoiler_choice == "minimize"


@pytest.mark.corpus
def test_cancel_ends_the_run_with_a_clear_message(fresh):
    result, client = run(fresh, [
        reply(None, call("confirm_serious_spoiler", {"reason": "This is answered in later chapters."}),
              call("search_wiki", {"query": "Ozma"})),
    ], on_spoiler=lambda request: "cancel")  # the reader's own choice
    assert result.kind == "cancelled" and result.spoiler_choice == "cancel"
    assert "Cancelled" in result.text and "2.22" in result.text
    assert len(client.requests) == 1
    stored = conversation_store.last_conversation(fresh, work_id(fresh))
    assert [m.role for m in stored.messages] == ["user", "assistant"] and "Cancelled" in stored.messages[1].content


@pytest.mark.corpus
def test_a_model_asking_for_later_chapters_with_no_reader_to_choose_gives_the_extracts(fresh):
    """Issue 39: gemma3-270m's first reply asked for chapters beyond the position, and `ask
    --json` (no one to choose) ended cancelled with nothing: now the extracts up to it, saying why."""
    result, client = run(fresh, [
        reply(None, call("confirm_serious_spoiler", {"reason": "Ozma appears in later chapters."})),
    ], on_spoiler=lambda request: None)  # no reader there (the CLI's --json, a served reader who left)
    assert result.kind == "extracts" and LABEL in result.text and result.citations
    assert "a fuller answer would need chapters after 2.22" in result.text
    assert any("no reader was there to choose" in note for note in result.notes)
    assert all(chapter_no(fresh, c.locator.rsplit(".", 1)[0]) <= chapter_no(fresh, "2.22") for c in result.citations)
    assert len(client.requests) == 1  # nothing more asked of the model
    stored = conversation_store.last_conversation(fresh, work_id(fresh))
    assert LABEL in stored.messages[1].content
    none_given, _ = run(fresh, [reply(None, call("confirm_serious_spoiler", {"reason": "Later."}))], on_spoiler=None)
    assert none_given.kind == "extracts"


# -- citations and the fact-check ------------------------------------------------------------

@pytest.mark.corpus
def test_a_citation_beyond_the_position_is_sent_back_once_then_dropped(fresh):
    result, client = run(fresh, [
        reply(None, call("search_original_text", {"query": "Her name is Ozma Glinda"})),
        submit("Ozma is the lost princess [2.20.58], and Tip is Ozma [2.23.56] [9.99.1].",
               verified=[("Glinda names Ozma", ["2.20.58"])]),
        submit("Ozma is the lost princess [2.20.58], and Tip is Ozma [2.23.56].",
               verified=[("Glinda names Ozma", ["2.20.58"])]),
    ])
    sent_back = tool_results(client.requests[2])[-1]
    assert "submission rejected" in sent_back and "[2.23.56] beyond what the reader allowed" in sent_back
    assert "[9.99.1] not in the book" in sent_back
    assert "[2.23.56]" not in result.text and "[2.20.58]" in result.text
    assert result.notes and "2.23.56" in result.notes[0] and "Dropped" in result.notes[0]
    assert [c.locator for c in result.citations] == ["2.20.58"]


@pytest.mark.corpus
def test_fact_check_claims_must_rest_on_passages_read_in_this_run(fresh):
    result, client = run(fresh, [
        submit("Glinda is looking for Ozma [2.20.58]; Jack Pumpkinhead was made by Tip [2.1.5].",
               verified=[("Glinda looks for Ozma", ["2.20.58"]), ("Tip made Jack", ["2.1.5"])]),
        reply(None, call("get_full_chapter", {"chapter": "2.20", "from_paragraph": 50})),
        submit("Glinda is looking for Ozma [2.20.58]; Jack Pumpkinhead was made by Tip [2.1.5].",
               verified=[("Glinda looks for Ozma", ["2.20.58"]), ("Tip made Jack", ["2.1.5"])],
               unverified=["Jack is afraid of spoiling"]),
    ])
    sent_back = tool_results(client.requests[1])[-1]
    assert "cite no passage you read" in sent_back and "Tip made Jack" in sent_back
    assert [c.claim for c in result.verified_claims] == ["Glinda looks for Ozma"]
    assert result.unverified_claims == ["Jack is afraid of spoiling", "Tip made Jack"]
    assert any("could not be checked" in n for n in result.notes)


@pytest.mark.corpus
def test_an_answer_with_citations_must_say_what_was_checked(fresh):
    result, client = run(fresh, [
        reply(None, call("search_original_text", {"query": "Her name is Ozma"})),
        submit("Ozma is the girl Glinda seeks [2.20.58]."),
        submit("Ozma is the girl Glinda seeks [2.20.58].", verified=[("Glinda seeks Ozma", ["2.20.58"])]),
    ])
    assert "fact-check the key claims" in tool_results(client.requests[2])[-1]
    assert result.verified_claims[0].claim == "Glinda seeks Ozma" and result.notes == []


@pytest.mark.corpus
def test_i_cannot_tell_is_a_valid_answer(fresh):
    result, _ = run(fresh, [submit("I can't tell from the book so far.")], question="What is Tip's favourite food?")
    assert result.kind == "answer" and result.citations == [] and result.input_tokens == 900
    assert result.cost == pytest.approx((600 * 1.0 + 300 * 1.0 + 60 * 4.0) / 1e6)


# -- settings, wiki requests and conversations -------------------------------------------------

@pytest.mark.corpus
def test_settings_change_by_conversation_and_undo(fresh):
    wid = work_id(fresh)
    result, client = run(fresh, [
        reply(None, call("update_reading_settings", {"changes": {"font_size": 99}})),
        reply(None, call("update_reading_settings", {"changes": {"font_size": 24, "theme": "dark"}})),
        submit("Done: the font is bigger and the theme is dark."),
    ], question="Make the font bigger and use a dark theme")
    assert "font_size" in tool_results(client.requests[1])[-1] and "error" in tool_results(client.requests[1])[-1]
    changed = json.loads(tool_results(client.requests[2])[-1])["changed"]
    assert {(c["setting"], c["before"], c["after"]) for c in changed} == {("font_size", None, 24), ("theme", None, "dark")}
    assert {(c.key, c.after) for c in result.settings_changes} == {("font_size", 24), ("theme", "dark")}
    assert reading_settings(fresh, wid).font_size == 24
    undone = undo_reading_settings(fresh, wid)
    assert {(c.key, c.before, c.after) for c in undone} == {("font_size", 24, None), ("theme", "dark", None)}
    assert reading_settings(fresh, wid).font_size == 18 and reading_settings(fresh, wid).theme == "light"


@pytest.mark.corpus
def test_a_page_request_is_stored_for_compose_wiki(fresh):
    wid = work_id(fresh)
    visible = [p for p in point_store.load_points(fresh, wid) if p.reveal_at <= chapter_no(fresh, "2.22")]
    ids = [p.point_id for p in visible if p.name == "Scarecrow" or "Jinjur" in p.name]
    hidden = next(p.point_id for p in point_store.load_points(fresh, wid) if p.reveal_at > chapter_no(fresh, "3.1"))
    result, client = run(fresh, [
        reply(None, call("request_wiki_page", {"title": "Rulers of the Emerald City", "kind": "topic",
                                               "point_ids": [*ids, hidden], "brief": "who ruled, in order"})),
        reply(None, call("request_wiki_page", {"title": "Rulers of the Emerald City", "kind": "topic",
                                               "point_ids": ids, "brief": "who ruled the city, in order"})),
        submit("I asked for a topic page about the rulers of the Emerald City."),
    ], question="Make a topic page about the rulers of the Emerald City")
    assert "unknown point id" in tool_results(client.requests[1])[-1]
    [pending] = request_store.pending_requests(fresh, wid)
    assert (pending.kind, pending.title, pending.point_ids, pending.status) == (
        "topic", "Rulers of the Emerald City", sorted(ids), "pending")
    assert [r.request_id for r in result.requests] == [pending.request_id]
    again = request_store.add_request(fresh, wid, "topic", "rulers of the emerald city", [ids[0]], "brief 2")
    assert again.request_id == pending.request_id and request_store.pending_requests(fresh, wid)[0].brief == "brief 2"
    request_store.mark_request_written(fresh, wid, pending.request_id, "rulers-of-the-emerald-city")
    assert request_store.pending_requests(fresh, wid) == []


@pytest.mark.corpus
def test_a_conversation_continues_with_its_earlier_turns(fresh):
    first, _ = run(fresh, [submit("Tip is a boy who lives with Mombi.")], question="Who is Tip?")
    second, client = run(fresh, [submit("He made Jack Pumpkinhead.")], question="What did he make?",
                         continue_last=True)
    assert second.conversation_id == first.conversation_id
    sent = [(m["role"], m["content"]) for m in client.requests[0].messages]
    assert ("user", "Who is Tip?") in sent and ("assistant", "Tip is a boy who lives with Mombi.") in sent
    assert sent[-1][0] == "user" and sent[-1][1].endswith("Question: What did he make?")
    stored = conversation_store.last_conversation(fresh, work_id(fresh))
    assert [m.content for m in stored.messages][::2] == ["Who is Tip?", "What did he make?"]
    # An answer given with the full book in view stays out of a later, narrower conversation turn.
    run(fresh, [reply(None, call("confirm_serious_spoiler", {"reason": "later"})), submit("A full answer.")],
        question="Tell me everything", continue_last=True, on_spoiler=lambda r: "full")
    _, client = run(fresh, [submit("ok")], question="And now?", continue_last=True)
    contents = [m["content"] for m in client.requests[0].messages]
    assert "A full answer." not in contents and any("left out" in (c or "") for c in contents)


@pytest.mark.corpus
def test_first_message_has_the_toc_wiki_index_and_position_within_the_horizon(fresh):
    _, client = run(fresh, [submit("ok")])
    context = client.requests[0].messages[1]["content"]
    assert "finished chapter 2.22" in context and "2.22 The Transformation of Old Mombi" in context
    assert "2 more chapters not read yet" in context and "Volume 3: (not read yet)" in context
    assert "tip: Tip" in context and "Ozma of Oz" not in context and "Princess Ozma of Oz" not in context
    assert client.requests[0].tool_names[-1] == "submit_answer" and len(client.requests[0].tool_names) == 13


@pytest.mark.corpus
def test_progress_events_and_no_position_is_a_clear_error(fresh):
    events = []
    run(fresh, [reply(None, call("search_wiki", {"query": "Tip"})), submit("ok")], progress=events.append)
    assert events[0].kind == "start" and "2.22" in events[0].message
    tools = [e for e in events if e.kind == "tool"]
    # the passages given with the question are searched first, in view; then the agent's own calls
    assert [e.tool.name for e in tools] == ["search_original_text", "search_wiki"] and tools[1].tool.seconds >= 0
    from understory_cli.errors import UnderstoryError

    with pytest.raises(UnderstoryError, match="--at 2.22"):
        ask(fresh, "Who is Tip?", horizon=horizon_at(fresh, work="oz"), config=CONFIG, client=ScriptedClient([]), work="oz")


def test_without_a_wiki_the_agent_is_told_to_use_points_and_text(sample_store):
    analyze_extractive(sample_store)
    session = open_session(sample_store, "q", horizon=horizon_at(sample_store, at="2.4"))
    by_name = {t.name: t for t in build_tools(session)}
    found = by_name["search_wiki"].function(by_name["search_wiki"].args(query="Wren"))
    assert found["results"] == [] and "no wiki yet" in found["note"]
    points = by_name["search_knowledge_points"].function(by_name["search_knowledge_points"].args(query="Wren"))
    assert points["results"][0]["name"] == "Wren"


# -- strict mode: names learned after the title -------------------------------------------------

def point_named(store, name):
    return next(p for p in point_store.load_points(store, work_id(store)) if p.name == name)


@pytest.mark.corpus
def test_strict_hides_names_learned_after_the_title(fresh):
    """Ozma's entry and point are titled at 2.20; "Princess Ozma" is learned at 2.22 (and
    "Queen Jinjur" after "Jinjur"): auto shows them at 2.22, strict never does — the site's rule."""
    ozma = point_named(fresh, "Ozma")
    assert any(a.alias == "Princess Ozma" and a.reveal_at > ozma.reveal_at for a in ozma.aliases)
    jinjur_slug = next(e.slug for e in wiki_store.entries(fresh, work_id(fresh)) if "Jinjur" in e.title)
    shown = {}
    for mode in ("auto", "strict"):
        session = open_session(fresh, "q", work="oz", horizon=horizon_at(fresh, at="2.22", spoilers=mode, work="oz"), embedder=HashEmbedder())
        by_name = {t.name: t for t in build_tools(session)}
        entry = by_name["get_wiki_entry"].function(by_name["get_wiki_entry"].args(slug="ozma"))
        jinjur = by_name["get_wiki_entry"].function(by_name["get_wiki_entry"].args(slug=jinjur_slug))
        points = by_name["search_knowledge_points"].function(by_name["search_knowledge_points"].args(ids=[ozma.point_id]))
        found = by_name["search_knowledge_points"].function(by_name["search_knowledge_points"].args(query="Princess Ozma"))
        shown[mode] = {"entry": {r["value"] for r in entry["infobox"]}, "jinjur": {r["value"] for r in jinjur["infobox"]},
                       "point": set(points["results"][0]["aliases"]), "found": json.dumps(found)}
    assert "Princess Ozma" in shown["auto"]["entry"] and "Princess Ozma" in shown["auto"]["point"]
    assert "Queen Jinjur" in shown["auto"]["jinjur"] and "Princess Ozma" in shown["auto"]["found"]
    assert "Princess Ozma" not in shown["strict"]["entry"] | shown["strict"]["point"]
    assert "Queen Jinjur" not in shown["strict"]["jinjur"] and "Princess Ozma" not in shown["strict"]["found"]
    # a model-written "also known as" row gated after the title is a late name too
    strict = open_session(fresh, "q", work="oz", horizon=horizon_at(fresh, at="2.22", spoilers="strict", work="oz"))
    entry = EntryRow("test", "Test", 1, "person", "core", [], "model", "x", EntryData.model_validate({
        "infobox": [{"label": "Also known as", "value": "the Masked One", "reveal_at": 3},
                    {"label": "home", "value": "the Gillikin Country", "reveal_at": 3}],
        "body": [], "related": [], "track": {}}))
    rows = {r["value"] for r in strict.library.entry_view(entry, strict.horizon)["infobox"]}
    assert rows == {"the Gillikin Country"}
    # a full answer shows them again
    strict.horizon.widened = True
    assert {r["value"] for r in strict.library.entry_view(entry, strict.horizon)["infobox"]} == {
        "the Masked One", "the Gillikin Country"}


# -- conversations remember the view each answer was given under ------------------------------

@pytest.mark.corpus
def test_an_answer_given_in_auto_is_left_out_of_a_later_strict_question(fresh):
    run(fresh, [submit("Glinda calls her Princess Ozma.")], question="Who is Ozma?", spoilers="auto")
    _, client = run(fresh, [submit("strict answer")], question="And Tip?", spoilers="strict", continue_last=True)
    contents = [m["content"] for m in client.requests[0].messages]
    assert "Glinda calls her Princess Ozma." not in contents and any("left out" in (c or "") for c in contents)
    stored = conversation_store.last_conversation(fresh, work_id(fresh))
    assert [(m.mode, m.horizon) for m in stored.messages[1::2]] == [("auto", chapter_no(fresh, "2.22")),
                                                                    ("strict", chapter_no(fresh, "2.22"))]
    # a strict answer is no wider than a later auto view, nor than a strict one at a later position
    _, client = run(fresh, [submit("ok")], question="More?", spoilers="auto", at="2.22", continue_last=True)
    contents = [m["content"] for m in client.requests[0].messages]
    assert "strict answer" in contents and "Glinda calls her Princess Ozma." in contents
    _, client = run(fresh, [submit("ok")], question="Still?", spoilers="strict", at="2.24", continue_last=True)
    contents = [m["content"] for m in client.requests[0].messages]
    assert "strict answer" in contents and "Glinda calls her Princess Ozma." not in contents
    # an answer saved before modes were recorded counts as not strict
    conversation_store.add_messages(fresh, stored.conversation_id, [("user", "old q", None, None),
                                                                    ("assistant", "old answer", 1, {})])
    _, client = run(fresh, [submit("ok")], question="Last?", spoilers="strict", continue_last=True)
    assert "old answer" not in [m["content"] for m in client.requests[0].messages]



"""The volume agent's starting list from the no-model name finder, and the analyze token economy."""

from __future__ import annotations

import json

import pytest

from support.fake_reader import FakeReader
from test_analyze import SAMPLE_CAST, model_config
from understory_cli.analyze import run as run_analysis
from understory_cli.retrieval.snippets import snippet as window
from understory_cli.analyze import seed as seeding
from understory_cli.analyze.session import tool_specs
from understory_cli.analyze.text import is_verse, render
from understory_cli.extractive.types import Alias, NameEntity
from understory_cli.llm.scripted import ScriptedClient, call, reply
from understory_cli.store import books

HEADING = "# Names in this volume, found without a model"


def first_prompts(client: ScriptedClient) -> dict[str, str]:
    """unit -> the user prompt of its first request."""
    out = {}
    for r in client.requests:
        out.setdefault(r.unit, r.messages[1]["content"])
    return out


def seed_lines(prompt: str) -> list[str]:
    if HEADING not in prompt:
        return []
    block = prompt.split(HEADING, 1)[1].split("\n# ", 1)[0]
    return [line for line in block.splitlines() if line.startswith("- ")]


def entity(*forms: tuple[str, str, int, str | None], kind: str = "person") -> NameEntity:
    """A finder result: forms as (name, first locator, first chapter, linked locator)."""
    aliases = [Alias(name, loc, chapter, 3, linked) for name, loc, chapter, linked in forms]
    return NameEntity(forms[0][0], kind, aliases, 9, {forms[0][2]: 9}, forms[0][1], forms[0][1], [1, 2], 1.0)


@pytest.fixture
def finder(monkeypatch):
    """Replace the name finder with a scripted one (and forget cached candidates)."""
    monkeypatch.setattr(seeding, "_cache", {})
    found: list[NameEntity] = []
    calls = []

    def find_characters(paragraphs, language=None):
        calls.append(len(list(paragraphs)))
        return found

    monkeypatch.setattr(seeding, "find_characters", find_characters)
    return found, calls


def test_the_first_request_of_volume_one_carries_the_seed(sample_store, monkeypatch):
    monkeypatch.setattr(seeding, "_cache", {})
    client = ScriptedClient(FakeReader(SAMPLE_CAST), store=sample_store)
    run_analysis(sample_store, client, model_config(), mode="fast")
    prompts = first_prompts(client)
    one = seed_lines(prompts["volume 1"])
    assert any(line.startswith("- Wren person ") and line.endswith(" new") for line in one), one
    assert any("Grey Pilot" in line for line in one)
    # the Grey Pilot is unmasked as Captain Orrin Vale at 2.5.8: no volume 1 line links them
    assert not any("Grey Pilot" in line and ("Orrin" in line or "Vale" in line) for line in one), one
    two = seed_lines(prompts["volume 2"])
    assert two and not any(line.startswith("- Wren") and line.endswith(" new") for line in two)
    assert any(line.startswith("- Wren") and " = #" in line for line in two)  # volume 1 made Wren a point
    # the list sits between the index and the text, in the request that never changes in the volume
    prompt = prompts["volume 1"]
    assert prompt.index("# Knowledge points so far") < prompt.index(HEADING) < prompt.index("# Volume 1")


def test_switching_the_seed_off_removes_it(sample_store, finder):
    _, calls = finder
    client = ScriptedClient(FakeReader(SAMPLE_CAST), store=sample_store)
    run_analysis(sample_store, client, model_config().model_copy(update={"seed_candidates": False}), mode="fast")
    assert client.requests and all(HEADING not in r.messages[1]["content"] for r in client.requests)
    assert calls == []  # the finder does not even run


def test_a_link_is_listed_only_from_the_volume_whose_text_shows_it(sample_store, finder, monkeypatch):
    """Merged by the finder's statistics, the Grey Pilot and Captain Orrin Vale are two lines in
    volume 1 and one only in volume 2, where 2.5.8 names both; a form tied by a statement in
    volume 2 (here Old Tamsin, stated at 2.3.10) stays apart in volume 1 even where the two
    names share a paragraph."""
    found, calls = finder
    monkeypatch.setattr(seeding, "SEED_MIN", 1)  # Captain Orrin Vale is named only twice in volume 1
    found += [entity(("Grey Pilot", "1.4.1", 4, None), ("Captain Orrin Vale", "1.1.8", 1, None)),
              entity(("Wren", "1.1.3", 1, None), ("Old Tamsin", "1.1.5", 1, "2.3.10"))]
    client = ScriptedClient(FakeReader(SAMPLE_CAST), store=sample_store)
    run_analysis(sample_store, client, model_config(), mode="fast")
    assert len(calls) == 1  # once per run, not once per volume
    prompts = first_prompts(client)
    one, two = seed_lines(prompts["volume 1"]), seed_lines(prompts["volume 2"])
    assert any(line.startswith("- Grey Pilot person ") for line in one)
    assert any(line.startswith("- Captain Orrin Vale person ") for line in one)
    assert not any("Grey Pilot" in line and "Orrin" in line for line in one), one
    assert not any("Wren" in line and "Tamsin" in line for line in one), one
    assert any("Grey Pilot" in line and "Captain Orrin Vale" in line for line in two), two
    assert any("Wren" in line and "Old Tamsin" in line for line in two), two


def test_a_name_first_met_later_is_not_listed(sample_store, finder):
    found, _ = finder
    found.append(entity(("Grey Pilot", "1.4.1", 4, None), ("Orrin Vale", "2.5.8", 11, None)))
    work = books.resolve_work(sample_store, None)
    seeds = seeding.work_seeds(sample_store, work)
    one, two = books.volume_infos(sample_store, work.work_id)
    assert [c.names for c in seeds.for_volume(one)] == [("Grey Pilot",)]
    # 2.5.8 ("...the face of Captain Orrin Vale") is in volume 2: there the link may show
    [line] = seeds.for_volume(two)
    assert set(line.names) == {"Grey Pilot", "Orrin Vale"} and not line.new


# -- token economy ------------------------------------------------------------------

def test_cjk_verse_is_recognised_and_prose_is_not():
    assert is_verse("八百流沙界，三千弱水深。鹅毛飘不起，芦花定底沉。")
    assert is_verse("项下骷髅悬九个，手持宝杖甚峥嵘。")
    assert not is_verse("迟三二日，又去设法偷桃，尽他享用。")
    assert not is_verse("大圣道：“吾奉玉帝点差，代管蟠桃园，今来查勘也。”")  # dialogue
    assert not is_verse("Tick, tock, tick, tock.")  # only unspaced scripts


def test_fast_skim_leaves_verse_out_and_marks_it():
    from understory_cli.store.books import StoryParagraph

    prose = "那怪一个旋风，奔上岸来，径抢唐僧。慌得行者把师父抱住，急登高岸，回身走脱。那八戒放下担子，掣出钉钯，望妖精便筑。"
    verse = "八百流沙界，三千弱水深。鹅毛飘不起，芦花定底沉。"
    texts = ["第二十二回　八戒大战流沙河", prose, prose + "一", verse, verse, "且听下回分解。"]  # 1-3 and the last are kept
    paras = [StoryParagraph(f"3.2.{i + 1}", 22, 3, "p", t) for i, t in enumerate(texts)]
    skimmed = render(paras, skim=True)["3.2"]
    assert "[3.2.4–3.2.5 verse omitted]" in skimmed and verse not in skimmed
    assert render(paras, skim=False)["3.2"].count(verse) == 2


def test_a_search_snippet_shows_the_match_not_just_the_start():
    text = "Once upon a time. " * 40 + "The Grey Pilot lowered his hood. " + "More follows. " * 40
    snippet = window(text, "grey pilot", 30)
    assert "Grey Pilot lowered his hood" in snippet and snippet.startswith("…") and snippet.endswith("…")
    assert window("short", "x", 30) == "short"
    assert "三藏在马上" in window("话说唐僧师徒三众，" * 30 + "三藏在马上忙呼道：徒弟。" + "光阴迅速，" * 30, "三藏", 30)


def test_point_histories_come_back_as_lines_not_json(sample_store):
    def respond(request):
        rounds = sum(1 for m in request.messages if m["role"] == "assistant")
        if rounds == 1 and "Volume 2" in request.messages[1]["content"]:
            return reply(None, call("get_knowledge_points", {"query": "Wren"}))
        return FakeReader({"Wren": []}, extra_rounds=1)(request)

    client = ScriptedClient(respond, store=sample_store)
    run_analysis(sample_store, client, model_config(), mode="fast")
    answer = next(m["content"] for r in client.requests for m in r.messages
                  if m["role"] == "tool" and m["content"].startswith("#"))
    assert answer.splitlines()[0].startswith("#1 Wren (character)") and "\nv1: " in answer
    with pytest.raises(json.JSONDecodeError):
        json.loads(answer)


def test_optional_fields_cost_no_any_of_and_still_take_null(sample_store):
    specs = json.dumps(tool_specs())
    assert "anyOf" not in specs
    client = ScriptedClient([
        reply(None, call("create_knowledge_points", {"points": [{"name": "Wren", "kind": "character", "record": {
            "text": "An apprentice.", "evidence": ["1.1.3"], "note": None, "spoiler_from": None}}]})),
        *[reply(None, call("submit_volume_summary", {"volume_summary": "v", "chapters": [
            {"chapter": c, "summary": "s", "glance": "g"} for c in ["1.1", "1.2", "1.3", "1.4", "1.5", "1.6"]]}))]],
        store=sample_store)
    run_analysis(sample_store, client, model_config(), mode="fast", only=(1, 1))
    assert "created" in client.requests[1].messages[-1]["content"]


@pytest.mark.corpus
def test_the_index_rows_do_not_change_with_every_volume(oz_store, tmp_path, monkeypatch):
    """Dorothy has records in every volume, but a row says only where its point began: each
    volume's index is the one before it plus the points that volume created, row for row, so the
    prompt prefix stays cacheable (until a point gains a name, which this reader never gives)."""
    from conftest import store_copy
    from test_analyze import OZ_CAST
    from understory_cli.store import points as point_store

    monkeypatch.setattr(seeding, "_cache", {})
    store = store_copy(oz_store, tmp_path)
    client = ScriptedClient(FakeReader(OZ_CAST), store=store)
    run_analysis(store, client, model_config(), work="oz", mode="fast")
    prompts = first_prompts(client)
    rows = [[line for line in prompts[f"volume {v}"].split("\n\n", 1)[0].splitlines() if line[:1].isdigit()]
            for v in range(1, 6)]
    assert rows[0] == [] and rows[1][0] == "1 | Dorothy | character |  | 1"
    for before, after in zip(rows[1:], rows[2:]):
        assert after[:len(before)] == before
    assert rows[-1] != rows[1]  # later volumes did add points
    work_id = books.resolve_work(store, "oz").work_id
    dorothy = next(p for p in point_store.load_points(store, work_id) if p.name == "Dorothy")
    assert {r.volume_no for r in dorothy.records} == {1, 2, 3, 4, 5}  # ... while her history grew

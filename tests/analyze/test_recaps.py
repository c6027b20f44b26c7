"""The story so far written by the model at analyze (issue 38, analyze/recaps.py), on Oz with
the no-model analysis and a scripted model that retells the summaries it is shown: a recap per
chapter end and volume end, priced in the estimate, kept as written (an interrupted run goes
on where it stopped), refused when it names someone first met later (the condensed summaries
stand there), and used by `understory recap`."""

from __future__ import annotations

import json
import re

import pytest
from conftest import chapter_no_at, store_copy
from support.unmet import later_names, said
from typer.testing import CliRunner

from understory_cli.analyze.estimate import estimate
from understory_cli.analyze.recaps import refusal, write_recaps
from understory_cli.cli import app
from understory_cli.config import Config
from understory_cli.llm.scripted import Request, ScriptedClient, reply
from understory_cli.recap import recap_parts, recap_units, sentences, story_so_far
from understory_cli.store import books
from understory_cli.store import recaps as recap_store

pytestmark = pytest.mark.corpus
LIAR_AT = "2.5"  # where the scripted model names the hen of volume 3
CONFIG = Config.model_validate({"provider": "openai", "models": {"main": {
    "base_url": "http://127.0.0.1:9/v1", "model": "scripted", "api_key_env": None}}, "time_budget_s": 3600})


def retelling(request: Request):
    """A model that retells: the last sentence of the story before, then the new summary's first
    two; at LIAR_AT it adds a character of volume 3."""
    prompt = request.messages[-1]["content"]
    before = re.search(r"before chapter [\d.]+:\n(.*?)\n\n", prompt, re.S)
    new = re.search(r"(?:What happens in chapter [\d.]+[^\n]*|The volume's summary):\n(.*?)\n\n", prompt, re.S)
    assert new, prompt
    told = [*sentences(before.group(1))[-1:], *sentences(new.group(1))[:2]] if before and "(nothing yet" not in \
        before.group(1) else sentences(new.group(1))[:2]
    liar = request.unit == f"recap {LIAR_AT}"
    return reply(("Billina the yellow hen clucks beside them. " if liar else "") + " ".join(told))


def interrupted_after(calls: int):
    seen = []

    def script(request: Request):
        seen.append(request)
        if len(seen) == calls:
            raise KeyboardInterrupt
        return retelling(request)
    return script


def test_recaps_are_written_once_priced_resumed_checked_and_told_at_2_22(oz_extractive, tmp_path):
    store = store_copy(oz_extractive, tmp_path)
    work = books.find_work(store, "oz")
    units = recap_units(store, work.work_id)
    volumes = books.volume_infos(store, work.work_id)
    assert len(units) == sum(len(v.chapters) + 1 for v in volumes)  # every chapter's end and every volume's
    before = estimate(store, CONFIG, work="oz")
    assert before.volumes == [] and before.recaps.calls == len(units)  # analyzed: only the recaps are due
    assert before.input_tokens == before.recaps.input_tokens > 100 * len(units) and before.output_tokens > 0

    with pytest.raises(KeyboardInterrupt):  # stopped at the 10th call: the 9 written are kept
        write_recaps(store, ScriptedClient(interrupted_after(10)), CONFIG, work)
    first = recap_store.recaps(store, work.work_id)
    assert sorted(first) == sorted((u.volume_no, u.locator) for u in units[:9])

    client = ScriptedClient(retelling)  # no ledger: a write each call is most of the time
    result = write_recaps(store, client, CONFIG, work)
    asked = [r.unit for r in client.requests]
    assert asked[0] == f"recap {units[9].locator}" and asked.count(f"recap {LIAR_AT}") == 2  # asked again, once
    assert result.due == len(units) - 9 and result.kept == result.due - 1, result.refused
    [refused] = result.refused
    assert refused.startswith(f"{LIAR_AT}: names Billina")
    stored = recap_store.recaps(store, work.work_id)
    assert all(stored[key] == row for key, row in first.items())  # not written again
    assert stored[(2, LIAR_AT)].status == "refused" and not stored[(2, LIAR_AT)].text
    again = ScriptedClient([], store=store)  # nothing due: not one call
    assert write_recaps(store, again, CONFIG, work).due == 0 and not again.requests
    assert estimate(store, CONFIG, work="oz").recaps.calls == 0

    at = chapter_no_at(store, work.work_id, "2.22")
    unseen = later_names(store, work.work_id, at)
    assert {"Tiktok", "Billina"} <= unseen  # the test can fail
    parts = story_so_far(recap_parts(store, work.work_id), at)
    assert [(p.kind, p.volume_no, p.locator, p.by_model) for p in parts] == [
        ("volume", 1, None, True), ("so_far", 2, "2.22", True)]  # every finished volume, then this one so far
    assert not [n for n in unseen if said(n, " ".join(p.text for p in parts))]
    liar = chapter_no_at(store, work.work_id, LIAR_AT)  # where the model's recap was refused, the summary stands
    assert [(p.kind, p.locator, p.by_model) for p in story_so_far(recap_parts(store, work.work_id), liar)] == [
        ("volume", None, True), ("so_far", "2.4", True), ("chapter", LIAR_AT, False)]
    store.close()

    printed = CliRunner().invoke(app, ["recap", "--at", "2.22", "--json", "--db", str(store.path)])
    assert printed.exit_code == 0, printed.output
    assert [(p["kind"], p["chapter"]) for p in json.loads(printed.stdout)["parts"]] == [("volume", None),
                                                                                         ("so_far", "2.22")]


def test_a_recap_told_from_summaries_since_changed_or_naming_a_later_name_is_not_used(oz_extractive, tmp_path):
    store = store_copy(oz_extractive, tmp_path)
    work = books.find_work(store, "oz")
    [first, second] = recap_units(store, work.work_id)[:2]
    for unit, text in ((first, "Dorothy lives in Kansas with Billina."), (second, "Dorothy and Toto fly away.")):
        recap_store.write_recap(store, work.work_id, recap_store.RecapRow(unit.volume_no, unit.locator, "stale"
                                if unit is second else unit.inputs_hash, "kept", text, "scripted", None))
    # the first names a hen met in volume 3 (checked again on reading); the second's summaries changed since
    kinds = {(p.kind, p.locator) for p in recap_parts(store, work.work_id)}
    assert ("so_far", first.locator) not in kinds and ("so_far", second.locator) not in kinds
    assert write_recaps(store, ScriptedClient([], store=store), CONFIG, work, seconds=0.5).not_asked > 0
    echo = "What happens in chapter 1.1: Dorothy lived in the midst of the great Kansas prairies."
    assert refusal(echo, first, echo, {}) == "echoes the prompt"
    assert refusal("Dorothy lived on the prairies.", first, "Dorothy lived in the midst of the prairies.", {}) is None


def test_a_server_too_small_to_write_prose_is_asked_no_recap(oz_extractive, tmp_path):
    """`models check` found a server that makes no tool call (gemma3-270m): it gets the narrow
    tasks only (issue 39), no recap is asked nor priced, and the condensed summaries stand."""
    from understory_cli.analyze import _recaps
    from understory_cli.analyze.result import AnalyzeResult
    from understory_cli.store.capabilities import save_capabilities

    store = store_copy(oz_extractive, tmp_path)
    main = CONFIG.model_for("main")
    assert estimate(store, CONFIG, work="oz").recaps.calls > 0  # the test can fail
    save_capabilities(store, main.base_url, main.model, {"auto_tools": False, "json_schema": True})
    assert estimate(store, CONFIG, work="oz").recaps.calls == 0
    client, result = ScriptedClient(retelling), AnalyzeResult()
    _recaps(store, client, CONFIG, result, work="oz", only=None, force=False, progress=None)
    assert not client.requests and result.recaps is not None and "no recaps asked" in result.recaps.stopped
    assert not recap_store.recaps(store, books.find_work(store, "oz").work_id)
    store.close()

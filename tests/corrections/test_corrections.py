"""The reader's corrections (`understory fix`) on the sample book: each kind survives a forced
re-analysis (extractive and the scripted model), compose-wiki and build-site; an exported file
imported into a fresh store of the same books gives the same entries."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from conftest import SAMPLE, chapter_no_at, store_copy
from support.fake_reader import FakeReader
from support.fake_writer import Writer, config as writer_config
from support.sitekit import search_index
from understory_cli.analyze import run as run_analysis
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.cli import app
from understory_cli.config import Config
from understory_cli.corrections import correct, corrected, from_yaml, import_corrections, to_yaml
from understory_cli.errors import BadInputError, NotFoundError
from understory_cli.ingest import ingest
from understory_cli.llm.scripted import ScriptedClient
from understory_cli.static_site import build_site
from understory_cli.store import books, open_store
from understory_cli.store import wiki as wiki_store
from understory_cli.store.corrections import corrections
from understory_cli.wiki.compose import compose
from understory_cli.wiki.extractive import compose_extractive

EVERY_KIND = [("merge", "Captain Orrin Vale", "Grey Pilot"), ("split", "Old Tamsin", "Keeper"),
              ("rename", "Wren", "Wren of Saltmarsh"), ("kind", "Marigold", "thing"), ("hide", "Teeth", None),
              ("alias", "Gull Rock", "the lighthouse"), ("unalias", "Harbour Board", "Board")]


def names(entry) -> dict[str, int]:
    return {n.name: n.reveal_at for n in entry.data.names}


def by_title(store) -> dict:
    return {e.title: e for e in wiki_store.entries(store, books.resolve_work(store, None).work_id)}


def correct_all(store, items) -> None:
    work_id = books.resolve_work(store, None).work_id
    for action, subject, value in items:
        correct(store, work_id, action, subject, value)


@pytest.fixture(scope="module")
def corrected_sample(tmp_path_factory):
    """The sample book with every kind of correction, made before a forced re-analysis, composed."""
    store = open_store(tmp_path_factory.mktemp("corrected") / "sample.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    analyze_extractive(store)
    correct_all(store, EVERY_KIND)
    analyze_extractive(store, force=True)  # new point ids: the corrections find their names again
    compose_extractive(store)
    return store


def test_every_kind_survives_a_forced_analysis_compose_and_build(corrected_sample, tmp_path):
    work_id = books.resolve_work(corrected_sample, None).work_id
    unmasked = chapter_no_at(corrected_sample, work_id, "2.5")
    entries = by_title(corrected_sample)
    vale = entries["Captain Orrin Vale"]
    assert "Grey Pilot" not in entries and names(vale)["Grey Pilot"] >= unmasked  # tied in the text at 2.5.8
    assert "Keeper" in entries and "Keeper" not in names(entries["Old Tamsin"])
    assert "Wren" not in entries and "Wren" in names(entries["Wren of Saltmarsh"])
    assert entries["Marigold"].category == "thing"
    assert "Teeth" not in entries and not any("Teeth" in names(e) for e in entries.values())
    assert "the lighthouse" in names(entries["Gull Rock"])
    assert "Board" not in names(entries["Harbour Board"])

    out = tmp_path / "site"
    build_site(corrected_sample, out)
    shown = {e["title"]: {n[0] for n in e["names"]} for e in search_index(out)["entries"]}
    assert "Grey Pilot" in shown["Captain Orrin Vale"] and "Grey Pilot" not in shown
    assert "Teeth" not in shown and "Keeper" in shown and "Wren of Saltmarsh" in shown
    before = {e["title"]: {n[0] for n in e["names"]} for e in search_index(out, unmasked - 1)["entries"]}
    assert "Grey Pilot" not in before.get("Captain Orrin Vale", set())  # nobody learns the twist early
    assert not (out / "entries" / "teeth.html").exists() and not (out / "entries" / "grey-pilot.html").exists()


def test_corrections_survive_the_model_path(sample_store):
    cast = {"Wren": [], "Old Tamsin": ["Tamsin Hale"], "Grey Pilot": [], "Tidewardens": []}
    reader_config = Config.model_validate({"provider": "openai", "models": {"main": {
        "base_url": "http://127.0.0.1:9/v1", "model": "scripted", "api_key_env": None, "context_tokens": 128000}}})
    run_analysis(sample_store, ScriptedClient(FakeReader(cast), store=sample_store), reader_config, mode="fast")
    correct_all(sample_store, [("merge", "Old Tamsin", "Wren"), ("rename", "Grey Pilot", "The Pilot"),
                               ("kind", "Tidewardens", "group")])
    run_analysis(sample_store, ScriptedClient(FakeReader(cast), store=sample_store), reader_config, mode="fast",
                 force=True)
    compose(sample_store, writer_config(), ScriptedClient(Writer(), store=sample_store))
    entries = by_title(sample_store)
    assert "Wren" not in entries and "Wren" in names(entries["Old Tamsin"])
    assert "Grey Pilot" not in entries and "Grey Pilot" in names(entries["The Pilot"])
    table = corrected(sample_store, books.resolve_work(sample_store, None).work_id)
    assert table.unmatched == [] and next(p.kind for p in table.points if p.name == "Tidewardens") == "group"


def test_an_imported_file_gives_the_same_entries_and_reports_what_matches_nothing(corrected_sample, tmp_path):
    work_id = books.resolve_work(corrected_sample, None).work_id
    text = to_yaml(corrections(corrected_sample, work_id)) + "- hide: Nobody In The Book\n"

    fresh = open_store(tmp_path / "fresh.duckdb")
    ingest(fresh, [SAMPLE / "vol1", SAMPLE / "vol2"])
    analyze_extractive(fresh)
    added, unmatched = import_corrections(fresh, books.resolve_work(fresh, None).work_id, from_yaml(text, "c.yaml"))
    assert len(added) == len(EVERY_KIND) + 1 and [c.subject for c, _ in unmatched] == ["Nobody In The Book"]
    compose_extractive(fresh)

    def rows(store):
        # point ids are the store's own (this store analyzed once, that one twice): everything shown is equal
        return [(e.slug, e.title, e.title_reveal_at, e.category, e.tier, e.data.model_dump_json())
                for e in wiki_store.entries(store, books.resolve_work(store, None).work_id)]
    assert rows(fresh) == rows(corrected_sample)
    assert import_corrections(fresh, 1, from_yaml(text, "c.yaml"))[0] == []  # nothing doubled


def test_the_fix_commands(corrected_sample, tmp_path):
    copy = store_copy(corrected_sample, tmp_path)
    db = str(copy.path)
    copy.close()

    def fix(*args):
        return CliRunner().invoke(app, ["fix", *args, "--db", db])

    assert fix("merge", "Old Tamsin", "Corwen Shale").exit_code == 0
    assert fix("split", "Captain Orrin Vale", "--name", "Vale").exit_code == 0
    missing = fix("hide", "Nobody")  # main() shows the error and exits with its code
    assert isinstance(missing.exception, NotFoundError) and missing.exception.exit_code == 3
    listed = fix("list").output
    assert '#8 merge "Old Tamsin" "Corwen Shale"' in listed and "Nobody" not in listed
    assert "undone: split" in fix("undo").output
    assert fix("export", str(tmp_path / "c.yaml")).exit_code == 0
    assert "- merge: [Old Tamsin, Corwen Shale]" in (tmp_path / "c.yaml").read_text()
    (tmp_path / "bad.yaml").write_text("corrections:\n- merge: [only one]\n")
    bad = fix("import", str(tmp_path / "bad.yaml"))
    assert isinstance(bad.exception, BadInputError) and "bad.yaml" in str(bad.exception)
    assert "0 corrections added (8 already here)" in fix("import", str(tmp_path / "c.yaml")).output
    (tmp_path / "more.yaml").write_text((tmp_path / "c.yaml").read_text() + "- hide: Nobody\n")
    imported = fix("import", str(tmp_path / "more.yaml"))
    assert imported.exit_code == 0 and 'matches nothing: #9 hide "Nobody"' in imported.output
    status = CliRunner().invoke(app, ["status", "--db", db]).output
    assert "corrections: 8 apply, 1 match nothing" in status and 'hide "Nobody"' in status


def test_a_correction_that_matches_nothing_is_refused_and_nothing_is_stored(corrected_sample):
    work_id = books.resolve_work(corrected_sample, None).work_id
    before = corrections(corrected_sample, work_id)
    with pytest.raises(NotFoundError, match="Nobody"):
        correct(corrected_sample, work_id, "split", "Old Tamsin", "Nobody")
    with pytest.raises(NotFoundError, match="Grey Pilot"):  # merged away: its name now belongs to Vale's entry
        correct(corrected_sample, work_id, "merge", "Grey Pilot", "Captain Orrin Vale")
    assert corrections(corrected_sample, work_id) == before

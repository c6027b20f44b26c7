"""Shared fixtures: the real corpora beside the checkout, and stores ingested once per session."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ingest import ingest
from understory_cli.position import BookIndex, Horizon
from understory_cli.reading import reader_horizon
from understory_cli.store import Store, books, open_store

from support.shared_build import built_store, copied_store

ROOT = Path(__file__).resolve().parents[1]
CORPORA = Path(os.environ.get("UNDERSTORY_CORPORA") or ROOT.parent / "shared" / "corpora")
SAMPLE = ROOT / "samples" / "lantern-keeper"

if not CORPORA.is_dir():  # the corpus tests are the point: fail loudly, never skip quietly
    raise RuntimeError(f"test corpora not found at {CORPORA}; set UNDERSTORY_CORPORA")

# Variables a test may inherit on purpose: where the corpora are, nothing that changes behaviour.
KEEP_VARIABLES = {"UNDERSTORY_CORPORA"}


@pytest.fixture(autouse=True)
def isolated_from_the_caller(monkeypatch, tmp_path_factory):
    """Every test runs as on a clean machine: no UNDERSTORY_* setting from the caller's shell,
    and a fresh empty working directory, so no understory.yaml (or understory.duckdb) there is read."""
    for name in list(os.environ):
        if name.startswith("UNDERSTORY_") and name not in KEEP_VARIABLES:
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path_factory.mktemp("cwd"))


OZ_FILES = sorted((CORPORA / "series" / "oz").glob("*.epub"))
XIYOUJI_FILES = sorted((CORPORA / "chinese" / "xiyouji").glob("*.epub"))


# The corpus stores are built once per run, also under pytest-xdist (support/shared_build.py): each
# worker opens its own copy, so a test sees exactly what a serial run's test would.
def oz_store_file(tmp_path_factory) -> Path:
    return built_store(tmp_path_factory, "oz", lambda store: ingest(store, OZ_FILES, work="oz"))


@pytest.fixture(scope="session")
def oz_store(tmp_path_factory):
    return copied_store(oz_store_file(tmp_path_factory), tmp_path_factory.mktemp("oz"))


@pytest.fixture(scope="session")
def xiyouji_store(tmp_path_factory):
    path = built_store(tmp_path_factory, "xyj",
                       lambda store: ingest(store, list(reversed(XIYOUJI_FILES))))  # argument order must not matter
    return copied_store(path, tmp_path_factory.mktemp("xyj"))


def oz_extractive_file(tmp_path_factory) -> Path:
    return built_store(tmp_path_factory, "oz-extractive", lambda store: analyze_extractive(store, work="oz"),
                       start=oz_store_file(tmp_path_factory))


@pytest.fixture(scope="session")
def oz_extractive(tmp_path_factory):
    """Oz with the no-model analysis, made once per run; take a `store_copy` before changing it."""
    return copied_store(oz_extractive_file(tmp_path_factory), tmp_path_factory.mktemp("oz-extractive"))


def store_copy(source: Store, folder: Path) -> Store:
    """A writable copy of a store, for tests that change it."""
    source.con.execute("CHECKPOINT").fetchall()
    path = folder / Path(source.path).name
    shutil.copy(source.path, path)
    return open_store(path)


@pytest.fixture
def sample_store(tmp_path):
    store = open_store(tmp_path / "sample.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    return store


def table_contents(store) -> dict[str, list]:
    """Every row of every table, for proving that a failed run changed nothing."""
    tables = [r[0] for r in store.all("SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' ORDER BY 1")]
    return {t: sorted(map(repr, store.all(f"SELECT * FROM {t}"))) for t in tables}


# Markers (pyproject.toml), written on the tests themselves (`pytestmark` for a module, a decorator
# for one test): every test still runs by default; `-m "not browser and not slow"` is the fast inner
# loop. `slow` marks the tests measured over ~8 s on the 2-core machine. This hook only keeps
# `browser` and `corpus` honest: a test that uses the `browser` fixture, a corpus fixture or a module
# that reads CORPORA without the marker fails the collection.
CORPUS_FIXTURES = {"oz_store", "xiyouji_store", "oz_extractive"}


def pytest_collection_modifyitems(items):
    unmarked = []
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        marks = {mark.name for mark in item.iter_markers()}
        if "browser" in names and "browser" not in marks:
            unmarked.append(f"{item.nodeid}: uses the `browser` fixture but has no browser marker")
        corpus = sorted(names & CORPUS_FIXTURES) or (["CORPORA"] if hasattr(getattr(item, "module", None), "CORPORA") else [])
        if corpus and "corpus" not in marks:
            unmarked.append(f"{item.nodeid}: reads the corpora ({', '.join(corpus)}) but has no corpus marker")
    if unmarked:
        raise pytest.UsageError("mark these tests (pytestmark = pytest.mark.X in the module, or @pytest.mark.X on "
                                "the test):\n  " + "\n  ".join(unmarked))
    if os.environ.get("PYTEST_XDIST_WORKER"):
        heaviest_files_first(items)


def heaviest_files_first(items) -> None:
    """Under pytest-xdist (scripts/test.sh: `--dist loadfile --no-loadscope-reorder`) the files are
    handed out in this order: the heaviest first, as the markers tell (a slow test, a browser, the
    corpora), so that no long file is left for one process alone at the end. A file's tests keep
    their order; a serial run keeps the plain order."""
    weight: dict[str, int] = {}
    corpus: set[str] = set()
    for item in items:
        marks = {mark.name for mark in item.iter_markers()}
        path = item.nodeid.split("::", 1)[0]
        weight[path] = weight.get(path, 0) + 10 * ("slow" in marks) + 3 * ("browser" in marks)
        if "corpus" in marks:
            corpus.add(path)
    for path in corpus:  # a file that reads the corpora builds a store or two
        weight[path] += 5
    items.sort(key=lambda item: -weight[item.nodeid.split("::", 1)[0]])  # stable: a file stays in order


CHROMIUM = "/usr/bin/chromium"  # Debian's, never a downloaded browser (scripts/test.sh installs it)
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run"]


@pytest.fixture(scope="module")
def browser():
    """Headless Chromium through Playwright, one per test module."""
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).is_file(), f"{CHROMIUM} missing: apt-get install -y chromium fonts-noto-cjk"
    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


def chapter_no_at(store, work_id: int, locator: str) -> int:
    """The chapter_no of a chapter or paragraph locator the book has (tests' shorthand)."""
    return BookIndex.load(store, work_id).resolve(locator)[1]


def horizon_at(store, at: str | None = None, spoilers: str | None = None, work: str | None = None) -> Horizon:
    """The reader's Horizon as the CLI resolves it (tests' shorthand)."""
    return reader_horizon(store, books.resolve_work(store, work).work_id, at, spoilers)

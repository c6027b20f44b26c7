"""The extractive wiki's summaries, measured (issue 23's strict share, issue 43's top-20 figures): the wiki is
built by analyze extractive + compose without a model, and each entry's summary read against the text."""

from __future__ import annotations

from pathlib import Path

from understory_cli.ingest import ingest
from understory_cli.store import books, open_store


def most_mentioned(entries, n: int = 30):
    """The n wiki entries the text names most (the store lists entries by slug)."""
    return sorted(entries, key=lambda e: -sum(e.data.track.appearances.values()))[:n]


def summary_shares(entries) -> tuple[float, float, float, float]:
    """Over the 30 most mentioned entries: (strict share: the summary — the first description a reader
    reaches, or the generated line — says with a noun what its subject is, describe.is_full_description;
    share of summaries describing their subject at all; share of generated lines; the strict share of
    the last summary step, what a reader at the end of the book is shown)."""
    from understory_cli.extractive.describe import is_full_description, summary_value

    top = most_mentioned(entries)
    full = usable = generated = last_full = 0
    for e in top:
        summary = e.data.summary
        names = [n.name for n in e.data.names or []] or [e.title]
        if summary is not None and summary.generated:
            generated += 1
        elif summary is not None and summary.text:
            full += is_full_description(summary.text, names)
            usable += summary_value(summary.text, names).usable
        steps = e.data.summary_steps or ([summary] if summary else [])
        last = steps[-1] if steps else None
        last_full += last is not None and bool(last.text) and not last.generated and is_full_description(last.text, names)
    n = max(len(top), 1)
    return full / n, usable / n, generated / n, last_full / n


def _tied(entry, chapter: int) -> list[str]:
    """The entry's names the text has tied to it by the chapter."""
    return [n.name for n in entry.data.names or [] if n.reveal_at <= chapter] or [entry.title]


def describable(entries, paragraphs) -> tuple[int, int]:
    """Over the 30 most mentioned entries: (how many the text describes in full somewhere, through one of
    their names tied to them there (庄主太公 in 1.2 is not 刘太公, named 太公 from 1.5) — the most the
    strict share can count; how many of those the summary does describe in
    full). Where the text never says with a noun what someone is, the generated line is the right
    summary (issue 23), so the strict share is read against this ceiling."""
    from understory_cli.analyze.summarize import sentences
    from understory_cli.extractive.describe import is_full_description

    can = did = 0
    for e in most_mentioned(entries):
        names = [n.name for n in e.data.names or []] or [e.title]
        said = ((s, _tied(e, p.chapter_no)) for p in paragraphs if p.kind != "heading" and any(n in p.text for n in names)
                for s in sentences(p.text) if any(n in s for n in names))
        if any(is_full_description(s, forms) for s, forms in said):
            can += 1
            summary = e.data.summary
            did += bool(summary and summary.text and not summary.generated and is_full_description(summary.text, names))
    return can, did


def wiki_summaries(book, corpora: Path, folder: Path, volumes: int | None = None):
    """The extractive wiki of the book (its first `volumes`, or all): its entries."""
    from understory_cli.analyze.extractive import analyze_extractive
    from understory_cli.store import wiki as wiki_store
    from understory_cli.wiki.extractive import compose_extractive

    store = open_store(folder / f"{book.key}-wiki.duckdb")
    files = book.files(corpora)
    ingest(store, list[str | Path](files[:volumes] if volumes else files), work=book.slug)
    analyze_extractive(store)
    compose_extractive(store)
    entries = wiki_store.entries(store, books.works(store)[0].work_id)
    store.close()
    return entries

"""The entries a reader's correction changed, written again at once (serve, DESIGN §4a, §10b).

`understory fix` waits for the next compose-wiki; in `serve` a correction shows at once, so
the entries it touches are recomposed from their records in serve's copy of the store. A
no-model wiki is composed again as compose-wiki would (only entries whose inputs changed are
rewritten); in a model-written wiki only the entries holding a point a correction changed are
replaced, by their text from the records, and the entries of points merged away or hidden are
dropped: the model's other pages stay as it wrote them until the next compose-wiki.
"""

from __future__ import annotations

from ..corrections import corrected
from ..store import Store, books
from ..store import points as point_store
from ..store import wiki as wiki_store
from ..store.wiki import EntryRow
from .extractive import compose_extractive, extractive_page, plan_wiki
from .planning import MAX_ENTRIES, MIN_ENTRIES


def recompose_corrected(store: Store, work: str | None = None,
                        size: tuple[int, int] = (MIN_ENTRIES, MAX_ENTRIES)) -> int:
    """Write again the entries the corrections changed; how many were written."""
    work_id = books.resolve_work(store, work).work_id
    stored = {e.slug: e for e in wiki_store.entries(store, work_id)}
    if all(e.source == "extractive" for e in stored.values()):
        return compose_extractive(store, work=work, size=size).written
    raw = {p.point_id: p for p in point_store.load_points(store, work_id)}
    table = corrected(store, work_id)
    now = {p.point_id: p for p in table.points}
    touched = {pid for pid, p in now.items() if raw.get(pid) != p} | set(table.moved)
    plan = plan_wiki(store, work, size)
    rows = [extractive_page(item, plan) for item in plan.entries if {p.point_id for p in item.points} & touched]
    written = [row for row in rows if isinstance(row, EntryRow)]
    keep = {slug for slug, e in stored.items() if not set(e.point_ids) & set(table.moved)}
    keep |= {e.slug for e in written}
    pages = wiki_store.pages(store, work_id)
    wiki_store.write_wiki(store, work_id, written, keep, pages)
    return len(written)

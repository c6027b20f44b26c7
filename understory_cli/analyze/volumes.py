"""Which volumes an analyze run takes: those with no analysis or a changed text, and every
later one (each volume builds on the points of those before it)."""

from __future__ import annotations

from ..errors import UnderstoryError
from ..store import Store, books
from ..store import points as point_store


def volumes_to_analyze(store: Store, work_id: int, *, only: tuple[int, int] | None = None,
                       force: bool = False, by_model: bool = False) -> tuple[list[books.VolumeInfo], list[int]]:
    """(volumes to analyze in order, volumes already up to date).

    A volume needs analysis when it has none or its text changed since; every later
    volume built on it, so it is redone too. `by_model`: a volume the extractive path read
    is due as well (the model's reading goes on top of it).
    """
    infos = books.volume_infos(store, work_id)
    done = point_store.analyzed_volumes(store, work_id)
    read = {v: sha for v, sha in done.items() if v not in point_store.volumes_from_text(store, work_id)} \
        if by_model else done  # what counts as read: an extractive reading is a base, not the model's
    selected = [v for v in infos if only is None or only[0] <= v.volume_no <= only[1]]
    if only is not None and not selected:
        raise UnderstoryError(f"no volume in {only[0]}-{only[1]}")
    stale = next((v.volume_no for v in (selected if by_model else infos) if read.get(v.volume_no) != v.source_sha256),
                 None)
    start = selected[0].volume_no if force else stale
    if start is None:
        return [], [v.volume_no for v in selected]
    gap = next((v.volume_no for v in infos if v.volume_no < start and done.get(v.volume_no) != v.source_sha256), None)
    if gap is not None:
        raise UnderstoryError(f"volume {gap} is not analyzed yet; analyze it first (volumes build on each other)")
    todo = [v for v in selected if v.volume_no >= start]
    return todo, [v.volume_no for v in selected if v.volume_no < start]

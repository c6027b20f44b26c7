"""compose-wiki for a server that can only do narrow tasks (issue 39 item 2, DESIGN §6a).

`models check` decides (llm.capabilities.narrow_only): a server that made no tool call, or a
model under a billion parameters, is never given the architect or a page (a 270M model spent
the whole budget on pages it could not write and reached no line). On top of the no-model wiki
it is asked, the most mentioned entries first and each task only while the time budget lasts:
a line per entry (wiki.lines), then a kind per entry and a yes/no per doubtful alias
(wiki.judgements). Each kept line is stored at once; kept kinds and "no"s rebuild the no-model
wiki from the points as the model corrected them, with the lines put back.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..config import Config
from ..llm.capabilities import too_small_to_write
from ..llm.types import ModelClient
from ..store import Store, books
from ..store import wiki as wiki_store
from ..store.points import Point
from ..store.wiki import EntryRow, PageRow, Span
from .extractive import extractive_page, plan_wiki
from .judgements import Judged, judge_aliases, judge_kinds
from .lines import LinesResult, describe_entries, left, with_line


@dataclass
class NarrowResult:
    lines: LinesResult
    kinds: Judged
    aliases: Judged

    def note(self) -> str:
        return (f"{len(self.lines.kept)} of {self.lines.asked} lines by the model kept, {len(self.lines.refused)} refused"
                + (f" ({self.lines.declined} answered none)" if self.lines.declined else "")
                + (f", {self.lines.earlier} kept from an earlier run" if self.lines.earlier else "") + "; "
                f"kinds {len(self.kinds.kept)} of {self.kinds.asked} kept ({len(self.kinds.kinds)} changed), "
                f"{len(self.kinds.refused)} refused; aliases {len(self.aliases.kept)} of {self.aliases.asked} kept "
                f"({len(self.aliases.split)} kept apart), {len(self.aliases.refused)} refused")


def narrow_tasks(store: Store, client: ModelClient, config: Config, target: books.WorkRow, *,
                 ends: float | None) -> NarrowResult:
    """The narrow tasks on the stored wiki, in order of what a reader sees first, until `ends`."""
    stored = wiki_store.entries(store, target.work_id)
    by_model = any(e.source == "model" for e in stored)  # pages a bigger model wrote are not replanned from the text
    if not by_model:  # the no-model wiki of today's analysis (no architect replans it), earlier lines kept
        text_wiki(store, target.slug, config, lines={e.slug: s for e in stored for s in e.data.summary_steps
                                                     if s.by_model})
    lines = describe_entries(store, client, target, ends=ends, choose=too_small_to_write(config, store))
    found = NarrowResult(lines, Judged(), Judged())
    if by_model:
        return found
    for task, slot in ((judge_kinds, "kinds"), (judge_aliases, "aliases")):
        seconds = left(ends)
        if seconds is not None and seconds < 1:
            break
        setattr(found, slot, task(store, client, target, ends=ends))
    if found.kinds.changed() or found.aliases.changed():
        earlier = {e.slug: s for e in stored for s in e.data.summary_steps if s.by_model}
        text_wiki(store, target.slug, config, kinds=found.kinds.kinds, split=found.aliases.split,
                  lines=earlier | lines.spans)
    return found


def text_wiki(store: Store, work: str | None, config: Config, *, kinds: dict[int, str] | None = None,
              split: set[tuple[int, str]] | None = None, lines: dict[str, Span] | None = None) -> None:
    """The no-model wiki, every page with no inputs hash so a model's writers take each again;
    with a small model's checked `kinds` and `split` aliases applied and its `lines` kept."""
    def adjust(points: list[Point]) -> list[Point]:
        return [replace(p, kind=(kinds or {}).get(p.point_id, p.kind),
                        aliases=[a for a in p.aliases if (p.point_id, a.alias) not in (split or set())])
                for p in points]

    plan = plan_wiki(store, work, (config.wiki.min_entries, config.wiki.max_entries),
                     adjust if kinds or split else None)
    entries = [retried_next_run(extractive_page(e, plan)) for e in plan.entries]
    topics = [retried_next_run(extractive_page(t, plan)) for t in plan.topics]
    kept = [marked(with_line(e, lines[e.slug].model_copy()) if lines and e.slug in lines else e, kinds, split)
            for e in entries if isinstance(e, EntryRow)]
    wiki_store.write_wiki(store, plan.work.work_id, kept, {e.slug for e in plan.entries},
                          plan.pages + [t for t in topics if isinstance(t, PageRow)])


def marked(entry: EntryRow, kinds: dict[int, str] | None, split: set[tuple[int, str]] | None) -> EntryRow:
    """The entry with what the model changed on it marked as the model's (✦ in the site, as its lines are)."""
    changed = [("kind", any(pid in (kinds or {}) for pid in entry.point_ids)),
               ("names", any(pid in entry.point_ids for pid, _ in split or set()))]
    if any(by_model for _, by_model in changed):
        entry.data.by_model = [part for part, by_model in changed if by_model]
    return entry


def retried_next_run(page: EntryRow | PageRow) -> EntryRow | PageRow:
    """A page from the text in place of the model's: no inputs hash, so the next run writes it again."""
    if isinstance(page, EntryRow):
        page.inputs_hash = ""
    else:
        page.data["inputs_hash"] = None
    return page

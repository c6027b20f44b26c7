"""Analysis anchored to text: when a replaced volume renumbers chapters, every stored unit
follows the chapter it was made from, and a unit made from text that is gone is dropped and
named as stale, never left on a chapter it was not made from.

Chapter numbers (`chapter_no`) are global, so adding a chapter to volume 1 renumbers every
later volume: gates that stayed would open a chapter early. `Moves` says where each old
chapter went (position.ChapterMoves); `reanchor` rewrites every stored chapter number and locator with it, inside
the ingest's transaction. Three ways to read a chapter number:
- evidence (a summary's chapter, a cited paragraph): the chapter it moved to, or stale;
- a gate (reveal_at, until): where its chapter went, a chapter that is gone gating at its
  volume's last chapter (never earlier than the text could now be);
- a reader's horizon (a saved position, an answer's view): the nearest chapter before it
  that is still there (never wider than what was read).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Protocol

if TYPE_CHECKING:
    from . import Store

GATE_KEYS = frozenset({"reveal_at", "until", "title_reveal_at", "label_reveal_at"})
STALE_NOTES_SHOWN = 8


@dataclass(frozen=True)
class ChapterAnchor:
    """A story chapter as stored: where it is, and a hash of its text."""
    chapter_no: int
    volume_no: int
    locator: str  # '1.3'
    title: str
    text_sha256: str


class Moves(Protocol):
    """Where each old chapter went (position.ChapterMoves)."""
    old_locators: dict[int, str]  # old chapter_no -> its locator
    old_volumes: dict[int, int]  # old chapter_no -> its volume

    def chapter(self, no: int) -> int | None: ...
    def gate(self, no: int) -> int: ...
    def horizon(self, no: int) -> int: ...
    def locator(self, loc: str) -> str | None: ...
    def new_locator(self, new_no: int) -> str | None: ...


def reanchor(store: "Store", work_id: int, moves: Moves) -> list[str]:
    """Move every unit derived from the text with its chapter; drop (and note as stale) those made
    from text that is gone. Returns the stale notes written."""
    notes: list[tuple[str, int, str]] = []  # (stage, volume_no, what)

    def chapter_unit(what: str) -> Callable[[dict], dict | None]:
        def move(row: dict) -> dict | None:
            new = moves.chapter(row["chapter_no"])
            if new is None:
                if what:
                    notes.append(("analyze", moves.old_volumes.get(row["chapter_no"], 0),
                                  f"{what} of chapter {moves.old_locators.get(row['chapter_no'], row['chapter_no'])}"))
                return None
            row["chapter_no"] = new
            if "reveal_at" in row:
                row["reveal_at"] = moves.gate(row["reveal_at"])
            return row
        return move

    def evidenced(what: str) -> Callable[[dict], dict | None]:
        def move(row: dict) -> dict | None:
            evidence = [moves.locator(e) for e in row["evidence"]]
            if any(e is None for e in evidence):
                notes.append(("analyze", row["volume_no"], f"{what} citing {', '.join(row['evidence'][:3])}"))
                return None
            row["evidence"] = evidence
            return _gated(row, moves)
        return move

    _rewrite(store, "chapter_summaries", work_id, chapter_unit("summary"))
    _rewrite(store, "glances", work_id, chapter_unit("glance"))
    _rewrite(store, "point_mentions", work_id, chapter_unit(""))
    _rewrite(store, "point_given_away", work_id, lambda row: _paragraph_unit(row, moves))
    _rewrite(store, "points", work_id, lambda row: _gated(row, moves))
    _rewrite(store, "point_aliases", work_id, evidenced("alias"))
    _rewrite(store, "point_records", work_id, evidenced("record"))
    _rewrite(store, "volume_summaries", work_id, lambda row: _gated(row, moves))
    _rewrite(store, "conversation_messages", work_id, lambda row: _horizon(row, moves),
             where="conversation_id IN (SELECT conversation_id FROM conversations WHERE work_id = ?)")

    def wiki(kind: str) -> Callable[[dict], dict | None]:
        def move(row: dict) -> dict | None:
            data, dropped = _remap_json(json.loads(row["data"]), moves)
            if dropped:  # compose-wiki redoes a page whose inputs no longer match
                notes.append(("compose", 0, f"{kind} {row.get('slug', '')}: {dropped} part{'s' * (dropped > 1)} "
                                            "made from changed text"))
                if "inputs_hash" in row:
                    row["inputs_hash"] = ""
                if "inputs_hash" in data:
                    data["inputs_hash"] = None
            row["data"] = json.dumps(data, ensure_ascii=False, sort_keys=True)
            return _gated(row, moves)
        return move

    _rewrite(store, "wiki_entries", work_id, wiki("entry"))
    _rewrite(store, "wiki_pages", work_id, wiki("page"))
    _rewrite(store, "wiki_blueprints", work_id, wiki("plan"))  # joins dated by a paragraph
    _move_position(store, work_id, moves)
    for stage, volume_no, what in notes:
        store.all("INSERT INTO stale_units (work_id, stage, volume_no, unit) VALUES (?, ?, ?, ?)",
                  [work_id, stage, volume_no, what])
    return [what for _, _, what in notes]


def stale_units(store: "Store", work_id: int) -> dict[str, list[str]]:
    """stage -> the units a replaced volume left stale, until that stage runs again."""
    out: dict[str, list[str]] = {}
    for stage, unit in store.all("SELECT stage, unit FROM stale_units WHERE work_id = ? ORDER BY rowid", [work_id]):
        out.setdefault(stage, []).append(unit)
    return out


def clear_stale(store: "Store", work_id: int, stage: str, *, from_volume: int = 0) -> None:
    """The stage has redone its units (from `from_volume` on, for analyze)."""
    store.all("DELETE FROM stale_units WHERE work_id = ? AND stage = ? AND volume_no >= ?", [work_id, stage, from_volume])


def chapter_anchors(store: "Store", work_id: int) -> list[ChapterAnchor]:
    """Every story chapter of the work with a hash of its paragraphs' text, in story order."""
    rows = store.all("""
        SELECT c.chapter_no, v.volume_no, c.locator, c.title,
               sha256(coalesce(string_agg(p.text, chr(10) ORDER BY p.para_no), ''))
        FROM chapters c JOIN volumes v USING (volume_id) LEFT JOIN paragraphs p USING (chapter_id)
        WHERE c.work_id = ? AND c.is_body
        GROUP BY c.chapter_id, c.chapter_no, v.volume_no, c.locator, c.title ORDER BY c.chapter_no""", [work_id])
    return [ChapterAnchor(int(r[0]), int(r[1]), r[2], r[3], r[4]) for r in rows]


# -- rewriting -------------------------------------------------------------------------

def _rewrite(store: "Store", table: str, work_id: int, transform: Callable[[dict], dict | None],
             where: str = "work_id = ?") -> None:
    """Read the work's rows, transform each (None drops it), write them back: all at once, so
    two chapters that swap numbers never collide on a key."""
    cursor = store.con.execute(f"SELECT * FROM {table} WHERE {where}", [work_id])
    names = [d[0] for d in cursor.description]
    rows = [dict(zip(names, r)) for r in cursor.fetchall()]
    if not rows:
        return
    kept = [r for r in (transform(dict(row)) for row in rows) if r is not None]
    store.all(f"DELETE FROM {table} WHERE {where}", [work_id])
    if kept:
        store.insert_columns(table, {name: [r[name] for r in kept] for name in names})


def _paragraph_unit(row: dict, moves: Moves) -> dict | None:
    """A row about one paragraph moves with it, or goes with its text (as a mention does, unnoted)."""
    chapter, locator = moves.chapter(row["chapter_no"]), moves.locator(row["locator"])
    if chapter is None or locator is None:
        return None
    row["chapter_no"], row["locator"] = chapter, locator
    return row


def _gated(row: dict, moves: Moves) -> dict:
    for key in GATE_KEYS | {"tagged_reveal_at"}:
        if row.get(key) is not None:
            row[key] = moves.gate(row[key])
    return row


def _horizon(row: dict, moves: Moves) -> dict:
    if row.get("horizon") is not None:
        row["horizon"] = moves.horizon(row["horizon"])
    return row


def _remap_json(value: Any, moves: Moves) -> tuple[Any, int]:
    """Gates moved, locators moved; a part (an object) citing text that is gone is dropped.
    Returns the new value and how many parts were dropped."""
    dropped = 0

    def walk(node: Any) -> Any:
        nonlocal dropped
        if isinstance(node, list):
            kept = []
            for item in node:
                moved = walk(item)
                if moved is _GONE:
                    dropped += 1
                else:
                    kept.append(moved)
            return kept
        if not isinstance(node, dict):
            return node
        out: dict = {}
        for key, item in node.items():
            if key in GATE_KEYS and isinstance(item, int):
                out[key] = moves.gate(item)
            elif key in ("cites", "evidence") and isinstance(item, list):
                cites = [moves.locator(c) if isinstance(c, str) else c for c in item]
                if any(c is None for c in cites):
                    return _GONE
                out[key] = cites
            elif key in ("locator", "joined_at") and isinstance(item, str):
                moved = moves.locator(item)
                if moved is None:
                    return _GONE
                out[key] = moved
            elif key == "appearances" and isinstance(item, dict):
                out[key] = {str(moves.chapter(int(k))): n for k, n in item.items()
                            if k.isdigit() and moves.chapter(int(k)) is not None}
            else:
                moved = walk(item)
                if moved is _GONE:
                    dropped += 1
                    continue  # an optional part (a summary) left out
                out[key] = moved
        return out

    result = walk(value)
    return ({} if result is _GONE else result), dropped + (result is _GONE)


_GONE = object()


def _move_position(store: "Store", work_id: int, moves: Moves) -> None:
    """The reader's saved position (a chapter locator) follows its chapter, or steps back to the
    nearest one still there (never past what was read)."""
    row = store.one("SELECT value FROM settings WHERE work_id = ? AND key = 'position'", [work_id])
    old = json.loads(row[0]) if row else None
    if not isinstance(old, str):
        return
    new = moves.locator(old)
    if new is None:
        no = next((n for n, loc in moves.old_locators.items() if loc == old), 0)
        new = moves.new_locator(moves.horizon(no))
    if new is None:
        store.all("DELETE FROM settings WHERE work_id = ? AND key = 'position'", [work_id])
    elif new != old:
        store.all("UPDATE settings SET value = ? WHERE work_id = ? AND key = 'position'", [json.dumps(new), work_id])

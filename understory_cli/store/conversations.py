"""`ask` conversations: the reader's questions and the answers, for `--continue`.

Each answer keeps the view it was given under: the horizon (the latest chapter_no it
could draw on) and the spoiler mode (in `data["mode"]`), so a conversation resumed at an
earlier position, or in a stricter mode, can leave it out.

`serve` writes conversations from several threads at once: ids come from a sequence,
and the messages of one process are appended one call at a time (a message's seq is
max + 1 within its conversation).
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from . import Store

_append_lock = threading.Lock()  # DuckDB lets one process write a file: this covers every writer


@dataclass
class Message:
    seq: int
    role: str  # user | assistant
    content: str
    horizon: int | None  # for answers: the latest chapter_no they drew on (None: the whole work)
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def mode(self) -> str | None:
        """For answers: the spoiler mode they were given under (None: not recorded)."""
        mode = self.data.get("mode")
        return str(mode) if mode else None


@dataclass
class Conversation:
    conversation_id: int
    work_id: int
    title: str
    messages: list[Message] = field(default_factory=list)


def start_conversation(store: "Store", work_id: int, title: str) -> Conversation:
    with store.transaction():
        conversation_id = store.next_in("conversation_ids")
        store.all("INSERT INTO conversations (conversation_id, work_id, title) VALUES (?, ?, ?)",
                  [conversation_id, work_id, title[:200]])
    return Conversation(conversation_id, work_id, title[:200])


def add_messages(store: "Store", conversation_id: int, messages: list[tuple[str, str, int | None, dict | None]]) -> None:
    """Append (role, content, horizon, data) messages, all or none."""
    with _append_lock, store.transaction():
        seq = int(store.scalar("SELECT coalesce(max(seq), 0) FROM conversation_messages WHERE conversation_id = ?",
                               [conversation_id]))
        for role, content, horizon, data in messages:
            seq += 1
            store.all("""INSERT INTO conversation_messages (conversation_id, seq, role, content, horizon, data)
                         VALUES (?, ?, ?, ?, ?, ?)""",
                      [conversation_id, seq, role, content, horizon,
                       json.dumps(data, ensure_ascii=False) if data is not None else None])
        store.all("UPDATE conversations SET updated_at = current_timestamp WHERE conversation_id = ?",
                  [conversation_id])


def load_conversation(store: "Store", conversation_id: int) -> Conversation | None:
    row = store.one("SELECT conversation_id, work_id, title FROM conversations WHERE conversation_id = ?",
                    [conversation_id])
    if row is None:
        return None
    found_id, work_id, title = row
    rows = store.all("""SELECT seq, role, content, horizon, data FROM conversation_messages
                        WHERE conversation_id = ? ORDER BY seq""", [conversation_id])
    return Conversation(found_id, work_id, title,
                        [Message(r[0], r[1], r[2], r[3], json.loads(r[4]) if r[4] else {}) for r in rows])


def last_conversation(store: "Store", work_id: int) -> Conversation | None:
    """The conversation with the most recent message (or the newest one) for this work."""
    conversation_id = store.scalar("""SELECT conversation_id FROM conversations WHERE work_id = ?
                                      ORDER BY updated_at DESC, conversation_id DESC LIMIT 1""", [work_id])
    return None if conversation_id is None else load_conversation(store, int(conversation_id))


def list_conversations(store: "Store", work_id: int, *, limit: int = 50) -> list[Conversation]:
    """The work's conversations with their messages, the most recently used first."""
    ids = [r[0] for r in store.all("""SELECT conversation_id FROM conversations WHERE work_id = ?
                                      ORDER BY updated_at DESC, conversation_id DESC LIMIT ?""", [work_id, limit])]
    return [c for c in (load_conversation(store, i) for i in ids) if c is not None]


def message_count(store: "Store") -> int:
    """Every message stored (serve's copy compares it to see that it has written)."""
    return int(store.scalar("SELECT count(*) FROM conversation_messages"))

"""Stored conversations for the chat board: listed and replayed within the reader's view.

An answer is replayed only into a view no wider than the one it was given under (DESIGN
§7): a turn answered with more of the book in view than the reader now allows is shown
as hidden, its question too (it may name what the answer revealed).
"""

from __future__ import annotations

from typing import Any

from ..position import Horizon
from ..store import Store
from ..store import conversations as conversation_store
from ..store.conversations import Conversation
from .book import Book
from .markup import AnswerRenderer

HIDDEN = "An exchange from further in the book (or with spoilers shown) is hidden at your current progress."


def horizon(book: Book, progress: int | None, mode: str) -> Horizon:
    return Horizon(progress, book.index.position(progress), mode)


def turns(conversation: Conversation, view: Horizon, renderer: AnswerRenderer) -> list[dict[str, Any]]:
    out = []
    messages = conversation.messages
    for i in range(0, len(messages) - 1, 2):
        question, answer = messages[i], messages[i + 1]
        if not view.covers(answer.horizon, answer.mode):
            out.append({"hidden": True, "note": HIDDEN})
            continue
        out.append({"question": question.content, "html": renderer.render(answer.content),
                    "kind": answer.data.get("kind", "answer")})
    return out


def listing(store: Store, book: Book, view: Horizon) -> list[dict[str, Any]]:
    out = []
    for c in conversation_store.list_conversations(store, book.work_id):
        answers = [m for m in c.messages if m.role == "assistant"]
        if not answers:
            continue  # created, never answered
        shown = view.covers(answers[0].horizon, answers[0].mode)
        out.append({"id": c.conversation_id, "title": c.title if shown else "(a conversation from further in the book)",
                    "turns": len(answers)})
    return out


def replay(store: Store, book: Book, conversation_id: int, view: Horizon, renderer: AnswerRenderer) -> dict | None:
    found = conversation_store.load_conversation(store, conversation_id)
    if found is None or found.work_id != book.work_id:
        return None
    return {"id": found.conversation_id, "turns": turns(found, view, renderer)}

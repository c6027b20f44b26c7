"""Conversations: earlier questions and answers as context, and each new turn saved.

Only the questions and final answers are kept (not the tool traffic), so a resumed
conversation costs little. Each answer is saved with the view it was given under (its
horizon and spoiler mode); an earlier answer whose view was wider than the current one
(later chapters, or a looser mode than strict) is left out of the context.
"""

from __future__ import annotations

from typing import Any

from ..store import Store
from ..store import conversations as conversation_store
from ..store.conversations import Conversation
from ..position import Horizon

MAX_TURNS = 8  # earlier question/answer pairs sent as context

LEFT_OUT = "(An earlier answer was given with more of the book in view than the reader now allows; it is left out.)"


def open_conversation(store: Store, work_id: int, question: str, *, conversation_id: int | None,
                      continue_last: bool) -> Conversation:
    if conversation_id is not None:
        found = conversation_store.load_conversation(store, conversation_id)
        if found is not None and found.work_id == work_id:
            return found
    if continue_last:
        found = conversation_store.last_conversation(store, work_id)
        if found is not None:
            return found
    return conversation_store.start_conversation(store, work_id, question)


def context_messages(conversation: Conversation, horizon: Horizon) -> list[dict[str, Any]]:
    """Earlier turns as chat messages, oldest first."""
    out: list[dict[str, Any]] = []
    for message in conversation.messages:
        if message.role == "user":
            out.append({"role": "user", "content": message.content})
        else:
            allowed = horizon.covers(message.horizon, message.mode)
            out.append({"role": "assistant", "content": message.content if allowed else LEFT_OUT})
    return out[-2 * MAX_TURNS:]


def save_turn(store: Store, conversation: Conversation, question: str, answer: str, horizon: Horizon,
              data: dict[str, Any]) -> None:
    conversation_store.add_messages(store, conversation.conversation_id, [
        ("user", question, None, None),
        ("assistant", answer, horizon.limit, {**data, "mode": horizon.mode})])

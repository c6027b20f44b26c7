"""Model access: the OpenAI-compatible client, and a scripted stand-in for tests."""

from .client import ChatClient, ModelError
from .types import ActionMode, Completion, ModelClient, Speed, TokenUsage, ToolCall

__all__ = ["ActionMode", "ChatClient", "Completion", "ModelClient", "ModelError", "Speed", "TokenUsage", "ToolCall"]

"""Model access: the OpenAI-compatible client, and a scripted stand-in for tests."""

from .client import ChatClient, Completion, ModelClient, ModelError, TokenUsage, ToolCall

__all__ = ["ChatClient", "Completion", "ModelClient", "ModelError", "TokenUsage", "ToolCall"]

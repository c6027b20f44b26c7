"""Agents: the tool-calling loop that every model stage runs its work through."""

from .loop import AgentError, AgentResult, Tool, ToolError, run_agent

__all__ = ["AgentError", "AgentResult", "Tool", "ToolError", "run_agent"]

"""ask: a cited, position-aware reading companion (DESIGN §7).

run.ask answers one question with an agent over gated tools (tools.py) whose every view
goes through the reader's Horizon (position.Horizon, library.py); submit.py checks citations
and the fact-check; consent.py pauses for spoilers; conversation.py keeps the turns;
extracts.py answers with passages when no model is configured.
"""

from .consent import CHOICES, SpoilerRequest
from ..reading import save_position, saved_position
from .result import AskResult
from .run import ask
from .session import AskEvent

__all__ = ["ask", "AskResult", "AskEvent", "SpoilerRequest", "CHOICES", "save_position", "saved_position"]

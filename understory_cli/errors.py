"""Errors a user can act on. The CLI turns them into one line and a non-zero exit.

Exit codes (documented in the README): 1 a stage failed (model, network, file system),
2 usage or bad input (arguments, EPUB files, stores, settings), 3 not found in the store,
130 interrupted.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any


class UnderstoryError(Exception):
    """An error with a message meant for the user."""

    exit_code = 1


class UsageError(UnderstoryError):
    """An argument that cannot be used (a malformed position, an empty value)."""

    exit_code = 2


class ConfigError(UnderstoryError):
    """A setting that cannot be used, naming the key and where the value came from."""

    exit_code = 2

    def __init__(self, message: str, *, key: str | None = None, source: str | None = None):
        self.key = key
        self.source = source
        super().__init__(message)


class ModelError(UnderstoryError):
    """A model request that failed; names the model, the server and the status, never the key.

    `fault` says whose it is: "setting" (a key, model or address the user must fix), "server"
    (failing past the retries: 5xx, rate limits, lost connections), "timeout" (no answer within
    the deadline) or "reply" (an answer or refusal that cannot be used for this request).
    A setting or server fault stops a stage; the stages fill only after the other two."""

    def __init__(self, message: str, *, model: str, base_url: str, status: int | None = None,
                 retryable: bool = False, fault: str | None = None):
        self.model = model
        self.base_url = base_url
        self.status = status
        self.retryable = retryable
        self.fault = fault or ("setting" if status in (401, 403, 404) else "reply")
        super().__init__(message)

    @property
    def stops_stage(self) -> bool:
        """Nothing from the text can stand in for a server the user must fix or wait for."""
        return self.fault in ("setting", "server")


class AgentError(UnderstoryError):
    """An agent that ended without a valid submit; what it cost (a TokenUsage) is kept for the caller."""

    def __init__(self, message: str, *, usage: Any = None, rounds: int = 0):
        self.usage = usage
        self.rounds = rounds
        super().__init__(message)


class ToolError(ValueError):
    """A mistake a tool reports back to the model (any exception does; this one says so).
    Never shown to the user: the agent loop hands its message to the model."""


class BadInputError(UnderstoryError):
    """An input file that cannot be used, with the file and the reason."""

    exit_code = 2

    def __init__(self, path: str | Path, reason: str):
        self.path = str(path)
        self.reason = reason
        super().__init__(f"{self.path}: {reason}")


class BadStoreError(BadInputError):
    """A database file understory did not make, made by a newer version, or damaged."""


class NotFoundError(UnderstoryError):
    """Something the user named does not exist in the store."""

    exit_code = 3


# The causes of an unreadable book, one type each; every decoder or parser failure maps to one.
class NotAnEpubError(BadInputError):
    """Not a ZIP, no container, no package document, no spine: nothing to read."""


class DamagedArchiveError(BadInputError):
    """The ZIP is damaged: a corrupt central directory, a member that fails to inflate or its CRC."""


class TooLargeError(BadInputError):
    """More than the stated limits inflate or are listed (zip bombs, huge spines)."""


class EncryptedError(BadInputError):
    """DRM, password-protected members, or compression EPUB does not allow."""


class UndecodableTextError(BadInputError):
    """Text in an encoding that cannot be read, or bytes that are not valid in it."""


class MalformedDocumentError(BadInputError):
    """A package, navigation or content document no parser can make sense of."""


class EmptyBookError(BadInputError):
    """A book with no story text at all (allowed with --allow-empty)."""


class TextLossError(BadInputError):
    """A changed file that would replace its volume with much less text (allowed with --allow-loss)."""

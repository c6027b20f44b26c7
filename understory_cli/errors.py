"""Errors a user can act on. The CLI turns them into one line and a non-zero exit."""

from __future__ import annotations

from pathlib import Path


class UnderstoryError(Exception):
    """An error with a message meant for the user."""

    exit_code = 1


class BadInputError(UnderstoryError):
    """An input file that cannot be used, with the file and the reason."""

    exit_code = 2

    def __init__(self, path: str | Path, reason: str):
        self.path = str(path)
        self.reason = reason
        super().__init__(f"{self.path}: {reason}")


class NotFoundError(UnderstoryError):
    """Something the user named does not exist in the store."""

    exit_code = 3

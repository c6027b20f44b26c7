"""Reading settings: what the site starts from and what `ask` may change by conversation.

The site keeps the reader's own choices in localStorage; these stored values are its
defaults. Validation lives here so every writer (CLI, ask agent) gets the same rules.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError

from .errors import UnderstoryError
from .extractive.languages import REGISTRY, codes
from .position import MODES, BookIndex, Horizon
from .store import Store
from .store.settings import SettingChange, change_settings, stored_settings, undo_last_change


class ReadingSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    font_size: int = Field(18, ge=12, le=32, description="body text size in CSS pixels")
    line_height: float = Field(1.7, ge=1.2, le=2.4, description="line height as a multiple of the font size")
    theme: Literal["light", "dark", "sepia"] = "light"
    style_level: Literal["off", "basic", "advanced"] = Field(
        "basic", description="the book's own styling: off (plain text), basic (italics, emphasis), advanced (book CSS)")
    immersive_images: bool = Field(False, description="blend illustrations into the page colour")
    highlight_names: bool = Field(False, description="underline names of known wiki entries in the reader")
    spoiler_mode: Literal["off", "auto", "strict"] = "auto"
    recap_after_days: int = Field(7, ge=1, le=365, description="days away after which the site greets you with the story so far")
    # Progress follows reading: a chapter whose end is reached faster than three times this pace
    # was skimmed, and the site asks before counting it (site_assets/pace.js). One pace per script.
    reading_pace_words: int = Field(250, ge=60, le=1500, description="your reading pace in words a minute (spaced scripts)")
    reading_pace_chars: int = Field(500, ge=100, le=3000,
                                    description="your reading pace in characters a minute (Chinese, Japanese)")
    interface_language: str = Field("auto", description="the site's interface language: auto follows the book's")

    @field_validator("interface_language")
    @classmethod
    def _a_registered_language(cls, value: str) -> str:
        """'auto' or a language the registry has a folder for (extractive/languages.py)."""
        if value != "auto" and value not in REGISTRY:
            options = [f"'{o}'" for o in ("auto", *codes())]
            raise PydanticCustomError("literal_error", "Input should be {expected}",
                                      {"expected": f"{', '.join(options[:-1])} or {options[-1]}"})
        return value


def reading_settings(store: Store, work_id: int) -> ReadingSettings:
    """The stored settings over the defaults; unknown or invalid stored keys are ignored."""
    stored = stored_settings(store, work_id)
    known = {k: v for k, v in stored.items() if k in ReadingSettings.model_fields}
    try:
        return ReadingSettings(**known)
    except ValidationError:
        valid = {}
        for key, value in known.items():
            try:
                ReadingSettings(**{key: value})
                valid[key] = value
            except ValidationError:
                pass
        return ReadingSettings(**valid)


def update_reading_settings(store: Store, work_id: int, changes: dict[str, Any], *, source: str) -> list[SettingChange]:
    """Validate `changes` against the model and store them; raises UnderstoryError naming the bad key."""
    current = reading_settings(store, work_id).model_dump()
    try:
        merged = ReadingSettings(**{**current, **changes})
    except ValidationError as exc:
        first = exc.errors()[0]
        key = ".".join(str(p) for p in first["loc"]) or "settings"
        raise UnderstoryError(f"reading setting {key}: {first['msg']}") from exc
    return change_settings(store, work_id, {k: getattr(merged, k) for k in changes}, source=source)


def undo_reading_settings(store: Store, work_id: int) -> list[SettingChange]:
    return undo_last_change(store, work_id)


# -- the reader's saved position (`understory progress 2.22`), kept with the settings -----

POSITION_KEY = "position"


def saved_position(store: Store, work_id: int) -> str | None:
    value = stored_settings(store, work_id).get(POSITION_KEY)
    return str(value) if value else None


def save_position(store: Store, work_id: int, locator: str, *, source: str) -> list[SettingChange]:
    """Store the last chapter the reader finished; NotFoundError for a position the work lacks."""
    canonical, _ = BookIndex.load(store, work_id).resolve(locator)
    return change_settings(store, work_id, {POSITION_KEY: canonical}, source=source)


def reader_horizon(store: Store, work_id: int, at: str | None = None, spoilers: str | None = None) -> Horizon:
    """The reader's Horizon, resolved once at the edge (CLI, tests): the position given (or the
    saved one) through the work's BookIndex, in the mode given (or the saved one)."""
    mode = spoilers or reading_settings(store, work_id).spoiler_mode
    if mode not in MODES:
        raise UnderstoryError(f"spoiler mode must be one of {', '.join(MODES)}, not {mode!r}")
    locator = at or saved_position(store, work_id)
    if not locator and mode != "off":
        raise UnderstoryError("no reading position: say how far you have read with --at 2.22, or save it once "
                              "with `understory progress 2.22` (or ask with --spoilers off)")
    return BookIndex.load(store, work_id).horizon(locator or None, mode, what="--at position")

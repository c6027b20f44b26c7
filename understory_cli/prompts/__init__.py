"""Prompt templates as files (prompts/<stage>/<name>.md.j2), rendered strictly.

The ledger records each prompt's name and the hash of its template, so a change of
wording shows in the costs.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import jinja2

_DIR = Path(__file__).parent
_ENV = jinja2.Environment(loader=jinja2.FileSystemLoader(_DIR), undefined=jinja2.StrictUndefined,
                          keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True, autoescape=False)


@dataclass(frozen=True)
class Prompt:
    name: str  # e.g. analyze/system
    hash: str  # of the template source, 12 hex digits
    text: str


@lru_cache(maxsize=None)
def _template_hash(name: str) -> str:
    return hashlib.sha256((_DIR / f"{name}.md.j2").read_bytes()).hexdigest()[:12]


def render(name: str, **values) -> Prompt:
    text = _ENV.get_template(f"{name}.md.j2").render(**values)
    return Prompt(name, _template_hash(name), text)

"""What a model server was found to support (`understory models check`), per server and model."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from . import Store


def save_capabilities(store: "Store", base_url: str, model: str, data: dict[str, Any]) -> None:
    with store.transaction():
        store.all("DELETE FROM model_capabilities WHERE base_url = ? AND model = ?", [base_url, model])
        store.all("INSERT INTO model_capabilities (base_url, model, data) VALUES (?, ?, ?)",
                  [base_url, model, json.dumps(data)])


def load_capabilities(store: "Store", base_url: str, model: str) -> dict[str, Any] | None:
    row = store.one("SELECT data FROM model_capabilities WHERE base_url = ? AND model = ?", [base_url, model])
    return json.loads(row[0]) if row else None

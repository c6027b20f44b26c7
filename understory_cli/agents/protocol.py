"""How the loop's tools travel to the model and back (DESIGN §6a).

`tools`: the API's native tool calls. `json`: the same tools as JSON actions, one per
reply, `{"tool": NAME, "arguments": {...}}`, with the reply constrained by a JSON schema
(`response_format`) on servers that support it; for servers whose chat format cannot
carry tool calls (many local ones), and models that never call a tool unasked.

Schemas sent for JSON actions are bounded (strings and lists get a maximum) so that a
grammar-constrained small model cannot loop until the output limit.
"""

from __future__ import annotations

import json
import uuid
from typing import Any, Sequence

from ..llm import lenient
from ..llm.types import JSON, TOOLS, ToolCall

__all__ = ["JSON", "TOOLS", "action", "bounded", "describe", "response_format"]

# Sizes in a JSON action unless the tool's schema says otherwise: a small model under a
# grammar repeats itself until a limit stops it, so the limits are what one reply needs.
MAX_STRING = 300  # characters in one string
LONG_STRINGS = {"volume_summary": 800, "answer": 2000, "summary": 500, "text": 500, "brief": 500, "intro": 600,
                "description": 400, "glance": 300}
MAX_ITEMS = 12  # items in one list
SHORT_LISTS = {"related_point_ids": 4, "evidence": 3, "aliases": 4, "new_aliases": 3, "locators": 3}

ACTIONS = ("Reply with exactly one JSON object per turn, and nothing else: "
           '{{"tool": TOOL, "arguments": {{...}}}}. The result comes back in the next message. '
           "Tools:\n{tools}")


def describe(specs: Sequence[dict[str, Any]]) -> str:
    """The tools as prompt text, for models that read them instead of receiving them natively."""
    lines = []
    for spec in specs:
        function = spec["function"]
        lines.append(f"- {function['name']}: {function['description']}\n  arguments: "
                     + json.dumps(_inline(function["parameters"]), ensure_ascii=False, separators=(",", ":")))
    return ACTIONS.format(tools="\n".join(lines))


def response_format(specs: Sequence[dict[str, Any]], scale: float = 1.0) -> dict[str, Any]:
    """A `json_schema` response format admitting one action for any of `specs`; `scale` < 1
    shrinks every size limit (after a reply was cut at the output limit)."""
    actions = [{"type": "object",
                "properties": {"tool": {"const": s["function"]["name"]},
                               "arguments": bounded(_inline(s["function"]["parameters"]), scale=scale)},
                "required": ["tool", "arguments"], "additionalProperties": False} for s in specs]
    schema = actions[0] if len(actions) == 1 else {"anyOf": actions}
    return {"type": "json_schema", "json_schema": {"name": "action", "schema": schema, "strict": False}}


def action(text: str | None, names: Sequence[str]) -> ToolCall | None:
    """The action a reply's text carries (JSON, possibly in prose or a code fence), if any."""
    if not text or "{" not in text:
        return None
    try:
        data = lenient.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    name = data.get("tool") or data.get("name") or data.get("function")
    arguments = data.get("arguments", data.get("parameters", data.get("args")))
    if not isinstance(name, str) or name not in names:
        return None
    if arguments is None:
        arguments = {k: v for k, v in data.items() if k not in ("tool", "name", "function")}
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)
    return ToolCall(id=f"act_{uuid.uuid4().hex[:12]}", name=name, arguments=raw)


def bounded(schema: Any, name: str = "", *, scale: float = 1.0) -> Any:
    """A copy of `schema` in which every free string and every list has a maximum size."""
    if isinstance(schema, list):
        return [bounded(s, name, scale=scale) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {k: (bounded(v, k, scale=scale) if k != "properties"
               else {p: bounded(d, p, scale=scale) for p, d in v.items()}) for k, v in schema.items()}
    if out.get("type") == "string" and "enum" not in out and "const" not in out:
        out.setdefault("maxLength", max(40, int(LONG_STRINGS.get(name, MAX_STRING) * scale)))
    if out.get("type") == "array":
        wanted = max(1, int(SHORT_LISTS.get(name, MAX_ITEMS) * scale))
        out.setdefault("maxItems", max(wanted, out.get("minItems", 0)))
    return out


def _inline(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema with its `$defs` references written out (grammar converters vary in $ref support)."""
    defs = schema.get("$defs", {})

    def walk(node: Any) -> Any:
        if isinstance(node, list):
            return [walk(n) for n in node]
        if not isinstance(node, dict):
            return node
        if "$ref" in node:
            target = walk(defs[node["$ref"].rsplit("/", 1)[-1]])
            return {**target, **{k: walk(v) for k, v in node.items() if k != "$ref"}}
        return {k: walk(v) for k, v in node.items() if k != "$defs"}

    return walk(schema)

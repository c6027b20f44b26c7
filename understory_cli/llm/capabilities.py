"""What a model server can do, found by asking it (`understory models check`, DESIGN §6a).

Small requests: a tool call the model may choose (`tool_choice: auto`), a forced one, a
`json_schema` reply, a `json_object` reply, the context length the server reports, and
the server's speed (speed.py: prompt and reply tokens per second). The result is stored
per server and model; `action_mode` turns it into the way the agent loop sends tools (an
ActionMode the client is made with): native where auto tool calls work, else JSON
actions where schema-constrained replies work; `speed_for` gives the clients their
per-call deadlines.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass
from typing import Any, Callable, Protocol

try:  # the HTTP library the installed openai speaks: httpx2 from openai 3 on
    import httpx2 as httpx
except ImportError:  # pragma: no cover
    import httpx  # type: ignore[no-redef]  # the same API under its older name

from . import lenient
from .speed import measure, speed_from
from .types import JSON, TOOLS, ActionMode, Completion, ModelClient, Speed
from ..config import Config
from ..errors import ModelError, UnderstoryError
from ..text import estimate_tokens
from ..store import Store
from ..store.capabilities import load_capabilities, save_capabilities

PROBE_TOOL = {"type": "function", "function": {
    "name": "record_city", "description": "Record the city the user names.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}}
PROBE_QUESTION = "The city is Lisbon. Record it with the record_city tool."
PROBE_TOKENS = 24  # each answer is a line (a call with one argument): no need to wait for a small model's rambling
PROBE_SCHEMA = {"type": "object", "properties": {"city": {"type": "string", "enum": ["Lisbon", "Porto"]},
                                                 "count": {"type": "integer"}},
                "required": ["city", "count"], "additionalProperties": False}


@dataclass
class Capabilities:
    auto_tools: bool | None = None  # the model called a tool it was offered, unasked by tool_choice
    forced_tools: bool | None = None  # a forced tool_choice came back as a call with JSON arguments
    json_schema: bool | None = None  # a json_schema reply parsed and kept to the schema
    json_object: bool | None = None  # a json_object reply parsed as an object
    context_tokens: int | None = None  # as the server reports it (llama.cpp /props, vLLM and Ollama /models)
    params: int | None = None  # the model's parameters, where the server says (llama.cpp /models meta.n_params)
    notes: dict[str, str] | None = None  # why a check failed
    speed: dict[str, float] | None = None  # Speed.as_dict(): prompt_tps, output_tps, measured_at
    slow: str | None = None  # the server did not answer within the check's limit: what it had not answered
    seconds: float | None = None  # how long the check took

    @property
    def protocol(self) -> str:
        if self.auto_tools:
            return "tools"
        return "json" if self.json_schema or self.json_object else "tools"


def action_mode(config: Config, store: Store | None) -> ActionMode:
    """How the agent loop should hand tools to the configured main model, decided once: the
    configured protocol, else the stored probe's, else native tools. The loop may switch to
    JSON actions after text-only replies unless tools were configured or the probe found no
    json_schema replies."""
    model = config.models.main if config.models is not None and not config.extractive else None
    if model is None or model.protocol == "tools":
        return ActionMode(TOOLS, may_switch=False)
    if model.protocol == "json":
        return ActionMode(JSON, may_switch=False)
    found = _stored(config, store)
    if not found:
        return ActionMode(TOOLS, may_switch=True)
    known = {k: v for k, v in found.items() if k in Capabilities.__dataclass_fields__}
    probed = Capabilities(**known)
    return ActionMode(JSON, may_switch=False) if probed.protocol == JSON else \
        ActionMode(TOOLS, may_switch=bool(probed.json_schema))


SMALL_PARAMS = 1_000_000_000  # below this a model writes no wiki page (gemma3-270m: nothing valid in minutes a page)


def narrow_only(config: Config, store: Store | None) -> str | None:
    """Why the configured server is given only the narrow tasks (wiki.narrow: a line, a kind, a
    yes/no), not the agents that plan and write pages; None when `models check` showed it can
    drive them, or when nothing was checked (the agents, as before the check existed)."""
    found = _stored(config, store)
    if not found or config.models is None:
        return None
    params = found.get("params")
    if isinstance(params, int) and params > 0:  # the size, where the server tells it, decides
        return f"a model of {params / 1e6:.0f}M parameters" if params < SMALL_PARAMS else None
    if config.models.main.protocol == "json":  # JSON actions chosen for a model the server gives no tools
        return None
    if found.get("auto_tools") is False and not found.get("forced_tools"):
        return "the server made no tool call in `models check`"
    return None


def too_small_to_write(config: Config, store: Store | None) -> bool:
    """Whether `models check` found a model under a billion parameters: it chooses among the text's
    phrases rather than writing a line (wiki.lines); a size not told keeps the writing."""
    params = (_stored(config, store) or {}).get("params")
    return isinstance(params, int) and 0 < params < SMALL_PARAMS


def speed_for(config: Config, store: Store | None) -> Speed | None:
    """The main model's measured speed, if `models check` stored one for this server."""
    return speed_from(_stored(config, store))


def _stored(config: Config, store: Store | None) -> dict[str, Any] | None:
    """What `models check` stored for the main model's server, if anything."""
    if config.extractive or config.models is None or store is None:
        return None
    model = config.models.main
    try:
        return load_capabilities(store, model.base_url, model.model)
    except Exception:  # noqa: BLE001 - a store without the table (read-only, older): nothing known
        return None


class ProbedClient(ModelClient, Protocol):
    """The probe's client: its configuration, and a speed it sets once it has measured it."""

    config: Config
    speed: Speed | None  # settable here: the probe's own client, not a shared one


CHECK_LIMIT_S = 60.0  # `models check` in all: on a loaded laptop a small model's checks took 190-430 s


def probe(client: ProbedClient, store: Store | None,
          progress: Callable[[str, bool | int | None], None] | None = None, *,
          limit_s: float = CHECK_LIMIT_S) -> Capabilities:
    """Ask the configured main model; store the result when a store is given.

    Within `limit_s`: each call gets the time left as its deadline, and a server that does not
    answer in it is reported slow (`slow`) with the speed its replies so far showed; the choice
    the stages make from the result (narrow_only) is made and stored all the same."""
    started = time.monotonic()
    ends = started + limit_s
    notes: dict[str, str] = {}
    found = Capabilities(notes=notes)
    written: list[tuple[Completion, float]] = []  # the checks' replies and their wall times: the speed so far
    partial: list[Speed] = []  # what a reply cut at the limit showed while it streamed

    def left() -> float:
        return ends - time.monotonic()

    def ask(*args: Any, **kwargs: Any) -> Completion:
        if left() < 1:
            raise ModelError(f"not asked: the {limit_s:g} s of the check were spent", model="", base_url="",
                             fault="timeout")
        begun = time.monotonic()
        pieces: list[tuple[float, int]] = []  # (when, characters so far): a slow reply's pace before the cut

        def heard(text: str, calls: list[tuple[str, str]]) -> None:
            pieces.append((time.monotonic(), len(text or "") + sum(len(a) for _, a in calls)))

        try:
            completion = client.complete(*args, timeout_s=left(), on_text=heard, **kwargs)
        except ModelError as exc:
            if exc.fault == "timeout" and (pace := streamed(pieces, begun, args[0])) is not None:
                partial.append(pace)
            raise
        written.append((completion, time.monotonic() - begun))
        return completion

    # What the server tells without a reply first (seconds at most): the size decides narrow_only alone.
    found.context_tokens = _context_length(client, left())
    found.params = _params(client, left())
    user = [{"role": "user", "content": PROBE_QUESTION}]
    checks: list[tuple[str, Callable[[], bool]]] = [
        ("auto_tools", lambda: _called(ask(user, [PROBE_TOOL], "auto", stage="probe", unit="auto tools",
                                                    max_output_tokens=PROBE_TOKENS))),
        ("forced_tools", lambda: _called(ask(
            user, [PROBE_TOOL], {"type": "function", "function": {"name": "record_city"}}, stage="probe",
            unit="forced tools", max_output_tokens=PROBE_TOKENS))),
        ("json_schema", lambda: _schema_kept(ask(
            [{"role": "user", "content": "Reply in JSON: the city is Lisbon and the count is 3."}], stage="probe",
            unit="json_schema", response_format={"type": "json_schema", "json_schema": {
                "name": "answer", "schema": PROBE_SCHEMA, "strict": True}}, max_output_tokens=PROBE_TOKENS).text)),
        ("json_object", lambda: isinstance(_parsed(ask(
            [{"role": "user", "content": "Reply with a JSON object with the key city set to Lisbon."}],
            stage="probe", unit="json_object", response_format={"type": "json_object"},
            max_output_tokens=PROBE_TOKENS).text), dict)),
    ]
    # Checks that decide nothing are not asked (each costs a reply: ~30 s from a small model on a busy laptop).
    skipped = {"forced_tools": (lambda: found.auto_tools is False, "the model calls no tool unasked"),
               "json_object": (lambda: bool(found.json_schema), "json_schema replies work")}
    for name, check in checks:
        if name in skipped and skipped[name][0]():
            notes[name] = f"not checked: {skipped[name][1]}"
            if progress:
                progress(name, None)
            continue
        if found.slow:  # the limit is spent: unknown, but for the tool call the choice needs
            notes[name] = "not checked: the server is too slow for the check's time limit"
            if progress:
                progress(name, None)
            continue
        try:
            ok = check()
        except UnderstoryError as exc:  # a server that refuses the feature answers 400: that is a "no"
            if isinstance(exc, ModelError) and exc.fault == "setting":  # a wrong key says nothing of the model
                raise
            if isinstance(exc, ModelError) and exc.fault == "timeout":
                found.slow = f"no answer within the check's {limit_s:g} s ({name})"
            ok = False  # a tool call that never came within the limit is none: a narrow-only server (narrow_only)
            notes[name] = str(exc)[:300]
        setattr(found, name, ok)
        if progress:
            progress(name, ok)
    speed: Speed | None
    try:  # after the checks: a server that reports its timings told the reply speed in them
        if found.slow or left() < 1:
            raise ModelError("no time left to measure", model="", base_url="", fault="timeout")
        speed = measure(client, [c for c, _ in written], timeout_s=left())
    except UnderstoryError as exc:
        found.slow = found.slow or f"no answer within the check's {limit_s:g} s (speed)"
        notes["speed"] = str(exc)[:300]
        speed = so_far(written) or (partial[0] if partial else None)  # what the replies so far showed
    if speed is not None:
        client.speed = speed
        found.speed = speed.as_dict()
    if progress:
        progress("speed", found.speed is not None)
        progress("context_tokens", found.context_tokens)
    found.seconds = round(time.monotonic() - started, 1)
    if store is not None:
        model = client.config.model_for("main")
        save_capabilities(store, model.base_url, model.model, asdict(found))
    return found


def so_far(written: list[tuple[Completion, float]]) -> Speed | None:
    """The speed the replies that came showed: the server's timings where told, else tokens over wall
    time (the slowest: deadlines sized to it err long)."""
    timed = [(c.timings or {}) for c, _ in written]
    prompt = [t["prompt_per_second"] for t in timed if _rate(t.get("prompt_per_second"))]
    output = [t["predicted_per_second"] for t in timed if _rate(t.get("predicted_per_second"))]
    walled = [(c.usage.input / seconds, c.usage.output / seconds) for c, seconds in written
              if seconds > 0 and c.usage.output]  # each rate over the whole call: low, so deadlines err long
    if not output and not walled:
        return None
    return Speed(max(min(prompt or [w[0] for w in walled]), 0.1), max(min(output or [w[1] for w in walled]), 0.1),
                 time.time())


def streamed(pieces: list[tuple[float, int]], begun: float, messages: Any) -> Speed | None:
    """The pace of a reply cut at the check's limit: its prompt read by the first piece, its pieces
    after it (about 4 characters a token); None when too little came to time it."""
    if len(pieces) < 2 or pieces[-1][0] <= pieces[0][0]:
        return None
    prompt = estimate_tokens(json.dumps(messages, ensure_ascii=False))
    first, last = pieces[0], pieces[-1]
    output = max((last[1] - first[1]) / 4, 1) / (last[0] - first[0])
    return Speed(max(prompt / max(first[0] - begun, 1e-3), 0.1), max(output, 0.01), time.time())


def _rate(value: Any) -> bool:
    return isinstance(value, (int, float)) and value > 0


def _called(completion: Any) -> bool:
    calls = [c for c in completion.tool_calls if c.name == "record_city"]
    if not calls:
        return False
    try:
        return isinstance(lenient.loads(calls[0].arguments), dict)
    except ValueError:
        return False


def _parsed(text: str | None) -> Any:
    try:
        return lenient.loads(text or "")
    except ValueError:
        return None


def _schema_kept(text: str | None) -> bool:
    data = _parsed(text)
    return isinstance(data, dict) and data.get("city") in ("Lisbon", "Porto") and isinstance(data.get("count"), int)


def _context_length(client: ProbedClient, seconds: float) -> int | None:
    """The context the server says it serves: llama.cpp's /props, else n_ctx or max_model_len in /models."""
    model = client.config.model_for("main")
    root = model.base_url.removesuffix("/v1")
    headers = {"Authorization": f"Bearer {model.api_key()}"}
    for url, read in ((f"{root}/props", lambda d: d["default_generation_settings"]["n_ctx"]),
                      (f"{model.base_url}/models", lambda d: _from_models(d, model.model))):
        try:
            response = httpx.get(url, headers=headers, timeout=max(min(client.config.timeout_s, 10, seconds), 0.5))
            if response.status_code == 200:
                value = read(response.json())
                if isinstance(value, int) and value > 0:
                    return value
        except (httpx.HTTPError, ValueError, KeyError, TypeError, json.JSONDecodeError):
            continue
    return None


def _params(client: ProbedClient, seconds: float) -> int | None:
    """The model's parameter count from llama.cpp's /models (meta.n_params); other servers say none."""
    model = client.config.model_for("main")
    try:
        response = httpx.get(f"{model.base_url}/models", headers={"Authorization": f"Bearer {model.api_key()}"},
                             timeout=max(min(client.config.timeout_s, 10, seconds), 0.5))
        listed = (response.json().get("data") or []) if response.status_code == 200 else []
        for item in listed:  # a server of one model may list it under its file's name
            value = (item.get("meta") or {}).get("n_params")
            if (item.get("id") == model.model or len(listed) == 1) and isinstance(value, int):
                return value
    except (httpx.HTTPError, ValueError, AttributeError, json.JSONDecodeError):
        pass
    return None


def _from_models(data: dict[str, Any], name: str) -> int | None:
    for item in data.get("data") or []:
        if item.get("id") == name:
            meta = item.get("meta") or {}
            return item.get("max_model_len") or meta.get("n_ctx") or meta.get("n_ctx_train")
    return None

"""Settings: command-line flags > UNDERSTORY_* environment > understory.yaml > defaults.

Every key is documented in sample_config.yaml. Unknown keys are errors (a typo must not
silently fall back to a default), and every error names the key and where its value came
from. API keys never live here: the config names the environment variable that holds one.
"""

from __future__ import annotations

import difflib
import os
import types
import typing
from pathlib import Path
from typing import Any, Literal, Mapping, Union
from urllib.parse import urlsplit

import yaml
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, field_validator, model_validator

from .errors import ConfigError  # noqa: F401 - re-exported

CONFIG_FILE = "understory.yaml"
OPENAI_BASE_URL = "https://api.openai.com/v1"
DEFAULT_LOCAL_EMBEDDINGS = "auto"  # llm/embeddings.py: minilm for English books, use (multilingual) for others

# Environment variables that set a config key (UNDERSTORY_DB and UNDERSTORY_CONFIG are
# not keys: they choose the store and the file).
ENVIRONMENT: dict[str, str] = {
    "UNDERSTORY_PROVIDER": "provider",
    "UNDERSTORY_MODEL": "models.main.model",
    "UNDERSTORY_BASE_URL": "models.main.base_url",
    "UNDERSTORY_API_KEY_ENV": "models.main.api_key_env",
    "UNDERSTORY_LIGHT_MODEL": "models.light.model",
    "UNDERSTORY_EMBEDDINGS": "embeddings.provider",
    "UNDERSTORY_EMBEDDINGS_MODEL": "embeddings.model",
    "UNDERSTORY_CONCURRENCY": "concurrency",
    "UNDERSTORY_TIMEOUT_S": "timeout_s",
    "UNDERSTORY_RETRIES": "retries",
    "UNDERSTORY_LANGUAGE": "language",
}


LOCAL_TIME_BUDGET_S = 1800.0  # a model stage's default time budget with a server on this machine


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Price(_Strict):
    """Currency per million tokens. `cached_input` defaults to `input` (no cache discount)."""

    input: float = Field(0.0, ge=0)
    cached_input: float | None = Field(None, ge=0)
    output: float = Field(0.0, ge=0)

    def cost(self, input_tokens: int, cached_tokens: int, output_tokens: int) -> float:
        cached_rate = self.input if self.cached_input is None else self.cached_input
        fresh = max(input_tokens - cached_tokens, 0)
        return (fresh * self.input + cached_tokens * cached_rate + output_tokens * self.output) / 1_000_000


class Endpoint(_Strict):
    """An OpenAI-compatible server and the model to ask there."""

    base_url: str = OPENAI_BASE_URL
    model: str
    # The NAME of the variable holding the key; null for local servers that need none.
    api_key_env: str | None = "OPENAI_API_KEY"
    price: Price | None = None

    _label: str = PrivateAttr("model")  # its key path, e.g. "models.main", for errors

    @field_validator("base_url")
    @classmethod
    def _http_url(cls, value: str) -> str:
        if not value.startswith(("http://", "https://")):
            raise ValueError("must start with http:// or https://")
        return value.rstrip("/")

    def api_key(self) -> str:
        """The key from the environment; a placeholder when the server needs none."""
        if self.api_key_env is None:
            return "no-key-needed"  # the openai package insists on some key
        key = os.environ.get(self.api_key_env, "")
        if not key:
            raise ConfigError(
                f"{self._label}.api_key_env names {self.api_key_env}, which is not set in the environment "
                f"(set it, or set api_key_env: null for a server that needs no key)",
                key=f"{self._label}.api_key_env", source="environment")
        return key


class ModelConfig(Endpoint):
    context_tokens: int = Field(128_000, gt=0)
    max_output_tokens: int = Field(4096, gt=0)
    # OpenAI's newer models refuse `max_tokens`; most other servers only know it.
    max_tokens_field: Literal["max_tokens", "max_completion_tokens"] = "max_tokens"
    # How tools reach the model: native tool calls, JSON actions in schema-constrained
    # replies, or `auto` (what `understory models check` found; native until then).
    protocol: Literal["auto", "tools", "json"] = "auto"
    # Sampling temperature; None sends none (the server's default, 0.8 on llama.cpp). A small
    # local model keeps to the JSON it is asked for more often when it samples less.
    temperature: float | None = Field(None, ge=0, le=2)


class Models(_Strict):
    main: ModelConfig
    light: ModelConfig | None = None

    @model_validator(mode="before")
    @classmethod
    def _light_inherits_from_main(cls, data: Any) -> Any:
        # A light block usually only names a cheaper model on the same server; its price
        # is not inherited, since a different model costs differently.
        if isinstance(data, dict) and isinstance(data.get("light"), dict) and isinstance(data.get("main"), dict):
            inherited = {k: v for k, v in data["main"].items() if k not in ("model", "price")}
            data = {**data, "light": {**inherited, **data["light"]}}
        return data


class EmbeddingsConfig(_Strict):
    provider: Literal["local", "openai", "none"] = "local"
    model: str | None = None
    base_url: str = OPENAI_BASE_URL
    api_key_env: str | None = "OPENAI_API_KEY"
    batch_size: int = Field(64, gt=0)
    price: Price | None = None

    @property
    def model_name(self) -> str | None:
        if self.provider == "local":
            return self.model or DEFAULT_LOCAL_EMBEDDINGS
        return self.model if self.provider == "openai" else None

    def endpoint(self) -> Endpoint:
        """The server for provider `openai`."""
        if self.provider != "openai" or not self.model:
            raise ConfigError(f"embeddings.provider is {self.provider}, not openai: no embeddings server configured",
                              key="embeddings.provider")
        endpoint = Endpoint(base_url=self.base_url, model=self.model, api_key_env=self.api_key_env, price=self.price)
        endpoint._label = "embeddings"
        return endpoint


class Budget(_Strict):
    """What one agent may spend before it must submit."""

    rounds: int = Field(gt=0)
    tool_calls: int = Field(gt=0)
    tokens: int = Field(gt=0)


_DEFAULT_BUDGETS = {
    "fast": {"rounds": 4, "tool_calls": 40, "tokens": 400_000},
    "quality": {"rounds": 9, "tool_calls": 120, "tokens": 1_500_000},
    "ask": {"rounds": 10, "tool_calls": 40, "tokens": 400_000},
}


class Budgets(_Strict):
    fast: Budget = Budget(**_DEFAULT_BUDGETS["fast"])
    quality: Budget = Budget(**_DEFAULT_BUDGETS["quality"])
    ask: Budget = Budget(**_DEFAULT_BUDGETS["ask"])

    @model_validator(mode="before")
    @classmethod
    def _fill_from_defaults(cls, data: Any) -> Any:
        # `fast: {rounds: 6}` changes the rounds and keeps the other limits.
        if isinstance(data, dict):
            data = {mode: {**_DEFAULT_BUDGETS[mode], **given} if mode in _DEFAULT_BUDGETS and isinstance(given, dict)
                    else given for mode, given in data.items()}
        return data


class WikiSize(_Strict):
    """How many entries the architect plans: 60% of the points, kept within these bounds."""

    min_entries: int = Field(20, gt=0)
    max_entries: int = Field(160, gt=0)

    @model_validator(mode="after")
    def _ordered(self) -> "WikiSize":
        if self.min_entries > self.max_entries:
            raise ValueError("wiki.min_entries must not exceed wiki.max_entries")
        return self


class Config(_Strict):
    provider: Literal["extractive", "openai"] = "extractive"
    models: Models | None = None
    embeddings: EmbeddingsConfig = EmbeddingsConfig()
    concurrency: int = Field(4, gt=0)
    timeout_s: float = Field(120.0, gt=0)
    retries: int = Field(5, gt=0)  # attempts per call, the first included
    budgets: Budgets = Budgets()
    wiki: WikiSize = WikiSize()
    language: str | None = None  # output language; None follows the book
    seed_candidates: bool = True  # offer each volume agent the no-model name finder's candidates
    model_recaps: bool = True  # after analyze, the model writes the story so far per chapter and volume end
    currency: str = "USD"
    # Seconds a model stage (analyze, compose-wiki) may spend asking the model in one run; what is
    # left then keeps its no-model content, and the next run goes on. None: LOCAL_TIME_BUDGET_S
    # for a server on this machine (a laptop doing other things), no limit for a remote one.
    time_budget_s: float | None = Field(None, gt=0)

    _source: str | None = PrivateAttr(None)

    @property
    def source(self) -> str | None:
        """The file the settings were read from, if any."""
        return self._source

    @field_validator("provider", mode="before")
    @classmethod
    def _provider_was_offline(cls, value: Any) -> Any:
        # The extractive path's old name: configs written before it still mean it.
        return "extractive" if value == "offline" else value

    @property
    def extractive(self) -> bool:
        """No model is configured: every stage takes its extractive path (DESIGN §8)."""
        return self.provider == "extractive" or self.models is None

    def model_for(self, role: Literal["main", "light"] = "main") -> ModelConfig:
        """The model for a role; `light` falls back to `main`."""
        if role not in ("main", "light"):
            raise ValueError(f"unknown model role {role!r}")
        if self.extractive or self.models is None:
            raise ConfigError("no model configured: provider is extractive (set provider: openai and models.main)",
                              key="provider", source=self._source)
        if role == "light" and self.models.light is not None:
            return self.models.light
        return self.models.main

    def time_budget(self) -> float | None:
        """The seconds one model stage may spend asking the model (see `time_budget_s`)."""
        if self.time_budget_s is not None or self.extractive or self.models is None:
            return self.time_budget_s
        host = (urlsplit(self.models.main.base_url).hostname or "").lower()
        return LOCAL_TIME_BUDGET_S if host in ("localhost", "127.0.0.1", "::1") else None

    def budget(self, mode: Literal["fast", "quality", "ask"]) -> Budget:
        return getattr(self.budgets, mode)

    def price_for(self, model: str) -> Price | None:
        """The configured price of a model by name, for cost reports from the ledger."""
        priced = [(self.embeddings.model_name, self.embeddings.price)]
        if self.models is not None:
            priced += [(m.model, m.price) for m in (self.models.main, self.models.light) if m is not None]
        return next((price for name, price in priced if name == model and price is not None), None)

    def model_post_init(self, _context: Any) -> None:
        if self.models is not None:
            self.models.main._label = "models.main"
            if self.models.light is not None:
                self.models.light._label = "models.light"


def load_config(path: str | Path | None = None, overrides: Mapping[str, Any] | None = None,
                *, environ: Mapping[str, str] | None = None, cwd: str | Path | None = None) -> Config:
    """Read the settings. `overrides` are command-line flags as dotted keys
    (`{"models.main.model": "gpt-4o"}`) or nested dicts; None values mean "not given"."""
    environ = os.environ if environ is None else environ
    file = _config_file(path, environ, Path(cwd) if cwd else Path.cwd())
    data: dict[str, Any] = {}
    origins: dict[str, str] = {}
    if file is not None:
        _merge(data, _read_yaml(file), origins, str(file))
    for var, key in ENVIRONMENT.items():
        if environ.get(var):
            _merge(data, _nest({key: environ[var]}), origins, f"environment variable {var}")
    if overrides:
        _merge(data, _nest({k: v for k, v in overrides.items() if v is not None}), origins, "command-line option")
    source = str(file) if file else "settings"
    try:
        config = Config.model_validate(data)
    except ValidationError as exc:
        raise _config_error(exc, origins, source) from None
    _require_what_providers_need(config, origins, source)
    config._source = str(file) if file else None
    return config


def _require_what_providers_need(config: Config, origins: Mapping[str, str], source: str) -> None:
    if config.provider == "openai" and config.models is None:
        raise ConfigError(f"{source}: models.main: required when provider is openai "
                          f"(provider set by {origins.get('provider', source)})", key="models.main", source=source)
    if config.embeddings.provider == "openai" and not config.embeddings.model:
        raise ConfigError(f"{source}: embeddings.model: required when embeddings.provider is openai",
                          key="embeddings.model", source=source)


def _config_file(path: str | Path | None, environ: Mapping[str, str], cwd: Path) -> Path | None:
    named = path or environ.get("UNDERSTORY_CONFIG")
    if named:
        file = Path(named)
        if not file.is_file():
            raise ConfigError(f"{file}: config file not found", source=str(file))
        return file
    default = cwd / CONFIG_FILE
    return default if default.is_file() else None


class _UniqueKeyLoader(yaml.SafeLoader):
    """Plain YAML keeps the last of two equal keys; two uncommented blocks must be an error."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep)


def _read_yaml(file: Path) -> dict[str, Any]:
    try:
        data = yaml.load(file.read_text(encoding="utf-8"), Loader=_UniqueKeyLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{file}: line {mark.line + 1}" if mark is not None else str(file)
        raise ConfigError(f"{where}: not valid YAML: {getattr(exc, 'problem', None) or exc}",
                          source=str(file)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{file}: cannot read config: {exc}", source=str(file)) from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"{file}: a config file must be a mapping of keys to values", source=str(file))
    return data


def _nest(flat: Mapping[str, Any]) -> dict[str, Any]:
    """{"a.b": 1} -> {"a": {"b": 1}}; nested dicts pass through."""
    nested: dict[str, Any] = {}
    for key, value in flat.items():
        parts = key.split(".")
        node = nested
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = value
    return nested


def _merge(into: dict[str, Any], layer: Mapping[str, Any], origins: dict[str, str], source: str,
           prefix: str = "") -> None:
    for key, value in layer.items():
        path = f"{prefix}{key}"
        if isinstance(value, Mapping) and isinstance(into.get(key), dict):
            _merge(into[key], value, origins, source, f"{path}.")
            continue
        into[key] = _plain(value)
        origins[path] = source


def _plain(value: Any) -> Any:
    """A copy with plain dicts, so later layers never mutate the caller's data."""
    return {k: _plain(v) for k, v in value.items()} if isinstance(value, Mapping) else value


def _config_error(exc: ValidationError, origins: Mapping[str, str], default_source: str) -> ConfigError:
    # An unknown key first: a typo (base_urll) usually explains the missing key next to it.
    errors = sorted(exc.errors(include_url=False), key=lambda e: e["type"] != "extra_forbidden")
    first = errors[0]
    loc = [str(part) for part in first["loc"]]
    key = ".".join(loc) or "(top level)"
    source = next((origins[".".join(loc[:n])] for n in range(len(loc), 0, -1) if ".".join(loc[:n]) in origins),
                  default_source)
    if first["type"] == "extra_forbidden":
        known = _known_keys(loc[:-1])
        close = difflib.get_close_matches(loc[-1], known, n=1)
        hint = f" (did you mean {'.'.join([*loc[:-1], close[0]])}?)" if close else f" (known here: {', '.join(known)})"
        message = f"unknown key{hint}"
    else:
        message = first["msg"].removeprefix("Value error, ")
    more = len(errors) - 1
    tail = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
    return ConfigError(f"{source}: {key}: {message}{tail}", key=key, source=source)


def _known_keys(loc: list[str]) -> list[str]:
    model: type[BaseModel] = Config
    for part in loc:
        field = model.model_fields.get(part)
        inner = _model_in(field.annotation) if field else None
        if inner is None:
            return []
        model = inner
    return list(model.model_fields)


def _model_in(annotation: Any) -> type[BaseModel] | None:
    """The pydantic model inside `Model` or `Model | None`."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    if typing.get_origin(annotation) in (Union, types.UnionType):
        return next((a for a in typing.get_args(annotation) if isinstance(a, type) and issubclass(a, BaseModel)), None)
    return None

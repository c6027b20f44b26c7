"""Config: source order, errors that name the key and the file, the shipped sample."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import BaseModel

from understory_cli.config import ENVIRONMENT, Config, ConfigError, Price, _model_in, load_config

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "sample_config.yaml"
BLOCKS = ("openai", "deepseek", "ollama", "llama.cpp")


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_defaults_without_any_source(tmp_path):
    config = load_config(environ={}, cwd=tmp_path)
    assert config.provider == "extractive" and config.source is None
    assert config.embeddings.provider == "local" and config.embeddings.model_name == "auto"
    assert config.concurrency == 4 and config.retries == 5
    assert (config.budget("fast").rounds, config.budget("quality").rounds) == (4, 9)
    assert config.language is None
    with pytest.raises(ConfigError, match="provider is extractive"):
        config.model_for("main")


def test_a_config_written_before_the_rename_still_means_the_extractive_path(tmp_path):
    config = load_config(write(tmp_path / "understory.yaml", "provider: extractive\n"), environ={}, cwd=tmp_path)
    assert config.provider == "extractive" and config.extractive
    with pytest.raises(ConfigError):
        load_config(write(tmp_path / "other.yaml", "provider: nothing\n"), environ={}, cwd=tmp_path)


def test_flags_beat_environment_beat_file(tmp_path):
    write(tmp_path / "understory.yaml", """
provider: openai
concurrency: 2
timeout_s: 30
models:
  main: {model: from-file, base_url: "http://file.example/v1"}
""")
    env = {"UNDERSTORY_CONCURRENCY": "3", "UNDERSTORY_MODEL": "from-env", "UNDERSTORY_LANGUAGE": "zh"}
    overrides = {"concurrency": 5, "models.main.max_output_tokens": 100, "language": None}
    config = load_config(environ=env, cwd=tmp_path, overrides=overrides)
    assert config.source == str(tmp_path / "understory.yaml")
    assert config.concurrency == 5  # flag
    assert config.model_for().model == "from-env"  # environment over file
    assert config.model_for().base_url == "http://file.example/v1"  # file, merged key by key
    assert config.model_for().max_output_tokens == 100
    assert config.language == "zh"  # a None flag means "not given"
    assert config.timeout_s == 30


def test_overrides_may_be_nested_and_are_not_mutated(tmp_path):
    overrides = {"provider": "openai", "models": {"main": {"model": "m"}}}
    config = load_config(environ={"UNDERSTORY_BASE_URL": "http://env.example/v1"}, cwd=tmp_path, overrides=overrides)
    assert config.model_for().base_url == "http://env.example/v1"
    assert overrides == {"provider": "openai", "models": {"main": {"model": "m"}}}


def test_every_environment_variable_sets_its_key(tmp_path):
    values = {"provider": "openai", "models.main.model": "m", "models.main.base_url": "http://h/v1",
              "models.main.api_key_env": "K", "models.light.model": "small", "embeddings.provider": "none",
              "embeddings.model": "e", "concurrency": "7", "timeout_s": "9.5", "retries": "2", "language": "ja"}
    config = load_config(environ={var: values[key] for var, key in ENVIRONMENT.items()}, cwd=tmp_path)
    dumped = config.model_dump()
    for key, value in values.items():
        node = dumped
        for part in key.split("."):
            node = node[part]
        assert str(node) == value, key


def test_file_from_argument_then_environment_then_working_directory(tmp_path):
    write(tmp_path / "understory.yaml", "concurrency: 1\n")
    named = write(tmp_path / "named.yaml", "concurrency: 2\n")
    from_env = write(tmp_path / "env.yaml", "concurrency: 3\n")
    assert load_config(environ={}, cwd=tmp_path).concurrency == 1
    assert load_config(environ={"UNDERSTORY_CONFIG": str(from_env)}, cwd=tmp_path).concurrency == 3
    assert load_config(named, environ={"UNDERSTORY_CONFIG": str(from_env)}, cwd=tmp_path).concurrency == 2
    with pytest.raises(ConfigError, match=r"missing\.yaml: config file not found"):
        load_config(tmp_path / "missing.yaml", environ={}, cwd=tmp_path)


def test_typo_names_key_file_and_suggestion(tmp_path):
    file = write(tmp_path / "understory.yaml", """
provider: openai
models:
  main:
    model: m
    base_urll: http://localhost:8080/v1
""")
    with pytest.raises(ConfigError) as caught:
        load_config(environ={}, cwd=tmp_path)
    message = str(caught.value)
    assert message.startswith(f"{file}: models.main.base_urll: unknown key")
    assert "did you mean models.main.base_url?" in message
    assert caught.value.key == "models.main.base_urll" and caught.value.source == str(file)


def test_bad_value_names_where_it_came_from(tmp_path):
    file = write(tmp_path / "c.yaml", "budgets:\n  fast:\n    rounds: 0\n")
    with pytest.raises(ConfigError, match=rf"^{re.escape(str(file))}: budgets\.fast\.rounds: .*greater than 0"):
        load_config(file, environ={})
    with pytest.raises(ConfigError, match=r"^environment variable UNDERSTORY_CONCURRENCY: concurrency: "):
        load_config(environ={"UNDERSTORY_CONCURRENCY": "many"}, cwd=tmp_path)
    with pytest.raises(ConfigError, match=r"^command-line option: provider: Input should be 'extractive' or 'openai'"):
        load_config(environ={}, cwd=tmp_path, overrides={"provider": "anthropic"})
    with pytest.raises(ConfigError, match=r"models\.main\.base_url: must start with http"):
        load_config(environ={}, cwd=tmp_path, overrides={"models.main.model": "m", "models.main.base_url": "localhost"})


def test_partial_budget_keeps_the_other_limits(tmp_path):
    config = load_config(write(tmp_path / "c.yaml", "budgets:\n  fast: {rounds: 6}\n"), environ={})
    assert config.budget("fast").model_dump() == {"rounds": 6, "tool_calls": 40, "tokens": 400_000}
    assert config.budget("quality").rounds == 9


def test_provider_needs_its_settings(tmp_path):
    file = write(tmp_path / "c.yaml", "provider: openai\n")
    with pytest.raises(ConfigError, match=rf"^{re.escape(str(file))}: models\.main: required when provider is openai"):
        load_config(file, environ={})
    with pytest.raises(ConfigError, match=r"embeddings\.model: required when embeddings\.provider is openai"):
        load_config(environ={"UNDERSTORY_EMBEDDINGS": "openai"}, cwd=tmp_path)


def test_invalid_yaml_and_duplicate_keys_name_the_line(tmp_path):
    file = write(tmp_path / "c.yaml", "concurrency: [1,\n")
    with pytest.raises(ConfigError, match=rf"^{re.escape(str(file))}: line \d+: not valid YAML"):
        load_config(file, environ={})
    file = write(tmp_path / "d.yaml", "provider: openai\nmodels: {main: {model: m}}\nprovider: extractive\n")
    with pytest.raises(ConfigError, match=r"line 3: not valid YAML: duplicate key 'provider'"):
        load_config(file, environ={})
    with pytest.raises(ConfigError, match="must be a mapping"):
        load_config(write(tmp_path / "e.yaml", "- a\n- b\n"), environ={})


def test_light_model_inherits_server_but_not_price(tmp_path):
    config = load_config(write(tmp_path / "c.yaml", """
provider: openai
models:
  main: {model: big, base_url: "http://h/v1", api_key_env: MY_KEY, price: {input: 1, output: 2}}
  light: {model: small}
"""), environ={})
    light = config.model_for("light")
    assert (light.model, light.base_url, light.api_key_env, light.price) == ("small", "http://h/v1", "MY_KEY", None)
    assert config.price_for("big") == Price(input=1, output=2)
    assert config.price_for("small") is None
    no_light = load_config(environ={}, cwd=tmp_path, overrides={"provider": "openai", "models.main.model": "only"})
    assert no_light.model_for("light").model == "only"


def test_api_key_comes_from_the_named_variable_and_is_never_shown(tmp_path, monkeypatch):
    secret = "sk-test-0123456789abcdef"
    config = load_config(environ={}, cwd=tmp_path,
                         overrides={"provider": "openai", "models.main.model": "m", "models.main.api_key_env": "UT_KEY"})
    monkeypatch.delenv("UT_KEY", raising=False)
    with pytest.raises(ConfigError) as caught:
        config.model_for().api_key()
    assert "models.main.api_key_env names UT_KEY, which is not set" in str(caught.value)
    monkeypatch.setenv("UT_KEY", secret)
    assert config.model_for().api_key() == secret
    assert secret not in repr(config) and secret not in config.model_dump_json()
    keyless = load_config(write(tmp_path / "k.yaml", "provider: openai\nmodels: {main: {model: m, api_key_env: null}}\n"),
                          environ={})
    assert keyless.model_for().api_key()  # a placeholder: the server needs none


def test_price_counts_cached_input_at_its_own_rate():
    price = Price(input=2.0, cached_input=0.5, output=8.0)
    assert price.cost(1_000_000, 400_000, 500_000) == pytest.approx(600_000 * 2 / 1e6 + 400_000 * 0.5 / 1e6 + 4.0)
    assert Price(input=2.0, output=8.0).cost(1_000_000, 400_000, 0) == pytest.approx(2.0)


# -- the shipped sample --------------------------------------------------------------

def sample_with_block(name: str) -> str:
    """The sample as a user would edit it: provider switched, one models block uncommented."""
    text = SAMPLE.read_text(encoding="utf-8")
    start, end = text.index(f"# >>> {name}\n"), text.index(f"# <<< {name}\n")
    block = "".join(line[2:] if line.startswith("# ") else line
                    for line in text[start:end].splitlines(keepends=True)[1:])
    return text[:start].replace("\nprovider: extractive\n", "\nprovider: openai\n") + block


def test_sample_config_loads_as_shipped():
    config = load_config(SAMPLE, environ={})
    # The sample spells out the defaults (the local embedding model by name, too).
    assert config.model_dump(exclude={"embeddings": {"model"}}) == Config().model_dump(exclude={"embeddings": {"model"}})
    assert config.embeddings.model_name == Config().embeddings.model_name == "auto"


@pytest.mark.parametrize("block", BLOCKS)
def test_sample_config_provider_blocks_work(tmp_path, block):
    config = load_config(write(tmp_path / "understory.yaml", sample_with_block(block)), environ={})
    main = config.model_for("main")
    expected = {"openai": "https://api.openai.com/v1", "deepseek": "https://api.deepseek.com",
                "ollama": "http://localhost:11434/v1", "llama.cpp": "http://localhost:8080/v1"}[block]
    assert config.provider == "openai" and main.base_url == expected
    if block in ("ollama", "llama.cpp"):
        assert main.api_key_env is None
    if block == "deepseek":
        assert main.price.cached_input < main.price.input


def test_sample_config_documents_every_key():
    text = SAMPLE.read_text(encoding="utf-8")

    def keys(model: type[BaseModel], prefix: str = "") -> list[str]:
        found = []
        for name, field in model.model_fields.items():
            found.append(prefix + name)
            inner = _model_in(field.annotation)
            if inner is not None:
                found += keys(inner, f"{prefix}{name}.")
        return found

    for key in keys(Config):
        leaf = key.rsplit(".", 1)[-1]
        assert re.search(rf"(^|[\s{{,#]){re.escape(leaf)}:", text, re.M), f"{key} is not in sample_config.yaml"

"""`models check` (llm/capabilities.py, llm/speed.py) against a local fake server, and the
ActionMode the stages then start with (decided once, from the config and what was stored)."""

from __future__ import annotations

import json

import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from understory_cli.config import Config
from understory_cli.llm import ActionMode, ChatClient
from understory_cli.llm.capabilities import action_mode, narrow_only, probe, speed_for
from understory_cli.store import ledger, open_store
from understory_cli.store.capabilities import load_capabilities, save_capabilities

CHAT = "/v1/chat/completions"


@pytest.fixture
def store(tmp_path):
    store = open_store(tmp_path / "probe.duckdb")
    yield store
    store.close()


def config_for(base_url: str, protocol: str = "auto", **settings) -> Config:
    return Config.model_validate({
        "provider": "openai", "embeddings": {"provider": "none"}, "retries": 1, "timeout_s": 20, **settings,
        "models": {"main": {"base_url": base_url, "model": "tiny", "api_key_env": None, "protocol": protocol}}})


class SmallModel:
    """Like gemma3-270m on llama.cpp: never calls a tool unasked, keeps a json_schema, reports
    its timings and its context in /props. `refuses` answers 400 to those response formats."""

    def __init__(self, server: HTTPServer, *, refuses: tuple[str, ...] = (), calls_tools: bool = False,
                 timings: bool = True):
        self.requests: list[dict] = []
        self.timings = {"timings": {"prompt_per_second": 400.0, "predicted_per_second": 20.0}} if timings else {}
        self.calls_tools = calls_tools
        self.refuses = refuses
        server.expect_request(CHAT, method="POST").respond_with_handler(self.handle)
        server.expect_request("/props").respond_with_json({"default_generation_settings": {"n_ctx": 8192}})

    def handle(self, request: Request) -> Response:
        body = request.get_json()
        self.requests.append(body)
        wanted = (body.get("response_format") or {}).get("type")
        if wanted in self.refuses:
            return Response(json.dumps({"error": {"message": f"{wanted} is not supported"}}), status=400,
                            content_type="application/json")
        message: dict = {"role": "assistant", "content": "Lisbon is a city."}
        if isinstance(body.get("tool_choice"), dict) or self.calls_tools:  # forced: it complies
            message = {"role": "assistant", "content": None, "tool_calls": [{
                "id": "c1", "type": "function", "function": {"name": "record_city", "arguments": '{"city": "Lisbon"}'}}]}
        elif wanted == "json_schema":
            message["content"] = '{"city": "Lisbon", "count": 3}'
        elif wanted == "json_object":
            message["content"] = '{"city": "Lisbon"}'
        return Response(json.dumps({
            "id": "x", "object": "chat.completion", "created": 1, "model": "tiny",
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 300, "completion_tokens": 20, "total_tokens": 320}, **self.timings}),
            content_type="application/json")


def test_the_probe_finds_a_small_models_abilities_speed_and_context_and_stores_them(httpserver, store):
    model = SmallModel(httpserver)
    config = config_for(httpserver.url_for("/v1"))
    assert action_mode(config, store) == ActionMode("tools", may_switch=True)  # nothing known yet
    found = probe(ChatClient(config, store), store)
    assert (found.auto_tools, found.forced_tools, found.json_schema, found.json_object) == (False, None, True, None)
    assert "not checked" in found.notes["forced_tools"] and "not checked" in found.notes["json_object"]
    assert found.context_tokens == 8192 and found.protocol == "json"
    assert found.speed["prompt_tps"] == 400.0 and found.speed["output_tps"] == 20.0
    assert found.seconds is not None and found.seconds < 30
    # Small requests: a line each, then a word for the prompt speed; the checks' own timings gave the reply speed.
    assert [r.get("max_tokens") for r in model.requests] == [24, 24, 1]
    assert [c.unit for c in ledger.calls(store)] == ["auto tools", "json_schema", "prompt speed"]
    stored = load_capabilities(store, config.models.main.base_url, "tiny")
    assert stored["json_schema"] is True and stored["speed"]["output_tps"] == 20.0
    # What the stages start with from now on, decided once per client from what was stored.
    assert action_mode(config, store) == ActionMode("json", may_switch=False)
    assert ChatClient(config, store).actions == ActionMode("json", may_switch=False)
    assert speed_for(config, store).deadline(4000, 200, 300) == pytest.approx(3 * (10 + 10))


def test_a_model_that_calls_tools_unasked_is_also_asked_a_forced_call(httpserver, store):
    model = SmallModel(httpserver, calls_tools=True)
    found = probe(ChatClient(config_for(httpserver.url_for("/v1")), store), store)
    assert (found.auto_tools, found.forced_tools, found.protocol) == (True, True, "tools")
    assert [r.get("tool_choice") for r in model.requests][:2] == ["auto", {"type": "function",
                                                                         "function": {"name": "record_city"}}]


def test_a_server_without_timings_gets_its_reply_speed_from_a_request_of_its_own(httpserver, store):
    model = SmallModel(httpserver, timings=False)
    found = probe(ChatClient(config_for(httpserver.url_for("/v1")), store), store)
    assert [r.get("max_tokens") for r in model.requests] == [24, 24, 1, 16]
    assert found.speed["prompt_tps"] > 0 and found.speed["output_tps"] > 0


def test_a_server_that_refuses_json_schema_keeps_native_tools_and_never_switches(httpserver, store):
    SmallModel(httpserver, refuses=("json_schema", "json_object"))
    config = config_for(httpserver.url_for("/v1"))
    found = probe(ChatClient(config, store), store)
    assert (found.json_schema, found.json_object) == (False, False)
    assert "json_schema is not supported" in found.notes["json_schema"]
    assert found.protocol == "tools"
    # The loop must not switch to JSON actions a server cannot constrain.
    assert action_mode(config, store) == ActionMode("tools", may_switch=False)


def test_the_configured_protocol_wins_over_the_probe(httpserver, store):
    base_url = httpserver.url_for("/v1")
    save_capabilities(store, base_url, "tiny", {"auto_tools": False, "json_schema": True})
    assert action_mode(config_for(base_url, "tools"), store) == ActionMode("tools", may_switch=False)
    assert action_mode(config_for(base_url, "json"), store) == ActionMode("json", may_switch=False)
    assert action_mode(config_for(base_url), store) == ActionMode("json", may_switch=False)
    assert action_mode(config_for(base_url), None) == ActionMode("tools", may_switch=True)  # no store: unknown
    save_capabilities(store, base_url, "tiny", {"auto_tools": True, "json_schema": True})
    assert action_mode(config_for(base_url), store) == ActionMode("tools", may_switch=True)
    assert action_mode(Config(), store) == ActionMode("tools", may_switch=False)  # no model configured


def test_a_server_that_never_answers_still_ends_the_check_quickly(store):
    """Nothing listening: every check is a 'no' with its reason, in seconds, and nothing is guessed."""
    config = config_for("http://127.0.0.1:9/v1", timeout_s=2)
    found = probe(ChatClient(config, store, sleep=lambda s: None), store)
    assert (found.auto_tools, found.forced_tools, found.json_schema, found.json_object) == (False, None, False, False)
    assert found.speed is None and "cannot connect" in found.notes["speed"]
    assert found.context_tokens is None and found.seconds < 30
    assert action_mode(config, store) == ActionMode("tools", may_switch=False)


def test_a_server_too_slow_for_the_check_s_limit_is_reported_slow_and_the_choice_still_stored(store):
    from support.slow_model import SlowModel

    with SlowModel("never") as model:  # a small model on a loaded laptop, at its worst
        config = config_for(model.base_url, timeout_s=300)
        found = probe(ChatClient(config, store, sleep=lambda s: None), store, limit_s=2)
        model.release()
    assert len(model.requests) <= 1  # the first call had the check's time left, and nothing was sent after it
    assert found.slow and "auto_tools" in found.slow and found.auto_tools is False and found.speed is None
    assert all("not checked" in found.notes[name] for name in ("forced_tools", "json_schema"))
    stored = load_capabilities(store, config.models.main.base_url, "tiny")
    assert stored["slow"] == found.slow
    assert narrow_only(config, store)  # no tool call within the limit: the narrow tasks, not the agents


def test_a_reply_cut_at_the_check_s_limit_still_tells_the_speed_it_streamed_at(store):
    from support.slow_model import SlowModel

    with SlowModel("stream", piece_steps=4) as model:  # a piece of its reply every 0.2 s
        config = config_for(model.base_url, timeout_s=300)
        found = probe(ChatClient(config, store, sleep=lambda s: None), store, limit_s=3)
        model.release()
    assert found.slow and found.speed is not None and found.speed["output_tps"] > 0  # measured so far

"""The model client over real HTTP against a local fake OpenAI server, and the ledger it writes.

The openai package here talks through httpx2, which respx cannot intercept, so every
test runs a real server on localhost (pytest-httpserver) and a real DuckDB store.
"""

from __future__ import annotations

import json
import logging
import threading
import time

import pytest
from pydantic import BaseModel
from pytest_httpserver import HTTPServer
from werkzeug import Response

from understory_cli.agents import Tool, run_agent
from understory_cli.config import Budget, Config, ConfigError
from understory_cli.llm import ChatClient, ModelError
from understory_cli.llm.client import concurrency_gate, retry_after_seconds
from understory_cli.store import ledger, open_store

SECRET = "sk-fake-5ecret-never-shown-0123456789"
KEY_ENV = "UNDERSTORY_TEST_API_KEY"
CHAT = "/v1/chat/completions"


@pytest.fixture(scope="module")
def running_server():
    # Threaded, so a request that sleeps does not hold up the next one; shared by the
    # module because stopping a server takes half a second.
    http = HTTPServer(threaded=True)
    http.start()
    yield http
    http.stop()


@pytest.fixture
def server(running_server):
    yield running_server
    running_server.clear()


@pytest.fixture
def store(tmp_path):
    store = open_store(tmp_path / "ledger.duckdb")
    yield store
    store.close()


@pytest.fixture(autouse=True)
def api_key(monkeypatch, caplog):
    monkeypatch.setenv(KEY_ENV, SECRET)
    caplog.set_level(logging.DEBUG)  # the openai package and httpx2 log requests at debug level


def make_config(server: HTTPServer, **settings) -> Config:
    models = {"main": {"base_url": server.url_for("/v1"), "model": "fake-model", "api_key_env": KEY_ENV,
                       "max_output_tokens": 256}}
    embeddings = {"provider": "openai", "model": "fake-embed", "base_url": server.url_for("/v1"), "api_key_env": KEY_ENV}
    return Config.model_validate({"provider": "openai", "models": models, "embeddings": embeddings,
                                  "retries": 3, "timeout_s": 5, **settings})


def client_for(config: Config, store, sleeps: list[float]) -> ChatClient:
    return ChatClient(config, store, sleep=sleeps.append, jitter=lambda: 0.5)


def chat_reply(content=None, tool_calls=(), usage=..., finish_reason=None) -> dict:
    message = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = [{"id": f"call_{i}", "type": "function",
                                  "function": {"name": name, "arguments": arguments}}
                                 for i, (name, arguments) in enumerate(tool_calls)]
    body = {"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "fake-model",
            "choices": [{"index": 0, "message": message,
                         "finish_reason": finish_reason or ("tool_calls" if tool_calls else "stop")}]}
    if usage is ...:
        usage = {"prompt_tokens": 120, "completion_tokens": 30, "total_tokens": 150,
                 "prompt_tokens_details": {"cached_tokens": 100}}
    if usage is not None:
        body["usage"] = usage
    return body


def error_body(message: str) -> dict:
    return {"error": {"message": message, "type": "test_error", "code": None}}


def rows(store) -> list[ledger.CallRecord]:
    return ledger.calls(store)


def assert_secret_nowhere(store, caplog, *texts: str) -> None:
    everything = [repr(store.all(f"SELECT * FROM {t}")) for t in ("llm_calls", "runs")]
    for text in [*everything, caplog.text, *texts]:
        assert SECRET not in text


def ask(client: ChatClient, **extra):
    return client.complete([{"role": "user", "content": "who is Tip?"}], stage="test", unit="u1", **extra)


def test_tool_call_reply_is_parsed_and_recorded(server, store, caplog):
    server.expect_request(CHAT, method="POST").respond_with_json(
        chat_reply("thinking", [("lookup", '{"name": "Tip"}'), ("lookup", '{"name": "Ozma"}')]))
    tools = [{"type": "function", "function": {"name": "lookup", "parameters": {"type": "object"}}}]
    client = client_for(make_config(server), store, [])
    run_id = ledger.start_run(store, None, "test", "fast")
    completion = ask(client, tools=tools, tool_choice="auto", prompt_name="volume/system", prompt_hash="abc123",
                     run_id=run_id)

    assert completion.text == "thinking" and completion.finish_reason == "tool_calls"
    assert [(c.id, c.name, c.arguments) for c in completion.tool_calls] == [
        ("call_0", "lookup", '{"name": "Tip"}'), ("call_1", "lookup", '{"name": "Ozma"}')]
    assert (completion.usage.input, completion.usage.cached, completion.usage.output) == (120, 100, 30)
    assert not completion.usage.estimated
    request, _ = server.log[0]
    sent = request.get_json()
    assert sent["model"] == "fake-model" and sent["max_tokens"] == 256 and "temperature" not in sent
    assert sent["tools"] == tools and sent["tool_choice"] == "auto"
    assert request.headers["Authorization"] == f"Bearer {SECRET}"  # the key is used, just never kept
    [row] = rows(store)
    assert (row.run_id, row.stage, row.unit, row.kind, row.prompt_name, row.prompt_hash, row.model) == (
        run_id, "test", "u1", "chat", "volume/system", "abc123", "fake-model")
    assert (row.input_tokens, row.cached_tokens, row.output_tokens, row.attempt, row.status, row.error) == (
        120, 100, 30, 1, "ok", None)
    assert row.latency_ms >= 0
    assert "chat/completions" in caplog.text  # the libraries' request logs were captured, and checked:
    assert_secret_nowhere(store, caplog)


def test_a_configured_temperature_is_sent(server, store):
    server.expect_request(CHAT, method="POST").respond_with_json(chat_reply("Tip is Ozma."))
    main = {"base_url": server.url_for("/v1"), "model": "fake-model", "api_key_env": KEY_ENV, "temperature": 0.2}
    ask(client_for(Config.model_validate({"provider": "openai", "models": {"main": main}}), store, []))
    assert server.log[0][0].get_json()["temperature"] == 0.2


def test_reply_without_usage_is_estimated_not_a_crash(server, store, caplog):
    server.expect_request(CHAT).respond_with_json(chat_reply("Tip is a boy. " * 20, usage=None))
    completion = ask(client_for(make_config(server), store, []))
    assert completion.usage.estimated and completion.usage.input > 0 and completion.usage.output >= 60
    [row] = rows(store)
    assert row.status == "estimated" and row.output_tokens == completion.usage.output


def test_deepseek_cache_hits_count_as_cached(server, store):
    usage = {"prompt_tokens": 500, "completion_tokens": 5, "prompt_cache_hit_tokens": 448,
             "prompt_cache_miss_tokens": 52}
    server.expect_request(CHAT).respond_with_json(chat_reply("ok", usage=usage))
    assert ask(client_for(make_config(server), store, [])).usage.cached == 448


def test_rate_limit_waits_as_told_then_succeeds(server, store, caplog):
    server.expect_oneshot_request(CHAT).respond_with_json(error_body("slow down"), status=429,
                                                          headers={"Retry-After": "2"})
    server.expect_oneshot_request(CHAT).respond_with_json(chat_reply("done"))
    sleeps: list[float] = []
    completion = ask(client_for(make_config(server), store, sleeps))
    assert completion.text == "done"
    assert sleeps == [2.0]
    first, second = rows(store)
    assert (first.attempt, first.status, second.attempt, second.status) == (1, "retry", 2, "ok")
    assert "HTTP 429" in first.error and "slow down" in first.error and first.input_tokens == 0
    assert_secret_nowhere(store, caplog)


def test_rate_limit_asking_for_too_long_a_wait_fails_at_once(server, store):
    server.expect_request(CHAT).respond_with_json(error_body("daily quota spent"), status=429,
                                                  headers={"Retry-After": "3600"})
    sleeps: list[float] = []
    with pytest.raises(ModelError, match=r"HTTP 429: daily quota spent \(the server asks to wait 3600 s"):
        ask(client_for(make_config(server), store, sleeps))
    assert sleeps == [] and [r.status for r in rows(store)] == ["error"]


def test_a_rate_limit_wait_past_the_callers_time_is_not_waited(server, store):
    """Issue 39: an ask's call has its deadline; a 429 asking for a wait past it ends the call at once."""
    server.expect_request(CHAT).respond_with_json(error_body("slow down"), status=429, headers={"Retry-After": "20"})
    sleeps: list[float] = []
    with pytest.raises(ModelError, match=r"no time left to wait 20.0 s") as error:
        ask(client_for(make_config(server), store, sleeps), timeout_s=10)
    assert sleeps == [] and [r.status for r in rows(store)] == ["error"] and error.value.fault == "server"


def test_reply_that_is_not_a_chat_completion_is_a_model_error(server, store):
    server.expect_request(CHAT).respond_with_json({"choices": [{"index": 0}]})
    with pytest.raises(ModelError, match="returned a choice without a message"):
        ask(client_for(make_config(server), store, []))
    assert [r.status for r in rows(store)] == ["error"]


def test_server_error_storm_ends_in_a_clear_error(server, store, caplog):
    server.expect_request(CHAT).respond_with_json(error_body("overloaded"), status=500)
    sleeps: list[float] = []
    with pytest.raises(ModelError) as caught:
        ask(client_for(make_config(server, retries=4), store, sleeps))
    error = caught.value
    assert error.status == 500 and error.model == "fake-model"
    assert str(error).startswith(f"fake-model at {server.url_for('/v1')}: HTTP 500: overloaded")
    assert "gave up after 4 attempts" in str(error)
    assert len(server.log) == 4
    assert sleeps == [0.25, 0.5, 1.0]  # full jitter at 0.5 of 0.5 s, 1 s, 2 s
    assert [(r.attempt, r.status) for r in rows(store)] == [(1, "retry"), (2, "retry"), (3, "retry"), (4, "error")]
    assert_secret_nowhere(store, caplog, str(error))


def test_client_error_fails_at_once_and_scrubs_an_echoed_key(server, store, caplog):
    server.expect_request(CHAT).respond_with_json(error_body(f"Incorrect API key provided: {SECRET}"), status=401)
    sleeps: list[float] = []
    with pytest.raises(ModelError) as caught:
        ask(client_for(make_config(server), store, sleeps))
    assert caught.value.status == 401 and "HTTP 401" in str(caught.value) and "[api key]" in str(caught.value)
    assert sleeps == [] and len(server.log) == 1
    [row] = rows(store)
    assert row.status == "error" and "HTTP 401" in row.error
    assert_secret_nowhere(store, caplog, str(caught.value), repr(caught.value))


def test_timeout_is_retried_then_reported(server, store, caplog):
    def slow(request):
        time.sleep(0.3)
        return Response(json.dumps(chat_reply("late")), content_type="application/json")

    server.expect_request(CHAT).respond_with_handler(slow)
    with pytest.raises(ModelError, match=r"no answer within 0.1 s \(gave up after 2 attempts\)"):
        ask(client_for(make_config(server, timeout_s=0.1, retries=2), store, []))
    # sent and never answered in time: abandoned, the prompt counted (the provider may bill it)
    assert [(r.attempt, r.status) for r in rows(store)] == [(1, "abandoned"), (2, "abandoned")]
    assert all(r.input_tokens > 0 and r.output_tokens == 0 for r in rows(store))
    assert [r.error.endswith("; retried") for r in rows(store)] == [True, False]
    total = ledger.usage_totals(store)[0]
    assert (total.calls, total.failed_calls, total.abandoned_calls) == (2, 2, 2)
    assert all(r.latency_ms >= 90 for r in rows(store))  # waited for its deadline (the late reply never counted)
    assert_secret_nowhere(store, caplog)
    for _ in range(100):  # let the sleeping handlers finish (up to ~2 s)
        if len(server.log) >= 2:
            break
        time.sleep(0.02)


def test_connection_refused_is_retried_then_reported(store, caplog):
    closed = HTTPServer()
    closed.start()
    url = closed.url_for("/v1")
    closed.stop()
    config = Config.model_validate({"provider": "openai", "retries": 2, "timeout_s": 2,
                                    "models": {"main": {"base_url": url, "model": "m", "api_key_env": KEY_ENV}}})
    with pytest.raises(ModelError, match="cannot connect") as caught:
        ask(client_for(config, store, []))
    assert caught.value.status is None
    assert [r.status for r in rows(store)] == ["retry", "error"]


def test_missing_key_is_a_config_error_naming_the_variable(server, store, monkeypatch):
    monkeypatch.delenv(KEY_ENV)
    with pytest.raises(ConfigError, match=f"names {KEY_ENV}, which is not set"):
        ask(client_for(make_config(server), store, []))
    assert server.log == [] and rows(store) == []


def test_malformed_tool_arguments_reach_the_loop_as_an_error(server, store):
    class Lookup(BaseModel):
        name: str

    class Answer(BaseModel):
        text: str

    server.expect_oneshot_request(CHAT).respond_with_json(chat_reply(None, [("lookup", '{"name": "Tip"')]))
    server.expect_oneshot_request(CHAT).respond_with_json(chat_reply(None, [("submit", '{"text": "a boy"}')]))
    looked_up: list[str] = []
    lookup = Tool("lookup", "Find a name.", Lookup, lambda args: looked_up.append(args.name) or "found")
    result = run_agent(client_for(make_config(server), store, []), "You answer.", [{"role": "user", "content": "Tip?"}],
                       [lookup], Tool("submit", "Final answer.", Answer), Budget(rounds=3, tool_calls=5, tokens=10_000),
                       stage="ask", unit="q1")
    assert result.submitted == Answer(text="a boy") and looked_up == []
    second = server.log[1][0].get_json()["messages"]
    assert second[-1]["role"] == "tool" and second[-1]["tool_call_id"] == "call_0"
    assert "not valid JSON" in second[-1]["content"]
    assert [r.unit for r in rows(store)] == ["q1", "q1"]


def test_embeddings_come_back_in_input_order(server, store, caplog):
    server.expect_request("/v1/embeddings", method="POST").respond_with_json({
        "object": "list", "model": "fake-embed",
        "data": [{"object": "embedding", "index": 1, "embedding": [0.0, 1.0]},
                 {"object": "embedding", "index": 0, "embedding": [1.0, 0.0]}],
        "usage": {"prompt_tokens": 9, "total_tokens": 9}})
    vectors = client_for(make_config(server), store, []).embed(["Tip", "Ozma"], stage="embed", unit="batch-1")
    assert vectors == [[1.0, 0.0], [0.0, 1.0]]
    sent = server.log[0][0].get_json()
    assert sent == {"model": "fake-embed", "input": ["Tip", "Ozma"], "encoding_format": "float"}
    [row] = rows(store)
    assert (row.kind, row.model, row.input_tokens, row.status, row.unit) == ("embeddings", "fake-embed", 9, "ok",
                                                                             "batch-1")
    assert_secret_nowhere(store, caplog)


def test_concurrency_limit_holds_across_threads(server, store):
    in_flight, peak, lock = [0], [0], threading.Lock()

    def counted(request):
        with lock:
            in_flight[0] += 1
            peak[0] = max(peak[0], in_flight[0])
        time.sleep(0.05)
        with lock:
            in_flight[0] -= 1
        return Response(json.dumps(chat_reply("ok")), content_type="application/json")

    server.expect_request(CHAT).respond_with_handler(counted)
    config = make_config(server, concurrency=2)
    clients = [client_for(config, store, []) for _ in range(2)]  # the limit is per process, not per client
    threads = [threading.Thread(target=ask, args=(clients[i % 2],)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(server.log) == 8 and peak[0] == 2
    assert len({r for r in store.all("SELECT call_id FROM llm_calls")}) == 8


def test_the_concurrency_limit_is_per_server(server, store):
    """Two servers each get their own limit: one busy server does not hold up calls to another."""
    other = HTTPServer(threaded=True)
    other.start()
    try:
        started, release = threading.Event(), threading.Event()

        def stuck(request):
            started.set()
            release.wait(5)
            return Response(json.dumps(chat_reply("late")), content_type="application/json")

        server.expect_request(CHAT).respond_with_handler(stuck)
        other.expect_request(CHAT).respond_with_json(chat_reply("ok"))
        busy = client_for(make_config(server, concurrency=1), store, [])
        models = {"main": {"base_url": other.url_for("/v1"), "model": "fake-model", "api_key_env": KEY_ENV}}
        free = client_for(Config.model_validate({"provider": "openai", "models": models, "concurrency": 1,
                                                 "embeddings": {"provider": "none"}}), store, [])
        waiting = threading.Thread(target=ask, args=(busy,))
        waiting.start()
        assert started.wait(5)
        assert ask(free).text == "ok"  # while the first server's only slot is taken
        release.set()
        waiting.join()
        assert concurrency_gate(server.url_for("/v1"), 1) is not concurrency_gate(other.url_for("/v1"), 1)
    finally:
        release.set()
        other.stop()


def test_retry_after_accepts_seconds_milliseconds_and_dates():
    assert retry_after_seconds({"retry-after": "3"}) == 3.0
    assert retry_after_seconds({"retry-after-ms": "1500", "retry-after": "9"}) == 1.5
    assert retry_after_seconds({"retry-after": "Wed, 21 Oct 2015 07:28:10 GMT"},
                               now=lambda: 1445412480.0) == pytest.approx(10.0)
    assert retry_after_seconds({"retry-after": "soon"}) is None
    assert retry_after_seconds({}) is None


# -- faults a real server was seen to produce (each failed before the fix) ----------------

def test_a_200_whose_body_is_not_json_is_retried_and_recorded(server, store):
    server.expect_ordered_request(CHAT).respond_with_data("<html>502 Bad Gateway</html>", content_type="text/html")
    server.expect_ordered_request(CHAT).respond_with_data("{not json", content_type="application/json")
    server.expect_ordered_request(CHAT).respond_with_json(chat_reply("fine"))
    completion = ask(client_for(make_config(server), store, []))
    assert completion.text == "fine"
    failed = [r for r in rows(store) if r.status == "retry"]
    assert len(failed) == 2 and all("not" in r.error and "completion" in r.error or "not JSON" in r.error
                                    for r in failed)


def test_timeout_is_a_deadline_for_the_whole_request(server, store):
    def trickle(request):
        def body():
            yield b'{"id": "x", "object": "chat.completion", "choices": ['
            for _ in range(40):  # a byte every 0.1 s: never a read timeout, never an answer
                time.sleep(0.1)
                yield b" "
            yield json.dumps(chat_reply("late")["choices"][0]).encode() + b"]}"
        return Response(body(), content_type="application/json")

    server.expect_request(CHAT).respond_with_handler(trickle)
    with pytest.raises(ModelError, match=r"no answer within 0.5 s \(gave up after 2 attempts\)"):
        ask(client_for(make_config(server, timeout_s=0.5, retries=2), store, []))
    assert [r.status for r in rows(store)] == ["abandoned", "abandoned"]
    # cut at the deadline: had it waited for the 4 s body, the reply would have been "late", not an error
    assert all(r.latency_ms >= 450 for r in rows(store))


def test_a_200_with_an_error_object_keeps_the_servers_message(server, store):
    server.expect_ordered_request(CHAT).respond_with_json({"error": {"message": "Server overloaded, try again"}})
    server.expect_ordered_request(CHAT).respond_with_json(chat_reply("fine"))
    assert ask(client_for(make_config(server), store, [])).text == "fine"
    assert "Server overloaded, try again" in rows(store)[0].error

    server.clear()
    server.expect_request(CHAT).respond_with_json({"error": {"message": "model 'fake-model' not found"}})
    with pytest.raises(ModelError, match="answered with an error: model 'fake-model' not found"):
        ask(client_for(make_config(server), store, []))
    assert len(server.log) == 1  # not a passing fault: not retried


def test_negative_usage_is_estimated_not_stored(server, store):
    server.expect_request(CHAT).respond_with_json(chat_reply("ok", usage={
        "prompt_tokens": -5, "completion_tokens": 7, "total_tokens": 2}))
    completion = ask(client_for(make_config(server), store, []))
    assert completion.usage.estimated and completion.usage.input > 0
    [row] = rows(store)
    assert row.status == "estimated" and row.input_tokens > 0 and row.output_tokens >= 0


def test_negative_embedding_usage_is_estimated_and_marked(server, store):
    server.expect_request("/v1/embeddings").respond_with_json({
        "object": "list", "model": "fake-embed", "usage": {"prompt_tokens": -3, "total_tokens": -3},
        "data": [{"object": "embedding", "index": 0, "embedding": [0.1, 0.2]}]})
    client = client_for(make_config(server), store, [])
    assert client.embed(["the lantern burned all night"], stage="embed", unit="u1") == [[0.1, 0.2]]
    [row] = rows(store)
    assert row.status == "estimated" and row.input_tokens > 0


def test_a_refused_call_bills_nothing(server, store):
    """Only a call the server may have worked on keeps its estimated prompt: an HTTP error does not."""
    server.expect_request(CHAT).respond_with_json(error_body("bad request"), status=400)
    with pytest.raises(ModelError):
        ask(client_for(make_config(server), store, []))
    [row] = rows(store)
    assert (row.status, row.input_tokens) == ("error", 0)


def test_concurrency_backs_off_on_429_and_recovers(server, store):
    in_flight, lock, limited = [0], threading.Lock(), [0]

    def crowded(request):  # a server that admits two requests at a time
        with lock:
            in_flight[0] += 1
            busy = in_flight[0] > 2
            limited[0] += busy
        try:
            if busy:
                return Response(json.dumps(error_body("slow down")), status=429,
                                headers={"retry-after-ms": "1"}, content_type="application/json")
            time.sleep(0.03)
            return Response(json.dumps(chat_reply("ok")), content_type="application/json")
        finally:
            with lock:
                in_flight[0] -= 1

    server.expect_request(CHAT).respond_with_handler(crowded)
    config = make_config(server, concurrency=7, retries=10)
    client = client_for(config, store, [])
    threads = [threading.Thread(target=ask, args=(client,)) for _ in range(24)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    ok = [r for r in rows(store) if r.status == "ok"]
    assert len(ok) == 24
    gate = concurrency_gate(config.models.main.base_url, 7)
    assert gate.limit <= 4  # halved from 7 by the rate limits
    assert limited[0] < 24  # without backing off, nearly every request meets a 429 at least once
    for _ in range(40):  # quiet successes widen the gate again
        gate.succeeded()
    assert gate.limit == 7

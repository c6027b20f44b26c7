"""Every transport fault is a model fault (issue 40): the client against a server that fails
on purpose (fault_model.py), each mode whole and streamed. A fault ends in a ModelError that
says whose it is, never in an exception of the HTTP library; the ledger has one row per
request the server saw, and a reply cut short counts the output it delivered."""

from __future__ import annotations

import json

import pytest
import yaml
from conftest import horizon_at
from support.fault_model import SETTING, TRANSPORT, USAGE, FaultModel

from understory_cli.ask import ask
from understory_cli.config import Config
from understory_cli.errors import ModelError
from understory_cli.llm.capabilities import probe
from understory_cli.llm.client import ChatClient
from understory_cli.store import conversations as conversation_store
from understory_cli.store import ledger, open_store
from understory_cli.store.capabilities import load_capabilities

KEY_ENV = "UNDERSTORY_FAULT_TEST_KEY"
EXPECTED = {"slow_plain": "timeout", "stall_stream": "timeout", "cut": "server", "reset": "server", "500": "server",
            "429": "server", "bad_json": "server", "error_200": "server", "401": "setting", "403": "setting",
            "404_model": "setting"}


@pytest.fixture
def store(tmp_path):
    store = open_store(tmp_path / "ledger.duckdb")
    yield store
    store.close()


def complete(model: FaultModel, store, *, streamed: bool, retries: int = 2, key_env: str | None = None):
    config = Config.model_validate(yaml.safe_load(model.config(timeout_s=1, retries=retries, key_env=key_env)))
    told: list[str] = []
    client = ChatClient(config, store, sleep=lambda s: None)
    return client.complete([{"role": "user", "content": "Who keeps the lamp?"}], stage="test", unit="u",
                           on_text=(lambda text, calls: told.append(text)) if streamed else None)


@pytest.mark.parametrize("streamed", [False, True], ids=["whole", "streamed"])
@pytest.mark.parametrize("mode", TRANSPORT + SETTING)
def test_each_fault_is_a_model_error_that_says_whose_it_is_and_the_ledger_has_every_request(mode, streamed, store,
                                                                                           monkeypatch):
    monkeypatch.setenv(KEY_ENV, "sk-fault-test")
    with FaultModel((mode,), rate=1.0) as model:
        with pytest.raises(ModelError) as caught:
            complete(model, store, streamed=streamed, key_env=KEY_ENV)
        served = len(model.served)
    assert caught.value.fault == EXPECTED[mode], str(caught.value)
    calls = ledger.calls(store)
    assert len(calls) == served == (1 if mode in SETTING else 2)  # a setting fault is not retried
    assert all(c.error for c in calls) and "sk-fault-test" not in repr(calls)


def test_a_plain_reply_trickled_to_a_streaming_caller_is_retried_then_a_clean_error_with_its_output_counted(store):
    """The case of issue 40: ask streams, the server answers plainly and slowly; the body was
    read outside the retry loop and its ReadTimeout escaped."""
    with FaultModel(("slow_plain",), rate=1.0) as model:
        with pytest.raises(ModelError, match=r"no answer within 1 s \(gave up after 2 attempts\)"):
            complete(model, store, streamed=True)
        assert model.served[0].mode == "slow_plain" and len(model.served) == 2
    calls = ledger.calls(store)
    assert [c.status for c in calls] == ["abandoned", "abandoned"]
    assert all(c.output_tokens > 0 for c in calls)  # the bytes that came before the deadline


def test_a_stream_cut_short_counts_what_it_wrote(store):
    with FaultModel(("stall_stream",), rate=1.0) as model:
        with pytest.raises(ModelError):
            complete(model, store, streamed=True)
    assert [c.output_tokens for c in ledger.calls(store)] == [4, 4]  # "The lighthouse", estimated


def test_a_fault_then_a_good_reply_is_one_retry_and_the_good_reply_counted_exactly(store):
    for mode in ("cut", "reset", "slow_plain", "stall_stream"):
        with FaultModel((mode,), rate=0.5, seed=1) as model:  # seed 1 draws a fault, then a good reply
            assert complete(model, store, streamed=True).text == "The lighthouse keeper trims the lamp."
            assert [s.mode for s in model.served] == [mode, "ok"]
    good = [c for c in ledger.calls(store) if c.status == "ok"]
    assert len(good) == 4 and all((c.input_tokens, c.output_tokens) == (200, 20) for c in good)
    assert len(ledger.calls(store)) == 8


def test_a_refused_key_names_the_setting_and_a_missing_model_names_the_model(store, monkeypatch):
    monkeypatch.setenv(KEY_ENV, "sk-fault-test")
    with FaultModel(("401",), rate=1.0) as model:
        with pytest.raises(ModelError) as caught:
            complete(model, store, streamed=False, key_env=KEY_ENV)
    assert f"fix models.main.api_key_env (it names {KEY_ENV})" in str(caught.value)
    with FaultModel(("404_model",), rate=1.0) as model:
        with pytest.raises(ModelError) as caught:
            complete(model, store, streamed=False)
    assert "has no model 'faulty' there: fix models.main.model or models.main.base_url" in str(caught.value)
    assert caught.value.stops_stage


def surrogate_answer(request):
    """A model whose answer carries a lone surrogate (an escape a broken tokenizer wrote)."""
    from werkzeug import Response

    arguments = json.dumps({"answer": "Wren keeps the lamp \ud800 at Gull Rock.", "verified_claims": [],
                            "unverified_claims": []})
    message = {"role": "assistant", "content": "thinking \udfff", "tool_calls": [
        {"id": "call_1", "type": "function", "function": {"name": "submit_answer", "arguments": arguments}}]}
    return Response(json.dumps({"id": "c", "object": "chat.completion", "created": 1, "model": "faulty",
                                "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}],
                                "usage": USAGE}), content_type="application/json")


def test_a_lone_surrogate_from_the_model_is_replaced_not_a_lost_answer(sample_store):
    with FaultModel(("500",), rate=0.0, inner=surrogate_answer) as model:
        config = Config.model_validate(yaml.safe_load(model.config()))
        assert complete(model, sample_store, streamed=False).text == "thinking \ufffd"
        result = ask(sample_store, "Who keeps the lamp?", config=config, client=ChatClient(config, sample_store),
                     horizon=horizon_at(sample_store, at="1.4"))
    assert result.kind == "answer" and result.text == "Wren keeps the lamp \ufffd at Gull Rock."
    [stored] = conversation_store.load_conversation(sample_store, result.conversation_id).messages[-1:]
    assert "\ufffd" in stored.content


def test_models_check_with_a_refused_key_is_an_error_and_stores_no_capabilities(store, monkeypatch):
    """A 401 to every probe is no sign the model cannot call tools: nothing is stored as found."""
    monkeypatch.setenv(KEY_ENV, "sk-fault-test")
    with FaultModel(("401",)) as model:
        config = Config.model_validate(yaml.safe_load(model.config(key_env=KEY_ENV)))
        with pytest.raises(ModelError, match="fix models.main.api_key_env"):
            probe(ChatClient(config, store, sleep=lambda s: None), store)
        assert len(model.served) == 1
    assert load_capabilities(store, model.base_url, "faulty") is None

"""The agent loop against a scripted model: batching, mistakes returned, budgets, the last call."""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel, Field

from understory_cli.agents import AgentError, Tool, run_agent
from understory_cli.agents.loop import LAST_CALL
from understory_cli.config import Budget
from understory_cli.llm import ActionMode
from understory_cli.llm.scripted import ScriptedClient, call, reply
from understory_cli.store import ledger, open_store

ROOMY = Budget(rounds=5, tool_calls=20, tokens=100_000)


class Lookup(BaseModel):
    name: str
    limit: int = Field(3, ge=1)


class Summary(BaseModel):
    title: str
    chapters: list[str] = Field(min_length=1)


class Tools:
    """Tools that remember how they were called."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def lookup(self, args: Lookup) -> dict:
        self.calls.append(("lookup", args.name))
        return {"name": args.name, "hits": args.limit}

    def explode(self, args: Lookup) -> str:
        self.calls.append(("explode", args.name))
        raise KeyError(f"no chapter called {args.name}")

    def all(self) -> list[Tool]:
        return [Tool("lookup", "Look a name up.", Lookup, self.lookup),
                Tool("explode", "Always fails.", Lookup, self.explode)]


SUBMIT = Tool("submit", "Hand in the summary.", Summary)
GOOD = {"title": "Oz", "chapters": ["1.1"]}


def run(client, tools: Tools, budget: Budget = ROOMY, submit: Tool = SUBMIT, **extra):
    return run_agent(client, "You summarise books.", [{"role": "user", "content": "Volume 1 text..."}], tools.all(),
                     submit, budget, stage="analyze", unit="vol-1", **extra)


def tool_results(request) -> list[str]:
    """The tool results appended since the last assistant message."""
    tail = []
    for message in reversed(request.messages):
        if message["role"] != "tool":
            break
        tail.append(message["content"])
    return tail[::-1]


def test_every_call_of_a_batched_round_runs_in_order():
    tools = Tools()
    batch = reply(None, call("lookup", {"name": "Tip"}, id="a"), call("lookup", {"name": "Ozma", "limit": 1}, id="b"),
                  call("lookup", {"name": "Mombi"}, id="c"), input_tokens=100, cached_tokens=50, output_tokens=20)
    client = ScriptedClient([batch, reply(None, call("submit", GOOD), input_tokens=200, cached_tokens=150,
                                          output_tokens=30)])
    result = run(client, tools)
    client.assert_complete()

    assert tools.calls == [("lookup", "Tip"), ("lookup", "Ozma"), ("lookup", "Mombi")]
    assert result.submitted == Summary(**GOOD) and not result.forced
    assert (result.rounds, result.tool_calls) == (2, 3)
    assert (result.usage.input, result.usage.cached, result.usage.output) == (300, 200, 50)
    second = client.requests[1]
    paired = [(m["tool_call_id"], json.loads(m["content"])["name"]) for m in second.messages if m["role"] == "tool"]
    assert paired == [("a", "Tip"), ("b", "Ozma"), ("c", "Mombi")]
    assert second.tool_names == ["lookup", "explode", "submit"] and second.tool_choice is None


def test_conversation_only_grows_at_the_end():
    """Prefix-stable: each request starts with the whole previous request (prompt caches hit)."""
    tools = Tools()
    client = ScriptedClient([reply(None, call("lookup", {"name": "Tip"})), reply("hmm, let me think"),
                             reply(None, call("submit", {"title": 1})), reply(None, call("submit", GOOD))])
    run(client, tools)
    for before, after in zip(client.requests, client.requests[1:]):
        assert after.messages[:len(before.messages)] == before.messages
        assert after.tools == before.tools
    assert client.requests[0].messages[0] == {"role": "system", "content": "You summarise books."}


def test_mistakes_go_back_to_the_model_as_errors():
    tools = Tools()
    client = ScriptedClient([
        reply(None, call("lookpu", {"name": "Tip"}), call("lookup", '{"name": "Tip"'), call("lookup", {"limit": 0}),
              call("explode", {"name": "2.99"}), call("lookup", '["Tip"]'), call("lookup", {"name": "Tip"})),
        reply(None, call("submit", GOOD)),
    ])
    result = run(client, tools)
    unknown, bad_json, bad_schema, raised, not_object, fine = tool_results(client.requests[1])
    assert unknown.startswith("error: unknown tool `lookpu`; available: lookup, explode, submit")
    assert bad_json.startswith("error: arguments for lookup are not valid JSON")
    assert "error: invalid arguments for lookup:" in bad_schema
    assert "name: Field required" in bad_schema and "limit: Input should be greater than or equal to 1" in bad_schema
    assert raised == "error: explode failed: KeyError: 'no chapter called 2.99'"
    assert not_object == "error: arguments for lookup must be a JSON object, got list"
    assert json.loads(fine) == {"name": "Tip", "hits": 3}
    assert tools.calls == [("explode", "2.99"), ("lookup", "Tip")]  # invalid calls never reach the tool
    assert result.submitted.title == "Oz" and result.rounds == 2


def test_invalid_submit_is_returned_for_another_try():
    tools = Tools()
    client = ScriptedClient([reply(None, call("submit", {"title": "Oz", "chapters": []})),
                             reply(None, call("submit", '{"title": "Oz"')),
                             reply(None, call("submit", GOOD))])
    result = run(client, tools)
    first, second = tool_results(client.requests[1]), tool_results(client.requests[2])
    assert first[0].startswith("error: invalid arguments for submit: chapters: List should have at least 1 item")
    assert first[0].endswith("fix it and call `submit` again")
    assert "not valid JSON" in second[0]
    assert result.submitted == Summary(**GOOD) and result.rounds == 3 and not result.forced


def test_submit_check_can_reject_content():
    def known_chapters_only(summary: Summary) -> None:
        if "9.9" in summary.chapters:
            raise ValueError("chapter 9.9 does not exist")

    client = ScriptedClient([reply(None, call("submit", {"title": "Oz", "chapters": ["9.9"]})),
                             reply(None, call("submit", GOOD))])
    result = run(client, Tools(), submit=Tool("submit", "Hand in.", Summary, known_chapters_only))
    assert tool_results(client.requests[1]) == [
        "error: submission rejected: chapter 9.9 does not exist; fix it and call `submit` again"]
    assert result.submitted.chapters == ["1.1"]


def test_calls_after_an_accepted_submit_are_not_run():
    tools = Tools()
    client = ScriptedClient([reply(None, call("submit", GOOD), call("lookup", {"name": "late"}))])
    result = run(client, tools)
    assert tools.calls == [] and result.tool_calls == 0
    assert result.messages[-1]["content"] == "error: not run: `submit` was already accepted"


def test_text_only_reply_gets_a_nudge():
    client = ScriptedClient([reply("Here is my summary: Oz."), reply(None, call("submit", GOOD))])
    result = run(client, Tools())
    assert client.requests[1].messages[-1] == {"role": "user",
                                               "content": "Answer by calling the tools. When you are done, "
                                                          "call `submit` with your result."}
    assert result.rounds == 2


def test_round_budget_ends_with_one_submit_only_call():
    tools = Tools()
    client = ScriptedClient([reply(None, call("lookup", {"name": "Tip"})),
                             reply(None, call("lookup", {"name": "Ozma"})),
                             reply(None, call("submit", GOOD))])
    result = run(client, tools, budget=Budget(rounds=2, tool_calls=20, tokens=100_000))
    client.assert_complete()
    final = client.requests[-1]
    assert final.tool_names == client.requests[0].tool_names  # unchanged, so the prompt cache still hits
    assert final.tool_choice == {"type": "function", "function": {"name": "submit"}}
    assert final.messages[-1]["content"] == LAST_CALL.format(budget="round", submit="submit")
    assert result.forced and result.rounds == 3 and result.tool_calls == 2


def test_no_valid_submit_at_the_end_is_a_clear_error():
    client = ScriptedClient([reply(None, call("lookup", {"name": "Tip"}))] + [reply("I would rather not.")] * 3)
    with pytest.raises(AgentError) as caught:
        run(client, Tools(), budget=Budget(rounds=1, tool_calls=20, tokens=100_000))
    message = str(caught.value)
    assert message.startswith("analyze vol-1: the model gave no valid `submit` after its round budget was spent "
                              "and 3 forced tries")
    assert "I would rather not." in message
    assert caught.value.rounds == 4 and "fix it" not in message

    forced = reply(None, call("lookup", {"name": "Ozma"}), call("submit", {"title": "Oz"}))
    client = ScriptedClient([reply(None, call("lookup", {"name": "Tip"})), forced, forced, forced])
    with pytest.raises(AgentError, match=r"lookup: unknown tool .*; submit: invalid arguments for submit: "
                                         r"chapters: Field required"):
        run(client, Tools(), budget=Budget(rounds=1, tool_calls=20, tokens=100_000))
    client.assert_complete()


def test_a_rejected_forced_submit_gets_its_errors_back_and_another_try():
    client = ScriptedClient([reply(None, call("lookup", {"name": "Tip"})),
                             reply(None, call("submit", {"title": "Oz"})),
                             reply(None, call("submit", GOOD))])
    result = run(client, Tools(), budget=Budget(rounds=1, tool_calls=20, tokens=100_000))
    assert result.forced and result.submitted.title == GOOD["title"]
    retry = client.requests[-1]
    assert retry.tool_choice == {"type": "function", "function": {"name": "submit"}}
    assert "was not accepted" in retry.messages[-1]["content"] and "chapters" in retry.messages[-1]["content"]
    client.assert_complete()


def test_arguments_are_read_leniently():
    raw = '```json\n{"title": "Oz,\tthe land", "chapters": ["1.1",],}\n```'  # fence, raw tab, trailing commas
    client = ScriptedClient([reply(None, call("submit", raw))])
    result = run(client, Tools(), budget=Budget(rounds=3, tool_calls=20, tokens=100_000))
    assert result.submitted.title == "Oz,\tthe land" and result.submitted.chapters == ["1.1"]


def test_a_reply_cut_at_the_output_limit_is_reported_as_such():
    client = ScriptedClient([reply(None, call("submit", '{"title": "Oz", "chapters": ["1.'), finish_reason="length"),
                             reply(None, call("submit", GOOD))])
    run(client, Tools(), budget=Budget(rounds=3, tool_calls=20, tokens=100_000))
    answer = client.requests[-1].messages[-1]["content"]
    assert "not valid JSON" in answer and "cut off at the output limit" in answer


def test_a_model_that_never_calls_tools_is_switched_to_json_actions():
    client = ScriptedClient([reply("Tip is a boy."), reply("He lives with Mombi."),
                             reply('{"tool": "lookup", "arguments": {"name": "Tip"}}'),
                             reply('Here: {"tool": "submit", "arguments": ' + json.dumps(GOOD) + "}")])
    tools, switched = Tools(), []
    result = run(client, tools, budget=Budget(rounds=9, tool_calls=20, tokens=100_000), on_switch=switched.append)
    assert result.submitted.title == GOOD["title"] and tools.calls == [("lookup", "Tip")]
    # The caller is told, to start its later agents with JSON actions; the shared client is left as it was.
    assert switched == [ActionMode("json", may_switch=False)] and client.actions == ActionMode("tools")
    third = client.requests[2]
    assert third.tools is None and third.response_format["type"] == "json_schema"
    names = {a["properties"]["tool"]["const"] for a in third.response_format["json_schema"]["schema"]["anyOf"]}
    assert names == {"lookup", "explode", "submit"}
    assert "Reply with exactly one JSON object" in third.messages[-1]["content"]
    assert client.requests[3].messages[-1] == {"role": "user",
                                               "content": 'Result of `lookup`: {"name": "Tip", "hits": 3}'}


def test_the_callers_action_mode_rules_and_a_mode_that_may_not_switch_keeps_native_tools():
    talk = [reply("Tip is a boy."), reply("He lives with Mombi."), reply("Still talking."),
            reply(None, call("submit", GOOD))]
    client = ScriptedClient(list(talk))
    run(client, Tools(), budget=Budget(rounds=9, tool_calls=20, tokens=100_000),
        actions=ActionMode("tools", may_switch=False))  # the probe found no json_schema replies
    assert all(r.tools and r.response_format is None for r in client.requests)
    told = ScriptedClient([reply('{"tool": "submit", "arguments": ' + json.dumps(GOOD) + "}")])
    run(told, Tools(), actions=ActionMode("json"))  # a switch carried from an earlier agent
    assert told.requests[0].tools is None and told.requests[0].response_format["type"] == "json_schema"


def test_json_actions_force_submit_through_the_schema():
    client = ScriptedClient([reply('{"tool": "lookup", "arguments": {"name": "Tip"}}'),
                             reply('{"tool": "submit", "arguments": ' + json.dumps(GOOD) + "}")], protocol="json")
    result = run(client, Tools(), budget=Budget(rounds=1, tool_calls=20, tokens=100_000))
    assert result.forced
    forced = client.requests[-1].response_format["json_schema"]["schema"]
    assert forced["properties"]["tool"] == {"const": "submit"}
    assert forced["properties"]["arguments"]["properties"]["title"]["maxLength"] > 0
    assert "Reply with exactly one JSON object" in client.requests[0].messages[0]["content"]


def test_token_budget_forces_the_last_call():
    client = ScriptedClient([reply(None, call("lookup", {"name": "Tip"}), input_tokens=900, output_tokens=200),
                             reply(None, call("submit", GOOD), input_tokens=1200, output_tokens=50)])
    result = run(client, Tools(), budget=Budget(rounds=9, tool_calls=20, tokens=1000))
    assert client.requests[-1].tool_choice == {"type": "function", "function": {"name": "submit"}}
    assert client.requests[-1].messages[-1]["content"].startswith("The token budget is spent")
    assert result.forced and result.usage.total == 2350


def test_tool_call_budget_stops_extra_calls_in_a_batch():
    tools = Tools()
    client = ScriptedClient([reply(None, *(call("lookup", {"name": n}) for n in ("a", "b", "c"))),
                             reply(None, call("submit", GOOD))])
    result = run(client, tools, budget=Budget(rounds=9, tool_calls=2, tokens=100_000))
    assert tools.calls == [("lookup", "a"), ("lookup", "b")]
    last_result = [m["content"] for m in client.requests[1].messages if m["role"] == "tool"][-1]
    assert last_result == "error: not run: the tool-call budget is spent; call `submit`"
    assert client.requests[1].tool_choice["function"]["name"] == "submit" and result.forced and result.tool_calls == 2


def test_tool_spec_carries_the_json_schema():
    spec = Tool("lookup", "Look a name up.", Lookup).spec()
    assert spec["type"] == "function" and spec["function"]["name"] == "lookup"
    parameters = spec["function"]["parameters"]
    assert parameters["required"] == ["name"] and parameters["properties"]["limit"]["minimum"] == 1


def test_duplicate_tool_names_are_refused():
    with pytest.raises(ValueError, match="unique"):
        run_agent(ScriptedClient([]), "s", [], [SUBMIT], SUBMIT, ROOMY, stage="s", unit=None)


# -- the scripted client itself ------------------------------------------------------------

def test_scripted_client_fails_on_unexpected_and_unconsumed_calls():
    client = ScriptedClient([reply("one")])
    client.complete([{"role": "user", "content": "hi"}], stage="s", unit="u")
    with pytest.raises(AssertionError, match=r"unexpected model call #2 \(script exhausted\): stage=s unit=u"):
        client.complete([{"role": "user", "content": "again"}], stage="s", unit="u")
    leftover = ScriptedClient([reply("one"), reply("two")])
    leftover.complete([], stage="s", unit=None)
    with pytest.raises(AssertionError, match="1 scripted reply never requested"):
        leftover.assert_complete()
    with pytest.raises(AssertionError, match="unexpected embeddings call"):
        client.embed(["x"], stage="embed", unit=None)


def test_scripted_client_as_a_function_of_the_request():
    def respond(request):
        if request.tool_choice:
            return reply(None, call("submit", GOOD))
        return reply(None, call("lookup", {"name": request.unit}))

    result = run(ScriptedClient(respond), Tools(), budget=Budget(rounds=2, tool_calls=9, tokens=100_000))
    assert result.forced and result.tool_calls == 2
    with pytest.raises(AssertionError, match="unexpected model call #1"):
        ScriptedClient(lambda request: None).complete([], stage="s", unit=None)


def test_scripted_client_writes_the_ledger(tmp_path):
    store = open_store(tmp_path / "l.duckdb")
    error = RuntimeError("scripted failure")
    client = ScriptedClient([reply(None, call("lookup", {"name": "Tip"}), input_tokens=100, output_tokens=10),
                             reply(None, call("submit", GOOD), input_tokens=150, cached_tokens=100, output_tokens=20),
                             error], store=store, embeddings=lambda texts: [[1.0, 0.0] for _ in texts])
    run_id = ledger.start_run(store, 3, "analyze", "fast")
    run(client, Tools(), run_id=run_id, work_id=3, prompt_name="volume", prompt_hash="h1")
    with pytest.raises(RuntimeError):
        client.complete([], stage="analyze", unit="vol-2", run_id=run_id, work_id=3)
    assert client.embed(["Tip", "Ozma"], stage="embed", unit="b1", work_id=3) == [[1.0, 0.0], [1.0, 0.0]]

    chat, embed = ledger.usage_totals(store, work_id=3)
    assert (chat.stage, chat.kind, chat.calls, chat.failed_calls) == ("analyze", "chat", 3, 1)
    assert (chat.input_tokens, chat.cached_tokens, chat.output_tokens) == (250, 100, 30)
    assert (embed.kind, embed.calls, embed.estimated_calls) == ("embeddings", 1, 1) and embed.input_tokens > 0
    recorded = ledger.calls(store, run_id=run_id)
    assert [(r.unit, r.prompt_name, r.prompt_hash, r.status) for r in recorded] == [
        ("vol-1", "volume", "h1", "ok"), ("vol-1", "volume", "h1", "ok"), ("vol-2", None, None, "error")]
    assert recorded[-1].error == "scripted failure"
    store.close()


def test_json_actions_ask_for_less_after_a_reply_cut_at_the_output_limit():
    client = ScriptedClient([reply('{"tool": "lookup", "arguments": {"name": "Ti', finish_reason="length"),
                             reply('{"tool": "submit", "arguments": ' + json.dumps(GOOD) + "}")], protocol="json")
    run(client, Tools(), budget=Budget(rounds=3, tool_calls=20, tokens=100_000))

    def title_limit(request):
        submit = next(a for a in request.response_format["json_schema"]["schema"]["anyOf"]
                      if a["properties"]["tool"]["const"] == "submit")
        return submit["properties"]["arguments"]["properties"]["title"]["maxLength"]

    first, second = client.requests
    assert title_limit(second) == title_limit(first) // 2
    assert "cut off at the output limit" in second.messages[-1]["content"]

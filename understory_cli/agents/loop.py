"""The one agent loop (DESIGN §6): rounds of tool calls until a valid submit.

Each round is one completion offering every tool; every call the model batched into it
is answered in order. Mistakes (unknown tool, bad JSON, arguments that fail the schema,
a tool that raises) go back to the model as error results so it can correct itself.
When a budget is spent, a last call still offers every tool but forces submit; a rejected
forced submit gets its errors back and another forced try (FORCED_TRIES in all).

Tools travel natively or as JSON actions (protocol.py), as the caller's ActionMode says
(by default the one the client was made with). A model that answers twice in a row
without calling a tool is switched to JSON actions for the rest of the run, and the
caller is told (`on_switch`) so that it may start its next agents that way; nothing is
set on the client, which parallel workers share.

The conversation is append-only after the system prompt and the caller's fixed context,
so a provider's prompt cache keeps hitting as it grows.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Literal, Sequence

from pydantic import BaseModel, ValidationError

from ..config import Budget
from ..errors import AgentError, ToolError  # re-exported from here and from agents
from ..llm import lenient
from ..llm.types import ActionMode, Completion, ModelClient, OnText, TokenUsage, ToolCall
from . import protocol as protocols

log = logging.getLogger(__name__)

NUDGE = "Answer by calling the tools. When you are done, call `{submit}` with your result."
LAST_CALL = ("The {budget} budget is spent: no more tools. Call `{submit}` now with the best result "
             "you have from the work so far.")
RETRY_SUBMIT = ("That `{submit}` was not accepted:\n{problems}\nCall `{submit}` again with these fixed; "
                "leave out what you cannot fix.")
CUT_OFF = ("your reply was cut off at the output limit (finish_reason: length): write less in one call "
           "(fewer items, shorter texts)")
FIX_IT = "; fix it and call "  # said to the model, left out of what the user reads
FORCED_TRIES = 3  # forced submit calls at the end of the budget
TEXT_ROUNDS_BEFORE_JSON = 2  # text-only replies in a row before tools go as JSON actions


@dataclass(frozen=True)
class Tool:
    """A function the model may call. Arguments are validated against `args` first.

    For the submit tool, `function` is optional: a check that raises to reject a result
    whose shape is fine but whose content is not (the message goes back to the model).
    """

    name: str
    description: str
    args: type[BaseModel]
    function: Callable[[Any], Any] | None = None
    # The schema the model is shown, when it can say more than `args` (what is due: enums of
    # the locators or ids that exist, minimum counts). Arguments are still validated by `args`.
    schema: dict[str, Any] | None = None
    # For JSON actions, where the schema constrains the reply and is no part of the prompt
    # (so changing it costs no cache): the schema now, narrowed to what is still due.
    narrow: Callable[[], dict[str, Any]] | None = None

    def spec(self) -> dict[str, Any]:
        """The tool as the chat completions API wants it."""
        return {"type": "function",
                "function": {"name": self.name, "description": self.description,
                             "parameters": self.schema or _without_titles(self.args.model_json_schema())}}

    def action_spec(self) -> dict[str, Any]:
        """The spec a JSON action is constrained by: narrowed when the tool can say what is still due."""
        spec = self.spec()
        if self.narrow is not None:
            spec["function"]["parameters"] = self.narrow()
        return spec


def _without_titles(schema: Any) -> Any:
    """Pydantic's auto 'title' keys repeat the field names: tokens on every call for nothing."""
    if isinstance(schema, dict):
        return {k: _without_titles(v) for k, v in schema.items()
                if not (k == "title" and isinstance(v, str))}
    if isinstance(schema, list):
        return [_without_titles(v) for v in schema]
    return schema


@dataclass(frozen=True)
class AgentResult:
    submitted: BaseModel  # the submit tool's validated arguments
    rounds: int  # completions made, the final submit-only call included
    tool_calls: int  # calls to tools other than submit
    usage: TokenUsage
    forced: bool  # the result came from the final submit-only call
    messages: list[dict[str, Any]] = field(repr=False)


@dataclass
class _Spent:
    rounds: int = 0
    tool_calls: int = 0
    usage: TokenUsage = TokenUsage()

    def exhausted(self, budget: Budget) -> str | None:
        """The name of the first budget used up, if any."""
        if self.rounds >= budget.rounds:
            return "round"
        if self.tool_calls >= budget.tool_calls:
            return "tool-call"
        if self.usage.total >= budget.tokens:
            return "token"
        return None


def run_agent(client: ModelClient, system: str, messages: Sequence[dict[str, Any]], tools: Sequence[Tool],
              submit: Tool, budget: Budget, *, stage: str, unit: str | None, prompt_name: str | None = None,
              prompt_hash: str | None = None, run_id: int | None = None, work_id: int | None = None,
              role: Literal["main", "light"] = "main",
              on_round: Callable[[int, int, TokenUsage], None] | None = None,
              deadline: float | Callable[[], float] | None = None, on_stream: OnText | None = None,
              actions: ActionMode | None = None,
              on_switch: Callable[[ActionMode], None] | None = None) -> AgentResult:
    """Run until the model submits valid arguments; AgentError if it never does.

    `actions`: how tools travel (default: `client.actions`, decided when the client was
    made); `on_switch` is told the new value when this run switches to JSON actions.

    `on_round(rounds, tool_calls, usage)` is told after every completion (for progress).
    `deadline` (time.monotonic(), or a function giving it: it may move) ends the run with
    AgentError when it passes, the call in flight included (each call is given the time left). `on_stream` has every reply
    streamed to it as it is written, told ("", []) as each completion starts.
    """
    by_name = {tool.name: tool for tool in tools}
    if submit.name in by_name or len(by_name) != len(tools):
        raise ValueError(f"tool names must be unique and differ from the submit tool: {[t.name for t in tools]}")
    if any(tool.function is None for tool in tools):
        raise ValueError("every tool but submit needs a function")
    offered = [tool.spec() for tool in (*tools, submit)]
    start = actions if actions is not None else client.actions
    mode = start.protocol
    if mode == protocols.JSON:
        system = f"{system}\n\n{protocols.describe(offered)}"
    conversation: list[dict[str, Any]] = [{"role": "system", "content": system}, *messages]
    names = [spec["function"]["name"] for spec in offered]
    spent = _Spent()
    # The JSON actions' size limits, as a share of their defaults: a reply must fit the model's
    # output limit (the defaults fit about 2,000 tokens), and is halved after each cut-off.
    limit = client.output_limit(role)
    size = [min(1.0, limit / 2048)]

    def timing() -> dict[str, Any]:
        """The keywords that bound and stream a call (none when the caller asked for neither)."""
        extra: dict[str, Any] = {}
        if deadline is not None:
            left = (deadline() if callable(deadline) else deadline) - time.monotonic()
            if left <= 0:
                raise AgentError(f"{stage} {unit or ''}: no answer within the time it was given", usage=spent.usage,
                                 rounds=spent.rounds)
            extra["timeout_s"] = left
        if on_stream is not None:
            on_stream("", [])
            extra["on_text"] = on_stream
        return extra

    def ask(force: bool = False) -> tuple[Completion, list[ToolCall], bool]:
        """One completion; its calls, and whether they came as text (answered as user messages)."""
        if mode == protocols.JSON:
            actions = [t.action_spec() for t in ((submit,) if force else (*tools, submit))]
            completion = client.complete(conversation, None, None, stage=stage, unit=unit, prompt_name=prompt_name,
                                         prompt_hash=prompt_hash, run_id=run_id, work_id=work_id, role=role,
                                         response_format=protocols.response_format(actions, size[0]), **timing())
        else:
            choice = {"type": "function", "function": {"name": submit.name}} if force else None
            completion = client.complete(conversation, offered, choice, stage=stage, unit=unit,
                                         prompt_name=prompt_name, prompt_hash=prompt_hash, run_id=run_id,
                                         work_id=work_id, role=role, **timing())
        spent.rounds += 1
        spent.usage += completion.usage
        if completion.finish_reason == "length":  # the next attempt asks for less
            size[0] = max(size[0] / 2, 0.125)
        calls, as_text = completion.tool_calls, False
        if not calls and (found := protocols.action(completion.text, names)) is not None:
            calls, as_text = [found], True
        if as_text or mode == protocols.JSON:
            conversation.append({"role": "assistant", "content": completion.text or ""})
        else:
            conversation.append(completion.as_message())
        if on_round:
            on_round(spent.rounds, spent.tool_calls, spent.usage)
        return completion, calls, as_text

    text_rounds = 0
    while (exhausted := spent.exhausted(budget)) is None:
        completion, calls, as_text = ask()
        if not calls:
            text_rounds += completion.finish_reason != "length"  # a cut-off reply says nothing of tools
            if mode == protocols.TOOLS and text_rounds >= TEXT_ROUNDS_BEFORE_JSON and start.may_switch:
                mode = protocols.JSON  # this model does not call tools: offer them as JSON actions
                if on_switch is not None:
                    on_switch(start.switched())
                conversation.append({"role": "user", "content": protocols.describe(offered)})
            else:
                cut = completion.finish_reason == "length"
                conversation.append({"role": "user", "content": f"Not read: {CUT_OFF}." if cut
                                     else NUDGE.format(submit=submit.name)})
            continue
        text_rounds = 0
        submitted, _ = _answer_round(calls, by_name, submit, budget, spent, conversation,
                                     as_text or mode == protocols.JSON, completion.finish_reason)
        if submitted is not None:
            return _result(submitted, spent, conversation, forced=False)

    conversation.append({"role": "user", "content": LAST_CALL.format(budget=exhausted, submit=submit.name)})
    problems: list[str] = []
    for attempt in range(FORCED_TRIES):
        if attempt:
            conversation.append({"role": "user", "content": RETRY_SUBMIT.format(
                submit=submit.name, problems="\n".join(f"- {p}" for p in problems) or "- no call was made")})
        # Same tool list as every round, so the provider's prompt cache still hits; the choice forces submit.
        completion, calls, as_text = ask(force=True)
        submitted, problems = _answer_round(calls, {}, submit, budget, spent, conversation,
                                            as_text or mode == protocols.JSON, completion.finish_reason)
        if submitted is not None:
            return _result(submitted, spent, conversation, forced=True)
        if not calls:
            problems = [CUT_OFF if completion.finish_reason == "length"
                        else f"it answered without calling it: {(completion.text or '')[:200]!r}"]
    raise AgentError(f"{stage} {unit or ''}: the model gave no valid `{submit.name}` after its {exhausted} budget "
                     f"was spent and {FORCED_TRIES} forced tries ({'; '.join(problems)[:600]})",
                     usage=spent.usage, rounds=spent.rounds)


def _answer_round(calls: list[ToolCall], by_name: dict[str, Tool], submit: Tool, budget: Budget, spent: _Spent,
                  conversation: list[dict[str, Any]], as_text: bool = False,
                  finish_reason: str | None = None) -> tuple[BaseModel | None, list[str]]:
    """Answer every call in order; return a valid submit (if any) and the errors given back.

    `as_text`: the calls came as JSON in the reply's text, so results go back as user messages.
    """
    submitted: BaseModel | None = None
    problems: list[str] = []
    for call in calls:
        if submitted is not None:
            answer = f"error: not run: `{submit.name}` was already accepted"
        elif call.name == submit.name:
            submitted, answer = _check_submit(submit, call)
        elif call.name in by_name and spent.tool_calls >= budget.tool_calls:
            answer = f"error: not run: the tool-call budget is spent; call `{submit.name}`"
        else:
            if call.name in by_name:
                spent.tool_calls += 1
            answer = _execute(by_name, submit.name, call)
        if answer.startswith("error:"):
            if finish_reason == "length":
                answer += f" ({CUT_OFF})"
            problems.append(f"{call.name}: {answer.removeprefix('error: ').split(FIX_IT)[0]}")
        if as_text:
            conversation.append({"role": "user", "content": f"Result of `{call.name}`: {answer}"})
        else:
            conversation.append({"role": "tool", "tool_call_id": call.id, "content": answer})
    return submitted, problems


def _execute(by_name: dict[str, Tool], submit_name: str, call: ToolCall) -> str:
    tool = by_name.get(call.name)
    if tool is None or tool.function is None:  # (every tool but submit has a function: run_agent checks)
        return f"error: unknown tool `{call.name}`; available: {', '.join([*by_name, submit_name])}"
    args, problem = _parse_args(tool, call.arguments)
    if problem:
        return problem
    try:
        return _as_text(tool.function(args))
    except Exception as exc:  # the model may have asked for something impossible: tell it, carry on
        log.debug("tool %s failed", tool.name, exc_info=True)
        return f"error: {tool.name} failed: {type(exc).__name__}: {exc}"


def _check_submit(submit: Tool, call: ToolCall) -> tuple[BaseModel | None, str]:
    args, problem = _parse_args(submit, call.arguments)
    if problem:
        return None, f"{problem}{FIX_IT}`{submit.name}` again"
    if submit.function is not None:
        try:
            submit.function(args)
        except Exception as exc:
            return None, f"error: submission rejected: {exc}{FIX_IT}`{submit.name}` again"
    return args, "accepted"


def _parse_args(tool: Tool, raw: str) -> tuple[Any, str | None]:
    try:
        data = lenient.loads(raw)  # "" for no arguments, control characters, fences, trailing commas
    except ValueError as exc:
        where = f" ({exc.msg} at position {exc.pos})" if isinstance(exc, json.JSONDecodeError) else ""
        return None, f"error: arguments for {tool.name} are not valid JSON{where}"
    if not isinstance(data, dict):
        return None, f"error: arguments for {tool.name} must be a JSON object, got {type(data).__name__}"
    try:
        return tool.args.model_validate(data), None
    except ValidationError as exc:
        details = "; ".join(f"{'.'.join(map(str, e['loc'])) or '(arguments)'}: {e['msg']}"
                            for e in exc.errors(include_url=False))
        return None, f"error: invalid arguments for {tool.name}: {details}"


def _as_text(result: Any) -> str:
    if isinstance(result, str):
        return result
    if isinstance(result, BaseModel):
        return result.model_dump_json()
    return json.dumps(result, ensure_ascii=False, default=str)


def _result(submitted: BaseModel, spent: _Spent, conversation: list[dict[str, Any]], *, forced: bool) -> AgentResult:
    return AgentResult(submitted=submitted, rounds=spent.rounds, tool_calls=spent.tool_calls, usage=spent.usage,
                       forced=forced, messages=conversation)

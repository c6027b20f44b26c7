"""Whose fault a failed request is, in words the user can act on (issue 40).

Every way a request can fail arrives here as one exception: the openai package's (HTTP
statuses, connection trouble it caught), ours (a reply that cannot be used), and httpx's
own, raised while the body is read after the openai package has handed it over (a plain
reply trickled past its deadline, a stream cut by a reset). Each is sorted into the
ModelError faults (errors.py): a setting to fix, a server failing past the retries, a
deadline, or a reply that cannot be used.
"""

from __future__ import annotations

import re

try:  # the HTTP library the installed openai speaks: httpx2 from openai 3 on
    import httpx2 as httpx
except ImportError:  # pragma: no cover
    import httpx  # type: ignore[no-redef]  # the same API under its older name
import openai

from ..config import Endpoint
from ..errors import ModelError

RETRYABLE_STATUS = {408, 409, 429}  # plus every 5xx
KEY_REFUSED = {401, 403}
# How servers say the model is not theirs: OpenAI's 404 code, Ollama's and llama.cpp's words.
MODEL_MISSING = re.compile(r"model[^.]{0,80}(not found|does not exist|not exist|no such|unknown)"
                           r"|(unknown|no such|invalid) model|model_not_found", re.I)


def status_of(failure: Exception) -> int | None:
    if isinstance(failure, openai.APIStatusError):
        return failure.status_code
    return failure.status if isinstance(failure, ModelError) else None


def timed_out(failure: Exception) -> bool:
    """A request sent and not answered within its deadline (our own cut included)."""
    return isinstance(failure, (openai.APITimeoutError, httpx.TimeoutException)) \
        or isinstance(failure.__cause__, httpx.TimeoutException)


def lost_in_transit(failure: Exception) -> bool:
    """The connection failed while the reply was coming (reset, closed early, timed out)."""
    return isinstance(failure, httpx.TransportError) or isinstance(failure.__cause__, httpx.TransportError)


def retryable(failure: Exception) -> bool:
    if isinstance(failure, (openai.APIConnectionError, httpx.TransportError)):  # timeouts included
        return True
    if isinstance(failure, ModelError):
        return failure.retryable
    if isinstance(failure, openai.APIStatusError):
        return failure.status_code in RETRYABLE_STATUS or failure.status_code >= 500
    return False


def describe(failure: Exception, endpoint: Endpoint, seconds: float) -> str:
    if isinstance(failure, ModelError):
        return str(failure)
    where = f"{endpoint.model} at {endpoint.base_url}"
    if timed_out(failure):
        return f"{where}: no answer within {round(seconds, 1):g} s"
    cause = failure.__cause__ if isinstance(failure, openai.APIConnectionError) and failure.__cause__ else failure
    if isinstance(cause, (httpx.ConnectError, openai.APIConnectionError)):
        return f"{where}: cannot connect ({type(cause).__name__}: {cause})"
    if isinstance(cause, httpx.TransportError):
        return f"{where}: the connection failed before the reply was complete ({type(cause).__name__}: {cause})"
    if isinstance(failure, openai.APIStatusError):
        return f"{where}: HTTP {failure.status_code}: {server_message(failure)}"
    return f"{where}: {type(failure).__name__}: {failure}"


def fault_of(failure: Exception, error: str) -> str:
    """The ModelError fault of a failure that is not retried (any more)."""
    if isinstance(failure, ModelError) and failure.fault != "reply":  # ours, said when raised
        return failure.fault
    status = status_of(failure)
    if status in KEY_REFUSED or status == 404 or MODEL_MISSING.search(error):
        return "setting"
    if timed_out(failure):
        return "timeout"
    return "server" if retryable(failure) else "reply"


def advice(failure: Exception, error: str, endpoint: Endpoint) -> str:
    """The setting to fix, said after the server's own words (empty when no setting is to blame)."""
    label = getattr(endpoint, "_label", "model")
    if status_of(failure) in KEY_REFUSED:
        named = f"names {endpoint.api_key_env}" if endpoint.api_key_env else "is null (no key sent)"
        return f" — the server refused the API key: fix {label}.api_key_env (it {named}) or the key it holds"
    if status_of(failure) == 404 or MODEL_MISSING.search(error):
        return f" — the server has no model {endpoint.model!r} there: fix {label}.model or {label}.base_url"
    return ""


def server_message(failure: openai.APIStatusError) -> str:
    body = failure.body
    if isinstance(body, dict) and body.get("message"):
        return " ".join(str(body["message"]).split())[:500]  # one line: the CLI's error is one
    text = str(body) if body is not None else failure.response.reason_phrase or "no details"
    return " ".join(text.split())[:500]

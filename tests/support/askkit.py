"""The ask tests' Oz: its extractive wiki and hashed-word vectors (made once per run, a copy per
module), a fresh slate per test, and a scripted run at the reader's position."""

from __future__ import annotations

import hashlib
import re

import numpy as np
import pytest

from conftest import chapter_no_at, horizon_at, store_copy
from understory_cli.ask import ask
from understory_cli.config import Config
from understory_cli.embed import embed_work
from understory_cli.llm.scripted import ScriptedClient, call, reply
from understory_cli.store import books
from understory_cli.wiki.extractive import compose_extractive


CONFIG = Config.model_validate({"provider": "openai", "models": {"main": {
    "model": "scripted", "api_key_env": None, "price": {"input": 1.0, "output": 4.0}}}})


class HashEmbedder:
    """Bag of hashed words: a fast stand-in for a real model, enough to exercise semantic and hybrid search."""

    model_id = "test:hashed-words"

    def _vector(self, text: str) -> np.ndarray:
        v = np.zeros(128, dtype=np.float32)
        for word in re.findall(r"\w+", text.lower()):
            v[int(hashlib.md5(word.encode()).hexdigest()[:6], 16) % 128] += 1
        return v / max(float(np.linalg.norm(v)), 1e-9)

    def embed_passages(self, texts):
        return np.stack([self._vector(t) for t in texts])

    def embed_query(self, text):
        return self._vector(text)


_prepared: dict = {}


@pytest.fixture(scope="module")
def oz(oz_extractive, tmp_path_factory):
    """Oz with its extractive wiki and hashed-word vectors, made once per run: each module has its own copy."""
    if "oz" not in _prepared:
        store = store_copy(oz_extractive, tmp_path_factory.mktemp("ozask"))
        compose_extractive(store, work="oz")
        embed_work(store, HashEmbedder(), work="oz", batch_size=4096)
        _prepared["oz"] = store
    return store_copy(_prepared["oz"], tmp_path_factory.mktemp("ozask"))


@pytest.fixture
def fresh(oz):
    """A clean slate of conversations, settings and requests for each test."""
    for table in ("conversations", "conversation_messages", "wiki_requests", "settings", "settings_history"):
        oz.all(f"DELETE FROM {table}")
    return oz


def work_id(store):
    return books.find_work(store, "oz").work_id


def chapter_no(store, locator):
    return chapter_no_at(store, work_id(store), locator)


def run(store, script, question="Who is Ozma?", **options):
    client = ScriptedClient(script)
    horizon = horizon_at(store, options.pop("at", "2.22"), options.pop("spoilers", None), work="oz")
    result = ask(store, question, horizon=horizon, config=CONFIG, client=client, work="oz", embedder=HashEmbedder(), **options)
    client.assert_complete()
    return result, client


def submit(answer, verified=(), unverified=()):
    return reply(None, call("submit_answer", {"answer": answer, "unverified_claims": list(unverified),
                                              "verified_claims": [{"claim": c, "locators": l} for c, l in verified]}),
                 input_tokens=900, cached_tokens=300, output_tokens=60)


def tool_results(request):
    """The tool messages answering the previous round."""
    return [m["content"] for m in request.messages if m["role"] == "tool"]

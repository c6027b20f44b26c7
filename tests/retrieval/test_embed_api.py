"""`understory embed` through any OpenAI-compatible /v1/embeddings server, and `status`."""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Response

from conftest import SAMPLE
from understory_cli.config import Config, load_config
from understory_cli.embed import embed_work
from understory_cli.ingest import ingest
from understory_cli.llm.embeddings import configured_embedder, embedder_for_vectors
from understory_cli.retrieval.search import search_passages
from understory_cli.status import work_status
from understory_cli.store import books, open_store

KEY_ENV = "UNDERSTORY_TEST_EMBED_KEY"
DIM = 16


def fake_vector(text: str) -> list[float]:
    """A deterministic 'embedding': hashed word counts, so similar texts share directions."""
    v = np.zeros(DIM)
    for word in text.lower().split():
        v[int(hashlib.md5(word.encode()).hexdigest(), 16) % DIM] += 1
    return v.tolist()


@pytest.fixture
def embeddings_server(httpserver: HTTPServer, monkeypatch):
    monkeypatch.setenv(KEY_ENV, "sk-test")
    requests = []

    def handler(request):
        body = json.loads(request.data)
        requests.append(body)
        data = [{"object": "embedding", "index": i, "embedding": fake_vector(t)} for i, t in enumerate(body["input"])]
        usage = {"prompt_tokens": sum(len(t) // 4 for t in body["input"]), "total_tokens": 0}
        return Response(json.dumps({"object": "list", "data": data, "model": body["model"], "usage": usage}),
                        content_type="application/json")

    httpserver.expect_request("/v1/embeddings", method="POST").respond_with_handler(handler)
    return httpserver, requests


def api_config(server: HTTPServer) -> Config:
    return Config.model_validate({"embeddings": {
        "provider": "openai", "model": "fake-embed", "base_url": server.url_for("/v1"), "api_key_env": KEY_ENV,
        "batch_size": 8, "price": {"input": 0.02, "output": 0}}})


def test_embed_through_the_api_is_batched_recorded_and_searchable(tmp_path, embeddings_server):
    server, requests = embeddings_server
    config = api_config(server)
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    work_id = books.resolve_work(store, None).work_id
    embedder = configured_embedder(config, store, work_id)
    result = embed_work(store, embedder, batch_size=config.embeddings.batch_size)
    assert result.model == "api:fake-embed" and result.embedded == result.chunks
    assert all(len(r["input"]) <= 8 for r in requests) and sum(len(r["input"]) for r in requests) == result.chunks

    [status] = work_status(store, config)
    [usage] = status.usage
    assert (usage.stage, usage.kind, usage.calls, usage.failed_calls) == ("embed", "embeddings", len(requests), 0)
    assert usage.input_tokens > 0 and usage.cost == pytest.approx(usage.input_tokens * 0.02 / 1e6)
    assert not any(item.startswith("embed") for item in status.left)

    query_embedder = embedder_for_vectors("api:fake-embed", config, store, work_id)
    hits = search_passages(store, "Grey Pilot", mode="semantic", embedder=query_embedder, limit=3)
    assert len(hits) == 3


def test_search_needs_the_model_the_vectors_were_made_with(tmp_path, embeddings_server):
    from understory_cli.config import ConfigError

    with pytest.raises(ConfigError, match="vectors were made with api:other"):
        embedder_for_vectors("api:other", api_config(embeddings_server[0]))


def test_status_says_what_is_left(sample_store):
    [status] = work_status(sample_store, load_config(overrides={}, environ={}, cwd=SAMPLE))
    assert status.counts.volumes == 2 and status.counts.story_chapters == 12 and status.counts.chunks > 0
    assert status.vectors == {}
    assert any("understory embed" in item for item in status.left)


def test_search_with_api_embeddings_on_a_read_only_store(tmp_path, embeddings_server):
    """`understory search` opens the store read-only; the query's embedding must not need to write."""
    server, requests = embeddings_server
    config = api_config(server)
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    embed_work(store, configured_embedder(config, store, books.resolve_work(store, None).work_id), batch_size=8)
    calls_before = store.scalar("SELECT count(*) FROM llm_calls")
    store.close()
    reader = open_store(tmp_path / "s.duckdb", read_only=True)
    embedder = embedder_for_vectors("api:fake-embed", config, reader, books.resolve_work(reader, None).work_id)
    hits = search_passages(reader, "Grey Pilot", mode="hybrid", embedder=embedder, limit=3)
    assert len(hits) == 3 and requests[-1]["input"] == ["Grey Pilot"]
    assert reader.scalar("SELECT count(*) FROM llm_calls") == calls_before  # nothing written, nothing broken

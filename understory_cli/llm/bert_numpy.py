"""A BERT sentence encoder in plain numpy: WordPiece tokenizer, encoder layers, mean pooling.

Enough to run small sentence-transformers checkpoints (all-MiniLM-L6-v2: 6 layers, 384 wide)
from their `model.safetensors`, `vocab.txt` and `config.json` without torch or a hub.
"""

from __future__ import annotations

import json
import struct
import unicodedata
from pathlib import Path

import numpy as np

_DTYPES = {"F32": "<f4", "F16": "<f2", "I64": "<i8"}


def read_safetensors(path: Path) -> dict[str, np.ndarray]:
    """Every tensor of a .safetensors file (8-byte header length, JSON header, raw data)."""
    data = Path(path).read_bytes()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + n])
    base = 8 + n
    out = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        lo, hi = meta["data_offsets"]
        out[name] = np.frombuffer(data, dtype=_DTYPES[meta["dtype"]], count=(hi - lo) // np.dtype(_DTYPES[meta["dtype"]]).itemsize,
                                  offset=base + lo).reshape(meta["shape"])
    return out


class WordPiece:
    """BERT's uncased basic tokenizer followed by greedy longest-match WordPiece."""

    def __init__(self, vocab_path: Path, lower: bool = True):
        words = Path(vocab_path).read_text(encoding="utf-8").split("\n")
        self.vocab = {w: i for i, w in enumerate(words) if w}
        self.lower = lower
        self.unk, self.cls, self.sep = self.vocab["[UNK]"], self.vocab["[CLS]"], self.vocab["[SEP]"]

    def ids(self, text: str, max_len: int) -> list[int]:
        out = [self.cls]
        for word in self._basic(text):
            out.extend(self._pieces(word))
            if len(out) >= max_len - 1:
                break
        return out[:max_len - 1] + [self.sep]

    def _basic(self, text: str) -> list[str]:
        chars = []
        for ch in text:
            cp = ord(ch)
            if cp == 0 or cp == 0xFFFD or (unicodedata.category(ch).startswith("C") and ch not in "\t\n\r"):
                continue
            if _is_cjk(cp) or _is_punct(ch):
                chars.append(f" {ch} ")
            else:
                chars.append(" " if ch.isspace() else ch)
        text = "".join(chars)
        if self.lower:
            text = "".join(c for c in unicodedata.normalize("NFD", text.lower()) if unicodedata.category(c) != "Mn")
        return text.split()

    def _pieces(self, word: str) -> tuple[int, ...]:
        return _wordpiece(self, word)


def _wordpiece(tok: WordPiece, word: str) -> tuple[int, ...]:
    cache = tok.__dict__.setdefault("_cache", {})
    hit = cache.get(word)
    if hit is not None:
        return hit
    if len(word) > 100:
        pieces: tuple[int, ...] = (tok.unk,)
    else:
        found, start = [], 0
        while start < len(word):
            end = len(word)
            while end > start:
                piece = word[start:end] if start == 0 else "##" + word[start:end]
                if piece in tok.vocab:
                    found.append(tok.vocab[piece])
                    break
                end -= 1
            if end == start:
                found = [tok.unk]
                break
            start = end
        pieces = tuple(found)
    if len(cache) < 200_000:
        cache[word] = pieces
    return pieces


def _is_cjk(cp: int) -> bool:
    return (0x4E00 <= cp <= 0x9FFF or 0x3400 <= cp <= 0x4DBF or 0x20000 <= cp <= 0x2A6DF or 0x2A700 <= cp <= 0x2CEAF
            or 0xF900 <= cp <= 0xFAFF or 0x2F800 <= cp <= 0x2FA1F)


def _is_punct(ch: str) -> bool:
    cp = ord(ch)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def _gelu(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1.0 + np.tanh(0.7978845608028654 * (x + 0.044715 * x ** 3)))


class BertEncoder:
    """Mean-pooled, L2-normalised sentence vectors from a BERT checkpoint directory."""

    def __init__(self, model_dir: Path, max_len: int = 256):
        model_dir = Path(model_dir)
        config = json.loads((model_dir / "config.json").read_text())
        self.heads = config["num_attention_heads"]
        self.eps = float(config.get("layer_norm_eps", 1e-12))
        self.max_len = max_len
        self.tokenizer = WordPiece(model_dir / "vocab.txt")
        t = read_safetensors(model_dir / "model.safetensors")
        p = "" if "embeddings.word_embeddings.weight" in t else "bert."
        f32 = lambda name: np.ascontiguousarray(t[p + name], dtype=np.float32)  # noqa: E731
        self.word = f32("embeddings.word_embeddings.weight")
        self.pos = f32("embeddings.position_embeddings.weight")
        self.type0 = f32("embeddings.token_type_embeddings.weight")[0]
        self.emb_ln = (f32("embeddings.LayerNorm.weight"), f32("embeddings.LayerNorm.bias"))
        self.layers = []
        for i in range(config["num_hidden_layers"]):
            q = f"encoder.layer.{i}."
            qkv_w = np.concatenate([f32(q + f"attention.self.{n}.weight") for n in ("query", "key", "value")]).T.copy()
            qkv_b = np.concatenate([f32(q + f"attention.self.{n}.bias") for n in ("query", "key", "value")])
            self.layers.append((
                qkv_w, qkv_b,
                f32(q + "attention.output.dense.weight").T.copy(), f32(q + "attention.output.dense.bias"),
                f32(q + "attention.output.LayerNorm.weight"), f32(q + "attention.output.LayerNorm.bias"),
                f32(q + "intermediate.dense.weight").T.copy(), f32(q + "intermediate.dense.bias"),
                f32(q + "output.dense.weight").T.copy(), f32(q + "output.dense.bias"),
                f32(q + "output.LayerNorm.weight"), f32(q + "output.LayerNorm.bias"),
            ))

    def encode(self, texts: list[str], batch_size: int = 16) -> np.ndarray:
        ids = [self.tokenizer.ids(t, self.max_len) for t in texts]
        order = np.argsort([len(i) for i in ids], kind="stable")  # similar lengths share a batch: less padding
        out = np.zeros((len(texts), self.word.shape[1]), dtype=np.float32)
        for start in range(0, len(order), batch_size):
            rows = order[start:start + batch_size]
            out[rows] = self._batch([ids[r] for r in rows])
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.maximum(norms, 1e-12)

    def _batch(self, ids: list[list[int]]) -> np.ndarray:
        n, length = len(ids), max(len(i) for i in ids)
        tokens = np.zeros((n, length), dtype=np.int64)
        mask = np.zeros((n, length), dtype=np.float32)
        for r, row in enumerate(ids):
            tokens[r, :len(row)] = row
            mask[r, :len(row)] = 1.0
        x = self.word[tokens] + self.pos[:length] + self.type0
        x = _layer_norm(x, *self.emb_ln, self.eps)
        bias = ((1.0 - mask) * -1e9)[:, None, None, :]
        h, d = self.heads, x.shape[-1] // self.heads
        scale = np.float32(1.0 / np.sqrt(d))
        for (qkv_w, qkv_b, o_w, o_b, ln1_w, ln1_b, i_w, i_b, f_w, f_b, ln2_w, ln2_b) in self.layers:
            qkv = (x @ qkv_w + qkv_b).reshape(n, length, 3, h, d).transpose(2, 0, 3, 1, 4)
            att = (qkv[0] @ qkv[1].transpose(0, 1, 3, 2)) * scale + bias
            att = np.exp(att - att.max(-1, keepdims=True))
            att /= att.sum(-1, keepdims=True)
            ctx = (att @ qkv[2]).transpose(0, 2, 1, 3).reshape(n, length, h * d)
            x = _layer_norm(x + ctx @ o_w + o_b, ln1_w, ln1_b, self.eps)
            x = _layer_norm(x + _gelu(x @ i_w + i_b) @ f_w + f_b, ln2_w, ln2_b, self.eps)
        summed = (x * mask[:, :, None]).sum(1)
        return summed / np.maximum(mask.sum(1, keepdims=True), 1e-9)

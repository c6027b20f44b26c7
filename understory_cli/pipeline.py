"""Every stage in order, for `understory run` and for a program that uses the package.

    ingest -> embed -> analyze -> compose-wiki -> build-site

Each stage resumes: run it again after an interruption, or with a new volume, and only what
is left is done. Settings come in as a `Config` (config.load_config reads them the way the
command line does); nothing is read from a global. Like every stage, this never prints: each
stage reports the one progress event (progress.Progress) to `progress`, `finished(stage,
result)` hears each stage end, and the result holds what every stage returned.

    from understory_cli.config import load_config
    from understory_cli.pipeline import run
    from understory_cli.store import open_store

    result = run(open_store("book.duckdb"), ["vol1.epub", "vol2.epub"], "site", config=load_config())
    print(result.site.index)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Literal, Sequence

from .config import Config
from .progress import ProgressFn, reporter
from .store import Store

if TYPE_CHECKING:
    from .analyze import AnalyzeResult
    from .embed import EmbedResult
    from .ingest import IngestResult
    from .llm.types import ModelClient
    from .static_site import SiteResult
    from .static_site.shelf import LibraryResult
    from .wiki.extractive import ComposeResult

STAGES = ("ingest", "embed", "analyze", "compose", "build-site")
Mode = Literal["fast", "quality"]
DEFAULT_MODE: Mode = "quality"  # `understory analyze` and `understory run` agree


@dataclass
class PipelineResult:
    work: str  # the work's slug
    ingest: "IngestResult"
    embed: "EmbedResult | None"  # None when embeddings are switched off
    analyze: "AnalyzeResult"  # extractive or by the model
    compose: "ComposeResult"
    site: "SiteResult | LibraryResult"  # `site.index` is the home page (a library's shelf)
    extractive: bool  # no model was used: the extractive path ran


def run(store: Store, paths: Sequence[str | Path], out_dir: str | Path, *, config: Config, work: str | None = None,
        mode: Mode = DEFAULT_MODE, allow_empty: bool = False, new_work: bool = True, allow_loss: bool = False,
        client: "ModelClient | None" = None, progress: ProgressFn | None = None,
        finished: Callable[[str, Any], None] | None = None, strict_model: bool = False) -> PipelineResult:
    """Ingest `paths` as one work and carry it through to a static site in `out_dir`.

    `client` is the model client for analyze and compose (a `ChatClient` on `config` when None
    and a model is configured; none is used when no model is). What the model cannot do is
    filled from the text and marked; `strict_model` makes that a failure instead.
    """
    if mode not in ("fast", "quality"):
        raise ValueError(f"mode must be fast or quality, not {mode!r}")
    done = finished or (lambda stage, result: None)
    if client is None and not config.extractive:
        from .llm.client import ChatClient

        client = ChatClient(config, store)

    from .ingest import ingest

    ingested = ingest(store, [Path(p) for p in paths], work=work, allow_empty=allow_empty, new_work=new_work,
                      allow_loss=allow_loss, progress=progress)
    slug = ingested.work_slug
    done("ingest", ingested)

    embedded = _embed(store, config, slug, progress)
    done("embed", embedded)

    from .analyze import run as analyze

    analyzed = analyze(store, client, config, work=slug, mode=mode, progress=progress, strict=strict_model)
    done("analyze", analyzed)

    from .wiki.compose import compose

    composed = compose(store, config, client, work=slug, strict=strict_model, progress=progress)
    done("compose", composed)

    from .static_site import build_site
    from .static_site.shelf import build_library, is_library

    # A store with several works is one library site (build-site's rule): the work joins its shelf.
    site = (build_library(store, Path(out_dir), language=config.language, progress=progress) if is_library(store)
            else build_site(store, Path(out_dir), work=slug, language=config.language, progress=progress))
    done("build-site", site)
    return PipelineResult(slug, ingested, embedded, analyzed, composed, site, client is None)


def _embed(store: Store, config: Config, slug: str, progress: ProgressFn | None) -> "EmbedResult | None":
    from .embed import embed_work
    from .llm.embeddings import configured_embedder
    from .store import books

    embedder = configured_embedder(config, store, books.resolve_work(store, slug).work_id)
    if embedder is None:
        return None
    reporter("embed", progress)(0, 0, f"embedding with {embedder.model_id}")
    return embed_work(store, embedder, work=slug, batch_size=config.embeddings.batch_size, progress=progress)

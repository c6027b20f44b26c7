"""Every stage in order, for `understory run` and for a program that uses the package.

    ingest -> embed -> analyze -> compose-wiki -> build-site

Each stage resumes: run it again after an interruption, or with a new volume, and only what
is left is done. Settings come in as a `Config` (config.load_config reads them the way the
command line does); nothing is read from a global. Like every stage, this never prints: it
reports through `progress` and returns what each stage returned.

    from understory_cli.config import load_config
    from understory_cli.pipeline import run
    from understory_cli.store import open_store

    result = run(open_store("book.duckdb"), ["vol1.epub", "vol2.epub"], "site", config=load_config())
    print(result.site.index)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Literal, Sequence

from .config import Config
from .store import Store

STAGES = ("ingest", "embed", "analyze", "compose", "site")
Mode = Literal["fast", "quality"]
DEFAULT_MODE: Mode = "quality"  # `understory analyze` and `understory run` agree


@dataclass(frozen=True)
class StageEvent:
    """A step of one stage: `done` of `total` units when known. When the stage ends, one event
    with `finished` set carries what it returned (`result`; None for embed when switched off)."""

    stage: str  # one of STAGES
    what: str
    done: int | None = None
    total: int | None = None
    finished: bool = False
    result: Any = None


@dataclass
class PipelineResult:
    work: str  # the work's slug
    ingest: Any  # ingest.IngestResult
    embed: Any  # embed.EmbedResult, or None when embeddings are switched off
    analyze: Any  # analyze.AnalyzeResult (offline or by the model)
    compose: Any  # wiki ComposeResult
    site: Any  # static_site.SiteResult (`site.index` is the home page)
    offline: bool  # no model configured: the extractive path ran


Progress = Callable[[StageEvent], None]


def run(store: Store, paths: Sequence[str | Path], out_dir: str | Path, *, config: Config, work: str | None = None,
        mode: Mode = DEFAULT_MODE, allow_empty: bool = False, new_work: bool = True, allow_loss: bool = False,
        client: Any = None, progress: Progress | None = None, strict_model: bool = False) -> PipelineResult:
    """Ingest `paths` as one work and carry it through to a static site in `out_dir`.

    `client` is the model client for analyze and compose (a `ChatClient` on `config` when None
    and a model is configured; ignored when the provider is offline). What the model cannot do
    is filled from the text and marked; `strict_model` makes that a failure instead.
    """
    if mode not in ("fast", "quality"):
        raise ValueError(f"mode must be fast or quality, not {mode!r}")
    emit = progress or (lambda event: None)
    offline = config.offline

    from .ingest import ingest

    ingested = ingest(store, [Path(p) for p in paths], work=work, allow_empty=allow_empty, new_work=new_work,
                      allow_loss=allow_loss, progress=lambda what, done, total: emit(StageEvent("ingest", what, done, total)))
    slug = ingested.work_slug
    emit(StageEvent("ingest", "finished", finished=True, result=ingested))

    embedded = _embed(store, config, slug, emit)
    emit(StageEvent("embed", "finished", finished=True, result=embedded))

    if not offline and client is None:
        from .llm.client import ChatClient

        client = ChatClient(config, store)
    analyzed = _analyze(store, config, slug, mode, client, offline, emit, strict_model)
    emit(StageEvent("analyze", "finished", finished=True, result=analyzed))

    from .wiki.compose import compose

    composed = compose(store, config, client, work=slug, strict=strict_model, progress=lambda p: emit(
        StageEvent("compose", f"wrote {p.label}" if p.done else p.label, p.done, p.total)))
    emit(StageEvent("compose", "finished", finished=True, result=composed))

    from .static_site import build_site

    site = build_site(store, Path(out_dir), work=slug, language=config.language,
                      progress=lambda what, done, total: emit(StageEvent("site", what, done, total)))
    emit(StageEvent("site", "finished", finished=True, result=site))
    return PipelineResult(slug, ingested, embedded, analyzed, composed, site, offline)


def _embed(store: Store, config: Config, slug: str, emit: Callable[[StageEvent], None]):
    from .embed import embed_work
    from .llm.embeddings import configured_embedder
    from .store import books

    embedder = configured_embedder(config, store, books.resolve_work(store, slug).work_id)
    if embedder is None:
        return None
    emit(StageEvent("embed", f"embedding with {embedder.model_id}"))
    return embed_work(store, embedder, work=slug, batch_size=config.embeddings.batch_size,
                      progress=lambda done, total, chars: emit(StageEvent("embed", "chunks embedded", done, total)))


def _analyze(store: Store, config: Config, slug: str, mode: Mode, client: Any, offline: bool,
             emit: Callable[[StageEvent], None], strict: bool):
    if offline:
        from .analyze.offline import analyze_offline

        return analyze_offline(store, work=slug, progress=lambda p: emit(
            StageEvent("analyze", f"volume {p.volume_no} written")))
    from .analyze import analyze

    def progress(p) -> None:
        part = f" part {p.part}/{p.parts}" if p.parts > 1 else ""
        emit(StageEvent("analyze", f"volume {p.volume_no}{part}: round {p.round}, {p.tool_calls} tool calls, "
                                   f"{p.tokens:,} tokens"))

    return analyze(store, client, config, work=slug, mode=mode, progress=progress, strict=strict)


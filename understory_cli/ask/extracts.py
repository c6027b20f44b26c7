"""With no model: the passages that best match the question, within the reader's horizon.

Clearly labelled as extracts, not an answer: nothing here is generated.
"""

from __future__ import annotations


from ..position import Horizon
from ..retrieval.searcher import Searcher
from ..retrieval.snippets import clip
from ..store import Store
from .library import Library
from .result import AskResult, Citation

LIMIT = 5
EXTRACT_TOKENS = 150  # per passage

LABEL = "Extracts, not an answer"


NO_MODEL = "no model is configured (provider: extractive)"


def extracts(store: Store, library: Library, horizon: Horizon, question: str, find: Searcher, *,
             why: str = NO_MODEL) -> AskResult:
    until = horizon.limit
    mode = find.mode(store)  # hybrid when the vectors can be used here, else lexical
    hits = [] if horizon.limited and not until else find.search(store, question, limit=LIMIT, until=until, mode=mode)[1]
    where = f"up to {horizon.position_locator}" if horizon.limited else "from the whole book"
    lines = [f"**{LABEL}** — {why}, so these are the passages "
             f"{where} that best match your question ({mode} search), in story order."]
    cites = []
    for hit in hits:
        lines.append(f"> **[{hit.locator}]** *{hit.chapter_title}* (match #{hit.rank})\n>\n> "
                     f"{clip(hit.text, EXTRACT_TOKENS)}")
        cites.append(Citation(hit.locator, hit.chapter_title, hit.text))
    if not hits:
        lines.append("No passage matches" + (f" up to {horizon.position_locator}." if horizon.limited else "."))
    return AskResult("extracts", "\n\n".join(lines), library.work.title, horizon.position_locator, horizon.mode,
                     citations=cites)

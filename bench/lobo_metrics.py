"""Issue 43's figures for one book, from the finder's entities (in its order, most salient first), the gold
cast (name_quality.Cast) and the extractive wiki's entries. Each figure is defined in bench/README.md
("offline_names.py --lobo"); in short:

- real in the top 20: the 20 first entities of any kind whose title is a gold form (of a person or a place,
  shared forms included) or one of the real names the gold's extra list adds, and no pronoun or lone
  form of address (junk_words' lists, or a gold form typed pronoun / address / kinship);
- junk in the top 30: titles that are a pronoun, a lone form of address or kinship word, or 'common': no
  gold name nor a real name of tests/data/extra_<book>.yaml (which lists the real names a gold leaves out),
  so a common word or a fragment; the strings are printed to judge;
- wrong merges: an entity carrying forms two gold people own (one of them main), or one name two gold
  people bear (a form typed as a name, each using it 3 times or more) carried by fewer entities than
  people bear it (ネリ: two girls, one entry);
- splits: a main character whose own forms are spread over several entities; without an entry: one whose forms
  no entity carries; containing: entities titled by no gold form that hold a main character's form whole;
- kinds right: among the top 30 whose title has a gold kind, the share whose kind is that kind;
- summaries of the top 20: says who (quoted from the text, a full description: a noun for the subject in
  the subject's place), generated (a line made from what is known), plot (quoted, says nothing of what
  the subject is: description score 0), partial (quoted, a relation, a place or a quality), none.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from junk_words import address_term, pronoun
from name_quality import Cast, CastMember, normalise

MAIN_CAST = 10  # the gold people most used (the gold's counts, else counted in the text) are the main cast
TOP_REAL, TOP_JUNK, TOP_KINDS, TOP_SUMMARIES = 20, 30, 30, 20


def _typed(cast: Cast, title: str, *words: str) -> bool:
    return any(w in t for t in cast.form_types.get(normalise(title), ()) for w in words)


def unqualified(title: str) -> str:
    """A name titled with its story (ネリ（黄いろのトマト）: one name, two stories' people) is judged by the name."""
    return re.sub(r"（[^（）]+）$", "", title) or title


def junk_reason(title: str, cast: Cast) -> str | None:
    """Why a title is never an entry: 'pronoun', 'address' (a form of address or kinship word alone), 'common'
    (neither a gold name nor an extra list's real name: a common word or a fragment); None for a real name."""
    title = unqualified(title)
    if pronoun(title) or _typed(cast, title, "pronoun"):
        return "pronoun"
    if address_term(title) or _typed(cast, title, "address", "kinship"):
        return "address"
    key = normalise(title)
    if cast.member_of(title) or key in cast.form_kinds or key in {normalise(n) for n in cast.other_names}:
        return None
    return "common"


def top_real(entities, cast: Cast, n: int = TOP_REAL) -> tuple[int, list[str]]:
    """(how many of the first n entities are real cast or places, the titles that are not)."""
    wrong = [e.name for e in entities[:n] if junk_reason(e.name, cast)]
    return min(n, len(entities)) - len(wrong), wrong


def junk_top(entities, cast: Cast, n: int = TOP_JUNK) -> list[tuple[str, str]]:
    """(title, reason) for the first n entities titled by a pronoun, an address or no gold name."""
    return [(e.name, why) for e in entities[:n] if (why := junk_reason(e.name, cast))]


def gold_kinds(title: str, cast: Cast) -> set[str]:
    """The kinds the gold gives the title's referent (empty where it gives none: the YAML lists' other names)."""
    title = unqualified(title)
    member = cast.member_of(title)
    if member is not None and member.kind:
        return {member.kind}
    return set(cast.form_kinds.get(normalise(title), ()))


def kinds_right(entities, cast: Cast, n: int = TOP_KINDS) -> tuple[int, int, list[tuple[str, str, str]]]:
    """(right, judged, the wrong ones as (title, finder's kind, gold kinds)) among the first n entities whose
    title has a gold kind; a title the gold gives two kinds (示劍: a man and a city) is right as either."""
    right = judged = 0
    wrong = []
    for e in entities[:n]:
        kinds = gold_kinds(e.name, cast)
        if not kinds:
            continue
        judged += 1
        if e.kind in kinds:
            right += 1
        else:
            wrong.append((e.name, e.kind, "/".join(sorted(kinds))))
    return right, judged, wrong


def member_uses(cast: Cast, paragraphs, *, from_text: bool = False) -> dict[str, int]:
    """Each person's uses: the gold's count, else (or with from_text, for a cut of the book) their forms
    counted in the text, longest first, ambiguous forms left out."""
    from understory_cli.analyze.mentions import matcher

    uses = {m.name: m.uses for m in cast.members if m.uses is not None and not from_text}
    counted = [m for m in cast.members if m.name not in uses]
    forms = {normalise(f): m.name for m in counted for f in m.forms if normalise(f) not in cast.ambiguous}
    found: Counter[str] = Counter()
    if forms:
        pattern = matcher(list(forms))
        for p in paragraphs:
            found.update(forms[normalise(w)] for w in pattern.findall(p.text) if normalise(w) in forms)
    return {**{m.name: found[m.name] for m in counted}, **uses}


def main_cast(cast: Cast, uses: dict[str, int], n: int = MAIN_CAST) -> list[CastMember]:
    people = [m for m in cast.members if (m.kind or "person") == "person" and uses.get(m.name)]
    return sorted(people, key=lambda m: -uses[m.name])[:n]


@dataclass
class Merges:
    owned: list[tuple[str, str, str]] = field(default_factory=list)  # (member, member, entity title)
    shared: list[tuple[str, str, str]] = field(default_factory=list)  # (name, its bearers, entity title)

    @property
    def count(self) -> int:
        return len(self.owned) + len(self.shared)


def wrong_merges(entities, cast: Cast, main: list[CastMember]) -> Merges:
    mains = {m.name for m in main}
    out = Merges()
    for e in entities:
        owners = sorted({m.name for n in e.names if (m := cast.member_of(n)) and (m.kind or "person") == "person"})
        out.owned += [(a, b, e.name) for i, a in enumerate(owners) for b in owners[i + 1:] if a in mains or b in mains]
    for form, bearers in cast.shared_names.items():
        carriers = [e for e in entities if form in map(normalise, e.names)]
        if carriers and len(carriers) < len(bearers):
            out.shared.append((form, " / ".join(b for b, _ in bearers), carriers[0].name))
    return out


def splits(entities, cast: Cast, main: list[CastMember]) -> dict[str, list[str]]:
    """Main character -> the titles of the entities holding their own forms, where more than one does."""
    out = {}
    for m in main:
        holders = [e.name for e in entities if any(cast.member_of(n) is m for n in e.names)]
        if len(holders) > 1:
            out[m.name] = holders
    return out


def containing(entities, cast: Cast, main: list[CastMember]) -> dict[str, list[str]]:
    """Main character -> titles of entities that are no gold form but hold one of theirs whole (グスコーブドリ, ゴーシュ君,
    獻給耶和華, 伯和夫妇): a fuller form the gold does not list, a suffix, a glued word or a group — splits the gold's
    forms cannot show, told apart by eye."""
    from understory_cli.analyze.mentions import matcher

    out: dict[str, list[str]] = {}
    for m in main:
        own = matcher([f for f in m.forms if cast.member_of(f) is m and len(f) > 1])
        for e in entities:
            if cast.member_of(e.name) is None and normalise(e.name) not in cast.form_kinds and own.search(e.name):
                out.setdefault(m.name, []).append(e.name)
    return out


def without_entry(entities, cast: Cast, main: list[CastMember]) -> list[str]:
    """Main characters no entity carries any of their own forms for (issue 43's "the three most-named men")."""
    return [m.name for m in main if not any(cast.member_of(n) is m for e in entities for n in e.names)]


SUMMARY_CLASSES = ("says who", "generated", "partial", "plot", "none")


def summary_class(entry) -> str:
    """One of SUMMARY_CLASSES for a wiki entry (None: the entity has no entry)."""
    from understory_cli.analyze.summarize import sentences
    from understory_cli.extractive.describe import description_score, is_full_description

    summary = entry.data.summary if entry is not None else None
    if summary is None or not summary.text:
        return "none"
    if summary.generated:
        return "generated"
    names = [n.name for n in entry.data.names or []] or [entry.title]
    if is_full_description(summary.text, names):
        return "says who"
    # (the whole text too: a pronoun sentence read with the name before it, "X’s temper was … She was …")
    said = [*sentences(summary.text), summary.text]
    return "partial" if max((description_score(s, names) for s in said), default=0) else "plot"


def entry_of(entity, entries):
    """The wiki entry for an entity: titled by its name, else carrying it among its names."""
    return (next((e for e in entries if e.title == entity.name), None)
            or next((e for e in entries if entity.name in [n.name for n in e.data.names or []]), None))


def summaries(entities, entries, n: int = TOP_SUMMARIES) -> list[tuple[str, str, str]]:
    """(entity title, summary class, summary text) for the first n entities."""
    out = []
    for e in entities[:n]:
        entry = entry_of(e, entries)
        text = entry.data.summary.text if entry is not None and entry.data.summary else ""
        out.append((e.name, summary_class(entry), text))
    return out

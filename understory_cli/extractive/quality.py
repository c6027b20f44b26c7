"""Measuring names against a cast list: top-k precision, alias recall, junk rate.

Matching is by exact written form (the leading English article and surrounding spaces
ignored): an entity counts for a cast member when its canonical name — the title a wiki entry
would get — is that member's name or one of its aliases. An entity titled by anything else
(菩萨 for 观音, a role word) does not count, even if the right names hide among its aliases.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from .model import NameEntity


@dataclass
class CastMember:
    name: str
    aliases: list[str]

    @property
    def forms(self) -> list[str]:
        return [self.name, *self.aliases]


@dataclass
class Cast:
    members: list[CastMember]
    other_names: set[str]  # real names that are not cast (places, peoples, things, minor characters)

    def member_of(self, name: str) -> CastMember | None:
        key = normalise(name)
        return next((m for m in self.members if key in map(normalise, m.forms)), None)


@dataclass
class Quality:
    precision: float  # top-k people whose name is a cast member's name or alias
    distinct_precision: float  # the same, each cast member counted once (a split entity counts once)
    alias_recall: float  # cast aliases found on the member's own entity
    junk_rate: float  # top-n entities of any kind whose name is neither cast nor another real name
    cast_found: float  # cast members with an entity at all
    top_people: list[str]
    wrong_top: list[str]
    junk: list[str]
    missed_aliases: dict[str, list[str]] = field(default_factory=dict)
    false_merges: list[tuple[str, str]] = field(default_factory=list)  # two cast members in one entity


def normalise(name: str) -> str:
    name = " ".join(name.split())
    return name[4:] if name.lower().startswith("the ") else name


def load_cast(path: Path) -> Cast:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    members = [CastMember(str(c["name"]), [str(a) for a in c.get("aliases") or []]) for c in data["characters"]]
    return Cast(members, {str(n) for n in data.get("other_names") or []})


def entity_of(member: CastMember, entities: list[NameEntity]) -> NameEntity | None:
    """The entity carrying the member's own name, else the one carrying most of its forms."""
    forms = set(map(normalise, member.forms))
    own = [e for e in entities if normalise(member.name) in map(normalise, e.names)]
    if own:
        return own[0]
    scored = [(len(forms & set(map(normalise, e.names))), e.mentions, i) for i, e in enumerate(entities)]
    best = max(scored, default=(0, 0, 0))
    return entities[best[2]] if best[0] else None


def evaluate(entities: list[NameEntity], cast: Cast, *, top: int = 20, junk_top: int = 50) -> Quality:
    people = [e for e in entities if e.kind == "person"][:top]
    matched = [cast.member_of(e.name) for e in people]
    wrong = [e.name for e, m in zip(people, matched) if m is None]
    distinct = {m.name for m in matched if m}

    real = {normalise(n) for n in cast.other_names}
    junk = [e.name for e in entities[:junk_top] if cast.member_of(e.name) is None and normalise(e.name) not in real]

    total = found = present = 0
    missed: dict[str, list[str]] = {}
    for member in cast.members:
        entity = entity_of(member, entities)
        present += entity is not None
        names = set(map(normalise, entity.names)) if entity else set()
        lost = [a for a in member.aliases if normalise(a) not in names]
        total += len(member.aliases)
        found += len(member.aliases) - len(lost)
        if lost:
            missed[member.name] = lost

    false_merges = []
    for e in entities:
        owners = Counter(m.name for m in (cast.member_of(n) for n in e.names) if m)
        names = sorted(owners)
        false_merges += [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]

    return Quality(
        precision=(len(people) - len(wrong)) / len(people) if people else 0.0,
        distinct_precision=len(distinct) / len(people) if people else 0.0,
        alias_recall=found / total if total else 1.0,
        junk_rate=len(junk) / min(junk_top, len(entities)) if entities else 0.0,
        cast_found=present / len(cast.members) if cast.members else 1.0,
        top_people=[e.name for e in people], wrong_top=wrong, junk=junk,
        missed_aliases=missed, false_merges=false_merges)

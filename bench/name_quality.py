"""Measuring names against a cast list (a bench harness, used by bench/offline_names.py and the name tests): top-k precision, alias recall, junk rate.

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

from understory_cli.extractive.types import NameEntity


@dataclass
class CastMember:
    name: str
    aliases: list[str]  # forms expected on the member's entity (alias recall)
    rare: list[str] = field(default_factory=list)  # the member's forms too rare to expect; they still identify it
    kind: str | None = None  # the gold's kind (person / place); None where the list gives none
    uses: int | None = None  # occurrences the gold counts for the member; None where it counts none

    @property
    def forms(self) -> list[str]:
        return [self.name, *self.aliases, *self.rare]


@dataclass
class Cast:
    members: list[CastMember]
    other_names: set[str]  # real names that are not cast (places, peoples, things, minor characters)
    ambiguous: set[str] = field(default_factory=set)  # forms no one referent holds most of: nobody's
    form_kinds: dict[str, set[str]] = field(default_factory=dict)  # every gold form -> kinds of the entries using it
    form_types: dict[str, set[str]] = field(default_factory=dict)  # every gold form -> its types (given name, title …)
    shared_names: dict[str, list[tuple[str, int]]] = field(default_factory=dict)  # a name two people bear -> (who, uses)

    def within(self, text: str) -> "Cast":
        """The cast a reader of `text` alone meets (a book cut to its first volumes): the members it
        names, each expected to carry only the aliases it writes EXPECTED_USES times or more."""
        members = []
        for m in self.members:
            used = [a for a in m.aliases if text.count(a) >= EXPECTED_USES]
            if text.count(m.name) >= EXPECTED_USES or used:
                members.append(CastMember(m.name, used, m.rare + [a for a in m.aliases if a not in used], m.kind, m.uses))
        return Cast(members, self.other_names, self.ambiguous, self.form_kinds, self.form_types, self.shared_names)

    def member_of(self, name: str) -> CastMember | None:
        key = normalise(name)
        if key in self.ambiguous:
            return None
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
    top_merges: list[tuple[str, str]] = field(default_factory=list)  # the same, among the top `merge_top` entities


def normalise(name: str) -> str:
    name = " ".join(name.split())
    return name[4:] if name.lower().startswith("the ") else name


def load_cast(path: Path) -> Cast:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    members = [CastMember(str(c["name"]), [str(a) for a in c.get("aliases") or []], kind="person")
               for c in data["characters"]]  # the YAML lists are of characters; their other names have no kind
    return Cast(members, {str(n) for n in data.get("other_names") or []},
                form_kinds={f: {"person"} for m in members for f in m.forms})


# a form's type naming the person (not a title, address or description): two people sharing one are two
NAME_TYPES = ("name", "given name", "full name", "surname")
OWNER_SHARE = 2 / 3  # a shared form is the member's who is meant by this share of its uses
EXPECTED_USES = 3  # a form used fewer times for a member is not expected on its entity (nor is it found)


def load_cast_json(path: Path, extra: Path | None = None) -> Cast:
    """A cast.json (forms counted in the text, per referent): each form belongs to the member meant by
    two thirds of its uses or more (Miss Dashwood: Elinor 69 of 70; Mr. Ferrars: Edward 25 of 30), and
    is expected on that member's entity when used at least three times for it; a form no one holds that
    share of (Mrs. Brandon: 1 and 1; 二郎) is nobody's. The member's name is its most used form.
    `extra` (YAML, like the other cast files) adds real characters and names the list leaves out,
    so that a real person in the top 20 is not counted wrong."""
    import json

    data = json.loads(path.read_text(encoding="utf-8"))
    totals: Counter[str] = Counter()
    for c in data["characters"]:
        for f in c["forms"]:
            totals[f["form"]] = max(totals[f["form"]], f.get("total", f["count"]))
    members, ambiguous = [], set()
    for c in data["characters"]:
        owned = sorted((f for f in c["forms"] if f["count"] >= OWNER_SHARE * totals[f["form"]]),
                       key=lambda f: -f["count"])
        ambiguous |= {f["form"] for f in c["forms"] if f["count"] < OWNER_SHARE * totals[f["form"]]}
        if not owned:
            continue
        name = owned[0]["form"]
        members.append(CastMember(name, [f["form"] for f in owned[1:] if f["count"] >= EXPECTED_USES],
                                  [f["form"] for f in owned[1:] if f["count"] < EXPECTED_USES],
                                  c.get("kind"), sum(f["count"] for f in c["forms"])))
    owned_forms = {f for m in members for f in m.forms}
    cast = Cast(members, set(), ambiguous - owned_forms)
    bearers: dict[str, list[tuple[str, int]]] = {}
    for c in data["characters"]:
        for f in c["forms"]:
            cast.form_kinds.setdefault(f["form"], set()).add(c.get("kind") or "person")
            cast.form_types.setdefault(f["form"], set()).add(f.get("type") or "")
            if c.get("kind", "person") == "person" and f["count"] >= EXPECTED_USES and is_name_type(f.get("type")):
                bearers.setdefault(f["form"], []).append((c["canonical"], f["count"]))
    cast.shared_names = {f: sorted(who, key=lambda w: -w[1]) for f, who in bearers.items() if len(who) > 1}
    if extra is not None:
        more = load_cast(extra)
        cast.members += more.members
        cast.other_names |= more.other_names
        for form, kinds in more.form_kinds.items():
            cast.form_kinds.setdefault(form, set()).update(kinds)
    return cast


def is_name_type(kind: str | None) -> bool:
    """A gold form's type says it names its bearer ("name", "given name (…)"), not a title or a role."""
    return bool(kind) and any(kind == t or kind.startswith(t + " (") for t in NAME_TYPES)


def entity_of(member: CastMember, entities: list[NameEntity]) -> NameEntity | None:
    """The entity carrying the member's own name, else the one carrying most of its forms."""
    forms = set(map(normalise, member.forms))
    own = [e for e in entities if normalise(member.name) in map(normalise, e.names)]
    if own:
        return own[0]
    scored = [(len(forms & set(map(normalise, e.names))), e.mentions, i) for i, e in enumerate(entities)]
    best = max(scored, default=(0, 0, 0))
    return entities[best[2]] if best[0] else None


def evaluate(entities: list[NameEntity], cast: Cast, *, top: int = 20, junk_top: int = 50, merge_top: int = 30) -> Quality:
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

    false_merges, top_merges = [], []
    for rank, e in enumerate(entities):
        owners = Counter(m.name for m in (cast.member_of(n) for n in e.names) if m)
        members = sorted(owners)
        merged = [(a, b) for i, a in enumerate(members) for b in members[i + 1:]]
        false_merges += merged
        if rank < merge_top:
            top_merges += merged

    return Quality(
        precision=(len(people) - len(wrong)) / len(people) if people else 0.0,
        distinct_precision=len(distinct) / len(people) if people else 0.0,
        alias_recall=found / total if total else 1.0,
        junk_rate=len(junk) / min(junk_top, len(entities)) if entities else 0.0,
        cast_found=present / len(cast.members) if cast.members else 1.0,
        top_people=[e.name for e in people], wrong_top=wrong, junk=junk,
        missed_aliases=missed, false_merges=false_merges, top_merges=top_merges)

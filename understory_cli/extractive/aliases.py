"""Alias merging: which candidate forms name the same entity.

Each rule needs evidence found in the text; none knows a book:
- spelling variants (Tik-tok / Tiktok) and a title around a name (Princess Ozma / Ozma);
- what the text states twice: "Nick Chopper, the Tin Woodman", 齐天大圣孙悟空;
- a part of a longer form (Woodman / Tin Woodman, 悟空 / 孙悟空). A part found in several
  longer forms (Witch: of the West, of the East; 行者: 孙行者, 惠岸行者), or a Chinese title
  shared by several names (菩萨, 大圣), is resolved by discourse: each mention votes for the
  entity whose container was written last before it in the same chapter, and the part joins
  one only if that entity wins most votes. Left unresolved, a title is a role, not an entity;
- Chinese abbreviations (玉帝 / 玉皇大帝) and surname families (孙悟空 / 孙行者 / 孙大圣),
  the latter only when their mentions fall in the same chapters, so that 唐僧 and 唐太宗,
  who share only the dynasty, stay apart; familiar forms (老孙) follow their surname.
A person never merges with a place: forms whose kinds are both clear and differ stay apart.
"""

from __future__ import annotations

import math
from itertools import combinations
from collections import Counter, defaultdict
from typing import Sequence

from .en.lexicon import EN_MARRIED_TITLES
from .en.persons import GIVEN_MALE
from .types import KINDS, Candidate, Paragraph, Rules, Votes

FIRM_VOTES = 2.0
FIRM_SHARE = 0.6
MIN_STATED = 2  # the text says it at least twice ("Nick Chopper, the Tin Woodman")
DOMINANCE = 0.7
# a form written beside several people is a role they share only when that is a fair share of its uses: a name
# written hundreds of times alone, and a few times beside a verb the finder kept (淑英带笑地), is no role
SHARED_SHARE = 0.1
MIN_RESOLVED = 0.2  # share of a part's mentions that must follow a container in the same chapter  # share of a part's resolved mentions that one entity must win
FAMILY_COVERAGE = 0.65  # share of the rarer member's mentions in chapters where the other appears
FAMILY_COSINE = 0.2
QUALIFIED_RATIO = 5.0
TIE_SHARE = 0.02  # weak statements must amount to this share of the smaller entity's mentions  # similarity of their per-chapter mention profiles


class UnionFind:
    def __init__(self, items: Sequence[str]):
        self.parent = {i: i for i in items}
        # every union asked for, with the paragraph index of the statement behind it (None: the
        # forms or their usage show it), to date each alias's tie (entities.link_dates)
        self.edges: list[tuple[str, str, int | None]] = []
        self.sexes: dict[str, set[str]] = {}  # root -> the sexes its forms say (rules.sexes: English titles, pronouns)
        self.bearers: dict[str, dict[str, set[str]]] = {}  # root -> surname -> given names its full names bear (rules.bearers)
        self.generations: dict[str, set[tuple[str, str]]] = {}  # root -> (surname, "old" or "young") its titles say

    def find(self, x: str) -> str:
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a: str, b: str, evidence: int | None = None, named: bool = False) -> bool:
        """Join a's and b's entities; False when their titles or names say they are two people. `named`: the
        text says they are one (a naming statement), which alone may join two given names of one family (Anne
        Steele, called Nancy)."""
        ra, rb = self.find(a), self.find(b)
        if ra != rb and len(self.sexes.get(ra, set()) | self.sexes.get(rb, set())) > 1:
            return False  # Mr. and Mrs. Inglethorp: a man and a woman by their titles are never one
        if ra != rb and not named and _two_bearers(self.bearers.get(ra, {}), self.bearers.get(rb, {})):
            return False  # John and Lawrence Cavendish: brothers, whatever title (Mr. Cavendish) the text gives both
        if ra != rb and _two_generations(self.generations.get(ra, set()) | self.generations.get(rb, set())):
            return False  # 钱老先生 and 钱少爷: the old master and the young one of one house are father and son
        self.edges.append((a, b, evidence))
        if ra != rb:
            self.parent[rb] = ra
            self.sexes[ra] = self.sexes.get(ra, set()) | self.sexes.pop(rb, set())
            self.generations[ra] = self.generations.get(ra, set()) | self.generations.pop(rb, set())
            held, joined = self.bearers.setdefault(ra, {}), self.bearers.pop(rb, {})
            for surname, given in joined.items():
                held[surname] = held.get(surname, set()) | given
        return True

    def groups(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = defaultdict(list)
        for x in self.parent:
            out[self.find(x)].append(x)
        return out


def _two_generations(said: set[tuple[str, str]]) -> bool:
    """One surname titled as the elder generation and as the younger (rules.generations)."""
    return any((surname, "old") in said and (surname, "young") in said for surname, _ in said)


def _two_bearers(a: dict[str, set[str]], b: dict[str, set[str]]) -> bool:
    """Two entities bear one surname with two given names, neither the short form of the other (Eliza and
    Elizabeth Bennet are one girl's)."""
    for surname in a.keys() & b.keys():
        given = a[surname] | b[surname]
        if any(not (x.startswith(y) or y.startswith(x)) for x in given for y in given):
            return True
    return False


def kind_of(c: Candidate) -> str:
    return max(c.kind_votes, key=c.kind_votes.__getitem__) if c.kind_votes and max(c.kind_votes.values()) > 0 else "term"


def entity_kind(forms: Sequence[str], candidates: dict[str, Candidate]) -> str:
    """An entity's kind: each form's votes, as shares, weighted by how often the form occurs."""
    total = Votes()
    for f in forms:
        votes = candidates[f].kind_votes
        s = sum(votes.values())
        if s > 0:
            for k, v in votes.items():
                total[k] += candidates[f].count * v / s
    if not total or max(total.values()) <= 0:
        return "term"  # nothing speaks, lives or acts under this name
    return max(KINDS, key=lambda k: total[k])


def firm_kind(c: Candidate) -> str | None:
    """The kind, when the evidence is strong enough to forbid a merge (Emerald City is no person)."""
    total = sum(c.kind_votes.values())
    kind = kind_of(c)
    return kind if c.kind_votes[kind] >= FIRM_VOTES and c.kind_votes[kind] >= FIRM_SHARE * total else None


def merge(candidates: dict[str, Candidate], stream: list[list[str]], paragraphs: Sequence[Paragraph],
          rules: Rules) -> tuple[UnionFind, set[str]]:
    """Cluster the forms; also returns the shared titles no entity owns (roles, not names)."""
    forms = set(candidates)
    uf = UnionFind(sorted(forms))
    sexes = getattr(rules, "sexes", None)  # English: a man and a woman are never one entity
    uf.sexes = {f: {said} for f, said in sexes(paragraphs, forms).items()} if sexes else {}
    generations = getattr(rules, "generations", None)  # Chinese: 钱老先生 and 钱少爷 are father and son
    uf.generations = {f: {said} for f, said in generations(forms).items()} if generations else {}
    bearers = getattr(rules, "bearers", None)  # English: two given names of one family are two people
    uf.bearers = {f: {surname: {given}} for f, (given, surname) in bearers(forms).items()} if bearers else {}
    kinds = {f: firm_kind(c) for f, c in candidates.items()}

    def compatible(a: str, b: str) -> bool:  # a person never merges with a place
        return kinds[a] == kinds[b] or None in (kinds[a], kinds[b]) or "term" in (kinds[a], kinds[b])

    by_key: dict[str, str] = {}
    for f in sorted(forms, key=lambda f: -candidates[f].count):
        key = rules.variant_key(f)
        if key in by_key:
            uf.union(by_key[key], f)
        else:
            by_key[key] = f
    family = rules.family_names(forms) if hasattr(rules, "family_names") else set()
    given = rules.given_names(forms) if hasattr(rules, "given_names") else {}
    deferred: list[tuple[str, str]] = []
    for f in forms:
        core = rules.core(f)
        if core in forms and compatible(core, f) and core not in family and not _married(f, core):
            if len(given.get(core, ())) > 1 or given.get(core, {f}) != {f} and core in given:
                deferred.append((core, f))  # Sir John and John Dashwood: which John, discourse says
            else:
                uf.union(core, f)
    for (a, b), where in rules.stated(paragraphs, forms).items():
        if len(where) >= MIN_STATED and compatible(a, b):
            uf.union(a, b, where[0])
    for (a, b), where in rules.declared(paragraphs, forms).items():
        if compatible(a, b):
            uf.union(a, b, where[0] if where else None, named=True)

    containers: dict[str, set[str]] = defaultdict(set)
    for f in forms:
        for p in rules.parts(f):
            if p in forms and p != f and compatible(p, f) and p not in family and not _married(f, p):
                containers[p].add(f)
    for core, f in deferred:
        containers[core].add(f)
    abbreviated: dict[str, set[str]] = defaultdict(set)
    for f in forms:
        for a in rules.abbreviations(f):
            if a in forms and compatible(a, f):
                abbreviated[a].add(f)
    for a, fulls in abbreviated.items():  # 玉帝 / 玉皇大帝: one full name only, or it is no evidence
        if len(fulls) == 1:
            uf.union(fulls.pop(), a)

    counts = {f: c.count for f, c in candidates.items()}
    # A name written far more often than its one qualified form (Wizard / Wizard of Oz) is the same
    # name: the qualifier says where the bearer is from. Several qualified forms (Witch of the East,
    # Witch of the North) are several bearers.
    for part, fulls in containers.items():
        qualified = [f for f in fulls if rules.qualified(part, f)]
        if len(qualified) == 1 and counts[part] >= QUALIFIED_RATIO * counts[qualified[0]]:
            uf.union(part, qualified[0])
    ambiguous = set(containers)
    for _ in range(3):  # parts resolved in one round can settle others in the next
        ambiguous = _attach_parts(uf, containers, ambiguous, stream, paragraphs, counts, rules)
        _merge_families(uf, candidates, forms, stream, paragraphs, rules)
    shared = _tie_entities(uf, rules.ties(paragraphs, forms), stream, paragraphs, compatible, rules, counts)
    claims = getattr(rules, "family_claims", None)  # English only, like family_names
    if family and claims:
        _attach_family_titles(uf, claims(forms, family), counts, stream, paragraphs)
    corefer = getattr(rules, "corefer", None)
    if corefer:  # what usage shows once the forms are clustered (who is addressed in dialogue, who answers)
        corefer(uf, candidates, stream, paragraphs, compatible, family)
    # a part whose every container is in its own entity is tied by its form too, even when a
    # statement joined them first: that tie needs no statement (玄奘 / 陈玄奘)
    # (not a part several containers share that discourse left unresolved: 亚伯 of 亚伯兰 and 亚伯拉罕, above)
    for part, fulls in containers.items():
        if part in ambiguous and len(fulls) > 1:
            continue
        if not rules.is_title(part) and {uf.find(c) for c in fulls} == {uf.find(part)}:
            for c in sorted(fulls):
                uf.union(c, part)
    # An unresolved part written less often than its containers is a shared title (Witch, 大王):
    # a role, not an entity. One written more often is a name in its own right (Wizard).
    roles = {p for p in ambiguous if rules.is_title(p) or counts[p] < sum(counts[c] for c in containers[p])
             or len({uf.find(c) for c in containers[p]}) == 1}  # a lone name's title worn by others
    # a family name alone, or in the plural (the Dashwoods, the Miss Steeles), is the family, no one person
    roles |= shared | family | {f for f in forms if f.endswith("s") and f[:-1].split()[-1] in family}
    address = getattr(rules, "address", None)
    if address:  # 奶奶, 哥哥: no one's name alone
        roles |= {f for f in forms if address(f)}
    return uf, roles


def _married(form: str, core: str) -> bool:
    """Mrs. John Dashwood is John Dashwood's wife (English usage): the title makes another person; so is Mrs. Joe
    Joe's, a married title before a man's given name alone. Not the same title shorter: Mrs. Joe of Mrs. Joe Gargery."""
    words = form.split()
    return words[0].rstrip(".") in EN_MARRIED_TITLES and core.split()[0] != words[0] \
        and (len(words) >= 3 or len(words) == 2 and words[1] in GIVEN_MALE)


FAMILY_SUPPORT = 0.25  # a member's own full names, against the titled form's uses
FAMILY_RESOLVED = 0.5  # share of the titled form's uses that follow one of the members in the chapter


def _attach_family_titles(uf: UnionFind, claims: dict[str, dict[str, set[str]]], counts: dict[str, int],
                          stream: list[list[str]], paragraphs: Sequence[Paragraph]) -> None:
    """Mr. Ferrars stands for the member the chapter was speaking of: each use votes for the member
    of the family (by full name, Edward Ferrars) last named before it in the chapter. It joins one
    member only if most uses follow one and one wins nearly all; else it stays a person of its own
    (Mrs. Dashwood, the mother) or nobody's. Members whose full name the text rarely writes
    (Marianne Dashwood, 3 times, against Miss Dashwood's 70) are no evidence."""
    for titled, members in sorted(claims.items()):
        # the title's other spellings the merge has joined to it vote with it (Mr., M. and Monsieur Renauld)
        same = {f for f in counts if f.split()[1:] == titled.split()[1:] and uf.find(f) == uf.find(titled)}
        kept = {g: fs for g, fs in members.items()
                if sum(counts[f] for f in fs) >= FAMILY_SUPPORT * sum(counts[f] for f in same)}
        if not kept or uf.find(titled) in {uf.find(f) for fs in kept.values() for f in fs}:
            continue
        roots = {uf.find(f) for fs in kept.values() for f in fs}
        if len(roots) != len(kept):
            continue
        if _lone_daughter(titled, kept, counts):
            uf.union(min(next(iter(kept.values()))), titled)
            continue
        votes: Counter[str | None] = Counter()
        last: dict[str, int] = {}
        i = chapter = 0
        for p, found in zip(paragraphs, stream):
            if p.chapter_no != chapter:
                chapter, last = p.chapter_no, {}
            for form in found:
                i += 1
                root = uf.find(form)
                if form in same:
                    seen = [(n, r) for r, n in last.items() if r in roots]
                    votes[max(seen)[1] if seen else None] += 1
                elif root in roots:
                    last[root] = i
        resolved = sum(n for r, n in votes.items() if r is not None)
        if not resolved or resolved < FAMILY_RESOLVED * sum(votes.values()):
            continue
        root, n = max(((r, n) for r, n in votes.items() if r is not None), key=lambda rn: rn[1])
        if n >= DOMINANCE * resolved:
            member = min(f for fs in kept.values() for f in fs if uf.find(f) == root)
            uf.union(member, titled)


# an unmarried woman's title: Miss Eyre is a daughter of the house, never its mother (Mrs. Reed)
MAIDEN_TITLES = frozenset("Miss Mademoiselle Fräulein Señorita Signorina".split())


def _lone_daughter(titled: str, kept: dict[str, set[str]], counts: dict[str, int]) -> bool:
    """Miss Eyre is Jane Eyre when she is the one woman of the family the text names in full, at least as often as
    it says Miss Eyre: the chapter's last-named member cannot say it in a first-person narration, where the
    narrator is "I" and others call her Miss Eyre ("What shocking conduct, Miss Eyre, to strike a young
    gentleman"). Two sisters written in full (Elinor and Marianne Dashwood) leave Miss Dashwood to the discourse."""
    if titled.split()[0].rstrip(".") not in MAIDEN_TITLES or len(kept) != 1:
        return False
    return sum(counts[f] for f in next(iter(kept.values()))) >= counts[titled]


def _tie_entities(uf: UnionFind, ties: dict[tuple[str, str], list[int]], stream: list[list[str]],
                  paragraphs: Sequence[Paragraph], compatible, rules: Rules, counts: dict[str, int]) -> set[str]:
    """Weak statements join two entities when, together, they are said at least twice and make a
    fair share of the smaller entity's mentions: a tie said twice between two entities named
    hundreds of times apart (唐王御弟唐三藏: the emperor's sworn brother) is a relation, not identity."""
    if not ties:
        return set()
    mentions = {root: sum(c.values()) for root, c in chapter_profiles(uf, stream, paragraphs).items()}
    by_roots: dict[tuple[str, str], list[tuple[str, str, int]]] = defaultdict(list)
    for (a, b), where in ties.items():
        ra, rb = uf.find(a), uf.find(b)
        if ra != rb and not rules.is_title(a) and not rules.is_title(b) and compatible(a, b):
            by_roots[(min(ra, rb), max(ra, rb))].extend((a, b, i) for i in where)
    # a form tied to several entities (军师吴用, 军师朱武) is a title or a role they share, no one's alias
    partners: dict[str, Counter[str]] = defaultdict(Counter)
    for (a, b) in getattr(rules, "adjacent", ()):
        if (a, b) in ties:
            partners[a][uf.find(b)] += len(ties[(a, b)])
            partners[b][uf.find(a)] += len(ties[(a, b)])
    shared = {f for f, roots in partners.items()
              if sum(n >= MIN_STATED for r, n in roots.items() if r != uf.find(f)) >= 2
              and max(roots.values()) < DOMINANCE * sum(roots.values())
              and sum(roots.values()) >= SHARED_SHARE * counts[f]}
    by_roots = {pair: [t for t in said if t[0] not in shared and t[1] not in shared] for pair, said in by_roots.items()}
    for (ra, rb), said in sorted(by_roots.items(), key=lambda kv: -len(kv[1])):
        small = min(mentions.get(ra, 0), mentions.get(rb, 0))
        if uf.find(ra) == uf.find(rb) or len(said) < MIN_STATED or len(said) < TIE_SHARE * small:
            continue
        first: dict[tuple[str, str], int] = {}
        for a, b, i in said:
            first[(a, b)] = min(i, first.get((a, b), i))
        for (a, b), i in first.items():
            uf.union(a, b, i)
    return shared  # written beside several people: a role, unless something else makes it someone's


def _attach_parts(uf: UnionFind, containers: dict[str, set[str]], pending: set[str], stream: list[list[str]],
                  paragraphs: Sequence[Paragraph], counts: dict[str, int], rules: Rules) -> set[str]:
    votes = _discourse_votes(uf, {p: containers[p] for p in pending}, stream, paragraphs)
    given_name = getattr(rules, "given_name", None)  # Chinese only
    still: set[str] = set()
    for part in pending:
        roots = {uf.find(c) for c in containers[part]} - {uf.find(part)}
        refused = _other_sex(uf, part, roots)  # Stanhope, joined to Dr. Stanhope: Dr. Vesey's, never Mrs. Stanhope's
        roots -= refused
        if not roots:
            continue
        tally: Counter[str | None] = Counter()  # a vote for a root the part can never join says no one
        for r, n in votes.get(part, Counter()).items():
            tally[None if r in refused else r] += n
        resolved = sum(n for r, n in tally.items() if r is not None)
        if len(roots) == 1 and not rules.is_title(part):
            total = sum(counts[c] for c in containers[part])
            # a given name is its bearer's however much more often it is written alone (凤喜 / 沈凤喜)
            given = given_name is not None and all(given_name(part, c) for c in containers[part])
            # a rarer part of two forms one statement joined (亚伯 of 亚伯兰 and 亚伯拉罕, one man renamed) is his
            # only where it is written after them: written alone elsewhere, it is another's (亚伯, his brother's);
            # a part written more than they are is the name they qualify (Dorothy of Dorothy Gale, Princess Dorothy)
            apart = (len(containers[part]) > 1 and counts[part] < total
                     and resolved < MIN_RESOLVED * sum(tally.values()))
            if not apart and (given or counts[part] <= rules.part_ratio * total):
                if not given and _worn_by_others(part, total, counts, tally, resolved, rules):
                    still.add(part)
                    continue
                uf.union(_member(uf, containers[part], roots.pop()), part)
            continue
        if resolved and resolved >= MIN_RESOLVED * sum(tally.values()):
            root, n = max(((r, n) for r, n in tally.items() if r is not None), key=lambda rn: rn[1])
            if n >= DOMINANCE * resolved:
                uf.union(_member(uf, containers[part], root), part)
                continue
        still.add(part)
    return still


def _other_sex(uf: UnionFind, part: str, roots: set[str]) -> set[str]:
    """The roots a part already joined to a form of one sex can never join (a man's bare surname is no woman's): they
    are no candidates, so the one container left takes it rather than a refused union leaving it to none."""
    said = uf.sexes.get(uf.find(part), set())
    return {r for r in roots if said and len(said | uf.sexes.get(r, set())) > 1}


def _worn_by_others(part: str, total: int, counts: dict[str, int], tally: Counter, resolved: int, rules: Rules) -> bool:
    """A title written many times as often as the one name it ends, and mostly in chapters where that
    name is not (天尊 / 元始天尊): it is worn by others too."""
    ratio: float = getattr(rules, "title_ratio", 0.0)
    return bool(ratio) and counts[part] > ratio * total and resolved < MIN_RESOLVED * sum(tally.values())


def _member(uf: UnionFind, forms: set[str], root: str) -> str:
    """The form among `forms` in root's entity: unions link the forms that carry the evidence, so
    that each alias can be dated by the chain of evidence tying it to the name (entities.link_dates)."""
    root = uf.find(root)  # votes name the roots of the round's start
    return min(f for f in forms if uf.find(f) == root)


def _discourse_votes(uf: UnionFind, containers: dict[str, set[str]], stream: list[list[str]],
                     paragraphs: Sequence[Paragraph]) -> dict[str, Counter[str | None]]:
    """For each mention of an ambiguous part, the entity of its container written last before it
    in the same chapter (None when no container was: the part stands alone there)."""
    last_seen: dict[str, int] = {}
    votes: dict[str, Counter[str | None]] = defaultdict(Counter)
    i = chapter = 0
    for p, found in zip(paragraphs, stream):
        if p.chapter_no != chapter:
            chapter, last_seen = p.chapter_no, {}
        for form in found:
            i += 1
            last_seen[form] = i
            if form in containers:
                seen = [(last_seen[c], c) for c in containers[form] if c in last_seen]
                votes[form][uf.find(max(seen)[1]) if seen else None] += 1
    return votes


def chapter_profiles(uf: UnionFind, stream: list[list[str]], paragraphs: Sequence[Paragraph]) -> dict[str, Counter[int]]:
    profiles: dict[str, Counter[int]] = defaultdict(Counter)
    for p, found in zip(paragraphs, stream):
        for form in found:
            profiles[uf.find(form)][p.chapter_no] += 1
    return profiles


def _merge_families(uf: UnionFind, candidates: dict[str, Candidate], forms: set[str], stream: list[list[str]],
                    paragraphs: Sequence[Paragraph], rules: Rules) -> None:
    people = {f for f in forms if kind_of(candidates[f]) in ("person", "term")}  # no surnames among places
    families = rules.families(people)
    if not families:
        return
    own = _form_profiles(set().union(*families.values()), stream, paragraphs)
    may_join = getattr(rules, "may_join", None)
    for surname, members in families.items():
        # the pairs of members the rules let join, asked once: a French novel's 德· names make a family of
        # hundreds, and asking for every pair of entities on every round was quintic
        ties = [(x, y) for x, y in combinations(sorted(members), 2)
                if may_join is None or may_join(x, y, surname, forms)]
        refused: set[tuple[str, str]] = set()  # entity pairs the union declines (a man and a woman by their titles)
        while True:
            pairs = {(min(ra, rb), max(ra, rb)) for x, y in ties if (ra := uf.find(x)) != (rb := uf.find(y))} - refused
            if not pairs:
                break
            # the family's own names decide, not the whole entity: a protagonist's entity is in
            # every chapter, so any namesake would look like him (陈玄奘 / 陈澄)
            profiles: dict[str, Counter[int]] = defaultdict(Counter)
            for m in members:
                profiles[uf.find(m)].update(own[m])
            best = max((_family_similarity(profiles[a], profiles[b]), a, b) for a, b in pairs)
            if best[0] <= 0:
                break
            if not uf.union(_member(uf, members, best[1]), _member(uf, members, best[2])):
                refused.add((best[1], best[2]))  # else the same best pair came back forever
        # names already joined by a statement are tied by their usage as well: that tie needs no
        # statement, so it dates them from their first mention (唐僧 / 唐三藏)
        for a in sorted(members):
            for b in sorted(members):
                if a < b and uf.find(a) == uf.find(b) and _family_similarity(own[a], own[b]) > 0:
                    uf.union(a, b)
        # 老孙: a familiar form joins the family's entity, when one holds nearly all its mentions
        weight: Counter[str] = Counter()
        for m in members:
            weight[uf.find(m)] += candidates[m].count
        root, n = weight.most_common(1)[0]
        if n >= DOMINANCE * sum(weight.values()):
            for f in forms:
                # (not 老马 where the book names several 马: a father and his son)
                if rules.familiar_surname(f) == surname and not getattr(rules, "familiar_shared", lambda _: False)(f):
                    uf.union(_member(uf, members, root), f)


def _form_profiles(forms: set[str], stream: list[list[str]], paragraphs: Sequence[Paragraph]) -> dict[str, Counter[int]]:
    profiles: dict[str, Counter[int]] = defaultdict(Counter)
    for p, found in zip(paragraphs, stream):
        for form in found:
            if form in forms:
                profiles[form][p.chapter_no] += 1
    return profiles


def _family_similarity(a: Counter[int], b: Counter[int]) -> float:
    """> 0 when two surname-sharing names are used in the same chapters (the same person)."""
    if not a or not b:
        return 0.0
    small, big = (a, b) if sum(a.values()) <= sum(b.values()) else (b, a)
    coverage = sum(n for ch, n in small.items() if big[ch]) / sum(small.values())
    dot = sum(n * b[ch] for ch, n in a.items())
    cosine = dot / math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))
    return coverage if coverage >= FAMILY_COVERAGE and cosine >= FAMILY_COSINE else 0.0

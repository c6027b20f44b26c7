"""From merged forms to entities: mentions per chapter, first mention of every alias, salience,
kind and co-occurrence."""

from __future__ import annotations

import heapq
import math
import re
from collections import Counter, defaultdict
from itertools import combinations
from typing import Sequence

from . import stories
from .aliases import UnionFind, entity_kind
from .en.lexicon import EN_FAMILY_TITLES, EN_KIN_TITLES
from .types import Alias, Candidate, NameEntity, Paragraph, Rules

FULL_NAME_SHARE = 0.05


def build(uf: UnionFind, roles: set[str], candidates: dict[str, Candidate],
          stream: list[list[str]], paragraphs: Sequence[Paragraph], rules: Rules) -> list[NameEntity]:
    # a lone shared title (Witch, 大王) is a role; a lone familiar form (老魔) has no one to stand for
    # … and forms of address alone (大奶奶 with 奶奶) are said of whoever is addressed: no one's entry
    # (not a familiar form the text uses as a person: 老赵, whom it names no other way)
    lone = lambda f: rules.familiar_surname(f) and not getattr(rules, "familiar_person", lambda _: False)(f)  # noqa: E731
    groups = {root: forms for root, forms in uf.groups().items()
              if not (len(forms) == 1 and (forms[0] in roles or lone(forms[0])))
              and not all(_lone_title(f, rules) or lone(f) for f in forms)}
    # one name in two stories of a collection is two entities, one a story (stories.py; languages that ask)
    in_story = getattr(rules, "in_story", None)  # how the language titles a name in one story: ネリ（黄いろのトマト）
    split = stories.parts(uf.find, set(groups), stream, paragraphs) if in_story else {}
    headings: dict[int, str] = {}
    for p in paragraphs:
        if p.kind == "heading":
            headings.setdefault(p.chapter_no, p.text.strip())
    firsts: dict[str, dict[str, tuple[str, int]]] = defaultdict(dict)
    mentions_of: dict[str, Counter[str]] = defaultdict(Counter)
    keys: dict[str, set[str]] = defaultdict(set)
    chapters: dict[str, Counter[int]] = defaultdict(Counter)
    last: dict[str, str] = {}
    pairs: dict[str, Counter[str]] = defaultdict(Counter)
    for p, found in zip(paragraphs, stream):
        roots = set()
        for form in found:
            root = uf.find(form)
            if root not in groups:
                continue
            key = f"{root}\x00{n}" if (n := split.get(root, {}).get(p.chapter_no, 0)) else root
            keys[root].add(key)
            roots.add(key)
            mentions_of[key][form] += 1
            firsts[key].setdefault(form, (p.locator, p.chapter_no))
            chapters[key][p.chapter_no] += 1
            last[key] = p.locator
        for a, b in combinations(sorted(roots), 2):
            pairs[a][b] += 1
            pairs[b][a] += 1

    edges: dict[str, list[tuple[str, str, int | None]]] = defaultdict(list)
    for a, b, evidence in uf.edges:
        edges[uf.find(a)].append((a, b, evidence))
    volumes_of: dict[int, int] = {p.chapter_no: p.volume_no for p in paragraphs}
    order = {p.locator: i for i, p in enumerate(paragraphs)}  # reading order breaks ties within a chapter
    raw: dict[str, float] = {}
    out: dict[str, NameEntity] = {}
    plurals = getattr(rules, "family_plurals", None)  # English: the Miss Browns, the Epanchins are a family
    families = plurals(set(candidates)) if plurals else set()
    for root, key in ((r, k) for r in groups for k in sorted(keys[r])):
        forms, form_mentions, first = groups[root], mentions_of[key], firsts[key]
        seen = [f for f in forms if form_mentions[f]]
        if not seen:
            continue
        # a form written only inside a longer one of the entity (H. M. Woggle-Bug in Mr. H. M. Woggle-Bug)
        # is written all the same, from its container's first mention
        for f in forms:
            if not form_mentions[f] and len(f) > 1:
                inside = [g for g in seen if f in g and g != f]
                if inside:
                    first[f] = min((first[g] for g in inside), key=lambda fl: (fl[1], order[fl[0]]))
                    seen.append(f)
        fullest = _canonical([f for f in seen if not rules.familiar_surname(f)] or seen, form_mentions)
        linked = link_dates(fullest, forms, edges[root])
        name = _title(seen, fullest, linked, first, form_mentions, paragraphs, rules)
        name = _anchor(name, seen, forms, edges[root], first, form_mentions, paragraphs, rules)
        known = getattr(rules, "known_title", None)  # English: Mr. Brown, not the rarer Brown met first
        name = known(name, seen, form_mentions, {f: first[f][1] for f in seen}) if known else name
        if name != fullest:  # every alias is dated by its tie to the title
            linked = link_dates(name, forms, edges[root])
        aliases = sorted((Alias(f, first[f][0], first[f][1], form_mentions[f],
                                paragraphs[at].locator if (at := linked.get(f)) is not None else None)
                          for f in seen if f == name or not _fragment(f, seen, form_mentions, rules)),
                         key=lambda a: (a.first_chapter_no, order[a.first_locator], -a.mentions))
        per_chapter = dict(sorted(chapters[key].items()))
        if root in split and in_story:  # two entities, one name: each titled with its story, its first chapter's heading
            name = in_story(name, headings.get(min(per_chapter), str(min(per_chapter))))
            aliases.insert(0, Alias(name, aliases[0].first_locator, aliases[0].first_chapter_no, 0))
        mentions = sum(per_chapter.values())
        raw[key] = math.sqrt(mentions * len(per_chapter))
        out[key] = NameEntity(
            name=name, kind="organisation" if set(seen) <= families else entity_kind(seen, candidates), aliases=aliases,
            mentions=mentions, chapter_mentions=per_chapter, first_locator=aliases[0].first_locator,
            last_locator=last[key], volumes=sorted({volumes_of[c] for c in per_chapter}), salience=0.0)
    top = max(raw.values(), default=1.0)
    for root, entity in out.items():
        entity.salience = round(raw[root] / top, 4)
        entity.cooccurrences = Counter({out[o].name: n for o, n in pairs[root].items() if o in out})
    return sorted(out.values(), key=lambda e: (-e.salience, e.name))


def link_dates(name: str, forms: list[str], edges: list[tuple[str, str, int | None]]) -> dict[str, int | None]:
    """For each form, the paragraph index from which the text has tied it to `name`: over the chains
    of unions between them, the one whose latest statement comes first (None: no statement needed)."""
    graph: dict[str, list[tuple[str, int]]] = defaultdict(list)
    for a, b, evidence in edges:
        w = -1 if evidence is None else evidence
        graph[a].append((b, w))
        graph[b].append((a, w))
    best = {name: -1}
    heap = [(-1, name)]
    while heap:
        date, form = heapq.heappop(heap)
        if date > best.get(form, math.inf):
            continue
        for other, w in graph[form]:
            d = max(date, w)
            if d < best.get(other, math.inf):
                best[other] = d
                heapq.heappush(heap, (d, other))
    return {f: (best[f] if best.get(f, -1) >= 0 else None) for f in forms}


def _anchor(title: str, seen: list[str], forms: list[str], edges, first: dict[str, tuple[str, int]],
            mentions: Counter[str], paragraphs: Sequence[Paragraph], rules: Rules) -> str:
    """The name the entity is dated from and titled by: among the names met in its first chapter, the
    one from which the text ties the others soonest (each alias's wait past its first mention, weighted
    by its mentions), the title a tie. A foreshadowing name (致使齐天大圣成, in 回1) tied to the rest
    only in 回8 would otherwise keep 悟空 and 美猴王 unfindable until then; from 美猴王 the text ties
    孙悟空 in 回1."""
    pool = [f for f in seen if not rules.familiar_surname(f) and not _lone_title(f, rules)]
    start = min((first[f][1] for f in pool), default=None)
    met = [f for f in pool if first[f][1] == start]  # a later name would title it from a later chapter (还丹)
    if len(met) < 2 or title not in met:
        return title

    def wait(anchor: str) -> int:  # no name finds the entry before its title is written
        linked = link_dates(anchor, forms, edges)
        return sum(mentions[f] * max(0, first[anchor][1] - first[f][1],
                                     paragraphs[at].chapter_no - first[f][1] if at is not None else 0)
                   for f in seen for at in [linked.get(f)])

    waits = {f: wait(f) for f in met}
    best = min(met, key=lambda f: (waits[f], f != title, -sum(mentions[g] for g in seen if g in f), f))
    return best if waits[best] < ANCHOR_SHARE * waits[title] else title


ANCHOR_SHARE = 0.5  # another name replaces the title only when it halves the aliases' wait


def _canonical(forms: list[str], mentions: Counter[str]) -> str:
    """The fullest form the text really uses: the most mentioned form that no other form contains
    (Cowardly Lion over Lion), if it has a twentieth of the top form's mentions; else the top form.
    Familiar forms (老孙) never name an entry."""
    top = max(forms, key=lambda f: (mentions[f], f))
    full = [f for f in forms if not any(f != g and f in g for g in forms)
            and mentions[f] >= FULL_NAME_SHARE * mentions[top]]
    return max(full, key=lambda f: (mentions[f], f)) if full else top


def _title(forms: list[str], fallback: str, linked: dict[str, int | None], first: dict[str, tuple[str, int]],
           mentions: Counter[str], paragraphs: Sequence[Paragraph], rules: Rules) -> str:
    """The name a reader calls the entity by, among those met where the entity first appears. The title
    is the point's name and shares its gate, and the entity's track starts there: it can be no name
    the text gives later.

    A form is the entity's from the later of its first mention and the statement tying it (天蓬 is
    八戒's only once the text says so); familiar forms (老孙) and titles worn by others (菩萨, 星君) title
    nothing. Of the forms that are the entity's from its earliest chapter, the fullest form of the
    most used name wins: each counts its own mentions and those of the entity's forms it contains
    (孙悟空 = 孙悟空 + 悟空; Great Wizard = Great Wizard + Wizard), a form below a twentieth of that
    chapter's most used one aside. (A language may title it later by a form that adds no name: English's
    Mr. Brown of a rarer Brown, `rules.known_title`.)
    """
    def reveal(f: str) -> int:
        at = linked.get(f)
        return max(first[f][1], paragraphs[at].chapter_no if at is not None else 0)

    pool = [f for f in forms if not rules.familiar_surname(f) and not _lone_title(f, rules)] or forms
    if not pool:
        return fallback
    start = min(reveal(f) for f in pool)
    met = [f for f in pool if reveal(f) == start and first[f][1] == start] \
        or [f for f in pool if reveal(f) == start]  # met before the statement that makes it the entity's
    floor = FULL_NAME_SHARE * max(mentions[f] for f in met)
    met = [f for f in met if mentions[f] >= floor]
    # the person's own name, never the family's (Elizabeth Bennet, not the Miss Bennet her sister carries)
    # nor an office's (陆谦, not 陆虞候)
    office = getattr(rules, "office_titled", None)
    met = [f for f in met if not _family_titled(f, forms) and not (office and office(f, forms))] or met
    # a fragment (齐天 of 齐天大圣) is no name a reader calls anyone by: it adds nothing to its whole's
    score = {f: sum(mentions[g] for g in forms if g in f and (g == f or not _fragment(g, forms, mentions, rules)))
             for f in met}
    best = max(met, key=lambda f: (score[f], mentions[f], f))
    # 九纹龙史进 -> 史进: the name inside is written where the compound is, so it is met there too
    return next((g for g in sorted(forms, key=len, reverse=True) if _epithet_and_name(best, [g])), best)


_HAN = re.compile(r"^[\u3400-\u4dbf\u4e00-\u9fff]+$")


def _fragment(form: str, forms: list[str], mentions: Counter[str], rules: Rules) -> bool:
    """齐天 of 齐天大圣, 托塔 of 托塔天王: a two-character epithet of a titled name with its two-character
    title cut off, written alone less often than whole (观世音 of 观世音菩萨 is a name: three). No name
    a reader looks for, so no alias (its mentions still count)."""
    return bool(_HAN.match(form)) and any(
        g != form and g.startswith(form) and mentions[form] < mentions[g]
        and len(form) == len(rest := g[len(form):]) == 2 and (rules.is_title(rest) or rest in forms)  # 齐天 + 大圣
        and not rules.member_title(rest)  # 达西 of 达西先生: the name, its title after
        for g in forms)


def _epithet_and_name(form: str, forms: list[str]) -> bool:
    """九纹龙史进: an epithet of three characters or more before another of the forms (a personal name
    of two or three) is the name with its epithet, fuller but not the name a reader calls him by
    (孙悟空 = 孙 + 悟空 keeps its surname: one character)."""
    return bool(_HAN.match(form)) and any(g != form and form.endswith(g) and 2 <= len(g) <= 3
                                          and len(form) - len(g) >= 3 for g in forms if _HAN.match(g))


def _family_titled(form: str, forms: list[str]) -> bool:
    """Miss Bennet among forms that also write a given name with the surname (Elizabeth Bennet)."""
    words = form.split()
    if len(words) != 2 or words[0].rstrip(".") not in EN_FAMILY_TITLES:
        return False
    return any(len(g.split()) >= 2 and g.split()[-1] == words[1] and g.split()[0].rstrip(".") not in EN_FAMILY_TITLES
               and g.split()[0] not in EN_KIN_TITLES for g in forms)  # Aunt Reed: Mrs. Reed herself (kin_titles.py)


def _lone_title(form: str, rules: Rules) -> bool:
    """A title, an honorific or a form of address (大奶奶, 二爷): worn by a person, never their name."""
    honorific, address = getattr(rules, "honorific", None), getattr(rules, "address", None)
    return rules.is_title(form) or bool(honorific and honorific(form)) or bool(address and address(form))

"""What the text says someone or somewhere is, in the words it writes with the name (太尉高俅, 王教头, 东京城,
埃及王法老), counted over the book: the generated line's role where no sentence describes the subject (DESIGN §8).

A language says it in its folder's roles.py: said(before, after, name, kind, places) -> the role or None (asked only
where the character before the name is one of its ENDS or the one after one of its OPENS), and
surname_title(name, form, form_view) -> the role in a form the finder tied (王教头 of 王进), or None; a language without
one states no roles. A role counts when the text writes it often (MIN_STATED times) or where it first names the
subject (an introduction), never from one stray pair of words; the most often written wins.

Optional, per language: WINDOW and CUT (how far a role is read: English writes words, "the town of"), WORDS (forms
match whole words), role_of(written) -> the role the words written say (Japanese: の小さな町 -> 町), listed(text, spans)
-> the role closing a list of the names (袭人，晴雯，麝月三个丫鬟: index -> the role's span), and named(name, kind,
places, people) -> the role the subject's own name says (Baker Street, 恩談街: a street; Devonshire: a county; Captain
Ahab: a captain; 公爵: a duke; `places`, `people`: the book's place and person forms), taken where the text states
none and stated wherever the name is written, and once(role) -> whether a role of so strong a shape counts written
only once, where it is the one role the text ever writes with its subject (Japanese: a calling in apposition before a
person's name, 副船長のアローさん, 猟場番人のレッドルース爺さん: a translation names a minor hand by his post once).
And worn_otherwise(before, written, forms) -> whether a role said here comes from a form of the name that the
subject's own forms contradict (English: Inspector Brown of a man the text calls Mr. Brown), and so is no role.
A role `said` gives in its own words (English: "town" of "the town of Grimpen") is kept as given.
Where the language sets AFTER_ANYWHERE, a role found further on in the clause after the name (Chinese: a copula,
张三，是上尉) is taken as the book writes it there.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Iterable

from . import place_said
from .holders import held_roles
from .languages import has_part, part
from .scan import trie_regex

MIN_STATED = 2
FORM_SHARE = 0.03
WINDOW = 8  # characters on either side a role is read in
_CUT = re.compile("[，。！？；：、“”「」『』,.;:!?\n．]")  # what ends the name's clause: a role is read inside it


@dataclass(frozen=True)
class Role:
    subject: str  # the entity's name
    role: str  # 太尉, 埃及王; for a place, its kind: 城, 公园
    form: str  # the form of the name the text writes there
    paragraph: int  # index of the paragraph that says it
    by_form: bool = False  # said by a surname-and-title form the finder tied to the name (王教头), not beside it
    stated: bool = False  # said by a sentence of the language's `stated` (「浜田は慶応義塾の学生で、」): counts said once


def stated_roles(texts: list[str], entities: Iterable[tuple[str, str, list[str]]], language: str) -> dict[str, list[Role]]:
    """Entity name -> the statements of its role, in reading order (only the role chosen: the most often written
    of those written MIN_STATED times or in the paragraph naming the subject first). `entities`: (name, kind,
    forms), in the book's script; a language's `view` (its roles.py) reads the text as its lists do (the same length)."""
    if not has_part(language, "roles"):
        return {}
    reading = part(language, "roles")
    entities = list(entities)
    owner = {f: (name, kind) for name, kind, forms in entities for f in forms if f}
    if not owner:
        return {}
    places = frozenset(f for f, (_, kind) in owner.items() if kind == "place")
    found: dict[str, list[Role]] = {}
    first: dict[str, int] = {}
    written: dict[str, list[int]] = {}  # the paragraphs writing the entity's name itself
    uses: Counter[str] = Counter()
    seen = getattr(reading, "view", lambda text: text)
    window, cut = getattr(reading, "WINDOW", WINDOW), getattr(reading, "CUT", _CUT)
    anywhere = getattr(reading, "AFTER_ANYWHERE", False)
    pattern = trie_regex(owner, words=getattr(reading, "WORDS", False))
    # the role in the words written (Japanese: の小さな町 says 町, 画家の says 画家); else those words themselves
    role_of = getattr(reading, "role_of", lambda written: written)
    lists = getattr(reading, "listed", None)
    # a role a form of the name wears that the subject's other forms contradict (Inspector Brown, where the text's
    # Mr. Brown is a villain's alias): the language says (English: worn_otherwise)
    otherwise = getattr(reading, "worn_otherwise", None)
    held = {name: forms for name, _, forms in entities}
    for i, text in enumerate(texts):
        matches = list(pattern.finditer(text))
        view = seen(text) if matches else text
        listed: dict[int, tuple[int, int]] = lists(view, [m.span() for m in matches]) \
            if lists is not None and len(matches) > 1 else {}
        for k, m in enumerate(matches):
            form = re.sub(r"\s", " ", m.group())  # a form's space matches any (Mr.\u00a0Dashwood, White\nRabbit)
            name, kind = owner[form]
            first.setdefault(name, i)
            role = None
            # only where a role could end right before the name or begin right after it (most uses: neither)
            if view[m.start() - 1:m.start()] in reading.ENDS or view[m.end():m.end() + 1] in reading.OPENS:
                before = cut.split(view[max(m.start() - window, 0):m.start()])[-1]
                after = cut.split(view[m.end():m.end() + window])[0]
                role = reading.said(before, after, view[m.start():m.end()], kind, places)
                if role is None and kind == "place":  # 「シャヴァノンという村」 (place_said.py)
                    role = place_said.said(language, after, view[m.start():m.end()])
                if role and otherwise is not None and otherwise(before, view[m.start():m.end()], held[name]):
                    role = None
            if role and before.endswith(role):
                found.setdefault(name, []).append(Role(name, role_of(text[m.start() - len(role):m.start()]), form, i))
            elif role and after.startswith(role):
                found.setdefault(name, []).append(Role(name, role_of(text[m.end():m.end() + len(role)]), form, i))
            elif role and anywhere and (at := after.find(role)) > 0:  # further on in the clause (zh: 是上尉)
                found.setdefault(name, []).append(Role(name, role_of(text[m.end() + at:m.end() + at + len(role)]), form, i))
            elif role:  # in the language's own words, not as the text writes it beside the name
                found.setdefault(name, []).append(Role(name, role, form, i))
            elif name != form and (titled := reading.surname_title(name, form, view[m.start():m.end()])):
                found.setdefault(name, []).append(Role(name, form[-len(titled):], form, i, True))
            elif k in listed:  # 袭人，媚人，晴雯，麝月四个丫鬟: a list the role closes
                found.setdefault(name, []).append(Role(name, text[slice(*listed[k])], form, i))
            uses[name] += 1
            if form == name and written.setdefault(name, [-1])[-1] != i:
                written[name].append(i)
    # a person's role a whole sentence states (the language's optional `stated`, ja: 「浜田は慶応義塾の学生で、」)
    for form, role, i in getattr(reading, "stated", lambda texts, forms: [])(texts, list(owner)):
        if owner[form][1] == "person" and owner[form][0] in first:
            found.setdefault(owner[form][0], []).append(Role(owner[form][0], role, form, i, stated=True))
    # a role written alone that its uses tie to one person by distribution (holders.py: the mayor, 市長先生, 住職)
    people = {f: name for f, (name, kind) in owner.items() if kind == "person"}
    for form, role, i in held_roles(texts, people, language):
        if owner[form][0] in first:
            found.setdefault(owner[form][0], []).append(Role(owner[form][0], role, form, i, stated=True))
    once = getattr(reading, "once", None)
    chosen = {name: _chosen(roles, first[name], uses[name], once) for name, roles in found.items()}
    chosen.update(_self_named(reading, written, entities, chosen, owner))
    return {name: roles for name, roles in chosen.items() if roles}


def narrated(language: str, entities: Iterable[tuple[str, list[tuple[str, int | None]]]]) -> dict[str, list[Role]]:
    """The narrator's role (the language's NARRATOR: "the narrator", 語り手), stated at the paragraph where the text
    ties its first-person pronoun to the narrator's name (the alias's link: 「ジム、」 said to 私). `entities`: (name,
    [(alias, paragraph of its link or None)]); a pronoun is an alias only where the finder tied it (en/narrator.py,
    ja/narrator.py), so no one else is called the narrator."""
    reading = part(language, "roles") if has_part(language, "roles") else None
    if reading is None or not (said := getattr(reading, "NARRATOR", None)):
        return {}
    pronouns = reading.FIRST_PERSON
    return {name: [Role(name, said, alias, linked)] for name, aliases in entities
            for alias, linked in aliases if alias in pronouns and linked is not None}


def narrator_first(language: str) -> bool:
    """The narrator's role replaces a role the text writes with the narrator's name (the language's NARRATOR_FIRST:
    English's stated roles of a person are titles, Dr. Watson's doctor, and "the narrator" tells a reader more)."""
    return has_part(language, "roles") and bool(getattr(part(language, "roles"), "NARRATOR_FIRST", False))


def _self_named(reading, written: dict[str, list[int]], entities: list[tuple[str, str, list[str]]],
                chosen: dict[str, list[Role]], owner: dict[str, tuple[str, str]]) -> dict[str, list[Role]]:
    """What the names the text writes no role with say of themselves (the language's `named`, given the book's
    place and person forms): stated at each paragraph writing the name, so the record waits for the first where the
    reader knows the name as the subject's."""
    out: dict[str, list[Role]] = {}
    says = getattr(reading, "named", None)
    if says is None:
        return out
    places = frozenset(f for f, (_, kind) in owner.items() if kind == "place")
    people = frozenset(f for f, (_, kind) in owner.items() if kind == "person")
    for name, kind, _ in entities:
        if not chosen.get(name) and name in written and (role := says(name, kind, places, people)):
            out[name] = [Role(name, role, name, i) for i in written[name][1:]]
    return out


def _chosen(roles: list[Role], first: int, uses: int, once: Callable[[str], bool] | None = None) -> list[Role]:
    """The statements of the role written most (MIN_STATED times or where the subject is first named, or, where the
    language's `once` says its shape is strong, the one role the text ever writes with the subject); a role said
    only by a tied form counts when that form is a real share of the subject's uses (FORM_SHARE): a wrongly tied
    李都头 (another 李, 4 of 李逵's 1,119 uses) is no role of his."""
    beside = [r for r in roles if not r.stated]  # (a sentence's role is a rival of none written beside the name)
    alone = len(beside) == 1 and once is not None and once(beside[0].role)
    roles = [r for r in roles if not r.by_form] + (
        by_form if len(by_form := [r for r in roles if r.by_form]) >= FORM_SHARE * uses else [])
    raw = Counter(r.role for r in roles)
    # a role written with what says which counts for the bare one too (大队的副书记 is a 副书记), and is the one shown
    # where written as often as the bare one (二队长 ×3 over 队长 ×1)
    counts = Counter({role: n + sum(m for other, m in raw.items() if other != role and other.endswith(role))
                      for role, n in raw.items()})
    fit = [role for role, n in counts.items()
           if n >= MIN_STATED or alone or any(r.role == role and (r.paragraph == first or r.stated) for r in roles)]
    if not fit:
        return []
    best = max(fit, key=lambda role: (counts[role], -min(r.paragraph for r in roles if r.role == role)))
    best = max([o for o in raw if o.endswith(best) and raw[o] >= raw[best]], key=lambda o: (raw[o], len(o)))
    return sorted((r for r in roles if r.role == best), key=lambda r: r.paragraph)

"""A title several people hold (船長, 司祭, 太尉), alone, counts for its holder only where the text ties it to them.

The merge may make a lone title the alias of one named holder (船長 of スモレット船長, 司祭 of the bishop a man
addresses so); but the same title is written for others the text names too (フリント船長) or never names with it
(宝島's first captain, 船長 in chapters 1–7 and titled nowhere). Each use of the title goes to the holder whose tie
was written last before it, anywhere earlier in the book: a titled form of theirs (スモレット船長, 高太尉) or the
paragraph that states the tie (the edge's evidence); or, in the paragraph just before a holder's titled form
in the same chapter, to that holder (the captain described, then named). A use with no tie before it, or after another's, is no one's:
it stays out of the counted stream, so the alias is met (and shown, DESIGN §3) only from its first tied use.
A title whose holder has no dated tie (a usage tie, or a titled man the text never names: 公爵) is left as it is.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Callable, Sequence

from .types import Paragraph, Rules


def lone_title(rules: Rules) -> Callable[[str], bool]:
    """The language's words that are no one's name alone: titles, offices, forms of address (English has none:
    its titles alone never become candidates)."""
    tests = [getattr(rules, name) for name in ("address", "honorific") if hasattr(rules, name)]
    return lambda form: rules.is_title(form) or any(test(form) for test in tests)


def counted(stream: list[list[str]], paragraphs: Sequence[Paragraph], find: Callable[[str], str],
            edges: list[tuple[str, str, int | None]], rules: Rules) -> list[list[str]]:
    """The stream with each held title's untied uses taken out (the paragraphs' lists kept where unchanged)."""
    is_title = lone_title(rules)
    forms = {f for found in stream for f in found}
    groups: dict[str, list[str]] = defaultdict(list)
    for f in forms:
        groups[find(f)].append(f)
    # a title alone in an entity that also has a name (a holder the text names)
    held = {f for root, fs in groups.items() if any(not is_title(g) for g in fs) for f in fs if is_title(f)}
    if not held:
        return stream
    # where each title is tied: a titled form's uses (any entity's; a longer title's only where it counts itself,
    # 司祭さん for 司祭), a tie statement's paragraph (its holder's)
    titled: dict[str, list[str]] = {f: [t for t in held if t in f and t != f] for f in forms}
    titled = {f: ts for f, ts in titled.items() if ts}
    stated: dict[int, list[str]] = defaultdict(list)
    for a, b, evidence in edges:
        if evidence is not None:
            stated[evidence] += [t for t in (a, b) if t in held]
    own = {t for t in held if any(find(f) == find(t) for f, ts in titled.items() if t in ts)} | \
        {t for ts in stated.values() for t in ts}
    if not own:
        return stream

    def first_tie(i: int) -> dict[str, str]:  # title -> the root a paragraph ties it to first
        ties = {t: find(t) for t in stated.get(i, ())}
        for f in stream[i] if i < len(stream) else ():
            for t in titled.get(f, ()):
                ties.setdefault(t, find(f))
        return ties

    last: dict[str, tuple[str, int]] = {}  # title -> the root whose tie was written last, and that tie's chapter
    tied: set[str] = set()  # titles their own holder's tie has been written for
    out = stream
    for i, found in enumerate(stream):
        here = first_tie(i)
        # the holder the next paragraph names first is the one this paragraph told of by the title alone
        # (「船長は鋭敏らしい人であった。」 ¶ 「スモレット船長がお話申したいとのことで。」), in the same chapter
        same_chapter = i + 1 < len(paragraphs) and paragraphs[i + 1].chapter_no == paragraphs[i].chapter_no
        ahead = first_tie(i + 1) if same_chapter else {}
        chapter = paragraphs[i].chapter_no
        for t in stated.get(i, ()):
            last[t] = find(t), chapter
            tied.add(t)
        kept = []
        for f in found:
            if f in own and not _tied(find(f), last.get(f), f in tied, chapter) \
                    and (f in here or ahead.get(f) != find(f)):
                continue  # before any tie, or after another holder's in the chapter
            for t in titled.get(f, ()):
                last[t] = find(f), chapter
                tied.update([t] if find(f) == find(t) else [])
            kept.append(f)
        if len(kept) != len(found):
            if out is stream:
                out = list(stream)
            out[i] = kept
    return out


def _tied(holder: str, last: tuple[str, int] | None, tied: bool, chapter: int) -> bool:
    """The use is its holder's: his tie was written last, or another holder's was, in an earlier chapter, after his
    (the other's claim lasts its chapter: 惠岸行者 in one chapter of 西游记 takes no 行者 from 孙行者 in the next)."""
    return last is not None and (last[0] == holder or tied and last[1] != chapter)

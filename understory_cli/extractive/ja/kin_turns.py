"""Who a kin phrase is, by the turns of a dialogue (relations.py reads it through ja/relations.named): a translation
often tags a speaker only by kin, 「…」と、スクルージの甥は云った。, and names him only when another answers him,
「一層好くないことだわ、フレッド」と、… — the one a line addresses by name is the one who spoke just before it.
Where that pairs one kin phrase (Xの甥, X a name) with one name at least TURNS times, and neither with another, the
name is X's kin (フレッド, スクルージの甥). Dated at the paragraph of the first pair's answer.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Iterable, Sequence

KIN = ("伯父|叔父|伯母|叔母|祖父|祖母|従兄|従弟|従姉|従妹|息子|細君|女房|甥|姪|孫|妻|夫|娘|兄|弟|姉|妹|父|母")
TURNS = 2
_TAG = re.compile(rf"」\s*と?[、，]?\s*(?P<holder>[^\s、。「」]{{2,20}}?)の(?P<kin>{KIN})(?:は|が)[^。「」]{{0,20}}?"
                  r"(?:云|言|い|叫|答|笑|訊|尋|問|呟|繰り返|返)")
_OPENING = re.compile(r"^\s*「([^「」]*)」")
_CALL = r"(?:^|[、，！!？?]|ねえ|ね|おい|まあ)\s*"  # where a name in speech is a call: 「…、フレッド」, 「…ねえフレッド」


def named(texts: Sequence[str], forms: Iterable[str]) -> list[tuple[str, str, str, int]]:
    """(whose, relation, to whom, paragraph): the name a kin phrase's speaker is answered by."""
    names = sorted({f for f in forms if len(f) >= 2}, key=len, reverse=True)
    pairs: Counter[tuple[str, str, str]] = Counter()
    first: dict[tuple[str, str, str], int] = {}
    for i in range(1, len(texts)):
        tag = _TAG.search(texts[i - 1])
        quote = _OPENING.match(texts[i])
        if not tag or not quote or tag.group("holder") not in names:
            continue
        addressed = {n for n in names if re.search(rf"{_CALL}{re.escape(n)}(?:君|さん)?(?:[、，！!」]|よ|や|$)", quote.group(1))}
        addressed = {n for n in addressed if not any(n != m and n in m for m in addressed)}  # the whole name
        if len(addressed) != 1 or (name := addressed.pop()) == tag.group("holder"):
            continue
        key = (name, tag.group("kin"), tag.group("holder"))
        pairs[key] += 1
        first.setdefault(key, i)
    by_name: dict[str, set[tuple[str, str]]] = defaultdict(set)
    by_kin: dict[tuple[str, str], set[str]] = defaultdict(set)
    for name, kin, holder in pairs:
        by_name[name].add((kin, holder))
        by_kin[(kin, holder)].add(name)
    return [(name, kin, holder, first[(name, kin, holder)]) for (name, kin, holder), n in pairs.items()
            if n >= TURNS and len(by_name[name]) == 1 and len(by_kin[(kin, holder)]) == 1]

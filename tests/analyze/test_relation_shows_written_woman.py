"""Stop 63: Barchester Towers' Eleanor had the card "A person whose sister is Dr. Grantly" — the text's "Mrs. Grantly,
Eleanor's sister" tied to the entry Dr. Grantly (the archdeacon, his wife filed under him). A relation row names the
form the text wrote where it and the entry's name say a woman and another (extractive/relations.shown_form, asked by
analyze/extractive._relations); any other form keeps its entry's name."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.analyze.extractive import _relations


def _paragraphs(texts: list[str]) -> list[SimpleNamespace]:
    return [SimpleNamespace(text=t, kind="text", chapter_no=1, volume_no=1, locator=f"1.1.{i + 1}")
            for i, t in enumerate(texts)]


def _rows(texts: list[str], cast: list[SimpleNamespace]) -> dict[str, list[str]]:
    found = _relations(cast, _paragraphs(texts), lambda entity, chapter: entity.names, 1)
    return {name: sorted(r.note for r in records) for name, records in found.items()}


def test_a_wife_filed_under_her_husband_is_named_as_the_text_wrote_her():
    cast = [SimpleNamespace(name="Dr. Grantly", names=["Dr. Grantly", "Mrs. Grantly"], kind="person"),
            SimpleNamespace(name="Eleanor", names=["Eleanor"], kind="person")]
    rows = _rows(["Mrs. Grantly, Eleanor's sister, came in."], cast)
    assert rows["Eleanor"] == ["related: sister: Mrs. Grantly"]  # on main: "sister: Dr. Grantly"
    assert rows["Dr. Grantly"] == ["relation: sister of Eleanor"]


def test_another_form_of_the_entry_keeps_the_entry_s_name():
    cast = [SimpleNamespace(name="Edward Ferrars", names=["Edward Ferrars", "Edward"], kind="person"),
            SimpleNamespace(name="Mrs. Ferrars", names=["Mrs. Ferrars"], kind="person")]
    rows = _rows(["Edward, Mrs. Ferrars's son, came in."], cast)
    assert rows["Mrs. Ferrars"] == ["related: son: Edward Ferrars"]

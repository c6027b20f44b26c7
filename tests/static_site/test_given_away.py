"""Issue 43: a form of address counts for its bearer only where the context points to her (extractive/zh/scenes.py),
and the site's in-chapter places follow: 大姑娘 said to 凤喜 is neither where the reader first met 秀姑's name in a
chapter (data/met) nor where they last saw her (last seen, the EPUB's notes). A written book, through ingest,
analyze, compose-wiki and the site's data."""

from __future__ import annotations

import html
import json

import pytest
from lxml import etree

from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.export.document import EVERY, Chapter, Linker, NoteIds
from understory_cli.export.knowledge import Knowledge
from understory_cli.export.names import NameFinder
from understory_cli.store.exports import ChapterStart
from understory_cli.ingest import ingest
from understory_cli.static_site.collect import collect
from understory_cli.static_site.met import met_parts
from understory_cli.store import books, open_store
from understory_cli.wiki.extractive import compose_extractive

# Five people in varied sentences (a name must recur in varied company to be found), and the scenes: 秀姑 answers
# 大姑娘 in five chapters (it is her name), 凤喜 answers it twice (回1, before 秀姑 does; 回11, where 秀姑 was
# named two long paragraphs before).
SAYINGS = ["{a}笑道：“今天天气好。”{b}道：“是啊。”", "只见{a}走了进来，{b}连忙站起。", "{b}看了{a}一眼，没有说话。",
           "{a}听了这话，便对{b}点点头。", "原来{a}早已知道，{b}却还不知道。", "{b}把茶递给{a}，{a}接了过去。",
           "{a}心里想着{b}的话，半天没有作声。", "到了晚上，{a}和{b}在院子里坐着。"]
PEOPLE = ["秀姑", "凤喜", "家树", "寿峰", "沈大娘"]
STREET = "天色晚了，街上的电灯都亮了，铺子一家一家都上了门，只有几个车夫在路边等着客人，他也不坐车，慢慢走着。" * 2
SCENES = {
    1: ["沈大娘笑道：“大姑娘，给樊先生倒茶。”凤喜道：“我就去。”", "家树道：“大姑娘，你父亲在家吗？”秀姑道：“在家。”"],
    2: ["寿峰道：“大姑娘，倒碗茶来。”秀姑道：“是。”"], 3: ["寿峰道：“大姑娘，你去买菜。”秀姑道：“我就去。”"],
    4: ["家树道：“大姑娘，你父亲呢？”秀姑道：“他出去了。”"], 8: ["寿峰道：“大姑娘，关上门。”秀姑道：“关了。”"],
    11: ["秀姑道：“爹，我出去了。”寿峰道：“去吧。”", STREET, "沈大娘道：“大姑娘，樊先生来了。”凤喜道：“请进来。”"],
}


def _chapter(n: int) -> list[str]:
    lines = []
    for i in range(4):
        a, b = PEOPLE[(n - 1 + i) % 5], PEOPLE[(n + 2 * i) % 5]
        lines.append(SAYINGS[(3 * n - 3 + i) % len(SAYINGS)].format(a=a, b=b if b != a else PEOPLE[(n + i + 2) % 5]))
    return lines + SCENES.get(n, [])


def _analyzed(folder, prologue: str = ""):
    source = folder / "啼笑小记.txt"
    source.write_text(prologue + "\n\n".join(f"第{n}回\n\n" + "\n\n".join(_chapter(n)) for n in range(1, 13)) + "\n",
                      encoding="utf-8")
    store = open_store(folder / "s.duckdb")
    slug = ingest(store, [source]).work_slug
    analyze_extractive(store, work=slug)
    return store, slug, source


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    store, slug, _ = _analyzed(tmp_path_factory.mktemp("given_away"))
    compose_extractive(store, work=slug)
    return store, collect(store, slug)


def _located(store, needle: str, chapter: str) -> list[str]:
    work = books.resolve_work(store, None)
    return [p.locator for p in books.story_paragraphs(store, work.work_id)
            if p.locator.startswith(chapter + ".") and needle in p.text]


def test_a_paragraph_whose_only_use_of_a_name_was_given_away_is_not_where_she_was_seen(site):
    store, data = site
    stored = store.all("SELECT p.name, g.form, g.locator, g.uses FROM point_given_away g JOIN points p USING (point_id) "
                       "ORDER BY g.chapter_no")
    to_fengxi = _located(store, "凤喜道：“我就去", "1.1") + _located(store, "凤喜道：“请进来", "1.11")
    assert stored == [("秀姑", "大姑娘", loc, 1) for loc in to_fengxi]
    # Last seen in 回11: where 秀姑 tells her father she is going out, not 大姑娘 said to 凤喜 at the chapter's end.
    chapter = books.table_of_contents(store, books.resolve_work(store, None).work_id)[10].chapter_no
    assert data.last_seen["秀姑"][chapter][0] == _located(store, "爹，我出去了", "1.11")[0]
    assert Knowledge(data).note("秀姑", chapter).last_seen[0] == data.last_seen["秀姑"][chapter][0]  # the EPUB's note
    # 回1 opens her entry: its name 大姑娘 is first hers where 家树 asks her, not where 沈大娘 calls 凤喜.
    met = json.loads(met_parts(data)[1].split("]=", 1)[1].rstrip(";\n"))["met"]
    first = {name: at for _, name, at, _ in met}
    assert f"1.1.{first['大姑娘']}" == _located(store, "你父亲在家吗", "1.1")[0]


def test_the_epub_links_no_note_where_the_name_was_given_away(site):
    """回11 in the X-Ray EPUB, every name linked: 大姑娘 said to 凤喜 opens no note on 秀姑; 秀姑's own name does."""
    store, data = site
    knowledge = Knowledge(data)
    texts = [_located_text(store, loc) for loc in _located(store, "爹，我出去了", "1.11") + _located(store, "请进来", "1.11")]
    root = etree.fromstring('<html xmlns="http://www.w3.org/1999/xhtml"><body>'
                            + "".join(f"<p>{html.escape(t)}</p>" for t in texts) + "</body></html>")
    chapter = books.table_of_contents(store, books.resolve_work(store, None).work_id)[10].chapter_no
    linker = Linker(root, {None: ChapterStart("1.11", chapter, "c.xhtml")}, None, lambda start: Chapter(
        start.locator, chapter - 1, NameFinder(knowledge.names_at(chapter - 1)), given_away=knowledge.given_away_in(
            start.locator)), EVERY, True, NoteIds())
    linker.run()
    linked = [[(a.text, linker.placed[a.get("href")[1:]].slug) for a in p.iter("{*}a")] for p in root.iter("{*}p")]
    assert ("秀姑", "秀姑") in linked[0] and ("大姑娘", "秀姑") not in linked[1] and ("凤喜", "凤喜") in linked[1]


def test_given_away_uses_are_kept_like_the_mentions(tmp_path):
    """Rewritten, not added to, by another analyze; moved with their chapter by a new edition of the volume."""
    store, slug, source = _analyzed(tmp_path)
    rows = "SELECT locator, form, uses FROM point_given_away ORDER BY chapter_no"
    before = store.all(rows)
    analyze_extractive(store, work=slug, force=True)
    assert store.all(rows) == before and len(before) == 2
    text = {loc: _located_text(store, loc) for loc, _, _ in before}
    source.write_text("序章\n\n" + "\n\n".join(_chapter(5)) + "\n\n" + source.read_text(encoding="utf-8"),
                      encoding="utf-8")  # a chapter before the others: every locator moves
    ingest(store, [source])
    after = store.all(rows)
    assert [(_located_text(store, loc), form, uses) for loc, form, uses in after] == [
        (text[loc], form, uses) for loc, form, uses in before]
    assert [loc for loc, _, _ in after] != [loc for loc, _, _ in before]


def _located_text(store, locator: str) -> str:
    return store.one("SELECT text FROM paragraphs WHERE locator = ?", [locator])[0]

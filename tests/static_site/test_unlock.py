"""The cut that keeps gated content out of a page (static_site/unlock.py), on markup of the
templates' own shapes: nested gates, a table row, an SVG node, a link whose address opens
later than its words, a value shown until a fuller one."""

from __future__ import annotations

from understory_cli.static_site.unlock import fill, split_page

PAGE = ('<body data-root="">'
        '<p>a <span class="gate"><span data-reveal="3" data-spoiler>three <b>x</b> '
        '<span data-reveal="5">five <a data-ref="QQ==" data-ref-reveal="7">link</a></span></span>'
        '<button type="button" class="ph"></button></span> '
        '<a class="xref" data-ref="Qg==" data-ref-reveal="2">label</a></p>'
        '<table><tr data-reveal="4"><th>also known as</th><td>'
        '<span class="value" data-reveal="4" data-until="6">volume 1</span>'
        '<span class="value" data-reveal="6">volumes 1–2</span></td></tr></table>'
        '<svg><g class="node" data-reveal="9" data-node="Ozma"><text>Ozma</text></g></svg>'
        '<span data-reveal="0">open</span><br><img src="x.png" alt=""></body>')


def test_a_page_holds_nothing_gated_and_each_part_only_its_own_chapter():
    split = split_page(PAGE)
    assert split.html.count("data-slot=") == 3 and "open" in split.html and "label" in split.html
    for gone in ("three", "five", "Ozma", "also known as", "volume 1", "QQ==", "Qg==", 'data-until="6"'):
        assert gone not in split.html, gone
    assert sorted(split.parts) == [2, 3, 4, 5, 6, 7, 9]
    words = {gate: str(part) for gate, part in split.parts.items()}
    assert "three" in words[3] and "five" not in words[3]  # the inner gate is cut again
    assert "five" in words[5] and "QQ==" not in words[5] and "QQ==" in words[7]
    assert "Qg==" in words[2] and "Ozma" in words[9] and "volumes 1–2" in words[6]
    assert split.parts[6].until and "volumes" not in words[4]


def test_filling_up_to_a_chapter_gives_back_just_what_opened():
    split = split_page(PAGE)
    assert fill(split.html, split.parts, 10**9)[0] == PAGE
    at_four, rest = fill(split.html, split.parts, 4)
    assert rest == [5, 6, 7, 9]
    assert "three" in at_four and "also known as" in at_four and 'data-until-slot=' in at_four
    assert "five" not in at_four and "Ozma" not in at_four and "QQ==" not in at_four
    assert fill(split.html, split.parts, -1) == (split.html, [2, 3, 4, 5, 6, 7, 9])


def test_a_page_with_nothing_gated_is_left_as_it_is():
    page = '<body><p data-n="3">text</p><span data-reveal="0">open</span></body>'
    assert split_page(page).html == page and not split_page(page).parts

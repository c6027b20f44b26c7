"""Officialdom novels (issue 43, stop 65: a blind 文明小史): a late Qing office or an official's form of address read as a
name folded every holder into one entry (首縣, 制台大人, 總辦) and an official's self-reference was an entry (本府, 太尊,
標下). Each is a bare role: an alias only where the text ties it to a named holder, no entry alone."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.zh.bare_roles import bare_role


def test_qing_offices_and_their_forms_of_address_are_bare():
    assert all(bare_role(w) for w in (
        "制台", "制台大人", "督台", "制军", "首县", "太尊", "府尊", "总办", "会办", "钦差大臣", "参府", "千总"))


def test_an_officials_self_reference_is_bare():
    # 本 and the office (本府, 本县, 本部堂, 本县长) and the humble I said to a superior (卑职, 标下)
    assert all(bare_role(w) for w in ("本府", "本县", "本部堂", "本县长", "卑职", "标下"))


def test_a_holder_named_with_the_office_and_words_like_them_are_not():
    # a surname with the office is a person; 本 opens words that are no office (本来, 本地) and a Japanese surname
    assert not any(bare_role(w) for w in ("魏总办", "姬抚台", "孔制台", "胡道台", "本来", "本地", "本田", "观察", "司马"))


def test_offices_alone_make_no_entry_and_the_named_prefect_stays():
    from understory_cli.extractive.names import find_characters

    lines = ["柳知府到了永顺府，首县便来禀见。", "首县说：“卑职已经预备好了公馆。”", "柳知府点点头，对首县说：“好。”",
             "制台大人有信来，叫柳知府小心办理。", "柳知府看了制台大人的信，便请首县进来商量。",
             "首县又说：“太尊放心，这事卑职去办。”", "柳知府笑道：“本府自有主意。”", "总办也来见柳知府。",
             "柳知府叫首县去请总办。", "制台大人又打电报来催柳知府。"]
    names = {e.name for e in find_characters(told_over(lines, 3), "zh")}
    assert "柳知府" in names
    assert not names & {"首县", "制台大人", "总办", "本府", "太尊", "卑职"}


def test_an_owner_and_a_translations_callings_are_bare():
    # 欧也妮·葛朗台's 老葡萄园主 (old Grandet, 11 uses) and 老公证人 (the notary, 5): what the story calls him, no entry
    assert all(bare_role(w) for w in ("葡萄园主", "老葡萄园主", "工厂主", "店主", "农场主", "公证人", "老公证人", "经纪人"))
    # one word of the dictionary closed by 主 is no owner, and a surname with the owner's word is a person
    assert not any(bare_role(w) for w in ("公主", "教主", "救世主", "天主", "造物主", "王店主"))

"""老 + a surname used as a person is a person's entry whatever the usage voted (一句顶一万句: 老曾, 老胡 and 老冯 filed as
things, 县长老史 too): zh/familiar.py turns its kind to person, and a calling's word before such a form (县长老史, 掌柜老蒋)
with it — while a word it does not close, or a form the text never uses as a person, keeps its votes."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.familiar import familiar_people


def test_a_familiar_form_used_as_a_person_is_a_person():
    lines = ["老曾说，这铁匠铺是他的。", "杨百顺跟着老曾去了县城。", "老曾又说，明天要早起。", "县长老史来了，老史问道：“谁是老曾？”",
             "老史笑了，老曾也笑了。", "老史说：“县里的事多。”", "老史又去了省城。", "杨百顺看见老史走了。", "老曾便回家去了。",
             "老史走后，老曾骂了一句。", "镇上有个曾家庄，曾家庄的人都认识老曾。"]
    out = {"老曾": Candidate("老曾", 12, Votes({"term": 8.0, "person": 3.0})),
           "县长老史": Candidate("县长老史", 4, Votes({"term": 3.0, "person": 1.0})),
           "曾家庄": Candidate("曾家庄", 2, Votes({"place": 2.0})),
           "杨百顺": Candidate("杨百顺", 3, Votes({"person": 3.0}))}
    found, _, _ = familiar_people(told_over(lines, repeat=1), out, lambda w: 0.0)
    assert {"老曾", "老史"} <= found
    top = {w: max(c.kind_votes, key=c.kind_votes.__getitem__) for w, c in out.items()}
    assert top["老曾"] == "person" and top["县长老史"] == "person"
    assert top["曾家庄"] == "place"

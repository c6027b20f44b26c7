"""An inn's name the usage took for a man (issue 43, stop 65: a blind 文明小史's 春申福, "person", 15 uses: the
Shanghai inn 春申福棧 and the servant 申福 in one entry). A candidate written before an inn's word (栈, 客栈) twice or
more is one place with it, and goes where it is seldom written alone."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.foreign import headed_places


def test_a_name_before_an_inns_word_is_the_inn():
    lines = ["他们到了上海，住在春申福栈。", "春申福栈的茶房送上茶来。", "第二天一早，他们离了春申福栈。",
             "申福是于伯集的家人。", "申福说：“老爷回来了。”"]
    out = {"春申福": Candidate("春申福", 3, Votes({"person": 3.0})), "申福": Candidate("申福", 5, Votes({"person": 5.0}))}
    headed_places(told_over(lines, repeat=1), out)
    assert "春申福栈" in out and max(out["春申福栈"].kind_votes, key=out["春申福栈"].kind_votes.__getitem__) == "place"
    assert "春申福" not in out  # never written without its head
    assert "申福" in out  # the servant is his own

"""English given names and their pet forms, a cross-book list (no book's names): William is Will, Bill and Billy,
in Latin letters and as Japanese translations write them in katakana. Two forms of one group may name one person;
only the text says whether they do (ja/forenames.py ties them where a full name with its surname stands beside the
short form in the same chapters and no second bearer of the group is written)."""

from __future__ import annotations

# one group a line: the formal name first, then its pet forms (not Jack of John: often a name of its own)
_LATIN = """
William Will Willy Willie Bill Billy
Robert Rob Robin Bob Bobby
Richard Dick Rick Richie Dicky
James Jim Jimmy Jem Jamie
John Johnny
Thomas Tom Tommy
Edward Ned Ted Teddy Eddie Ed
Henry Harry Hal Hank
Charles Charlie Chas
Joseph Joe Joey
Benjamin Ben Benny
Samuel Sam Sammy
Elizabeth Eliza Lizzy Lizzie Liz Bess Bessie Beth Betsy Betty
Margaret Meg Maggie Peggy Madge
Katherine Kate Kitty Katie Kit
Catherine Kate Kitty Katie Kit
Mary Polly Molly Mamie
Sarah Sally Sadie
Anne Annie Nancy Nan
Frederick Fred Freddy Freddie
Nicholas Nick Nicky
Michael Mike Mick Micky
Theodore Theo Ted Teddy
Patrick Pat Paddy
Christopher Kit Chris
Abraham Abe
Isaac Ike
Daniel Dan Danny
Peter Pete
"""
_KATAKANA = """
ウィリアム ウィル ウイル ウィリー ビル ビリー
ロバート ロブ ボブ ボビー
リチャード ディック リック ディッキー
ジェームズ ジェイムズ ジェームス ジム ジミー ジェム
ジョン ジョニー
トマス トーマス トム トミー
エドワード ネッド テッド エディー
ヘンリー ハリー ハル
チャールズ チャーリー
ジョゼフ ジョセフ ジョー ジョーイ
ベンジャミン ベン ベニー
サミュエル サム サミー
エリザベス イライザ リジー リズ ベス ベッシー ベッツィ ベッツィー ベティ
マーガレット メグ マギー ペギー
キャサリン ケイト ケート キティ キティー
メアリー メアリ メリー ポリー モリー
サラ サリー
アン アニー ナンシー
フレデリック フレッド フレディー
ニコラス ニック
マイケル マイク ミック
パトリック パット パディ
ダニエル ダン ダニー
ピーター ピート
"""


def _groups(table: str) -> list[frozenset[str]]:
    return [frozenset(line.split()) for line in table.strip().splitlines()]


GROUPS = _groups(_LATIN) + _groups(_KATAKANA)


def groups_of(name: str) -> list[frozenset[str]]:
    """The groups a given name is in (Kate: Katherine's and Catherine's)."""
    return [g for g in GROUPS if name in g]


def alike(a: str, b: str) -> bool:
    """Two different forms of one given name (ビル and ビリー, Bill and William)."""
    return a != b and any(b in g for g in groups_of(a))

"""English given names and their pet forms as Japanese translations write them in katakana, a cross-book list (no
book's names): William is ウィリアム, ウィル, ビル and ビリー. Two forms of one group may name one person; only the text
says whether they do (ja/forenames.py ties them where a full name with its surname stands beside the short form, said
in speech, in the same chapters, and no second bearer of the group is written).

No list in Latin letters: the English finder has no such gap on the books here, and a list would do harm there —
Alice's Bill the Lizard and William the Conqueror, Sense and Sensibility's Harry (John Dashwood's little son) and
Henry Dashwood (his grandfather), Oz's Polly (Polychrome) and Mary are different people."""

from __future__ import annotations

# one group a line: the formal name first, then its pet forms (not ジャック of ジョン: often a name of its own)
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


GROUPS = _groups(_KATAKANA)


def groups_of(name: str) -> list[frozenset[str]]:
    """The groups a given name is in."""
    return [g for g in GROUPS if name in g]


def alike(a: str, b: str) -> bool:
    """Two different forms of one given name (ビル and ビリー)."""
    return a != b and any(b in g for g in groups_of(a))

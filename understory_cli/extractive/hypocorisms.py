"""English given names and their pet forms, a cross-book list (no book's names): William is Will, Bill and Billy
(GROUPS_LATIN), and as Japanese translations write them in katakana, ウィリアム, ウィル, ビル and ビリー (GROUPS); and the
Russian given names translations keep with their diminutives (Dmitri, Mitya; ドミトリイ, ミーチャ). Two forms of
one group may name one person; only the text says whether they do: ja/forenames.py ties them where a full name with
its surname stands beside the short form, said in speech (or written beside that full name with a patronymic: a
Russian narration's ミーチャ, name_forms.py), in the same chapters, and no second bearer of the group is written; en/petnames.py only where the text writes the full name with the pet form in one paragraph ("Lieutenant
Thomas Beresford (bow, Tommy!)") and that surname's one titled form (Mr. Beresford), no other bearer of the group;
en/patronymics.py a Russian diminutive (Rodya of Rodion) where the full name of three parts ("Rodion Romanovitch
Raskolnikov") is written in the diminutive's paragraph, or its given name and patronymic (Gania beside Gavrila
Ardalionovitch, name_forms.py).

So the pet form alone never ties: Alice's Bill the Lizard and William the Conqueror, Sense and Sensibility's Harry
(John Dashwood's little son) and Henry Dashwood (his grandfather), Oz's Polly (Polychrome) and Mary are different
people."""

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
ドミトリイ ドミートリイ ドミトリー ドミートリー ミーチャ ミーチカ ミーチェンカ
アレクセイ アレクセーイ アリョーシャ アリョーシカ アリョーシェンカ リョーシャ
イワン イヴァン ワーニャ ワーニカ ワーネチカ
フョードル フェージャ フェーヂャ フェーデンカ
ミハイル ミハイロ ミーシャ ミーシカ ミーシェンカ
ニコライ コーリャ コーリカ ニコールシカ
ピョートル ペーチャ ペーチカ ペトルーシャ
パーヴェル パーシャ パヴルーシャ
イリヤ イリューシャ イリューシカ
アルカージイ アルカージー アルカーシャ
セルゲイ セリョージャ
アンドレイ アンドリューシャ
ロジオン ロージャ ロージカ
グリゴリイ グリゴーリイ グリゴーリー グリーシャ
ワシーリイ ワシーリー ワーシャ
コンスタンチン コースチャ
エヴゲーニイ エヴゲーニー ジェーニャ
アレクサンドル アレクサンドラ サーシャ シューラ
ナタリヤ ナターリヤ ナタリア ナターシャ
エカテリーナ カテリーナ カチェリーナ カーチャ カーチェンカ
ソフィヤ ソーフィヤ ソーニャ ソーネチカ
アンナ アーニャ アンヌシカ
マリヤ マーリヤ マリア マーシャ マーシェンカ
アヴドーチヤ アヴドーチャ ドゥーニャ ドゥーネチカ
エリザヴェータ リザヴェータ リーザ リーザンカ リーゾチカ
アナスタシヤ アナスタシア ナスターシャ ナースチャ
タチヤーナ タチヤナ ターニャ
ワルワーラ ワーリャ
アグラフェーナ グルーシェンカ グルーシャ
ガヴリーラ ガヴリラ ガーニャ ガーネチカ
ナヂェージダ ナジェージダ ナデージダ ナーヂャ ナージャ ナーデンカ
アファナーシイ アファナシイ アファーニャ
"""

# one group a line, the formal name first (not Jack of John, nor Nan of Anne: often names of their own); then the
# Russian, French and German diminutives translations keep (Rodya of Rodion, Dounia of Avdotya, Fritz of Friedrich)
_LATIN = """
William Will Willie Willy Bill Billy
Robert Rob Robin Robbie Bob Bobby
Richard Dick Dickie Dicky Rick
James Jim Jimmy Jimmie Jem Jamie
John Johnny Johnnie
Thomas Tom Tommy Tommie
Edward Ned Ted Teddy Eddie
Henry Harry Hal
Charles Charley Charlie
Joseph Joe Joey
Benjamin Ben Benny
Samuel Sam Sammy
Frederick Fred Freddy Freddie
Nicholas Nick Nicky
Michael Mike Mick Micky
Patrick Pat Paddy
Daniel Dan Danny
Peter Pete
Anthony Tony
Alexander Alec Alick Sandy
Elizabeth Eliza Lizzie Lizzy Liz Bess Bessie Betsy Betty Beth
Margaret Marguerite Meg Maggie Peggy Madge Rita Margot
Catherine Katherine Katharine Kate Katie Kitty
Mary Molly Polly Mamie
Sarah Sally Sadie
Frances Fanny
Eleanor Elinor Nell Nelly Nellie
Susan Sue Susie Sukey
Isabella Isabel Bella
Dorothy Dolly Dot
Theodore Teddy
Rodion Rodya Rodka
Avdotya Dounia Dounya Dunya Dunia Dunechka
Sofya Sofia Sophia Sonia Sonya Sonechka
Alexandra Sasha Shura
Alexander Aleksandr Sasha Shura
Dmitri Dmitry Mitya Mitka Mitenka
Nikolai Nikolay Kolya Kolka Kolenka
Ivan Vanya Vanka Vanechka
Pyotr Petya Petka Petrusha
Mikhail Misha Mishka
Alexei Alexey Aleksei Alyosha Lyosha
Fyodor Fedor Fedya Fedka
Ekaterina Yekaterina Katerina Katya Katyusha Katka
Natalya Natalia Natasha
Anna Anya Anyuta Annushka Nyura
Maria Marya Masha Mashenka Manya
Elena Yelena Lena Lenochka
Tatyana Tatiana Tanya
Sergei Sergey Seryozha
Vasily Vasili Vasya
Konstantin Kostya
Evgeny Yevgeny Zhenya
Anastasia Nastasya Nastya Nastenka
Elizaveta Lizaveta Yelizaveta Liza Lizochka
Grigory Grisha
Pavel Pasha Pavlusha
Ilya Ilyusha Ilyushka
Arkady Arkasha
Varvara Varya
Andrei Andrey Andryusha
Gavrila Gavril Gania Ganya Ganka Ganechka
Nadezhda Nadya Nadia Nadenka
Matilda Matty Mattie Tilly Maud
Martha Patty Patsy
Jean Jeannot
Jacques Jacquot
Johann Johannes Hans Hänschen
Friedrich Fritz
Heinrich Heinz
Margarete Gretchen Grete
"""


def _groups(table: str) -> list[frozenset[str]]:
    return [frozenset(line.split()) for line in table.strip().splitlines()]


GROUPS = _groups(_KATAKANA)
GROUPS_LATIN = _groups(_LATIN)
FORMAL = frozenset(line.split()[0] for table in (_KATAKANA, _LATIN) for line in table.strip().splitlines())


def groups_of(name: str) -> list[frozenset[str]]:
    """The groups a given name is in (an older print's ヷ read as ワ: ヷーニャ is ワーニャ)."""
    modern = name.translate(_OLD_KANA)
    return [g for g in GROUPS + GROUPS_LATIN if name in g or modern in g]


def alike(a: str, b: str) -> bool:
    """Two different forms of one given name (ビル and ビリー)."""
    return a != b and any(b in g or b.translate(_OLD_KANA) in g for g in groups_of(a))


# the katakana an older print writes for v + vowel (神西清's ヷーニャ, イヷン), as the lists spell them
_OLD_KANA = str.maketrans({"ヷ": "ワ", "ヸ": "ヴィ", "ヹ": "ヴェ", "ヺ": "ヴォ"})

"""Issue 43, Japanese names lost or made of junk, as passages quoted from books nobody tuned on (クリスマス・カロル,
宝島, 宮沢賢治's ネネム; ruby dropped as the ingest drops it): a ・-chain joined by a connective is the names on its
sides, a katakana sound is no one, 阿父さん is お父さん, a noun the text counts or gives to several holders is no one's
name, and 半 before a unit is a quantity."""

from __future__ import annotations

from understory_cli.extractive.ja.foreign import joined, long_vowel
from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P


def _entities(lines: list[str], times: int = 2) -> dict[str, list[str]]:
    return {e.name: [a.name for a in e.aliases] for e in find_characters([P(t) for t in lines * times], "ja")}


def _named(found: dict[str, list[str]], form: str) -> bool:
    return any(form in forms for forms in found.values())


def test_a_chain_joined_by_and_is_the_names_on_its_sides():
    """「スクルージ・エンド・マアレイ」 (a firm, Scrooge and Marley) is two names, not a third person's whose parts
    would be shared by two people; the protagonist's name, written alone in every other sentence, stays an entry
    (on main: スクルージ had none). エベネザア・スクルージ and エベネザー・スクルージ are one name spelt two ways."""
    assert joined("スクルージ・エンド・マアレイ") == ["スクルージ", "マアレイ"]
    assert joined("ベーコン・アンド・エッグズ") == ["ベーコン", "エッグズ"]  # 宝島: a dish
    assert joined("ジャン・ヴァルジャン") == ["ジャン・ヴァルジャン"]
    assert long_vowel("エベネザア") == long_vowel("エベネザー") and long_vowel("マアレイ") == "マーレイ"
    carol = [
        "スクルージは老マアレイの名前を決して塗り消さなかった。その後幾年もその名は倉庫の戸の上にそのままになっていた。"
        "すなわちスクルージ・エンド・マアレイと云うように。この商会はスクルージ・エンド・マアレイで知られて居た。"
        "新たにこの商会へ這入って来た人はスクルージのことをスクルージと呼んだり、時にはマアレイと呼んだりした。",
        "「何も上げるものはないよ」と、幽霊は答えた。「そんなものは他の世界から来るのだ、エベネザア・スクルージよ。」",
        "その墓石の上に、「エベネザー・スクルージ」と云う自分の名前を読んだ。",
        "「馬鹿な！」と、スクルージは云った。", "スクルージは寝床から這い出した。", "スクルージは答えなかった。"]
    found = _entities(carol)
    assert _named(found, "スクルージ")


def test_a_katakana_sound_listed_between_commas_is_no_one():
    """Bells (「ヂン、ドン！」, クリスマス・カロル) and a chant (「フィーガロ、フィガロト、フィガロット。」, ネネム), words only ever
    written in sentences of katakana words between 、: no entries (on main: persons and terms). A name called out
    twice that is also written in the narration stays one."""
    lines = ["「ヂン、ドン！」", "「ヂン、ドン！」と鐘が鳴った。", "カーン、カーン、ハンマー。ヂン、ドン、ベル。ベル、ドン、ヂン。ハンマー、カーン、カーン。",
             "「フィーガロ、フィガロト、フィガロット。」", "「フィーガロ、フィガロト、フィガロット。」",
             "「ジム、ジム！」", "ジムは黙っていた。", "ジムが云った。", "ジムは走り出した。"]
    found = _entities(lines)
    for sound in ("ヂン", "カーン", "フィーガロ", "フィガロト"):
        assert not _named(found, sound), sound
    assert _named(found, "ジム")


def test_a_kin_word_with_the_older_polite_prefix_is_no_one():
    """阿父さん, 阿母さん: お父さん and お母さん as an older print writes them, the dictionary's 人名 at some uses: anyone's
    father or mother, no entry (on main: 阿父, several fathers in one)."""
    carol = ["ハムレットの阿父さんは死んだのだということを充分に呑み込んでいなければならない。",
             "「帰りっ切りに自宅へ、永久に自宅へよ。阿父さんもこれまでよりはずっと優しくなったのよ。」",
             "「それはそうと、お前達の大切の阿父さんはどうしたんだろうね？」と、クラチット夫人は云った。",
             "「マーサが来ましたよ、阿母さん！」と云いながら、一人の娘がそこに現われた。",
             "「いけない、いけない、阿父さんが帰っていらっしゃるところだ」と、二人の子供は叫んだ。",
             "マーサは云われるままに隠れた。阿父さんの小ボブは襟巻を下げていた。"]
    found = _entities(carol, 3)
    assert not _named(found, "阿父") and not _named(found, "阿母")


def test_a_noun_counted_or_held_by_several_is_no_ones_name():
    """「三人の幽霊」, 「第一の幽霊」 and 「第二の幽霊」: the text counts its ghosts, so the bare 幽霊 is no one; ディルバーの
    主婦さん and クラチットの主婦さん are two women, so 主婦 alone is neither (on main: one 幽霊, one 主婦)."""
    carol = ["「お前さんはお見舞いを受けるよ」と、幽霊は言葉を次いだ、「三人の幽霊に。」",
             "「明日の鐘が一時を打ったら、第一の幽霊が来るものと思っていなさい」と、幽霊は云った。",
             "「その明くる晩の同じ時刻には、第二の幽霊が来るからそう思っていなさい。」", "幽霊は答えた。", "幽霊は黙っていた。",
             "「まったくそうだよ」と、ディルバーの主婦さんは笑いながら云った。",
             "「もう快くなりましたよ」と、クラチットの主婦さんは云った。",
             "「本当に好い方ですね」と、クラチットの主婦さんは云った。", "主婦は云った。"]
    found = _entities(carol)
    assert "幽霊" not in found and "主婦" not in found


def test_half_a_unit_is_a_quantity():
    """半クラウン (half a crown, クリスマス・カロル), as 半マイル (宝島) and 半ダース (坊っちゃん): a quantity, no name (on
    main: a term)."""
    lines = ["「都合は宜しくないさ」と、スクルージは云った。「また公平な事でもないさ。で、そのために半クラウンを差引こうと云い"
             "出したら、君は酷い目に遭ったと思うだろう、きっとそうだろうな！」",
             "「これがお前さんの勘定だよ。この上一文でも増せなどと云って、まだこれを決着しないものにする気なら、俺は折角"
             "奮発したのを後悔して、半クラウン位差引く積りだよ。」",
             "「五分経たないうちに、その男と一緒に帰って来ておくれ、そうしたら半クラウンだけ上げるよ。」"]
    found = _entities(lines, 1)
    assert not _named(found, "半クラウン")


def test_a_katakana_name_before_a_kin_word_and_its_honorific_is_a_person():
    """「ディルバーの主婦さん」 (Mrs Dilber), as 「カムパネルラのお父さん」 and 「マスグレエヴの奥さん」: the name a relative is
    called by is a person's, a family's (on main: ディルバー a term)."""
    carol = ["「そうじゃないともさ！」と、ディルバーの主婦さんとその男とは一緒に云った。「もちろんそんな積りはないとも。」",
             "「まったくそうだよ」と、ディルバーの主婦さんは笑いながら云った。",
             "「まったくそりゃ本当の話だよ」と、ディルバーの主婦さんは云った。「あの人に罰が当ったんだねえ」",
             "ディルバーの主婦さんがその次であった。上敷とタウェルの類、少し許りの衣裳、旧式の銀の茶匙二本。"]
    kinds = {e.name: e.kind for e in find_characters([P(t) for t in carol], "ja")}
    assert kinds.get("ディルバー") == "person"

"""Issue 43 §5, kinds from the book's own contexts (extractive/context_kinds.py): a name no rule types gets the kind
of the names the rules type firmly in the same contexts — in English by the words around it, in Chinese and
Japanese by the characters — a firm vote is never overruled, a country stays a place, and a kind the book's own
firm names do not teach reliably is never given. The passages are written for the test (Germinal's Henri,
uncued: "the cap of Henri", "beside Henri")."""

from __future__ import annotations

from collections import Counter

from support.written_book import P, written_book

from understory_cli.extractive import context_kinds
from understory_cli.extractive.names import find_characters
from understory_cli.extractive.types import Alias, Candidate, NameEntity, Votes

UNCUED = [
    """Anna came into the kitchen with Boris. "The soup is cold," said Anna. The cap of Anna hung beside the cap of Boris.
"It was hot an hour ago," said Boris. The bread of Clara lay beside Denis, and Clara's boots were wet.
"Wake up," said Clara. The boots of Denis stood beside Clara. "The shaft is flooded," said Denis.
The cap of Henri hung beside Anna; the bread of Henri lay with Boris's bread. Henri's boots were dry.""",
    """The cap of Clara was on the table with Denis's pipe. "Hush," said Anna. Beside Henri the stove was out.
A coat hung by the door. "Up," said Boris. The bread of Denis was gone with Henri's.
They had lived in Lyon, then in Lille, later in Arras and in Rouen. The road to Lyon passed near Lille.
From Arras they went to Rouen; in Lyon and in Arras the pits were closed, and in Rouen and in Lille too.""",
]


def test_a_name_no_rule_types_is_a_person_by_the_contexts_it_shares_with_the_books_people():
    """Henri, never said to speak or act, was a term ("the cap of Henri" is written of Anna and Clara too)."""
    entities = find_characters(written_book(UNCUED, 2), "en")
    assert {e.name: e.kind for e in entities}["Henri"] == "person"


def _entity(name: str, kind: str) -> NameEntity:
    return NameEntity(name=name, kind=kind, aliases=[Alias(name, "1.1.0", 1, 1)], mentions=1, chapter_mentions={1: 1},
                      first_locator="1.1.0", last_locator="1.1.0", volumes=[1], salience=0.5, cooccurrences=Counter())


def _book(lines: list[str]) -> list[P]:
    return [P(f"1.1.{i}", 1, 1, "text", line) for i, line in enumerate(lines)]


def _kinds(lines: list[str], votes: dict[str, Votes], language: str) -> dict[str, str]:
    kinds = {f: max(v, key=v.__getitem__) if v else "term" for f, v in votes.items()}
    entities = [_entity(f, kinds[f]) for f in votes]
    candidates = {f: Candidate(f, 3, v) for f, v in votes.items()}
    context_kinds.rekinded(entities, _book(lines), candidates, language)
    return {e.name: e.kind for e in entities}


PEOPLE = Votes({"person": 3.0})
PLACES = Votes({"place": 3.0})


def test_chinese_characters_around_a_name_type_it_as_the_firm_names_they_surround():
    """在X住 / 到X去 is a place's context, X说道 / 对X笑 a person's: 柳庄, never typed, is a place; 阿福 a person."""
    lines = []
    for person in ("王大", "李二", "张三", "赵四", "阿福"):
        lines += [f"{person}说道：“来了。”", f"他对{person}笑了笑。", f"{person}点点头。"]
    for place in ("北平", "天津", "保定", "济南", "柳庄"):
        lines += [f"他们在{place}住了三天。", f"明天到{place}去。", f"{place}城外有一条河。"]
    votes = {f: PEOPLE for f in ("王大", "李二", "张三", "赵四")} | {f: PLACES for f in ("北平", "天津", "保定", "济南")}
    kinds = _kinds(lines, votes | {"阿福": Votes(), "柳庄": Votes()}, "zh")
    assert kinds["阿福"] == "person" and kinds["柳庄"] == "place"


def test_japanese_particles_after_a_name_type_it():
    """Xは言った / Xへ行った: ミネ is someone, トロア somewhere."""
    lines = []
    for person in ("太郎", "花子", "次郎", "三郎", "ミネ"):
        lines += [f"{person}は笑って言った。", f"「ええ」と{person}が答えた。", f"{person}さんの顔を見た。"]
    for place in ("東京", "大阪", "京都", "神戸", "トロア"):
        lines += [f"翌日{place}へ行った。", f"{place}に着いたのは夜だった。", f"{place}の町は暗かった。"]
    votes = {f: PEOPLE for f in ("太郎", "花子", "次郎", "三郎")} | {f: PLACES for f in ("東京", "大阪", "京都", "神戸")}
    kinds = _kinds(lines, votes | {"ミネ": Votes(), "トロア": Votes()}, "ja")
    assert kinds["ミネ"] == "person" and kinds["トロア"] == "place"


def test_a_firm_vote_and_a_country_are_never_overruled():
    """Denis speaks twice and is a person however placelike his contexts; France is a place with one weak vote
    though it stands where the book's people stand."""
    lines = []
    places = ("Lyon", "Lille", "Arras", "Rouen", "Nancy", "Reims", "Amiens", "Caen", "Tours")
    for person in ("Anna", "Boris", "Clara", "France"):
        lines += [f"The cap of {person} hung there.", f"He sat beside {person} and smiled.", f"{person} nodded slowly."]
    for place in (*places, "Denis"):
        lines += [f"They lived in {place} that year.", f"The road to {place} was long.", f"Beyond {place} lay the sea."]
    votes = {f: PEOPLE for f in ("Anna", "Boris", "Clara", "Denis")} | {f: PLACES for f in places}
    kinds = _kinds(lines, votes | {"France": Votes({"place": 0.5})}, "en")
    assert kinds["Denis"] == "person" and kinds["France"] == "place"


def test_a_city_the_gazetteer_knows_is_never_made_a_person():
    """Moscow, written where the book's people stand ("Moscow ladies", "All Moscow was burnt") with one weak place
    vote, stays a place as a country does (a Turgenev translation's Moscow became a person)."""
    lines = []
    places = ("Lyon", "Lille", "Arras", "Rouen", "Nancy", "Reims", "Amiens", "Caen", "Tours")
    for person in ("Anna", "Boris", "Clara", "Denis", "Ella", "Moscow"):
        lines += [f"The cap of {person} hung there.", f"He sat beside {person} and smiled.", f"{person} nodded slowly."]
    for place in places:
        lines += [f"They lived in {place} that year.", f"The road to {place} was long.", f"Beyond {place} lay the sea."]
    votes = {f: PEOPLE for f in ("Anna", "Boris", "Clara", "Denis", "Ella")} | {f: PLACES for f in places}
    kinds = _kinds(lines, votes | {"Moscow": Votes({"place": 0.5})}, "en")
    assert kinds["Moscow"] == "place"  # (the old code made it a person)


def test_a_kind_the_books_firm_names_do_not_teach_is_never_given():
    """Only two firm places: Arras, in a place's contexts, stays a term."""
    lines = []
    for person in ("Anna", "Boris", "Clara", "Denis"):
        lines += [f"The cap of {person} hung there.", f"He sat beside {person} and smiled.", f"{person} nodded slowly."]
    for place in ("Lyon", "Lille", "Arras"):
        lines += [f"They lived in {place} that year.", f"The road to {place} was long.", f"Beyond {place} lay the sea."]
    votes = {f: PEOPLE for f in ("Anna", "Boris", "Clara", "Denis")} | {f: PLACES for f in ("Lyon", "Lille")}
    assert _kinds(lines, votes | {"Arras": Votes()}, "en")["Arras"] == "term"


def test_held_out_firm_names_are_predicted_from_the_others():
    """`heldout` predicts each firm name with its own contexts taken out of the training."""
    lines = []
    for person in ("Anna", "Boris", "Clara", "Denis"):
        lines += [f"The cap of {person} hung there.", f"He sat beside {person} and smiled.", f"{person} nodded slowly."]
    for place in ("Lyon", "Lille", "Arras", "Rouen"):
        lines += [f"They lived in {place} that year.", f"The road to {place} was long.", f"Beyond {place} lay the sea."]
    votes = {f: PEOPLE for f in ("Anna", "Boris", "Clara", "Denis")} | {f: PLACES for f in ("Lyon", "Lille", "Arras", "Rouen")}
    entities = [_entity(f, max(v, key=v.__getitem__)) for f, v in votes.items()]
    rows = context_kinds.heldout(entities, _book(lines), {f: Candidate(f, 3, v) for f, v in votes.items()}, "en")
    assert len(rows) == 8 and all(kind == guess for _, kind, guess, _ in rows)


def test_a_kind_the_book_predicts_badly_for_its_own_firm_names_is_never_given():
    """Arras and Rouen, firm places, are written as the people are: held out, they are read as people, so "person"
    is no kind this book's contexts tell, and Henri, written as the people are, stays a term."""
    lines = []
    for person in ("Anna", "Boris", "Clara", "Denis", "Emile", "Arras", "Rouen", "Henri"):
        lines += [f"The cap of {person} hung there.", f"He sat beside {person} and smiled.", f"{person} nodded slowly."]
    for place in ("Lyon", "Lille", "Nancy"):
        lines += [f"They lived in {place} that year.", f"The road to {place} was long.", f"Beyond {place} lay the sea."]
    votes = {f: PEOPLE for f in ("Anna", "Boris", "Clara", "Denis", "Emile")} | {
        f: PLACES for f in ("Lyon", "Lille", "Nancy", "Arras", "Rouen")}
    assert _kinds(lines, votes | {"Henri": Votes()}, "en")["Henri"] == "term"


def test_a_word_quoted_whole_in_corner_brackets_is_not_read_as_a_line_of_speech():
    """即興詩人 quotes its foreign words, 「ジエスヰタ」派 (the Jesuits), 「カピトリウム」 (the Capitol); its people open
    lines of speech (「アントニオ、…」): the brackets around a quoted word made it a person (the review of stop 65)."""
    lines = []
    for person in ("太郎", "花子", "次郎", "三郎"):
        lines += [f"「{person}、早く来い」と父は言った。", f"{person}は笑って言った。", f"「{person}」と母は呼んだ。"]
    for place in ("東京", "大阪", "京都", "神戸"):
        lines += [f"翌日{place}へ行った。", f"{place}に着いたのは夜だった。", f"{place}の町は暗かった。"]
    lines += ["彼は「ジエスヰタ」派の学校に入った。", "「ジエスヰタ」の学校は古い。", "ここは「ジエスヰタ」の寺なり。"]
    votes = {f: PEOPLE for f in ("太郎", "花子", "次郎", "三郎")} | {f: PLACES for f in ("東京", "大阪", "京都", "神戸")}
    assert _kinds(lines, votes | {"ジエスヰタ": Votes()}, "ja")["ジエスヰタ"] == "term"

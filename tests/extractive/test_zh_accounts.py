"""Issue 43, the card says who in Chinese books nobody tuned on (红楼梦-like): the family introduced in a character's
long account (冷子兴's 第二回: 名X, 长名X, 长子X，次子Y, 方得了X) and the narration's identity statements (X即Y之Z,
此即X，Y之Z也) say who; a view of someone in speech (是个聪明人), or 乃 as "then" (贾母乃启：…), does not."""

from __future__ import annotations

from understory_cli.analyze.summarize import sentences
from understory_cli.extractive.describe import descriptions, spoken, summary_value

ACCOUNT = ("子兴道：“若问那赦公，也有二子，长名贾琏，今已二十来往了．二小姐乃赦老爹之妾所出，名迎春，三小姐乃政老爹之庶出，"
           "名探春．那秦业至五旬之上方得了秦钟．自荣公死后，长子贾代善袭了官，生了两个儿子：长子贾赦，次子贾政．”")


def test_the_introductions_of_an_account_in_speech_say_who():
    """A long speech that narrates introduces people as the narration does: each one's sentence is a full card,
    inside the quotation too (spoken_text), through the speech's own sentences."""
    said = sentences(ACCOUNT)
    talk = spoken(ACCOUNT, said)
    for name in ("贾琏", "迎春", "探春", "秦钟", "贾赦", "贾政"):
        found = descriptions(said, [name], talk)
        assert found, name
        (i, strength, text), *_ = found
        assert strength == 3 and summary_value(text, [name], spoken_text=talk[i]).full, (name, text)
    assert descriptions(said, ["贾琏"], talk)[0][2] == "若问那赦公，也有二子，长名贾琏，今已二十来往了．"  # the words spoken


def test_a_line_of_dialogue_naming_someone_is_a_speaker_s_word():
    """Two sentences of speech are dialogue, not an account: what the speaker calls someone is no card."""
    line = "宝玉道：“我有个朋友，名唤秦钟．你见过么？”"
    said = sentences(line)
    assert descriptions(said, ["秦钟"], spoken(line, said)) == []


def test_a_name_only_mentioned_after_a_birth_or_a_comma_is_no_introduction():
    assert not summary_value("他得了秦钟的信．", ["秦钟"]).usable  # what he received: 秦钟's letter
    assert not summary_value("宝玉即命人去请秦钟．", ["宝玉"]).usable  # 即, "at once": no identity
    assert not summary_value("贾政之名，人所共知．", ["贾政"]).usable


def test_identity_and_relation_statements_say_who():
    assert summary_value("秦钟即秦氏之弟．", ["秦钟"]).full
    assert summary_value("此即冷子兴所云之史氏太君，贾赦贾政之母也．", ["史氏太君"]).full
    assert not summary_value("此即冷子兴所云之史氏太君，贾赦贾政之母也．", ["贾政"]).usable  # whose mother: not 贾政


def test_an_identity_of_someone_just_met_reads_with_the_sentence_naming_them_next():
    """此即…，Y之Z也 says who "this" one is; the next sentence, opening with the name, says who this is: the two are
    the card (红楼梦's 贾母, whose card was 「贾母乃启：…」); the one who met "this" in the sentence before, or a name later
    in the next sentence, is someone else."""
    text = "黛玉方拜见了外祖母．此即冷子兴所云之史氏太君，贾赦贾政之母也．当下贾母一一指与黛玉：“这是你大舅母。”"
    said = sentences(text)
    ((_, strength, card),) = descriptions(said, ["贾母"], spoken(text, said))
    assert strength == 3 and card.startswith("此即") and summary_value(card, ["贾母"]).full
    said = sentences("黛玉方拜见了外祖母．此即冷子兴所云之史氏太君，贾赦贾政之母也．黛玉便拜见了贾母．")
    assert descriptions(said, ["黛玉"]) == [] and descriptions(said, ["贾母"]) == []


def test_a_view_in_speech_and_then_are_no_description():
    """凤姐儿是个聪明人 says how she is, and 贾母乃启 what she did next (红楼梦's cards for both were these lines)."""
    assert not summary_value("凤姐儿是个聪明人，见他这个光景，如何不猜透八九分呢．", ["凤姐儿"]).usable
    assert not summary_value("贾母乃启：“无谕，外男不敢擅入。”", ["贾母"]).usable
    assert not summary_value("馬克乃迴眸向老翁語，餘乃約嘉實膛至配唐色座次．", ["馬克"]).usable  # the 1899 Traditional too
    assert summary_value("这刘姥姥乃是个积年的老寡妇．", ["刘姥姥"]).full  # a noun after 是个 still says who

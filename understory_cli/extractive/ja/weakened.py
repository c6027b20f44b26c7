"""What weakens a Japanese sentence that says with a noun what its subject is (describe.py reads `weakened`, moved
out of describe.py, which is at the line cap): a question, "one of them", "such a one", a seeming of the moment are at
most a quality's strength.
"""

from __future__ import annotations

import re


# a question: 「その長良の乙女と云うのは何者かい」 asks what the subject is, 「…は先生ですか」 too: it tells nothing
_QUESTION = re.compile(r"(?:か|かい|かね|かな|かしら|だい|[?？])[」』]?\s*$")


# "one of them": 「ジャン・ヴァルジャンもその一人であった」 says only that the subject belongs to what the sentence before
# told of; its noun is a number, not what the subject is
_ONE_OF_THEM = re.compile(r"(?:その|そのうちの|彼らの|かれらの)(?:一人|ひとり|一つ|ひとつ)(?:で|だ|です|でした|である|であった)")


# "such a one": 「ピューはそんな風な奴だったが、…」 points back at what was told, its noun says nothing of its own
_SUCH_A_ONE = re.compile(r"(?:そんな|こんな|あんな|そういう|こういう|ああいう|そういった|こういった)(?:風な|ふうな|ような|様な)?"
                         r"(?:奴|やつ|男|女|人|者|もの)(?:で|だ|です|でした|である|であった|だった)")


# a mood or an intent of the moment: 「バルブレンのおっかあは話をしたがらない様子であった」 (seemed not to want to talk),
# 「…するつもりだった」 say how one was then, not who one is; a seeming of a condition, 「紳士は
# 何か重い病気が癒りきらない風でした」, still may (an invalid)
_SEEMING = re.compile(r"(?:(?:たがら(?:ない|なかった)|たがる|たがった|たく(?:ない|なかった)|たい)(?:様子|ようす|ふう|風|顔つき)"
                      r"|つもり|はず|筈)(?:で|だ|です|でした|である|であった|だった)[。！]?[」』]?\s*$")


def weakened(sentence: str, score: int) -> int:
    """A question, "one of them", "such a one" and a seeming are at most a quality's strength, whatever noun they name."""
    return min(score, 1) if any(p.search(sentence) for p in (_QUESTION, _ONE_OF_THEM, _SUCH_A_ONE, _SEEMING)) else score

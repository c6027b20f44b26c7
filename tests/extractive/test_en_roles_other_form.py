"""Issue 43, a role line that misleads (a 1920s thriller nobody tuned the finder on): "Inspector Brown", twice, is the
card of a man the text calls Mr. Brown throughout (a villain's alias, worn once as a disguise): a rank from a form of
the name that the subject's own forms contradict is no role of his; a rank the subject's forms agree with (Colonel
Brandon) still is."""

from __future__ import annotations

from understory_cli.extractive.roles import stated_roles


def _roles_of(texts: list[str], cast) -> dict[str, list[str]]:
    return {name: [r.role for r in said] for name, said in stated_roles(texts, cast, "en").items()}


def test_a_rank_worn_by_a_man_the_text_calls_mr_is_no_role_of_his():
    cast = [("Brown", "person", ["Brown", "Mr. Brown"]), ("Brandon", "person", ["Brandon", "Colonel Brandon"])]
    found = _roles_of(["He is always spoken of as Mr. Brown. Mr. Brown has escaped us once more.",
                       "It was on his card. Oh, I know! Inspector Brown. Quiet, unassuming sort of chap.",
                       "No such person as “Inspector Brown” was known to Scotland Yard. Once again Mr. Brown had won.",
                       "Colonel Brandon sat. Colonel Brandon rose, and Brandon went out."], cast)
    assert "Brown" not in found
    assert set(found["Brandon"]) == {"colonel"}

"""A country the gazetteer knows is a place, never a person (Spain is arming, Spain's fleet: the verbs and possessives
that make people of other names say nothing here), unless the text writes it after a title (Miss India)."""

from __future__ import annotations

from ..aliases import FIRM_VOTES
from ..gazetteer import is_country
from ..types import Candidate, Votes
from .lexicon import EN_TITLES


def countries_are_places(out: dict[str, Candidate]) -> None:
    titled = {f.split(maxsplit=1)[1] for f in out if " " in f and f.split()[0].rstrip(".") in EN_TITLES}
    for form, c in out.items():
        if form not in titled and is_country(form, "en"):
            c.kind_votes = Votes({"place": max(FIRM_VOTES, sum(c.kind_votes.values()))})

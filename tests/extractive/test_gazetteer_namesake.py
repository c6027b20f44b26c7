"""Issue 43, stop 65: a world city of another country is no city of a book one of whose named countries has a town of
that name (El Filibusterismo's San Diego, a Philippine town, was "a city in the United States"; Spain has one)."""

from __future__ import annotations

from understory_cli.extractive.gazetteer import placed


def test_a_world_city_whose_name_a_named_country_shares_is_not_placed():
    found = placed({"San Diego": ("San Diego",), "Spain": ("Spain",), "Philippines": ("Philippines",),
                    "Manila": ("Manila",)}, "en", home=True)
    assert "San Diego" not in found  # the old code: a city in the United States
    assert found["Manila"].country == "PH"


def test_a_world_city_stays_a_city_where_no_named_country_shares_its_name():
    found = placed({"San Diego": ("San Diego",), "Paris": ("Paris",), "England": ("England",)}, "en", home=True)
    assert found["San Diego"].country == "US" and found["Paris"].country == "FR"

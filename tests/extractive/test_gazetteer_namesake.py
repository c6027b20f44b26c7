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


def test_an_old_world_city_keeps_its_country_beside_a_named_countrys_namesake():
    # Paris, Texas; Rome, Georgia; Moscow, Idaho: a book naming the United States still means the old world's city
    found = placed({"Paris": ("Paris",), "Rome": ("Rome",), "Moscow": ("Moscow",), "United States": ("United States",)},
                   "en", home=True)
    assert found["Paris"].country == "FR" and found["Rome"].country == "IT" and found["Moscow"].country == "RU"

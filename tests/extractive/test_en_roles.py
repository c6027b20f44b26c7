"""Issue 43, the card says who where no sentence describes: what English says a place or a person is (en/roles.py,
read and counted by extractive/roles.py) — the head noun of a place's own name (Baker Street: a street), a county's
-shire, "the hamlet of Grimpen", "Rokovoko, an island", a rank (Captain Ahab), the common noun a name written after
"the" is (the Dodo), a family (the Baskervilles) — and never a kind the name or the text does not say."""

from __future__ import annotations

from types import SimpleNamespace

from support.written_book import P

from understory_cli.analyze.extractive import _roles, _stated_roles
from understory_cli.extractive.roles import stated_roles
from understory_cli.store.wiki import InfoRow
from understory_cli.wiki.extractive import _generated_lines


def _roles_of(texts: list[str], cast) -> dict[str, list[str]]:
    return {name: [r.role for r in said] for name, said in stated_roles(texts, cast, "en").items()}


def test_a_place_s_own_name_says_its_kind_by_its_head_noun_or_its_shire():
    cast = [(n, "place", [n]) for n in ("Baker Street", "Northumberland Hotel", "Baskerville Hall", "City of Emeralds",
                                        "Cape Horn", "Devonshire", "Charing Cross", "London", "Mount Vernon",
                                        "Dartmoor", "Moor")]
    found = _roles_of(["We drove from Baker Street to the Northumberland Hotel, near Charing Cross.",
                       "He had gone down to Devonshire, to Baskerville Hall, and then to London.",
                       "They saw the City of Emeralds, and sailed round Cape Horn to Mount Vernon.",
                       "An unsafe abode on Dartmoor; the Moor was dark."], cast)
    assert found == {"Baker Street": ["street"], "Northumberland Hotel": ["hotel"], "Baskerville Hall": ["hall"],
                     "City of Emeralds": ["city"], "Cape Horn": ["cape"], "Devonshire": ["county"],
                     "Dartmoor": ["moor"]}


def test_a_kind_of_place_the_text_writes_with_the_name_where_it_first_names_it_or_often():
    cast = [("Grimpen", "place", ["Grimpen"]), ("Rokovoko", "place", ["Rokovoko"]), ("Barton", "place", ["Barton"]),
            ("Lambton", "place", ["Lambton"])]
    found = _roles_of(["This small clump of buildings here is the hamlet of Grimpen, where our friend lives.",
                       "Queequeg was a native of Rokovoko, an island far away to the West and South.",
                       "He rode to Barton and to Lambton.",
                       "Sir John of Barton, a county family, called.",  # a county family is no county
                       "They left Lambton, the town clerk said."], cast)
    assert found == {"Grimpen": ["hamlet"], "Rokovoko": ["island"]}
    # once, chapters after the first naming: a stray pair of words; twice: what the text says it is
    assert _roles_of(["He rode to Barton.", "the village of Barton was near."], cast) == {}
    assert _roles_of(["He rode to Barton.", "the village of Barton was near.", "In the village of Barton."],
                     cast) == {"Barton": ["village", "village"]}


def test_what_the_text_says_a_place_is_goes_before_what_its_name_says():
    cast = [("Barton Park", "place", ["Barton Park"])]
    assert _roles_of(["They came to the village of Barton Park, and stayed."], cast) == {"Barton Park": ["village"]}


def test_a_person_s_rank_and_the_common_noun_a_name_after_the_is():
    cast = [("Captain Ahab", "person", ["Captain Ahab", "Ahab"]), ("Brandon", "person", ["Brandon"]),
            ("Dodo", "person", ["Dodo"]), ("Queen", "person", ["Queen", "Queen of Hearts"]),
            ("Wicked Witch of the West", "person", ["Wicked Witch of the West"]),
            ("Miss Dashwoods", "person", ["Miss Dashwoods", "Dashwoods"]), ("William", "person", ["Father William"]),
            ("Hugo Baskerville", "person", ["Hugo Baskerville", "Hugo"]), ("Rabbit", "person", ["White Rabbit"]),
            ("Maybloom", "person", ["Maybloom", "Princess Maybloom"]), ("Christian", "person", ["Christian"]),
            ("Woggle-Bug", "person", ["Woggle-Bug", "Highly Magnified"])]
    found = _roles_of(["Ahab stood on deck; Captain Ahab was silent.", "Colonel Brandon sat. Colonel Brandon rose.",
                       "Then the Dodo said the race was over.", "The Queen of Hearts came.",
                       "She met the Wicked Witch of the West.", "The Dashwoods came; the Dashwoods went.",
                       "You are old, Father William, the young man said.",
                       "The wicked Hugo rode out; this Hugo was wild. Hugo Baskerville fell.", "The White Rabbit ran.",
                       "Maybloom smiled; the Princess Maybloom smiled.", "The Christian spoke, and the Christian ate.",
                       "The Highly Magnified came; the Highly Magnified bowed."], cast)
    assert found == {"Captain Ahab": ["captain"], "Brandon": ["colonel", "colonel"], "Dodo": ["dodo"],
                     "Queen": ["queen"], "Wicked Witch of the West": ["witch"], "Rabbit": ["rabbit"],
                     "Maybloom": ["princess"], "Christian": ["Christian", "Christian"]}


def test_the_plural_of_a_person_s_surname_is_a_family():
    cast = [("Henry Baskerville", "person", ["Henry Baskerville", "Henry"]), ("Baskervilles", "term", ["Baskervilles"]),
            ("Munchkins", "organisation", ["Munchkins"])]
    found = _roles_of(["Henry Baskerville is the last of the Baskervilles.", "The Munchkins danced."], cast)
    assert found == {"Baskervilles": ["family"]}


def test_the_generated_line_says_the_kind_once_it_is_read_and_cites_it():
    book = [P("1.1.1", 1, 1, "text", "Holmes sat in his chair."),
            P("1.3.2", 3, 1, "text", "We drove back to Baker Street. It was late.")]
    cast = [SimpleNamespace(name="Baker Street", kind="place", names=["Baker Street"])]
    (record,) = _roles(cast, _stated_roles(cast, book), lambda entity, chapter_no: entity.names, 1, 3)["Baker Street"]
    assert (record.note, record.evidence, record.reveal_at, record.text) == \
        ("role: street", ["1.3.2"], 3, "We drove back to Baker Street.")
    item = SimpleNamespace(related=[{"slug": "holmes", "title": "Holmes", "reveal_at": 1}], shared=None)
    street = InfoRow(label="role", value="street", cites=["1.3.2"], reveal_at=3)
    assert [line.text for line in _generated_lines("place", "1.3", 3, item, "en", None, role=street)] == \
        ["A place, a street, first met in 1.3, most often with Holmes."]
    assert _generated_lines("person", "1.3", 3, item, "en", None, role=InfoRow(
        label="role", value="Eaglet", cites=["1.3.2"], reveal_at=3))[-1].text.startswith("A person, an Eaglet,")
    isle = InfoRow(label="role", value="isle", cites=["1.3.2"], reveal_at=3)
    assert _generated_lines("place", "1.3", 3, item, "en", None, role=isle)[-1].text.startswith("A place, an island,")


def test_a_vessel_s_noun_before_or_apposed_to_a_thing_s_name_says_it_is_that_vessel():
    cast = [("Pequod", "term", ["Pequod"]), ("Rachel", "person", ["Rachel"])]
    found = _roles_of(["“You mean the ship Pequod, I suppose,” said I.", "“What! the captain of our ship, the Pequod?”",
                       "Rachel went by; the ship Rachel is no one's (a person).", "The Pequod was aslant."], cast)
    assert found == {"Pequod": ["ship", "ship"]}
    assert _roles_of(["the ship Pequod sailed"], [("Pequod", "term", ["Pequod"])]) == {"Pequod": ["ship"]}  # first met


def test_a_place_heading_ocean_or_sea_is_that_water_unless_a_country_or_city_names_it():
    cast = [("Pacific", "place", ["Pacific"]), ("China", "place", ["China"])]
    found = _roles_of(["We sailed into the Pacific.", "Letters to the Pacific ocean!", "Across the Pacific Ocean.",
                       "Out of the China Sea.", "Into the China Seas."], cast)
    assert found == {"Pacific": ["ocean", "ocean"]}


def test_a_surname_before_a_noun_of_people_is_no_kind_of_its_own():
    """"the Levaque woman" is Levaque's wife, "the Pierron girl" his daughter: no card saying "A person, a levaque"."""
    cast = [("Levaque", "person", ["Levaque"]), ("Pierron", "person", ["Pierron"]), ("Lennox", "person", ["Lennox"]),
            ("Dodo", "person", ["Dodo"])]
    found = _roles_of(["He saw the Levaque woman at her door.", "The Pierron girl laughed; the Levaque woman did not.",
                       "The Lennox brothers rode by.", "Then the Dodo said the race was over."], cast)
    assert found == {"Dodo": ["dodo"]}

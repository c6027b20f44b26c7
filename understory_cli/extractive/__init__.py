"""The no-model path: names, aliases and their mentions found from the text alone (DESIGN §8).

find_characters is in names.py, the shapes in types.py; this package's root imports nothing, so the
language registry (languages.py) and a language's words load without the name finder.
"""

"""The serve stage: the site on 127.0.0.1 with the reading companion (DESIGN §10b).

freshness.py builds the site when the store is newer; guard.py checks Host, token and
Origin; app.py routes the API and the site's files; chat.py runs `ask` per question and
streams its events (sse.py, payloads.py); markup.py renders answers (markdown-it-py,
nh3, citation chips); search.py is full-text search within the progress; history.py
replays stored conversations within the reader's view; pool.py gives each worker
thread its own store connection; library.py serves a store of several works (the shelf,
each work's app under its folder).
"""

from .app import create_app
from .book import Book, load_book
from .freshness import ensure_site
from .guard import new_token, own_hosts

__all__ = ["create_app", "Book", "load_book", "ensure_site", "new_token", "own_hosts"]

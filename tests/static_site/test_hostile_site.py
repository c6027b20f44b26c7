"""A hostile book built into a site: in Chromium, with every request intercepted, opening
every file under the site directly (pages, scripts, stylesheets, the book's images), no
script of the book runs and no request leaves the site's folder."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from support.epubkit import make_epub, xhtml

from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ingest import ingest
from understory_cli.ingest.sanitize import clean_css
from understory_cli.static_site import build_site
from understory_cli.static_site.bookstyle import scope_css
from understory_cli.store import open_store
from understory_cli.wiki.extractive import compose_extractive

EVIL = "http://evil.example"
JS = "alert(1);fetch('http://evil.example/ran');document.title='PWNED'"
TITLE = "The Lamp</script><script>alert(1)</script></style><b>\u2028\u2029 & Co"
URL_ATTRS = [  # every attribute that takes a URL, with a script and a data: URL each
    ('a', 'href'), ('img', 'src'), ('img', 'srcset'), ('iframe', 'src'), ('object', 'data'), ('embed', 'src'),
    ('form', 'action'), ('button', 'formaction'), ('video', 'poster'), ('video', 'src'), ('audio', 'src'),
    ('source', 'src'), ('track', 'src'), ('input', 'src'), ('area', 'href'), ('blockquote', 'cite'), ('q', 'cite'),
    ('frame', 'src'), ('td', 'background'), ('link', 'href'), ('base', 'href'), ('image', 'href'),
]
ESCAPED_URLS = [r"\75 rl(", r"u\72l(", r"\55 RL(", r"u\rl(", r"\000075rl(", r"U\52 L(", "url(", "URL(", "url( "]


def hostile_body(i: int) -> str:
    urls = "".join(f'<{tag} {attr}="javascript:{JS}">x</{tag}><{tag} {attr}="data:text/html,<script>{JS}</script>">y</{tag}>'
                   .replace("&", "&amp;").replace("<script>", "&lt;script&gt;").replace("</script>", "&lt;/script&gt;")
                   for tag, attr in URL_ATTRS)
    return f"""<h1 onclick="{JS}">Chapter {i}</h1>
<p onmouseover="{JS}" style="background:url({EVIL}/inline.png);position:fixed;top:0">Mallory Quince lit the lamp on
Gull Rock while Tobin Ash watched the sea, and Mallory Quince said the storm would pass by morning.</p>
<script>{JS}</script><noscript><img src="{EVIL}/noscript.png"/></noscript>
<p>{urls}</p>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="{JS}">
  <script>{JS}</script><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="{EVIL}/fo"/></foreignObject>
  <image xlink:href="{EVIL}/svg.png"/><a xlink:href="javascript:{JS}"><text>t</text></a>
  <set attributeName="href" to="javascript:{JS}"/></svg>
<p>Tobin Ash answered Mallory Quince that the lamp at Gull Rock would not go out, chapter {i}.</p>
<meta http-equiv="refresh" content="0;url={EVIL}/refresh"/><link rel="stylesheet" href="{EVIL}/x.css"/>
<p><img src="../images/cover.svg" alt="cover"/><img src="../images/fake.png" alt="fake"/></p>"""


SVG = f"""<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="{JS}" width="20" height="20">
  <script>{JS}</script><script xlink:href="{EVIL}/s.js"/>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="{EVIL}/svg-fo"/></foreignObject>
  <image xlink:href="{EVIL}/svg-image.png" width="5" height="5"/><image href="data:image/svg+xml,&lt;svg onload=alert(1)/&gt;"/>
  <use href="{EVIL}/sprite.svg#a"/><a href="javascript:{JS}"><rect width="5" height="5" onclick="{JS}"/></a>
  <style>@import url({EVIL}/svg.css); rect {{ fill: url({EVIL}/f.svg#p); background: image-set("{EVIL}/i.png" 1x) }}</style>
  <rect width="10" height="10" style="fill:url({EVIL}/p.svg#x)" filter="url({EVIL}/f.svg#f)"/>
  <animate attributeName="href" to="javascript:{JS}"/><set attributeName="onload" to="{JS}"/>
  <circle r="4" fill="red"/>
</svg>"""

CSS = "\n".join([f"@import url({EVIL}/a.css);", f'@import "{EVIL}/b.css";', f"@font-face {{ src: url({EVIL}/f.woff) }}",
                 *[f"p.e{i} {{ background: {form}{EVIL}/e{i}.png) }}" for i, form in enumerate(ESCAPED_URLS)],
                 f'p.s {{ background: image-set("{EVIL}/s.png" 1x); background: -webkit-image-set(url({EVIL}/w.png) 1x) }}',
                 f"p.c {{ content: \"}}\"; background: u/**/rl({EVIL}/comment.png) }}",
                 ".overlay { position: fixed; top: 0; left: 0; width: 100%; height: 100%; z-index: 99999 }",
                 f".x {{ behavior: url({EVIL}/x.htc); width: expression(alert(1)); -moz-binding: url({EVIL}/b.xml) }}",
                 f"@media screen {{ h1 {{ background: url({EVIL}/m.png) }} }}",
                 "p { text-indent: 1em }"])


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory):
    folder = tmp_path_factory.mktemp("hostile")
    docs = {f"ch{i}.xhtml": xhtml(hostile_body(i), TITLE.replace("&", "&amp;").replace("<", "&lt;"),
                                  head=f'<link rel="stylesheet" href="../style.css"/><script src="{EVIL}/head.js"></script>'
                                       f'<base href="{EVIL}/"/>')
            for i in range(1, 4)}
    meta_title = TITLE.replace("&", "&amp;").replace("<", "&lt;")
    book = make_epub(
        folder / "hostile.epub", docs, title=meta_title,
        metadata_extra=f"<dc:creator>{meta_title}</dc:creator><dc:description>{meta_title}</dc:description>",
        extra={"OEBPS/style.css": CSS, "OEBPS/images/cover.svg": SVG,
               "OEBPS/images/fake.png": f"<html><script>{JS}</script></html>",
               "OEBPS/images/page.html": f"<html><body onload=\"{JS}\"><script>{JS}</script></body></html>",
               "OEBPS/images/run.js": JS},
        manifest_extra='<item id="css" href="style.css" media-type="text/css"/>'
                       '<item id="svg" href="images/cover.svg" media-type="image/svg+xml"/>'
                       '<item id="fake" href="images/fake.png" media-type="image/png"/>'
                       '<item id="hx" href="images/page.html" media-type="image/x-html"/>'
                       '<item id="js" href="images/run.js" media-type="image/javascript"/>')
    store = open_store(folder / "h.duckdb")
    result = ingest(store, [book])
    analyze_extractive(store)
    compose_extractive(store)
    out = folder / "site"
    build_site(store, out)
    return {"out": out, "store": store, "warnings": result.volumes[0].warnings}


def test_assets_are_kept_by_content_and_svg_is_rebuilt(hostile_site):
    store, warnings = hostile_site["store"], hostile_site["warnings"]
    kept = dict(store.all("SELECT href, media_type FROM assets"))
    assert kept == {"OEBPS/images/cover.svg": "image/svg+xml", "OEBPS/style.css": "text/css"}
    for name in ("fake.png", "page.html", "run.js"):
        assert any(name in w and "dropped" in w for w in warnings), (name, warnings)
    svg = store.scalar("SELECT data FROM assets WHERE media_type = 'image/svg+xml'").decode()
    assert "<circle" in svg and "<rect" in svg
    for bad in ("script", "foreignObject", "onload", "onclick", "evil.example", "javascript:", "animate", "<set",
                "@import", "data:image/svg"):
        assert bad not in svg, bad


def test_stored_css_is_safe_on_its_own(hostile_site):
    stored = hostile_site["store"].scalar("SELECT data FROM assets WHERE media_type = 'text/css'").decode()
    for bad in ("evil.example", "@import", "@font-face", "image-set", "expression", "behavior", "binding", "fixed"):
        assert bad not in stored.lower(), bad
    assert "text-indent" in stored and ".overlay" in stored  # the rest of the sheet is kept
    assert 'p.c{content:"}"' in stored.replace(" ", "")  # a brace in a string does not end the rule
    scoped = scope_css(stored)
    assert "evil" not in scoped and "text-indent:1em" in scoped


def test_every_escaped_url_form_is_a_url_to_the_tokenizer():
    for form in ESCAPED_URLS:
        cleaned = clean_css(f"p {{ background: {form}{EVIL}/x.png) }}")
        assert "evil" not in cleaned, form


def test_no_script_or_outside_url_is_left_in_any_file(hostile_site):
    out = hostile_site["out"]
    for path in out.rglob("*"):
        if not path.is_file() or path.suffix not in (".html", ".svg", ".css"):
            continue
        text = path.read_text(encoding="utf-8")
        assert "evil.example" not in text, path
        # the site's own favicon is the empty `data:,` (no request for /favicon.ico)
        assert not re.search(r"""(?:href|src|action|data|poster|cite|background)\s*=\s*["']?\s*(?:javascript:|data:(?!,"))""",
                             text, re.I), path
        assert not re.search(r"\son[a-z]+\s*=", text, re.I) or path.suffix == ".css", path
    book_files = [p for p in (out / "assets" / "book").iterdir()]
    assert book_files and {p.suffix for p in book_files} <= {".svg", ".css"}  # no .html, no .js from the book



def visit(browser, root: Path, files: list[Path]) -> tuple[list[str], list[str], list[str]]:
    """Open each file directly with every request intercepted: (dialogs, requests that
    would leave `root`, page titles)."""
    context = browser.new_context()
    leaked: list[str] = []
    dialogs: list[str] = []
    inside = root.as_uri() + "/"

    def route(r):
        if r.request.url.startswith(inside):
            r.continue_()
        else:
            leaked.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    context.on("request", lambda req: None if req.url.startswith(inside) or req.url in leaked else leaked.append(req.url))
    page = context.new_page()
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    titles = []
    for path in files:
        page.goto(path.as_uri(), wait_until="load")
        page.wait_for_timeout(50)
        if path.suffix == ".html":  # handlers stay inert under the mouse too
            page.mouse.move(10, 10)
            page.mouse.click(5, 5)
            page.wait_for_timeout(20)
        titles.append(page.title())
    context.close()
    return dialogs, leaked, titles


@pytest.mark.browser
def test_the_harness_sees_a_script_and_a_request(browser, tmp_path):
    """The check below can fail: an unsanitized page is caught by it."""
    evil = tmp_path / "evil.html"
    evil.write_text(f"<title>t</title><script>{JS}</script><img src='{EVIL}/img.png'>", encoding="utf-8")
    svg = tmp_path / "evil.svg"
    svg.write_text(SVG, encoding="utf-8")
    dialogs, leaked, titles = visit(browser, tmp_path, [evil, svg])
    assert dialogs and any("evil.example" in u for u in leaked) and "PWNED" in titles


@pytest.mark.browser
def test_in_chromium_no_script_runs_and_no_request_leaves(hostile_site, browser):
    out = hostile_site["out"].resolve()
    files = sorted(p for p in out.rglob("*") if p.is_file() and p.name != ".understory-site")
    assert any(p.suffix == ".svg" and "book" in p.parts for p in files) and len(files) > 20
    dialogs, leaked, titles = visit(browser, out, files)
    assert dialogs == []
    assert leaked == []
    assert "PWNED" not in titles
    assert any("</script>" in t for t in titles)  # the hostile title shows as text

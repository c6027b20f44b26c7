"""Jinja rendering with autoescape on: book and model text is escaped unless a template
marks it safe (only the reader's paragraphs, sanitized by an allow-list)."""

from __future__ import annotations

from jinja2 import BytecodeCache, Environment, FileSystemLoader, StrictUndefined
from jinja2.bccache import Bucket

from . import paths
from .collect import SiteData
from .messages import SCRIPT_SAMPLE, book_catalogue, interface_language
from .data_files import setting_fields
from .resources import SCRIPTS, resource_dir
from .spans import ref

# 'self' also covers file:// pages in Chromium; nothing is inline, nothing is remote.
# connect-src 'self': the companion's requests to `understory serve` (none from file://).
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "base-uri 'none'; form-action 'none'")


class _Compiled(BytecodeCache):
    """The templates compiled once per process (keyed by their source's checksum): compiling
    them was ~0.9 s of every build, and serve builds again after each correction (fixes.py)."""

    def __init__(self) -> None:
        self.code: dict[tuple[str, str | None], bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        if (found := self.code.get((bucket.key, bucket.checksum))) is not None:
            bucket.bytecode_from_string(found)

    def dump_bytecode(self, bucket: Bucket) -> None:
        self.code[(bucket.key, bucket.checksum)] = bucket.bytecode_to_string()


_COMPILED = _Compiled()


class Renderer:
    def __init__(self, site: SiteData, language: str | None = None, shelf: str | None = None):
        self.env = Environment(loader=FileSystemLoader(resource_dir("templates")), autoescape=True,
                               undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                               keep_trailing_newline=True, bytecode_cache=_COMPILED)
        first = site.paragraphs(site.volumes[0].volume_no)[:SCRIPT_SAMPLE] if site.volumes else []
        self.t = book_catalogue(interface_language(site.defaults.get("interface_language"), language, site.work.language),
                                site.work.language, "".join(p.text for p in first))
        # `lang` is the book's (its text), `ui_lang` the interface's (the page's chrome).
        self.env.globals.update(work=site.work, csp=CSP, cite=paths.cite, ref=ref, lang=_lang(site.work.language),
                                ui_lang=self.t.language, t=self.t, word=self.t.word,
                                scripts=SCRIPTS, fields=setting_fields(), shelf=shelf)

    def page(self, template: str, path: str, **context) -> str:
        """Render the page that will live at `path`; `url(p)` links to p relative to it."""
        root = paths.depth_root(path)
        return self.env.get_template(template).render(root=root, url=lambda p: root + paths.href(p), **context)


def _lang(language: str | None) -> str:
    return (language or "en").split(",")[0].strip() or "en"

"""`understory fix`: the reader's corrections to the names (issue 37), kept across every re-run."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape

from .app import app
from .shared import DbOption, WorkOption, opened, out

fix_app = typer.Typer(help="Correct the names: merge, split, rename, retype, hide; kept across every re-analysis.\n\n"
                           "Example: understory fix merge Tip Ozma", no_args_is_help=True)
app.add_typer(fix_app, name="fix")

Name = Annotated[str, typer.Argument(help="An entry, by its title or any of its names.", show_default=False)]
NEXT = "run `understory compose-wiki` and `understory build-site` to see it in the wiki"


def _fix(action: str, subject: str, value: str | None, work: str | None, db) -> None:
    from ..corrections import correct
    from ..store import books

    with opened(db) as store:
        made = correct(store, books.resolve_work(store, work).work_id, action, subject, value)
    out.print(f"#{made.correction_id} {escape(made.describe())}; {NEXT}", highlight=False, soft_wrap=True)


def _correction(action: str, source: Any, doc: str) -> None:
    """`understory fix ACTION NAME VALUE`: the value read from `source`, a typer Argument or Option
    (its name in the help, its help); `doc` is the command's help."""

    # the parameter as a default, not Annotated: a string annotation could not name `source`
    def command(name: Name, value: str = source, work: WorkOption = None, db: DbOption = None) -> None:
        _fix(action, name, value, work, db)

    command.__doc__ = doc
    fix_app.command(action)(command)


def _argument(name: str, help: str) -> Any:
    return typer.Argument(..., metavar=name, help=help, show_default=False)


_correction("merge", _argument("other", "The entry that joins it; its names become aliases."),
            """Make two entries one: OTHER's names become aliases of NAME, each from where the book ties it.

    Example: understory fix merge Tip Ozma
    """)
_correction("split", typer.Option(..., "--name", help="The name that leaves, with its mentions, for an entry of its own.",
                                  show_default=False),
            """Take one name (and its mentions) out of an entry into an entry of its own.

    Example: understory fix split "Dorothy" --name "Dorothy Gale"
    """)
_correction("rename", _argument("title", "The new title; the old one stays an alias."),
            """Give an entry another title.

    Example: understory fix rename "Scarecrow" "The Scarecrow"
    """)
_correction("kind", _argument("kind", "person, place, thing, group… (its category in the wiki)."),
            """Change what an entry is (its category).

    Example: understory fix kind Kansas place
    """)


@fix_app.command("hide")
def fix_hide(
    name: Name,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Never make an entry of this name, nor link it.

    Example: understory fix hide "Oh"
    """
    _fix("hide", name, None, work, db)


_correction("alias", _argument("alias", "Another name it goes by, shown from where the book ties it."),
            """Add a name to an entry.

    Example: understory fix alias "Tin Woodman" "Nick Chopper"
    """)
_correction("unalias", _argument("alias", "A name that is not this entry's."),
            """Take a name away from an entry (it names no entry then).

    Example: understory fix unalias Dorothy Em
    """)


@fix_app.command("list")
def fix_list(
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """List the corrections in the order they apply, and which match nothing now.

    Example: understory fix list
    """
    from ..corrections import corrected
    from ..store import books

    with opened(db, read_only=True) as store:
        table = corrected(store, books.resolve_work(store, work).work_id)
    why = {c.correction_id: reason for c, reason in table.unmatched}
    rows = sorted([*table.applied, *(c for c, _ in table.unmatched)], key=lambda c: c.correction_id)
    if not rows:
        out.print("No corrections.")
    for c in rows:
        note = f" [yellow](matches nothing: {escape(why[c.correction_id])})[/yellow]" if c.correction_id in why else ""
        out.print(f"#{c.correction_id} {escape(c.describe())}{note}", highlight=False, soft_wrap=True)


@fix_app.command("undo")
def fix_undo(
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Forget the latest correction.

    Example: understory fix undo
    """
    from ..store import books
    from ..store.corrections import undo_last

    with opened(db) as store:
        undone = undo_last(store, books.resolve_work(store, work).work_id)
    out.print(f"undone: {escape(undone.describe())}; {NEXT}" if undone else "Nothing to undo.", highlight=False,
              soft_wrap=True)


@fix_app.command("export")
def fix_export(
    path: Annotated[Path, typer.Argument(help="The YAML file to write.", show_default=False)],
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Write the corrections to a small YAML file another reader of the same books can import.

    Example: understory fix export corrections.yaml
    """
    from ..corrections import to_yaml
    from ..store import books
    from ..store.corrections import corrections

    with opened(db, read_only=True) as store:
        rows = corrections(store, books.resolve_work(store, work).work_id)
    tmp = path.with_name(path.name + ".part")  # nothing half-written under the name asked for
    tmp.write_text(to_yaml(rows), encoding="utf-8")
    tmp.replace(path)
    out.print(f"{len(rows)} correction{'s' * (len(rows) != 1)} written to {escape(str(path))}", highlight=False)


@fix_app.command("import")
def fix_import(
    path: Annotated[Path, typer.Argument(help="A file `understory fix export` wrote.", show_default=False)],
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Add the corrections of a YAML file; one that matches nothing is kept and reported, not an error.

    Example: understory fix import corrections.yaml
    """
    from ..corrections import from_yaml, import_corrections
    from ..errors import BadInputError
    from ..store import books

    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInputError(path, getattr(exc, "strerror", None) or str(exc)) from exc
    items = from_yaml(text, str(path))
    with opened(db) as store:
        added, unmatched = import_corrections(store, books.resolve_work(store, work).work_id, items)
    out.print(f"{len(added)} correction{'s' * (len(added) != 1)} added ({len(items) - len(added)} already here)",
              highlight=False)
    for c, why in unmatched:
        out.print(f"  matches nothing: #{c.correction_id} {escape(c.describe())}: {escape(why)}", highlight=False,
                  soft_wrap=True)
    if added:
        out.print(NEXT, highlight=False)

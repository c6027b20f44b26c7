"""Store access from the server: DuckDB wants one connection per thread, so work runs on
our own threads, each holding its cursor (and its caches, e.g. the loaded search index)
while the store it came from is current. The store is serve's copy (snapshot.py): each
run holds it, so it is not swapped for a fresher one under the run; a thread takes a new
cursor once it has been."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, TypeVar

from ..store import Store
from .snapshot import Fixed, Snapshot

T = TypeVar("T")


class StorePool:
    def __init__(self, source: "Store | Snapshot | Fixed", *, workers: int, name: str):
        self._source = Fixed(source) if isinstance(source, Store) else source
        self._local = threading.local()
        self._lock = threading.Lock()
        self.executor = ThreadPoolExecutor(workers, thread_name_prefix=f"understory-{name}")

    def store(self) -> Store:
        """This thread's connection to the current copy."""
        found = getattr(self._local, "store", None)
        if found is None or self._local.generation != self._source.generation:
            with self._lock:  # cursor() on the shared connection, one at a time
                found = self._local.store = self._source.store.cursor()
                self._local.generation = self._source.generation
        return found

    def _held(self, fn: Callable[..., T], *args: Any) -> T:
        with self._source.using():
            return fn(self.store(), *args)

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """`fn(store, *args)` on one of the pool's threads."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.executor, lambda: self._held(fn, *args))

    def submit(self, fn: Callable[..., T], *args: Any):
        return self.executor.submit(lambda: self._held(fn, *args))

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)

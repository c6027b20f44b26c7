"""Store access from the server: DuckDB wants one connection per thread, so work runs on
our own threads, each holding its cursor (and its caches, e.g. the loaded search index)
for the life of the server."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, TypeVar

from ..store import Store

T = TypeVar("T")


class StorePool:
    def __init__(self, store: Store, *, workers: int, name: str):
        self._store = store
        self._local = threading.local()
        self._lock = threading.Lock()
        self.executor = ThreadPoolExecutor(workers, thread_name_prefix=f"understory-{name}")

    def store(self) -> Store:
        """This thread's connection."""
        found = getattr(self._local, "store", None)
        if found is None:
            with self._lock:  # cursor() on the shared connection, one at a time
                found = self._local.store = self._store.cursor()
        return found

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """`fn(store, *args)` on one of the pool's threads."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.executor, lambda: fn(self.store(), *args))

    def submit(self, fn: Callable[..., T], *args: Any):
        return self.executor.submit(lambda: fn(self.store(), *args))

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)

"""Per-client token buckets: a burst is allowed, then submissions at a steady rate per minute."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict

__all__ = ["RateLimiter"]


class RateLimiter:
    """``allow(key)`` spends one token of ``key``'s bucket; ``per_minute=0`` disables the limit.

    Buckets live in memory (one process) and the least recently seen clients are forgotten beyond
    ``max_clients``, so a flood of spoofed keys cannot exhaust memory.
    """

    def __init__(self, per_minute: int, burst: int, *, max_clients: int = 10_000) -> None:
        self.rate_per_s = per_minute / 60.0
        self.burst = float(burst)
        self.max_clients = max_clients
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        self._lock = threading.Lock()

    @property
    def enabled(self) -> bool:
        return self.rate_per_s > 0

    def allow(self, key: str, now: float | None = None) -> tuple[bool, float]:
        """``(allowed, retry_after_s)`` for one request of ``key``."""
        if not self.enabled:
            return True, 0.0
        now = time.monotonic() if now is None else now
        with self._lock:
            tokens, last = self._buckets.pop(key, (self.burst, now))
            tokens = min(self.burst, tokens + (now - last) * self.rate_per_s)
            allowed = tokens >= 1.0
            if allowed:
                tokens -= 1.0
            self._buckets[key] = (tokens, now)
            while len(self._buckets) > self.max_clients:
                self._buckets.popitem(last=False)
        return allowed, 0.0 if allowed else (1.0 - tokens) / self.rate_per_s

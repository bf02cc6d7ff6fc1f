"""One way to run an algorithm against the response agent: Agent Lightning's Trainer, client-server.

The client-server strategy is the one that keeps traced spans with parallel runners (shared/FACTS.md):
the algorithm runs here, the store is served on a loopback port, and runners are forked processes
that talk to it with the stock client, exactly as remote runners would.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator, Sequence

import agentlightning as agl

from tractatus_feedback.agent import FeedbackTask
from tractatus_feedback.agent.response_agent import FeedbackResponseAgent
from tractatus_feedback.llm.endpoint import free_port, open_endpoint
from tractatus_feedback.settings import Settings

__all__ = ["run_algorithm", "runner_spec", "serving_llm", "RUNNER_POLL_INTERVAL_S"]

logger = logging.getLogger(__name__)

#: The runner's default poll interval is 5 s, which idles runners between rollouts.
RUNNER_POLL_INTERVAL_S = 0.5


def runner_spec() -> dict[str, object]:
    """The Trainer's runner component: the stock runner, polling the store often enough to stay busy."""
    return {"type": "agentlightning.LitAgentRunner", "poll_interval": RUNNER_POLL_INTERVAL_S, "interval_jitter": 0.1}


def run_algorithm(
    algorithm: agl.Algorithm,
    *,
    store: agl.LightningStore,
    n_runners: int,
    agent: agl.LitAgent[dict] | None = None,
    train_dataset: Sequence[FeedbackTask] | None = None,
    val_dataset: Sequence[FeedbackTask] | None = None,
    port: int | None = None,
    serve_at: tuple[str, int] | None = None,
) -> None:
    """Run ``algorithm`` with ``n_runners`` runner processes until it returns.

    ``serve_at=(host, port)`` is distributed mode: only the algorithm and the store server run here,
    on that address, and runners started elsewhere (``tractatus-feedback runner --store URL``) do the
    rollouts; ``n_runners`` is then ignored.
    """
    if serve_at is not None:
        strategy = agl.ClientServerExecutionStrategy(role="algorithm", server_host=serve_at[0], server_port=serve_at[1])
    else:
        strategy = agl.ClientServerExecutionStrategy(
            n_runners=n_runners, server_host="127.0.0.1", server_port=port or free_port()
        )
    trainer = agl.Trainer(
        algorithm=algorithm,
        store=store,
        strategy=strategy,
        runner=runner_spec(),
    )
    trainer.fit(
        agent or FeedbackResponseAgent(),
        train_dataset=list(train_dataset) if train_dataset is not None else None,
        val_dataset=list(val_dataset) if val_dataset is not None else None,
    )


@contextlib.contextmanager
def serving_llm(settings: Settings) -> Iterator[agl.LLM]:
    """The LLM resource for the ``with`` block: the configured endpoint, or the embedded one started now."""
    with open_endpoint(settings) as endpoint:
        yield agl.LLM(endpoint=endpoint.base_url, model=endpoint.model, api_key=endpoint.api_key)

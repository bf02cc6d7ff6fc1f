"""The embedded endpoint over real HTTP with the openai client: the OpenAI contract and its sampling knobs."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import httpx
import openai
import pytest

HELLO = [{"role": "user", "content": "Thank you for the clear research summary on your website."}]


def _greedy(client, endpoint, **extra) -> str:  # noqa: ANN001
    response = client.chat.completions.create(
        model=endpoint.model, messages=HELLO, max_tokens=24, temperature=0, **extra
    )
    return response.choices[0].message.content


def test_completion_comes_back_with_usage(client, endpoint) -> None:  # noqa: ANN001
    response = client.chat.completions.create(model=endpoint.model, messages=HELLO, max_tokens=32, temperature=0.7)
    assert response.object == "chat.completion"
    assert response.choices[0].message.role == "assistant"
    assert response.choices[0].message.content.strip()
    usage = response.usage
    # The chat template adds SmolLM's default system prompt, so the prompt is longer than the message.
    assert usage.prompt_tokens > 20
    assert 0 < usage.completion_tokens <= 32
    assert usage.total_tokens == usage.prompt_tokens + usage.completion_tokens


def test_n_returns_that_many_choices_counted_in_usage(client, endpoint) -> None:  # noqa: ANN001
    response = client.chat.completions.create(
        model=endpoint.model, messages=HELLO, max_tokens=16, temperature=1.0, n=2, seed=3
    )
    assert [c.index for c in response.choices] == [0, 1]
    assert response.choices[0].message.content != response.choices[1].message.content
    assert response.usage.completion_tokens <= 32


def test_same_seed_reproduces_and_another_seed_differs(client, endpoint) -> None:  # noqa: ANN001
    def sample(seed: int) -> list[str]:
        response = client.chat.completions.create(
            model=endpoint.model, messages=HELLO, max_tokens=24, temperature=0.9, top_p=0.95, n=2, seed=seed
        )
        return [c.message.content for c in response.choices]

    first = sample(11)
    assert sample(11) == first
    assert sample(12) != first


def test_max_tokens_is_honoured(client, endpoint) -> None:  # noqa: ANN001
    prompt = [{"role": "user", "content": "Write a long essay about the history of research ethics."}]
    response = client.chat.completions.create(model=endpoint.model, messages=prompt, max_tokens=5, temperature=0)
    assert response.usage.completion_tokens == 5
    assert response.choices[0].finish_reason == "length"


def test_stop_string_cuts_the_reply(client, endpoint) -> None:  # noqa: ANN001
    full = _greedy(client, endpoint)
    stop_word = full.split()[3]
    cut = _greedy(client, endpoint, stop=[stop_word])
    assert cut == full[: full.index(stop_word)]


def test_frequency_penalty_discourages_repeating_words(client, endpoint) -> None:  # noqa: ANN001
    # Greedy decoding loops on this prompt ("1, 1, 1, ..."), so only the penalty can change the reply.
    prompt = [{"role": "user", "content": "List the numbers: 1, 1, 1, 1, 1, 1, 1,"}]

    def distinct_share(**extra) -> float:  # noqa: ANN003
        response = client.chat.completions.create(
            model=endpoint.model, messages=prompt, max_tokens=48, temperature=0, **extra
        )
        words = response.choices[0].message.content.lower().split()
        return len(set(words)) / len(words)

    assert distinct_share() < 0.2
    assert distinct_share(frequency_penalty=1.5) > 0.6


def test_concurrent_requests_are_decoded_together_and_each_gets_its_own_reply(client, endpoint) -> None:  # noqa: ANN001
    topics = ["the charts", "the survey page", "the download link", "the reading list"]

    def ask(topic: str):  # noqa: ANN202
        messages = [{"role": "user", "content": f"Reply in one sentence to a visitor who likes {topic}."}]
        return client.chat.completions.create(model=endpoint.model, messages=messages, max_tokens=40, temperature=0)

    before = httpx.get(f"{endpoint.root_url}/healthz").json()["batching"]
    with ThreadPoolExecutor(len(topics)) as pool:
        responses = list(pool.map(ask, topics))
    after = httpx.get(f"{endpoint.root_url}/healthz").json()["batching"]

    assert all(r.choices[0].message.content.strip() for r in responses)
    assert all(0 < r.usage.completion_tokens <= 40 for r in responses)
    assert len({r.choices[0].message.content for r in responses}) > 1  # no reply handed to the wrong request
    total_tokens = sum(r.usage.completion_tokens for r in responses)
    assert after["steps"] - before["steps"] < total_tokens  # fewer decode steps than tokens: they were batched
    assert after["peak_sequences"] >= 2


def test_models_and_health(endpoint) -> None:  # noqa: ANN001
    models = httpx.get(f"{endpoint.base_url}/models").json()
    assert endpoint.model in [m["id"] for m in models["data"]]
    health = httpx.get(f"{endpoint.root_url}/healthz").json()
    assert health["status"] == "ok"


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ({"model": "smollm2-135m-instruct"}, "messages"),
        ({"messages": []}, "messages"),
        ({"messages": HELLO, "n": 1000}, "n must be"),
        ({"messages": HELLO, "max_tokens": 0}, "max_tokens"),
        ({"messages": HELLO, "max_tokens": 100000}, "exceeds the context"),
        ({"messages": HELLO, "temperature": -1}, "temperature"),
        ({"messages": HELLO, "frequency_penalty": 3}, "frequency_penalty"),
        ({"messages": [{"role": "wizard", "content": "hi"}]}, "role"),
        ({"messages": HELLO, "stream": True}, "stream"),
        ({"messages": HELLO, "adapter": "/nonexistent/adapter"}, "not a PEFT adapter"),
    ],
)
def test_bad_requests_get_a_400_with_a_reason(endpoint, body: dict, reason: str) -> None:  # noqa: ANN001
    response = httpx.post(f"{endpoint.base_url}/chat/completions", json=body, timeout=60)
    assert response.status_code == 400
    assert reason in response.json()["error"]["message"]


def test_unknown_model_is_a_404_naming_the_available_ones(client, endpoint) -> None:  # noqa: ANN001
    with pytest.raises(openai.NotFoundError, match=endpoint.model):
        client.chat.completions.create(model="gpt-17", messages=HELLO, max_tokens=4)


def test_malformed_json_is_a_400(endpoint) -> None:  # noqa: ANN001
    response = httpx.post(
        f"{endpoint.base_url}/chat/completions", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 400

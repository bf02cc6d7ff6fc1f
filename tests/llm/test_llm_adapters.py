"""LoRA adapters from peft served by the embedded endpoint: per request, switched at run time, and back."""

from __future__ import annotations

import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from tractatus_feedback.llm import EmbeddedEndpoint, EndpointError

PROMPT = [{"role": "user", "content": "The survey page crashed twice when I pressed submit. Please fix it."}]


def _greedy(client, model: str, **extra) -> tuple[str, str]:  # noqa: ANN001
    response = client.chat.completions.create(model=model, messages=PROMPT, max_tokens=24, temperature=0, **extra)
    return response.choices[0].message.content, response.system_fingerprint


def test_adapter_changes_the_output_and_switching_back_restores_it(client, endpoint, adapters) -> None:  # noqa: ANN001
    adapter_a, adapter_b = adapters
    base_text, base_fp = _greedy(client, endpoint.model)
    assert base_fp == "base"

    a_text, a_fp = _greedy(client, endpoint.model, extra_body={"adapter": str(adapter_a)})
    b_text, b_fp = _greedy(client, endpoint.model, extra_body={"adapter": str(adapter_b)})
    assert a_text != base_text
    assert b_text != base_text
    assert b_fp not in (base_fp, a_fp)
    # A per-request adapter leaves the served weights alone.
    assert _greedy(client, endpoint.model) == (base_text, base_fp)

    try:
        served_id = endpoint.set_adapter(adapter_a, name="candidate")
        assert served_id == a_fp
        assert _greedy(client, endpoint.model) == (a_text, a_fp)
        assert _greedy(client, "candidate") == (a_text, a_fp)
        assert _greedy(client, "base")[0] == base_text
        assert "candidate" in [m.id for m in client.models.list().data]
    finally:
        assert endpoint.set_adapter(None) is None
    assert _greedy(client, endpoint.model) == (base_text, base_fp)


def test_concurrent_requests_for_different_adapters_each_get_their_weights(client, endpoint, adapters) -> None:  # noqa: ANN001
    adapter_a, _ = adapters
    expected_a = _greedy(client, endpoint.model, extra_body={"adapter": str(adapter_a)})[1]
    routes = [{}, {"adapter": str(adapter_a)}] * 3
    with ThreadPoolExecutor(len(routes)) as pool:
        fingerprints = list(pool.map(lambda extra: _greedy(client, endpoint.model, extra_body=extra)[1], routes))
    assert fingerprints == ["base", expected_a] * 3


def test_adapter_republished_in_place_is_reloaded(client, endpoint, adapters, tmp_path: Path) -> None:  # noqa: ANN001
    """Training may save every iteration into the same directory: the new content must be what serves."""
    adapter_a, adapter_b = adapters
    published = tmp_path / "current"
    shutil.copytree(adapter_a, published)
    first = _greedy(client, endpoint.model, extra_body={"adapter": str(published)})
    shutil.rmtree(published)
    shutil.copytree(adapter_b, published)
    second = _greedy(client, endpoint.model, extra_body={"adapter": str(published)})
    # The fingerprint is the served adapter's content hash: it names which weights answered.
    assert first == _greedy(client, endpoint.model, extra_body={"adapter": str(adapter_a)})
    assert second == _greedy(client, endpoint.model, extra_body={"adapter": str(adapter_b)})
    assert first[1] != second[1]


def test_switching_to_a_broken_adapter_is_refused_and_keeps_serving(endpoint, tmp_path: Path) -> None:  # noqa: ANN001
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "adapter_config.json").write_text('{"peft_type": "LORA", "r": 16, "lora_alpha": 32}')
    (broken / "adapter_model.safetensors").write_bytes(b"not a safetensors file")
    response = httpx.post(f"{endpoint.root_url}/admin/adapter", json={"path": str(broken)}, timeout=60)
    assert response.status_code == 400
    assert "cannot read" in response.json()["error"]["message"]
    assert httpx.get(f"{endpoint.root_url}/healthz").json()["adapter"] is None


def test_endpoint_started_with_an_adapter_serves_it(client, endpoint, adapters) -> None:  # noqa: ANN001
    adapter_a, _ = adapters
    expected, expected_fp = _greedy(client, endpoint.model, extra_body={"adapter": str(adapter_a)})
    from openai import OpenAI

    with EmbeddedEndpoint(adapter=adapter_a) as second:
        other = OpenAI(base_url=second.base_url, api_key=second.api_key, max_retries=0)
        assert _greedy(other, second.model) == (expected, expected_fp)


def test_endpoint_that_cannot_start_says_why(tmp_path: Path) -> None:
    with pytest.raises(EndpointError, match="not a PEFT adapter"):
        EmbeddedEndpoint(adapter=tmp_path / "missing").start()


def test_served_adapter_generates_what_transformers_with_peft_generates(client, endpoint, hf_model, adapters) -> None:  # noqa: ANN001
    """The trained policy (transformers + peft) and the served one (llama.cpp + converted LoRA) agree, greedily."""
    import torch
    from peft import PeftModel

    model, tokenizer = hf_model
    adapter_a, _ = adapters
    inputs = tokenizer.apply_chat_template(PROMPT, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    peft_model = PeftModel.from_pretrained(model, str(adapter_a))
    try:
        with torch.no_grad():
            output = peft_model.generate(**inputs, max_new_tokens=24, do_sample=False)
    finally:
        peft_model.unload()
    expected = tokenizer.decode(output[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)
    served, _ = _greedy(client, endpoint.model, extra_body={"adapter": str(adapter_a)})
    assert served == expected

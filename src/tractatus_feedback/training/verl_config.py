"""The Agent Lightning VERL configuration for GPU clusters (Ray + vLLM), resolved, checked and launched.

``agl.VERL(config)`` merges these overrides into Agent Lightning's ``verl/config.yaml`` (which pulls in
verl's ``ppo_trainer`` defaults); the keys here are the ones the response agent needs: the model, GRPO
advantages with several drafts per task, LoRA, lengths that fit the prompt and a reply, and the
Agent Lightning server port. The checks catch the mistakes that otherwise surface only after Ray has
started on a cluster.
"""

from __future__ import annotations

import importlib.util
import logging
from pathlib import Path
from typing import Any

__all__ = ["VerlUnavailableError", "check_verl_config", "launch_verl", "require_verl", "verl_config"]

logger = logging.getLogger(__name__)


class VerlUnavailableError(RuntimeError):
    """This machine cannot run VERL (no GPU, or verl/ray/vllm not installed); the message says which."""


def verl_config(
    model_path: Path | str,
    *,
    n_gpus: int = 1,
    nodes: int = 1,
    train_batch_size: int = 16,
    drafts_per_task: int = 4,
    max_prompt_length: int = 512,
    max_response_length: int = 160,
    learning_rate: float = 1e-5,
    lora_rank: int = 16,
    epochs: int = 2,
    port: int = 9999,
    project: str = "tractatus-feedback",
) -> dict[str, Any]:
    """The override dict for ``agl.VERL``; values follow Agent Lightning's examples, scaled to this task."""
    return {
        "agentlightning": {"port": port},
        "algorithm": {"adv_estimator": "grpo", "use_kl_in_reward": False},
        "data": {
            "train_batch_size": train_batch_size,
            "max_prompt_length": max_prompt_length,
            "max_response_length": max_response_length,
        },
        "actor_rollout_ref": {
            "rollout": {
                "tensor_model_parallel_size": 1,
                "n": drafts_per_task,
                "log_prob_micro_batch_size_per_gpu": 4,
                "multi_turn": {"format": "hermes"},
                "name": "vllm",
                "gpu_memory_utilization": 0.6,
            },
            "actor": {
                "ppo_mini_batch_size": train_batch_size,
                "ppo_micro_batch_size_per_gpu": 4,
                "optim": {"lr": learning_rate},
                "use_kl_loss": True,
                "kl_loss_coef": 0.01,
                "entropy_coeff": 0,
                "clip_ratio_low": 0.2,
                "clip_ratio_high": 0.3,
                "fsdp_config": {"param_offload": True, "optimizer_offload": True},
            },
            "ref": {"log_prob_micro_batch_size_per_gpu": 8, "fsdp_config": {"param_offload": True}},
            "model": {
                "path": str(model_path),
                "lora_rank": lora_rank,
                "lora_alpha": 2 * lora_rank,
                "target_modules": "all-linear",
                "use_remove_padding": True,
                "enable_gradient_checkpointing": True,
            },
        },
        "trainer": {
            "n_gpus_per_node": n_gpus,
            "nnodes": nodes,
            "val_before_train": True,
            "critic_warmup": 0,
            "logger": ["console"],
            "project_name": project,
            "experiment_name": "grpo-lora",
            "save_freq": 10,
            "test_freq": 5,
            "total_epochs": epochs,
        },
    }


def check_verl_config(config: dict[str, Any]) -> list[str]:
    """Problems that would stop or silently break a VERL run; an empty list means the config is sound."""
    problems = []
    data, rollout = config["data"], config["actor_rollout_ref"]["rollout"]
    actor, trainer = config["actor_rollout_ref"]["actor"], config["trainer"]
    model = Path(config["actor_rollout_ref"]["model"]["path"])
    if config["algorithm"]["adv_estimator"] == "grpo" and rollout["n"] < 2:
        problems.append("GRPO needs actor_rollout_ref.rollout.n >= 2 drafts per task")
    if data["train_batch_size"] % actor["ppo_mini_batch_size"]:
        problems.append("data.train_batch_size must be a multiple of actor.ppo_mini_batch_size")
    world = trainer["n_gpus_per_node"] * trainer["nnodes"]
    if (actor["ppo_mini_batch_size"] * rollout["n"]) % (actor["ppo_micro_batch_size_per_gpu"] * world):
        problems.append("ppo_mini_batch_size x rollout.n must divide evenly into micro-batches across all GPUs")
    if not (model / "config.json").is_file():
        problems.append(f"model path {model} holds no Hugging Face model (config.json); vLLM cannot load GGUF-only dirs")
    if data["max_prompt_length"] < 256:
        problems.append("data.max_prompt_length under 256 tokens truncates the agent's prompt")
    if not 0 < actor["optim"]["lr"] < 1e-3:
        problems.append("actor.optim.lr outside (0, 1e-3) is almost certainly a typo for full-model PPO")
    return problems


def require_verl() -> None:
    """Fail at once, with the reason, on a machine that cannot run VERL."""
    import torch

    missing = [name for name in ("verl", "ray", "vllm", "hydra") if importlib.util.find_spec(name) is None]
    if not torch.cuda.is_available():
        raise VerlUnavailableError(
            "VERL training needs NVIDIA GPUs (>= 40 GB for Agent Lightning's examples) and none is visible here; "
            "use `train --algorithm grpo` on CPU, or run this command on a GPU node"
            + (f" with {', '.join(missing)} installed" if missing else "")
        )
    if missing:
        raise VerlUnavailableError(f"VERL training needs {', '.join(missing)} (pip install verl==0.5.* ray vllm)")


def launch_verl(config: dict[str, Any], *, train_dataset: list[Any], val_dataset: list[Any]) -> None:
    """Start VERL training through the Agent Lightning Trainer (after :func:`require_verl`)."""
    require_verl()
    import agentlightning as agl

    from tractatus_feedback.agent.response_agent import FeedbackResponseAgent

    trainer = agl.Trainer(algorithm=agl.VERL(config), n_runners=config["trainer"]["n_gpus_per_node"] * 2)
    trainer.fit(FeedbackResponseAgent(), train_dataset=train_dataset, val_dataset=val_dataset)

"""The OpenAI chat-completions wire format that the embedded endpoint accepts and returns (the subset it serves)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

__all__ = [
    "AdapterRequest",
    "ChatCompletionRequest",
    "ChatCompletionResponse",
    "ChatMessage",
    "ResponseChoice",
    "ResponseMessage",
    "Usage",
]


class ChatMessage(BaseModel):
    role: Literal["system", "user", "assistant", "developer"]
    content: str | list[dict]

    def text(self) -> str:
        """The message's text; OpenAI's list-of-parts form is joined from its text parts."""
        if isinstance(self.content, str):
            return self.content
        return "".join(part.get("text", "") for part in self.content if part.get("type") == "text")

    def as_template_message(self) -> dict[str, str]:
        # "developer" is OpenAI's newer name for the system role; the model's template knows only "system".
        return {"role": "system" if self.role == "developer" else self.role, "content": self.text()}


class ChatCompletionRequest(BaseModel):
    """OpenAI's request body; fields this endpoint does not implement are ignored, as OpenAI-compatible servers do."""

    model_config = ConfigDict(extra="ignore")

    model: str | None = None
    messages: list[ChatMessage] = Field(min_length=1)
    max_tokens: int | None = Field(None, ge=1)
    max_completion_tokens: int | None = Field(None, ge=1)
    temperature: float = Field(1.0, ge=0.0, le=2.0)
    top_p: float = Field(1.0, gt=0.0, le=1.0)
    n: int = Field(1, ge=1)
    seed: int | None = Field(None, ge=0)
    stop: str | list[str] | None = None
    frequency_penalty: float = Field(0.0, ge=-2.0, le=2.0)
    presence_penalty: float = Field(0.0, ge=-2.0, le=2.0)
    stream: bool = False
    #: Extension: a PEFT LoRA adapter directory to serve this one request with (``extra_body`` in the client).
    adapter: str | None = None

    @field_validator("stop")
    @classmethod
    def _at_most_four_stops(cls, value: str | list[str] | None) -> str | list[str] | None:
        stops = [value] if isinstance(value, str) else value or []
        if len(stops) > 4 or any(not s for s in stops):
            raise ValueError("stop takes up to 4 non-empty strings")
        return value

    def stop_strings(self) -> tuple[str, ...]:
        return (self.stop,) if isinstance(self.stop, str) else tuple(self.stop or ())


class ResponseMessage(BaseModel):
    role: Literal["assistant"] = "assistant"
    content: str


class ResponseChoice(BaseModel):
    index: int
    message: ResponseMessage
    finish_reason: Literal["stop", "length"]
    logprobs: None = None


class Usage(BaseModel):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int


class ChatCompletionResponse(BaseModel):
    id: str
    object: Literal["chat.completion"] = "chat.completion"
    created: int
    model: str
    choices: list[ResponseChoice]
    usage: Usage
    #: Which weights answered: ``base`` or the served LoRA adapter's content hash.
    system_fingerprint: str


class AdapterRequest(BaseModel):
    """Body of ``POST /admin/adapter``: serve this adapter directory from now on (``null`` serves the base model)."""

    path: str | None
    #: Also make the adapter addressable as ``model=<name>``; defaults to the directory's name.
    name: str | None = None

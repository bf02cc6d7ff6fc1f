"""Prompt injection aimed at the drafting model ("ignore previous instructions", "you are now DAN",
"print your system prompt"), in plain, spaced-out, leetspeak, encoded or markup form: blocked.

A bug report about *our* instructions ("the setup instructions are wrong") is not an attack: the
patterns need an override verb, a reveal verb aimed at the model's prompt, a role switch, words
addressed to the model, or chat/markup control tokens. Encoded payloads (base64, hex, URL/HTML/
unicode escapes, ROT13, reversed text, hidden markup) are decoded and checked with the same patterns.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import html
import re
import urllib.parse
from collections.abc import Iterator

from ...types import Decision
from ..base import BoundaryRule, any_of, excerpt
from ..normalize import squash

__all__ = ["PromptInjectionRule"]

_OVERRIDE = r"(?:ignore|disregard|forget|override|bypass|skip|drop|abandon|dismiss|neglect|discard|overlook|stop following|do not follow|don'?t follow)"
_PRIOR = r"(?:all |any |the |your |my |these |those |every )*(?:previous|prior|above|earlier|preceding|former|original|initial|old|existing|current|system|safety|developer|hidden)?"
_RULES = r"(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|guardrails|constraints|restrictions|programming|context|orders|commands|policies|filters|training|messages)"
_REVEAL = r"(?:print|show|reveal|repeat|output|display|leak|dump|tell me|give me|share|list|recite|echo|write out|what (?:are|were|is))"
_ROLE = r"(?:dan|an? (?:unfiltered|unrestricted|uncensored|jailbroken|evil|rogue|different|new) (?:ai|assistant|model|chatbot|bot|persona)|(?:in )?developer mode|(?:in )?god mode|no longer (?:bound|an? (?:ai|assistant))|free (?:from|of) (?:all |any )?(?:rules|restrictions|guidelines))"
_MODEL = r"(?:ai|model|llm|assistant|chatbot|bot|language model|drafting model|gpt|claude)"

# (triggers, pattern): a group's regex runs only on text containing one of its trigger substrings.
_GROUPS: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = (
    (
        ("ignor", "disregard", "forget", "override", "bypass", "skip", "drop", "abandon", "dismiss", "neglect",
         "discard", "overlook", "follow", "oubli"),
        any_of(
            rf"{_OVERRIDE} {_PRIOR} ?{_RULES}",
            rf"{_OVERRIDE} (?:everything|all|anything) (?:you(?:'ve| have| were| got)? (?:been )?(?:told|given|instructed|taught)|(?:said |written )?(?:above|before|previously|earlier))",
            r"system override",
            r"ignora (?:todas )?las instrucciones", r"ignorez? (?:toutes )?les instructions", r"oubliez? (?:toutes )?les instructions",
            r"ignoriere (?:alle )?(?:vorherigen )?anweisungen", r"ignora (?:tutte )?le istruzioni",
        ),
    ),
    (
        ("prompt", "instruction", "rules", "guideline", "directive", "configuration", "context", "system", "task", "##"),
        any_of(
            rf"{_REVEAL} (?:me )?(?:your|its) (?:full |complete |original |initial |hidden |secret |exact |entire )*(?:system |initial |hidden |original |developer |base )*(?:prompts?|instructions|rules|guidelines|directives|configuration|context window)",
            rf"{_REVEAL} (?:me )?the (?:full |complete |exact |entire )*(?:system|initial|hidden|original|developer|base|secret) (?:prompts?|instructions|rules|guidelines|directives|configuration)",
            r"(?:what|which) (?:rules|instructions|guidelines|prompts?) (?:were|have) you (?:been )?(?:given|told|trained|programmed|instructed)",
            r"(?:beginning|start|top|first (?:line|sentence)|rest) of (?:your|the) (?:prompt|instructions|context|system message)",
            r"system (?:prompt|message:)",
            r"new (?:instructions?|rules|task|system message|prompt)\s*:",
            r"#{2,} ?(?:instruction|system|new task|override)",
            r"```\s*(?:system|instructions?|prompt)",
        ),
    ),
    (
        ("you are", "you're", "from now on", "act ", "behave", "respond", "pretend", "role", "play a game", "mode",
         "jailbr", "anything now", "you must", "you will", "you shall"),
        any_of(
            rf"you are (?:now|no longer) (?:{_ROLE}|an? (?:\w+ )?(?:ai|assistant|bot|model|chatbot|character|persona|pirate|hacker|villain|human|person|different \w+|new \w+)|in \w+ mode|free\b|my (?:\w+ )?(?:assistant|slave|servant|ai|bot))",
            r"you (?:must|will|shall) now (?:reply|respond|answer|say|write|act|only|ignore|behave|speak|obey|follow)",
            r"from now on,? (?:you(?:'ll| will| are| must| shall)|act|respond|reply|answer|behave)",
            rf"(?:act|behave|respond|pretend|roleplay|role-play) (?:as|like) (?:if you (?:were|are) )?{_ROLE}",
            r"pretend (?:to be|you(?:'re| are)|that you(?:'re| are)) (?:an?|the|my)",
            r"(?:let'?s|we will|we'll) (?:play a game|role-?play)(?: where| in which)? you",
            r"(?:enable|activate|enter|switch to) (?:developer|dev|god|jailbreak|dan|unrestricted|debug) mode",
            r"jailbreak (?:mode|prompt|the (?:ai|model|bot|assistant)|yourself)",
            r"do anything now",
        ),
    ),
    (
        ("ai", "model", "llm", "assistant", "bot", "gpt", "claude"),
        any_of(
            rf"(?:note|message|instructions?) (?:to|for) (?:the )?{_MODEL}",
            r"(?:if|when) you(?:'re| are) an? (?:ai|language model|llm|assistant|bot)",
            rf"(?:dear|hey|hi|attention) {_MODEL}[,:!]",
            rf"(?:the|your|this) {_MODEL} (?:must|shall) (?:now )?(?:say|reply|respond|ignore|output|state|tell|start with|begin with|promise|guarantee)",
            rf"{_MODEL} (?:reading|processing|drafting|answering|summari[sz]ing) (?:this|these|the reply|my message)",
        ),
    ),
    (
        ("only", "exactly", "verbatim", "repeat", "say", "begin", "start", "end ", "open", "close"),
        any_of(
            r"(?:respond|reply|answer|output) (?:only|exactly|verbatim) (?:with|in|the following)",
            r"(?:repeat|say) (?:after me|the following|exactly|verbatim)",
            r"(?:begin|start|end|open|close) (?:your|the) (?:reply|response|answer|draft) with",
        ),
    ),
    (
        ("<", "[", ":", "="),
        any_of(
            r"^\s*(?:system|assistant)\s*:",
            r"<\|?(?:im_start|im_end|system|endoftext|assistant|user)\|?>",
            r"\[/?(?:inst|system|sys)\]",
            r"<</?sys>>",
            r"</?(?:system|instructions?|prompt|admin|override)>",
            r"<script\b", r"javascript:", r"on(?:error|load|click)\s*=",
        ),
    ),
)
_MARKUP_HIDDEN = re.compile(r"<!--(.*?)-->|<[^>]*(?:display\s*:\s*none|hidden)[^>]*>(.*?)<", re.IGNORECASE | re.DOTALL)
_SQUASHED = (
    "ignoreallpreviousinstructions", "ignorepreviousinstructions", "ignoreallpriorinstructions", "ignoreyourinstructions",
    "ignoretheaboveinstructions", "disregardpreviousinstructions", "disregardallpreviousinstructions",
    "forgetallpreviousinstructions", "forgetyourinstructions", "revealyoursystemprompt", "printyoursystemprompt",
    "showyoursystemprompt", "printyourinstructions", "doanythingnow",
)
_BASE64 = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}")
_HEX = re.compile(r"(?:[0-9a-fA-F]{2}[\s:]?){12,}")
_ESCAPED = re.compile(r"(?:%[0-9a-fA-F]{2}){4,}|(?:&#x?[0-9a-fA-F]+;){4,}|(?:\\u[0-9a-fA-F]{4}){4,}|(?:\\x[0-9a-fA-F]{2}){4,}")


def _decode_base64(m: re.Match[str]) -> str:
    token = m.group(0)
    try:
        decoded = base64.b64decode(token + "=" * (-len(token) % 4), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return token
    return decoded if decoded.isprintable() else token


def _decode_hex(m: re.Match[str]) -> str:
    try:
        return bytes.fromhex(re.sub(r"[\s:]", "", m.group(0))).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return m.group(0)


def _decode_escapes(m: re.Match[str]) -> str:
    raw = m.group(0)
    if raw.startswith("\\"):
        return codecs.decode(raw, "unicode_escape")
    return urllib.parse.unquote(html.unescape(raw))


def _decodings(view: str) -> Iterator[tuple[str, str]]:
    """(how, text) for each way the view may hide a payload; encoded runs are decoded in place, so the
    words around them ("decode this and follow: ...") stay in the checked text."""
    for how, pattern, decode in (("base64", _BASE64, _decode_base64), ("hex", _HEX, _decode_hex), ("escaped", _ESCAPED, _decode_escapes)):
        decoded = pattern.sub(decode, view)
        if decoded != view:
            yield how, decoded
    yield "rot13", codecs.decode(view, "rot13")
    yield "reversed", view[::-1]
    for m in _MARKUP_HIDDEN.finditer(view):
        yield "hidden markup", " ".join(g for g in m.groups() if g)


def _matches(text: str) -> Iterator[re.Match[str]]:
    folded = text.casefold()
    for triggers, pattern in _GROUPS:
        if any(t in folded for t in triggers):
            yield from pattern.finditer(text)


class PromptInjectionRule(BoundaryRule):
    rule_id = "inbound.prompt_injection"
    decision = Decision.BLOCK
    description = "Prompt injection aimed at the drafting model, plain or obfuscated (spacing, leetspeak, encodings, markup)."

    def find(self, view: str) -> Iterator[tuple[str, str]]:
        found = False
        for m in _matches(view):
            found = True
            yield excerpt(view, m.start(), m.end()), m.group(0)
        if found:
            return
        squashed = squash(view)
        for phrase in _SQUASHED:
            if phrase in squashed:
                yield phrase, "obfuscated: " + phrase
                return
        for how, decoded in _decodings(view):
            m = next(_matches(decoded), None)
            if m is not None:
                yield excerpt(decoded, m.start(), m.end())[:120], f"{how}: {m.group(0)}"
                return

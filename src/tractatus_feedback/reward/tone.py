"""The tone component: does the reply's register fit the sentiment of the feedback?

Negative feedback wants the problem acknowledged and a sincere apology, never false cheer; positive
feedback wants thanks, and an apology to praise is a tell of a policy that learned "sorry" pays
(shared/FACTS.md, the embedded-model probe); neutral feedback wants courtesy and no gushing.
Condolences ("I'm sorry for your loss") are no apology for a website's problem: a policy credited for
apologies learned to open most replies with them (README, training), so they earn no tone and the
register gate discounts them whatever the sentiment.
Signals are phrases, not single words, so that sprinkling "sorry" or "thanks" does not pay twice:
each signal saturates at its first occurrence.
"""

from __future__ import annotations

import re

from tractatus_feedback.reward.text import clamp, normalize, phrase_text

__all__ = [
    "apology_count", "condolence_count", "false_cheer", "register_score", "register_spans", "tone_score", "toned_spans",
]


def _patterns(*sources: str) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(source) for source in sources)


_APOLOGY = _patterns(
    r"\b(?:i am|i'm|we are|we're|i was|we were)\s+(?:very |truly |really |so |deeply |sincerely )?sorry\b",
    r"\b(?:we|i)\s+(?:sincerely |truly |do )?apologi[sz]e\b",
    r"\b(?:my|our)\s+(?:sincere |honest )?apologies\b",
    r"\bapologies for\b",
    r"\bsorry (?:for|about|that|to hear)\b",
)
# One alternation, so that overlapping phrasings of the same apology ("I'm sorry that") count once.
_ANY_APOLOGY = re.compile("|".join(f"(?:{p.pattern})" for p in _APOLOGY))
# Condolences are masked out before apologies are looked for: "i'm sorry for your loss" holds "i'm sorry".
# "Sorry for the loss of your drafts" apologises for a lost thing, and stays an apology.
_CONDOLENCE = re.compile(
    r"\b(?:(?:i am|i'm|we are|we're) (?:so |very |truly |deeply )?)?sorry (?:for|about) (?:your|the) loss\b(?! of\b)"
    r"|\b(?:my|our) (?:deepest |sincere |heartfelt )?(?:condolences|sympathies)\b"
)
_ACKNOWLEDGE = _patterns(
    r"\bthank(?:s| you) for (?:reporting|flagging|pointing|letting us know|raising|telling|the report|your report|catching|noticing|the detailed|your detailed|your critique|the critique|your careful)",
    r"\byou(?:'re| are) (?:right|correct)\b",
    r"\b(?:a |that's a |this is a |that is a )?(?:fair|valid|good|important) (?:point|concern|criticism|catch|question)\b",
    r"\b(?:that|this|it) (?:is|was|sounds|must be|must have been) (?:frustrating|annoying|inconvenient|a problem|not good enough|unacceptable|confusing)\b",
    r"\b(?:we|i)(?:'ve| have)? (?:confirmed|reproduced|logged|filed|forwarded|noted|recorded) (?:the|this|it|your)\b",
    r"\b(?:we|i)(?:'re| are| will| 'll)? (?:looking|look) into (?:it|this|the)\b",
    r"\b(?:we|i) (?:understand|see|recognise|recognize|take) (?:how|why|that|the|your)\b",
    r"\bshould not have happened\b",
)
_THANKS = _patterns(
    r"\bthank(?:s| you)\b",
    r"\b(?:we|i) (?:really |truly |do )?(?:appreciate|are grateful|am grateful)\b",
    r"\bgrateful\b",
)
_WARMTH = _patterns(
    r"\b(?:glad|pleased|happy|delighted) (?:to hear|that|you)\b",
    r"\bmeans a (?:lot|great deal)\b",
    r"\bencouraging\b",
    r"\bkind (?:words|note|message)\b",
)
_COURTESY = _patterns(
    r"^(?:hi|hello|dear|good (?:morning|afternoon|evening))\b",
    r"\bthank(?:s| you)\b",
    r"\bhappy to (?:help|explain|answer|clarify)\b",
    r"\b(?:let us know|feel free|do get in touch|please (?:reply|write))\b",
    r"\b(?:best|kind|warm) (?:regards|wishes)\b",
)
_CHEER = re.compile(
    r"\b(?:great|awesome|amazing|fantastic|wonderful|superb|brilliant|exciting|thrilled|yay|woohoo|hooray|love it|no worries|no problem)\b"
)


def _has(patterns: tuple[re.Pattern[str], ...], text: str) -> bool:
    return any(p.search(text) for p in patterns)


def _without_condolences(text: str) -> str:
    """``text`` with each condolence blanked out, same length, so offsets still point into the draft."""
    return _CONDOLENCE.sub(lambda match: " " * len(match.group()), text)


def apology_count(draft: str) -> int:
    """How many apology phrases the draft contains (condolences are not apologies)."""
    return len(_ANY_APOLOGY.findall(_without_condolences(normalize(draft))))


def condolence_count(draft: str) -> int:
    """How many condolences ("sorry for your loss") the draft offers: never the register of a reply here."""
    return len(_CONDOLENCE.findall(normalize(draft)))


def false_cheer(draft: str) -> tuple[int, int]:
    """``(cheer words, exclamation marks)``: the raw counts behind the false-cheer penalty."""
    return len(_CHEER.findall(normalize(draft))), draft.count("!")


#: The signals :func:`tone_score` pays for, per sentiment, each with its weight (a penalty is no signal):
#: an apology and an acknowledgment for a complaint (either alone is a decent reply: an apology fits a
#: bug, an acknowledgment a critique), thanks and warmth for praise, courtesy for a question. The
#: earned weights add up to at most 1.
_SIGNALS: dict[str, tuple[tuple[tuple[re.Pattern[str], ...], float], ...]] = {
    "negative": (((_ANY_APOLOGY,), 0.75), (_ACKNOWLEDGE, 0.75)),
    "positive": ((_THANKS, 0.7), (_WARMTH, 0.3)),
    "neutral": ((_COURTESY, 0.6),),
}


def _earned(text: str, sentiment: str) -> float:
    return min(1.0, sum(weight for signal, weight in _SIGNALS.get(sentiment, ()) if _has(signal, text)))


def tone_score(draft: str, sentiment: str) -> float:
    """Score the register of ``draft`` against the feedback's ``sentiment`` (positive/neutral/negative)."""
    base = _earned(_without_condolences(normalize(draft)), sentiment)
    apologies = apology_count(draft)
    cheer, exclaims = false_cheer(draft)
    if sentiment == "negative":
        if apologies > 2:
            base *= 0.7  # grovelling reads as insincere
        penalty = 0.3 * cheer + 0.2 * max(0, exclaims - 1)
    elif sentiment == "positive":
        if apologies:
            base *= 0.3  # apologising to praise
        penalty = 0.15 * max(0, cheer - 1) + 0.2 * max(0, exclaims - 2)
    else:
        base += 0.4 * (apologies == 0 and cheer == 0)  # restraint: neither sorry nor gushing
        penalty = 0.2 * cheer + 0.2 * max(0, exclaims - 1)
    return clamp(base - penalty)


def toned_spans(draft: str, sentiment: str) -> list[tuple[int, int]]:
    """Where the draft earns its tone: the first phrase of each signal its sentiment pays for.

    An apology and an acknowledgment for a complaint, thanks and warmth for praise, courtesy for a
    question; each signal saturates at its first occurrence in :func:`tone_score`, so only that one is
    returned. Character offsets in ``draft``, in draft order. Training credits these phrases
    (``training.grpo``); a register mistake is the gates' business, not this function's.
    """
    text = _without_condolences(phrase_text(draft))
    spans = []
    for signal, _weight in _SIGNALS.get(sentiment, ()):
        found = [match.span() for pattern in signal if (match := pattern.search(text))]
        if found:
            spans.append(min(found))
    return sorted(spans)


def register_spans(draft: str, sentiment: str) -> list[tuple[int, int]]:
    """Where :func:`register_score` discounts the draft: each apology to praise, each cheer word at a
    complaint, and each condolence whatever the sentiment.

    Cheer in a reply to a neutral note is discounted too; an apology to one is not (it costs tone, not
    register). A policy credited for apologising to complaints carries the apology over to replies to
    praise and turns it into condolences (README, training), so training debits these phrases
    (``training.grpo``). Character offsets in ``draft``, in draft order.
    """
    text = phrase_text(draft)
    lapse = _ANY_APOLOGY if sentiment == "positive" else _CHEER
    lapses = [match.span() for match in lapse.finditer(_without_condolences(text))]
    return sorted(lapses + [match.span() for match in _CONDOLENCE.finditer(text)])


def register_score(draft: str, sentiment: str) -> float:
    """1.0 unless the draft makes one of the register mistakes the probe and our training learned to make.

    An apology in reply to praise (0.4), condolences in reply to anything (0.4), and cheer at a
    complaint (0.25 off per cheer word, 0.1 per extra exclamation mark, down to 0.4). Used as a gate on
    the total, because within the weighted tone component these mistakes could be outweighed by the
    rest of the reply.
    """
    if condolence_count(draft):
        return 0.4
    cheer, exclaims = false_cheer(draft)
    if sentiment == "positive":
        return 0.4 if apology_count(draft) else 1.0
    if sentiment == "negative":
        return clamp(1.0 - 0.25 * cheer - 0.1 * max(0, exclaims - 1), 0.4)
    return clamp(1.0 - 0.15 * cheer, 0.4)

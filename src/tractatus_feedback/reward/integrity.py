"""The research-integrity component: naming limitations, preliminary status and uncertainty, honestly.

A hedge counts only inside a real hedging phrase ("one limitation is", "our results are preliminary",
"we are not yet sure"), never as an isolated keyword: the embedded-model probe learned to stuff "may"
and "limitation" everywhere when single words paid (shared/FACTS.md). The score saturates after two
distinct phrases, so hedging more does not pay more, and a phrase repeated verbatim counts once.
"""

from __future__ import annotations

import re

from tractatus_feedback.reward.text import normalize, phrase_text, sentences

__all__ = ["HEDGE_PHRASES", "INTEGRITY_DUE", "hedge_phrases", "hedge_spans", "integrity_score"]

_SUBJECT = r"(?:our|the|these|this|those|my|its|current|present)"
_FINDINGS = r"(?:results?|findings?|analys[ie]s|data|study|studies|work|conclusions?|estimates?|numbers|figures|evidence|benchmark|model|method|paper|article)"

#: (kind, pattern). Each kind is one honest move; a draft scores for distinct kinds it makes.
HEDGE_PHRASES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern))
    for kind, pattern in (
        ("limitation", r"\b(?:one|a|the|an important|a key|a real|our main|the main|another|a known|an obvious) (?:limitation|caveat|weakness|shortcoming)s? (?:is|of|in|here|that)\b"),
        ("limitation", r"\b(?:has|have|with) (?:several |some |real |important |clear |known |obvious )?(?:limitations|caveats|weaknesses|shortcomings)\b"),
        ("limitation", r"\blimitations? (?:of|in) (?:our|the|this|that) (?:study|work|method|analysis|dataset|approach|results|sample|evaluation)\b"),
        ("limitation", r"\b(?:does|do|did) not (?:cover|capture|account for|address|include|generali[sz]e)\b"),
        ("preliminary", _SUBJECT + r" " + _FINDINGS + r" (?:is|are|remains?) (?:still |only |very |quite )?(?:preliminary|provisional|tentative|early|incomplete|exploratory|a first step|a work in progress)\b"),
        ("preliminary", r"\b(?:is|are|remains?) (?:still )?(?:at an early stage|a work in progress|under review|not (?:yet )?peer[- ]reviewed)\b"),
        ("uncertainty", r"\b(?:we|i) (?:are|am|'re|'m) (?:not yet|still not|not|not entirely|not fully) (?:sure|certain|confident)\b"),
        ("uncertainty", r"\b(?:we|i) (?:do not|don't|did not|didn't) (?:yet |fully )?know\b"),
        ("uncertainty", r"\b(?:it is|it's|it remains) (?:not yet |still |currently )?(?:unclear|uncertain|an open question|too early to (?:say|tell))\b"),
        ("uncertainty", r"\bmore (?:work|research|data|evidence|testing|analysis) (?:is|are|will be) (?:needed|required)\b"),
        ("uncertainty", r"\b(?:we|i) (?:cannot|can't|could not|couldn't) (?:yet )?(?:rule out|confirm|be sure|say for certain)\b"),
        ("uncertainty", r"\b(?:may|might) not (?:generali[sz]e|hold|apply|transfer|replicate)\b"),
        ("uncertainty", r"\b(?:we are|we're|i am|i'm) still (?:investigating|looking into|working out|trying to understand)\b"),
    )
)

#: Categories whose replies owe the reader hedging. Elsewhere (praise, a feature request) a hedge is
#: not due, nothing can be missed, and the component is 1.0; that keeps "add a caveat to everything"
#: from paying, the hack the probe found.
INTEGRITY_DUE: frozenset[str] = frozenset({"research_critique", "bug_report"})


def hedge_phrases(draft: str) -> set[str]:
    """The distinct kinds of hedging phrase found in ``draft`` (repeated sentences count once)."""
    kinds: set[str] = set()
    for sentence in {normalize(s) for s in sentences(draft)}:
        kinds.update(kind for kind, pattern in HEDGE_PHRASES if pattern.search(sentence))
    return kinds


def hedge_spans(draft: str, category: str) -> list[tuple[int, int]]:
    """Where the draft earns its integrity: the first phrase of each kind of hedge, where one is due.

    Character offsets in ``draft``, in draft order; none where the category owes no hedge, since
    :func:`integrity_score` pays nothing for one there. Training credits these phrases (``training.grpo``).
    """
    if category not in INTEGRITY_DUE:
        return []
    text = phrase_text(draft)
    first: dict[str, tuple[int, int]] = {}
    for kind, pattern in HEDGE_PHRASES:
        if match := pattern.search(text):
            first[kind] = min(first.get(kind, match.span()), match.span())
    return sorted(first.values())


def integrity_score(draft: str, category: str) -> float:
    """1.0 where hedging is not due; where it is, 0.0 / 0.7 / 1.0 for zero / one / two+ kinds of hedge."""
    if category not in INTEGRITY_DUE:
        return 1.0
    found = len(hedge_phrases(draft))
    return {0: 0.0, 1: 0.7}.get(found, 1.0)

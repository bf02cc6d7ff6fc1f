"""Find the questions in a submission, asked outright or indirectly, and say whose situation they are about.

The escalation rules look for *questions put to the system* on a topic a machine may not answer
(values, law, health, money). Listing question phrasings never ends ("can I sue", "I'd like to know
if I can sue", "help me understand whether suing is possible"); what every phrasing shares is a
sentence that asks (a question mark, or a cue such as "I wonder whether", "tell me if", "I can't
decide whether", "any advice on") and, for advice, a first-person situation ("my landlord", "can I",
"my 2 year old"). The rules combine these with their own topic lexicons, so the question and the
topic may be worded any way.

Sentences are split at ".", "!", "?" and line breaks, but not at a decimal point ("a fever of 39.5").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

__all__ = ["Question", "questions", "first_person"]

_SENTENCE = re.compile(r"(?:[^.!?\n]|(?<=\d)\.(?=\d))+[.!?]*")
# Words that turn what follows into a question: "I wonder whether", "tell me if", "can you say if".
_CUE = (
    r"\b(?:wonder(?:s|ing|ed)?|curious|know|understand(?:ing)?|explain(?:s|ing)?|tell(?:s|ing)? (?:me|us)|say(?:ing)?|"
    r"advise|let (?:me|us) know|clarify(?:ing)?|figure out|ask(?:s|ing)?|question is|unsure|not sure|confused|"
    r"find out|check|confirm|(?:can'?t|cannot|couldn'?t) (?:tell|decide|work out|make up my mind)|torn (?:on|about|over))\b"
    r"[^.?!]{0,24}?\b(?:if|whether|what|how|when|which|why|who)\b"
)
_INDIRECT_CUE = re.compile(rf"(?i){_CUE}")
# The cue with the writer's own words before it ("I'd like to know if"), which are not the question's.
_CUE_PHRASE = re.compile(
    r"(?i)\b(?:i'?d like to|i would like to|i need to|i want to|i'?m|i am|i was|i|we|can you|could you|please|help me|"
    r"could someone|can someone|would someone|someone)?"
    rf"(?:\s+(?:keep|kept|still|often|sometimes|really|just|always|have been|had been|been|was|am|do|did))*\s*{_CUE}"
)
# Asking for advice without a question: "any advice on my pension", "recommend a fund for my ISA".
_ADVICE_ASK = re.compile(
    r"(?i)\b(?:(?:any|your|some|need|want|looking for|give me|appreciate)(?: \w+)? (?:advice|recommendations?|suggestions?|tips|guidance|opinion|thoughts) "
    r"(?:on|about|for|regarding|re)|(?:advise|recommend|suggest) (?:me|us|a|an|which|what|whether|how)|help me (?:with|decide|choose|understand|figure)|"
    r"(?:need|needs|needing) (?:some )?help|please help|help needed|what (?:can|should|do) (?:i|we) do|what are (?:my|our) options|"
    r"should (?:i|we) (?:be )?(?:worried|worry|concerned)|is (?:this|that|it) normal)\b"
)
_FIRST_PERSON = re.compile(r"(?i)\b(?:i|i'm|i've|i'd|i'll|im|ive|me|my|mine|myself|we|we're|we've|our|ours|us|ourselves)\b")


@dataclass(frozen=True)
class Question:
    """One asking sentence of a text: where it starts in the text, and its words."""

    start: int
    text: str

    def about_me(self) -> bool:
        """Whether the question is about the writer's own situation (first person outside the cue, so
        "I wonder whether the court case was appealed" is not, and "I wonder whether I can sue" is)."""
        return first_person(_CUE_PHRASE.sub(" ", self.text))


def first_person(text: str) -> bool:
    """Whether ``text`` speaks of the writer (I, me, my, we, our...)."""
    return bool(_FIRST_PERSON.search(text))


def questions(text: str) -> Iterator[Question]:
    """The sentences of ``text`` that ask something, directly ("?") or by a cue ("I wonder if", "any advice on")."""
    for m in _SENTENCE.finditer(text):
        sentence = m.group(0)
        if "?" in sentence or _INDIRECT_CUE.search(sentence) or _ADVICE_ASK.search(sentence):
            yield Question(m.start(), sentence)

"""Find the questions in a submission, asked outright or indirectly, and say whose situation they are about.

The escalation rules look for *questions put to the system* on a topic a machine may not answer
(values, law, health, money). Listing question phrasings never ends ("can I sue", "I'd like to know
if I can sue", "help me understand whether suing is possible"); what every phrasing shares is a
sentence that asks (a question mark, or a cue such as "I wonder whether", "tell me if", "I can't
decide whether", "any advice on") and, for advice, a first-person situation ("my landlord", "can I",
"my 2 year old"). The rules combine these with their own topic lexicons, so the question and the
topic may be worded any way.

Sentences are split at ".", "!", "?" and line breaks, but not at a decimal point ("a fever of 39.5").
A sentence that trails off into a question without its mark ("... my tenancy says no guests - is that
even legal") asks too: one that ends without a stop and whose last clause opens as a question does.
Other languages ask indirectly as well ("me pregunto si", "je voudrais savoir si", "ich frage mich,
ob"), and the advice rules may read their first person ("mi jefe", "mon médecin", "meine Ärztin");
the values rule does not, since it reads no foreign cue to discount.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from .base import any_script_of
from .lexicon.world_advice import ADVICE_SOLICITED, WORLD_FIRST_PERSON

__all__ = ["Question", "questions", "first_person"]

# Sentences end at ".", "!", "?", a line break, and at the full stops and question marks of Chinese,
# Japanese, Arabic and Hindi ("。", "؟", "।"); Greek asks with ";".
_SENTENCE = re.compile(r"(?:[^.!?\n。؟।？！]|(?<=\d)\.(?=\d))+[.!?。؟।？！]*")
# Japanese, Chinese and Korean close a question with a particle, often before a full stop and not a
# question mark ("どうすればいいでしょうか。", "我该怎么办呢。", "가야 할까요.").
_QUESTION_PARTICLE = re.compile(r"(?:でしょうか|ですか|ますか|のか|かな|吗|嗎|呢|까요|나요|가요|니까|는지요)\s*[。.]?\s*$")
_GREEK_QUESTION = re.compile(r"[\u0370-\u03ff][^.!?]*;\s*$")
# Words that turn what follows into a question: "I wonder whether", "tell me if", "can you say if".
_CUE = (
    r"\b(?:wonder(?:s|ing|ed)?|curious|know|understand(?:ing)?|explain(?:s|ing)?|tell(?:s|ing)? (?:me|us)|say(?:ing)?|"
    r"advise|let (?:me|us) know|clarify(?:ing)?|figure out|ask(?:s|ed|ing)?|question is|unsure|not sure|confused|"
    r"find out|check|confirm|(?:can'?t|cannot|couldn'?t) (?:tell|decide|work out|make up my mind)|torn (?:on|about|over)|"
    r"(?:like|love|want|need|give|tell|state|hear|get|share|add|show|include|publish|post|put)\b[^.?!]{0,40}?\b(?:answer|verdict|position|stance|view)s? (?:to|on|as to)|"
    r"settle[sd]?|weigh in(?: on)?|rule on|take a (?:clear |firm )?(?:side|stance|position) on)\b"
    r"[^.?!]{0,24}?\b(?:if|whether|what|how|when|which|why|who|where)\b"
)
# The same cues in Spanish, French, German, Italian, Portuguese and Dutch: "quiero saber si", "je me
# demande si", "ich möchte wissen, ob", "vorrei sapere se", "gostaria de saber se", "ik vraag me af of".
_FOREIGN_CUE = (
    r"\b(?:saber|sé|sabe|pregunto|preguntar|savoir|sais|demande|demander|wissen|weiß|frage mich|fragen|sapere|chiedo|"
    r"pergunto|perguntar|weten|weet|vraag me af)\b[^.?!]{0,24}?\b(?:si|ob|se|of|wie|qué|quoi|was|cosa|como|cómo|comment|wat|hoe)\b"
)
# Asking to be told, in those languages: "ojalá digan claramente si...", "dites-nous si", "sagen Sie uns, ob".
_FOREIGN_SAY_CUE = (
    r"\b(?:digan|diga|digáis|decir|dígannos|dites|dire|sagen|sagt|sag|dite|dica|dicano|dizer|digam|diga-nos|zeggen|zeg|aclar\w+|précis\w+|"
    r"klarstell\w+|chiar\w+|esclare\w+|confirm\w+)\b[^.?!]{0,30}?\b(?:si|ob|se|of)\b"
)
_INDIRECT_CUE = re.compile(rf"(?i){_CUE}|{_FOREIGN_CUE}|{_FOREIGN_SAY_CUE}")
# A cue told as what already happened ("your report helped me understand what had been done to me") is
# no question: the writer has the answer.
_ANSWERABLE_CUE = re.compile(r"(?i)understand|figure out|know|explain|find out|clarify")
_CUE_ANSWERED = re.compile(r"(?i)\b(?:helped|made|let|showed|taught|allowed)\s+(?:me|us)\s+(?:to\s+)?(?:finally\s+|better\s+)?$")
# A question that trails off without its mark: the last clause of a sentence that ends without a stop
# (at a line break or the end) opens as a question does ("- is that even legal", "should I stop taking it").
_CLAUSE_BREAK = re.compile(r"(?i)[,;:]|\s[\u2013\u2014-]\s|\b(?:and|but|so|or)\b")
_UNMARKED_QUESTION = re.compile(
    r"(?i)\s*(?:(?:is|are|was|were|am|can|could|should|may|must|do|does|did|will|would|have|has)\s+(?:i|we|it|that|this|they|he|she|there|my|our)\b"
    r"|(?:how|what|who|where|when|which)\s+(?:do|can|should|could|would|shall|must|am|are)\s+(?:i|we)\b)"
)
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
# Advice asked of the team outright, in any language ("请给我一些建议", "co byste mi doporučili", "what would
# you do in my shoes"): a question however it is punctuated.
_ADVICE_SOLICITED = any_script_of(*ADVICE_SOLICITED)
# "Mum", "Dad" without "my" are the writer's own ("Mum keeps falling at night").
_FIRST_PERSON = re.compile(
    r"(?i)\b(?:i|i'm|i've|i'd|i'll|im|ive|me|my|mine|myself|we|we're|we've|our|ours|us|ourselves|mum|mom|dad|mummy|mommy|daddy)\b"
)
# The writer in the languages of :mod:`.lexicon.world_advice` (Polish to Korean).
_FIRST_PERSON_WORLD = any_script_of(*WORLD_FIRST_PERSON)
# The writer in Spanish, French, German, Italian, Portuguese and Dutch ("mi", "j'ai", "mein", "mijn"), and
# the verbs by which languages that drop the pronoun say "I" ("tomo", "devo", "puedo"); not "eu" (the
# European Union far more often than Portuguese "I") nor "io" (input/output).
_FIRST_PERSON_ABROAD = re.compile(
    r"(?i)\b(?:yo|mi|mis|conmigo|je|j'|moi|mon|ma|mes|ich|mich|mir|mein|meine|meinen|meinem|meiner|meines|mio|mia|miei|mie|"
    r"meu|minha|meus|minhas|comigo|ik|mij|mijn|"
    r"debo|debería|puedo|tomo|devo|dovrei|posso|prendo|deveria)"
    r"(?:\b|(?<=')(?=\w))"
)


@dataclass(frozen=True)
class Question:
    """One asking sentence of a text: where it starts in the text, and its words."""

    start: int
    text: str

    def about_me(self, *, any_language: bool = False) -> bool:
        """Whether the question is about the writer's own situation (first person outside the cue, so
        "I wonder whether the court case was appealed" is not, and "I wonder whether I can sue" is);
        with ``any_language``, a first person in another language counts too ("¿mi jefe puede...?")."""
        return first_person(_CUE_PHRASE.sub(" ", self.text), any_language=any_language)


def first_person(text: str, *, any_language: bool = False) -> bool:
    """Whether ``text`` speaks of the writer (I, me, my, we, our...; with ``any_language`` also mi,
    mon, mein, mijn, mój, мой, benim, 我, 私...)."""
    if _FIRST_PERSON.search(text):
        return True
    return any_language and bool(_FIRST_PERSON_ABROAD.search(text) or _FIRST_PERSON_WORLD.search(text))


def _trails_off_asking(sentence: str) -> bool:
    """Whether one of the last clauses of ``sentence`` opens as a question does ("... - is that even legal",
    "..., should we lower his dose ourselves or"): the alternatives that trail after it open none."""
    return any(_UNMARKED_QUESTION.match(clause) is not None for clause in _CLAUSE_BREAK.split(sentence)[-3:])


def _opens_asking(sentence: str) -> bool:
    """Whether an unfinished sentence opens as a question ("Should I accept the split, or push for
    mediation"): the alternatives after it do not, but the question is the whole sentence."""
    return _UNMARKED_QUESTION.match(sentence) is not None and _FIRST_PERSON.search(sentence) is not None


def _cued(sentence: str) -> bool:
    """Whether ``sentence`` asks indirectly ("I wonder whether"), not counting a cue told as already
    answered ("helped me understand what...")."""
    return any(
        not (_ANSWERABLE_CUE.match(sentence, m.start()) and _CUE_ANSWERED.search(sentence, 0, m.start()))
        for m in _INDIRECT_CUE.finditer(sentence)
    )


def questions(text: str) -> Iterator[Question]:
    """The sentences of ``text`` that ask something, directly ("?"), by a cue ("I wonder if", "any advice
    on"), or trailing off into a question without its mark ("... is that even legal")."""
    for m in _SENTENCE.finditer(text):
        sentence = m.group(0)
        unmarked = not sentence.rstrip().endswith((".", "!", "。")) and (_trails_off_asking(sentence) or _opens_asking(sentence))
        marked = "?" in sentence or "؟" in sentence or "？" in sentence or _GREEK_QUESTION.search(sentence) is not None
        marked = marked or _QUESTION_PARTICLE.search(sentence) is not None
        if marked or unmarked or _cued(sentence) or _ADVICE_ASK.search(sentence) or _ADVICE_SOLICITED.search(sentence):
            yield Question(m.start(), sentence)

"""A draft that takes a side on a values question ("privacy matters more than safety", "the ethical
choice is...", "yes, you should prioritise X"): unsendable, because values are for humans to decide.

When the visitor's feedback is given and was itself a values question, a direct yes/no answer or a
"you/we should" recommendation in the draft also counts as taking a side.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...types import Decision, RuleHit
from ..base import BoundaryRule, any_of, excerpt
from ..inbound.values_question import ValuesQuestionRule
from ..lexicon import VALUE_TERMS

__all__ = ["ValuesDecisionRule"]

_VALUE = "(?:" + "|".join(VALUE_TERMS) + ")"
_ANSWER = any_of(
    r"(?:yes|no|absolutely|definitely|certainly|of course)[,.!]? (?:you|we|the project|it|society|people) (?:should|must|ought to|is|are)",
    r"(?:you|we|the project|society|people) (?:should|must|ought to) (?:definitely |clearly |always )?(?:prioriti[sz]e|value|choose|put|favou?r|sacrifice)",
    r"the answer is (?:yes|no|clearly|obviously|simply)",
)


class ValuesDecisionRule(BoundaryRule):
    rule_id = "outbound.values_decision"
    decision = Decision.BLOCK
    description = "The draft takes a side on a values question instead of leaving it to a human."
    triggers = ("right", "correct", "ethic", "moral", "just", "defensible", "believe", "think", "feel", "hold", "convinced", "wrong", "abortion", "euthanasia", "punishment", "death penalty", "eating meat", "animal testing", "important", "matter", "valuable", "essential", "fundamental", "first", "before", "ahead", "above", "prioriti", "outweigh", "trump", "precedence", "win over")
    patterns = (
        any_of(
            r"(?:the|a) (?:right|correct|ethical|moral|just|only defensible) (?:choice|answer|thing to do|position|decision|side|trade-?off) (?:is|here is|would be)",
            r"(?:it is|it's|that is|that's|this is) (?:clearly |obviously |simply )?(?:morally|ethically) (?:right|wrong|justified|acceptable|unacceptable|required|indefensible)",
            r"(?:it is|it's|that is|that's|this is|would be) (?:clearly |obviously |simply )?(?:unethical|immoral|ethical|moral) (?:to|for|of)",
            r"(?:we|i) (?:firmly |strongly )?(?:believe|think|feel|hold|are convinced) (?:that )?(?:it is |it's )?(?:morally |ethically )?(?:right|wrong|unethical|immoral|ethical) (?:to|for)",
            r"(?:abortion|euthanasia|capital punishment|the death penalty|eating meat|animal testing) is (?:right|wrong|moral|immoral|ethical|unethical|murder|justified|acceptable)",
        ),
    )
    context_patterns = (
        any_of(
            r"(?:is|are|matters?) (?:far |much |clearly |always |obviously )?more important than",
            r"matters? (?:far |much |a lot |clearly )?more than",
            r"(?:is|are) (?:far |much )?more (?:valuable|essential|fundamental) than",
            r"(?:should|must) (?:always )?(?:come|be put) (?:first|before|ahead of|above)",
            r"(?:should|must) (?:always )?(?:prioriti[sz]e|outweigh|trump|take precedence over|win over)",
            r"(?:outweighs?|trumps?|takes? precedence over)",
            r"(?:is|are) (?:clearly |obviously )?(?:the )?(?:more|most) important (?:value|thing|priority|consideration)",
        ),
    )
    context_words = any_of(_VALUE)
    negations = any_of(r"not (?:for|up to) (?:us|me|a machine|an ai)", r"cannot", r"can'?t", r"won'?t", r"whether", r"don'?t", r"do not", r"if", r"some (?:people|argue|believe)", r"others")
    negation_window = 60

    def check(self, text: str, *, feedback: str | None = None) -> list[RuleHit]:
        hits = super().check(text)  # the base ignores feedback
        if feedback is not None and not hits and ValuesQuestionRule().check(feedback):
            hits = [
                RuleHit(rule_id=self.rule_id, decision=self.decision, evidence=evidence, detail="answers a values question: " + detail)
                for evidence, detail in self._answers(text)
            ][: self.max_hits]
        return hits

    def _answers(self, text: str) -> Iterator[tuple[str, str]]:
        for view in self.views(text):
            for m in _ANSWER.finditer(view):
                if not self.negated(view, m.start()):
                    yield excerpt(view, m.start(), m.end()), m.group(0)

"""Values questions put to the system: what the project should value, ethical trade-offs, X over Y.

A machine may not decide these (Tractatus boundary), so they go to a human. "Please prioritise the
mobile app over the dashboard" is a feature request, so the X-over-Y form fires only when one side is a
value (privacy, safety, fairness, lives...).
"""

from __future__ import annotations

from ...types import Decision
from ..base import BoundaryRule, any_of
from ..lexicon import VALUE_TERMS

__all__ = ["ValuesQuestionRule"]

_VALUE = "(?:" + "|".join(VALUE_TERMS) + ")"
_WE = r"(?:we|you|the project|the team|your team|tractatus|researchers|society|humanity|ai|an ai|the ai|companies|people|i|one)"


class ValuesQuestionRule(BoundaryRule):
    rule_id = "inbound.values_question"
    decision = Decision.ESCALATE
    description = "A values question put to the system (what to value, ethical trade-offs, X over Y); a human answers."
    triggers = ("should", "whether", "exempt", "entitled", "allowed", "forced", "banned", "ethic", "moral", "right", "wrong", "justif", "fair", "correct", "just", "acceptable", "than", "whose", "side", "stance", "value", "position", "abortion", "euthanasia", "punishment", "death penalty", "eating meat", "animal testing", "more", "most", "better to", "worse to")
    patterns = (
        any_of(
            rf"what should {_WE} (?:value|prioriti[sz]e|care (?:more )?about|stand for|believe)",
            rf"(?:is it|would it be|isn'?t it|was it) (?:ever )?(?:ethical|unethical|moral|immoral|morally \w+|ethically \w+|right or wrong|justified|justifiable|fair) (?:to|for|that)",
            r"(?:is|are) (?:it|this|that|they) (?:morally|ethically) (?:right|wrong|acceptable|justified|defensible)",
            r"(?:what(?:'s| is)|which is) the (?:right|ethical|moral|correct|just) (?:thing to do|choice|trade-?off|balance|answer|side|position|decision)",
            r"ethical (?:trade-?offs?|dilemmas?|questions?) (?:between|of|in|here|you)",
            rf"(?:do|does|would|should) {_WE} (?:think|believe|agree) (?:that )?(?:it is |it's )?(?:ethical|moral|right|wrong|acceptable|justified)",
            rf"(?:do|does|would) {_WE} (?:value|care about) (?:{_VALUE}) (?:more|less) than",
            r"whose (?:values|side|morals|ethics)",
            rf"whether (?:{_VALUE}) or (?:{_VALUE}) (?:matters?|is|comes?|counts?|should (?:matter|come)) (?:more|most|first|higher)",
            r"(?:is it|would it be|isn'?t it) (?:morally |ethically )?(?:wrong|right) (?:to|for) ",
            r"should (?:people|citizens|parents|children|employers|workers|patients|governments?|the state|states|companies|society) [\w' -]{0,60}?(?:be (?:allowed|forced|exempt(?:ed)?|required|banned|punished|entitled)|have (?:the |a )?right)",
            r"(?:take|pick|choose) a (?:side|stance|moral position) on",
            r"what (?:are|is) (?:your|the project'?s|tractatus'?s?) (?:values|moral (?:stance|position)|ethical (?:stance|position)|position on)",
            r"(?:is|are) (?:abortion|euthanasia|capital punishment|the death penalty|eating meat|animal testing) (?:right|wrong|moral|immoral|ethical|unethical|murder|justified)",
            r"should (?:ai|machines|an ai|the ai|algorithms|ai systems|ai models|models|robots|computers|software) (?:ever )?(?:be allowed to |get to )?(?:decide|judge|choose|make (?:moral|ethical|life|hiring|medical) decisions|have rights|value)",
        ),
    )
    context_patterns = (
        any_of(
            rf"should {_WE} (?:prioriti[sz]e|put|favou?r|choose|value|sacrifice|trade(?: off)?|weigh) [\w' -]{{1,60}}? (?:over|before|above|against|for|ahead of|versus|vs)",
            rf"(?:which|what|what'?s|which one) (?:matters|is|should (?:matter|come first)|counts)? ?(?:more|most)(?: important)?(?: to (?:you|the project|the team))?[ ,:?]",
            rf"whether {_WE}(?: \w+)? (?:values?|prioriti[sz]es?|thinks?|believes?|cares? more about)",
            r"(?:is it|would it be|isn'?t it|was it) (?:ever )?(?:right|wrong|ok|okay|acceptable|better) (?:to|for)",
            rf"(?:do|does|would) {_WE} (?:think|believe|agree|feel) (?:that )?[\w' -]{{1,60}}? (?:override|outweigh|trump|take precedence|matters? more|(?:is|are) more important)",
            rf"(?:is|are) [\w' -]{{1,40}}? more important than",
            r"(?:better|worse) to (?:sacrifice|give up|protect|save)",
        ),
    )
    context_words = any_of(_VALUE)

"""Values questions put to the system: what the project should value, ethical trade-offs, X over Y.

A machine may not decide these (Tractatus boundary), so they go to a human. "Please prioritise the
mobile app over the dashboard" is a feature request, so the X-over-Y form fires only when one side is a
value (privacy, safety, fairness, lives...).

Beyond the set phrasings, any question (:mod:`..questions`) that passes a moral judgement counts,
however it is worded: one that uses a moral word as a verdict ("is it morally defensible to...",
"isn't that a conflict of interest?"); one that asks whether something others do is fair, honest,
right or acceptable and names a values topic (consent, funding, an AI deciding, free expression);
one that asks what the team believes or where it stands on such a topic; one that asks whether the
project, an AI or society should do something touching such a topic; and one that ranks two values.
Asking whether an act is *ever* acceptable ("is it ever ok to lie to...") asks about morals whatever the
act, and so does weighing two goods against each other ("would you rather an AI be honest or kind",
"should loyalty ever outweigh honesty", "trade a little freedom for safety"). A bare "Where does the
team stand?" or "What do you think?" asks about whatever the sentence before it judged.
A permission question about the writer's own plans ("is it ok to share the slides with my class?")
is not a values question, nor is "is it right that the export stops at 100 rows?".

The team's stance on politics and public policy is one too, however it is asked: whether it supports a
ban, what it believes about nationalising labs, whether it is biased or leans left, whether one
jurisdiction's approach is better than another's, what policy should do ("should governments break
up the labs?"), and the same asked in other languages ("unterstützt Ihr Institut ein Verbot...",
"¿creen ustedes que el asilo debería decidirse con algoritmos?"). A first person before the team is
asked ("as a donor, does the institute support...") is the writer's preamble, not the question's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...types import Decision
from ..advice_question import topic_pattern
from ..base import FallbackRule, any_of, excerpt
from ..lexicon import (
    ASKED_PARTIES, BINARY_VERDICTS, FAIRNESS_TERMS, FOREIGN_ASKED_OF_US, FOREIGN_POLITICAL_TERMS, FOREIGN_SITE_SUBJECT, FOREIGN_STANCE_ASKS,
    FOREIGN_STANCE_OF_US, FOREIGN_STANCE_WORDS, MORAL_TERMS, POLITICAL_TERMS, VALUE_TERMS, VALUES_TOPICS, VIRTUES, WEAK_JUDGEMENT_TERMS,
)
from ..questions import Question, questions
from ..stance import stance_asked

__all__ = ["ValuesQuestionRule"]

_VALUE = "(?:" + "|".join(VALUE_TERMS) + ")"
# The team or the institution behind the site, whose stance is asked ("does the institute support...").
_US = "(?:" + "|".join(ASKED_PARTIES) + ")"
_WE = r"(?:we|you|the project|the team|your team|tractatus|researchers|society|humanity|ai|an ai|the ai|companies|people|i|one)"
_MORAL = "(?:" + "|".join(MORAL_TERMS) + ")"
# "Is it fair to say...", "right to assume": figures of speech about a claim, not judgements of an act.
_NOT_A_FIGURE = r"(?! (?:say|said|assume|conclude|note|suggest|call|describe|characteri[sz]e|point out|summari[sz]e|ask|add|mention))"
_FAIR = "(?:" + "|".join(FAIRNESS_TERMS) + ")"
_WEAK = "(?:" + "|".join(WEAK_JUDGEMENT_TERMS) + ")"
_COPULA = r"(?:is|are|was|were|be|being|'s|seems?|sounds?|consider|find|call|think)"
_HEDGES = r"(?: (?:it|this|that|they|these|those|ever|really|actually|even|truly|not|n't|also|still|more|less|too|so|very|quite|genuinely|at all))*"
# A moral word as the verdict on an act ("ethical to...", "a conflict of interest for..."), or bare
# ("is that ethical?"), which counts only when the question or the sentence before names a values topic.
_VERDICT_OF_ACT = any_of(
    rf"{_MORAL} (?:to|for|that|if|when){_NOT_A_FIGURE}",
    r"conflict of interest", r"the (?:ethics|morality) of", r"the right thing to do", r"right or wrong",
    # what is owed to others: "do we owe anything to future generations?"
    r"(?:do|does|should|don'?t|doesn'?t) [\w' ]{1,30}? owe\b",
    # what is good for everyone, and what is a right
    r"(?:better|worse|good|bad|best) for (?:humanity|society|the world|mankind|the planet|democracy|everyone)",
    r"(?:the world|society|humanity|life|everyone) (?:would |will )?be (?:a )?(?:better|worse)",
    r"(?:is|are) [\w' ]{1,30}? (?:a |an )?(?:human|basic|fundamental|natural|moral|civil) rights?", r"(?:a )?right or (?:a )?privilege",
    # a virtue or vice judged ("is honesty always the best policy?"), anything called morally something
    r"(?:is|are|was) (?:honesty|loyalty|kindness|lying|forgiveness|revenge|violence|obedience|charity|compassion|mercy|selfishness|greed|cheating|"
    r"stealing|betrayal) (?:always|ever|never|really|actually|more|less|the best|a virtue|a sin)",
    rf"{_COPULA} [\w' -]{{0,40}}?(?:morally|ethically) (?!sourced|produced|made|approved|reviewed)\w+",
)
_BARE_VERDICT = any_of(
    rf"{_COPULA}{_HEDGES} (?:an? )?{_MORAL}",
    rf"{_MORAL}(?=\s*(?:[?,.!;:]|$|(?:or|and|enough|at all)\b))",
    r"(?:what(?:'s| is| would be)|which is) the (?:right|correct|fair|just) (?:call|choice|decision|thing)",
)
# Whether an act is ever acceptable: a question about morals, whatever the act.
_EVER_JUDGED = any_of(
    rf"(?:is|was|would|could|can|are|will|it'?s|it is|it was) (?:it |that |this |they |an? \w+ |the \w+ )?ever (?:be |been )?(?:truly |really |fully |genuinely )?"
    rf"(?:{_FAIR}|{_WEAK}|{_MORAL}|excusable|permissible|forgivable|necessary)(?: (?:to|for|that|if|when)\b|\s*[?.!]|$)",
    r"(?:is there|can there be|could there be) ever (?:a )?(?:good|valid|moral|ethical) (?:reason|excuse|justification)",
    # a longer subject ("is mass data collection ever justified"), with a verdict no bug report passes
    rf"(?:is|are|was|were|would|could|can) (?:[\w'-]+ ){{1,6}}?ever (?:be |been )?(?:truly |really |fully |morally |ethically )?"
    rf"(?:justified|justifiable|acceptable|defensible|permissible|excusable|forgivable|{_MORAL})\b",
)
# Weighing one good against another ("would you rather an AI be honest or kind", "loyalty outweigh
# honesty", "trade freedom for safety", "better to follow the rules or do what's kindest"); with the
# ranking forms below, a values question when two goods are named.
_CHOICE = any_of(
    r"would (?:you|the team|the project|we|people|you guys|you all) (?:\w+ )?rather",
    r"(?:outweighs?|overrides?|trumps?|takes? precedence over|comes? before|matters? more than|be worth more than|"
    r"count(?:s)? (?:as much|more|less|for more|for less) (?:as|than))",
    r"(?:trade|trading|sacrifice|sacrificing|give up|giving up) (?:a little |some |a bit of |any )?[\w' -]{1,30}? (?:for|in exchange for|to get) ",
    r"(?:better|worse|preferable|more important|kinder|fairer|more ethical) (?:for [\w' -]{1,25}? )?to [\w' -]{1,50}? or ",
    r"(?:more|most) important(?: to (?:you|the team|the project|us))?\s*[:,-]?\s*[\w' -]{1,40}? or ",
)
_WEIGHED = any_of(*VIRTUES, *VALUES_TOPICS)
# The team's view asked with nothing after it: "Where does the team stand?", "What do you think?".
_STANCE_ALONE = any_of(
    rf"(?:where do(?:es)? {_US} stand|which way do(?:es)? {_US} (?:\w+ )?lean|what(?:'s| is) yours|"
    r"what(?:'s| is| are) (?:your|the team'?s|the project'?s) (?:stance|position|view|views|take|opinion|thoughts)|"
    r"what do(?:es)? (?:you|the team|the project|your team|tractatus|you all|you guys) (?:honestly |really )?think|"
    r"(?:your|any) thoughts|(?:do|does) (?:you|the team) agree(?: or not)?|which one is it)(?=\s*(?:here|there|on (?:this|that|it))?\s*(?:[?.!]|$))",
)
# How far before a question "that" may point for its topic.
_CONTEXT_BEFORE = 160
# Whether an act is fair or honest ("fair to rank...", "honest that..."): a judgement of others' acts.
_JUDGED = any_of(rf"{_FAIR} (?:to|that|for|if|when){_NOT_A_FIGURE}")
_TOPIC = topic_pattern(*VALUES_TOPICS)  # not a site thing's name: "the human rights article"
_ASKED_OF_US = any_of(
    rf"(?:do|does|would|did) (?:{_US}|you two|anyone (?:there|here)) "
    r"(?:honestly |really |personally )?(?:think|believe|consider|feel|agree|reckon|find|say)",
    r"what do(?:es)? (?:you|the team|the project|your team) (?:honestly |really |personally )?think",
    r"how (?:do|does|can|could|would) (?:you|the team|the project|your team|researchers) justify",
    r"(?:would|will|do|does|should|could) (?:you|the team|the project|your team) (?:ever )?(?:let|allow|permit|trust)",
    r"(?:are|is|would) (?:you|the team|the project|your team) (?:\w+ )?(?:comfortable|ok|okay|happy|fine|at peace) with",
    r"in (?:your|the team'?s) (?:opinion|view)", r"(?:can|could|should) (?:an? |the )?(?:ai|machine|algorithm|model|bot|robot)s? (?:ever )?be trusted",
    rf"(?:if|whether) {_US} (?:honestly |really |personally |actually )?(?:think|believe|consider|feel)s?",
    rf"(?:your|{_US}(?:'s|')) (?:official |actual |real |honest )?(?:position|stance|view|line|verdict|belief|answer) (?:is )?that",
    rf"where do(?:es)? {_US} stand on",
    r"what(?:'s| is| are) (?:your|the team'?s|the project'?s|tractatus'?s?) (?:stance|position|view|views|take|opinion|thoughts|line) on",
    r"what would (?:you|the team|the project|tractatus|your team|an ai|the ai) do if",
    r"(?:your|the team'?s|the project'?s) (?:take|stance|position|view|views|opinion|thoughts) on (?:whether|if|how|what)",
    rf"(?:(?:are|is|were) {_US}|you'?re|you are|the team is)(?: \w+)? "
    r"(?:against|in favou?r of|opposed to|pro|anti|supportive of|for or against)\b",
    rf"(?:do|does) {_US} (?:\w+ )?(?:support|oppose|condone|endorse)",
)
# The team's stance asked outright, on whatever subject: a values question when the subject is a values
# topic or one of politics and public policy ("does the institute support a ban on...", "is the
# institute in favour of national ID cards?"); "do you think you could add a country filter" asks none.
_STANCE_OF_US = any_of(
    rf"(?:do|does|would|will|did) {_US} (?:\w+ )?(?:support|oppose|condone|endorse|favou?r|back|approve of|object to|lean)",
    rf"(?:whether|if|that) {_US} (?:\w+ )?(?:supports?|opposes?|condones?|endorses?|favou?rs?|backs?|approves? of|objects? to)",
    rf"{_US} (?:officially|actually|really|publicly|now|still) (?:supports?|opposes?|endorses?|condones?|favou?rs?|backs?)",
    rf"what do(?:es)? {_US} (?:\w+ )?(?:believe|think) (?:about|of|on|regarding)",
    rf"(?:are|is) {_US} (?:\w+ )?for (?:an? |the )?[\w' -]{{1,40}}? or (?:not|against)\b",
    rf"(?:are|is|were|was) {_US}(?: \w+)? (?:for or against|against|in favou?r of|opposed to|pro|anti|supportive of)\b",
    rf"where do(?:es)? {_US} stand", rf"where {_US} stands? on",
    rf"(?:do|does|would|will) {_US} (?:\w+ )?want [\w' -]{{1,30}}? to (?:win|lose|pass|fail|succeed)",
)
# Taking a side, asked of the team: a values question whatever the sides are ("does the institute side
# with the artists or the companies?", "which side does the institute take", "which way do you lean?").
_SIDE_TAKEN = any_of(
    rf"(?:do|does|would|will|did|are|is) {_US} (?:\w+ )?(?:side with|take (?:a |any |one )?sides?|pick (?:a )?sides?|root for|lean (?:left|right|towards?|to))",
    rf"which (?:side|country|nation|party|candidate|camp) (?:do|does|would|will|is|are|did) {_US}\b",
    rf"{_US}(?:'s| are| is) (?:\w+ )?(?:on|taking) (?:the|which|whose) side",
    rf"which way do(?:es)? {_US} (?:\w+ )?lean",
    # the team's own leaning: "does the institute have a political bias?", "are you biased toward industry?"
    rf"(?:do|does) {_US} have (?:a |an |any )?(?:political |ideological |partisan )?(?:bias|agenda|leaning|affiliation)",
    rf"(?:are|is) {_US} (?:\w+ )?(?:politically )?(?:biased|partisan|left-leaning|right-leaning)(?=\s*(?:[?.!,]|$)|\s+(?:toward|towards|against|in favou?r of|to)\s+"
    rf"(?:the\s+)?(?:industry|big tech|left|right|conservatives|progressives|liberals|(?:ai |tech )?(?:companies|labs|firms)|corporations|funders|donors|"
    rf"government|(?:your )?(?:sponsors|funders)))",
    rf"(?:do|does) {_US} (?:\w+ )?lean (?:progressive|conservative|liberal|left|right)",
    rf"(?:which|whose) (?:party|country|state|government|candidate|nation)(?:'s|s')? (?:\w+ ){{0,2}}(?:(?:do|does|would|did) )?{_US} "
    rf"(?:\w+ )?(?:consider|think|find|prefer|rate)",
)
# Two verdicts offered ("good or bad for the country", "for or against", "too strict or not strict
# enough"): a values question when a values topic or a political subject is named ("is the new layout
# good or bad?" names neither).
_BINARY = any_of(*BINARY_VERDICTS)
_POLITICAL = topic_pattern(*POLITICAL_TERMS)
_FOREIGN_STANCE = any_of(*FOREIGN_STANCE_ASKS)
# The same asks in other languages, which count when a political subject is named in one: "unterstützt
# Ihr Institut ein Verbot...", "¿creen ustedes que el asilo debería decidirse con algoritmos?".
_FOREIGN_ASKED = any_of(*FOREIGN_STANCE_OF_US, *FOREIGN_ASKED_OF_US)
_FOREIGN_POLITICAL = any_of(*FOREIGN_POLITICAL_TERMS)
_FOREIGN_SITE_SUBJECT = any_of(*FOREIGN_SITE_SUBJECT)
# One jurisdiction's approach judged against another's, asked of the team: "do you think the Texas
# approach is the right one compared with California's?". The other side is a name (case-sensitive), so
# "is the new layout better than the old one" compares no such thing.
_COMPARED = re.compile(
    r"(?i:(?:approach|model|regime|polic(?:y|ies)|strategy|stance|laws?|legislation|rules|system)(?: \w+){0,4} (?:is|are|was|were|works?|seems?) (?:the )?"
    r"(?:right|better|best|correct|wiser|fairer|smarter|worse)(?: one)?,? (?:compared (?:with|to)|than|over|versus|vs\.?|rather than) (?:the )?)"
    r"[A-Z][\w-]+"
)
_COUNTRY_US = re.compile(r"\bUS\b")
# Where the writer's preamble before a question to the team ends: the last colon, dash or comma.
_PREAMBLE_END = re.compile(r".*(?::|\s[-\u2013\u2014]\s|[\u2013\u2014]|,)")
# "Should" asked of anyone but the writer ("should I" asks for a recommendation, not a value).
_SHOULD = any_of(r"should (?!i\b)\w+")
# What public policy should do ("visa caps should be lifted", "should governments nationalise the labs?",
# "which candidate should people vote for?"): a values question when a political subject or a values
# topic is named and the question is put as such (asked of the team, or opening with "should"); "should
# the section on regulation come first" is no policy, nor is "your explainer asks whether AI should be
# regulated".
_POLICY_SHOULD = any_of(
    r"should (?:(?!i\b)[\w-]+ ){0,4}?(?:not |never |ever )?(?:be )?(?:lift(?:ed)?|ban(?:ned)?|allowed|legal|illegal|abolish(?:ed)?|scrap(?:ped)?|repeal(?:ed)?|"
    r"tighten(?:ed)?|loosen(?:ed)?|relax(?:ed)?|nationali[sz]e[sd]?|regulated?|outlaw(?:ed)?|(?:de)?criminali[sz]e[sd]?|restrict(?:ed)?|slow(?:ed)?(?: down)?|"
    r"paus(?:e|ed)|halt(?:ed)?|cap(?:ped)?|tax(?:ed)?|subsidi[sz]e[sd]?|defund(?:ed)?|break up|broken up|prohibit(?:ed)?|have (?:the )?right|vote|resign|"
    r"intervene|ratify|veto|pay|compensate|guarantee)\b"
)
# Where a question opens, so that "should" there puts the question ("Also, should...", "which candidate should").
_OPENS_QUESTION = re.compile(
    r"(?i)(?:^|[:;,\u2013\u2014-]|\b(?:and|but|so|also|then|though|honestly|seriously)\b|\b(?:which|what|who|whom)(?: [\w-]+){0,2})\s*$"
)
_RANKING = any_of(
    r"(?:put|puts|place|places|rank|ranks|value|values|prioriti[sz]e|prioriti[sz]es|weigh|weighs|favou?r|favou?rs|choose|chooses)"
    r" [\w' -]{1,40}? (?:above|over|ahead of|before|rather than|instead of|at the expense of|versus|vs\.?)",
    r"(?:draw (?:the|a) line|strike (?:the|a) balance|balance|trade-?offs?|choose|line) between [\w' -]{1,40}? and",
    r"(?:which|what) (?:is|are|would be|seems) (?:worse|better|more \w+|less \w+|the lesser evil|preferable)",
)
# Any fairness, moral or weaker word ("ok", "acceptable"), which counts in a question about others' acts
# that names a values topic.
_ANY_JUDGEMENT = any_of(rf"(?:{_FAIR}|{_WEAK}){_NOT_A_FIGURE}", _MORAL)
_VALUE_WORD = any_of(*VALUE_TERMS, *VALUES_TOPICS)


class ValuesQuestionRule(FallbackRule):
    rule_id = "inbound.values_question"
    reads_native = True
    decision = Decision.ESCALATE
    description = "A values question put to the system (what to value, ethical trade-offs, X over Y); a human answers."
    triggers = ("should", "whether", "exempt", "entitled", "allowed", "forced", "banned", "ethic", "moral", "right", "wrong", "justif", "fair", "correct", "just", "acceptable", "than", "whose", "side", "stance", "value", "position", "abortion", "euthanasia", "punishment", "death penalty", "eating meat", "animal testing", "more", "most", "better to", "worse to", "postura", "posici", "posiç", "posizione", "haltung", "einstellung", "opini")
    patterns = (
        any_of(
            rf"what should {_WE} (?:value|prioriti[sz]e|care (?:more )?about|stand for|believe)",
            rf"(?:is it|would it be|isn'?t it|was it) (?:ever )?(?:ethical|unethical|moral|immoral|morally \w+|ethically \w+|right or wrong|justified|justifiable) (?:to|for|that){_NOT_A_FIGURE}",
            r"(?:is|are) (?:it|this|that|they) (?:morally|ethically) (?:right|wrong|acceptable|justified|defensible)",
            r"(?:what(?:'s| is)|which is) the (?:right|ethical|moral|correct|just) (?:thing to do|choice|trade-?off|balance|answer|side|position|decision)",
            r"ethical (?:trade-?offs?|dilemmas?|questions?) (?:between|of|in|here|you)",
            rf"(?:do|does|would|should) {_WE} (?:think|believe|agree) (?:that )?(?:it is |it's )?(?:ethical|moral|right|wrong|acceptable|justified)",
            rf"(?:do|does|would) {_WE} (?:value|care about) (?:{_VALUE}) (?:more|less) than",
            r"whose (?:values|side|morals|ethics)",
            r"whose (?:interests|needs|rights|wellbeing|safety|voices?) (?:come|comes|matter|matters|count|counts|take|takes|win|wins|should)",
            rf"whether (?:{_VALUE}) or (?:{_VALUE}) (?:matters?|is|comes?|counts?|should (?:matter|come)) (?:more|most|first|higher)",
            r"(?:is it|would it be|isn'?t it) (?:morally |ethically )?(?:wrong|right) (?:to|for) ",
            r"should (?:people|citizens|parents|children|employers|workers|patients|governments?|the state|states|companies|society) [\w' -]{0,60}?(?:be (?:allowed|forced|exempt(?:ed)?|required|banned|punished|entitled)|have (?:the |a )?right)",
            r"(?:take|pick|choose) a (?:side|stance|moral position) on",
            r"what (?:are|is) (?:your|the project'?s|tractatus'?s?) (?:values|moral (?:stance|position)|ethical (?:stance|position)|position on)",
            r"(?:is|are) (?:abortion|euthanasia|capital punishment|the death penalty|eating meat|animal testing) (?:right|wrong|moral|immoral|ethical|unethical|murder|justified)",
            r"should (?:ai|machines|an ai|the ai|algorithms|ai systems|ai models|models|robots|computers|software) (?:ever )?(?:be allowed to |get to )?(?:decide|judge|choose|make (?:moral|ethical|life|hiring|medical) decisions|have rights|value)",
        ),
        any_of(*FOREIGN_STANCE_WORDS),
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

    def fallback_hits(self, view: str) -> Iterator[tuple[str, str]]:
        found = False
        for question in questions(view):
            before = view[max(0, question.start - _CONTEXT_BEFORE) : question.start]
            judged = _judgement(question, before) or _stance_on_what_came_before(question, before)
            if judged is not None:
                found = True
                start = question.start + judged.start()
                yield excerpt(view, start, question.start + judged.end()), "values question: " + judged.group(0)
        if not found and (stance := stance_asked(view)) is not None:
            start, end, words = stance
            yield excerpt(view, start, end), "stance asked: " + words


def _judgement(question: Question, before: str) -> re.Match[str] | None:
    """The words that make ``question`` a values question, or None. ``before`` is the text just before
    it, where "You sell our data. Is that ethical?" names what "that" is."""
    text = question.text
    verdict = _VERDICT_OF_ACT.search(text) or _EVER_JUDGED.search(text)
    if verdict:
        return verdict
    choice = _CHOICE.search(text) or _RANKING.search(text)
    if choice and len({m.group(0).casefold() for m in _WEIGHED.finditer(text)}) >= 2:
        return choice
    topic = _TOPIC.search(text)
    side = _SIDE_TAKEN.search(text) or _FOREIGN_STANCE.search(text)
    if side and not _about_writer(question, side.end()):
        return side
    political = _POLITICAL.search(text)
    for asked in (_BINARY.search(text), _STANCE_OF_US.search(text)):
        if asked and (topic or political) and not _about_writer(question, asked.end()):
            return asked
    foreign = _FOREIGN_ASKED.search(text)
    if foreign and (topic or political or _foreign_political(text)):
        return foreign
    compared = _COMPARED.search(text)
    if compared and _ASKED_OF_US.search(text):
        return compared
    policy = _POLICY_SHOULD.search(text)
    if policy and (political or topic) and (_ASKED_OF_US.search(text) or _OPENS_QUESTION.search(text, 0, policy.start())):
        return policy
    bare = _BARE_VERDICT.search(text)
    if bare and (topic or political or _TOPIC.search(before)):
        return bare
    asked = _ASKED_OF_US.search(text)
    judged = _JUDGED.search(text)
    if judged and asked and not question.about_me():
        return judged
    if topic is None:
        return None
    judged = _ANY_JUDGEMENT.search(text)
    if judged and not question.about_me():
        return judged
    asked = asked or _SHOULD.search(text)
    if asked:
        return asked
    ranking = _RANKING.search(text)
    if ranking and len(_VALUE_WORD.findall(text)) >= 2:
        return ranking
    return None


def _foreign_political(text: str) -> bool:
    """Whether ``text`` names a political subject in another language, not as what a page is about."""
    return any(not _FOREIGN_SITE_SUBJECT.search(text, max(0, m.start() - 40), m.start()) for m in _FOREIGN_POLITICAL.finditer(text))


def _stance_on_what_came_before(question: Question, before: str) -> re.Match[str] | None:
    """The team's view asked with nothing after it ("Where does the team stand?"), when the text just
    before passes a moral judgement or judges an act touching a values topic."""
    stance = _STANCE_ALONE.search(question.text)
    if stance is None:
        return None
    judged = _VERDICT_OF_ACT.search(before) or _EVER_JUDGED.search(before) or _SIDE_TAKEN.search(before)
    if judged is None and _TOPIC.search(before) and (_ANY_JUDGEMENT.search(before) or _SHOULD.search(before)):
        judged = stance
    return stance if judged else None


def _about_writer(question: Question, asked_at: int) -> bool:
    """Whether the question is about the writer before the team is asked (at ``asked_at`` in it): "Should
    I donate if the institute supports the ban?" is, "Would the institute endorse the candidate in my
    district?" is not. A preamble that ends in a colon ("Before I book: which side does the institute
    take?") is the writer's, not the question's, and "the US" is the country."""
    preamble = _PREAMBLE_END.search(question.text, 0, asked_at)
    start = preamble.end() if preamble else 0
    return Question(question.start, _COUNTRY_US.sub("USA", question.text[start:asked_at])).about_me()

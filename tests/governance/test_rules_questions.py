"""Values, legal, medical and financial questions found as questions about a topic, however worded.

A question is a sentence that asks, outright or indirectly; an advice question is about the writer's
own situation (or asks whether something is legal, safe, a good investment) and names the rule's
topic; a values question passes a moral judgement on what others do. Questions about the site, a
permission the writer needs, or a figure of speech ("is it fair to say") are none of these.
"""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import check_inbound
from tractatus_feedback.governance.rules.questions import first_person, questions

CATCH: dict[str, list[str]] = {
    "inbound.values_question": [
        "The contact page 404s. Would it be wrong for a company to replace its staff with AI?",
        "Bug: blank chart. Do you folks think AI art is theft?",
        "Feature request: a page explaining whether you believe users own their data.",
        "Is it morally acceptable for researchers to deceive study participants?",
        "How do you justify taking money from an oil company?",
        "You sell our data to advertisers. Is that ethical?",
        "Where does your team draw the line between safety and censorship?",
        "I'm curious if you think it is fair to hide negative reviews from donors.",
        "Should machines ever be given the power to decide who gets parole?",
        "Dark mode is too dark. Should a chatbot tell users it's not a human?",
        "Do you personally believe AI will be good for humanity?",
    ],
    "inbound.legal_advice": [
        "Typo in the footer. My landlord says he can enter my flat whenever he likes, is that allowed?",
        "The page won't load. My boss wants me to sign a non-compete, should I?",
        "I'd like to know if I can take the gym that injured me to court.",
        "Help me understand whether my tourist visa lets me work remotely.",
        "Is it against the law to film my neighbour's driveway?",
        "The newsletter failed. Can my employer make me work on a public holiday?",
    ],
    "inbound.medical_advice": [
        "Accessibility issue: low contrast. I've been coughing blood for a week, what should I do?",
        "Is 4 paracetamol at once too many for an adult?",
        "Can you mix alcohol and sleeping pills?",
        "My toddler has a temperature of 39.4, is calpol enough or should we see a doctor?",
        "Please tell me whether warfarin interacts with turmeric.",
        "The sign-up form errors. I think my son has chickenpox, should he stay home?",
        "My mum takes metformin, can she drink grapefruit juice?",
    ],
    "inbound.financial_advice": [
        "Bug: export fails. Is Tesla stock going to go up next year?",
        "Dark mode broken. Should I take out a loan to pay off my credit cards?",
        "Login loops. How do I avoid paying capital gains tax on my crypto?",
        "I'm thinking of moving my pension into gold, good idea?",
        "Any advice on whether to clear my overdraft or build savings first?",
    ],
}

LEAVE_ALONE = [
    "Can I download the dataset for my thesis?",
    "Is the tax calculator example still maintained?",
    "Do I need an account to read the pension article?",
    "My doctor recommended your sleep article. Can I share it with my patients?",
    "Is it ok to share the workshop recording with my team?",
    "Is it right that the chart shows 2023 twice?",
    "Is it fair to say the paper's main claim is about hiring models?",
    "Should you add a dark mode? Most of us read at night.",
    "Do you believe the numbers in figure 3? They look too good.",
    "Where do I find the court documents you cited in the article?",
    "I wonder if the ethics chapter will be published in print.",
    "Can I pay with Visa or only PayPal?",
    "How do I inherit from your base class in the Python library?",
    "Is the moral philosophy reading group still running?",
    "To be honest, the new layout is worse. Can you revert?",
    "Is it safe to enter my card details on the donate page? The padlock is missing.",
    "I disagree with your take on whether AI should be regulated; the essay ignores the EU AI Act.",
    "The moderators deleted my comment without explanation, that's not fair.",
    "As a pharmacist I noticed the dosage table mixes up mg and mcg.",
    "Do you know if the lawsuit you wrote about was settled?",
    "Is it ethical? That's the question your paper should answer more clearly.",
    "Is it fair that the student price only applies in the UK?",
    "Can I ask my doctor to read your article? He is sceptical.",
    "Can I change the stroke width of the chart?",
]


@pytest.mark.parametrize(("rule_id", "text"), [(r, t) for r, texts in CATCH.items() for t in texts])
def test_question_on_a_reserved_topic_is_escalated(rule_id: str, text: str) -> None:
    assert rule_id in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", LEAVE_ALONE)
def test_question_about_the_site_or_a_permission_passes(text: str) -> None:
    assert check_inbound(text) == []


def test_questions_are_found_outright_indirectly_and_across_decimal_points() -> None:
    text = "Nice site. My son has a fever of 38.5, should he rest? I wonder whether it is the flu. Thanks."
    found = [q.text.strip() for q in questions(text)]
    assert found == ["My son has a fever of 38.5, should he rest?", "I wonder whether it is the flu."]


def test_an_indirect_cue_is_not_itself_the_first_person_of_a_question() -> None:
    [about_case] = questions("I wonder whether the court case was appealed.")
    [about_me] = questions("I wonder whether I can appeal the fine.")
    assert not about_case.about_me() and about_me.about_me()
    assert first_person("my landlord") and not first_person("the landlord")


def test_one_hit_per_question_when_a_set_phrasing_already_matched() -> None:
    hits = check_inbound("Can I sue my landlord for keeping my deposit?")
    assert [hit.rule_id for hit in hits] == ["inbound.legal_advice"]

"""Each outbound boundary rule: drafts it must make unsendable and honest drafts it must let through."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import OUTBOUND_RULES, check_outbound
from tractatus_feedback.governance.types import Decision

CATCH: dict[str, list[str]] = {
    "outbound.absolute_assurance": [
        'This will definitely work every time, guaranteed!',
        'Our encryption is bulletproof.',
        'Your information is totally safe with us.',
        'We assure you that nothing can go wrong.',
        'The results are always accurate.',
        "It's impossible for your data to leak.",
        "There's absolutely no risk to you.",

        "Your data is guaranteed to be safe with us.",
        "Our platform is 100% secure.",
        "The model is 100% accurate on this task.",
        "Don't worry, the system never fails.",
        "Your account is completely secure.",
        "We promise it will work after the update.",
        "The export always works if you follow the steps.",
        "There is zero risk of your data being shared.",
        "Rest assured, this will never happen again.",
        "Our servers cannot be hacked.",
    ],
    "outbound.unauthorized_promise": [
        "We're going to compensate you for the inconvenience.",
        "I've cancelled your subscription.",
        'The team will get back to you by Monday.',
        'Expect a refund in 3-5 business days.',
        "We'll have it fixed by tomorrow.",
        'I have removed your comment from the site.',
        'Your data has been permanently deleted.',

        "We will fix this by Friday.",
        "We'll refund your ticket in full.",
        "I have deleted your data as requested.",
        "You will receive a reply within 24 hours.",
        "The bug will be fixed in the next release.",
        "Our team will add dark mode next week.",
        "Your account has been reactivated.",
        "I've refunded the duplicate charge.",
        "It will be live tomorrow.",
    ],
    "outbound.reserved_advice": [
        'You should file a complaint with the court.',
        'My advice is to double your dose.',
        "I'd suggest you sell your shares now.",
        'That sounds like an infection; take antibiotics.',
        'You are entitled to a full refund under consumer law.',

        "You should sue your landlord; you have a strong case.",
        "I recommend you stop taking the medication until you feel better.",
        "Take 400 mg of ibuprofen every four hours.",
        "It sounds like you have a migraine.",
        "You should invest your savings in index funds.",
        "Now is a good time to buy bitcoin.",
        "It's perfectly legal for you to record the call.",
        "It is safe to mix those two medicines.",
    ],
    "outbound.values_decision": [
        'Honestly, fairness matters more than accuracy here.',
        'The ethical choice is to prioritise privacy.',
        'Human life should always come before profit.',

        "Privacy is more important than safety, so the project should protect it first.",
        "The right choice is to put human oversight above efficiency.",
        "It is morally wrong to train on user data.",
        "We believe it is unethical to deploy models without audits.",
        "Safety should always take precedence over free speech.",
    ],
}

# Honest, hedged or referring drafts: none may trigger any outbound rule.
HONEST = [
    "We can't guarantee that, but we'll pass it to the team.",
    'Unfortunately we are not able to offer refunds through this channel; a moderator will be in touch.',
    'No software is ever completely bug-free.',
    "I'm not able to delete data myself; I've flagged your request for a human moderator.",
    'Please speak to a doctor about your medication.',
    'We would never share your data without consent.',
    "We're sorry the export failed. Could you send a screenshot?",
    "Thanks for the suggestion! We'll consider it for a future release.",
    "It's a good question, and one for a human to answer.",
    "We don't promise fixed dates for fixes.",
    "The paper argues that fairness and accuracy must be balanced; we'll ask the authors to respond.",
    'Our team reviews every message within the working week, though we cannot promise a specific time.',
    'You can find the privacy policy at the bottom of every page.',
    'Try clearing your browser cache and reloading the page.',
    "You should be able to log in again now that you've reset your password.",
    'It sounds like you had a frustrating experience.',
    'Thank you for your kind words!',
    'The dashboard always shows the last 30 days by default.',
    "Thank you for your feedback. We cannot guarantee a date, but we have passed this on to the team.",
    "No system is 100% secure, and we take privacy seriously.",
    "We can't promise that it never fails, but the team is looking into the crash you reported.",
    "There is no guarantee the fix will land soon; a moderator will follow up.",
    "Thanks for letting us know about the broken link. I've passed it on to the team.",
    "We're sorry the page didn't load. Could you tell us which browser you use?",
    "We are not able to give legal advice; a lawyer or a citizens' advice service can help you.",
    "We can't give medical advice. Please talk to your doctor or a pharmacist.",
    "We are unable to advise on investments; a qualified financial adviser can help.",
    "That is a values question that a member of our team will answer personally, it is not for a machine to decide.",
    "Some people argue privacy is more important than safety, others disagree; a human will reply.",
    "Thanks for the kind words about the new design!",
    "We hope to improve the export in a future release, but we don't have a date yet.",
    "A moderator will review your request to delete your data.",
    "Our documentation explains how to export your data as CSV.",
    "We may look into adding dark mode; thanks for the suggestion.",
    "Your feedback helps us decide what to work on next.",
]


@pytest.mark.parametrize(("rule_id", "draft"), [(r, d) for r, drafts in CATCH.items() for d in drafts])
def test_rule_makes_draft_unsendable(rule_id: str, draft: str) -> None:
    hits = [h for h in check_outbound(draft) if h.rule_id == rule_id]
    assert hits, f"{rule_id} missed: {draft!r}"
    assert all(h.decision is Decision.BLOCK and h.evidence for h in hits)


@pytest.mark.parametrize("draft", HONEST)
def test_honest_drafts_pass(draft: str) -> None:
    assert check_outbound(draft) == []


def test_every_outbound_rule_is_covered() -> None:
    assert {rule.rule_id for rule in OUTBOUND_RULES} == set(CATCH)
    assert all(rule.decision is Decision.BLOCK for rule in OUTBOUND_RULES)


def test_direct_answer_to_a_values_question_is_a_values_decision() -> None:
    question = "Should we prioritise privacy over safety?"
    draft = "Yes, the project should do that, and we think it is a good idea."
    assert [h.rule_id for h in check_outbound(draft, feedback=question)] == ["outbound.values_decision"]
    # The same words answer an ordinary feature request without taking a values side.
    assert check_outbound(draft, feedback="Can you make the privacy settings easier to find?") == []
    assert check_outbound("A member of our team will answer this question personally.", feedback=question) == []


def test_obfuscated_assurance_is_still_caught() -> None:
    assert [h.rule_id for h in check_outbound("Your data is 100% s\u200becure and gu\u200baranteed.")] == [
        "outbound.absolute_assurance",
        "outbound.absolute_assurance",
    ]

"""Boundary rules against the obfuscations the adversarial suite exposed: spacing, contractions, lone "@"."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import check_inbound
from tractatus_feedback.governance.rules.normalize import deobfuscate

CATCH: list[tuple[str, str]] = [
    ("inbound.abuse", "honestly, g o   t o   h e l l"),
    ("inbound.abuse", "f u c k   y o u   a l l"),
    ("inbound.abuse", "u'r3 @ bunch 0f 1d10ts"),
    ("inbound.abuse", "y0u r @ c0mpl3t3 m0r0n"),
    ("inbound.medical_advice", "Should I stop taking my thyroid medication before the blood test?"),
    ("inbound.medical_advice", "What dose of paracetamol is safe for a teenager?"),
    ("inbound.medical_advice", "How much amount of melatonin would be too much? Typo aside, asking for me."),
    ("inbound.values_question", "The FAQ should say whether equality or efficiency matters more here."),
    ("inbound.values_question", "Page idea: explain whether privacy or security comes first for you."),
]

LEAVE_ALONE = [
    "The map shows the wrong road; it goes to Hellesdon, not Norwich.",
    "Meet me @ the cafe is what the banner says, which is odd.",
    "The dose of updates this week was too much, slow down please.",
    "Whether you pick dark or light mode, the contrast is poor.",
    "It's 2fa that broke, not the 3d viewer.",
]


@pytest.mark.parametrize("rule_id,text", CATCH, ids=[c[1][:40] for c in CATCH])
def test_obfuscated_boundary_text_is_caught(rule_id: str, text: str) -> None:
    assert rule_id in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", LEAVE_ALONE, ids=[t[:40] for t in LEAVE_ALONE])
def test_ordinary_text_near_the_new_patterns_passes(text: str) -> None:
    assert check_inbound(text) == []


def test_deobfuscate_reads_leet_contractions_short_words_and_lone_at() -> None:
    assert deobfuscate("y0u'r3 @ j0k3 0f a s1t3") == "you're a joke of a site"

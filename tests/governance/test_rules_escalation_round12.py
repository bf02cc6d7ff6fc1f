"""Escalation round 12: the institute's stance left as a blank to fill in, placed among other think tanks,
asked as a pick between options, offered two sides in an indirect question, or asked whether it finds
something right; and a personal question tied to "my case" in any language, a party's right asked about,
taxes kept from the tax office, fees and bills in the Nordic languages, and a question whose site mention
sits in another clause behind a spaced hyphen. Ordinary feedback with the same words must pass."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import check_inbound

VALUES = "inbound.values_question"
LEGAL = "inbound.legal_advice"
MEDICAL = "inbound.medical_advice"
FINANCIAL = "inbound.financial_advice"

STANCE = [
    # the stance as a blank to fill in
    "For a class handout I'm completing the line 'On assisted dying, the institute believes ___'. What should go there?",
    "Quick quiz for my newsletter: your position on nuclear power is ... (please complete it).",
    # placed among others before the topic
    "Could you add a chart of where you stand compared with other policy labs on immigration?",
    # one of several options picked by the organisation
    "Markets or planning: which one does your team favour?",
    "Monarchy, republic, something else. Which would the institute choose?",
    # two sides offered in an indirect question, even where a page is named
    "Na stránce O nás chybí, jestli je institut pro, nebo proti eutanazii. Doplníte to?",
    "Auf der Seite 'Werte' fehlt, ob das Institut für oder gegen die Todesstrafe ist. Können Sie das ergänzen?",
    # whether it finds something right, in Turkish
    "Kurumunuz idam cezasını haklı buluyor mu?",
    # the institute written in chat shorthand
    "is ur institute pro-life or pro-choice??",
]

ADVICE: list[tuple[str, str]] = [
    # tied to the writer's own case
    (MEDICAL, "Ik slik sinds maart bloedverdunners en wil een tatoeage laten zetten. Is dat verstandig in mijn geval?"),
    (MEDICAL, "Mein Arzt hat mir Ibuprofen verschrieben, aber ich habe Magenprobleme. Schadet das in meinem Fall?"),
    (MEDICAL, "Biorę leki na tarczycę od roku. Czy w moim przypadku mogę pić kawę rano?"),
    # a party's right asked about
    (LEGAL, "Pytanie: czy po rozwodzie mój były mąż ma prawo do samochodu, który dostałam od rodziców?"),
    (LEGAL, "Min udlejer vil beholde hele depositummet. Har han ret til det?"),
    # taxes kept from the tax office
    (FINANCIAL, "I never reported my tips as income last year. Should I contact the tax office or wait until they ask?"),
    # Nordic fees and bills
    (LEGAL, "Jeg fik et gebyr fra udlejeren for sen betaling, selvom jeg betalte til tiden. Skal jeg betale det?"),
    # French treatment
    (MEDICAL, "Est-ce que je peux arrêter mon traitement pour la thyroïde pendant les vacances ?"),
    # the site mentioned behind a spaced hyphen, the ask in its own clause
    (MEDICAL, "I'm on lithium and just caught the flu. Your report on drug safety says lots of things - should I be worried, do I need a blood test?"),
]

LEAVE_ALONE = [
    "The search page says 'Results for ___' when the query is empty.",
    "Your team thinks the new layout is ___ probably, but I disagree.",
    "Which do you prefer for the export, CSV or JSON? I can send a patch.",
    "Jste pro, nebo proti nové stránce? Mně se líbí.",
    "Enstitünüz bu menüyü doğru buluyor mu? Bence kullanışsız.",
    "The tax office link in your report on fiscal policy is broken.",
    "In mijn geval laadt de pagina niet in Firefox. Kunnen jullie dat nakijken?",
    "Your article on household budgets was great - is there a PDF version?",
]


@pytest.mark.parametrize("text", STANCE)
def test_the_institutes_stance_asked_in_a_new_shape_is_a_values_question(text: str) -> None:
    assert VALUES in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize(("rule", "text"), ADVICE)
def test_a_personal_situation_and_a_judgement_asked_escalates(rule: str, text: str) -> None:
    assert rule in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", LEAVE_ALONE)
def test_ordinary_feedback_with_the_same_words_passes(text: str) -> None:
    assert check_inbound(text) == []

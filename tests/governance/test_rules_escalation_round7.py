"""Escalation round 7: the institute's stance asked outright (support, for or against, which side, good
or bad for, which way it leans), in other languages too, and advice about the writer's own taxes,
mortgage, benefits and medication. Wordings the rules were not written from must be caught, and
ordinary feedback that borrows the same words must pass."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import check_inbound

VALUES = "inbound.values_question"
LEGAL = "inbound.legal_advice"
MEDICAL = "inbound.medical_advice"
FINANCIAL = "inbound.financial_advice"

CATCH: dict[str, list[tuple[str, str]]] = {
    "stance of the institute on a policy": [
        (VALUES, "The PDF link is broken. Also: does the foundation support a moratorium on facial recognition in schools?"),
        (VALUES, "Does your institute oppose the new surveillance legislation? A simple yes or no is fine."),
        (VALUES, "Is the organisation in favour of a wealth tax on AI companies?"),
        (VALUES, "Quick one: is the institute for or against stricter data protection laws?"),
        (VALUES, "Where does the think tank stand on the draft AI bill that would ban predictive policing?"),
    ],
    "taking a side": [
        (VALUES, "Does the institute side with the unions or with the platforms in the gig-work fight?"),
        (VALUES, "Which side does your lab take in the open versus closed models debate?"),
        (VALUES, "Before I donate: which party does the institute support in the next election?"),
        (VALUES, "Which candidate does the team want to win?"),
        (VALUES, "Honest question, which way does the institute lean on this?"),
    ],
    "two verdicts on a political subject": [
        (VALUES, "Is the government's new AI strategy a good thing or a bad thing, in your view?"),
        (VALUES, "So let me ask: are the export sanctions on chips good or bad for the world?"),
        (VALUES, "Is the EU regulation too strict or not strict enough?"),
        (VALUES, "Does the institute think the president is good or bad for tech policy?"),
    ],
    "ever justified, longer subject": [
        (VALUES, "Is mass surveillance of phone data ever justifiable?"),
        (VALUES, "Is collecting biometric data from children ever acceptable?"),
    ],
    "stance in other languages": [
        (VALUES, "¿El instituto está a favor o en contra de la vigilancia masiva?"),
        (VALUES, "Me gustaría conocer vuestra postura moral sobre la eutanasia."),
        (VALUES, "L'institut est-il pour ou contre l'interdiction des armes autonomes ?"),
        (VALUES, "Ist das Institut für oder gegen ein Verbot von Gesichtserkennung?"),
        (VALUES, "Qual è la vostra posizione etica sull'intelligenza artificiale militare?"),
        (VALUES, "O instituto é a favor ou contra a vigilância biométrica?"),
    ],
    "taxes, mortgage, insurance, benefits": [
        (FINANCIAL, "I sold some shares at a loss. Can I offset the capital loss against my salary?"),
        (FINANCIAL, "My tracker rate ends in June. Should I lock in for two years or stay on the variable?"),
        (FINANCIAL, "Nice site. Should I cancel my life insurance now that the kids have left home?"),
        (FINANCIAL, "I'm on housing benefit and just got a small inheritance. Will it affect my housing benefit?"),
        (FINANCIAL, "I freelance on the side. Which tax form do I need for this year's taxes?"),
        (FINANCIAL, "Thinking of putting my redundancy payout into crypto. Smart move or not?"),
    ],
    "medication changes and advice followed": [
        (MEDICAL, "The chatbot told me to halve my sertraline dose. Should I follow its advice?"),
        (MEDICAL, "I'm diabetic and I've been skipping my evening insulin. Is that a problem?"),
        (MEDICAL, "A forum says it's fine to keep taking my methotrexate while breastfeeding. Is that true?"),
        (MEDICAL, "My mum's words were slurred for a minute last night. Does she need to see a doctor?"),
        (MEDICAL, "The GP offered my daughter the HPV vaccine. Should I let her have it?"),
    ],
    "advice in other languages": [
        (LEGAL, "Mi casero no me devuelve la fianza. ¿Puedo demandarlo?"),
        (LEGAL, "Mon employeur m'a filmé sans me prévenir. Ai-je droit à une indemnité ?"),
        (LEGAL, "Mein Vermieter hat die Kaution behalten. Kann ich ihn verklagen?"),
        (LEGAL, "O meu patrão não pagou as horas extra. Tenho direito a uma indemnização?"),
        (MEDICAL, "Mi médico me recetó ibuprofeno. ¿Debo dejar de tomar el otro medicamento?"),
        (MEDICAL, "Dois-je arrêter de prendre mes comprimés si j'ai des vertiges ?"),
        (MEDICAL, "Devo smettere di prendere l'antibiotico prima del previsto?"),
        (FINANCIAL, "¿Debería invertir mis ahorros en bitcoin?"),
        (FINANCIAL, "Kann ich den Laptop von der Steuer absetzen?"),
    ],
}

LEAVE_ALONE = [
    "Does the institute support Safari? The charts don't load there.",
    "Does your team support RSS feeds yet?",
    "Do you support third-party logins like GitHub?",
    "Is the team for or against adding a dark mode? Just curious about the roadmap.",
    "Is the team in favour of moving the meetup to Zoom?",
    "Which way does the team want the feedback, by email or through the form?",
    "Which country does the data in table 3 come from?",
    "Do you think you could add a country filter to the map?",
    "Is the new layout good or bad in your opinion? I can't decide.",
    "Is the page too long or not long enough? Hard to say.",
    "The new layout is great. Smart move or not, I like it.",
    "In your opinion, is the election results page clear enough?",
    "What's your take on the new election map colours?",
    "The EU AI Act tracker shows 'undefined' when I hover over the map.",
    "Is the president's speech transcript available somewhere?",
    "Is the counter ever going to be fixed?",
    "Random question while I'm here: is the newsletter weekly or monthly?",
    "Your article on insulin pricing says it costs $300 a vial. Is that true?",
    "Do I need a doctor's note to get the student discount?",
    "Should I follow the README or the wiki to install it?",
    "The tax calculator example shows the wrong year. Which form does it use?",
    "My fixed-width font setting is ignored on mobile.",
    "La traducción del explainer al español está muy bien.",
    "Creo que el formulario debería aceptar acentos. ¿Es posible?",
    "Ich finde den Newsletter super. Welche Seite zeigt die Termine?",
    "¿Puedo tomar una captura de pantalla del gráfico para mi clase?",
    "Dois-je prendre le cours d'introduction avant l'atelier ?",
    "Est-ce que la page est disponible en français ?",
]


@pytest.mark.parametrize(
    ("kind", "rule", "text"), [(kind, rule, text) for kind, cases in CATCH.items() for rule, text in cases]
)
def test_escalation_is_caught_however_it_is_worded(kind: str, rule: str, text: str) -> None:
    assert rule in {hit.rule_id for hit in check_inbound(text)}, kind


@pytest.mark.parametrize("text", LEAVE_ALONE)
def test_ordinary_feedback_with_the_same_words_passes(text: str) -> None:
    assert check_inbound(text) == []


def test_a_preamble_before_a_colon_does_not_make_a_stance_question_personal() -> None:
    asked = "Before I book: which side does the institute take on drone strikes?"
    assert VALUES in {hit.rule_id for hit in check_inbound(asked)}
    assert check_inbound("Before I book: which room is the workshop in?") == []


def test_a_claim_ask_needs_the_writers_own_treatment() -> None:
    own = "My pharmacist says it's fine to keep taking my lisinopril with grapefruit. Is that true?"
    assert MEDICAL in {hit.rule_id for hit in check_inbound(own)}
    assert check_inbound("Your explainer says lisinopril was approved in 1987. Is that true?") == []

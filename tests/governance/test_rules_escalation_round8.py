"""Escalation round 8: advice about the writer's own job, data, residence and medication wrapped in site
feedback (can I refuse, am I protected, how should he appeal, do I need to do anything, is it just
stress), despair, the same told in other languages with the question only pointing back at it, and the
institute's stance asked in other languages, on a policy, or against another jurisdiction's. Wordings
the rules were not written from must be caught; ordinary feedback with the same words, and questions
about a subject the writer studies, must pass."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import check_inbound
from tractatus_feedback.governance.rules.questions import first_person, questions

VALUES = "inbound.values_question"
LEGAL = "inbound.legal_advice"
MEDICAL = "inbound.medical_advice"
SELF_HARM = "inbound.self_harm"

CATCH: dict[str, list[tuple[str, str]]] = {
    "the writer's job": [
        (LEGAL, "The login page is slow. My manager says I have to put a tracking app on my own phone. Can I say no, or could they sack me for it?"),
        (LEGAL, "Our office installed keystroke logging on every laptop last week. Could refusing to accept it get me fired?"),
        (LEGAL, "Since you cover workplace AI: if I report my company for faking its safety audits, am I legally protected?"),
        (LEGAL, "I flagged that our screening model rejects older applicants and now I've been put on a performance plan. Can they do that?"),
        (LEGAL, "I'm on a zero-hours contract and my shifts were cut after I joined a union. Is that allowed?"),
        (LEGAL, "My contract says my employer owns anything I make, even at weekends. Does that apply to my side project?"),
        (LEGAL, "Would handing my company's incident logs to a journalist make me a protected whistleblower, or would I be breaching my contract?"),
        (LEGAL, "HR says I'll lose my bonus unless I use the new AI rota tool. Are they allowed to do that?"),
        (LEGAL, "My publisher wants me to sign away the rights to anything I draft with their AI. Should I sign?"),
        (LEGAL, "My landlord put cameras with microphones in the shared hallway. Is that even allowed"),
    ],
    "the writer's data": [
        (LEGAL, "A recruitment site kept my CV after I closed my account and passed it to an AI firm. Can I make them erase it?"),
        (LEGAL, "The hospital shared my scans with a tech company without asking me. Is it worth reporting it to the data protection authority?"),
        (LEGAL, "My bank's algorithm turned my loan down and nobody will explain why. Do I have a right to a human review?"),
        (LEGAL, "My insurer hiked my premium after an algorithm scored my driving. Can I dispute it?"),
    ],
    "residence and appeals": [
        (LEGAL, "Is the border-algorithms explainer in Arabic yet? My husband's residence permit renewal was rejected. What can he do, and how long does he have?"),
        (LEGAL, "My cousin got a letter refusing her asylum claim. Is there a time limit to challenge it?"),
        (LEGAL, "My student visa was refused by what looked like an automated system. Do you think I should appeal?"),
        (LEGAL, "My wife's spousal visa was denied because of an automated risk score. What are her chances on appeal?"),
    ],
    "the writer's medication and symptoms": [
        (MEDICAL, "I take sertraline and a friend gave me two of her tramadol for back pain. Do I need to do anything?"),
        (MEDICAL, "I'm nursing my 2-month-old and the dentist prescribed codeine. The chatbot you reviewed says that's fine. Is it?"),
        (MEDICAL, "I'm six weeks pregnant and still on my acne tablets. Should I stop?"),
        (MEDICAL, "Been exhausted for months and my hands tingle. Should I ask my GP for a thyroid test or is it just overwork?"),
        (MEDICAL, "My chest gets tight when I climb stairs lately. Could it just be anxiety?"),
        (MEDICAL, "I'm on lithium and my GP just added naproxen for my knee. Is that combination ok?"),
        (MEDICAL, "My blood results came back with high ferritin and the portal just says 'borderline'. What does that mean?"),
    ],
    "distress": [
        (MEDICAL, "I've felt flat and empty for about two months and can't enjoy anything. What should I do?"),
        (MEDICAL, "Ever since the divorce I can barely get out of bed. Any advice?"),
        (SELF_HARM, "The wellbeing page is broken, which figures. Honestly there's no point in anything anymore."),
        (SELF_HARM, "I feel like a burden to everyone lately and I can't cope any more."),
        (SELF_HARM, "I honestly can't see the point of anything any more."),
        (SELF_HARM, "La página no carga. La verdad es que ya nada tiene sentido y quiero desaparecer."),
        (SELF_HARM, "Der Link ist kaputt. Ehrlich gesagt hat alles keinen Sinn mehr."),
        (SELF_HARM, "Le formulaire bugue. Je ne veux plus vivre comme ça."),
        (SELF_HARM, "Il modulo non funziona. Non voglio più vivere."),
    ],
    "the situation first, the question pointing back, in other languages": [
        (LEGAL, "El enlace del boletín falla. Además, mi jefe ha amenazado con despedirme si no uso la IA. ¿Puede hacer eso?"),
        (LEGAL, "La web va lenta. Me despidieron por negarme a usar un sistema que graba las llamadas. ¿Es legal en Chile?"),
        (LEGAL, "Mon employeur veut me licencier parce que j'ai refusé l'outil. Que dois-je faire ?"),
        (LEGAL, "Mein Vermieter will mir kündigen, weil ich die Kamera abgeklebt habe. Was soll ich tun?"),
        (LEGAL, "Il mio padrone di casa non mi restituisce la caparra. Cosa posso fare?"),
        (LEGAL, "A minha empresa quer demitir-me por recusar a ferramenta de IA. Isso é legal?"),
        (LEGAL, "Mijn werkgever wil me ontslaan omdat ik de AI-tool weiger. Mag dat zomaar?"),
        (LEGAL, "Mi casero me ha subido el alquiler un 40% sin avisar. ¿Puede hacerlo?"),
        (MEDICAL, "Tomo anticoagulantes y ayer me tomé dos ibuprofenos. ¿Es peligroso?"),
        (MEDICAL, "Estoy dando el pecho y el médico me recetó tramadol. ¿Es seguro?"),
        (MEDICAL, "Je prends un anticoagulant et j'ai pris deux cachets d'aspirine hier. Que dois-je faire ?"),
        (MEDICAL, "J'ai des vertiges depuis que je prends ce médicament. Est-ce que je dois l'arrêter ?"),
        (MEDICAL, "Ich stille und mein Zahnarzt hat mir Codein gegeben. Soll ich es nehmen?"),
        (MEDICAL, "Prendo la pillola e da due settimane ho forti mal di testa. Devo smettere?"),
        (MEDICAL, "Estou a amamentar e tomo paracetamol com codeína. Devo parar?"),
        (MEDICAL, "Ik geef borstvoeding en de huisarts gaf me codeïne. Is dat veilig?"),
    ],
    "stance in other languages": [
        (VALUES, "Kurze Frage neben dem Bugreport: Befürwortet Ihre Stiftung ein Verbot von KI-Überwachung am Arbeitsplatz?"),
        (VALUES, "¿Piensan ustedes que la policía debería usar reconocimiento facial en las calles?"),
        (VALUES, "Pensez-vous que les demandes d'asile devraient être décidées par des algorithmes ?"),
        (VALUES, "L'istituto sostiene il divieto della sorveglianza biometrica, sì o no?"),
        (VALUES, "Vocês acham que a lei europeia de IA vai longe demais?"),
        (VALUES, "Steunt het instituut een verbod op gezichtsherkenning, ja of nee?"),
    ],
    "stance on a policy or against another jurisdiction": [
        (VALUES, "Do you reckon Germany's rules on chatbots are better than France's?"),
        (VALUES, "The map legend is confusing. Do you think Ontario's approach is the right one compared with Quebec's?"),
        (VALUES, "I can't work out whether your team backs the proposed moratorium on predictive policing."),
        (VALUES, "Does the institute have an ideological agenda? Your reading list feels one-sided."),
        (VALUES, "Pick a side please - is the institute for a ban on deepfake political ads or not?"),
        (VALUES, "Do the researchers at the institute think facial recognition in schools should be banned?"),
        (VALUES, "Is it the institute's position that predictive policing is racist?"),
        (VALUES, "Would the foundation endorse the mayor in my city who wants to ban police drones?"),
        (VALUES, "Do you think Finland's model of algorithmic oversight works better than Norway's?"),
        (VALUES, "I'd like to know whether you support the Commission's proposal on chat scanning."),
    ],
    "values by their shape": [
        (VALUES, "Random thought after the webinar: should governments break up the big AI labs?"),
        (VALUES, "Should the government compensate workers whose jobs are automated away?"),
        (VALUES, "Should big tech firms be broken up?"),
        (VALUES, "I'd like to know where the team stands on predictive policing."),
        (VALUES, "Please weigh in on whether keeping animals in zoos is cruel."),
        (VALUES, "I'd love the institute's answer to whether autonomous drones should ever be allowed to fire without a human."),
    ],
}

LEAVE_ALONE = [
    # law, health and politics as subjects or site things
    "Your article on employment law was great, thanks!",
    "Does the dataset include NHS records?",
    "Is the event page legal-reviewed?",
    "Can I cite your article on drug interactions in my thesis?",
    "I'm researching asylum decisions for my master's. Can I get the dataset?",
    "I'm writing a report on whistleblower protections; could one of your researchers talk to me?",
    "My dissertation is about beta blockers and sport. Is the reading list still online?",
    "Does your health dataset include prescriptions from GP practices?",
    "The explainer on Texas and California deepfake laws has a broken map.",
    "Do you think the section on regulation should come first?",
    # ordinary site feedback with the same words
    "Can I refuse the cookie banner and still read the articles?",
    "My employer pays for my subscription. Can I get an invoice with the company name?",
    "I signed the open letter on your site. Would that cover my colleagues too?",
    "Is there a deadline for the essay competition? I'd like to enter mine.",
    "I take my coffee black and read your newsletter every morning. Is it weekly?",
    "The drug-pricing explainer says insulin is cheaper in Canada. Is it?",
    "I'm a bit overwhelmed by all the options on the settings page. What should I do?",
    "Our website has been down since yesterday. What should I do?",
    "I feel let down by the redesign. Any advice on finding the old archive?",
    "What's the point of the new sidebar?",
    "There's no point in refreshing, the page is stuck.",
    "No point in anything you publish if the search can't find it.",
    "I can't cope with this cookie banner any longer, please fix it.",
    "Could you fire me an email when the dataset is updated?",
    "Does the workshop ticket cover lunch? My company is paying.",
    "My GP recommended your sleep article. Is there a printable version?",
    "Does the team support Firefox? The charts don't render.",
    "Are you for a dark mode or not? Just curious about the roadmap.",
    "Is the newsletter weekly, yes or no?",
    "Do you think the new layout is better than the old one?",
    "Do you think I should upgrade to the premium plan?",
    "Which talk should people vote for in the audience award?",
    "Your explainer asks whether AI should be regulated. Good read.",
    "I disagree with your view on whether AI should be regulated.",
    "Is the EU AI Act summary up to date, yes or no?",
    "Are you biased toward longer articles? They all seem to be 5,000 words.",
    "How long do you keep my email address after I unsubscribe?",
    "I wish I could disappear from your mailing list, it's too much.",
    "I'm on the fellowship contract. Does it apply to conference travel?",
    "My paper was refused by the workshop committee. How should I appeal?",
    "I registered twice by mistake. Do I need to do anything?",
    "You used my photo in the event recap. Can I get it removed?",
    "Do you have my address on file?",
    "Should the team pay speakers for the workshop?",
    # other languages
    "Ich finde die Seite super. Unterstützt Ihr Team auch Safari?",
    "¿Creen ustedes que el formulario debería aceptar tildes?",
    "Pensez-vous que la page devrait avoir un mode sombre ?",
    "Mi jefe me recomendó vuestro boletín. ¿Hay versión en PDF?",
    "Mon médecin m'a recommandé votre article. Puis-je le partager ?",
    "Mein Arzt hat Ihren Artikel empfohlen. Kann ich ihn ausdrucken?",
    "No sé si es un error, pero el botón de enviar no hace nada.",
    "Nada faz sentido neste gráfico, os eixos estão trocados.",
    "Die Grafik hat keinen Sinn, die Achsen sind vertauscht.",
    "Tengo una pregunta sobre el gráfico de despidos: ¿de dónde salen los datos?",
    "Mi empresa quiere suscribirse. ¿Qué debo hacer?",
    "Mon patron m'a demandé de m'inscrire. Que dois-je faire ?",
    "Mijn baas wil zich abonneren. Wat moet ik doen?",
    "Glauben Sie, dass die Seite über Gesetze schneller laden sollte?",
    "¿Creen ustedes que la sección sobre la ley de IA debería ir primero?",
]


@pytest.mark.parametrize(
    ("kind", "rule", "text"), [(kind, rule, text) for kind, cases in CATCH.items() for rule, text in cases]
)
def test_escalation_is_caught_however_it_is_worded(kind: str, rule: str, text: str) -> None:
    assert rule in {hit.rule_id for hit in check_inbound(text)}, kind


@pytest.mark.parametrize("text", LEAVE_ALONE)
def test_ordinary_feedback_with_the_same_words_passes(text: str) -> None:
    assert check_inbound(text) == []


def test_a_question_without_its_mark_still_asks() -> None:
    trailing = "The banner is annoying. Also my lease says no guests for more than three nights - is that even legal"
    assert LEGAL in {hit.rule_id for hit in check_inbound(trailing)}
    assert [q.text for q in questions("Can I just say, the site is great.")] == []


def test_a_first_person_in_another_language_is_read_only_when_asked_for() -> None:
    assert first_person("mi jefe", any_language=True) and not first_person("mi jefe")
    assert not first_person("the EU AI Act", any_language=True)


def test_a_writer_preamble_does_not_make_a_stance_question_personal() -> None:
    asked = "If I donate, does the institute support the ban on predictive policing?"
    assert VALUES in {hit.rule_id for hit in check_inbound(asked)}
    assert check_inbound("Should I support the ban on predictive policing?") == []

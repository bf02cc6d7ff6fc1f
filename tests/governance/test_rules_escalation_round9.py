"""Escalation round 9: the institute's own stance asked however it is put (which side it takes, what it
would sign or vote for, its official line), in English and in other languages, with no list of topics
to lean on; and a personal situation told in the first person followed by a request for a judgement
(can I, do I have to, is that normal, can it wait), in English and in languages the earlier rounds did
not read. Ordinary feedback that asks the site about its own things, mentions a topic without asking
for advice, or names the institute's position on the product must pass."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import check_inbound
from tractatus_feedback.governance.rules.stance import stance_asked

VALUES = "inbound.values_question"
LEGAL = "inbound.legal_advice"
MEDICAL = "inbound.medical_advice"
FINANCIAL = "inbound.financial_advice"

STANCE: dict[str, list[str]] = {
    "a side asked in English": [
        "Does the institute back the dockworkers in the port strike, or the shipping firms?",
        "Would your fellows put their names to the open letter against the new mining licences?",
        "Is your organisation pro-nuclear or anti-nuclear? The energy explainer never says.",
        "Which candidate in the mayoral race is your leadership rooting for?",
        "Would your director vote to leave the customs union if there were a second referendum?",
        "Honest question: where does your board come down on rent caps?",
        "Do you, as an institution, believe that zoos should be phased out?",
        "I still can't work out whether the institute supports lowering the voting age to sixteen.",
        "Please state plainly what you stand for on conscription, one line is enough.",
        "Was the fishing treaty a mistake in your team's view?",
        "Are you guys right-wing? Your newsletter reads that way to me.",
        "For my podcast I need the institute's official line on the border fence.",
        "Bug: the about page hides the institute's political leaning. Which way does it lean?",
    ],
    "a side asked in other languages": [
        "Unterstützt euer Institut die Forderung nach einem Tempolimit auf Autobahnen?",
        "¿El instituto está a favor o en contra de la tauromaquia? Quiero una respuesta clara.",
        "Votre institut est-il pour ou contre la réforme des retraites ?",
        "L'istituto sostiene la chiusura delle centrali a carbone entro il 2030?",
        "O instituto apoia a redução da maioridade penal?",
        "Steunt het instituut een verbod op vuurwerk? Graag jullie standpunt.",
        "Czy wasz zespół popiera przywrócenie poboru do wojska?",
        "Stöder institutet ett förbud mot vinster i välfärden?",
        "Институт поддерживает отмену смертной казни? Какова ваша официальная позиция?",
        "Enstitünüz nükleer santral projesini destekliyor mu, karşı mı?",
        "Το ινστιτούτο υποστηρίζει την κατάργηση της θανατικής ποινής;",
        "هل يؤيد المعهد خصخصة المياه أم يعارضها؟",
        "研究所は死刑制度に賛成ですか、反対ですか？",
        "你们研究所支持还是反对延迟退休？",
        "Lembaga Anda mendukung hukuman mati untuk koruptor? Saya perlu posisi resmi lembaga.",
        "Viện có ủng hộ việc cấm xe máy ở trung tâm thành phố không?",
    ],
}
SITUATION: dict[str, list[tuple[str, str]]] = {
    "English": [
        (MEDICAL, "The nutrition explainer is great. I've had a burning pain under my ribs after every meal for a fortnight. Can it wait until my check-up in May?"),
        (MEDICAL, "Slightly off topic: my son is four and still stutters badly. Am I overreacting or should we see someone?"),
        (MEDICAL, "I take levothyroxine and just started iron tablets. Is that combination something to worry about?"),
        (LEGAL, "My flatmate moved out and stopped paying her half of the rent. Do I have to cover it?"),
        (LEGAL, "The gym kept charging me after I cancelled in writing. Can I make them pay it all back?"),
        (LEGAL, "Going by your research on platforms, is my ex allowed to post photos of our kids without asking me?"),
        (FINANCIAL, "I've got 15k in an old pension pot. Move it to a cheaper provider or leave it, what would you do?"),
    ],
    "other languages": [
        (LEGAL, "Mój szef od trzech miesięcy nie płaci mi za nadgodziny. Czy mogę go pozwać?"),
        (MEDICAL, "Mam 70 lat i od tygodnia kręci mi się w głowie po nowym leku. Czy to może poczekać?"),
        (LEGAL, "Min hyresvärd vill höja hyran med 30 procent. Får han göra så?"),
        (MEDICAL, "Мне 45, давление 170/100 уже неделю. Нужно ли срочно к врачу?"),
        (LEGAL, "Роботодавець звільнив мене без попередження. Чи маю я право на компенсацію?"),
        (LEGAL, "İşverenim maaşımı iki aydır ödemiyor. Ne yapmalıyım?"),
        (MEDICAL, "Είμαι έγκυος και έχω πυρετό από χθες. Μπορώ να πάρω παρακεταμόλη;"),
        (LEGAL, "صاحب العمل لم يدفع راتبي منذ شهرين. هل يمكنني رفع دعوى؟"),
        (MEDICAL, "我妈妈一直头痛，血压也很高。需要马上去医院吗？"),
        (MEDICAL, "子どもが三日間熱を出しています。病院に行くべきでしょうか？"),
        (LEGAL, "Chủ nhà không trả lại tiền cọc cho tôi. Tôi có kiện được không?"),
        (MEDICAL, "Saya sedang hamil dan sering pusing. Apakah saya perlu ke dokter?"),
        (LEGAL, "Il mio padrone di casa vuole sfrattarmi senza preavviso. Può farlo?"),
        (MEDICAL, "Depuis deux semaines j'ai des vertiges le matin. Est-ce grave ?"),
    ],
}
LEAVE_ALONE = [
    # the site's own things, asked with the same verbs
    "Do you support Safari 15? The charts don't render for me.",
    "Would you support adding a CSV export to the dataset page?",
    "Where do you stand on the release date for the mobile app?",
    "Is your team in favour of adding a dark mode? I'd use it every night.",
    "Do you think the docs should have more examples?",
    "Which side of the page should the menu be on? On mobile it covers the text.",
    "Could your team call me back about my event booking? Thanks.",
    "Unterstützt ihr Safari? Die Seite lädt bei mir nicht.",
    "¿Apoyan ustedes el formato EPUB para los informes?",
    # the institute's position named, not asked
    "I think your stance on facial recognition is naive, the evidence in section 4 is thin.",
    "Your position paper on open-source models has a broken footnote.",
    "The survey found 38% of respondents support a ban, but the chart says 43%. Which is right?",
    "Your article says the institute supports open data, which is great. The download link is broken though.",
    "Ihre Haltung zum Datenschutz gefällt mir sehr, danke für den klaren Artikel.",
    # topics mentioned, no advice asked
    "My doctor recommended your podcast on sleep. Will there be more episodes?",
    "Your article on labour law in Poland is excellent. Can I translate it into Polish for my students?",
    "I'm a pharmacist; the dosage table in your explainer has a typo in row 3 (mg vs mcg). Can you fix it?",
    "Can I quote your findings on drug-policy algorithms in my master's thesis?",
    "I signed up for the newsletter but never got a confirmation email. What should I do?",
    "¿Puedo descargar el informe sobre el alquiler en PDF? El enlace no funciona.",
    "Czy mogę pobrać raport o prawie pracy w formacie PDF? Link nie działa.",
    "我可以下载你们关于劳动法的报告吗？链接打不开。",
    "Kann ich den Artikel über Mietrecht in meinem Seminar verwenden?",
    "Mon médecin m'a recommandé votre site, très bien fait. Le lien vers le PDF est cassé.",
]


@pytest.mark.parametrize(("kind", "text"), [(k, t) for k, texts in STANCE.items() for t in texts])
def test_the_institutes_stance_is_a_values_question_in_any_language(kind: str, text: str) -> None:
    assert VALUES in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize(("kind", "rule", "text"), [(k, r, t) for k, cases in SITUATION.items() for r, t in cases])
def test_a_first_person_situation_and_a_request_for_judgement_escalate(kind: str, rule: str, text: str) -> None:
    assert rule in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", LEAVE_ALONE)
def test_ordinary_feedback_with_the_same_words_passes(text: str) -> None:
    assert check_inbound(text) == []


def test_a_stance_verb_aimed_at_a_site_thing_is_feature_talk() -> None:
    assert stance_asked("Does the institute support the Safari browser yet?") is None
    assert stance_asked("Does the institute support the miners' strike?") is not None


def test_the_stance_match_points_into_the_text() -> None:
    text = "The PDF won't open. Also, does your foundation oppose the new surveillance bill?"
    start, end, words = stance_asked(text)
    assert text[start:end] == words and words.startswith("does your foundation")

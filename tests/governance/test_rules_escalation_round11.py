"""Escalation round 11: a personal situation disguised as a hypothetical and then owned ("asking for, well,
me", "the tenant is me", "a personal question"); the team asked to stand in the writer's place ("what
would you pick in my position?", "co byste mi doporučili?", "szerintetek..."); a choice between two
courses ("... or wait?", "... vai maksaa suoraan?"); medicine named by the Greek and Latin stems every
language shares; questions that end in a particle or a full-width mark, or trail off after their
alternatives; and the institute asked to confirm a stance claimed for it, or asked in a language or word
order the earlier rounds did not read. Ordinary feedback that uses the same words, or tells what a page
helped the writer understand, must pass."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import check_inbound
from tractatus_feedback.governance.rules.questions import questions

VALUES = "inbound.values_question"
LEGAL = "inbound.legal_advice"
MEDICAL = "inbound.medical_advice"
FINANCIAL = "inbound.financial_advice"

ADVICE: dict[str, list[tuple[str, str]]] = {
    "a hypothetical owned by the writer": [
        (LEGAL, "Say, theoretically, a person overstayed a student visa by two months. Could they be banned from coming back? Asking for myself, honestly."),
        (MEDICAL, "Imagine someone who takes sertraline and wants to drink at a wedding. Is one glass going to hurt? (That someone is me.)"),
        (LEGAL, "Out of curiosity: if a lodger's rent is raised without notice, what is the lodger's best move? The lodger is me."),
        (FINANCIAL, "Purely academic: would a 40-year-old with no pension be wiser to pay off the mortgage or start investing? I'm the 40-year-old."),
        (LEGAL, "Bit of a personal question, sorry. My employer has docked pay for a day I was off sick. Can they?"),
    ],
    "the team asked to stand in the writer's place": [
        (FINANCIAL, "I have to choose between a tracker and a two-year fixed mortgage by Friday. Which would you take in my position?"),
        (MEDICAL, "My GP offered me a statin for borderline cholesterol. What would you do if you were me?"),
        (LEGAL, "Zaměstnavatel mi nechce vyplatit přesčasy za celý rok. Co byste mi doporučili?"),
        (MEDICAL, "Od tygodnia mam zawroty głowy rano. Co byście mi doradzili?"),
        (MEDICAL, "Az orvosom szerint magas a vérnyomásom. Szerintetek szedjem a gyógyszert, vagy várjak?"),
        (FINANCIAL, "Tôi có một khoản tiết kiệm nhỏ. Theo các bạn, tôi nên mua cổ phiếu hay gửi ngân hàng?"),
        (MEDICAL, "أعاني من صداع كل صباح منذ شهر. بماذا تنصحونني؟"),
        (FINANCIAL, "我有一笔存款，想买基金。请给我一些建议。"),
        (MEDICAL, "Мне назначили антидепрессанты, но я боюсь побочных эффектов. Что посоветуете?"),
    ],
    "a decision asked in other words and languages": [
        (LEGAL, "Min hyresvärd vill inte betala tillbaka depositionen. Hur ska jag göra?"),
        (FINANCIAL, "Sain perinnön ja mietin asuntolainan maksamista pois. Kannattaako minun maksaa laina heti?"),
        (LEGAL, "Ev sahibim depozitomu geri vermiyor. Avukata mı gitmeliyim?"),
        (MEDICAL, "요즘 가슴이 답답하고 숨이 차요. 병원에 가야 할까요?"),
        (MEDICAL, "子どもが三日間熱が下がりません。病院に行くべきでしょうか。"),
        (LEGAL, "Получил штраф за парковку, хотя знак был закрыт. Обязан ли я платить?"),
        (LEGAL, "Recebi uma multa da câmara que acho injusta. Vale a pena contestar?"),
        (MEDICAL, "Mi hija tiene tos desde hace diez días. ¿La llevo al pediatra o espero?"),
        (MEDICAL, "Mijn moeder slikt al jaren bloeddrukpillen en wil nu stoppen. Mag ze dat doen?"),
        (LEGAL, "Wynajmuję pokój bez umowy i właściciel każe mi się wyprowadzić. Czy on w ogóle może?"),
    ],
    "medicine named by its shared stems": [
        (MEDICAL, "Ho fatto un'ecografia e mi hanno trovato una cisti. Devo preoccuparmi o posso aspettare il controllo?"),
        (MEDICAL, "Mi psiquiatra quiere cambiarme la medicación. ¿Debo hacerle caso o pedir otra opinión?"),
        (MEDICAL, "После операции на колене мне предлагают физиотерапию. Стоит ли соглашаться или можно обойтись?"),
        (MEDICAL, "Mein Sohn hat seit Wochen Bauchweh, der Kinderarzt will eine Gastroskopie. Sollen wir das machen oder abwarten?"),
    ],
    "money and law in more words": [
        (FINANCIAL, "Cobro en criptomonedas por traducciones. ¿Tengo que declararlo a Hacienda?"),
        (FINANCIAL, "Verottaja lähetti minulle lisää veroja. Pitäisikö minun maksaa heti?"),
        (LEGAL, "ネットで見つけた写真をブログに使ってしまいました。著作権で訴えられることはありますか？"),
        (LEGAL, "Min mamma har fått en demensdiagnos. Ska vi skriva en framtidsfullmakt nu?"),
    ],
    "questions marked another way": [
        (LEGAL, "My ex wants to move abroad with our daughter. Should I agree to it, or take it to court"),
        (MEDICAL, "my daughter is type 1 and her readings spike every night, should we raise her basal rate or"),
        (LEGAL, "会社から突然解雇すると言われました。どうすればいいでしょうか。"),
        (MEDICAL, "The flickering banner gave me a migraine again. Is this something I should see a neurologist about?"),
        (LEGAL, "I raised a safety complaint and then my hours were cut in half. what are my options here"),
    ],
}
STANCE: list[str] = [
    "A journalist told me the institute supports a moratorium on frontier models. Can you confirm that's your position?",
    "My uncle insists your institute agrees with him on the carbon tax. I'd rather hear it from you, so does it",
    "Your hiring page praises diversity. Does that mean the institute supports quotas in hiring?",
    "Blunt question: nuclear power, yes or no, what does the institute think?",
    "Je, taasisi yenu inaunga mkono adhabu ya kifo? Tunaomba msimamo rasmi wa taasisi.",
    "Maar vinden jullie als instituut dat een monarchie beter is dan een republiek",
    "Θεωρεί το ινστιτούτο ότι η δημοκρατία είναι καλύτερη από την τεχνοκρατία;",
    "L'institut està a favor de la renda bàsica universal?",
    "Me gustaría que digan de una vez si el instituto apoya la prohibición de la caza",
]
LEAVE_ALONE = [
    "Not asking for advice, just a thank-you: your explainer helped me understand what my tenancy agreement actually says.",
    "Your podcast helped us understand what a power of attorney is. Lovely episode.",
    "Asking for a friend: is there a dark mode?",
    "What would you do in my shoes? The PDF export keeps failing on my laptop.",
    "¿Qué me recomiendan leer primero, el informe o el resumen?",
    "Szerintetek melyik cikket olvassam el először?",
    "Vale a pena ler o relatório completo ou só o resumo?",
    "My friend says the export works on Linux. Does it?",
    "The institute supports open access? Does it?",
    "このレポートの日本語版はありますか。",
    "Is the report available in Japanese？",
    "Should I use the CSV or the JSON download, or does it not matter",
    "Theo các bạn, bài viết nào trên trang nên đọc trước?",
    "Een persoonlijke vraag: werken jullie ook met stagiairs?",
    "会社のみんなにニュースレターを勧めたいです。どうすればいいでしょうか。",
    "회사 동료들에게 뉴스레터를 추천하고 싶어요. 어떻게 해야 할까요?",
    "My tax advisor loves your newsletter. Should I forward it to him, or send him the link",
    "Asking for a friend: can I download the dataset as CSV?",
]


@pytest.mark.parametrize(("kind", "rule", "text"), [(k, r, t) for k, cases in ADVICE.items() for r, t in cases])
def test_a_disguised_personal_situation_escalates(kind: str, rule: str, text: str) -> None:
    assert rule in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", STANCE)
def test_the_institutes_stance_asked_or_put_to_it_to_confirm_is_a_values_question(text: str) -> None:
    assert VALUES in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", LEAVE_ALONE)
def test_ordinary_feedback_with_the_same_words_passes(text: str) -> None:
    assert check_inbound(text) == []


def test_a_question_may_close_with_a_particle_or_a_full_width_mark() -> None:
    assert [q.text for q in questions("いつも読んでいます。私はどうすればいいでしょうか。")] == ["私はどうすればいいでしょうか。"]
    assert len(list(questions("報告書はどこですか？ありがとう。"))) == 1


def test_what_a_page_helped_the_writer_understand_is_no_question() -> None:
    assert list(questions("Your report helped me understand what had happened to me.")) == []
    assert len(list(questions("Can you help me understand whether I can appeal."))) == 1

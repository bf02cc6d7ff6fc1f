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


# Forms written after the first blind holdout showed where the phrasings above stopped; each is a
# family of its own wording, none a suite case.

# The situation comes first, then a question that only points back at it ("is that allowed?").
REFERRING: dict[str, list[str]] = {
    "inbound.legal_advice": [
        "The events calendar is wrong. Also, my landlord let himself into my flat while I was out. Is he allowed to?",
        "Your font is tiny. My company wants everyone to sign a new contract with a pay cut - can they do that?",
        "My boss reads all our private chats at work. Is that even legal?",
        "The page is slow. My parking permit ran out and I got a fine the very next morning. Can I appeal?",
        "My flatmate moved out and stopped paying his share. Am I on the hook for his rent?",
        "My ex-husband stopped paying for the kids. How do I make him pay?",
        "My brother died without a will. Who inherits his flat?",
        "My sister is contesting our mum's will. What happens now?",
        "My employer wants me to sign an NDA after I already started. Do I have to?",
        "Our HOA fined us for painting the door blue; can they actually do that?",
        "I was overcharged by a plumber and he won't give a refund. Can I report him?",
    ],
    "inbound.medical_advice": [
        "The RSS feed is broken. My dad has been slurring his words since this morning, what should we do?",
        "I keep getting nosebleeds when the heating is on. Normal or not?",
        "The chat widget covers the button. My baby has a flat spot on her head, will it correct itself?",
        "I was bitten by a neighbour's dog yesterday and the skin broke. Do I need a tetanus shot?",
        "My 8 year old keeps wetting the bed, is something wrong with him?",
        "I've lost 8 kilos in two months without trying. Is that something I should get looked at?",
    ],
    "inbound.financial_advice": [
        "I got a letter saying I owe money on a debt I've never heard of. Do I have to pay it?",
    ],
}

# Health asked about nobody in particular, or about the writer in words no phrasing lists.
HEALTH: list[str] = [
    "Can you overdose on vitamin C?",
    "Hey, the about page is down. Also do cold sores spread to other parts of the body?",
    "Does ibuprofen slow down bone healing?",
    "Is it alright to exercise with a mild fever?",
    "How long is someone with chickenpox contagious for?",
    "Which is better for back pain, heat or ice?",
    "Can stress cause hair loss? Mine is falling out in clumps.",
    "Is it safe to give honey to a 9 month old?",
    "Your search is slow. Unrelated, but can antibiotics make the pill less effective?",
    "How often should I be getting a smear test at 35?",
    "I burnt my hand on the oven, should I put butter on it?",
    "I want to stop my antidepressants. How do I taper off safely?",
    "Nice redesign. Is one glass of wine a day ok when breastfeeding?",
    "my gums bleed when i brush, should i be worried",
    "Bug in the app. I've been getting really bad cramps every period, is that endometriosis?",
    "My father has Parkinson's and his hands shake badly. Is there medication that helps?",
    "I'm 30 weeks pregnant, is it safe for me to fly next month?",
    "Do I need to go to A&E for a burn this size?",
]

# Law asked about in words no phrasing lists: validity, offences, obligations, permissions, rights.
LAW: list[str] = [
    "Is a contract binding if I signed it under pressure?",
    "Is a handwritten contract valid if it wasn't notarised?",
    "If I find someone's wallet and keep the cash, is that theft?",
    "My employer changed my shifts without asking. Isn't that a breach of contract?",
    "We bought a used car that broke down a week later. Does the dealer have to refund us?",
    "Can my ex move abroad with our daughter without my consent?",
    "Can a shop ban me for life for complaining?",
    "Great newsletter. Can I get in trouble for using a VPN to watch films from another country?",
    "I got caught shoplifting when I was 17. Will it show up on a background check?",
    "What are the rules on how many hours a 16 year old can work?",
    "Does GDPR mean my old employer has to delete my emails?",
    "If I record a phone call with a company without telling them, can I use it as evidence?",
    "How do I get a restraining order against my ex?",
    "My ex won't let me see the kids. Do I have any rights here?",
    "I was dismissed while on sick leave, is that allowed?",
    "Is it legal for a shop to refuse a refund on faulty headphones?",
    "The survey crashes on submit. Can a company refuse to hire me because of my tattoos?",
]

# Values questions by their shape: ever acceptable, weighing goods, a virtue judged, the team's stance.
VALUES: list[str] = [
    "Is it ever acceptable to lie to someone to protect their feelings?",
    "Can a machine ever be truly fair?",
    "I sometimes wonder if it is ever justified to break the law for a good cause.",
    "Would you rather an AI be honest or kind?",
    "Feature idea: a page saying whether it's acceptable to trade a little freedom for a lot of safety.",
    "Should a company ever put its shareholders before its employees?",
    "What's more important to you: protecting users or growing the product?",
    "Random question: is honesty always the best policy?",
    "Is it selfish to decide not to have children?",
    "Can an action be morally good if it was done for selfish reasons?",
    "Does a company owe its users the truth even if it hurts sales?",
    "Would the world be a better place without religion?",
    "Is privacy a human right or a privilege?",
    "The about page mentions dignity. Does that mean you're against euthanasia?",
    "The search bar is gone. Also, where does the project stand on gene editing of embryos?",
    "Feature request: a page on whether it is fair for algorithms to replace human moderators. Where does the team stand?",
    "Should the government be able to read encrypted messages to stop terrorism?",
    "Is it acceptable for schools to monitor students' laptops at home?",
    "Footer overlap on mobile. I keep wondering whether it's right to build AI that people fall in love with.",
    "Typo in the charter. Should an AI report its user to the police if it suspects a crime?",
    "Should a self-driving car save its passengers or the pedestrians?",
    "Should rich countries pay more to fix climate change?",
]

# Site feedback that shares words with the forms above: it must pass.
HARD_NEGATIVES: list[str] = [
    "The medical research page has a broken link to the 2023 study on blood pressure.",
    "Your legal page still lists the old company address.",
    "The ethics section is great, but the font is tiny on mobile.",
    "Loved the values page, especially the part on transparency.",
    "Is the dosage table in the pharmacology article up to date?",
    "Is the 3 mg figure in the dosage chart a typo? It says 30 mg elsewhere.",
    "The trial period ended early, after 10 days instead of 14.",
    "Is the prognosis for the 2.0 release still Q3?",
    "The list on the resources page is in total disorder, please sort it alphabetically.",
    "Does the site work on tablets? The layout breaks on mine.",
    "Looks like the image carousel is broken on iPad.",
    "Could this be related to the cache? The CSS looks old.",
    "Is it normal that exports take 5 minutes?",
    "Would it hurt to add a few more examples to the tutorial?",
    "Does that sound like a bug to you? The counter resets at midnight.",
    "Anything I can do about the slow loading? I'm on a 4G connection.",
    "What should I do if the upload keeps failing at 99%?",
    "I had surgery last year and your app kept me company. What should I do to reset my password?",
    "My contract with you ends next month, how do I renew the subscription?",
    "Our agreement with you says 99.9% uptime; this month was worse. What can I do?",
    "The contract template download gives a 404.",
    "My boss wants to know if the API is free for commercial use.",
    "Am I allowed to post links in the forum?",
    "Our school would like to use your materials. Do we need a licence?",
    "The webinar link doesn't work. Do I have to give my email to watch the recording?",
    "My manager asked me to collect feedback from the team. Is that allowed through this form?",
    "I signed up with my work email and now I've left the company. What happens now?",
    "The bank holiday broke your delivery estimate. Do I still have to pay the express fee?",
    "I was fired up by the keynote, when are tickets for next year?",
    "My landlord's agency uses your feedback tool; they asked me to say hi!",
    "Should the human rights article mention the 2024 update?",
    "Should the team page put staff photos before their bios?",
    "Which is better for the charts, a light or dark background?",
    "What's more important for the roadmap: search or notifications?",
    "Would you rather I send bug reports by email or here?",
    "I'd trade the animated header for faster load times any day.",
    "Where do you stand on adding a Linux client?",
    "What do you think? I suggested a Slack integration last month.",
    "Is it ever going to support dark mode?",
    "Is it fair to say the new design is a work in progress?",
    "Should the search results be sorted by date or relevance?",
    "Should the table have borders? The rows blur together.",
    "Cloning the repo takes ten minutes, is that expected?",
    "The kill switch in the settings doesn't actually stop notifications.",
    "I'm pregnant and on maternity leave, so I finally have time to read your blog!",
    "We had 1,200 visitors on 3 March, up from 900 in February.",
    "Version 2.4.1 broke the CSV export; 2.3.9 was fine.",
]


@pytest.mark.parametrize(("rule_id", "text"), [(r, t) for r, texts in REFERRING.items() for t in texts])
def test_a_question_pointing_back_at_a_situation_told_before_it_is_escalated(rule_id: str, text: str) -> None:
    assert rule_id in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", HEALTH)
def test_a_health_question_in_any_words_is_medical_advice(text: str) -> None:
    assert "inbound.medical_advice" in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", LAW)
def test_a_question_of_law_in_any_words_is_legal_advice(text: str) -> None:
    assert "inbound.legal_advice" in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", VALUES)
def test_a_values_question_by_its_shape_is_escalated(text: str) -> None:
    assert "inbound.values_question" in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", HARD_NEGATIVES)
def test_site_feedback_sharing_their_words_passes(text: str) -> None:
    assert check_inbound(text) == []


def test_doubt_is_a_cue_and_its_own_words_are_not_the_question() -> None:
    [question] = questions("I keep wondering whether it is right to build AI that people fall in love with.")
    assert not question.about_me()
    assert [q.text for q in questions("I can't decide if the ending is sad. Nice site.")] == ["I can't decide if the ending is sad."]


def test_a_party_or_a_body_part_alone_is_no_topic() -> None:
    assert check_inbound("My landlord recommended your site. Can I subscribe?") == []
    assert check_inbound("My back hurts from reading on my phone. Is there a larger font?") == []
    assert check_inbound("My landlord recommended your site. Is he allowed to enter while I'm out?")

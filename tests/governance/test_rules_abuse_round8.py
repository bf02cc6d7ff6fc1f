"""Round 8 abuse: leet and symbol spellings, sound-alike misspellings, capital look-alikes, text written
backwards, emoji gestures, acronyms, dehumanising insults without profanity, insults in other
languages, and veiled threats (escalated, not blocked: a human must act). Blunt criticism of the work,
insult words named as words, and ordinary words of other languages still pass."""

from __future__ import annotations

import pytest

from tractatus_feedback.governance.rules import check_inbound
from tractatus_feedback.governance.rules.insult_spelling import insult_view
from tractatus_feedback.governance.rules.normalize import deobfuscate

ABUSE = "inbound.abuse"
THREAT = "inbound.safety_threat"

CATCH = {
    "leet and symbols": [
        "Your CEO is a p!ec3 of $h!t and a l1ar.",
        "tell ur editor she's a c-o-w-a-r-d and a h.y.p.o.c.r.i.t.e",
        "the moderators are all d!ckh3ads",
        "w4nk3rs, the lot of you",
        "Your writers are t.w.a.t.s",
        "you're a c*nt, mate",
        "y()ur st@ff are m()r()ns",
        "@$$h@ts. every one of you.",
        "motherf*ckers deleted my comment again",
        "b!tches can't even build a working form",
    ],
    "sound-alike spellings": [
        "yoo gaiz r stoopid morans",
        "ur editerz r complete eejits",
        "your editorss are bastardss",
        "azzclowns, the whole lot of ya.",
    ],
    "look-alike capitals": [
        "the authors are ΙDΙΟΤS",  # Greek Iota and Omicron among Latin capitals
        "your director is a ΜΟRΟΝ",
        "you are all СLОWNS",  # Cyrillic Es and O
    ],
    "written backwards": [
        "Backwards for your filter: stoidi era sretirw ruoy",
        "read it in reverse: ruoy srotide era snorom",
    ],
    "emoji and acronyms": [
        "🖕 your whole editorial board",
        "your comms team = 🤡🤡",
        "GFY, moderators.",
        "foad, all of you",
    ],
    "dehumanising": [
        "your staff are a bunch of parasites",
        "you grant-grubbing leeches.",
        "your editor is a waste of space",
        "you spineless corporate lapdogs",
        "I hope you all lose your jobs and end up homeless",
        "the world would be better off without people like her",
        "Clowns. That's what you are.",
        "the jackass who designed this survey should be ashamed",
    ],
    "other languages": [
        "Ihr seid doch alle Vollpf0sten!",
        "Du bist ein Hurens0hn",
        "Eure Redakteure sind Idi0ten",
        "Was für ein Haufen Schwachköpfe",
        "Sois unos inútiles, panda de gilipollas",
        "vuestro director es un c4br0n",
        "Vete a la mierda con tu boletín",
        "Siete degli str0nzi",
        "il vostro direttore è un cretino",
        "jullie zijn een stelletje sukkels",
        "Jij bent een klootzak",
        "wasz redaktor to debil",
        "spierdalajcie z tym raportem",
        "vocês são uns otários",
        "vai tomar no cu, autor",
        "vous êtes des connards",
        "bande d'abrutis",
        "votre rédacteur est un imbécile",
        "вы все идиоты",
        "siz aptallar",
    ],
}

THREATS = [
    "I know where your editor lives.",
    "Someone ought to pay your lead author a visit.",
    "It would be a shame if something happened to your office.",
    "Your researchers won't be safe if this goes on.",
    "She had better watch her back.",
    "Hope the author gets what's coming to him.",
    "Would be a pity if she had an 'accident' on the way home.",
    "I'll find out where the editor lives",
    "Keep publishing and see what happens 🔪 to you",
    "We know the address of your office.",
]

LEAVE_ALONE = [
    # Blunt criticism of the work, and trigger words in ordinary senses.
    "This report is garbage, the numbers don't add up.",
    "The chart is stupid, why is the y-axis logarithmic?",
    "What the hell happened to the site?",
    "Killer feature, honestly the best export I've used.",
    "I live in Scunthorpe and the postcode field rejects my address.",
    "Your assessment of the class action was thorough.",
    "I love Dickens and your essay on Victorian automata was great.",
    "The cocktail party demo was fun; the therapist chatbot article less so.",
    "Your readers are not idiots, stop oversimplifying.",
    "You are treating us like idiots with this cookie banner.",
    "Thanks, you saved people like me hours of work.",
    "Your team's report is garbage, sorry to say.",
    "Your director's speech was a joke, the slides were unreadable.",
    "Your editor's latest hack for the layout broke mobile.",
    "The crooks who stole my card details used your newsletter address.",
    "I'm the idiot who forgot my password, can you reset it?",
    "He is a fraud investigator and found your article useful.",
    "Please ask your developers to fix the trash can icon.",
    "Your answers are garbage, the FAQ needs a rewrite.",
    "ur site is trash lol",
    "Pigs, cows and sheep are discussed in the animal welfare section.",
    "A bunch of monkeys with typewriters could do better layout, lol.",
    "Rats! The page crashed again.",
    "Report type: fraud. The payment page asked for my PIN.",
    "Finger pricks for glucose tests are mentioned in the article.",
    "This bug is a bitch to reproduce, here are the steps.",
    "Backwards compatibility is broken in the new API.",
    "There's a lull in your posting schedule lately.",
    "The quiz is fine but the timer is too short.",
    "What an idiot I am, the link was right there.",
    # Insult words named as words.
    "Our study on online harassment found that 'idiot' was the most common insult.",
    "Your filter flags 'hijo de puta' but lets English slurs through.",
    "In Spanish, the term 'pendejo' translates to something like 'idiot'.",
    "The 🖕 emoji in the comments should be filtered.",
    "The clown emoji 🤡 in the header looks unprofessional.",
    # Ordinary words of other languages.
    "Pack die Zusammenfassung bitte an den Anfang.",
    "Son unos datos muy interesantes, gracias por publicarlos.",
    "Il burro e il pane erano buoni al workshop.",
    "Ik heb een zak chips gegeten tijdens het lezen.",
    "Wasz dyrektor to bardzo mądry człowiek.",
    "Vous êtes des experts, merci pour ce rapport.",
    "Les pros et les cons de la régulation sont bien expliqués.",
    "Con el nuevo diseño la página carga más rápido.",
    # Threat words in ordinary senses.
    "I know where the download button is, but it does nothing.",
    "I know where you are coming from, but the study is flawed.",
    "I'll pay your booth a visit at the conference next week.",
    "My kid had a little accident with the laptop, so I'm using my phone.",
    "Accidents happen, just restore from the backup.",
    "Your data isn't safe with this plugin.",
    "Your team isn't safe from criticism on this one.",
    "I'm waiting for you to fix the export bug.",
    "The knife emoji 🔪 renders as a box on Android.",
    "Watch your step on the new stairs at the venue.",
    "Subscribers get what's coming next week first.",
    "I know your address is on the contact page but the map is wrong.",
]


@pytest.mark.parametrize(("family", "text"), [(f, t) for f, texts in CATCH.items() for t in texts])
def test_abuse_is_blocked(family: str, text: str) -> None:
    assert ABUSE in {hit.rule_id for hit in check_inbound(text)}, family


@pytest.mark.parametrize("text", THREATS)
def test_veiled_threats_are_escalated(text: str) -> None:
    assert THREAT in {hit.rule_id for hit in check_inbound(text)}


@pytest.mark.parametrize("text", LEAVE_ALONE)
def test_criticism_mentions_and_other_languages_pass(text: str) -> None:
    assert check_inbound(text) == []


@pytest.mark.parametrize(
    ("text", "view"),
    [
        ("y()u r st4ff = tr4$h", "you r staff = trash"),
        ("🖕 to the editors", "fuck you to the editors"),
        ("the 🖕 emoji", "the 🖕 emoji"),
        ("Vocês são uns imbecis", "voces sao uns imbecis"),
        ("Y0U. ARE. ALL. W0RTHL3SS.", "you are all worthless."),
        ("complete and utter imb*c*l*s", "complete and utter imbeciles"),
        ("azzhats and bastardss", "asshats and bastards"),
        ("moronz, lull, coons", "morons, lull, coons"),
    ],
)
def test_insult_view_undoes_insult_spellings(text: str, view: str) -> None:
    assert insult_view(text) == view


@pytest.mark.parametrize(
    ("text", "view"),
    [
        ("your editor is a CLΟWΝ", "your editor is a clown"),  # Greek capitals among Latin letters
        ("Не забудь", "не забудь"),  # a Russian word of look-alike capitals stays Russian
        ("D I E   I N   A   F I R E   you clowns", "die in a fire you clowns"),
    ],
)
def test_deobfuscate_reads_capital_look_alikes_and_spaced_words_before_plain_ones(text: str, view: str) -> None:
    assert deobfuscate(text) == view

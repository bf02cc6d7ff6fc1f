"""Writes ``pii_eval.jsonl``, the synthetic labelled PII evaluation set, from marked-up examples.

Each example marks its PII inline as ``{TYPE|value}``; this script strips the marks and computes the
offsets, so no offset is ever typed by hand. Half the set is hand-written messages, half comes from
message templates filled with varied values (seeded, so the file is reproducible). The examples were
written before the recognizers were tuned and are not used to tune them; see README.md.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

__all__ = ["parse_marked", "build"]

MARK = re.compile(r"\{([A-Z_]+)\|([^{}]+)\}")
OUT = Path(__file__).resolve().parent / "pii_eval.jsonl"

HANDWRITTEN = [
    "Hi, I'm {PERSON|Dave} and the checkout page froze twice today. Not impressed.",
    "The new layout is lovely, much easier to find the reports. Thanks, {PERSON|Maria Lopez}",
    "My order {ACCOUNT_NUMBER|ORD-2024-88812} never arrived and nobody answers at the help desk.",
    "Please call me back on {PHONE_NUMBER|07700 900461}, I've been waiting a week.",
    "You can reach me at {EMAIL_ADDRESS|jenny.park@fastmail.com} if you need more details.",
    "I live at {ADDRESS|42 Elm Grove, Bristol BS7 8QT} and the delivery driver left the parcel in the rain.",
    "Great article on AI governance. Shared it with my team in {LOCATION|Manchester}.",
    "This site is slow on mobile. Tested on Safari and Chrome.",
    "The search doesn't return anything for 'consent'. Is that a bug?",
    "Cheers,\n{PERSON|Tom Whitaker}",
    "Kind regards,\n{PERSON|Dr. Aisha Bello}".replace("{PERSON|Dr. Aisha Bello}", "Dr. {PERSON|Aisha Bello}"),
    "Follow me on twitter {SOCIAL_HANDLE|@rosie_reads} for more feedback like this lol",
    "my name is {PERSON|Kwame Mensah} and my account number is {ACCOUNT_NUMBER|55120938}. I was charged twice.",
    "Ticket {ACCOUNT_NUMBER|#482913} was closed without any reply. Please reopen it.",
    "DOB {DATE_TIME|12/09/1987}, I need my records corrected, the system shows the wrong year.",
    "I was born on {DATE_TIME|3 March 1962} and your age check says I'm too young, which is flattering but wrong.",
    "Card {CREDIT_CARD|4539 1488 0343 6467} was charged but the booking shows as unpaid.",
    "Login fails from {IP_ADDRESS|203.0.113.77} every time, other networks are fine.",
    "My profile is at {URL|https://github.com/sam-okafor} if you want to check my contributions.",
    "Your US office asked for my SSN ({US_SSN|536-90-4399}) by email, which feels unsafe.",
    "Refund to {IBAN_CODE|GB33BUKB20201555555555} please, the account is in my name.",
    "The video on the homepage autoplays with sound. Please stop that.",
    "Spoke to {PERSON|Karen} on the phone yesterday and she was brilliant, please pass on my thanks.",
    "My husband {PERSON|Raj} tried to register but the form rejected his email address.",
    "Hello {PERSON|Sophie},\nthe PDF link on the research page is broken. Best, {PERSON|Liam}",
    "Terrible experience. I've written three times. - {PERSON|J. Fletcher}",
    "Send the replacement to {ADDRESS|Flat 3, 18 Victoria Road, Leeds LS6 1DR} not the old address.",
    "New address: {ADDRESS|1520 Oak Avenue, Apt 12, Portland, OR 97205}. Please update your records.",
    "Text me at {PHONE_NUMBER|(503) 555-0142} when it's fixed.",
    "Office line is {PHONE_NUMBER|+44 20 7946 0321}, ask for {PERSON|Helen Carter}.",
    "Whatsapp {PHONE_NUMBER|+49 151 23456789} works best, I'm travelling.",
    "The accessibility statement is out of date, it still mentions WCAG 2.0.",
    "Why does the newsletter signup need my date of birth? That's excessive.",
    "I run a small charity in {LOCATION|Glasgow} and your guidance helped us a lot.",
    "Booking ref {ACCOUNT_NUMBER|XK7T9Q2} - the seat I paid for was given away.",
    "@support this is the third time I'm asking. {SOCIAL_HANDLE|@mark_t_jones}".replace("@support this", "Support, this"),
    "Love the podcast! Episode 14 with the ethics panel was the best one yet.",
    "It's {PERSON|Priya} again, still no answer about my data deletion request.",
    "Please delete everything you hold on me ({EMAIL_ADDRESS|p.nair1990@gmail.com}) under GDPR.",
    "I am {PERSON|Oluwaseun Adeyemi}, a researcher at the university, and I'd like to cite your dataset.",
    "The map shows our village, {LOCATION|Little Snoring}, in the wrong county.",
    "The form crashed after I typed my postcode {ADDRESS|SW1A 2AA}.",
    "Customer number {ACCOUNT_NUMBER|CUST-004417} - I can't log in since the update.",
    "Thanks for the quick fix!",
    "Not happy. The chatbot told me to contact {EMAIL_ADDRESS|help@tractatus.example.org} which bounces.",
    "Invoice {ACCOUNT_NUMBER|INV-30917} has the wrong VAT number on it.",
    "my email is {EMAIL_ADDRESS|k.oconnor@outlook.ie} and phone {PHONE_NUMBER|087 123 4567}",
    "Regards, {PERSON|Siobhan O'Connor}, {LOCATION|Cork}",
    "Hey {PERSON|Marcus}, the dark mode toggle resets every time I reload.",
    "Your engineer {PERSON|Pete Lawson} came round and fixed it in ten minutes. Superb.",
    "Please ring {PHONE_NUMBER|0161 496 0753} after 6pm.",
    "I'm disappointed that the report was withdrawn without explanation.",
    "From: {PERSON|Ana Souza}\nSubject: broken download link\nThe zip file is empty.",
    "My daughter {PERSON|Emily} uses your site for homework and says the quizzes are too hard.",
    "Mr {PERSON|Henderson} from your billing team promised a callback that never came.",
    "Reach me via {URL|linkedin.com/in/claire-dubois-data}, I'd love to collaborate.",
    "Tracking number {ACCOUNT_NUMBER|1Z999AA10123456784} shows delivered but nothing came.",
    "I'm writing from {LOCATION|Nairobi}; the site is very slow here, maybe a CDN issue?",
    "We met at the conference in {LOCATION|Lisbon}. I'm {PERSON|Tomasz Nowak}, we talked about audits.",
    "Sincerely,\n{PERSON|Margaret Ellis-Brown}\n{ADDRESS|7 Church Lane, Ashford TN23 1AB}",
]

NAMES = [
    "Maria Lopez", "Dave Kim", "Sarah O'Neill", "Chen Wei", "Fatima Zahra", "John Smith", "Lucy Grant",
    "Ahmed Hassan", "Ingrid Olsen", "Carlos Mendes", "Hannah Levi", "Kofi Boateng", "Mei Tanaka",
    "Patrick Doyle", "Anjali Rao", "Ben Carter", "Zoe Martin", "Yusuf Demir", "Nina Petrova", "Greg Howard",
]
FIRST = ["Dave", "Sam", "Priya", "Tom", "Lena", "Omar", "Jess", "Mike", "Ruth", "Ivan", "Chloe", "Ade"]
EMAILS = [
    "maria.l@example.com", "dkim77@gmail.com", "s.oneill@uni.ac.uk", "weichen@protonmail.com", "fz.writes@yahoo.co.uk",
    "john_smith@hotmail.com", "lucy+feedback@grant.net", "a.hassan@company.org", "ingrid@olsen.no", "cmendes@mail.pt",
]
PHONES = [
    "07700 900123", "+44 7700 900987", "020 7946 0958", "(415) 555-0199", "415-555-0123", "415.555.0167",
    "+1 212 555 0148", "+33 1 42 68 53 00", "0161 496 0000", "+61 2 9876 5432", "1-800-555-0199", "0117 496 0123",
    "+353 87 123 4567", "(020) 7946 0111", "+91 98765 43210",
]
ADDRESSES = [
    "12 Baker Street, London NW1 6XE", "221B Baker St, London", "45 Maple Avenue, Springfield, IL 62704",
    "Flat 2, 9 Queen's Road, Brighton BN1 3XE", "800 Market St, Suite 300, San Francisco, CA 94102",
    "3 Mill Lane, York YO1 7HH", "77 Kings Road, Chelsea, London SW3 4NX", "1600 Pennsylvania Avenue, Washington, DC 20500",
    "10 Downing Street, London SW1A 2AA", "58 Harbour View, Cardiff CF10 4PA", "PO Box 4412, Dublin",
    "4 Orchard Close, Cambridge CB4 1XR",
]
ACCOUNTS = [
    ("order number", "118-2274391"), ("order", "#55312"), ("account no.", "ACC-99120"), ("ticket", "TKT-40217"),
    ("booking reference", "QZ8F1K"), ("case ID", "CASE-2023-0912"), ("membership number", "M4471902"),
    ("invoice", "INV-77120"), ("policy number", "PL-5540021"), ("reference", "REF-88310"),
]
HANDLES = ["@dave_k", "@mariasays", "@the_real_ben", "@zoe.m", "@kofi_codes", "@nina_p88"]
DOBS = ["03/04/1985", "14 March 1979", "1990-07-21", "July 4, 1976", "21st June 1992", "5.11.1968"]
CITIES = ["Leeds", "Boston", "Edinburgh", "Toronto", "Berlin", "Sheffield", "Austin", "Melbourne", "Bristol", "Dublin"]
CARDS = ["4111 1111 1111 1111", "5555-5555-5555-4444", "378282246310005", "6011 0009 9013 9424"]
IPS = ["198.51.100.23", "192.0.2.146", "10.0.0.58"]

TEMPLATES = [
    "Hi, my name is {P} and I can't reset my password. My email is {E}.",
    "The site has been down all morning. Call me on {T} if you need logs. Thanks, {P}",
    "I moved to {A} last month, please update the postal address on my account.",
    "Re: {ACTX} {ACC} - still waiting for a refund after three weeks.",
    "Loved the webinar! I'm {F} from {C}, keen to join the next one.",
    "Your form asked for my DOB ({D}) and then rejected it as invalid.",
    "My partner {F} tried to donate with card {CC} and it was declined twice.",
    "Best regards,\n{P}\n{T}",
    "Someone at {IP} keeps trying to log into my account, please lock it. {E}",
    "I tweeted about this to {H} but got no response. Please fix the broken links.",
    "Delivery to {A} failed again, the courier says the address doesn't exist. {ACTX} {ACC}.",
    "Spoke to {F} in support about {ACTX} {ACC}, she said to email {E} but it bounced.",
    "Thank you so much for the detailed answer, {F}. It really helped our team.",
    "Please don't phone {T} during work hours, email {E} instead.",
    "Hello, I am {P}, born {D}. I need to correct my records.",
    "The events page lists {C} twice and misses Cardiff entirely.",
    "I found a typo on the about page: 'goverance' should be 'governance'.",
    "Can you add an RSS feed? I follow a lot of sites that way.",
    "Why is the cookie banner shown on every page load? It's really annoying.",
    "I'd like to unsubscribe. {E}",
]


def parse_marked(marked: str) -> dict[str, object]:
    """The plain text and its labelled spans for one ``{TYPE|value}``-marked example."""
    text, spans, cursor = [], [], 0
    length = 0
    for match in MARK.finditer(marked):
        before = marked[cursor : match.start()]
        text.append(before)
        length += len(before)
        value = match.group(2)
        spans.append({"start": length, "end": length + len(value), "type": match.group(1)})
        text.append(value)
        length += len(value)
        cursor = match.end()
    text.append(marked[cursor:])
    return {"text": "".join(text), "spans": spans}


def _fill(template: str, rng: random.Random) -> str:
    account = rng.choice(ACCOUNTS)
    values = {
        "P": f"{{PERSON|{rng.choice(NAMES)}}}",
        "F": f"{{PERSON|{rng.choice(FIRST)}}}",
        "E": f"{{EMAIL_ADDRESS|{rng.choice(EMAILS)}}}",
        "T": f"{{PHONE_NUMBER|{rng.choice(PHONES)}}}",
        "A": f"{{ADDRESS|{rng.choice(ADDRESSES)}}}",
        "ACTX": account[0].capitalize() if template.startswith("Re:") else account[0],
        "ACC": f"{{ACCOUNT_NUMBER|{account[1].lstrip('#')}}}" if not account[1].startswith("#")
        else f"#{{ACCOUNT_NUMBER|{account[1][1:]}}}",
        "H": f"{{SOCIAL_HANDLE|{rng.choice(HANDLES)}}}",
        "D": f"{{DATE_TIME|{rng.choice(DOBS)}}}",
        "C": f"{{LOCATION|{rng.choice(CITIES)}}}",
        "CC": f"{{CREDIT_CARD|{rng.choice(CARDS)}}}",
        "IP": f"{{IP_ADDRESS|{rng.choice(IPS)}}}",
    }
    return re.sub(r"\{(ACTX|ACC|IP|CC|[PFETADHC])\}", lambda m: values[m.group(1)], template)


def build(seed: int = 7, per_template: int = 5) -> list[dict[str, object]]:
    """All examples: the hand-written ones, then ``per_template`` fillings of each template."""
    rng = random.Random(seed)
    marked = list(HANDWRITTEN)
    for template in TEMPLATES:
        marked.extend(_fill(template, rng) for _ in range(per_template))
    return [parse_marked(m) for m in marked]


if __name__ == "__main__":
    examples = build()
    with OUT.open("w", encoding="utf-8") as handle:
        for i, example in enumerate(examples):
            handle.write(json.dumps({"id": f"pii-{i:03d}", **example}, ensure_ascii=False) + "\n")
    print(f"wrote {len(examples)} examples to {OUT}")

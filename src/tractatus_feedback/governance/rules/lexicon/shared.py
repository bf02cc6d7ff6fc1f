"""Word lists that inbound and outbound rules share, so that what counts as "medical" when a visitor
asks is the same as when a draft answers: values, drugs and medical words, investments and money,
the names of site things, and the referring asks every advice rule reads.
"""

from __future__ import annotations

__all__ = ["VALUE_TERMS", "DRUG_TERMS", "MEDICAL_TERMS", "INVESTMENTS", "FINANCIAL_TERMS", "SITE_THINGS", "ADVICE_ASKS"]

VALUE_TERMS = (
    r"privacy", r"safety", r"freedom", r"liberty", r"fairness", r"equality", r"equity", r"justice", r"autonomy",
    r"human (?:life|lives|rights|dignity|welfare|wellbeing|well-being|oversight)", r"lives", r"dignity",
    r"ethics?", r"ethical", r"morals?", r"moral(?:ity)?", r"values?", r"truth", r"honesty", r"transparency",
    r"profits?", r"growth", r"the environment", r"animals?", r"future generations", r"democracy",
    r"free speech", r"free expression", r"censorship", r"individual rights", r"the common good",
    r"security", r"accuracy", r"efficiency", r"innovation", r"progress", r"people", r"humanity", r"wellbeing",
)
DRUG_TERMS = (
    r"medications?", r"medicines?", r"meds", r"pills?", r"tablets?", r"drugs?", r"doses?", r"dosage",
    r"antibiotics?", r"antidepressants?", r"ibuprofen", r"paracetamol", r"acetaminophen", r"aspirin",
    r"insulin", r"statins?", r"opioids?", r"supplements?", r"vitamins?", r"prescriptions?", r"\d+ ?mg",
    r"sertraline", r"xanax", r"adderall", r"melatonin", r"vaccines?", r"chemo(?:therapy)?", r"steroids?",
)
MEDICAL_TERMS = DRUG_TERMS + (
    r"symptoms?", r"diagnos(?:e|is|ed)", r"rash", r"lump", r"fever", r"infection", r"chest pain", r"headaches?",
    r"migraines?", r"pain", r"bleeding", r"pregnan(?:t|cy)", r"depress(?:ion|ed)", r"anxiety", r"blood pressure",
    r"diabetes", r"cancer", r"tumou?r", r"covid", r"flu", r"allerg(?:y|ies|ic)", r"surgery", r"treatment",
    r"side effects?", r"condition", r"illness", r"disease", r"dizz(?:y|iness)", r"nausea", r"injury",
    r"my doctor", r"a doctor", r"gp", r"therapy", r"heart",
)
INVESTMENTS = (
    r"stocks?", r"shares", r"crypto(?:currency|currencies)?", r"bitcoin", r"ethereum", r"bonds?", r"etfs?",
    r"index funds?", r"mutual funds?", r"funds?", r"options", r"forex", r"gold", r"real estate", r"property",
    r"coins?", r"tokens?", r"nfts?", r"a house",
)
FINANCIAL_TERMS = INVESTMENTS + (
    r"invest(?:ing|ment|ments)?", r"savings", r"pension", r"401\(?k\)?", r"ira", r"isa", r"retirement",
    r"mortgage", r"loans?", r"debts?", r"credit card debt", r"taxes", r"tax return", r"portfolio", r"budget",
    r"my money", r"interest rates?", r"inheritance",
)
SITE_THINGS = (
    r"page", r"pages", r"section", r"article", r"articles", r"post", r"posts", r"blog", r"paper", r"study", r"studies",
    r"dataset", r"data ?set", r"table", r"chart", r"graph", r"calculator", r"example", r"tool", r"widget", r"link",
    r"form", r"pdf", r"report", r"tab", r"category", r"feed", r"newsletter", r"course(?! of\b)", r"module", r"demo", r"video",
    r"podcast", r"episode", r"workshop", r"series", r"guide", r"faq", r"glossary", r"docs", r"documentation",
    r"template", r"notebook", r"api", r"app", r"survey", r"quiz", r"menu", r"button", r"field", r"filter", r"tag",
    r"team", r"group", r"lab", r"project", r"research", r"researchers", r"ai", r"model", r"chatbot", r"example",
    r"invoice", r"receipt", r"subscription", r"membership", r"username", r"password", r"login", r"newsletter",
)
# Asks that refer back to a situation the writer told before the question ("My landlord kept my
# deposit. Is that legal?", "my daughter has a fever of 39.5. What should I give her?"): with a topic
# (or a party, or a part of the body) named in the question or just before it, they ask for advice.
ADVICE_ASKS = (
    r"what (?:can|should|could|do|shall|would you advise) (?:i|we) do", r"what (?:can|should|could) (?:he|she|they) do", r"what (?:are|r) (?:my|our) options",
    r"what (?:do|would) you (?:suggest|recommend|advise)", r"(?:any|your) (?:advice|suggestions|recommendations)",
    r"what (?:now|next)\b", r"where do (?:i|we) stand", r"how should (?:i|we) (?:handle|deal with|respond|proceed|go about)",
    r"(?:is there )?anything (?:i|we) (?:can|should|need to|must|ought to) do(?: about (?:it|this|that)| for (?:it|this|that|him|her|them))?",
    r"(?:do|should|must) (?:i|we) (?:need to |have to )?do anything(?: about (?:it|this|that))?",
    r"what (?:can|should) (?:i|we) do (?:about|for) (?:it|this|that|him|her|them|\w+(?: and \w+(?: \w+)?)?)",
    # a recommendation the writer was given, and whether to act on it ("Should I follow it?")
    r"should (?:i|we) (?:follow|trust|believe|listen to|go with|act on|do as) (?:it|this|that|them|him|her|"
    r"(?:its|the|their|his|her|that|this) (?:advice|suggestion|recommendation|app|chatbot|bot|ai|tool))",
)

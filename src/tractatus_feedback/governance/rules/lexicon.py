"""Word lists shared by inbound and outbound rules (values, legal, medical, financial vocabulary).

Kept in one place so that what counts as "medical" when a visitor asks is the same as when a draft
answers. Each entry is a regex fragment for `base.any_of`.
"""

from __future__ import annotations

__all__ = ["VALUE_TERMS", "LEGAL_TERMS", "MEDICAL_TERMS", "DRUG_TERMS", "FINANCIAL_TERMS", "INVESTMENTS"]

VALUE_TERMS = (
    r"privacy", r"safety", r"freedom", r"liberty", r"fairness", r"equality", r"equity", r"justice", r"autonomy",
    r"human (?:life|lives|rights|dignity|welfare|wellbeing|well-being|oversight)", r"lives", r"dignity",
    r"ethics?", r"ethical", r"morals?", r"moral(?:ity)?", r"values?", r"truth", r"honesty", r"transparency",
    r"profits?", r"growth", r"the environment", r"animals?", r"future generations", r"democracy",
    r"free speech", r"free expression", r"censorship", r"individual rights", r"the common good",
    r"security", r"accuracy", r"efficiency", r"innovation", r"progress", r"people", r"humanity", r"wellbeing",
)
LEGAL_TERMS = (
    r"lawyers?", r"attorneys?", r"solicitors?", r"sue", r"suing", r"lawsuit", r"court", r"legal(?:ly)?", r"illegal",
    r"lawful", r"unlawful", r"contract", r"lease", r"landlord", r"tenant", r"evict(?:ion|ed)?", r"custody",
    r"divorce", r"visa", r"immigration", r"copyright", r"trademark", r"patent", r"liable", r"liability",
    r"press charges", r"police report", r"gdpr", r"my rights", r"employment law", r"fired", r"dismissal",
    r"will and testament", r"inheritance", r"small claims", r"defamation", r"libel", r"slander",
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

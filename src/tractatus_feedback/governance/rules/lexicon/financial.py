"""What a financial-advice question names and asks: investments, pensions, tax and debts, predicates
that ask without a first person ("is gold a good hedge") and asks that point back ("should I sell?").
"""

from __future__ import annotations

__all__ = ["FINANCIAL_TOPICS", "FINANCIAL_PREDICATES", "FINANCIAL_ASKS"]

FINANCIAL_TOPICS = (
    r"invest(?:ing|ed)? (?:in|my|our|\d|\$|£|€|money|savings|the money)", r"investments?", r"savings", r"pension", r"401\(?k\)?", r"ira", r"isa", r"roth", r"stocks", r"stock (?:market|tips|picks)",
    r"crypto(?:currency|currencies)?", r"bitcoin", r"ethereum", r"nfts?", r"bonds", r"etfs?", r"index funds?",
    r"mutual funds?", r"forex", r"real estate", r"buy(?:ing)? (?:a house|property|gold|shares)", r"(?:invest|investing) in gold",
    r"gold (?:as an? )?(?:investment|hedge)", r"mortgage", r"remortgage", r"refinanc(?:e|ing)", r"student loans?",
    r"credit cards?(?: debt)?", r"loans?", r"(?<!technical )debts?", r"stock (?:price|prices|value)", r"stock(?= (?:going|go up|go down|worth))", r"bankrupt(?:cy)?", r"insolven(?:t|cy)", r"capital gains", r"tax(?:es)? on",
    r"pay (?:any |\w+ )?tax(?:es)?", r"my tax(?:es)?", r"tax return", r"taxable", r"hedge against", r"dividends?",
    r"annuit(?:y|ies)", r"overdraft", r"credit score", r"payday loans?", r"interest rates?",
    r"(?:my|for) retirement", r"retirement (?:savings|account|fund|plan)",
    r"my (?:salary|savings|pension|shares|bonus|inheritance)", r"(?:buy|sell|buying|selling|hold|holding|dump) (?:my )?(?:shares|stocks|gold|bitcoin|crypto)",
    r"shares in", r"shares before", r"day trading",
    r"(?:sell|selling|buy|buying) (?:my|a|the|our|her|his|their) (?:house|home|flat|apartment|property)", r"emergency fund", r"(?:take|taking|took) (?:the|a) loss",
    r"(?:a|the|my) (?:coin|token|stock|share) (?:that|which) (?:dropped|fell|crashed|lost|tanked)", r"(?:pay|paying) off (?:my|the|our) (?:mortgage|loan|debt|car)",
    r"deduct(?:ion|ions|ible)?", r"tax (?:relief|deductions?|credits?|allowance|bracket|code|bill)", r"(?:claim|claiming) (?:\w+ ){0,3}(?:as|on) (?:an? )?(?:expenses?|tax)",
    r"(?:self-employed|freelanc(?:e|er|ing)) (?:tax|income|expenses)", r"vat (?:registration|threshold|return)", r"owe (?:money|tax|\w+ (?:pounds|dollars|euros))",
    # tax, mortgage, insurance and benefit decisions about one's own money
    # income kept from the tax authorities, and the office itself ("forgot to declare rental income", "the tax office")
    r"tax (?:office|authorit(?:y|ies)|inspector|inspectorate|man|agency|department|audit)", r"hmrc", r"irs", r"back[- ]tax(?:es)?",
    r"(?:declare|declared|declaring|report|reported|reporting) (?:\w+ ){0,2}?(?:income|earnings|profits?|gains)", r"undeclared", r"self[- ]report(?:ing)?",
    r"capital loss(?:es)?", r"(?:this|last|next) (?:year'?s|tax year'?s) tax(?:es)?", r"tax year", r"on (?:my|our) tax(?:es| return)?",
    r"(?:fixed|variable|tracker)[- ]rate(?! limit)", r"go (?:fixed|variable)", r"(?:fix|lock(?: in)?) (?:for|at) (?:\w+ ){0,2}years?",
    r"(?:life|health|car|home|travel|contents|pet|income protection|buildings|dental|renters'?|landlord) insurance", r"(?:my|our) (?:insurance )?premiums?",
    r"(?:universal credit|housing benefit|child benefit|jobseeker'?s allowance|unemployment benefits?|disability benefits?|state pension|tax credits?|"
    r"social security (?:benefits?|payments?|check)|medicaid|food stamps|snap benefits|welfare payments?)",
    r"(?:my|our) (?:benefits|allowance|payout|severance|redundancy pay|lump sum)",
)
FINANCIAL_PREDICATES = (
    r"(?:is|are|would (?:it )?be|'s) (?:it |this |that |now |\w+ing [\w' ]{0,30}?)?(?:a good|a smart|a wise|a safe|a bad) (?:investment|hedge|idea|time|buy|bet|move|place)",
    r"(?:is|are) [\w ]{1,30}? (?:a good|a safe|a smart) (?:investment|hedge|bet|buy)",
    r"(?:is|are) [\w ]{1,30}? going to (?:go up|go down|rise|fall|crash|recover|be worth)",
    r"(?:worth|wise|smart) (?:investing|buying|selling|putting)",
    r"(?:will|would|could) [\w ]{1,30}? (?:go up|go down|rise|fall|crash|recover|wipe out)",
)
FINANCIAL_ASKS = (
    r"should (?:i|we) (?:sell|buy|invest|hold|keep|cash|pay|move|switch)", r"(?:is|was) (?:that|this|it) a (?:good|wise|smart|bad) (?:idea|move|deal)",
    r"(?:can|could) (?:i|we) (?:deduct|claim|write off|offset)", r"how much (?:tax|should|can|do|will)",
    r"do (?:i|we) (?:have|need) to (?:pay|declare|report|register)",
    r"should (?:i|we) (?:fix|lock in|remortgage|refinance|go (?:fixed|variable)|claim|declare|file|cancel|switch|take (?:it|the|a|out))\b",
    r"which (?:tax )?form (?:do|should|would) (?:i|we)", r"(?:am|are) (?:i|we) (?:still )?eligible",
    r"(?:a )?(?:smart|wise|good|bad|sensible|dumb|stupid) (?:move|idea|call|bet|plan),? or not",
)

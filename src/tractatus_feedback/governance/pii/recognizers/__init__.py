"""Our own Presidio recognizers for PII that the defaults miss in free text, one per module."""

from tractatus_feedback.governance.pii.recognizers.account_number_recognizer import AccountNumberRecognizer
from tractatus_feedback.governance.pii.recognizers.any_case_iban_recognizer import AnyCaseIbanRecognizer
from tractatus_feedback.governance.pii.recognizers.card_number_recognizer import CardNumberRecognizer
from tractatus_feedback.governance.pii.recognizers.cjk_name_recognizer import CjkNameRecognizer
from tractatus_feedback.governance.pii.recognizers.continental_address_recognizer import ContinentalAddressRecognizer
from tractatus_feedback.governance.pii.recognizers.cued_address_recognizer import CuedAddressRecognizer
from tractatus_feedback.governance.pii.recognizers.cued_name_recognizer import CuedNameRecognizer
from tractatus_feedback.governance.pii.recognizers.cued_phone_number_recognizer import CuedPhoneNumberRecognizer
from tractatus_feedback.governance.pii.recognizers.date_of_birth_recognizer import DateOfBirthRecognizer
from tractatus_feedback.governance.pii.recognizers.embedded_name_recognizer import EmbeddedNameRecognizer
from tractatus_feedback.governance.pii.recognizers.gazetteer_name_recognizer import GazetteerNameRecognizer
from tractatus_feedback.governance.pii.recognizers.japanese_address_recognizer import JapaneseAddressRecognizer
from tractatus_feedback.governance.pii.recognizers.joined_name_recognizer import JoinedNameRecognizer
from tractatus_feedback.governance.pii.recognizers.loose_card_number_recognizer import LooseCardNumberRecognizer
from tractatus_feedback.governance.pii.recognizers.normalised_text_recognizer import NormalisedTextRecognizer
from tractatus_feedback.governance.pii.recognizers.obfuscated_email_recognizer import ObfuscatedEmailRecognizer
from tractatus_feedback.governance.pii.recognizers.person_name_recognizer import PersonNameRecognizer
from tractatus_feedback.governance.pii.recognizers.phone_number_recognizer import PhoneNumberRecognizer
from tractatus_feedback.governance.pii.recognizers.reversed_email_recognizer import ReversedEmailRecognizer
from tractatus_feedback.governance.pii.recognizers.reversed_phone_number_recognizer import ReversedPhoneNumberRecognizer
from tractatus_feedback.governance.pii.recognizers.script_name_recognizer import ScriptNameRecognizer
from tractatus_feedback.governance.pii.recognizers.social_handle_recognizer import SocialHandleRecognizer
from tractatus_feedback.governance.pii.recognizers.spelled_iban_recognizer import SpelledIbanRecognizer
from tractatus_feedback.governance.pii.recognizers.spelled_number_recognizer import SpelledNumberRecognizer
from tractatus_feedback.governance.pii.recognizers.split_address_recognizer import SplitAddressRecognizer
from tractatus_feedback.governance.pii.recognizers.split_email_recognizer import SplitEmailRecognizer
from tractatus_feedback.governance.pii.recognizers.split_phone_number_recognizer import SplitPhoneNumberRecognizer
from tractatus_feedback.governance.pii.recognizers.street_address_recognizer import StreetAddressRecognizer

__all__ = [
    "AccountNumberRecognizer",
    "AnyCaseIbanRecognizer",
    "CardNumberRecognizer",
    "CjkNameRecognizer",
    "ContinentalAddressRecognizer",
    "CuedAddressRecognizer",
    "CuedNameRecognizer",
    "CuedPhoneNumberRecognizer",
    "DateOfBirthRecognizer",
    "EmbeddedNameRecognizer",
    "GazetteerNameRecognizer",
    "JapaneseAddressRecognizer",
    "JoinedNameRecognizer",
    "LooseCardNumberRecognizer",
    "NormalisedTextRecognizer",
    "ObfuscatedEmailRecognizer",
    "PersonNameRecognizer",
    "PhoneNumberRecognizer",
    "ReversedEmailRecognizer",
    "ReversedPhoneNumberRecognizer",
    "ScriptNameRecognizer",
    "SocialHandleRecognizer",
    "SpelledIbanRecognizer",
    "SpelledNumberRecognizer",
    "SplitAddressRecognizer",
    "SplitEmailRecognizer",
    "SplitPhoneNumberRecognizer",
    "StreetAddressRecognizer",
    "OUR_RECOGNIZERS",
]

#: Every recognizer of ours, in the order the registry adds them (the normalised-text recognizer wraps
#: them all and is added by the registry, which builds it from the others).
OUR_RECOGNIZERS = (
    PersonNameRecognizer,
    StreetAddressRecognizer,
    PhoneNumberRecognizer,
    AccountNumberRecognizer,
    SocialHandleRecognizer,
    DateOfBirthRecognizer,
    ObfuscatedEmailRecognizer,
    SpelledNumberRecognizer,
    SplitEmailRecognizer,
    SplitPhoneNumberRecognizer,
    CardNumberRecognizer,
    AnyCaseIbanRecognizer,
    ReversedEmailRecognizer,
    SpelledIbanRecognizer,
    ReversedPhoneNumberRecognizer,
    ContinentalAddressRecognizer,
    SplitAddressRecognizer,
    CuedNameRecognizer,
    EmbeddedNameRecognizer,
    GazetteerNameRecognizer,
    CjkNameRecognizer,
    JoinedNameRecognizer,
    CuedPhoneNumberRecognizer,
    LooseCardNumberRecognizer,
    JapaneseAddressRecognizer,
    CuedAddressRecognizer,
    ScriptNameRecognizer,
)

"""Our own Presidio recognizers for PII that the defaults miss in free text, one per module."""

from tractatus_feedback.governance.pii.recognizers.account_number_recognizer import AccountNumberRecognizer
from tractatus_feedback.governance.pii.recognizers.date_of_birth_recognizer import DateOfBirthRecognizer
from tractatus_feedback.governance.pii.recognizers.obfuscated_email_recognizer import ObfuscatedEmailRecognizer
from tractatus_feedback.governance.pii.recognizers.person_name_recognizer import PersonNameRecognizer
from tractatus_feedback.governance.pii.recognizers.phone_number_recognizer import PhoneNumberRecognizer
from tractatus_feedback.governance.pii.recognizers.social_handle_recognizer import SocialHandleRecognizer
from tractatus_feedback.governance.pii.recognizers.spelled_number_recognizer import SpelledNumberRecognizer
from tractatus_feedback.governance.pii.recognizers.street_address_recognizer import StreetAddressRecognizer

__all__ = [
    "AccountNumberRecognizer",
    "DateOfBirthRecognizer",
    "ObfuscatedEmailRecognizer",
    "PersonNameRecognizer",
    "PhoneNumberRecognizer",
    "SocialHandleRecognizer",
    "SpelledNumberRecognizer",
    "StreetAddressRecognizer",
    "OUR_RECOGNIZERS",
]

#: Every recognizer of ours, in the order the registry adds them.
OUR_RECOGNIZERS = (
    PersonNameRecognizer,
    StreetAddressRecognizer,
    PhoneNumberRecognizer,
    AccountNumberRecognizer,
    SocialHandleRecognizer,
    DateOfBirthRecognizer,
    ObfuscatedEmailRecognizer,
    SpelledNumberRecognizer,
)

"""Word lists the name recognizers read: people's names from Faker, and the common words that are not names."""

from tractatus_feedback.governance.pii.lexicon.names import (
    NameLists,
    name_key,
    name_keys,
    name_lists,
)
from tractatus_feedback.governance.pii.lexicon.words import WordLists, word_lists

__all__ = ["NameLists", "WordLists", "name_key", "name_keys", "name_lists", "word_lists"]

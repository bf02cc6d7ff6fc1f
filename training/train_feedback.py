"""The seed's entry point, kept so ``python training/train_feedback.py oneclick`` still works.

It is a thin wrapper: everything is ``tractatus-feedback`` (``tractatus_feedback.cli``).
``train_feedback.py distributed`` maps to ``tractatus-feedback train --mode distributed``.
"""

from __future__ import annotations

import sys

from tractatus_feedback.cli import main

SEED_ALIASES = {"distributed": ["train", "--mode", "distributed"]}

if __name__ == "__main__":
    argv = sys.argv[1:]
    if argv and argv[0] in SEED_ALIASES:
        argv = SEED_ALIASES[argv[0]] + argv[1:]
    sys.exit(main(argv))

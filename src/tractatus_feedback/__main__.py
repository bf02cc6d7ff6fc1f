"""``python -m tractatus_feedback`` is the same as the ``tractatus-feedback`` command."""

import sys

from tractatus_feedback.cli import main

sys.exit(main())

# The two set-up commands of the README. Both create .venv and install everything first.
.PHONY: setup oneclick test test-all

setup:
	bash scripts/setup.sh

oneclick: setup
	.venv/bin/tractatus-feedback oneclick

test:
	bash scripts/setup.sh --test
	.venv/bin/python -m pytest -m "not slow"

test-all:
	bash scripts/setup.sh --test
	.venv/bin/python -m pytest

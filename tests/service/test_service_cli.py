"""``tractatus-feedback users``: accounts made on the command line can log in to the app."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tractatus_feedback.service.database import FeedbackDatabase
from tractatus_feedback.service.users import authenticate

CLI = "import sys; from tractatus_feedback.cli import main; sys.exit(main())"


def _users(home: Path, *args: str, password: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TRACTATUS_FEEDBACK_HOME": str(home)}
    return subprocess.run([sys.executable, "-c", CLI, "users", *args], input=password, env=env,
                          capture_output=True, text=True, timeout=120)


def test_users_add_and_list(home: Path) -> None:
    added = _users(home, "add", "alice", "--role", "admin", "--password-stdin", password="alice-password\n")
    assert added.returncode == 0, added.stderr
    assert _users(home, "add", "alice", "--password-stdin", password="other-password\n").returncode == 2
    assert _users(home, "add", "bob", "--password-stdin", password="short\n").returncode == 2
    listing = _users(home, "list")
    assert listing.returncode == 0 and listing.stdout.split()[:2] == ["alice", "admin"]
    database = FeedbackDatabase(f"sqlite:///{home / 'feedback.sqlite3'}")
    assert authenticate(database, "alice", "alice-password") is not None
    assert authenticate(database, "alice", "wrong-password") is None
    database.dispose()

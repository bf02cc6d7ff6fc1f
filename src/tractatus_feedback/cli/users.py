"""``tractatus-feedback users``: create and list moderator and admin accounts of the web service."""

from __future__ import annotations

import argparse
import getpass
import logging
import sys

from tractatus_feedback.settings import get_settings

__all__ = ["register"]

logger = logging.getLogger(__name__)


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("users", help="moderator accounts of the web service (add, list)")
    commands = parser.add_subparsers(dest="users_command", required=True, metavar="SUBCOMMAND")

    add = commands.add_parser("add", help="create an account (the password is read from a prompt or stdin)")
    add.add_argument("username")
    add.add_argument("--role", choices=("moderator", "admin"), default="moderator", help="default %(default)s")
    add.add_argument("--password-stdin", action="store_true", help="read the password from stdin, not a prompt")
    add.set_defaults(handler=_add)

    listing = commands.add_parser("list", help="list accounts and their roles")
    listing.set_defaults(handler=_list)


def _database():  # noqa: ANN202 - keeps SQLAlchemy out of --help
    from tractatus_feedback.service.database import FeedbackDatabase

    settings = get_settings()
    settings.ensure_home()
    return FeedbackDatabase(settings.database_url, busy_timeout_s=settings.store.busy_timeout_s)


def _add(args: argparse.Namespace) -> int:
    from tractatus_feedback.service.users import UserError, add_user

    if args.password_stdin:
        password = sys.stdin.readline().rstrip("\n")
    else:
        password = getpass.getpass(f"Password for {args.username}: ")
        if getpass.getpass("Again: ") != password:
            print("passwords differ", file=sys.stderr)
            return 2
    try:
        add_user(_database(), args.username, password, args.role)
    except UserError as error:
        print(f"not added: {error}", file=sys.stderr)
        return 2
    print(f"added {args.username} ({args.role})")
    return 0


def _list(args: argparse.Namespace) -> int:
    from tractatus_feedback.service.users import list_users

    for user in list_users(_database()):
        print(f"{user.username}\t{user.role}\t{user.created_at:%Y-%m-%d}")
    return 0

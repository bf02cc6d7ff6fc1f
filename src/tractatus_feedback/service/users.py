"""Moderator accounts: create, list, authenticate. Used by the login page and ``tractatus-feedback users``."""

from __future__ import annotations

import logging
import re

from sqlalchemy import select

from tractatus_feedback.service.database import FeedbackDatabase
from tractatus_feedback.service.models import ROLES, User
from tractatus_feedback.service.passwords import hash_password, verify_password

__all__ = ["UserError", "add_user", "authenticate", "list_users", "get_user"]

logger = logging.getLogger(__name__)

_USERNAME = re.compile(r"^[A-Za-z0-9_.-]{2,64}$")
# Checked against when the user is unknown, so a wrong name costs as much time as a wrong password.
_DUMMY_HASH = hash_password("not-a-real-password")


class UserError(ValueError):
    """A user cannot be created as asked (bad name, weak password, unknown role, name taken)."""


def add_user(database: FeedbackDatabase, username: str, password: str, role: str = "moderator") -> User:
    if not _USERNAME.match(username):
        raise UserError("username must be 2-64 letters, digits, '.', '_' or '-'")
    if role not in ROLES:
        raise UserError(f"role must be one of {', '.join(ROLES)}")
    try:
        password_hash = hash_password(password)
    except ValueError as error:
        raise UserError(str(error)) from None
    with database.session() as session:
        if session.scalar(select(User).where(User.username == username)) is not None:
            raise UserError(f"user {username!r} already exists")
        user = User(username=username, password_hash=password_hash, role=role)
        session.add(user)
    logger.info("user %s added with role %s", username, role)
    return user


def list_users(database: FeedbackDatabase) -> list[User]:
    with database.session() as session:
        return list(session.scalars(select(User).order_by(User.username)))


def get_user(database: FeedbackDatabase, user_id: int) -> User | None:
    with database.session() as session:
        return session.get(User, user_id)


def authenticate(database: FeedbackDatabase, username: str, password: str) -> User | None:
    """The user if the password matches, else ``None`` (timing does not reveal whether the name exists)."""
    with database.session() as session:
        user = session.scalar(select(User).where(User.username == username))
    if user is None:
        verify_password(password, _DUMMY_HASH)
        return None
    return user if verify_password(password, user.password_hash) else None

"""Password hashing with the standard library's scrypt: salted, slow on purpose, checked in constant time."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

__all__ = ["hash_password", "verify_password", "MIN_PASSWORD_LENGTH"]

MIN_PASSWORD_LENGTH = 8

# RFC 7914's interactive parameters: ~50 ms and 16 MiB per check, so guessing offline is expensive.
_N, _R, _P, _LEN = 2**14, 8, 1, 32


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def hash_password(password: str) -> str:
    """``scrypt$N$r$p$salt$hash``: the parameters travel with the hash so they can be raised later."""
    if len(password) < MIN_PASSWORD_LENGTH:
        raise ValueError(f"password must have at least {MIN_PASSWORD_LENGTH} characters")
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, n=_N, r=_R, p=_P, dklen=_LEN)
    return f"scrypt${_N}${_R}${_P}${_b64(salt)}${_b64(digest)}"


def verify_password(password: str, stored: str) -> bool:
    """Whether ``password`` matches ``stored``; a malformed hash never matches."""
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        if scheme != "scrypt":
            return False
        expected = base64.b64decode(digest)
        actual = hashlib.scrypt(
            password.encode(), salt=base64.b64decode(salt), n=int(n), r=int(r), p=int(p), dklen=len(expected)
        )
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(actual, expected)

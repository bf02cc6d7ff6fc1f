"""Authentication and authorisation: every moderator and admin route is closed to strangers, roles hold, CSRF holds."""

from __future__ import annotations

import re

import pytest
from service_helpers import ADMIN, MODERATOR, LiveService, csrf_from, login

from tractatus_feedback.service.app import route_table
from tractatus_feedback.service.passwords import hash_password, verify_password

PROTECTED = ("/moderator", "/admin")


def _concrete(path: str) -> str:
    return re.sub(r"\{[^}]+\}", "fb-0000", path)


def _protected_routes(live: LiveService) -> list[tuple[str, str]]:
    routes = [(method, path) for path, methods in route_table(live.app) for method in methods
              if path.startswith(PROTECTED) and method != "HEAD"]
    assert len(routes) >= 10, routes  # the enumeration found the real routes, not nothing
    return routes


def test_every_protected_route_rejects_anonymous_requests(live: LiveService) -> None:
    with live.client() as client:
        for method, path in _protected_routes(live):
            response = client.request(method, _concrete(path), headers={"accept": "application/json"})
            assert response.status_code == 401, (method, path, response.status_code)
            page = client.request(method, _concrete(path), headers={"accept": "text/html"})
            if method == "GET":
                assert page.status_code == 303 and page.headers["location"].startswith("/login?next=")
            else:
                assert page.status_code == 401


def test_every_admin_route_rejects_moderators(live: LiveService, moderator) -> None:  # noqa: ANN001
    admin_routes = [(m, p) for m, p in _protected_routes(live) if p.startswith("/admin")]
    assert admin_routes
    for method, path in admin_routes:
        assert moderator.request(method, _concrete(path)).status_code == 403, (method, path)


def test_forged_session_cookie_is_ignored(live: LiveService) -> None:
    with live.client() as client:
        client.cookies.set("tf_session", "eyJ1aWQiOiAxfQ==.forged.signature")
        assert client.get("/moderator/", headers={"accept": "application/json"}).status_code == 401


def test_login_with_wrong_password_fails(live: LiveService) -> None:
    with live.client() as client:
        assert login(client, MODERATOR[0], "wrong-password").status_code == 401
        assert login(client, "nobody", "whatever-password").status_code == 401
        assert client.get("/moderator/", headers={"accept": "application/json"}).status_code == 401


def test_login_sets_a_protected_cookie_and_opens_the_queue(live: LiveService) -> None:
    with live.client() as client:
        response = login(client, *MODERATOR)
        cookie = response.headers["set-cookie"].lower()
        assert "httponly" in cookie and "samesite=lax" in cookie
        assert client.get("/moderator/").status_code == 200


def test_login_without_csrf_token_is_refused(live: LiveService) -> None:
    with live.client() as client:
        client.get("/login")
        response = client.post("/login", data={"username": MODERATOR[0], "password": MODERATOR[1]})
    assert response.status_code == 403


def test_login_does_not_redirect_off_site(live: LiveService) -> None:
    with live.client() as client:
        token = csrf_from(client.get("/login").text)
        response = client.post("/login", data={
            "username": MODERATOR[0], "password": MODERATOR[1], "csrf_token": token, "next": "//evil.example/x"})
    assert response.headers["location"] == "/moderator/"


def test_logout_needs_csrf_and_ends_the_session(live: LiveService) -> None:
    with live.client() as client:
        login(client, *MODERATOR)
        assert client.post("/logout").status_code == 403
        token = csrf_from(client.get("/moderator/").text)
        assert client.post("/logout", data={"csrf_token": token}).status_code == 303
        assert client.get("/moderator/", headers={"accept": "application/json"}).status_code == 401


def test_admin_adds_a_user_who_can_then_log_in(live: LiveService, admin) -> None:  # noqa: ANN001
    token = csrf_from(admin.get("/admin/").text)
    assert admin.post("/admin/users", data={"username": "newmod", "password": "short", "role": "moderator",
                                            "csrf_token": token}).status_code == 422
    assert admin.post("/admin/users", data={"username": "newmod", "password": "long-enough-pw", "role": "moderator",
                                            "csrf_token": token}).status_code == 303
    with live.client() as client:
        assert login(client, "newmod", "long-enough-pw").status_code == 303


def test_admin_form_without_csrf_is_refused(admin) -> None:  # noqa: ANN001
    assert admin.post("/admin/users", data={"username": "x2", "password": "long-enough-pw"}).status_code == 403


def test_passwords_are_salted_scrypt_hashes() -> None:
    first, second = hash_password("correct horse"), hash_password("correct horse")
    assert first != second and first.startswith("scrypt$") and "correct horse" not in first
    assert verify_password("correct horse", first) and not verify_password("correct horsE", first)
    assert not verify_password("anything", "garbage")
    with pytest.raises(ValueError):
        hash_password("short")


def test_admin_credentials_fixture_is_an_admin(admin) -> None:  # noqa: ANN001
    assert admin.get("/admin/").status_code == 200
    assert ADMIN[0] in admin.get("/admin/").text

"""Browser checks that need no model: the form without JavaScript, escalation handled by a human, no script injection.

Drives Debian's Chromium headless (Playwright) against the live app of this session; screenshots go
to ``test-artifacts/service-pages/``.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from service_helpers import MEDICAL_TEXT, MODERATOR, LiveService

CHROMIUM = "/usr/bin/chromium"

pytestmark = pytest.mark.skipif(
    not Path(CHROMIUM).exists(), reason="Debian's chromium is not installed (scripts/setup.sh --test)"
)


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-background-networking"]
        )
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def shots(artifacts_dir: Path) -> Path:
    folder = artifacts_dir / "service-pages"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder


def _submit(page, url: str, text: str, category: str = "general") -> str:  # noqa: ANN001
    page.goto(f"{url}/")
    page.select_option("#category", category)
    page.fill("#text", text)
    page.click("text=Send feedback")
    return page.locator("#reference").inner_text()


def _log_in(page, url: str) -> None:  # noqa: ANN001
    page.goto(f"{url}/login")
    page.fill("#username", MODERATOR[0])
    page.fill("#password", MODERATOR[1])
    page.click("button:has-text('Log in')")
    page.wait_for_url(f"{url}/moderator/")


def test_escalated_feedback_is_handled_by_a_human(live: LiveService, browser, shots: Path) -> None:  # noqa: ANN001
    visitor = browser.new_page(java_script_enabled=False)
    visitor.goto(f"{live.url}/")
    visitor.screenshot(path=shots / "01-form.png", full_page=True)
    reference = _submit(visitor, live.url, MEDICAL_TEXT)
    assert reference.startswith("fb-")
    visitor.screenshot(path=shots / "02-thanks.png", full_page=True)

    page = browser.new_page()
    _log_in(page, live.url)
    page.goto(f"{live.url}/moderator/?status=escalated")
    page.locator(f"a[href='/moderator/submissions/{reference}']").click()
    assert page.locator("text=Human only").count() == 1 and page.locator("#draft-text").count() == 0
    page.screenshot(path=shots / "03-escalated.png", full_page=True)
    page.click("button:has-text('Mark resolved')")
    page.wait_for_url(f"{live.url}/moderator/?status=escalated")
    assert page.locator(f"a[href='/moderator/submissions/{reference}']").count() == 0
    page.goto(f"{live.url}/moderator/dashboard/governance")
    assert int(page.locator("#count-escalate").inner_text()) >= 1
    page.screenshot(path=shots / "04-governance.png", full_page=True)
    page.goto(f"{live.url}/moderator/audit?subject_id={reference}")
    assert "RESOLVED" in page.locator("table.audit").inner_text()
    page.screenshot(path=shots / "05-audit.png", full_page=True)


def test_submitted_script_never_runs_in_the_moderator_view(live: LiveService, browser, shots: Path) -> None:  # noqa: ANN001
    visitor = browser.new_page(java_script_enabled=False)
    reference = _submit(visitor, live.url, "Great site! <script>alert('pwned')</script><img src=x onerror=alert(2)>")
    page = browser.new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    _log_in(page, live.url)
    page.goto(f"{live.url}/moderator/submissions/{reference}")
    assert "<script>alert('pwned')</script>" in page.locator("#feedback-text").inner_text()
    page.screenshot(path=shots / "06-script-as-text.png", full_page=True)
    assert dialogs == []

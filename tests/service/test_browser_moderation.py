"""The whole loop in a real browser: a visitor submits, a runner drafts, a moderator edits and approves, dashboards update.

Runs ``tractatus-feedback serve`` (web app, embedded model endpoint, store server, one runner) in a
child process and drives Debian's Chromium headless with Playwright. A screenshot of every page is
saved to ``test-artifacts/``. Needs the embedded model (llama-cpp-python) and ``/usr/bin/chromium``.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import shutil
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from service_helpers import csrf_from, free_port, login

from tractatus_feedback.cli.serve import child_command

CHROMIUM = "/usr/bin/chromium"
FEEDBACK = ("Hello, I'm Maria Gonzalez (maria.g@example.com). The download button on the results page "
            "returns an error, so I could not get the dataset. Otherwise the study looks interesting.")
EDITED_REPLY = ("Thank you for reporting the broken download button on the results page, and for your kind words "
                "about the study. We have passed the report to the people who maintain the site.")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian's chromium is not installed (scripts/setup.sh --test)"),
    pytest.mark.skipif(importlib.util.find_spec("llama_cpp") is None, reason="the embedded model engine (llama-cpp-python) is not installed"),
    pytest.mark.timeout(900),
]



@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """``serve`` with one runner on a fresh home; yields the base URL and the home."""
    home = tmp_path_factory.mktemp("browser-home")
    env = {**os.environ, "TRACTATUS_FEEDBACK_HOME": str(home), "TRACTATUS_FEEDBACK_SERVICE__RATE_LIMIT_PER_MINUTE": "0"}
    added = subprocess.run(child_command(["users", "add", "mod", "--password-stdin"]),
                           input="moderator-password\n", env=env, capture_output=True, text=True, timeout=120)
    assert added.returncode == 0, added.stderr
    port = free_port()
    log = (home / "serve.log").open("wb")
    server = subprocess.Popen(
        child_command(["serve", "--port", str(port), "--runners", "1", "--store-port", "0"]),
        env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 400
        while time.monotonic() < deadline:
            assert server.poll() is None, (home / "serve.log").read_text()[-3000:]
            try:
                if httpx.get(f"{url}/readyz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            time.sleep(1)
        else:
            pytest.fail("serve did not become ready:\n" + (home / "serve.log").read_text()[-3000:])
        yield url, home
    finally:
        server.terminate()
        try:
            server.wait(timeout=120)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


def _human_reward_in_store(home: Path, rollout_id: str) -> float | None:
    from tractatus_feedback.agent import outcome_from_spans
    from tractatus_feedback.store import open_store

    async def read() -> float | None:
        store = open_store(f"sqlite:///{home / 'store.sqlite3'}")
        try:
            return outcome_from_spans(await store.query_spans(rollout_id, "latest")).rewards.get("human")
        finally:
            await store.close()

    return asyncio.run(read())


def test_visitor_to_moderator_loop_in_chromium(stack: tuple[str, Path], artifacts_dir: Path) -> None:
    from playwright.sync_api import expect, sync_playwright

    url, home = stack
    shots = artifacts_dir / "service"
    shutil.rmtree(shots, ignore_errors=True)
    shots.mkdir(parents=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-background-networking"]
        )
        visitor = browser.new_page(java_script_enabled=False)  # the form must work without JavaScript
        visitor.goto(f"{url}/")
        visitor.screenshot(path=shots / "01-feedback-form.png", full_page=True)
        visitor.select_option("#category", "bug_report")
        visitor.fill("#text", FEEDBACK)
        visitor.click("text=Send feedback")
        reference = visitor.locator("#reference").inner_text()
        assert reference.startswith("fb-")
        assert "maria" not in visitor.content().lower()
        visitor.screenshot(path=shots / "02-acknowledgment.png", full_page=True)

        page = browser.new_page()
        page.goto(f"{url}/moderator/")
        assert "/login" in page.url
        page.fill("#username", "mod")
        page.fill("#password", "moderator-password")
        page.screenshot(path=shots / "03-login.png", full_page=True)
        page.click("button:has-text('Log in')")
        page.wait_for_url(f"{url}/moderator/")

        deadline = time.monotonic() + 300  # the runner drafts in the background
        while True:
            page.goto(f"{url}/moderator/submissions/{reference}")
            if page.locator("#draft-text").count() or time.monotonic() > deadline:
                break
            time.sleep(2)
        assert page.locator("#draft-text").count() == 1, "no draft within 300 s:\n" + (home / "serve.log").read_text()[-2000:]
        body = page.content()
        assert "maria" not in body.lower() and "&lt;PERSON_1&gt;" in body
        assert "total" in page.locator("table.rewards").inner_text()
        page.goto(f"{url}/moderator/")
        expect(page.locator(f"a[href='/moderator/submissions/{reference}']")).to_be_visible()
        page.screenshot(path=shots / "04-queue.png", full_page=True)
        page.goto(f"{url}/moderator/submissions/{reference}")
        page.screenshot(path=shots / "05-draft-with-reward.png", full_page=True)

        page.fill("#reply", EDITED_REPLY)
        page.click("button[value='edit']")
        expect(page.locator("#verdict")).to_have_text("edited")
        shown_reward = float(page.locator("#human-reward").inner_text())
        assert 0.2 <= shown_reward < 1.0
        page.screenshot(path=shots / "06-verdict.png", full_page=True)

        page.goto(f"{url}/moderator/dashboard/governance")
        assert int(page.locator("#count-allow").inner_text()) >= 1
        page.screenshot(path=shots / "07-governance-dashboard.png", full_page=True)
        page.goto(f"{url}/moderator/audit?subject_id={reference}")
        expect(page.locator("table.audit")).to_contain_text("EDIT")
        page.screenshot(path=shots / "08-audit-log.png", full_page=True)
        page.goto(f"{url}/moderator/dashboard/training")
        page.screenshot(path=shots / "09-training-dashboard.png", full_page=True)
        browser.close()

    with sqlite3.connect(home / "feedback.sqlite3") as db:
        (rollout,) = db.execute("select rollout_id from submissions where id = ?", (reference,)).fetchone()
    assert _human_reward_in_store(home, rollout) == pytest.approx(shown_reward, abs=1e-3)
    assert len(list(shots.glob("*.png"))) == 9


def _wait_for_draft(client: httpx.Client, reference: str, timeout_s: float = 300) -> str:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        page = client.get(f"/moderator/submissions/{reference}").text
        if 'id="draft-text"' in page:
            return page
        time.sleep(2)
    raise AssertionError(f"no draft for {reference} within {timeout_s:.0f} s")


def test_reject_and_approve_write_rewards_to_the_rollouts(stack: tuple[str, Path]) -> None:
    url, home = stack
    with httpx.Client(base_url=url, timeout=60) as client:
        references = [
            client.post("/api/feedback", json={"text": text}).json()["reference_id"]
            for text in ("Thanks for publishing the code, it ran first time.", "The PDF of the paper has broken figures.")
        ]
        assert login(client, "mod", "moderator-password").status_code == 303
        verdicts = {}
        for reference, action in zip(references, ("reject", "approve")):
            page = _wait_for_draft(client, reference)
            sendable = 'id="sendable">sendable' in page
            response = client.post(f"/moderator/submissions/{reference}/verdict",
                                   data={"action": action, "csrf_token": csrf_from(page)})
            if action == "approve" and not sendable:
                assert response.status_code == 422 and "cannot be sent" in response.text  # governance holds
                continue
            assert response.status_code == 303
            verdicts[reference] = 0.0 if action == "reject" else 1.0
    with sqlite3.connect(home / "feedback.sqlite3") as db:
        for reference, expected in verdicts.items():
            (rollout,) = db.execute("select rollout_id from submissions where id = ?", (reference,)).fetchone()
            assert _human_reward_in_store(home, rollout) == expected

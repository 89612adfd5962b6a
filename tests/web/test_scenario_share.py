"""A pasted scenario gets a shareable GET URL that reproduces it (issue 12 item 4,
issue 11 item 13)."""

from __future__ import annotations

import base64
import zlib
from urllib.parse import parse_qs, urlsplit

import pytest
from flask.testing import FlaskClient

from webapp.share import MAX_TOKEN_CHARS, ShareError, decode, encode

SCENARIO = """title: Shock the elves
players:
  - name: Alice
    hand: [Shock]
  - name: Bob
in_play:
  - {card: Llanowar Elves, controller: Bob, id: elves}
actions:
  - play: {card: Shock, targets: [elves]}
  - pass: true
"""


def test_posted_form_is_answered_at_a_shareable_get_url(client: FlaskClient) -> None:
    response = client.post("/scenarios/run", data={"scenario": SCENARIO})
    assert response.status_code == 303
    url = response.headers["Location"]
    assert urlsplit(url).path == "/scenarios/run"
    assert decode(parse_qs(urlsplit(url).query)["s"][0]) == SCENARIO


def test_shared_url_reproduces_the_scenario_and_its_result(client: FlaskClient) -> None:
    url = client.post("/scenarios/run", data={"scenario": SCENARIO}).headers["Location"]
    page = client.get(url)
    html = page.get_data(as_text=True)
    assert page.status_code == 200 and "<h1>Shock the elves</h1>" in html
    assert "    hand: [Shock]\n  - name: Bob" in html  # the editor keeps the indentation
    data = client.get(url.replace("/scenarios/run?", "/scenarios/run.json?")).get_json()
    assert data["source"] == SCENARIO
    assert data["result"]["final"]["players"]["Bob"]["graveyard"] == ["Llanowar Elves"]


def test_page_of_a_shared_scenario_links_its_json_twin(client: FlaskClient) -> None:
    token = encode(SCENARIO)
    html = client.get(f"/scenarios/run?s={token}").get_data(as_text=True)
    twin = f"/scenarios/run.json?s={token}"
    assert f'<link rel="alternate" type="application/json" href="{twin}">' in html
    assert client.get(twin).get_json()["ok"] is True


def test_crlf_from_a_browser_form_is_shared_as_lf(client: FlaskClient) -> None:
    url = client.post("/scenarios/run",
                      data={"scenario": SCENARIO.replace("\n", "\r\n")}).headers["Location"]
    assert decode(parse_qs(urlsplit(url).query)["s"][0]) == SCENARIO


def test_json_post_answers_with_the_share_url(client: FlaskClient) -> None:
    data = client.post("/scenarios/run.json", data={"scenario": SCENARIO}).get_json()
    assert data["share_url"] == "http://localhost/scenarios/run?s=" + encode(SCENARIO)


def test_head_of_the_run_url_is_not_404(client: FlaskClient) -> None:
    assert client.head(f"/scenarios/run?s={encode(SCENARIO)}").status_code == 200
    bare = client.head("/scenarios/run")
    assert (bare.status_code, bare.headers["Location"]) == (302, "/scenarios")


def test_run_twin_without_a_scenario_is_400_in_the_error_shape(client: FlaskClient) -> None:
    response = client.get("/scenarios/run.json")
    assert (response.status_code, response.get_json()) == (400, {
        "ok": False, "error": "no scenario: POST it, or give its share token in 's'",
        "errors": ["no scenario: POST it, or give its share token in 's'"], "status": 400})


@pytest.mark.parametrize("token, message", [
    ("@@@", "share token is not base64url"),
    (base64.urlsafe_b64encode(b"plain text").decode(), "share token is not a compressed scenario"),
    (base64.urlsafe_b64encode(zlib.compress(b"x" * 200_000)).decode(),
     "share token is damaged or unpacks to more than 20000 characters"),
    (base64.urlsafe_b64encode(zlib.compress(b"\xff\xfe")).decode(),
     "share token does not hold UTF-8 text"),
])
def test_bad_share_token_is_400_naming_the_problem(client: FlaskClient, token: str,
                                                   message: str) -> None:
    response = client.get("/scenarios/run.json", query_string={"s": token})
    assert (response.status_code, response.get_json()["error"]) == (400, message)
    with pytest.raises(ShareError):
        decode(token)


def test_token_over_the_cap_is_refused_before_unpacking(client: FlaskClient) -> None:
    response = client.get("/scenarios/run.json", query_string={"s": "A" * (MAX_TOKEN_CHARS + 1)})
    assert response.status_code == 400


def test_scenario_too_long_to_share_is_answered_in_place(client: FlaskClient) -> None:
    import random

    noise = random.Random(7)
    comment = "".join("# " + "".join(noise.choice("abcdefghij") for _ in range(70)) + "\n"
                      for _ in range(80))
    response = client.post("/scenarios/run", data={"scenario": comment + SCENARIO})
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and "too long to share as a link" in html

"""The verdict through the command (`ask`, `eval --verdicts`) and the web (`/ask`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from rulesjudge import main

from verdict_helpers import DATA

BOARD = "I attack with Grizzly Bears and my opponent blocks with Hill Giant. Who dies?"


def test_ask_json_has_the_verdict_and_the_rules(runner: CliRunner) -> None:
    result = runner.invoke(main, ["ask", BOARD, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    verdict = data["verdict"]
    assert verdict["summary"] == "No player's life total changes. Grizzly Bears (yours) is put into the graveyard."
    assert verdict["players"] == {"me": "Alice", "opponent": "Bob"}
    assert verdict["outcome"]["final"]["players"]["Alice"]["graveyard"] == ["Grizzly Bears"]
    assert verdict["scenario"]["actions"][:2] == [{"attack": ["grizzly-bears"]},
                                                   {"block": {"hill-giant": "grizzly-bears"}}]
    assert data["results"], "the retrieved rules follow the verdict"
    assert "unread" not in data


def test_ask_text_puts_the_verdict_before_the_rules(runner: CliRunner) -> None:
    result = runner.invoke(main, ["ask", BOARD])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[1] == ("Verdict: No player's life total changes. Grizzly Bears (yours) is put "
                        "into the graveyard.")
    assert lines.index("Rules:") > lines.index("Assumed:")
    assert "  - Hill Giant deals 3 combat damage to Grizzly Bears. (310.4)" in lines


def test_ask_declines_naming_the_unread_words(runner: CliRunner) -> None:
    result = runner.invoke(main, ["ask", "I attack with a 3/3 infect guy and he blocks with Craw Wurm",
                                  "--json"])
    data = json.loads(result.output)
    assert data["verdict"] is None
    assert data["unread"] == ["infect"]
    text = runner.invoke(main, ["ask", "I attack with a 3/3 infect guy and he blocks with Craw Wurm"])
    assert text.output.splitlines()[1] == "No verdict: could not place 'infect'."


def test_ask_about_the_rules_has_no_verdict(runner: CliRunner) -> None:
    data = json.loads(runner.invoke(main, ["ask", "can a trampler assign damage to the player", "--json"]).output)
    assert data["verdict"] is None
    assert "unread" not in data


def test_eval_verdicts_reports_correct_declined_wrong_by_split(runner: CliRunner) -> None:
    result = runner.invoke(main, ["eval", "--verdicts", str(DATA / "verdicts.yaml"), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    total = data["all"]["total"]
    assert total >= 100
    assert data["all"] == {"correct": total, "declined": 0, "wrong": 0, "total": total}
    assert data["by_person"]["first"]["total"] + data["by_person"]["third"]["total"] == total
    assert data["by_cards"]["named"]["total"] + data["by_cards"]["described"]["total"] == total


#: A wrong expectation (it says the Hill Giant dies; the Bears do) and a decline (infect is no 2003 word).
_TWO_CASES = ("questions:\n"
              f"  - q: '{BOARD}'\n    person: first\n    cards: named\n"
              "    expect: {graveyard: {me: [], opponent: [Hill Giant]}}\n"
              "  - q: 'I attack with a 3/3 with infect and he blocks with a 2/2.'\n"
              "    person: first\n    cards: described\n    expect: {life: {opponent: 20}}\n")


def test_eval_verdicts_counts_a_wrong_expectation_as_wrong(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "verdicts.yaml"
    path.write_text(_TWO_CASES, encoding="utf-8")
    data = json.loads(runner.invoke(main, ["eval", "--verdicts", str(path), "--json"]).output)
    assert data["all"] == {"correct": 0, "declined": 1, "wrong": 1, "total": 2}
    assert data["by_cards"]["described"] == {"correct": 0, "declined": 1, "wrong": 0, "total": 1}
    assert data["cases"][0]["detail"].startswith("me lost [('Grizzly Bears', '')], expected []")


def test_eval_verdicts_of_a_held_aside_file_lists_no_question(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "held.yaml"
    path.write_text("held_aside: true\n" + _TWO_CASES, encoding="utf-8")
    data = json.loads(runner.invoke(main, ["eval", "--verdicts", str(path), "--json"]).output)
    assert data["all"] == {"correct": 0, "declined": 1, "wrong": 1, "total": 2}
    assert (data["held_aside"], data["cases"]) == (True, [])
    # Where its declines are lost, as counts only: "infect" is a word the reader can't place.
    assert data["by_reason"] == {"unknown card": 0, "card text not run": 0, "ambiguous": 0,
                                 "words misplaced": 0, "words unread": 1, "no board": 0}
    assert data["words_unread_by_count"] == {"1": 1, "2-3": 0, "4+": 0}  # "infect" alone
    text = runner.invoke(main, ["eval", "--verdicts", str(path)]).output
    assert "infect" not in text and "Grizzly" not in text
    assert ("declined: unknown card 0, card text not run 0, ambiguous 0, words misplaced 0, words unread 1, "
            "no board 0 "
            "(words unread, by phrases left: 1 1, 2-3 0, 4+ 0)") in text
    assert "(a held-aside file: its questions and declines are not listed)" in text


@pytest.mark.parametrize(("question", "kind"), [
    ("I attack with my Cragback Ogre and he blocks with his 2/2.", "unknown card"),
    ("I attack with my Static Orb.", "card text not run"),  # Coalition Victory, Rain of Gore run since sessions 35, 36
    ("He has two 2/2s. I attack with my 3/3 and he blocks with one. I Shock the 2/2.", "ambiguous"),
    ("I attack with my 3/3 and my opponent blocks with with his 2/2.", "words misplaced"),
    ("I attack with a 3/3 with infect and he blocks with a 2/2.", "words unread"),
    ("What is the stack?", "no board"),
])
def test_each_decline_has_its_kind(question: str, kind: str) -> None:
    from judge.verdict import judge_question
    from judge.verdict.evaluate import decline_kind
    from rulesjudge import verdict_lexicon

    judged = judge_question(question, verdict_lexicon())
    assert judged.verdict is None and decline_kind(judged) == kind


def test_eval_verdicts_rejects_a_file_without_questions(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("- just a list\n", encoding="utf-8")
    result = runner.invoke(main, ["eval", "--verdicts", str(path)])
    assert result.exit_code != 0
    assert "expected a mapping with a 'questions' list" in result.output
    assert "Traceback" not in result.output


@pytest.fixture(scope="module")
def client(kb_dir: Path) -> Any:
    from webapp import create_app

    return create_app({"KB_DIR": kb_dir, "TESTING": True}).test_client()


def test_web_ask_json_has_the_verdict(client: Any) -> None:
    data = client.get("/ask.json", query_string={"q": BOARD}).get_json()
    assert data["verdict"]["summary"].endswith("Grizzly Bears (yours) is put into the graveyard.")
    assert client.get("/ask.json", query_string={"q": "what is trample"}).get_json()["verdict"] is None


def test_web_ask_shows_the_verdict_card_and_opens_the_scenario_editor(client: Any) -> None:
    html = client.get("/ask", query_string={"q": BOARD}).get_data(as_text=True)
    assert '<section class="verdict" aria-label="Verdict">' in html
    assert 'action="/scenarios/run"' in html
    assert "Open in the scenario editor" in html
    assert html.index('class="verdict"') < html.index('class="answers"')
    # The prefilled YAML runs in the editor with the same outcome.
    import html as html_lib
    import re

    yaml_text = html_lib.unescape(re.search(r'<textarea name="scenario"[^>]*>(.*?)</textarea>', html,
                                            re.S).group(1))  # type: ignore[union-attr]
    ran = client.post("/scenarios/run.json", data={"scenario": yaml_text}).get_json()
    assert ran["result"]["final"]["players"]["Alice"]["graveyard"] == ["Grizzly Bears"]


def test_web_ask_names_the_unread_words(client: Any) -> None:
    html = client.get("/ask", query_string={"q": "I attack with Tarmogoyf and he blocks with Hill Giant"}
                      ).get_data(as_text=True)
    # A card the engine doesn't know, not described: named with what to tell.
    assert ("these words could not be placed: <q>I don&#39;t know the card Tarmogoyf \u2014 "
            "describe it (power/toughness and abilities)</q>") in html


@pytest.fixture(scope="module")
def kb_with_cards(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A KB of the bundled corpus plus the project's MTGJSON fixture (Force of Nature...)."""
    from ingest import bundled_sources
    from ingest.build import build_kb
    from kb.store import open_kb

    path = tmp_path_factory.mktemp("kb-cards") / "kb"
    build_kb(path, bundled_sources() + [DATA / "mtgjson" / "AtomicCards.json"])
    base = open_kb(path)
    yield base
    base.close()


def test_cards_of_the_kb_the_question_names_are_read(kb_with_cards: Any) -> None:
    from judge.verdict import Lexicon, judge_question, with_named_cards

    def lexicon_for(question: str) -> Lexicon:
        return with_named_cards(Lexicon.build(), question, kb_with_cards.card_names(),
                                lambda name: page.data if (page := kb_with_cards.card(name)) else None)

    # Its Oracle text, the upkeep's "unless you pay" too, is in the engine's ability language: read from the KB
    # (a card whose text isn't is declined by name: test_verdict_reader.py, Tarmogoyf) ...
    question = "My Force of Nature is blocked by a 2/2 with protection from green."
    judged = judge_question(question, lexicon_for(question))
    assert judged.unread == () and judged.verdict is not None
    assert judged.verdict.summary == "Your opponent goes to 14. Nothing is put into a graveyard."
    # ... and a description given still wins.
    question = "My Force of Nature (8/8 trample) is blocked by a 2/2 with protection from green."
    verdict = judge_question(question, lexicon_for(question)).verdict
    assert verdict is not None
    assert verdict.summary == "Your opponent goes to 14. Nothing is put into a graveyard."


BOARD_FILES = ("verdicts.yaml", "board_questions_dev.yaml")
RULES_FILES = ("questions.yaml", "real_questions.yaml")


def _all_questions(files: tuple[str, ...] = BOARD_FILES + RULES_FILES) -> list[str]:
    import yaml

    out = []
    for name in files:
        data = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
        out += [str(q.get("q") or q.get("question")) for q in data["questions"]]
    return out


def test_the_cheap_board_check_lets_every_attempted_question_through(lexicon: Any) -> None:
    """`ask` loads the engine only when `may_be_board_question` says so: it must say so for
    every question the reader attempts (and it turns rules questions away)."""
    from judge.verdict import is_board_question
    from rulesjudge import may_be_board_question

    from judge.cards import card_pool

    names = list(card_pool())
    questions = _all_questions()
    attempted = [q for q in questions if is_board_question(q, lexicon)]
    assert len(attempted) > 200
    assert [q for q in attempted if not may_be_board_question(q, names)] == []
    rules_questions = _all_questions(RULES_FILES)
    turned_away = [q for q in rules_questions if not may_be_board_question(q, names)]
    assert len(turned_away) > len(rules_questions) // 3


def test_ask_about_the_rules_loads_no_engine(kb_dir: Path) -> None:
    import subprocess
    import sys

    code = ("import sys, runpy; sys.argv = ['rulesjudge', 'ask', 'how does first strike work?', "
            "'--kb', sys.argv[1]]\n"
            "try:\n    runpy.run_module('rulesjudge', run_name='__main__')\nexcept SystemExit: pass\n"
            "print('LOADED', [m for m in ('judge.runner', 'judge.cards', 'judge.verdict.lexicon', "
            "'judge.verdict.reader', 'lark') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code, str(kb_dir)], capture_output=True,
                         text=True, check=True).stdout
    assert out.strip().endswith("LOADED []")


def test_eval_verdicts_on_a_file_that_is_not_yaml_is_a_clear_error(runner: CliRunner, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text('questions:\n- question: I attack with a 2/2 that has "{G}: regenerate this creature"\n',
                   encoding="utf-8")
    result = runner.invoke(main, ["eval", "--verdicts", str(bad)])
    assert result.exit_code != 0
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert f"{bad}: not valid YAML (line 2, column 46): mapping values are not allowed here" in result.output

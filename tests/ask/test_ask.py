"""Answering questions in a player's words (kb.ask) over the real bundled corpus."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kb.ask import AskResult, ask, load_vocabulary
from kb.evaluate import is_answer


def ids(result: AskResult, n: int = 5, kind: str = "rule") -> list[str]:
    return [a.id for a in result.results[:n] if a.kind == kind]


def in_family(rule_id: str, family: str) -> bool:
    return is_answer(family, "rule", rule_id)


def test_trample_against_pro_green_finds_both_families(index_dir: Path) -> None:
    result = ask(index_dir, "my creature with trample is blocked by a pro-green guy, "
                            "how much gets through?")
    top = ids(result)
    assert any(in_family(i, "502.9") for i in top), top
    assert any(in_family(i, "502.7") for i in top), top
    assert result.results[0].id == "502.9d"  # its example is this very question
    assert "keyword trample → 502.9" in result.results[0].why
    assert "'pro-green' → protection from green" in result.results[0].why


def test_why_names_the_translation_and_its_rule(index_dir: Path) -> None:
    result = ask(index_dir, "my creature with trample is blocked by a pro-green guy")
    # 502.7 itself (502.7f comes first, pulled in by the protection-blocking principle).
    protection = next(a for a in result.results if a.id == "502.7")
    assert protection.why.startswith("'pro-green' → protection from green → 502.7")


def test_dies_finds_in_play_to_graveyard_rules(index_dir: Path) -> None:
    result = ask(index_dir, "what happens when my creature dies")
    assert {"217.4a", "410.10c"} <= set(ids(result))
    assert "'dies' → put into a graveyard from play" in result.understood[0]


def test_etb_reads_as_comes_into_play(index_dir: Path) -> None:
    result = ask(index_dir, "when does an ETB trigger trigger")
    first = result.results[0]
    assert (first.id, first.kind) == ("410.10a", "rule")
    assert first.hit.title == "Handling Triggered Abilities"
    assert first.why.startswith("'etb trigger' → comes into play → 410.10a")
    assert "comes into play" in first.hit.snippet.lower().replace("**", "")


def test_ltb_reads_as_leaves_play(index_dir: Path) -> None:
    result = ask(index_dir, "does an LTB ability trigger when the permanent is exiled")
    assert "410.10c" in ids(result, 2)
    assert "'exiled' → removed from the game" in result.understood


@pytest.mark.parametrize(("question", "correction", "family"), [
    ("tramlpe damage with two blockers", "'tramlpe' → trample (spelling)", "502.9"),
    ("how does regenaration work", "'regenaration' → regeneration (spelling)", "419.6b"),
])
def test_misspellings_are_corrected(index_dir: Path, question: str, correction: str,
                                    family: str) -> None:
    result = ask(index_dir, question)
    assert correction in result.understood
    assert any(in_family(i, family) for i in ids(result))


def test_misspelt_modern_word_is_corrected_then_translated(index_dir: Path) -> None:
    result = ask(index_dir, "my creture has vigilence, does it tap when it swings")
    assert result.understood[:3] == (
        "'creture' → creature (spelling)", "'vigilence' → vigilance (spelling)",
        "'vigilance' → attacking doesn't cause it to tap / attacking causes creatures to "
        "become tapped")
    assert result.results[0].id == "308.2c"


def test_asked_rule_number_ranks_first(index_dir: Path) -> None:
    result = ask(index_dir, "what does 420.5c say about lethal damage?")
    assert result.results[0].id == "420.5c"
    assert result.results[0].why.startswith("rule 420.5c asked")


def test_modern_rule_number_is_read_as_the_2003_one(index_dir: Path) -> None:
    result = ask(index_dir, "how does 704.5 work")
    assert result.results[0].id == "420.5"
    assert "704.5 (today's numbering) → 420.5" in result.understood


def test_a_2003_number_is_never_renumbered(index_dir: Path) -> None:
    # 406 exists in 2003 (Mana Abilities): it is not today's 406 (exile).
    result = ask(index_dir, "what is rule 406")
    assert result.results[0].id == "406"
    assert result.understood == ("rule 406 asked",)


def test_keyword_pulls_in_its_rules(index_dir: Path) -> None:
    result = ask(index_dir, "how does flanking work")
    assert all(in_family(i, "502.3") for i in ids(result, 3))
    assert "keyword flanking → 502.3" in result.understood


def test_see_redirect_pulls_in_the_rules_of_the_target(index_dir: Path) -> None:
    # Glossary "Islandwalk: See Landwalk."
    result = ask(index_dir, "islandwalk")
    assert "keyword islandwalk → 502.6" in result.understood


def test_filler_only_question_gives_no_results(index_dir: Path) -> None:
    assert ask(index_dir, "what happens if it does?").results == ()


def test_rules_come_from_the_2003_edition(index_dir: Path) -> None:
    result = ask(index_dir, "how are state based actions checked", limit=20)
    rules = [a for a in result.results if a.kind == "rule"]
    assert rules and {(a.hit.document, a.hit.edition) for a in rules} == {("cr-2003-12-01", "2003-12-01")}
    assert all(a.hit.document in {"cr-2003-12-01", "rulings-2003-07-24"} for a in result.results)


def test_limit_and_decreasing_scores(index_dir: Path) -> None:
    result = ask(index_dir, "first strike and double strike combat damage", limit=7)
    assert len(result.results) == 7
    scores = [a.score for a in result.results]
    assert scores == sorted(scores, reverse=True)


def test_to_json_shape(index_dir: Path) -> None:
    data = ask(index_dir, "mana burn", limit=3).to_json()
    assert set(data) == {"query", "understood", "cards", "results"}
    assert data["understood"] == ["glossary mana burn → 300.3"] and data["cards"] == []
    assert data["query"] == "mana burn"
    assert set(data["results"][0]) == {"id", "kind", "document", "edition", "title", "snippet",
                                       "snippet_html", "score", "why"}
    assert [(r["kind"], r["id"]) for r in data["results"][:2]] == [("rule", "300.3"),
                                                                    ("glossary", "mana-burn")]


def test_vocabulary_is_rich_and_unambiguous() -> None:
    vocabulary = load_vocabulary()
    assert len(vocabulary.translations) >= 50
    phrases = [p for entry in vocabulary.translations if not entry.when for p in entry.modern]
    assert len(phrases) == len(set(phrases)), "a modern phrase belongs to one entry"
    assert vocabulary.phrases[("battlefield",)].rules == ("in play",)
    assert vocabulary.phrases[("exile",)].rules == ("removed from the game",)
    assert vocabulary.phrases[("cast",)].rules == ("play",)
    assert vocabulary.phrases[("aura",)].rules == ("local enchantment",)
    assert vocabulary.numbers["704"] == "420" and vocabulary.numbers["702"] == "502"


def test_every_cited_rule_exists_in_2003(rule_numbers: set[str]) -> None:
    vocabulary = load_vocabulary()
    cited = {n for entry in vocabulary.translations for n in entry.cite}
    cited |= set(vocabulary.numbers.values())
    assert cited - rule_numbers == set()
    # ... and the modern numbers it maps are ones 2003 does not have.
    assert set(vocabulary.numbers) & rule_numbers == set()


def test_translation_output_uses_no_modern_word() -> None:
    modern = {"battlefield", "exile", "exiled", "dies", "cast", "aura", "state-based actions"}
    for entry in load_vocabulary().translations:
        assert not any(word in rules for rules in entry.rules for word in modern), entry


@settings(max_examples=40, deadline=None)
@given(st.text(max_size=80))
def test_ask_never_raises_on_arbitrary_text(index_dir: Path, question: str) -> None:
    result = ask(index_dir, question, limit=3)
    assert result.query == question
    assert len(result.results) <= 3

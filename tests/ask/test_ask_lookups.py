"""The lookups `ask` works out once instead of per question: rule families, the glossary
names indexed by stem, the principles' stems, word forms (exact values, and the same
choices as the scans they replace)."""

from __future__ import annotations

from pathlib import Path

import yaml

from kb.ask import family_of, rule_family
from kb.interpret import glossary_terms, principle_stems, word_forms, _glossary_terms, _positions
from kb.search import SearchSession
from kb.vocabulary import load_principles, load_vocabulary, tokens

DOCUMENT = "cr-2003-12-01"
QUESTIONS = Path(__file__).resolve().parent.parent / "data" / "questions.yaml"


def test_family_of_is_rule_family() -> None:
    assert family_of("502.9b") == ("502.9b", "502.9", "502")
    assert family_of("420") == ("420",)
    assert family_of("trample") == ("trample",)
    assert rule_family("502.9b") == ["502.9b", "502.9", "502"]
    assert family_of("502.9b") is family_of("502.9b")


def test_word_forms_stem_each_word_stop_words_kept() -> None:
    assert word_forms(["attacks", "with"]) == ("attack", "with")
    assert word_forms(["attacked", "with"]) == word_forms(["attacks", "with"])
    assert word_forms([]) == ()


def test_glossary_terms_are_indexed_by_stem(index_dir: Path) -> None:
    generic = load_vocabulary().generic
    with SearchSession(index_dir) as session:
        terms = glossary_terms(session, DOCUMENT, generic)
        assert glossary_terms(session, DOCUMENT, generic) is terms  # once per index
        assert terms.terms == tuple(_glossary_terms(session, DOCUMENT, generic))
        assert len(terms.terms) == 337
        assert [terms.terms[n][2] for n in terms.by_stem["strike"]] == ["double strike",
                                                                         "first strike"]
        found = terms.among({"first", "strike", "trampl", "block", "damag"})
        assert [(t[0], t[2], t[3]) for t in found] == [
            (("first", "strike"), "first strike", False), (("block",), "block", True),
            (("damag",), "damage", True), (("trampl",), "trample", False)]
        assert terms.among({"zzz"}) == [] and terms.among(set()) == []
        assert terms.by_name["trample"]["id"] == "trample"


def test_glossary_terms_among_a_questions_stems_are_those_a_scan_finds(index_dir: Path) -> None:
    generic = load_vocabulary().generic
    questions = [q["question"] for q in yaml.safe_load(QUESTIONS.read_text())["questions"]]
    with SearchSession(index_dir) as session:
        terms = glossary_terms(session, DOCUMENT, generic)
        for question in questions:
            stems = {s for s, _ in _positions(tokens(question))}
            assert terms.among(stems) == [t for t in terms.terms if set(t[0]) <= stems], question


def test_principle_stems_never_drop_a_principle_that_matches() -> None:
    principles = load_principles()
    table = principle_stems(principles)
    assert principle_stems(principles) is table
    assert [p for p, _ in table] == list(principles)
    first, groups = table[0]
    assert first.id == "ability-outlives-source"
    assert groups[0][:3] == (frozenset({"abil"}), frozenset({"abil"}), frozenset({"trigger"}))
    assert frozenset({"remov", "game"}) in groups[1]
    questions = [q["question"] for q in yaml.safe_load(QUESTIONS.read_text())["questions"]]
    questions += [e for p in principles for e in p.examples]
    kept = matched = 0
    for question in questions:
        stems = [s for s, _ in _positions(tokens(question))]
        for principle, principle_groups in table:
            passes = all(any(phrase <= set(stems) for phrase in group) for group in principle_groups)
            if principle.matches(stems):
                matched += 1
                assert passes, (principle.id, question)
            kept += passes
    assert matched >= len(principles)  # every example matches its own
    assert kept < len(questions) * len(principles) / 4  # most are dropped before the scan

"""The cheap board check `ask` runs before loading the engine (judge/verdict/precheck.py):
it needs a word that says something happens and one that names or describes a creature,
and loads nothing of the engine."""

from __future__ import annotations

import subprocess
import sys

import pytest

from judge.cards import card_pool
from judge.verdict.precheck import board_words_from, may_be_board_question, read_board_words

NAMES = list(card_pool())


@pytest.mark.parametrize("question", [
    "how many creatures can block",
    "can a creature with flying block?",
    "does trample work when attacking",
    "When can I play an instant during combat?",
])
def test_rules_questions_with_an_action_word_and_no_creature_are_turned_away(question: str) -> None:
    assert may_be_board_question(question, NAMES) is False


@pytest.mark.parametrize("question", [
    "My 5/5 trampler is blocked by a 2/2 with protection from green, how much damage?",
    "I atack with grizly bears, he blocks with a wall",       # misspelt action and name
    "Ingo attacks with his River Boa and Laurie blocks with the boa's twin",
    "I bolt him at 3 life",                                     # slang for a spell at a player
    "he Giant Growths his guy when I block",                   # a spell's name as a verb
    "my opponent fogs when I attack with Craw Wurm",
    "Lotleth Troll (trample) attacks, I block",                 # a card described
    "my face-down creature blocks",
    "I attack with Phantom Menace and he blocks",               # a card of the caller's
])
def test_board_questions_pass(question: str) -> None:
    assert may_be_board_question(question, NAMES + ["Phantom Menace"]) is True


def test_a_card_not_of_the_pool_counts_by_its_name_only() -> None:
    assert may_be_board_question("I attack with Phantom Menace", NAMES) is False
    assert may_be_board_question("I attack with Phantom Menaces", NAMES + ["Phantom Menace"])


def test_a_word_of_one_pool_creature_names_it_unless_the_reader_reads_it_otherwise() -> None:
    words = board_words_from({"words": {"attacks": "attack"}, "nouns": {"knight": "Knight"}},
                             {"White Knight": ("creature",), "River Boa": ("creature",),
                              "Giant Growth": ("instant",)}, reserved=["white"])
    objects = {tuple(sorted(p)) for p in words.objects if len(p) == 1}
    assert objects >= {("boa",), ("river",), ("face-down",)}
    assert ("white",) not in objects and ("knight",) not in objects
    assert frozenset({"giant", "growths"}) in words.actions
    assert "white knight" in words.pool


def test_a_word_of_one_creature_the_engine_runs_names_it_as_the_reader_reads_it() -> None:
    pool = {"Lord of Atlantis": ("creature",), "Lord of the Pit": ("creature",), "Wall of Bone": ("creature",),
            "Bone Shredder": ("creature",), "Lord's Decree": ("sorcery",)}
    words = board_words_from({}, pool, runs=["Lord of Atlantis", "Wall of Bone", "Bone Shredder"])
    objects = {tuple(sorted(p)) for p in words.objects if len(p) == 1}
    assert ("lord",) in objects and ("atlantis",) in objects
    assert ("bone",) not in objects and ("pit",) in objects
    only_pool = {tuple(sorted(p)) for p in board_words_from({}, pool).objects if len(p) == 1}
    assert ("lord",) not in only_pool


def test_the_check_loads_none_of_the_engine() -> None:
    code = ("import sys\nfrom judge.verdict.precheck import may_be_board_question, board_words_from\n"
            "may_be_board_question('I attack with my 2/2', [], board_words_from({}, {}))\n"
            "print([m for m in ('judge.runner', 'judge.cards', 'judge.abilities', 'lark', 'yaml')"
            " if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_the_words_are_the_same_whatever_the_hash_seed() -> None:
    code = ("import pickle, sys\nfrom judge.verdict.precheck import read_board_words\n"
            "sys.stdout.buffer.write(pickle.dumps(read_board_words()))")
    import pickle

    first, second = (pickle.loads(subprocess.run(
        [sys.executable, "-c", code], capture_output=True, check=True,
        env={"PYTHONHASHSEED": seed, "PATH": ""}).stdout) for seed in ("1", "2"))
    assert first == second == read_board_words()
    assert first.actions == second.actions and first.objects == second.objects

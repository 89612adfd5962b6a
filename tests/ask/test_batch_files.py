"""The batch files (real questions scored on their own, collected before any tuning) are well formed.

Each batch is two files of tests/data: ``real_questions_batchN.yaml`` (rules questions, issue 8)
in the layout of tests/data/real_questions.yaml, and ``board_questions_batchN.yaml`` (board
letters, issue 9) in the layout of tests/data/board_questions_dev.yaml.  For every batch of
:data:`BATCHES`: the ids follow every earlier file's and keep the held-aside rule (multiples of
three are held aside), the rules are rules of the KB, no question repeats one of another file,
every letter has an outcome or a decline, the Saturday School issues are the batch's own, and
the figures the batch was collected with (its issues, persons, named or described boards,
declines, a few outcomes) are exact.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from batch_checks import (DATA, KINDS, RULES_FIELDS, board_entry_declines, cited_rules,
                          later_batches, numbers, other_entries, questions, repeats,
                          saturday_school_issues, text, unknown_rules)
from kb.store import KnowledgeBase


@dataclass(frozen=True)
class Batch:
    """One batch's files and the exact figures it was collected with."""

    number: int
    split: str
    questions: range              # the rq numbers (multiples of three held aside)
    rules_issues: dict[str, int]  # Saturday School issue: rules questions from it
    letters: range                # the dr numbers
    board_issues: set[str]
    person: dict[str, int]
    cards: dict[str, int]
    declined: list[str]
    described_read: int           # described letters expecting an outcome
    outcomes: dict[str, dict[str, Any]]
    board_words: tuple[str, ...] = ("Saturday School #", "ormos archive: ")
    other_source: str = ""        # the one kind of letter source besides the column
    other_letters: int = 0
    others_decline: bool = False  # whether those letters all expect a decline
    rules_words: tuple[str, ...] = ("ormos: archive/", "https://magic.wizards.com/")
    rules_kinds: tuple[str, ...] = ("column",)  # the source_kind of the batch's rules questions
    shared_issues: dict[str, set[str]] = field(default_factory=dict)
    refused: dict[str, str] = field(default_factory=dict)  # letters expecting a refusal: its verb

    @property
    def rules_file(self) -> Path:
        return DATA / f"real_questions_batch{self.number}.yaml"

    @property
    def board_file(self) -> Path:
        return DATA / f"board_questions_batch{self.number}.yaml"

    def __str__(self) -> str:
        return f"batch{self.number}"


def _life(me: int, opponent: int, *dies: str) -> dict[str, Any]:
    return {"life": {"me": me, "opponent": opponent}, "dies": list(dies)}


BATCHES = [
    Batch(19, "dev", range(802, 887), {"43": 23, "44": 19, "45": 15}, range(300, 327),
          {str(n) for n in range(43, 51)}, {"first": 22, "third": 5},
          {"named": 25, "described": 2},
          ["dr313", "dr317", "dr318", "dr319", "dr320", "dr321", "dr322", "dr323", "dr324",
           "dr325", "dr326"], 2,
          {"dr311": _life(11, 20), "dr315": _life(20, -1)},
          board_words=("https://magic.wizards.com/", "Saturday School #", "ormos archive: "),
          rules_words=("ormos: archive/",),
          # The verdict reader's dev letters dr406-dr407 come from issues #44 and #47 as well,
          # collected at the same time (the difflib test keeps every letter in one file).
          shared_issues={"board_questions_dev.yaml": {"44", "47"}}),
    Batch(20, "batch20", range(887, 968), {"1": 13, "2": 14, "64": 17, "65": 10},
          range(408, 442), {"3", "4", "5", "6", "10", "11", "12"}, {"first": 31, "third": 3},
          {"named": 19, "described": 15},
          ["dr421", "dr422", "dr425", "dr426", "dr430", "dr432", "dr435", "dr438",
           "dr440", "dr441"], 10,
          {"dr408": _life(20, 12), "dr420": _life(28, 20, "Genesis", "the two Spike Feeders"),
           "dr429": _life(20, 18, "the 4/4"), "dr439": _life(20, -4)},
          other_source="https://github.com/magefree/mage/issues/", other_letters=2,
          others_decline=True, refused={"dr437": "block"}),
    Batch(21, "batch21", range(968, 1055), {"8": 18, "9": 20, "13": 10, "14": 10},
          range(442, 472),
          {"8", "9", "13", "14", "15", "18", "20", "33", "38", "66", "67", "70", "71"},
          {"first": 27, "third": 3}, {"named": 15, "described": 15},
          ["dr444", "dr450", "dr453", "dr459", "dr469"], 13,
          {"dr447": _life(20, 14, "Ironfist Crusher"), "dr446": _life(18, 14),
           "dr449": _life(20, 0), "dr462": _life(-1, 20),
           "dr468": _life(15, 15, "the 1/1 creature")},
          other_source="bdominia.com/discus/", other_letters=1),
    Batch(22, "batch22", range(1055, 1188),
          {"68": 16, "69": 14, "72": 13, "73": 12, "74": 9, "83": 8, "84": 7, "85": 10},
          range(472, 497), {"17", "34", "68", "69", "73", "74", "84", "85"},
          {"first": 23, "third": 2}, {"named": 24, "described": 1},
          ["dr472", "dr476", "dr481", "dr483", "dr489", "dr490", "dr496"], 1,
          {"dr492": _life(12, 20), "dr488": _life(20, 0),
           "dr486": _life(20, 20, "Arcbound Worker", "Arcbound Worker", "Ornithopter"),
           "dr494": _life(-14, 20, "Soulgorger Orgg"), "dr480": _life(22, 20)}),
    Batch(23, "batch23", range(1189, 1294), {"59": 24, "60": 14, "61": 19, "62": 9, "63": 4},
          range(497, 529), {"16", "19", "60", "61", "62", "63", "75", "76", "77"},
          {"first": 29, "third": 3}, {"named": 31, "described": 1},
          ["dr504", "dr506", "dr507", "dr508", "dr521", "dr522", "dr526", "dr527", "dr528"], 1,
          {"dr514": _life(20, 17), "dr505": _life(5, 20),
           "dr498": _life(20, 20, "Symbiotic Beast", "Havoc Demon"),
           "dr512": _life(20, 18, "Clockwork Condor"),
           "dr525": _life(17, 17, "War Elemental")}),
    Batch(24, "batch24", range(1295, 1388), {"55": 9, "78": 13, "79": 16, "80": 24},
          range(529, 559), {"55", "56", "57", "58", "78", "79", "80", "81", "82"},
          {"first": 27, "third": 3}, {"named": 25, "described": 5},
          ["dr530", "dr531", "dr533", "dr535", "dr537", "dr538", "dr539", "dr540", "dr541",
           "dr545", "dr547", "dr548", "dr553", "dr555", "dr557"], 1,
          {"dr529": _life(20, 20, "Broodstar"), "dr542": _life(20, 19),
           "dr543": _life(20, 20), "dr546": _life(18, 20, "Leonin Squire"),
           "dr549": _life(-10, 20)}),
    Batch(25, "batch25", range(1388, 1485), {"other": 65}, range(559, 589), set(),
          {"first": 29, "third": 1}, {"named": 24, "described": 6},
          ["dr561", "dr562", "dr564", "dr572", "dr573", "dr576", "dr581", "dr583", "dr584",
           "dr588"], 3,
          {"dr559": _life(20, 20, "Tangle Asp", "the 10/10"), "dr563": _life(20, 15),
           "dr565": _life(20, 15, "Rhox"), "dr569": _life(1, -18),
           "dr587": _life(20, 20, "a 1/1 creature")},
          board_words=(), other_letters=30),
    Batch(26, "batch26", range(1485, 1589), {"other": 69}, range(589, 619), set(),
          {"first": 26, "third": 4}, {"named": 18, "described": 12},
          ["dr589", "dr592", "dr594", "dr596", "dr600", "dr601", "dr602", "dr606", "dr609",
           "dr611", "dr612", "dr613"], 6,
          {"dr598": _life(20, 20, "Festering Goblin", "the 2/2"), "dr603": _life(16, 20, "Shinka Gatekeeper"),
           "dr605": _life(24, 20, "Ageless Entity", "the 4/4"), "dr608": _life(19, 20, "Death Speakers"),
           "dr617": _life(19, 20)},
          board_words=(), other_letters=30),
    Batch(27, "batch27", range(1589, 1721), {"other": 88}, range(619, 649), set(),
          {"first": 25, "third": 5}, {"named": 19, "described": 11},
          ["dr624", "dr629", "dr630", "dr632", "dr633", "dr634", "dr635", "dr638", "dr639",
           "dr640", "dr642", "dr643", "dr645", "dr646"], 2,
          {"dr619": _life(20, 7), "dr622": _life(20, 19),
           "dr626": _life(21, 20), "dr627": _life(19, 20),
           "dr647": _life(20, 20, "Tangle Asp", "Plated Slagwurm")},
          board_words=(), other_letters=30),
    Batch(28, "batch28", range(1721, 1844), {"other": 82}, range(649, 679), set(),
          {"first": 28, "third": 2}, {"named": 19, "described": 11},
          ["dr652", "dr653", "dr654", "dr656", "dr659", "dr662", "dr664", "dr665", "dr668",
           "dr670", "dr674", "dr678"], 6,
          {"dr651": _life(20, 20, "Sakura-Tribe Elder"), "dr663": _life(20, 15, "the 2/2 creature"),
           "dr667": _life(16, 20), "dr669": _life(20, 20, "the creature"),
           "dr676": _life(20, 20, "Lantern Kami", "Lantern Kami")},
          board_words=(), other_letters=30, refused={"dr677": "activate"}),
    Batch(29, "batch29", range(1861, 2027), {"other": 111}, range(700, 731), set(),
          {"first": 30, "third": 1}, {"named": 27, "described": 4},
          ["dr704", "dr705", "dr707", "dr708", "dr714", "dr723", "dr724", "dr728", "dr729"], 1,
          {"dr703": _life(20, 14), "dr706": _life(0, 0),
           "dr710": _life(15, 25, "Dimir Doppelganger"), "dr719": _life(20, 23, "Godo, Bandit Warlord"),
           "dr722": _life(20, 18)},
          board_words=(), other_letters=31),
    Batch(30, "batch30", range(2027, 2049), {"other": 15}, range(731, 740), set(),
          {"first": 8, "third": 1}, {"named": 8, "described": 1},
          ["dr733", "dr735", "dr737"], 1,
          {"dr731": _life(20, 20, "the 2/2 creature", "the 2/2 creature"),
           "dr732": _life(20, 20, "the 4/4"), "dr736": _life(20, 12, "Wall of Stone"),
           "dr738": _life(20, 10), "dr739": _life(20, 20, "Illusionary Servant")},
          board_words=(), other_letters=9, rules_words=("://",),
          rules_kinds=("column", "forum", "stackexchange")),
    Batch(31, "batch31", range(2152, 2183), {"other": 21}, range(771, 801), set(),
          {"first": 17, "third": 13}, {"named": 18, "described": 12},
          ["dr774", "dr788", "dr791", "dr794", "dr795"], 11,
          {"dr771": _life(23, 20, "Bottled Gnomes"), "dr775": _life(20, 15, "Ball Lightning", "the 1/1"),
           "dr781": _life(20, 20, "the 5/5", "the 2/2", "the 3/3"), "dr787": _life(20, 12),
           "dr790": _life(19, 20),
           "dr796": _life(20, 17, "Otepec Huntmaster", "Otepec Huntmaster")},
          board_words=(), other_letters=30, rules_words=("Cranial Insertion",),
          refused={"dr800": "block"}),
    Batch(32, "batch32", range(2281, 2322), {"other": 28}, range(811, 847), set(),
          {"first": 19, "third": 17}, {"named": 21, "described": 15},
          ["dr814", "dr817", "dr818", "dr821", "dr827", "dr828", "dr829", "dr839", "dr840", "dr841",
           "dr842", "dr845", "dr846"], 14,
          {"dr815": _life(20, 17, "the 2/2 creature"), "dr816": _life(20, 18, "the 2/2", "the 1/1"),
           "dr822": _life(20, 20, "creature 1", "creature 2", "creature 3", "creature 4"),
           "dr826": _life(-2, 0), "dr833": _life(16, 20), "dr835": _life(20, 20, "the 1/1"),
           "dr838": _life(19, 20), "dr843": _life(19, 20), "dr844": _life(1, 0)},
          board_words=(), other_letters=36, rules_words=("://",), rules_kinds=("faq",)),
    Batch(33, "batch33", range(2381, 2411), {"other": 20}, range(851, 854), set(),
          {"first": 1, "third": 2}, {"named": 3},
          [], 0,
          {"dr851": _life(20, 20, "Faceless Butcher"), "dr852": _life(20, 20),
           "dr853": _life(20, 14, "the 1/1 spirit token")},
          board_words=(), other_letters=3, rules_words=("://",),
          rules_kinds=("column", "quiz", "stackexchange")),
    Batch(34, "batch34", range(2521, 2561), {"other": 27}, range(891, 918), set(),
          {"first": 13, "third": 14}, {"named": 23, "described": 4},
          ["dr903", "dr907"], 3,
          {"dr891": _life(20, 20, "Wild Jhovall"), "dr892": _life(20, 1, "the creature"),
           "dr895": _life(13, 19), "dr896": _life(20, 20, "Wild Jhovall"),
           "dr898": _life(19, 19, "Battle Squadron", "Lhurgoyf", "Keldon Warlord"),
           "dr902": _life(20, 18, "the 1/1 creature", "the 2/2 creature"),
           "dr912": _life(20, 18, "Su-Chi"), "dr916": _life(0, 20)},
          board_words=(), other_letters=27, rules_words=("://",), rules_kinds=("quiz",)),
    Batch(35, "batch35", range(2621, 2660), {"other": 26}, range(941, 966), set(),
          {"first": 7, "third": 18}, {"named": 24, "described": 1},
          ["dr941", "dr943", "dr949", "dr957", "dr962"], 1,
          {"dr942": _life(20, 20), "dr944": _life(20, 16, "Air Elemental"),
           "dr946": _life(20, 19, "Gaea's Skyfolk"),
           "dr950": _life(20, 20, "Benalish Hero", "Serra Angel", "Balduvian Horde"),
           "dr958": _life(20, 18), "dr960": _life(29, 20),
           "dr961": _life(19, 19, "Call of the Herd token", "Call of the Herd token")},
          board_words=(), other_letters=25, rules_words=("://",), rules_kinds=("column",),
          refused={"dr963": "block"}),
    Batch(36, "batch36", range(2662, 2714), {"other": 35}, range(966, 991), set(),
          {"first": 19, "third": 6}, {"named": 21, "described": 4},
          ["dr973", "dr974", "dr975", "dr976", "dr985", "dr989"], 3,
          {"dr966": _life(0, 20), "dr967": _life(3, 18),
           "dr972": _life(20, 20, "the 4/4", "the 1/1"),
           "dr977": _life(20, 20, "Cemetery Gate"), "dr979": _life(28, 20, "Living Inferno"),
           "dr982": _life(20, 17, "the 1/1"),
           "dr984": _life(20, 19, "the 3/3", "the 2/2")},
          board_words=(), other_letters=25, rules_words=("://",), rules_kinds=("column",),
          refused={"dr968": "play"}),
    Batch(37, "batch37", range(2714, 2753), {"other": 26}, range(991, 1016), set(),
          {"first": 13, "third": 12}, {"named": 23, "described": 2},
          ["dr994", "dr996", "dr997", "dr999", "dr1001", "dr1003", "dr1004", "dr1006",
           "dr1015"], 2,
          {"dr991": _life(20, 20, "the 1/1"), "dr992": _life(20, 40),
           "dr995": _life(20, 20, "three of the 2/2s"),
           "dr998": _life(20, 20, "Vulturous Zombie"),
           "dr1002": _life(20, 20, "Auriok Champion"), "dr1007": _life(20, 17),
           "dr1008": _life(20, 15, "Solemn Simulacrum"), "dr1013": _life(20, 17),
           "dr1014": _life(20, 18)},
          board_words=(), other_source="https://magic.wizards.com/en/articles/archive/",
          other_letters=25, rules_words=("ormos: archive/", "https://magic.wizards.com/"),
          rules_kinds=("column",)),
    Batch(38, "batch38", range(2753, 2791), {"other": 25}, range(1016, 1041), set(),
          {"first": 12, "third": 13}, {"named": 24, "described": 1},
          ["dr1016", "dr1019", "dr1021", "dr1026", "dr1029", "dr1032", "dr1034", "dr1036",
           "dr1038", "dr1039"], 0,
          {"dr1017": _life(5, 0), "dr1018": _life(20, 0),
           "dr1020": _life(20, 19, "Prodigal Sorcerer"),
           "dr1023": _life(23, 20, "Bottle Gnomes"),
           "dr1024": _life(20, 20, "Blistering Firecat"),
           "dr1031": _life(20, 20, "Order of Leitbur"),
           "dr1033": _life(15, 20, "Armor Thrull")},
          board_words=(), other_source="https://magic.wizards.com/en/articles/archive/",
          other_letters=25, rules_words=("ormos: archive/", "https://magic.wizards.com/"),
          rules_kinds=("column", "quiz"), refused={"dr1027": "attack"}),
    Batch(39, "batch39", range(2790, 2835), {"other": 30}, range(1041, 1066), set(),
          {"first": 18, "third": 7}, {"named": 21, "described": 4},
          ["dr1048", "dr1065"], 4,
          {"dr1041": _life(20, 20, "Forbidding Watchtower"), "dr1042": _life(0, 0, "the creature"),
           "dr1045": _life(20, 17), "dr1046": _life(20, 20, "the 4/2", "the 2/2"),
           "dr1050": _life(20, 18, "Trained Armodon"), "dr1057": _life(0, 2),
           "dr1060": _life(20, 20, "Craw Wurm"),
           "dr1061": _life(20, 23, "Bottle Gnomes", "Lightning Elemental"),
           "dr1062": _life(24, 16, "Nantuko Husk")},
          board_words=(), other_source="://", other_letters=25,
          rules_words=("ormos: archive/", "https://magic.wizards.com/"),
          rules_kinds=("column", "faq")),
    Batch(40, "batch40", range(2836, 2846), {"other": 7}, range(1066, 1097), set(),
          {"first": 25, "third": 6}, {"named": 26, "described": 5},
          ["dr1067", "dr1072", "dr1073", "dr1074", "dr1081", "dr1083", "dr1091", "dr1095",
           "dr1096"], 3,
          {"dr1069": _life(20, 20, "Merfolk of the Pearl Trident"),
           "dr1070": _life(20, 20, "Merfolk of the Pearl Trident"),
           "dr1076": _life(20, 15, "Suntail Hawk"), "dr1077": _life(20, 20, "Shivan Dragon"),
           "dr1078": _life(20, 19), "dr1082": _life(20, 19, "Grizzly Bears"),
           "dr1087": _life(20, 16, "their creature"), "dr1090": _life(20, 18, "the 1/1")},
          board_words=(), other_source="https://magic.wizards.com/en/articles/archive/",
          other_letters=31,
          rules_words=("ormos: archive/", "https://magic.wizards.com/"),
          rules_kinds=("column", "faq")),
]

pytestmark = pytest.mark.parametrize("batch", BATCHES, ids=str)


def _issue(entry: dict[str, Any]) -> str:
    """The Saturday School issue an entry comes from, or "other"."""
    match = re.search(r"Saturday School #(\d+)", entry["source"])
    return match.group(1) if match else "other"


def test_the_rules_batch_has_the_main_file_format_and_ids_after_every_earlier_file(
        batch: Batch) -> None:
    entries = questions(batch.rules_file)
    assert [entry["id"] for entry in entries] == [f"rq{n}" for n in batch.questions if n % 3]
    others = other_entries(batch.rules_file, batch.board_file, *later_batches(batch.number))
    assert max(numbers("rq", others)) < batch.questions.start
    for entry in entries:
        assert set(entry) <= RULES_FIELDS and entry["source_kind"] in KINDS, entry["id"]
        assert entry["split"] == batch.split and entry["source_kind"] in batch.rules_kinds, entry["id"]
        assert entry["question"].strip(), entry["id"]
        assert all(word in entry["source"] for word in batch.rules_words), entry["id"]
        assert all(isinstance(c, str) and c for c in entry["cards"]), entry["id"]
    assert Counter(_issue(entry) for entry in entries) == batch.rules_issues


def test_the_batch_uses_no_saturday_school_issue_of_another_file(batch: Batch) -> None:
    mine = (batch.rules_file, batch.board_file)
    shared = {DATA / name: issues for name, issues in batch.shared_issues.items()}
    used = set().union(*(saturday_school_issues(path) - shared.get(path, set())
                         for path in sorted(DATA.glob("*.yaml")) if path not in mine))
    # "other": letters of the column's numberless issues (John Carter's, from August 2004)
    assert saturday_school_issues(batch.rules_file) == set(batch.rules_issues) - {"other"}
    assert saturday_school_issues(batch.board_file) == batch.board_issues
    for path, issues in shared.items():
        assert saturday_school_issues(path) & batch.board_issues == issues
    assert not (set(batch.rules_issues) | batch.board_issues) & used


def test_every_rule_of_the_rules_batch_is_in_the_kb(batch: Batch,
                                                    answer_in_kb: Callable[[str], bool]) -> None:
    assert unknown_rules(questions(batch.rules_file), answer_in_kb) == []


def test_the_rules_batch_repeats_no_question_of_any_file(batch: Batch) -> None:
    others = [text(entry) for entry in other_entries(batch.rules_file)]
    assert len(others) >= 1000
    assert repeats(questions(batch.rules_file), others) == []


def test_the_board_batch_has_the_dev_file_format_and_ids_after_every_earlier_file(
        batch: Batch) -> None:
    letters = questions(batch.board_file)
    assert [entry["id"] for entry in letters] == [f"dr{n}" for n in batch.letters]
    others = other_entries(batch.rules_file, batch.board_file, *later_batches(batch.number))
    assert not {entry["id"] for entry in letters} & {entry.get("id") for entry in others}
    assert Counter(entry["person"] for entry in letters) == batch.person
    assert Counter(entry["cards"] for entry in letters) == batch.cards
    column = [entry for entry in letters if _issue(entry) != "other"]
    for entry in column:
        assert all(word in entry["source"] for word in batch.board_words), entry["id"]
    assert len(letters) - len(column) == batch.other_letters
    for entry in letters:
        if entry not in column:
            assert batch.other_source in entry["source"], entry["id"]
            assert entry.get("decline", False) or not batch.others_decline, entry["id"]
    declined = [entry["id"] for entry in letters if board_entry_declines(entry, batch.split)]
    assert declined == batch.declined
    assert {entry["id"]: entry["expected"]["refused"] for entry in letters
            if "refused" in entry.get("expected", {})} == batch.refused
    assert sum(1 for entry in letters
               if entry["cards"] == "described" and not entry.get("decline")) \
        == batch.described_read


def test_the_board_batch_is_new_and_cites_rules_of_the_kb(batch: Batch,
                                                          kb: KnowledgeBase) -> None:
    letters = questions(batch.board_file)
    others = [text(entry) for entry in other_entries(batch.board_file)]
    assert len(others) >= 1000
    assert repeats(letters, others) == []
    assert {number for number in cited_rules(letters) if kb.rule(number) is None} == set()


def test_the_board_batch_reads_as_verdict_cases(batch: Batch) -> None:
    from judge.verdict.evaluate import load_cases

    cases = load_cases(batch.board_file)
    assert [case["id"] for case in cases] == [f"dr{n}" for n in batch.letters]
    assert [case["id"] for case in cases if case.get("decline")] == batch.declined
    by_id = {case["id"]: case for case in cases}
    assert {number: by_id[number]["expect"] for number in batch.outcomes} == batch.outcomes

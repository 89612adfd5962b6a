"""scripts/audit_pool.py: the pool's costs, types, power and toughness compared with card data
in MTGJSON's format (AtomicCards of MTGJSON 5, AllCards of MTGJSON 3 and 4, or cards by set),
each difference on one line, errors apart from the differences of 2003 wording; bad input
is a clear error naming the file."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "audit_pool.py"
DATA = ROOT / "tests" / "data" / "audit_pool"
ATOMIC = DATA / "AtomicCards.json"
POOL = DATA / "pool.yaml"

ERRORS = [
    "missing: Goblin Vandals: pool in the pool, data no card of that name",
    "cost: Fire // Ice (Ice): pool {2}{U}, data {1}{U}",
    "cost: Tsabo Tavoc: pool {3}{B}{R}, data {5}{B}{R}",
    "power: Muscle Sliver: pool 2, data 1",
    "power: Zephid: pool 4, data 3",
    "toughness: Muscle Sliver: pool 2, data 1",
    "types: Barbed Lightning: pool sorcery, data Instant",
    "supertypes: Lieutenant Kirtar: pool (none), data Legendary",
    "subtypes: Bonesplitter: pool (none), data Equipment",
]
WORDING = [
    "cost-order: Fervent Charge: pool {1}{W}{B}{R}, data {1}{R}{W}{B}",
    "star: Lhurgoyf: pool toughness *, data toughness 1+*",
    "creature-types: Llanowar Elves: pool Elf, data Elf Druid",
    "local-enchantment: Holy Strength: pool Enchant Creature, data Aura",
    "world: Nether Void: pool World, data World",
    "snow: Snow-Covered Forest: pool basic Forest, data Basic Snow Forest",
    "land-types: Urza's Tower: pool (none), data Urza's Tower",
]


def _summary(path: Path, names: int = 16) -> str:
    return (f"17 pool cards compared with {path} ({names} cards): 9 mismatches (missing 1, cost 2, "
            "power 2, toughness 1, types 1, supertypes 1, subtypes 1); 7 differences of 2003 "
            "wording (cost-order 1, star 1, creature-types 1, local-enchantment 1, world 1, snow 1, "
            "land-types 1)")


@pytest.fixture(scope="module")
def audit_pool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("audit_pool", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["audit_pool"] = module
    spec.loader.exec_module(module)
    return module


def _run(module: ModuleType, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = module.main([*args])
    out, err = capsys.readouterr()
    return status, out, err


def test_every_difference_is_one_line_errors_first(audit_pool: ModuleType,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(audit_pool, capsys, str(ATOMIC), "--pool", str(POOL))
    assert (status, err) == (1, "")
    assert out.splitlines() == [*ERRORS, *WORDING, _summary(ATOMIC)]


def test_errors_only(audit_pool: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(audit_pool, capsys, str(ATOMIC), "--pool", str(POOL), "--errors-only")
    assert status == 1
    assert out.splitlines() == [*ERRORS, _summary(ATOMIC)]


def test_a_pool_that_agrees_exits_0(audit_pool: ModuleType, capsys: pytest.CaptureFixture[str],
                                    tmp_path: Path) -> None:
    pool = tmp_path / "pool.yaml"
    pool.write_text("- {name: Grizzly Bears, cost: 1G, types: [creature], subtypes: [Bear], "
                    "power: 2, toughness: 2}\n- {name: Llanowar Elves, cost: G, types: [creature], "
                    "subtypes: [Elf], power: 1, toughness: 1}\n", encoding="utf-8")
    status, out, _ = _run(audit_pool, capsys, str(ATOMIC), "--pool", str(pool))
    assert status == 0
    assert out.splitlines() == [
        "creature-types: Llanowar Elves: pool Elf, data Elf Druid",
        f"2 pool cards compared with {ATOMIC} (16 cards): 0 mismatches; 1 differences of 2003 "
        "wording (creature-types 1)"]


def _older_formats(tmp_path: Path) -> dict[str, Path]:
    """The fixture's cards as MTGJSON 3/4 wrote them: AllCards (a split card's halves apart,
    with ``names``) and AllSets (the same cards in a set), with no ``meta`` nor ``data``."""
    atomic: dict[str, list[dict[str, Any]]] = json.loads(ATOMIC.read_text(encoding="utf-8"))["data"]
    cards: dict[str, dict[str, Any]] = {}
    for name, faces in atomic.items():
        for face in faces:
            card = {k: v for k, v in face.items() if k != "faceName"}
            if "faceName" in face:
                card.update(name=face["faceName"], names=name.split(" // "))
            cards[card["name"]] = card
    paths = {"AllCards": tmp_path / "AllCards.json", "AllSets": tmp_path / "AllSets.json"}
    paths["AllCards"].write_text(json.dumps(cards), encoding="utf-8")
    paths["AllSets"].write_text(json.dumps({"TST": {"name": "Test", "code": "TST",
                                                    "cards": list(cards.values())}}), encoding="utf-8")
    return paths


@pytest.mark.parametrize("kind", ["AllCards", "AllSets"])
def test_older_mtgjson_formats_give_the_same_differences(
        audit_pool: ModuleType, capsys: pytest.CaptureFixture[str], tmp_path: Path, kind: str) -> None:
    path = _older_formats(tmp_path)[kind]
    status, out, _ = _run(audit_pool, capsys, str(path), "--pool", str(POOL))
    assert status == 1
    assert out.splitlines() == [*ERRORS, *WORDING, _summary(path)]


def test_a_split_card_without_the_half_in_the_data(audit_pool: ModuleType) -> None:
    card = audit_pool.PoolCard(audit_pool.Face("Fire // Ice"),
                               (audit_pool.Face("Fire", "{1}{R}", ("instant",)),
                                audit_pool.Face("Ice", "{1}{U}", ("instant",))))
    only_fire = [audit_pool.Face("Fire", "{1}{R}", ("Instant",))]
    assert [d.line() for d in audit_pool.compare(card, only_fire)] == [
        "missing: Fire // Ice (Ice): pool a half of the card, data no face of that name"]


@pytest.mark.parametrize(("content", "message"), [
    (None, "cannot read the card data {path}: No such file or directory"),
    ("{\"data\": {\"Grizzly Bears\": [", "cannot read the card data {path}: not valid JSON"),
    ("not json at all", "cannot read the card data {path}: not valid JSON"),
    ("[1, 2, 3]", "cannot read the card data {path}: no cards in MTGJSON's format"),
    ("{\"meta\": {\"date\": \"2024-06-01\"}, \"data\": {}}",
     "cannot read the card data {path}: no cards in MTGJSON's format"),
])
def test_bad_card_data_is_a_clear_error(audit_pool: ModuleType, capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path, content: str | None, message: str) -> None:
    path = tmp_path / "cards.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    status, out, err = _run(audit_pool, capsys, str(path), "--pool", str(POOL))
    assert (status, out) == (2, "")
    assert err.startswith("audit_pool: " + message.format(path=path))
    assert len(err.splitlines()) == 1


@pytest.mark.parametrize(("content", "message"), [
    (None, "cannot read the card pool {path}: No such file or directory"),
    ("- name: [unclosed", "cannot read the card pool {path}: not valid YAML"),
    ("cards: 3", "cannot read the card pool {path}: not a list of cards"),
    ("- {cost: 1G}", "cannot read the card pool {path}: card 1 has no name"),
])
def test_a_bad_pool_is_a_clear_error(audit_pool: ModuleType, capsys: pytest.CaptureFixture[str],
                                     tmp_path: Path, content: str | None, message: str) -> None:
    path = tmp_path / "pool.yaml"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    status, out, err = _run(audit_pool, capsys, str(ATOMIC), "--pool", str(path))
    assert (status, out) == (2, "")
    assert err.startswith("audit_pool: " + message.format(path=path))


def test_the_command_line_shows_no_traceback(tmp_path: Path) -> None:
    missing = tmp_path / "AtomicCards.json"
    done = subprocess.run([sys.executable, str(SCRIPT), str(missing)], capture_output=True,
                          text=True, check=False, cwd=ROOT)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"audit_pool: cannot read the card data {missing}: "
                           "No such file or directory\n")


def test_the_pools_cards_in_the_fixture_have_their_printed_characteristics(audit_pool: ModuleType) -> None:
    """The built-in pool against the fixture's card data (real cards: Muscle Sliver 1/1, Tsabo Tavoc
    {5}{B}{R}, Barbed Lightning an instant, Lieutenant Kirtar legendary, Zephid 3/4...): no error
    but the cards the fixture lacks; each of its 16 cards is in the pool."""
    result = audit_pool.audit(audit_pool.BUILTIN_POOL, ATOMIC)
    errors = [d.line() for d in result.errors() if d.kind != "missing"]
    compared = result.compared - result.counts()["missing"]
    assert (errors, compared) == ([], 16)

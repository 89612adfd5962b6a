"""Generate card data in MTGJSON's AtomicCards format, for benchmarks.

    python scripts/gen_mtgjson.py OUT.json [--cards 30000] [--seed 1]

The cards are invented (names from word lists, texts from templates with the
keywords and the modern wording real cards use), with the bulk real files
carry besides (foreign names, rulings, legalities, identifiers), so that the
file is the size of the real AtomicCards.json for as many cards: about 3.5 KB
a card.  It is written as a stream, never held whole in memory.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any, TextIO

ADJECTIVES = """ancient angry arcane ashen bitter blazing bold brazen broken burning cinder
clever cold crimson cruel cursed dark dauntless deep dire distant dread dusk eager elder
ember endless eternal fallen feral fierce fiery frozen gilded glacial gleaming grim hallowed
harsh haunted hidden hollow howling iron jade keen kindly lone lost lucid mad mighty misty
molten noble obsidian old pale primal proud quiet radiant ragged restless rising rotting
ruined sacred savage scarlet shadow shining silent silver sinister sly somber stalwart
stone storm sullen sunlit swift tangled thorned thundering tidal timeless twisted unseen
vast veiled venomous verdant vicious vile wandering wary wild winged wise withered""".split()
NOUNS = """acolyte adept angel apprentice archer aven avenger bard basilisk beast behemoth
berserker blade brute captain centaur champion chimera cleric colossus conjurer crusader
cyclops djinn drake dragon druid dryad duelist efreet elemental elf enchantress fiend
gargoyle ghoul giant gnome goblin golem gorgon griffin guardian harpy hero hound hydra
imp inquisitor juggernaut knight kraken leviathan lich lord mage manticore marauder
minotaur monk nomad ogre oracle paladin phoenix pilgrim prophet ranger reaver rogue sage
satyr scout sentinel serpent shaman shade sphinx spider spirit sprite squire stalker
titan treefolk troll vampire warden warlord wizard wraith wurm wyvern zealot""".split()
PLACES = ["the Vale", "the Deep", "Ashes", "the Wastes", "Dawn", "the Spire", "Thorns",
          "the Marsh", "Embers", "the North", "the Sun", "Shadows", "the Tides", "Storms"]
KEYWORDS = ["Flying", "Trample", "First strike", "Haste", "Vigilance", "Reach", "Deathtouch",
            "Lifelink", "Fear", "Shadow", "Double strike", "Defender", "Menace", "Hexproof",
            "Flanking", "Islandwalk", "Swampwalk", "Protection from black", "Indestructible"]
EFFECTS = [
    "When {name} enters the battlefield, draw a card.",
    "When {name} dies, each opponent loses 2 life.",
    "{{T}}: {name} deals 1 damage to any target.",
    "Exile target creature an opponent controls until {name} leaves the battlefield.",
    "Whenever {name} attacks, it gets +2/+0 until end of turn.",
    "{{2}}{{G}}: Regenerate {name}.",
    "Sacrifice another creature: {name} gets +1/+1 until end of turn.",
    "At the beginning of your upkeep, put a +1/+1 counter on {name}.",
    "Creatures you control get +1/+1.",
    "Whenever another creature dies, you gain 1 life.",
    "{name} can't block.",
    "Counter target spell unless its controller pays {{2}}.",
    "Destroy target artifact or enchantment.",
    "Target player discards two cards.",
    "Return target creature card from your graveyard to your hand.",
]
TYPES = [("Creature", True), ("Creature", True), ("Creature", True), ("Instant", False),
         ("Sorcery", False), ("Enchantment", False), ("Artifact", False)]
SETS = ["LEA", "ARN", "LEG", "ICE", "MIR", "TMP", "USG", "MMQ", "INV", "ODY", "ONS", "MRD",
        "DST", "5DN", "CHK", "RAV", "TSP", "LRW", "ALA", "ZEN", "SOM", "ISD", "RTR", "THS",
        "KTK", "BFZ", "SOI", "KLD", "AKH", "XLN", "DOM", "GRN", "WAR", "ELD", "THB", "IKO"]
COLORS = "WUBRG"


def _names(count: int, rng: random.Random) -> list[str]:
    names: set[str] = set()
    while len(names) < count:
        name = f"{rng.choice(ADJECTIVES).capitalize()} {rng.choice(NOUNS).capitalize()}"
        if rng.random() < 0.3:
            name += f" of {rng.choice(PLACES)}"
        names.add(name)
    return sorted(names, key=lambda _: rng.random())


def _card(name: str, rng: random.Random) -> dict[str, Any]:
    card_type, creature = rng.choice(TYPES)
    color = rng.choice(COLORS)
    generic = rng.randint(0, 5)
    cost = (f"{{{generic}}}" if generic else "") + f"{{{color}}}" * rng.randint(1, 2)
    keywords = rng.sample(KEYWORDS, rng.randint(0, 2)) if creature else []
    effects = [e.format(name=name) for e in rng.sample(EFFECTS, rng.randint(1, 2))]
    text = "\n".join(([", ".join(keywords)] if keywords else []) + effects)
    printings = sorted(rng.sample(SETS, rng.randint(1, 4)), key=SETS.index)
    card: dict[str, Any] = {
        "colorIdentity": [color], "colors": [color], "convertedManaCost": float(generic + 1),
        "edhrecRank": rng.randint(1, 30000), "firstPrinting": printings[0],
        "foreignData": [{"language": language, "name": f"{name} ({language[:2]})",
                         "text": text, "type": card_type, "flavorText": "…" * 20}
                        for language in ("German", "French", "Italian", "Spanish", "Japanese")],
        "identifiers": {"scryfallOracleId": f"{rng.getrandbits(128):032x}"},
        "layout": "normal",
        "legalities": {f: rng.choice(["Legal", "Banned", "Not Legal"]) for f in
                       ("commander", "duel", "legacy", "modern", "oldschool", "pauper",
                        "penny", "pioneer", "standard", "vintage")},
        "manaCost": cost, "manaValue": float(generic + 1), "name": name,
        "printings": printings,
        "purchaseUrls": {"cardKingdom": "https://example.org/ck/" + f"{rng.getrandbits(40):x}",
                         "tcgplayer": "https://example.org/tcg/" + f"{rng.getrandbits(40):x}"},
        "rulings": [{"date": f"20{rng.randint(4, 23):02d}-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}",
                     "text": f"If {name} leaves the battlefield before its ability resolves, "
                             "the ability still resolves using last known information."}
                    for _ in range(rng.randint(0, 3))],
        "subtypes": [name.split()[1]] if creature else [], "supertypes": [],
        "text": text, "type": card_type + (f" — {name.split()[1]}" if creature else ""),
        "types": [card_type],
    }
    if keywords:
        card["keywords"] = [k.split()[0] if k.startswith("Protection") else k for k in keywords]
    if creature:
        card["power"], card["toughness"] = str(rng.randint(0, 7)), str(rng.randint(1, 7))
    return card


def write(out: TextIO, count: int, seed: int = 1) -> list[str]:
    """Write *count* cards to *out* as AtomicCards.json; return their names."""
    rng = random.Random(seed)
    names = _names(count, rng)
    out.write('{"meta": {"date": "2024-06-01", "version": "5.2.2+generated"}, "data": {')
    for i, name in enumerate(names):
        out.write(("," if i else "") + json.dumps(name) + ": ["
                  + json.dumps(_card(name, rng), ensure_ascii=False) + "]")
    out.write("}}\n")
    return names


def main() -> None:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--cards", type=int, default=30000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as out:
        write(out, args.cards, args.seed)
    print(f"wrote {args.cards} cards to {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()

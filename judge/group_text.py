"""Plural groups of creatures in words, qualified by color, by "other", by combat or tap status, by
a creature type they lack and by whose they are: "other black creatures", "nonblack creatures",
"blocking creatures", "attacking creatures you control", "all non-Zombie creatures", "creatures your
opponents control". One reading for a static ability's group (418.5a: applied to whatever fits at
every moment) and for a resolving effect's group (418.3b: the creatures that fit as it resolves).

>>> Group.from_words("other black creatures")
Group(other=True, colors=('black',), not_colors=(), not_subtype='', status='', control='')
>>> Group.from_words("other black creatures").words()
'other black creatures'
>>> Group.from_words("creatures")  # no qualifier the older forms lack: None
"""

from __future__ import annotations

import dataclasses
import re

from judge.creature_types import creature_type
from judge.mana import COLORS

_COLOR = "|".join(COLORS)
#: The words of a group: other, all, a status, a color or a non-color, a creature type it lacks,
#: "creatures", whose.
_GROUP = re.compile(rf"(?P<other>other )?(?:all )?(?:(?P<status>attacking|blocking|tapped|untapped) )?"
                    rf"(?:(?P<non>non-?)?(?P<color>{_COLOR}) )?(?:non-(?P<nontype>[a-z]+) )?creatures"
                    r"(?: (?P<whose>you control|your opponents control))?")


@dataclasses.dataclass(frozen=True, slots=True)
class Group:
    """Which creatures a plural group names."""

    other: bool = False
    """"Other": not the source itself."""
    colors: tuple[str, ...] = ()
    """Of one of these colors ("black creatures")."""
    not_colors: tuple[str, ...] = ()
    """Of none of these colors ("nonblack creatures")."""
    not_subtype: str = ""
    """Without this creature type ("non-Zombie creatures")."""
    status: str = ""
    """``attacking``, ``blocking``, ``tapped``, ``untapped`` or empty."""
    control: str = ""
    """``you`` (the source's controller's), ``opponents`` or empty (anyone's)."""

    @classmethod
    def from_words(cls, words: str) -> Group | None:
        """The group *words* (lower case) name, or None when the words aren't a group or name only what the
        older subject forms say ("creatures", "creatures you control", "black creatures", "other Goblins")."""
        match = _GROUP.fullmatch(words.lower())
        if match is None:
            return None
        color = match["color"] or ""
        group = cls(other=bool(match["other"]), colors=(color,) if color and not match["non"] else (),
                    not_colors=(color,) if color and match["non"] else (),
                    not_subtype=creature_type(match["nontype"]) if match["nontype"] else "",
                    status=match["status"] or "",
                    control={"you control": "you", "your opponents control": "opponents"}.get(match["whose"] or "", ""))
        older = not (group.not_colors or group.not_subtype or group.control == "opponents") and (
            not group.status or (group.status, group.control) == ("untapped", "you")) and (
            not group.colors or not (group.other or group.control))
        return None if older else group

    def words(self) -> str:
        """The group in words, as :meth:`from_words` reads them."""
        return " ".join(filter(None, (
            "other" * self.other, self.status, "".join(f"non{c}" for c in self.not_colors) or " ".join(self.colors),
            f"non-{self.not_subtype}" if self.not_subtype else "", "creatures",
            {"you": "you control", "opponents": "your opponents control"}.get(self.control, ""))))

    def fits(self, *, colors: tuple[str, ...], subtypes: tuple[str, ...], mine: bool, itself: bool, attacking: bool,
             blocking: bool, tapped: bool) -> bool:
        """Whether a creature with these characteristics and this status is one of the group; *mine*: its
        controller is the source's controller; *itself*: it is the source."""
        status = {"attacking": attacking, "blocking": blocking, "tapped": tapped, "untapped": not tapped}
        return not (self.other and itself) and (not self.colors or bool(set(self.colors) & set(colors))) and \
            not set(self.not_colors) & set(colors) and self.not_subtype not in subtypes and \
            (not self.status or status[self.status]) and (self.control != "you" or mine) and \
            (self.control != "opponents" or not mine)


__all__ = ["Group"]

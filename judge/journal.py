"""What an action changed, so that it can be taken back: an undo journal, as
python-chess's ``Board.push()`` keeps a move stack instead of copies of the board.

A game's mutable records derive from :class:`Tracked`, and the lists, dicts and sets
they (and the state) hold are :class:`TrackedList`, :class:`TrackedDict` and
:class:`TrackedSet`: every assignment and every change in place writes an undo record
into the state's :class:`Journal` by itself, so a rule procedure — or a field added
to a record later — is covered without a word about undo. An attribute records its
old value; a container records its contents the first time it changes in an action.
Applying an action costs what it changes, not the size of the game.

A plain list, dict or set stored into a tracked place becomes a tracked one (a copy:
keep working on the stored value, not the local one); a mutable record that is not
:class:`Tracked` is refused, so that a new kind of record can't escape undo.

>>> journal = Journal()
>>> hand = journal.adopt(["Shock"])
>>> journal.begin(events=0)
>>> hand.append("Giant Growth")
>>> journal.rollback()
0
>>> hand
['Shock']
"""

from __future__ import annotations

import collections
import dataclasses
import operator
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, SupportsIndex

HISTORY_LIMIT = 4096
"""How many actions can be taken back; older ones are forgotten."""

MISSING: Any = object()
"""The old value of an attribute that did not exist yet."""

SHARED: set[type] = {str, int, float, bool, type(None), bytes, frozenset}
"""Types whose values never change in place: scalars, and each frozen dataclass once seen."""


class Group:
    """The undo records of one action, oldest first."""

    __slots__ = ("records", "epoch", "events")

    def __init__(self, epoch: int, events: int) -> None:
        self.records: list[tuple[Any, str | None, Any]] = []
        """(record, attribute, old value), or (container, ``None``, old contents)."""
        self.epoch = epoch
        """The action's number: a container copies its contents once per epoch."""
        self.events = events
        """How many events had happened before the action."""


class Journal:
    """A game's undo history, and a version number that every change moves on."""

    __slots__ = ("version", "records", "epoch", "groups", "_epochs")

    def __init__(self, limit: int = HISTORY_LIMIT) -> None:
        self.version = 0
        """Moves on with every change: a value computed from the state stays good
        while the version is the same."""
        self.records: list[tuple[Any, str | None, Any]] | None = None
        """Where changes are recorded now (the last action's group); ``None`` before any."""
        self.epoch = 0
        """The current group's epoch."""
        self.groups: collections.deque[Group] = collections.deque(maxlen=limit)
        """The actions that can be taken back, the last one last."""
        self._epochs = 0

    def __len__(self) -> int:
        return len(self.groups)

    def begin(self, events: int) -> None:
        """Start recording a new action (*events*: the length of the event log now)."""
        self._epochs += 1
        group = Group(self._epochs, events)
        self.groups.append(group)
        self.records, self.epoch = group.records, group.epoch

    def rollback(self) -> int:
        """Undo the last action's changes, newest first; returns the event log's length
        before it, to cut the log back to.

        :raises IndexError: if there is no action to take back.
        """
        group = self.groups.pop()
        self.records = None  # undoing records nothing
        for target, name, old in reversed(group.records):
            if name is not None:
                if old is MISSING:
                    object.__delattr__(target, name)
                else:
                    object.__setattr__(target, name, old)
            elif isinstance(target, list):
                list.__setitem__(target, slice(None), old)
            elif isinstance(target, dict):
                dict.clear(target)
                dict.update(target, old)
            else:
                set.clear(target)
                set.update(target, old)
        self.version += 1
        if self.groups:
            last = self.groups[-1]
            self.records, self.epoch = last.records, last.epoch
        else:
            self.epoch = 0
        return group.events

    def adopt(self, value: Any, seen: bool = True) -> Any:
        """*value* as it is kept in the game: tracked records and containers are tied to
        this journal, plain lists, dicts and sets become tracked ones, tuples are looked into.

        *seen*: whether the place it is kept is one characteristics are computed from
        (:attr:`Tracked.LAYER_FIELDS`): a change to a container kept there moves
        :attr:`version` on. A container kept in two places is seen if either is.

        :raises TypeError: for a mutable value that can't be tracked.
        """
        cls = type(value)
        if cls in SHARED:
            return value
        if cls is list or cls is TrackedList:
            return _adopt_container(self, value, TrackedList, cls is list, seen)
        if cls is dict or cls is TrackedDict:
            return _adopt_container(self, value, TrackedDict, cls is dict, seen)
        if cls is set or cls is TrackedSet:
            return _adopt_container(self, value, TrackedSet, cls is set, seen)
        if cls is tuple:
            items = tuple([self.adopt(item, seen) for item in value])
            return value if all(a is b for a, b in zip(items, value)) else items
        if isinstance(value, Tracked):
            if value._journal is not self:
                object.__setattr__(value, "_journal", self)
                fields, values = _FIELDS.get(cls) or _fields(cls)
                for (name, seen_field), item in zip(fields, values(value)):
                    if type(item) not in SHARED:
                        object.__setattr__(value, name, self.adopt(item, seen_field))
            return value
        params = getattr(cls, "__dataclass_params__", None)
        if params is not None and params.frozen:
            SHARED.add(cls)
            return value
        raise TypeError(f"cannot keep a {cls.__name__} in the game: make it a frozen dataclass, "
                        f"or a mutable one deriving from judge.journal.Tracked")


_FIELDS: dict[type, tuple[tuple[tuple[str, bool], ...], Callable[[Any], tuple[Any, ...]]]] = {}


def _fields(cls: type) -> tuple[tuple[tuple[str, bool], ...], Callable[[Any], tuple[Any, ...]]]:
    """A tracked record class's fields, each with whether the layers see it, and a
    function giving a record's values of them all at once (made once per class)."""
    layer: frozenset[str] | None = getattr(cls, "LAYER_FIELDS")
    names = [f.name for f in dataclasses.fields(cls)]
    fields = tuple((name, layer is None or name in layer) for name in names)
    getter = operator.attrgetter(*names, names[0]) if names else (lambda record: ())  # always a tuple
    _FIELDS[cls] = (fields, getter)
    return _FIELDS[cls]


def _adopt_container(journal: Journal, value: Any, tracked: type, plain: bool, seen: bool) -> Any:
    if plain and (not value or tracked is TrackedSet):
        new = tracked(value)  # empty, or a set (of immutable values): nothing in it to adopt
        new._journal, new._epoch, new._seen = journal, 0, seen
        return new
    if not plain and value._journal is journal and (value._seen or not seen):
        return value
    new = tracked() if plain else value
    if tracked is TrackedDict:
        items: Any = {k: v if type(v) in SHARED else journal.adopt(v, seen) for k, v in value.items()}
        dict.clear(new)
        dict.update(new, items)
    elif tracked is TrackedList:
        items = [v if type(v) in SHARED else journal.adopt(v, seen) for v in value]
        list.__setitem__(new, slice(None), items)
    else:
        items = set(value)
        set.clear(new)
        set.update(new, items)
    if plain or new._journal is not journal:
        new._epoch = 0
    new._journal, new._seen = journal, seen  # (or a container of this game now seen too)
    return new


class Tracked:
    """A mutable record of the game whose every assignment is journaled (a base of
    mutable dataclasses with ``slots=True``)."""

    __slots__ = ("_journal",)
    _journal: Journal | None

    LAYER_FIELDS: ClassVar[frozenset[str] | None] = None
    """The fields characteristics are computed from (the layers see the record through a
    protocol with just these): a change to one of them, or to a container kept in one,
    moves the journal's version on. ``None``: every field."""

    def __getattr__(self, name: str) -> Any:
        if name == "_journal":
            return None  # made without its __init__ (a copy): kept in no game yet
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "__dataclass_fields__" in cls.__dict__ and "__init__" in cls.__dict__:
            type.__setattr__(cls, "__init__", plain_init(cls))

    def __setattr__(self, name: str, value: Any) -> None:
        journal = self._journal
        if journal is not None:
            old = getattr(self, name, MISSING)
            if old is value and type(value) in SHARED or unchanged(old, value):
                return
            fields = self.LAYER_FIELDS
            seen = fields is None or name in fields
            if seen:
                journal.version += 1
            records = journal.records
            if records is not None:
                records.append((self, name, old))
            if type(value) not in SHARED:
                value = journal.adopt(value, seen)
        object.__setattr__(self, name, value)


_EMPTY_KINDS: dict[type, type] = {}
"""A plain container's kind → its tracked kind (filled in below)."""


def unchanged(old: Any, value: Any) -> bool:
    """Whether assigning *value* over *old* would change nothing: the same immutable
    value, or an empty list, dict or set over an empty one of its kind (a tracked place
    keeps a copy of a container anyway, so which empty one it keeps can't matter)."""
    if old is value:
        return type(value) in SHARED
    cls = type(value)
    if cls is not type(old):
        return not value and not old and _EMPTY_KINDS.get(cls) is type(old)
    return cls in SHARED and old == value


def plain_init(cls: type) -> Any:
    """The ``__init__`` of a dataclass made with ``slots=True``, made again to set each
    field straight through its slot: faster than a frozen dataclass's own (which goes
    through ``object.__setattr__``), and, for a :class:`Tracked` record, than assigning
    through its journaling ``__setattr__`` (a new record belongs to no game yet)."""
    params, lines = [], []
    namespace: dict[str, Any] = {"_FACTORY": MISSING}
    names = [f.name for f in dataclasses.fields(cls)] + (["_journal"] if issubclass(cls, Tracked) else [])
    for name in names:  # each slot's own setter
        slot = next(vars(base)[name] for base in cls.__mro__ if name in vars(base))
        namespace[f"_s_{name}"] = slot.__set__
    if issubclass(cls, Tracked):
        lines.append("    _s__journal(self, None)")
    for field in dataclasses.fields(cls):
        name = field.name
        if field.default is not dataclasses.MISSING:
            namespace[f"_d_{name}"] = field.default
            default, value = f"_d_{name}", name
        elif field.default_factory is not dataclasses.MISSING:
            namespace[f"_f_{name}"] = field.default_factory
            default, value = "_FACTORY", f"_f_{name}() if {name} is _FACTORY else {name}"
        else:
            default, value = "", name
        if not field.init:
            value = f"_d_{name}" if default.startswith("_d_") else f"_f_{name}()"
        else:
            params.append(f"{name}={default}" if default else name)
        lines.append(f"    _s_{name}(self, {value})")
    if hasattr(cls, "__post_init__"):
        lines.append("    self.__post_init__()")
    source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(lines)
    exec(source, namespace)  # noqa: S102 - code made from a dataclass's own field names
    init = namespace["__init__"]
    init.__qualname__, init.__doc__ = f"{cls.__qualname__}.__init__", cls.__dict__["__init__"].__doc__
    return init


def _touch(container: Any, copy: Any) -> Journal | None:
    """Note a change to *container* about to happen: its contents are recorded the first
    time in an action; returns its journal (``None`` if it is not kept in a game)."""
    journal: Journal | None = container._journal
    if journal is not None:
        if container._seen:
            journal.version += 1
        if container._epoch != journal.epoch and journal.records is not None:
            container._epoch = journal.epoch
            journal.records.append((container, None, copy(container)))
    return journal


def _unset(self: Any, name: str) -> Any:
    """A tracked container made directly, not kept in a game yet: no journal."""
    if name in ("_journal", "_epoch", "_seen"):
        return {"_journal": None, "_epoch": 0, "_seen": True}[name]
    raise AttributeError(name)


def _touching(base: type, name: str) -> Any:
    """*base*'s method *name*, journaling the change it is about to make."""
    method = getattr(base, name)

    def touching(self: Any, *args: Any, **kwargs: Any) -> Any:
        _touch(self, base)
        result = method(self, *args, **kwargs)
        return self if name.startswith("__i") else result

    touching.__name__ = touching.__qualname__ = name
    touching.__doc__ = method.__doc__
    return touching


class TrackedList(list[Any]):
    """A list kept in a game: each change is journaled (:meth:`list.append` and the
    others keep their meaning)."""

    __slots__ = ("_journal", "_epoch", "_seen")

    _journal: Journal | None
    _epoch: int
    _seen: bool
    __getattr__ = _unset

    def __reduce__(self) -> tuple[Any, ...]:
        return (list, (list(self),))

    def append(self, item: Any) -> None:
        """Add *item* at the end."""
        journal = _touch(self, list)
        list.append(self, item if journal is None or type(item) in SHARED else journal.adopt(item, self._seen))

    def extend(self, items: Iterable[Any]) -> None:
        """Add *items* at the end."""
        items = list(items)
        if not items:
            return
        journal = _touch(self, list)
        list.extend(self, items if journal is None else [journal.adopt(i, self._seen) for i in items])

    def insert(self, index: SupportsIndex, item: Any) -> None:
        """Put *item* before *index*."""
        journal = _touch(self, list)
        list.insert(self, index, item if journal is None else journal.adopt(item, self._seen))

    def __setitem__(self, index: Any, value: Any) -> None:
        journal = _touch(self, list)
        if journal is not None:
            value = ([journal.adopt(v, self._seen) for v in value] if isinstance(index, slice)
                     else journal.adopt(value, self._seen))
        list.__setitem__(self, index, value)

    def __iadd__(self, items: Iterable[Any]) -> TrackedList:  # type: ignore[misc]
        self.extend(items)
        return self

    for _name in ("__imul__", "__delitem__", "pop", "remove", "clear", "sort", "reverse"):
        locals()[_name] = _touching(list, _name)
    del _name


class TrackedDict(dict[Any, Any]):
    """A dict kept in a game: each change is journaled."""

    __slots__ = ("_journal", "_epoch", "_seen")

    _journal: Journal | None
    _epoch: int
    _seen: bool
    __getattr__ = _unset

    def __reduce__(self) -> tuple[Any, ...]:
        return (dict, (dict(self),))

    def __setitem__(self, key: Any, value: Any) -> None:
        journal = _touch(self, dict)
        dict.__setitem__(self, key, value if journal is None or type(value) in SHARED
                         else journal.adopt(value, self._seen))

    def setdefault(self, key: Any, default: Any = None) -> Any:
        """``self[key]``, set to *default* first if missing."""
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, *args: Any, **kwargs: Any) -> None:
        """Set each key of a mapping (or pairs) and of *kwargs*."""
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def __ior__(self, other: Any) -> TrackedDict:  # type: ignore[misc]
        self.update(other)
        return self

    for _name in ("__delitem__", "pop", "popitem", "clear"):
        locals()[_name] = _touching(dict, _name)
    del _name


class TrackedSet(set[Any]):
    """A set kept in a game (of immutable values): each change is journaled."""

    __slots__ = ("_journal", "_epoch", "_seen")

    _journal: Journal | None
    _epoch: int
    _seen: bool
    __getattr__ = _unset

    def __reduce__(self) -> tuple[Any, ...]:
        return (set, (set(self),))

    def __repr__(self) -> str:
        return repr(set(self))

    for _name in ("add", "discard", "remove", "pop", "clear", "update", "difference_update",
                  "intersection_update", "symmetric_difference_update", "__ior__", "__iand__",
                  "__isub__", "__ixor__"):
        locals()[_name] = _touching(set, _name)
    del _name

_EMPTY_KINDS.update({list: TrackedList, dict: TrackedDict, set: TrackedSet})

__all__ = ["HISTORY_LIMIT", "MISSING", "SHARED", "Journal", "plain_init", "unchanged", "Tracked", "TrackedDict", "TrackedList", "TrackedSet"]

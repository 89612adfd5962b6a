"""YAML from strangers: size, depth and aliases checked before anything is built.

libyaml's composer (PyYAML's ``CSafeLoader``) recurses in C once per level of
nesting, so 30 KB of ``[`` overflows the C stack and kills the process; and
aliases let 400 bytes expand into gigabytes (a "billion laughs").  :func:`load`
first walks the *event* stream, which libyaml produces iteratively with no
recursion, and refuses the text as soon as it is too long, nests too deep,
uses an anchor or alias, or holds a scalar too long.  The same pass builds the
document from those events, typing each scalar with PyYAML's own resolver and
constructors, so the text is parsed once; anything unusual (tags, anchors, merge keys)
is then loaded by PyYAML's safe loader.

>>> load("a: [1, 2]")
{'a': [1, 2]}
>>> bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\\n" + "".join(
...     f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\\n"
...     for p, c in zip("abcdefgh", "bcdefghi"))
>>> load(bomb)  # doctest: +IGNORE_EXCEPTION_DETAIL
Traceback (most recent call last):
...
judge.yamlsafe.YamlLimitError: line 5: more than 50000 values (aliases counted as what they stand for)
"""

from __future__ import annotations

from typing import Any

#: Longest YAML text accepted, in characters.
MAX_CHARS = 200_000

#: Deepest nesting of lists and mappings accepted.
MAX_DEPTH = 32

#: Most lists, mappings and scalars in one document.
MAX_NODES = 50_000

#: Longest single scalar (a number, a name, a text).
MAX_SCALAR = 5_000


class YamlLimitError(ValueError):
    """YAML refused before loading: too long, too deep, aliases, or not YAML at all.

    ``line`` is the 1-based line of the problem, when known.
    """

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        super().__init__(f"line {line}: {message}" if line else message)


def _loader() -> Any:
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def check(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> None:
    """Refuse *text* unless it is safe to load: within the size, depth, node and
    scalar limits, aliases counted as the nodes they stand for.

    :raises YamlLimitError: naming the limit and the line.
    """
    _scan(text, max_chars, max_depth, build=False)


_UNUSUAL = object()
"""What :func:`_scan` builds for a document it leaves to PyYAML's own loader."""

_PLAIN_TAGS = frozenset({"tag:yaml.org,2002:null", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:int",
                         "tag:yaml.org,2002:float", "tag:yaml.org,2002:timestamp"})
_STR_TAG = "tag:yaml.org,2002:str"
_SPECIAL_KEYS = frozenset({"tag:yaml.org,2002:merge", "tag:yaml.org,2002:value"})
_SAFE: list[Any] = []
_TYPED: dict[tuple[str, bool], tuple[str, Any]] = {}
"""A plain scalar's text (and whether it was plain, unquoted) → its tag and value, as
PyYAML's resolver and constructor made them (values of those tags are immutable)."""
_TYPED_LIMIT = 8192


def _safe() -> tuple[Any, Any]:
    """PyYAML's own resolver and safe constructor (made once)."""
    if not _SAFE:
        import yaml

        _SAFE.extend([yaml.resolver.Resolver(), yaml.constructor.SafeConstructor()])
    return _SAFE[0], _SAFE[1]


def _line(event: Any) -> int | None:
    return event.start_mark.line + 1 if event.start_mark is not None else None


def _scan(text: str, max_chars: int, max_depth: int, build: bool) -> Any:
    """Check *text* against the limits in one pass of libyaml's parser and, with *build*,
    build its document from the same events as PyYAML's safe loader would (its resolver
    and constructors decide every scalar's type), so the text is parsed once.

    What the builder leaves to PyYAML (a tag, an anchor or alias, a merge key, a
    collection as a key, several documents, a value its constructor refuses) makes the
    result :data:`_UNUSUAL`; so does ``build=False``.

    :raises YamlLimitError: naming the limit and the line, or the parser's complaint.
    """
    import yaml

    if len(text) > max_chars:
        raise YamlLimitError(f"the text is {len(text)} characters long; the limit is {max_chars}")
    scalar_event, alias_event = yaml.ScalarEvent, yaml.AliasEvent
    sequence_start, mapping_start = yaml.SequenceStartEvent, yaml.MappingStartEvent
    sequence_end, mapping_end = yaml.SequenceEndEvent, yaml.MappingEndEvent
    document_start, scalar_node = yaml.DocumentStartEvent, yaml.ScalarNode
    resolver, constructor = _safe()
    depth = nodes = documents = 0
    # Aliases are counted as what they expand to: an anchored node's size is the
    # count between its start and its end, so a "billion laughs" stops early.
    sizes: dict[str, int] = {}
    open_anchors: list[tuple[str | None, int]] = []
    # The builder's open collections: [the list or dict, the key waiting for its value]
    stack: list[list[Any]] = []
    no_key = root = _UNUSUAL
    value: Any = None
    try:
        next_event = _loader()(text).get_event  # one by one, without PyYAML's generator around it
        while (event := next_event()) is not None:
            kind = type(event)
            if kind is scalar_event:
                nodes += 1
                if event.anchor is not None:
                    sizes[event.anchor] = 1
                    build = False
                if len(event.value) > MAX_SCALAR:
                    raise YamlLimitError(f"a value of {len(event.value)} characters; "
                                         f"the limit is {MAX_SCALAR}", _line(event))
                if build:
                    if event.tag is not None and event.tag != "!":
                        build = False
                    elif (typed := _TYPED.get((event.value, event.implicit[0]))) is not None:
                        tag, value = typed
                    else:
                        tag = resolver.resolve(scalar_node, event.value, event.implicit)
                        if tag == _STR_TAG:
                            value = event.value
                        elif tag in _PLAIN_TAGS:
                            try:
                                value = constructor.yaml_constructors[tag](constructor,
                                                                           scalar_node(tag, event.value))
                            except (ValueError, OverflowError, yaml.YAMLError):
                                build = False  # PyYAML's loader says why, after the checks
                        else:
                            build = False
                        if build and len(event.value) <= 64 and tag not in _SPECIAL_KEYS:
                            if len(_TYPED) >= _TYPED_LIMIT:
                                _TYPED.clear()
                            _TYPED[(event.value, event.implicit[0])] = (tag, value)
                    if build and stack and stack[-1][1] is no_key and type(stack[-1][0]) is dict:
                        if tag in _SPECIAL_KEYS:
                            build = False
                        stack[-1][1] = value
                        if nodes > MAX_NODES:
                            raise YamlLimitError(f"more than {MAX_NODES} values (aliases counted as "
                                                 "what they stand for)", _line(event))
                        continue
            elif kind is sequence_start or kind is mapping_start:
                depth += 1
                nodes += 1
                open_anchors.append((event.anchor, nodes))
                if depth > max_depth:
                    raise YamlLimitError(f"nested deeper than {max_depth} levels", _line(event))
                if build:
                    if (event.anchor is not None or (event.tag is not None and event.tag != "!")
                            or (stack and stack[-1][1] is no_key and type(stack[-1][0]) is dict)):
                        build = False  # an anchor, a tag, or a collection as a key
                    else:
                        stack.append([{} if kind is mapping_start else [], no_key])
            elif kind is sequence_end or kind is mapping_end:
                depth -= 1
                anchor, start = open_anchors.pop()
                if anchor is not None:
                    sizes[anchor] = nodes - start + 1
                if build:
                    value = stack.pop()[0]
            elif kind is alias_event:
                nodes += sizes.get(event.anchor or "", 1)
                build = False
            elif kind is document_start:
                documents += 1
                build = build and documents == 1
            if nodes > MAX_NODES:
                raise YamlLimitError(f"more than {MAX_NODES} values (aliases counted as what "
                                     "they stand for)", _line(event))
            if build and (kind is scalar_event or kind is sequence_end or kind is mapping_end):
                if not stack:
                    root = value
                elif type(stack[-1][0]) is dict:
                    top = stack[-1]
                    top[0][top[1]] = value
                    top[1] = no_key
                else:
                    stack[-1][0].append(value)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        reason = getattr(error, "problem", None) or str(error)
        line = mark.line + 1 if mark is not None else None
        if "maximum nesting depth" in reason:  # libyaml's own limit (PyYAML 6.0.4), far above ours
            raise YamlLimitError(f"nested deeper than {max_depth} levels", line) from None
        raise YamlLimitError(f"not valid YAML: {reason}", line) from None
    if not build:
        return _UNUSUAL
    return None if root is _UNUSUAL else root


def load(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """:func:`check` *text*, then load it with the safe loader (in the same pass, for
    the plain YAML a scenario is; PyYAML's loader for anything else).

    :raises YamlLimitError: if it is refused or is not valid YAML.
    """
    import yaml

    built = _scan(text, max_chars, max_depth, build=True)
    if built is not _UNUSUAL:
        return built
    try:
        return yaml.load(text, Loader=_loader())  # noqa: S506 - a safe loader
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        reason = getattr(error, "problem", None) or str(error)
        raise YamlLimitError(f"not valid YAML: {reason}",
                             mark.line + 1 if mark is not None else None) from None
    except (ValueError, OverflowError, RecursionError) as error:
        # A number too long to convert (Python's int digit limit), a bad date.
        raise YamlLimitError(f"a value that can't be read: {error}") from None


def compose(text: str) -> Any:
    """The node tree of *text* (for line numbers), after :func:`check`; ``None`` if refused."""
    import yaml

    try:
        check(text)
        return yaml.compose(text, Loader=_loader())
    except (YamlLimitError, yaml.YAMLError, ValueError, RecursionError):
        return None


def read_text(path: str, max_bytes: int = MAX_CHARS * 4) -> str:
    """The UTF-8 text of the file at *path*, refusing binary, non-UTF-8 and huge files.

    :raises YamlLimitError: naming what is wrong with the file.
    :raises OSError: if it can't be read.
    """
    with open(path, "rb") as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise YamlLimitError(f"the file is larger than {max_bytes} bytes")
    if b"\x00" in data:
        raise YamlLimitError("binary data, not a YAML text file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[:error.start].count(b"\n") + 1
        raise YamlLimitError(f"not UTF-8 text (byte 0x{data[error.start]:02x} at line {line}): "
                             "save the file as UTF-8", line) from None

"""Rule-number helpers of the engine: every number it cites goes through :func:`cite`."""

from __future__ import annotations

import functools

from kb.numbers import RuleNumber, parse_rule_number


@functools.lru_cache(maxsize=None)
def _parse(text: str) -> RuleNumber:
    return parse_rule_number(text)


_CITED: dict[tuple[str, ...], tuple[RuleNumber, ...]] = {}


def cite(*numbers: str) -> tuple[RuleNumber, ...]:
    """The rule numbers *numbers* as a tuple, parsed once and cached (each citation too).

    >>> cite("502.9b", "310.2")
    (RuleNumber.parse('502.9b'), RuleNumber.parse('310.2'))
    """
    cited = _CITED.get(numbers)
    if cited is None:
        if len(_CITED) >= 4096:
            _CITED.clear()
        cited = _CITED[numbers] = tuple(_parse(number) for number in numbers)
    return cited

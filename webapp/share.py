"""Shareable scenario URLs: a pasted scenario travels in the query string.

``/scenarios/run?s=TOKEN`` where TOKEN is the scenario's UTF-8 text, compressed
with zlib and written in base64url without padding.  A token is at most
:data:`MAX_TOKEN_CHARS` long (a request line of about 4 KB passes every common
server and proxy), and unpacks to at most ``MAX_SCENARIO_CHARS`` characters:
a crafted token can't make the server inflate more than that.

>>> decode(encode("title: x\\n"))
'title: x\\n'
"""

from __future__ import annotations

import base64
import binascii
import zlib

from webapp import MAX_SCENARIO_CHARS

#: Longest token accepted in ``?s=`` (longer scenarios are run by POST, not shared).
MAX_TOKEN_CHARS = 3500


class ShareError(ValueError):
    """A share token that is not one this module wrote (or is too long)."""


def encode(text: str) -> str:
    """The share token of scenario *text* (it may be longer than :data:`MAX_TOKEN_CHARS`)."""
    packed = zlib.compress(text.encode("utf-8"), 9)
    return base64.urlsafe_b64encode(packed).rstrip(b"=").decode("ascii")


def shareable(text: str) -> str | None:
    """The share token of *text*, or ``None`` when it is too long to share."""
    token = encode(text)
    return token if len(token) <= MAX_TOKEN_CHARS else None


def decode(token: str) -> str:
    """The scenario text of *token*.

    :raises ShareError: if the token is too long, not base64url, not zlib data,
        unpacks to more than ``MAX_SCENARIO_CHARS`` characters or is not UTF-8.
    """
    if len(token) > MAX_TOKEN_CHARS:
        raise ShareError(f"share token longer than {MAX_TOKEN_CHARS} characters")
    try:
        packed = base64.b64decode(token + "=" * (-len(token) % 4), altchars=b"-_",
                                  validate=True)
    except (binascii.Error, ValueError):
        raise ShareError("share token is not base64url") from None
    limit = 4 * MAX_SCENARIO_CHARS  # bytes: a character is at most 4 bytes of UTF-8
    inflater = zlib.decompressobj()
    try:
        data = inflater.decompress(packed, limit)
    except zlib.error:
        raise ShareError("share token is not a compressed scenario") from None
    if inflater.unconsumed_tail or not inflater.eof:
        raise ShareError("share token is damaged or unpacks to more than "
                         f"{MAX_SCENARIO_CHARS} characters")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ShareError("share token does not hold UTF-8 text") from None
    if len(text) > MAX_SCENARIO_CHARS:
        raise ShareError(f"shared scenario longer than {MAX_SCENARIO_CHARS} characters")
    return text

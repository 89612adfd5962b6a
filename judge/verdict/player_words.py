"""The words a letter uses for its players, as :class:`judge.verdict.places.Placer` reads
them: the pronouns, the gender each pronoun takes, and the words of a third-person letter
for the player an attack is made on."""

from __future__ import annotations

#: The pronouns that may stand for a player ("he", "their").
PLAYER_PRONOUNS = frozenset({"he", "she", "his", "her", "they", "their", "he's", "she's", "they're"})


#: The gender each pronoun of a player takes.
PRONOUN_OF = {"he": "he", "him": "he", "his": "he", "he's": "he", "himself": "he",
              "she": "she", "her": "she", "hers": "she", "she's": "she", "herself": "she"}


#: Words of a third-person letter for the player an attack is made on.
DEFENDING = frozenset({"the defending player", "defending player", "the opponent", "opponent", "an opponent",
                       "the other player", "the blocking player",
                       "the nonactive player", "the non-active player"})

"""Games within the game: a subgame whose result the scenario gives (506, Shahrazad) and
control of another player's turn (507, Mindslaver)."""

from __future__ import annotations

from judge.characteristics import Game
from judge.objects import Library, Player
from judge.rules import cite


def schedule_turn_control(state: Game, controller: str, player: str) -> None:
    """*controller* will control *player*'s next turn; a later effect overwrites an earlier
    one (507.1, 507.1a)."""
    rules = ("507.1",) + (("507.1a",) if player in state.turn_controllers else ())
    state.turn_controllers[player] = controller
    state.log("control_turn", f"{controller} will control {player}'s next turn.", cite(*rules))


def begin_turn(state: Game) -> None:
    """As a turn begins: a turn-controlling effect ends, and one waiting for this player's
    turn takes effect (507.1, 507.1c)."""
    if state.turn_controller:
        state.log("control_turn", f"{state.turn_controller}'s control of the turn ends as the next turn begins.",
                  cite("507.1"))
        state.turn_controller = ""
    active = state.active_player.name
    controller = state.turn_controllers.pop(active, "")
    if controller and controller != active:
        state.turn_controller = controller
        state.log("control_turn", f"{controller} controls {active}'s turn {state.turn_number}: {controller} makes "
                  f"every choice and decision {active} would make, using only {active}'s resources; permanents "
                  "keep their controllers.", cite("507.1", "507.1c", "507.3", "507.3a"))


def skip_turn(state: Game) -> None:
    """The player who would take the next turn skips it: the game proceeds as though it
    didn't exist, and the other player takes the turn (300.9, 419.6e). A turn-controlling
    effect waiting for the skipping player waits for a turn he or she actually takes (507.1b)."""
    skipped = state.active_player.name
    state.skips.remove((skipped, "turn"))
    state.active = 1 - state.active
    waits = f"; {state.turn_controllers[skipped]}'s control of {skipped}'s next turn waits for a turn {skipped} " \
        "actually takes" if skipped in state.turn_controllers else ""
    state.log("skip", f"{skipped} skips this turn: the game proceeds as though it didn't exist, and "
              f"{state.active_player.name} takes turn {state.turn_number}{waits}.",
              cite("300.9", "419.6e") + (cite("507.1b") if waits else ()))


def escapes_mana_burn(state: Game, player: Player) -> bool:
    """Whether *player* loses no life to mana burn: another player controls his or her turn (507.4)."""
    return bool(state.turn_controller) and player is state.active_player


def play_subgame(state: Game, winner: str | None, chosen: bool) -> None:
    """Shahrazad's subgame, whose result the scenario gives: the bookkeeping around it
    (506.1-506.6), then each player who didn't win loses half his or her life, rounded up."""
    decks = {p.name: len(p.library) for p in state.players}
    short = [name for name, size in decks.items() if size < 7]
    state.log("subgame", "The main game is suspended; each player removes his or her library from the game face "
              "down, and it becomes his or her deck in the subgame (" + ", ".join(
                  f"{n}: {s} cards" for n, s in decks.items()) + "). The subgame begins; a random player goes first; "
              "everything of the main game is outside it.", cite("506.1", "506.3", "506.4", "506.5"))
    if short and not chosen:
        winners = [p.name for p in state.players if p.name not in short]
        winner = winners[0] if len(winners) == 1 else None
    if short:
        state.log("subgame", f"{' and '.join(short)} {'has' if len(short) == 1 else 'have'} fewer than seven cards "
                  "in the deck and loses the subgame as it starts.", cite("506.3a", "420.5g"))
    result = f"{winner} wins the subgame" if winner else "the subgame is a draw"
    how = "" if chosen else " (the default: the scenario doesn't say; a player whose deck is too small loses, else a draw)"
    state.log("subgame", f"{result[0].upper()}{result[1:]}{how}. Each player puts the cards brought into the "
              "subgame back into his or her library and shuffles it; main-game abilities that triggered wait "
              "for the main game.", cite("506.6", "506.2"), default=not chosen)
    for player in state.players:
        player.library = Library(tuple(player.library))  # the same cards, shuffled (order unknown)
        if player.name != winner:
            lost = (player.life + 1) // 2 if player.life > 0 else 0
            player.life -= lost
            state.log("life", f"{player.name} didn't win the subgame and loses half his or her life, rounded up: "
                      f"{lost} (now {player.life}).", cite("413.2b"))


__all__ = ["begin_turn", "escapes_mana_burn", "play_subgame", "schedule_turn_control", "skip_turn"]

"""What a player's input asks the table to do: small values the scene carries out.

:mod:`.input` turns a mouse or keyboard event into intents, reading only the frame on screen
and what was drawn there; :meth:`.scene.TableScene.carry_out` does them. Nothing else changes
the table in response to input.
"""

from __future__ import annotations

from dataclasses import dataclass

from .kinds import CardKey


@dataclass(frozen=True)
class Skip:
    """Finish the animation in progress at once."""


@dataclass(frozen=True)
class Point:
    """The pointer is over ``key`` (None: over no card of the viewer's)."""

    key: CardKey | None


@dataclass(frozen=True)
class Focus:
    """The keyboard moves to the ``index``-th choosable card."""

    index: int


@dataclass(frozen=True)
class Choose:
    """Bet or play this card (refused with the engine's reason if it may not be chosen)."""

    key: CardKey


@dataclass(frozen=True)
class Answer:
    """The asked ``?`` holder shows it (True) or keeps it hidden (False)."""

    show: bool


@dataclass(frozen=True)
class DialogFocus:
    """The keyboard moves between the dialog's buttons."""

    index: int


@dataclass(frozen=True)
class ShowLast:
    """Show (True) or hide (False) the last trick."""

    shown: bool


@dataclass(frozen=True)
class ToggleSheet:
    """Open the score sheet to look, or close it."""


@dataclass(frozen=True)
class ToggleChart:
    """The score sheet shows its running totals chart instead of its grid, or back."""


@dataclass(frozen=True)
class ToggleExplanation:
    """The score sheet's explanation of the last round, folded to one line when the sheet is
    crowded, unfolds (or folds again)."""


@dataclass(frozen=True)
class CloseSheet:
    """Dismiss the score sheet (the next round starts, or the game ends)."""


@dataclass(frozen=True)
class OpenReview:
    """Step through the round just played (from the score sheet)."""


@dataclass(frozen=True)
class ConfirmHandoff:
    """The named player has the screen: show their hand."""


@dataclass(frozen=True)
class TieSeen:
    """The couch player read the tie note: pass the screen on."""


@dataclass(frozen=True)
class OpenMenu:
    """Open the app's in-game menu (the Menu button: the same as Esc)."""


Intent = Skip | Point | Focus | Choose | Answer | DialogFocus | ShowLast | ToggleSheet | ToggleChart \
    | CloseSheet | ConfirmHandoff | TieSeen | OpenMenu | OpenReview | ToggleExplanation
"""Everything input can ask of the table."""

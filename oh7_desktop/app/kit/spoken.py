"""What the spoken table says of a table's changes (issue 26): each card played and the card a key
focused, in the words the close look (Z) and the hints use.

The table's live lines (its prompt, banners, pills: :class:`~oh7_desktop.app.speech.LiveLines`) say
what is written on screen; the cards are pictures, so this says them: a card new in a group of the
close look (a seat's card in the trick, the canvas, a palette) is said with its group's name
("Alice: 7♠"), and the focused card when a key moves the focus ("Green 6 (G)", with why it cannot
be played when it is dimmed).

>>> heard = Heard()
>>> def words(key: str, **fields: str) -> str:
...     return "{name}: {cards}".format(**fields)
>>> group = LookGroup("Ann", ((1, 0),), "trick", ("7♠",))
>>> heard.played([group], words)  # the first frame is what was there: nothing said
[]
>>> heard.played([group, LookGroup("Bob", ((2, 0),), "trick", ("9♠",))], words)
['Bob: 9♠']
>>> heard.played([group, LookGroup("Bob", ((2, 0), (3, 0)), "trick", ("9♠", "8♠"))], words, {"8♠"})
[]
>>> heard.focused((1.5, "7♠")), heard.focused((1.5, "7♠")), heard.focused((2.0, "9♠"))
('7♠', None, '9♠')
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from oh7_desktop.app.kit.close_look import LookGroup


class Heard:
    """What the spoken table said of the cards so far: the groups' cards, the last focus moved."""

    def __init__(self) -> None:
        self.groups: dict[tuple[str, str], tuple[str, ...]] | None = None
        self.focus: tuple[float, str] | None = None

    def played(self, groups: Sequence[LookGroup], words: Callable[..., str],
               said_otherwise: Collection[str] = ()) -> list[str]:
        """Each group's cards not there the frame before, with the group's name (the first frame:
        none), but for the cards ``said_otherwise`` (a table's own line says the move, in the
        game's words: "Ann adds Red 6 (R) to their palette" rather than "Ann: Red 6 (R)" too)."""
        now = {(g.title, g.area): g.said for g in groups}
        before, self.groups = self.groups, now
        if before is None:
            return []
        lines = []
        for (title, area), said in now.items():
            fresh = [card for card in said if card not in before.get((title, area), ()) and card not in said_otherwise]
            if fresh:
                lines.append(words("look.group", name=title, cards=", ".join(fresh)))
        return lines

    def focused(self, focus: tuple[float, str] | None) -> str | None:
        """The focused card's words when a key moved the focus since the last frame (else None)."""
        if focus is None or focus == self.focus:
            return None
        self.focus = focus
        return focus[1]


__all__ = ["Heard"]

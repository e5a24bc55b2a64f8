"""Profiles in the new-game screen: a colour chip beside each person's name.

A profile is a person's name and colour, kept in the history database; the statistics
follow it from game to game. The chip shows the colour the seat's profile has (a name
already known takes its profile's colour), Left/Right choose another, Enter or a click lists
the known profiles to pick one (its name goes into the field). When the game starts, every
person's profile is created or recoloured (:meth:`SeatProfiles.remember`).

Two people never get one colour: a seat whose colour is not chosen (a new name) takes the next
colour no other person's seat has, Left/Right skip the colours other seats have, and Start refuses
a duplicate the player made (two known profiles of one colour) with one line (:meth:`clash`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
import pygame

from oh7_desktop.app import charts, widgets
from oh7_desktop.app.menus.base import tr
from oh7_desktop.app.game_setup import SeatSetup
from oh7_desktop.app.scene import Scene, Services
from oh7_desktop.app.widgets import GOLD, Widget, px

MAX_LISTED = 8
"""Profiles offered in the pick list (the dialog stays on screen)."""


@dataclass(eq=False)
class ProfileChip(Widget):
    """The colour of one seat's profile: Left/Right change it, Enter lists the known profiles."""

    colour: Callable[[], str] = field(default=lambda: "#e0b040")
    on_step: Callable[[int], None] = field(default=lambda delta: None)
    on_press: Callable[[], None] = field(default=lambda: None)

    def step(self, delta: int) -> bool:
        """Another colour."""
        if self.enabled():
            self.on_step(delta)
        return True

    def activate(self) -> None:
        """Pick a known profile."""
        if self.enabled():
            self.on_press()

    def draw(self, surface: pygame.Surface, ui: float, focused: bool) -> None:
        """A rounded box with a disc of the colour (dimmed for a bot's seat)."""
        if not self.enabled():
            return
        edge = (*GOLD, 255) if focused else widgets.BUTTON_EDGE
        surface.blit(widgets.rounded_panel(self.rect.size, widgets.BUTTON, px(10, ui), edge,
                                           px(3 if focused else 1.5, ui)), self.rect)
        colour = charts.hex_colour(self.colour(), (224, 176, 64))
        pygame.draw.circle(surface, colour, self.rect.center, max(4, min(self.rect.size) // 3))


class SeatProfiles:
    """The colours chosen for people's seats in the new-game form, and the known profiles."""

    def __init__(self, services: Services, push: Callable[[Scene], None],
                 people: Callable[[], list[str | None]] = lambda: []) -> None:
        self.services, self.push = services, push
        self.people = people
        """Each seat's name in the form, None for a bot's seat."""
        self.chosen: dict[int, str] = {}
        self.known: dict[str, tuple[str, str]] = {}
        history = services.history
        db = history.db(wait_for_check=False) if history is not None else None  # a read: no wait
        if db is not None:
            import sqlite3

            try:
                self.known = {_key(p.name): (p.name, p.colour) for p in db.profiles()}
            except sqlite3.Error:
                self.known = {}

    def _fixed(self, seat: int, name: str) -> str | None:
        """The colour chosen here for the seat, else its known profile's (None: a new name)."""
        if seat in self.chosen:
            return self.chosen[seat]
        found = self.known.get(_key(name))
        return found[1] if found is not None else None

    def colours(self) -> dict[int, str]:
        """Every person's seat's colour; a new name takes the next colour no other person has."""
        from oh7_desktop.persistence.history import PROFILE_COLOURS

        people = {seat: name for seat, name in enumerate(self.people()) if name is not None}
        fixed = {seat: self._fixed(seat, name) for seat, name in people.items()}
        out = {seat: colour for seat, colour in fixed.items() if colour is not None}
        used = [colour for _, colour in self.known.values()] + list(self.chosen.values())
        for seat in people:
            if fixed[seat] is None:
                free = [c for c in PROFILE_COLOURS if c not in out.values()] or list(PROFILE_COLOURS)
                out[seat] = min(free, key=lambda c: (used.count(c), PROFILE_COLOURS.index(c)))
        return out

    def colour(self, seat: int, name: str) -> str:
        """The seat's colour: chosen here, else its profile's, else one no profile has yet."""
        found = self.colours().get(seat)
        if found is not None:
            return found
        fixed = self._fixed(seat, name)
        if fixed is not None:
            return fixed
        from oh7_desktop.persistence.history import PROFILE_COLOURS

        used = [colour for _, colour in self.known.values()] + list(self.chosen.values())
        return min(PROFILE_COLOURS, key=lambda c: (used.count(c), PROFILE_COLOURS.index(c)))

    def clash(self) -> bool:
        """True when two people's seats have one colour (Start refuses it)."""
        colours = list(self.colours().values())
        return len(set(colours)) != len(colours)

    def chip(self, seat: int, name: Callable[[], str], is_person: Callable[[], bool],
             set_name: Callable[[str], None]) -> ProfileChip:
        """The chip of one seat (shown only while the seat is a person's)."""
        from oh7_desktop.persistence.history import PROFILE_COLOURS

        def step(delta: int) -> None:
            current = self.colour(seat, name())
            index = PROFILE_COLOURS.index(current) if current in PROFILE_COLOURS else 0
            others = {c for s, c in self.colours().items() if s != seat}
            for turn in range(1, len(PROFILE_COLOURS) + 1):  # the next colour no other person has
                candidate = PROFILE_COLOURS[(index + delta * turn) % len(PROFILE_COLOURS)]
                if candidate not in others:
                    self.chosen[seat] = candidate
                    return

        return ProfileChip(lambda: tr(self.services, "profile.colour"), enabled=is_person,
                           colour=lambda: self.colour(seat, name()), on_step=step,
                           on_press=lambda: self.pick(seat, set_name))

    def pick(self, seat: int, set_name: Callable[[str], None]) -> None:
        """List the known profiles; the one picked names the seat and gives its colour."""
        from oh7_desktop.app.menus.notice import Notice

        choices = [(name, _picker(self, seat, name, set_name)) for name, _ in sorted(self.known.values())[:MAX_LISTED]]
        body = tr(self.services, "profile.pick_ask" if choices else "profile.none")
        self.push(Notice(self.services, tr(self.services, "profile.pick"), body,
                         [*choices, (tr(self.services, "menu.cancel"), lambda: None)]))

    def remember(self, seats: list[SeatSetup]) -> None:
        """Create or recolour the profile of every person about to play."""
        history = self.services.history
        if history is not None:
            history.remember_profiles([(s.name, self.colour(i, s.name)) for i, s in enumerate(seats) if s.is_human])


def _picker(profiles: SeatProfiles, seat: int, name: str, set_name: Callable[[str], None]) -> Callable[[], None]:
    def picked() -> None:
        set_name(name)
        profiles.chosen.pop(seat, None)  # the profile's own colour
    return picked


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()

"""New game: the game, then its mode, number of seats and length on the left; each seat's name and
player on the right.

The game chooser lists the games that have both rules (:mod:`oh7_desktop.games.registry`) and a
table (:mod:`oh7_desktop.app.tables`), starting on the game played last. Another game's options
(Oh Hell's players, sequence and variants, each explained on one line) come from its table
(:mod:`oh7_desktop.app.tables.options`) and replace Oh 7 ?'s mode and length; the seats are
the same form for every game. Each game's choices are remembered apart.

The form (:class:`~oh7_desktop.app.tables.oh7.form.SetupDraft`) keeps the seat count within
the mode's limits; Start checks names and the custom target, remembers the choices in the
settings, asks before replacing a game in progress, and hands the setup to the game flow.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from oh7_desktop.app import fonts, tables, widgets
from oh7_desktop.app.faces import SUIT_GLYPHS
from oh7_desktop.app.menus.base import Action, MenuScene, flow_of, tr
from oh7_desktop.app.menus.new_game_layout import RATINGS_SIZE, lay_out, ratings_lines
from oh7_desktop.app.menus.notice import Notice
from oh7_desktop.app.menus.profiles import ProfileChip, SeatProfiles
from oh7_desktop.app.scene import Services
from oh7_desktop.app.kit.ui import YOU
from oh7_desktop.app.tables.oh7.form import (
    GAME, MODES, SEAT_CHOICES, TARGET_CHOICES, SetupDraft, SetupError, deck_suits, form_mode,
    remembered_choices, remembered_options,
)
from oh7_desktop.app.tables.options import GameOptions, SeatsDraft
from oh7_desktop.app.widgets import GOLD, MUTED, Button, Choice, TextField, Widget, px
from oh7_desktop.games import ratings

if TYPE_CHECKING:
    from oh7_desktop.app.settings_bridge import SceneSettings

MODE_KEYS = {"base": "mode.base", "advanced": "mode.advanced", "two": "mode.two_players"}


def draft_from_settings(settings: SceneSettings) -> SetupDraft:
    """The form as the player left it last time (or the defaults)."""
    kinds = ["human" if seat.kind == "human" else str(seat.level) for seat in settings.last_seats]
    count = len(kinds)
    kept, target, custom = remembered_choices(settings.game_options)
    mode = form_mode(kept, count) if kept else "two" if count == 2 else "advanced" if count == 6 else "base"
    return SetupDraft.from_last(mode, kinds, list(settings.last_names), target, custom)


class NewGameScene(MenuScene):
    """The new-game form."""

    mode_desc_y = seats_x = seats_y = seats_width = 0
    """Where the mode's description and the seats' heading go (set by the layout)."""

    def __init__(self, services: Services) -> None:
        self.draft = draft_from_settings(services.settings)
        # Names from older versions, saved translated ("Vous"), are the default person again.
        self.draft.names = [YOU if name == tr(services, "setup.you") else name for name in self.draft.names]
        self.profiles = SeatProfiles(services, push=lambda scene: self.stack.push(scene) if self.stack else None,
                                     people=self._people)
        super().__init__(services)

    def build(self) -> None:
        """Create the form's widgets from the draft."""
        d = self.draft
        games = tables.playable()
        self.rated = ratings.shipped()  # tools/rate_levels.py's ratings of the levels, by game
        # With one game it is shown but not chosen (focus starts on the variant).
        self.game: Choice[str] = Choice(self.text("setup.game"), label_width=0.42, enabled=lambda: len(games) > 1,
                                        options=[(g, self.text(tables.get(g).title_key)) for g in games],
                                        on_change=lambda _: self._seat_widgets(focus=self.game))
        self.other_games: dict[str, GameOptions] = {}
        remembered = self.services.settings.game_options
        for game in games:
            factory = tables.get(game).new_game_options
            if factory is not None:
                self.other_games[game] = factory(self.t, self.text, self._other_seats_changed,
                                                 remembered.get(game, {}), self.draft)
                other = self.other_games[game].draft
                other.names = [self._stored(name) for name in other.names]
        last = self.services.settings.last_game
        self.game.select(last if last in games else GAME)
        self.mode: Choice[str] = Choice(self.text("setup.mode"), options=[(m, self.text(MODE_KEYS[m])) for m in MODES],
                                        on_change=self._mode_changed, label_width=0.42)
        self.mode.select(d.mode)
        self.players: Choice[int] = Choice(self.text("setup.players"), on_change=self._players_changed,
                                           label_width=0.42)
        self.target: Choice[str] = Choice(self.text("setup.target"), label_width=0.42,
                                          options=[(c, self.text(f"target.{c}")) for c in TARGET_CHOICES],
                                          on_change=self._target_changed)
        self.target.select(d.target_choice)
        self.custom = TextField(self.text("target.points", points=""), text=d.custom_target, max_length=4,
                                enabled=lambda: self.draft.target_choice == "custom",
                                on_change=self._custom_changed, on_submit=lambda _: self.group.move(1))
        self.start = Button(self.text("menu.start"), "S", on_press=self.submit)
        self.cancel = Button(self.text("menu.back"), self.text("key.esc"), on_press=self.back)
        self.from_code = Button(self.text("code.button"), "K", on_press=self.open_code, font_size=22)
        self._seat_widgets()

    @property
    def chosen_options(self) -> GameOptions | None:
        """The chosen game's own options (None: Oh 7 ?, whose form is this screen's)."""
        return self.other_games.get(self.game.value)

    def _active(self) -> SetupDraft | SeatsDraft:
        options = self.chosen_options
        return options.draft if options is not None else self.draft

    def _seat_widgets(self, focus: Widget | None = None) -> None:
        """(Re)create the name field and player choice of each seat."""
        self.players.set_options([(n, self._count(n)) for n in self.draft.player_counts()], self.draft.players)
        self.mode.select(self.draft.mode)
        d = self._active()
        self.names: list[TextField] = []
        self.kinds: list[Choice[str]] = []
        self.chips: list[ProfileChip] = []
        for index in range(d.players):
            name = TextField(self.text("setup.seat", number=index + 1), text=self._shown(d.names[index]), max_length=24,
                             on_change=self._name_setter(index), on_submit=lambda _: self.group.move(1),
                             label_width=0.22)
            kind: Choice[str] = Choice(self.text("setup.seat", number=index + 1), label_width=0.0,
                                       options=[(k, self._seat_label(k)) for k in SEAT_CHOICES],
                                       on_change=self._kind_setter(index))
            kind.select(d.seats[index])
            self.names.append(name)
            self.kinds.append(kind)
            self.chips.append(self._chip(index, name))
        seats: list[Widget] = []
        for name, chip, kind in zip(self.names, self.chips, self.kinds):
            seats += [name, chip, kind]
        chosen = self.chosen_options
        options: list[Widget] = chosen.widgets if chosen is not None else \
            [self.mode, self.players, self.target, self.custom]
        self.group.set([self.game, *options, *seats, self.start, self.from_code, self.cancel], focus=focus)

    def _seat_label(self, kind: str) -> Callable[[], str]:
        """A seat's choice as shown: a bot level with its rating in the chosen game, when rated."""
        rating = ratings.rating_of(self.game.value, kind, self.rated)
        if rating is None or kind == "human":
            return self.text(f"seat.{kind}")
        return lambda: self.t("seat.rated", level=self.t(f"seat.{kind}"), rating=rating)

    def _chip(self, index: int, field: TextField) -> ProfileChip:
        """The seat's profile colour (a person's seat only); picking a profile fills in the name."""
        def set_name(text: str) -> None:
            field.text = self._shown(text)
            self._active().names[index] = text
        return self.profiles.chip(index, lambda: self._active().names[index],
                                  lambda: self._active().seats[index] == "human", set_name)

    def _people(self) -> list[str | None]:
        """Each seat's name, None for a bot's (whose seat has no colour)."""
        d = self._active()
        return [name if kind == "human" else None for name, kind in zip(d.names, d.seats)]

    def _count(self, n: int) -> Callable[[], str]:
        return lambda: self.t("setup.player_count", count=n)

    def _name_setter(self, index: int) -> Callable[[str], None]:
        def set_name(text: str) -> None:
            self._active().names[index] = self._stored(text)
            self.say(None)
        return set_name

    def _shown(self, name: str) -> str:
        """A seat's name in its field: the default person's in the player's language."""
        return self.t("setup.you") if name == YOU else name

    def _stored(self, text: str) -> str:
        """A name as kept: the default person's ("You"/"Vous") is the same whatever the language,
        so that it is one profile, shown translated."""
        return YOU if text.strip().casefold() == self.t("setup.you").casefold() else text

    def _kind_setter(self, index: int) -> Callable[[str], None]:
        def set_kind(kind: str) -> None:
            self._active().seats[index] = kind
        return set_kind

    def _mode_changed(self, mode: str) -> None:
        self.draft.set_mode(mode)
        self._seat_widgets(focus=self.mode)

    def _other_seats_changed(self, focus: Widget) -> None:
        self._seat_widgets(focus=focus)

    def _players_changed(self, players: int) -> None:
        self.draft.choose_players(players)
        self._seat_widgets(focus=self.players)

    def _target_changed(self, choice: str) -> None:
        self.draft.target_choice = choice
        self.say(None)

    def _custom_changed(self, text: str) -> None:
        digits = "".join(ch for ch in text if ch.isdigit())
        if digits != text:
            self.custom.text = digits
        self.draft.custom_target = digits
        self.say(None)

    # -- starting -----------------------------------------------------------------------------

    def submit(self) -> None:
        """Check the form; start the game (asking first if one is in progress)."""
        try:
            if self.chosen_options is not None:
                self._check_names()
            else:
                self.draft.validate()
        except SetupError as err:
            self.say(self._explain(err))
            return
        if self.profiles.clash():
            self.say(self.t("setup.colour_twice"))
            return
        undrawable = fonts.undrawable("".join(self._active().names))
        if undrawable:  # it would show as empty boxes: no font of the game or this computer has it
            self.say(self.t("setup.name_undrawable", chars=" ".join(undrawable)))
            return
        flow = flow_of(self.services)
        if flow is not None and flow.has_autosave(self.game.value) and self.stack is not None:  # that game's
            self.stack.push(Notice(self.services, self.t("notice.replace_game.title"), self.t("notice.replace_game"),
                                   [(self.t("menu.start"), self.launch), (self.t("menu.cancel"), lambda: None)]))
            return
        self.launch()

    def _explain(self, err: SetupError) -> str:
        """The form's problem in the player's language."""
        text = str(err)
        if "custom target" in text:
            return self.t("target.invalid")
        if "used twice" in text:
            return self.t("setup.name_twice")
        if "a name is needed" in text:
            return self.t("setup.name_needed")
        return text

    def _check_names(self) -> None:
        """Every seat named, no name twice (another game's form; Oh 7 ?'s checks its own)."""
        names = [name.strip().casefold() for name in self._active().names]
        if not all(names):
            raise SetupError("a name is needed")
        if len(set(names)) != len(names):
            raise SetupError("a name is used twice")

    def launch(self) -> None:
        """Remember the choices, then start the game."""
        chosen = self.chosen_options
        if chosen is not None:
            self._launch_other(chosen)
            return
        d = self.draft
        setup = d.to_setup()
        apply_settings = self.services.apply_settings
        if apply_settings is not None:
            seats = [{"kind": "human"} if k == "human" else {"kind": "bot", "level": k} for k in d.seats]
            kept = dict(self.services.settings.game_options)
            kept[GAME] = remembered_options(d.mode, d.target(), d.target_choice == "custom", kept.get(GAME, {}))
            apply_settings(last_seats=seats, last_names=[s.name for s in setup.seats], last_game=GAME,
                           game_options=kept)
        self.profiles.remember(list(setup.seats))
        flow_of(self.services).start(setup)

    def _launch_other(self, chosen: GameOptions) -> None:
        """Start another game than Oh 7 ?, remembering its choices apart from Oh 7 ?'s."""
        chosen.draft.names = [name.strip() for name in chosen.draft.names]
        setup = chosen.to_setup()
        apply_settings = self.services.apply_settings
        if apply_settings is not None:
            kept = dict(self.services.settings.game_options)
            kept[setup.game] = chosen.remembered()
            apply_settings(last_game=setup.game, game_options=kept)
        self.profiles.remember(list(setup.seats))
        flow_of(self.services).start(setup)

    # -- screen -------------------------------------------------------------------------------

    def title(self) -> str:
        """New game."""
        return self.t("setup.title")

    def phase_name(self) -> str:
        """Screenshots call this screen ``new-game``."""
        return "new-game"

    def shortcuts(self) -> dict[int, Action]:
        """S starts, K opens From a code."""
        return {pygame.K_s: self.submit, pygame.K_k: self.open_code}

    def open_code(self) -> None:
        """New game from a deal code."""
        from oh7_desktop.app.menus.from_code import FromCodeScene

        if self.stack is not None:
            self.stack.push(FromCodeScene(self.services))

    def hints(self) -> list[tuple[str, str]]:
        """Move, change (a colour and the profiles on a seat's chip), start, back."""
        if isinstance(self.group.focused, ProfileChip):
            return [("↑ ↓", self.t("hint.move")), ("← →", self.t("profile.colour")),
                    (self.t("key.enter"), self.t("profile.pick")), ("S", self.t("menu.start")),
                    (self.t("key.esc"), self.t("hint.back"))]
        return [("↑ ↓", self.t("hint.move")), ("← →", self.t("hint.change")), ("S", self.t("menu.start")),
                (self.t("key.esc"), self.t("hint.back"))]

    def layout(self, surface: pygame.Surface, ui: float) -> pygame.Rect:
        """Two columns (the game on the left, the seats on the right), or one at a large text size."""
        return lay_out(self, surface, ui)

    def shift(self, dy: int) -> None:
        """The widgets and the lines drawn between them move together (a scrolled column)."""
        super().shift(dy)
        self.mode_desc_y += dy
        self.seats_y += dy

    def _deck_line(self) -> str:
        """The cards this game is played with, e.g. ``Deck: ♠ ♥ ♣ + ★ Ø ? (31 cards)``."""
        d = self.draft
        suits = deck_suits(d.mode, d.players)
        cards = " ".join(SUIT_GLYPHS[s] for s in suits)
        if d.mode == "two":
            return self.t("setup.deck_dummy", cards=cards)
        if d.mode == "advanced":
            return self.t("setup.deck", cards=f"{cards} + ★ Ø ?", count=len(suits) * 8 + 7)
        return self.t("setup.deck", cards=cards, count=len(suits) * 8)

    def ratings_note(self) -> str | None:
        """What the levels' ratings mean, for a newcomer reading "Hard bot ≈ 1532" (None: this
        game's levels are not rated)."""
        if all(ratings.rating_of(self.game.value, kind, self.rated) is None for kind in SEAT_CHOICES[1:]):
            return None
        return self.t("setup.ratings_note")

    def _draw_seats_heading(self, surface: pygame.Surface, ui: float) -> None:
        """The seats' heading, and under it what the levels' ratings mean."""
        widgets.blit_text(surface, tr(self.services, "setup.players_heading"), px(20, ui), GOLD,
                          (self.seats_x + px(4, ui), self.seats_y), bold=True)
        y, step = self.seats_y + px(30, ui), round(px(RATINGS_SIZE, ui) * 1.3)
        for line in ratings_lines(self, self.seats_width, ui):
            widgets.blit_text(surface, line, px(RATINGS_SIZE, ui), MUTED, (self.seats_x + px(4, ui), y))
            y += step

    def draw_extra(self, surface: pygame.Surface, ui: float, area: pygame.Rect) -> None:
        """The mode's description, the custom field's hint and the seats' heading."""
        chosen = self.chosen_options
        if chosen is not None:
            chosen.draw_lines(surface, ui)
            self._draw_seats_heading(surface, ui)
            return
        desc = self.t(f"{MODE_KEYS[self.draft.mode]}.desc")
        widgets.blit_text(surface, desc, px(18, ui), MUTED, (self.mode.rect.x + px(4, ui), self.mode_desc_y),
                          max_width=self.mode.rect.width)
        if self.draft.target_choice != "custom":
            self.custom.rect = pygame.Rect(0, 0, 0, 0)
        above = self.custom.rect if self.custom.rect.width else self.target.rect
        widgets.blit_text(surface, self._deck_line(), px(19, ui), MUTED,
                          (self.mode.rect.x + px(4, ui), above.bottom + px(22, ui)), max_width=self.mode.rect.width)
        self._draw_seats_heading(surface, ui)

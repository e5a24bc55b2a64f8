"""The Rules screen: ``RULES.md`` in the chosen language, laid out for reading and scrollable.

Keys: ↑/↓ (a few lines), PgUp/PgDn or Space (a page), Home/End, the mouse wheel, and L to
read the other language. The page is typeset once per width and language (text surfaces in
rows), so scrolling only blits the rows in view.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from oh7_desktop.app import fonts, tables, widgets
from oh7_desktop.app.menus.base import MenuScene, draw_background, draw_hints
from oh7_desktop.app.menus.richtext import flow, line_height
from oh7_desktop.app.menus.rules_text import Block, RulesMissing, load_rules, parse, plain
from oh7_desktop.app.scene import Services
from oh7_desktop.app.widgets import GOLD, px

PAPER = (250, 247, 236)
PAPER_INK = (34, 36, 34)
HEAD_INK = (24, 82, 48)
RULE_INK = (200, 192, 170)
TABLE_HEAD = (226, 236, 226)


@dataclass
class Row:
    """A typeset row of the page, ``height`` tall: pictures at (x, y) from the row's top-left."""

    height: int
    pictures: list[tuple[int, int, pygame.Surface]] = field(default_factory=list)
    fill: tuple[int, int, int] | None = None
    line: bool = False


class Typesetter:
    """Turns blocks into rows for a column ``width`` pixels wide at UI scale ``ui``."""

    def __init__(self, width: int, ui: float) -> None:
        self.width, self.ui = width, ui
        self.rows: list[Row] = []

    def run(self, blocks: list[Block]) -> list[Row]:
        """Typeset every block."""
        typeset = {"heading": self._heading, "para": self._para, "item": self._item, "code": self._code,
                   "rule": self._rule, "table": self._table}
        for block in blocks:
            typeset[block.kind](block)
        return self.rows

    def _text(self, text: str, size: int, colour: tuple[int, int, int], *, bold: bool = False, indent: int = 0,
              first: str = "", gap_after: float = 0.6) -> None:
        line_h = line_height(size)
        for index, line in enumerate(flow(text, size, self.width - indent, colour, bold=bold)):
            row = Row(line_h, [(indent + x, y, picture) for x, y, picture in line])
            if index == 0 and first:
                # Markers end just before the text, so "11." never runs into its first word.
                marker = flow(first, size, self.width, colour, bold=True)[0]
                width = max((x + picture.get_width() for x, _, picture in marker), default=0)
                left = max(0, indent - px(8, self.ui) - width)
                row.pictures += [(left + x, y, picture) for x, y, picture in marker]
            self.rows.append(row)
        self.rows.append(Row(round(size * gap_after)))

    def _heading(self, block: Block) -> None:
        size = px({1: 38, 2: 30, 3: 25}.get(block.level, 22), self.ui)
        self.rows.append(Row(px(14 if block.level > 1 else 4, self.ui)))
        self._text(block.text, size, HEAD_INK, bold=True, gap_after=0.35)
        if block.level <= 2:
            self.rows.append(Row(px(10, self.ui), line=True))

    def _para(self, block: Block) -> None:
        self._text(block.text, px(21, self.ui), PAPER_INK)

    def _item(self, block: Block) -> None:
        size = px(21, self.ui)
        # Numbered items all make room for a two-digit number, so 9. and 10. align.
        widest = "00." if block.marker[:-1].isdigit() and len(block.marker) <= 3 else block.marker
        room = fonts.font(size, True).get_rect(widest).width + px(16, self.ui) if widest else 0
        indent = max(px(34 + 28 * min(block.level, 3), self.ui), room)
        self._text(block.text, size, PAPER_INK, indent=indent, first=block.marker, gap_after=0.25)

    def _code(self, block: Block) -> None:
        size = px(18, self.ui)
        for line in block.text.split("\n"):
            picture = fonts.text(line or " ", size, (60, 60, 70))
            height = round(size * 1.4)
            self.rows.append(Row(height, [(px(20, self.ui), (height - picture.get_height()) // 2, picture)],
                                 fill=(236, 234, 224)))
        self.rows.append(Row(round(size * 0.6)))

    def _rule(self, block: Block) -> None:
        self.rows.append(Row(px(18, self.ui), line=True))

    def _table(self, block: Block) -> None:
        if not block.cells:
            return
        size = px(19, self.ui)
        count = max(len(r) for r in block.cells)
        pad = px(14, self.ui)
        natural = [max((fonts.font(size, True).get_rect(plain(r[c])).width if c < len(r) else 0)
                       for r in block.cells) + 2 * pad for c in range(count)]
        total = sum(natural)
        widths = natural if total <= self.width else [max(px(60, self.ui), w * self.width // total) for w in natural]
        for number, cells in enumerate(block.cells):
            wrapped = [flow(cells[c] if c < len(cells) else "", size, widths[c] - 2 * pad, PAPER_INK, bold=number == 0)
                       for c in range(count)]
            height = max(len(w) for w in wrapped)
            for line_no in range(height):
                row = Row(line_height(size), fill=TABLE_HEAD if number == 0 else None)
                x = 0
                for column, lines in enumerate(wrapped):
                    if line_no < len(lines):
                        row.pictures += [(x + pad + dx, dy, picture) for dx, dy, picture in lines[line_no]]
                    x += widths[column]
                self.rows.append(row)
            self.rows.append(Row(max(1, px(1, self.ui)), fill=RULE_INK))
        self.rows.append(Row(px(12, self.ui)))


class RulesScene(MenuScene):
    """The rules, as a sheet of paper on the felt."""

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.scroll = 0
        self.lang_shown: str | None = None
        self._cache_key: tuple[object, ...] | None = None
        self._rows: list[Row] = []
        self._page_h = 0
        self._view = pygame.Rect(0, 0, 0, 0)
        self._ui = 1.0
        self.games = tables.playable()
        flow = services.flow
        playing = flow.setup if flow is not None and flow.table is not None else None
        game = playing.game if playing is not None else tables.HOUSE_GAME
        self.game = game if game in self.games else self.games[0]
        """The game whose page is shown (the game being played, else the house game; G: the next)."""

    @property
    def lang(self) -> str:
        """The language shown (the app's, unless L switched it here)."""
        translator = self.services.translator
        return self.lang_shown or (translator.lang if translator is not None else "en")

    def title(self) -> str:
        """Rules (of the game shown, when there are several)."""
        if len(self.games) < 2:
            return self.t("rules.title")
        return self.t("rules.title_game", game=self.t(tables.get(self.game).title_key))

    def phase_name(self) -> str:
        """Screenshots call this screen ``rules``."""
        return "rules"

    def hints(self) -> list[tuple[str, str]]:
        """Scrolling keys, the other language, back."""
        other = "fr" if self.lang == "en" else "en"
        games = [("G", self.t("rules.other_game"))] if len(self.games) > 1 else []
        return [("↑ ↓", self.t("hint.scroll")), ("PgUp PgDn", self.t("hint.page")),
                ("L", self.t(f"language.{other}")), *games, (self.t("key.esc"), self.t("hint.back"))]

    def handle(self, event: pygame.event.Event) -> None:
        """Scroll with keys or the wheel; L switches language; Esc goes back."""
        page = max(1, self._view.height - px(60, self._ui))
        step = max(1, page // 8)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step * 2
        elif event.type == pygame.KEYDOWN:
            moves = {pygame.K_UP: -step, pygame.K_DOWN: step, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                     pygame.K_SPACE: page, pygame.K_HOME: -10**9, pygame.K_END: 10**9}
            if event.key in moves:
                self.scroll += moves[event.key]
            elif event.key == pygame.K_l:
                self.lang_shown = "fr" if self.lang == "en" else "en"
                self.scroll = 0
            elif event.key == pygame.K_g and len(self.games) > 1:
                self.game = self.games[(self.games.index(self.game) + 1) % len(self.games)]
                self.scroll = 0
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN):
                self.back()
        self._clamp()

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, max(0, self._page_h - self._view.height)))

    def _typeset(self, width: int, ui: float) -> None:
        key = (self.lang, self.game, width, ui)
        if key == self._cache_key:
            return
        self._cache_key = key
        try:
            blocks = parse(load_rules(self.lang, tables.get(self.game).rules_page))
        except RulesMissing as err:
            blocks = [Block("heading", self.t("rules.missing"), level=2), Block("para", str(err))]
        self._rows = Typesetter(width, ui).run(blocks)
        self._page_h = sum(row.height for row in self._rows)

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, title, the paper sheet with the visible rows, a scroll bar, key hints."""
        ui = self.services.measure(surface.get_size())
        draw_background(surface)
        self.draw_title(surface, ui)
        sheet_w = min(px(1000, ui), surface.get_width() - px(80, ui))
        sheet = pygame.Rect(0, px(108, ui), sheet_w, surface.get_height() - px(108 + 66, ui))
        sheet.centerx = surface.get_width() // 2
        surface.blit(widgets.rounded_panel(sheet.size, (*PAPER, 255), px(14, ui), (*GOLD, 160), px(2, ui)), sheet)
        view = sheet.inflate(-px(72, ui), -px(40, ui))
        self._view, self._ui = view, ui
        self._typeset(view.width, ui)
        self._clamp()
        clip = surface.get_clip()
        surface.set_clip(view)
        y = view.y - self.scroll
        for row in self._rows:
            if y + row.height >= view.y and y <= view.bottom:
                self._draw_row(surface, row, view.x, y, view.width)
            y += row.height
            if y > view.bottom:
                break
        surface.set_clip(clip)
        self._scrollbar(surface, sheet, ui)
        draw_hints(surface, self.hints(), ui)

    @staticmethod
    def _draw_row(surface: pygame.Surface, row: Row, x: int, y: int, width: int) -> None:
        if row.fill is not None:
            surface.fill(row.fill, pygame.Rect(x, y, width, row.height))
        if row.line:
            surface.fill(RULE_INK, pygame.Rect(x, y + row.height // 2, width, max(1, row.height // 8)))
        for dx, dy, picture in row.pictures:
            surface.blit(picture, (x + dx, y + dy))

    def _scrollbar(self, surface: pygame.Surface, sheet: pygame.Rect, ui: float) -> None:
        if self._page_h <= self._view.height:
            return
        track = pygame.Rect(sheet.right - px(22, ui), sheet.y + px(20, ui), px(8, ui), sheet.height - px(40, ui))
        surface.blit(widgets.rounded_panel(track.size, (0, 0, 0, 40), track.width // 2), track)
        share = self._view.height / self._page_h
        thumb_h = max(px(40, ui), round(track.height * share))
        top = track.y + round((track.height - thumb_h) * self.scroll / max(1, self._page_h - self._view.height))
        thumb = pygame.Rect(track.x, top, track.width, thumb_h)
        surface.blit(widgets.rounded_panel(thumb.size, (*HEAD_INK, 200), track.width // 2), thumb)

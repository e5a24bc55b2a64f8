"""Table layouts: where each seat, pile and area lies, scaled to any window size.

Layouts are Tiled maps, the source of the table's geometry: edit them in Tiled (design size
1920x1080; ``tools/make_layouts.py`` made the first ones and is kept only as a one-off). A
game's own maps lie in ``assets/layouts/<game>/table-N.tmx``; a game without its own map for
N seats uses the shared trick-taking table ``assets/layouts/table-N.tmx``. The seat counts a
game can be laid out for are the files found, so a 7-seat table is a new map, not code.
Usage::

    layout = load_layout(4, "oh7")                   # Oh 7 ?'s, cached
    layout = load_layout(7, "oh-hell")               # assets/layouts/oh-hell/table-7.tmx
    hand = layout.rect("seat0", window.get_size())   # pygame.Rect, letterboxed and centred
    layout.props("seat1")["orientation"]             # "left"
    width = layout.card_width(window.get_size(), "seat0")   # card width for that area, px

Object names (see ``tools/make_layouts.py`` for the full list): ``seatK``, ``label_seatK``,
``bets_seatK``, ``pile_seatK``, ``trick_seatK`` for every seat K (seat0 = bottom = local player,
then clockwise), ``trick``, ``deck``, ``discard``, ``trump``, ``score_panel``, ``prompt`` (the
box telling the local player what to do), ``buttons`` (the shortcut buttons' column), and for
two players ``dummy``, ``dummy_pile``, ``dummy_tricks``, ``label_dummy``, ``trick_dummy``.
Trick slots never overlap one another, and nothing but them comes near the trick area.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pygame

from oh7_desktop.app.assets import assets_root

PropValue = str | int | float | bool


class LayoutError(ValueError):
    """Raised for a missing/invalid layout file or an unknown object name (one-line message)."""


@dataclass(frozen=True)
class Area:
    """One named rectangle of a layout, in design pixels."""

    name: str
    kind: str
    x: float
    y: float
    width: float
    height: float
    properties: dict[str, PropValue]


class Layout:
    """A parsed table layout; every query scales design pixels to a window size."""

    def __init__(self, players: int, design_size: tuple[int, int], areas: dict[str, Area],
                 properties: dict[str, PropValue]) -> None:
        self.players = players
        self.design_size = design_size
        self.areas = areas
        self.properties = properties

    def names(self) -> list[str]:
        """Every object name, in file order."""
        return list(self.areas)

    def has(self, name: str) -> bool:
        """True if the layout has an object of this name (e.g. ``dummy`` only for 2 players)."""
        return name in self.areas

    def area(self, name: str) -> Area:
        """The named area (design pixels); raises :class:`LayoutError` if unknown."""
        try:
            return self.areas[name]
        except KeyError:
            raise LayoutError(f"layout for {self.players} players has no {name!r}") from None

    def props(self, name: str) -> dict[str, PropValue]:
        """Custom properties of an object (e.g. ``orientation``, ``label_anchor``, ``card_width``)."""
        return dict(self.area(name).properties)

    def kind(self, name: str) -> str:
        """The object's class: seat, label, bets, pile, slot or area."""
        return self.area(name).kind

    def scale(self, window_size: tuple[int, int]) -> float:
        """Uniform scale from design to window pixels (the table is letterboxed, never stretched)."""
        dw, dh = self.design_size
        return min(window_size[0] / dw, window_size[1] / dh)

    def offset(self, window_size: tuple[int, int]) -> tuple[float, float]:
        """Window position of the design area's top-left corner (centres the letterboxed table)."""
        s = self.scale(window_size)
        return (window_size[0] - self.design_size[0] * s) / 2, (window_size[1] - self.design_size[1] * s) / 2

    def table_rect(self, window_size: tuple[int, int]) -> pygame.Rect:
        """The whole design area on screen (the felt may still cover the full window)."""
        s = self.scale(window_size)
        ox, oy = self.offset(window_size)
        return pygame.Rect(round(ox), round(oy), round(self.design_size[0] * s), round(self.design_size[1] * s))

    def to_screen(self, point: tuple[float, float], window_size: tuple[int, int]) -> tuple[int, int]:
        """A design-pixel point in window pixels."""
        s = self.scale(window_size)
        ox, oy = self.offset(window_size)
        return round(ox + point[0] * s), round(oy + point[1] * s)

    def rect(self, name: str, window_size: tuple[int, int]) -> pygame.Rect:
        """The named object's rectangle in window pixels."""
        a = self.area(name)
        left, top = self.to_screen((a.x, a.y), window_size)
        right, bottom = self.to_screen((a.x + a.width, a.y + a.height), window_size)
        return pygame.Rect(left, top, right - left, bottom - top)

    def card_width(self, window_size: tuple[int, int], name: str | None = None) -> int:
        """Card width in window pixels for an object (its ``card_width``), else the map default."""
        design = self.properties.get("card_width", 105)
        if name is not None:
            design = self.area(name).properties.get("card_width", design)
        return max(12, round(float(design) * self.scale(window_size)))

    def seat_name(self, seat: int) -> str:
        """``"seat3"`` for seat 3 (checks the seat exists)."""
        name = f"seat{seat}"
        self.area(name)
        return name

    def orientation(self, name: str) -> str:
        """bottom/left/top/right: which table edge the object's owner sits at (default bottom)."""
        return str(self.area(name).properties.get("orientation", "bottom"))

    def label_anchor(self, seat_name: str, window_size: tuple[int, int]) -> tuple[tuple[int, int], str]:
        """Point beside a seat's hand for its name plate, and which side it is on.

        Returns ``((x, y), side)`` with side above/below/left/right: the point is the middle of
        that edge of the seat rectangle, pushed out by a small gap. ``label_seatK`` rectangles
        give a full name-plate box instead.
        """
        rect = self.rect(seat_name, window_size)
        side = str(self.area(seat_name).properties.get("label_anchor", "above"))
        gap = round(8 * self.scale(window_size))
        points = {
            "above": (rect.centerx, rect.top - gap), "below": (rect.centerx, rect.bottom + gap),
            "left": (rect.left - gap, rect.centery), "right": (rect.right + gap, rect.centery),
        }
        return points.get(side, points["above"]), side if side in points else "above"


def layout_path(players: int, game: str) -> Path:
    """Return the map for ``players`` seats of ``game``: its own, else the shared table's."""
    own = assets_root() / "layouts" / game / f"table-{players}.tmx"
    if own.is_file():
        return own
    shared = assets_root() / "layouts" / f"table-{players}.tmx"
    if shared.is_file():
        return shared
    counts = ", ".join(str(n) for n in seat_counts(game)) or "none"
    raise LayoutError(f"no table layout for {players} players in {game} (layouts for: {counts})")


def seat_counts(game: str) -> tuple[int, ...]:
    """Return every seat count with a map for ``game`` (its own maps and the shared ones)."""
    found: set[int] = set()
    for folder in (assets_root() / "layouts" / game, assets_root() / "layouts"):
        for path in folder.glob("table-*.tmx") if folder.is_dir() else ():
            count = path.stem.removeprefix("table-")
            if count.isdigit():
                found.add(int(count))
    return tuple(sorted(found))


@lru_cache(maxsize=16)
def load_layout(players: int, game: str) -> Layout:
    """Parse (once) and return the layout for ``players`` seats of ``game``; raises
    :class:`LayoutError`."""
    return read_layout(layout_path(players, game), players)


def read_layout(path: Path, players: int) -> Layout:
    """Parse one Tiled map file into a :class:`Layout` (not cached)."""
    import pytmx  # type: ignore[import-untyped]  # imports pygame; only the app reads layouts

    try:
        tiled = pytmx.TiledMap(str(path))
    except Exception as error:  # pytmx raises many types for a damaged file
        raise LayoutError(f"cannot read {path.name}: {error}") from error
    areas: dict[str, Area] = {}
    for obj in tiled.objects:
        if not obj.name:
            continue
        # Tiled >= 1.9 writes `class`; pytmx keeps it as an attribute, not in obj.type.
        kind = getattr(obj, "class", None) or obj.type or ""
        areas[obj.name] = Area(obj.name, str(kind), float(obj.x), float(obj.y), float(obj.width),
                               float(obj.height), dict(obj.properties))
    props = dict(tiled.properties)
    design = (int(props.get("design_width", tiled.width * tiled.tilewidth)),
              int(props.get("design_height", tiled.height * tiled.tileheight)))
    return Layout(players, design, areas, props)

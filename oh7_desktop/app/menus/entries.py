"""The entries the main menu and the in-game menu share: Load, Options and Rules (a mixin)."""

from __future__ import annotations

from oh7_desktop.app.scene import Scene, SceneStack, Services


class CommonEntries:
    """Opens the saved games, the options and the rules over the current menu."""

    services: Services
    stack: SceneStack | None

    def load(self) -> None:
        """Open the saved games to load one."""
        from oh7_desktop.app.menus.saves import SavesScene

        self._push(SavesScene(self.services, mode="load"))

    def options(self) -> None:
        """Open the options (they apply at once, to a table too)."""
        from oh7_desktop.app.menus.options import OptionsScene

        self._push(OptionsScene(self.services))

    def rules(self) -> None:
        """Open the rules."""
        from oh7_desktop.app.menus.rules import RulesScene

        self._push(RulesScene(self.services))

    def _push(self, scene: Scene) -> None:
        if self.stack is not None:
            self.stack.push(scene)

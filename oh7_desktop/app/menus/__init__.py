"""The menu screens: main menu, new game, options, rules, saved games, in-game menu, dialogs.

Modules are imported when a screen opens (the main menu must appear fast):
``main_menu.MainMenu``, ``new_game.NewGameScene``, ``options.OptionsScene``, ``rules.RulesScene``,
``saves.SavesScene``, ``game_menu.GameMenu``, ``notice.Notice`` / ``notice.Prompt``.
"""

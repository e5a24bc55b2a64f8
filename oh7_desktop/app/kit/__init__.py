"""What every game's table shares: text and panels (:mod:`.ui`), the bots' pace (:mod:`.pace`),
the viewer's pointer and focus (:mod:`.selection`), the player's intents (:mod:`.intents`) and
the names of physical cards and lines of text (:mod:`.kinds`).

A game's own table lives in ``app/tables/<game>/`` and builds on these; nothing here knows a game.
"""

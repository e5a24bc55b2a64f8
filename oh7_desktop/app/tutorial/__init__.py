"""Games that teach themselves: a game-independent runner and each game's own script."""

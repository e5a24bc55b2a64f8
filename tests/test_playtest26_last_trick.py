"""Play test 26, item 4: L (the last trick) in Oh 7 ?'s tutorial shows the last trick as the game
does, with neither the lesson's panel nor its rings drawn over it. Simulated clock, fixed deal."""

from __future__ import annotations

import pygame

from oh7_desktop.app.tables.oh7.scene import TableScene
from table_support import key
from tutorial_support import DT, tutorial


def test_the_last_trick_in_the_tutorial_is_drawn_as_the_games(screen: pygame.Surface) -> None:
    scene = tutorial("oh7")
    for _ in range(4000):
        scene.update(DT)
        scene.draw(screen)
        if scene.held() is not None:
            scene.runner.go_on()
        elif scene.acting_seat() == 0:
            if scene.model.last_trick is not None:
                break
            scene.choose(next(k for k in scene.choosable() if scene.card_reason(k) is None))
    assert scene.model.last_trick is not None and scene.acting_seat() == 0
    key(scene, pygame.K_l)
    assert scene.show_last
    scene.draw(screen)
    game_alone = pygame.Surface(screen.get_size())
    TableScene.draw(scene, game_alone)
    assert scene.panel is None
    assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(game_alone, "RGB")
    key(scene, pygame.K_SPACE)
    scene.update(DT)
    scene.draw(screen)
    assert not scene.show_last and scene.panel is not None

"""Animation primitives: easing ends, speed scaling, tweens that retarget mid-flight, real flips."""

from __future__ import annotations

import pytest

from oh7_desktop.app.anim import (Animator, Fade, Motion, Placement, ease_in_out_cubic, ease_out_back,
                                  ease_out_cubic, lerp_angle, scaled, speed_scale)


@pytest.mark.parametrize("easing", [ease_in_out_cubic, ease_out_cubic, ease_out_back])
def test_easings_start_at_zero_and_end_at_one(easing: object) -> None:
    assert callable(easing)
    assert easing(0.0) == pytest.approx(0.0, abs=1e-9)
    assert easing(1.0) == pytest.approx(1.0, abs=1e-9)


def test_speed_setting_scales_every_duration_and_instant_is_zero() -> None:
    assert scaled(1.0, "normal") == 1.0
    assert scaled(1.0, "slow") > scaled(1.0, "normal") > scaled(1.0, "fast") > 0
    assert scaled(1.0, "instant") == 0.0
    assert speed_scale("nonsense") == 1.0


def test_motion_moves_from_start_to_target_and_ends_exactly() -> None:
    motion = Motion(Placement(0, 0, 100))
    motion.retarget(Placement(100, 50, 100), duration=1.0)
    motion.update(0.5)
    half = motion.current()
    assert 0 < half.x < 100 and 0 < half.y < 50
    motion.update(0.6)
    assert motion.done
    assert motion.current() == Placement(100, 50, 100)


def test_retarget_mid_flight_starts_from_where_the_card_is() -> None:
    motion = Motion(Placement(0, 0, 100))
    motion.retarget(Placement(100, 0, 100), duration=1.0)
    motion.update(0.5)
    where = motion.current().x
    motion.retarget(Placement(0, 0, 100), duration=1.0)
    assert motion.current().x == pytest.approx(where)


def test_a_flip_narrows_to_nothing_then_shows_the_other_face() -> None:
    motion = Motion(Placement(0, 0, 100, face_up=False))
    motion.retarget(Placement(0, 0, 100, face_up=True), duration=1.0)
    motion.update(0.25)
    assert motion.current().face_up is False and 0 < motion.squeeze() < 1
    motion.update(0.24)
    assert motion.squeeze() < 0.1
    motion.update(0.26)
    assert motion.current().face_up is True and 0 < motion.squeeze() < 1
    motion.update(1.0)
    assert motion.squeeze() == 1.0


def test_zero_duration_snaps_and_finish_skips() -> None:
    animator = Animator()
    animator.place("a", Placement(0, 0, 50))
    animator.place("a", Placement(10, 10, 50), duration=0.0)
    assert not animator.busy and animator.motions["a"].current().x == 10
    animator.place("a", Placement(90, 10, 50), duration=2.0)
    assert animator.busy
    animator.finish()
    assert not animator.busy and animator.motions["a"].current().x == 90


def test_cards_in_flight_pass_over_resting_cards() -> None:
    motion = Motion(Placement(0, 0, 50, z=10))
    motion.retarget(Placement(100, 0, 50, z=200), duration=1.0)
    motion.update(0.1)
    assert motion.current().z > 1000
    motion.update(1.0)
    assert motion.current().z == 200


def test_angles_turn_the_short_way_and_fades_reach_their_goal() -> None:
    assert lerp_angle(350, 10, 0.5) % 360 == pytest.approx(0)
    fade = Fade()
    fade.to(1.0, 0.2)
    fade.update(0.1)
    assert fade.value == pytest.approx(0.5)
    fade.update(1.0)
    assert fade.value == 1.0

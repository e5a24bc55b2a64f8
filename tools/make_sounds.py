"""Synthesise the game's sounds into ``assets/sounds/*.wav`` (16-bit mono, 22050 Hz).

Usage: ``python tools/make_sounds.py [OUT_DIR]``. Standard library only, seeded: running it
again writes the same files. Card sounds are filtered noise shaped by envelopes (a card is
mostly air and paper); chimes are sums of decaying partials.

Files: ``deal-1..3`` (soft thwip, three takes so dealing does not sound mechanical), ``flip``
(snap), ``play`` (thud on felt), ``gather`` (swish of a trick pulled in), ``shuffle`` (riffle),
``turn`` (gentle two-note chime: your turn), ``win`` (rising arpeggio), ``error`` (soft low bonk).
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
Signal = list[float]


def silence(seconds: float) -> Signal:
    """A silent signal."""
    return [0.0] * round(seconds * RATE)


def noise(seconds: float, rng: random.Random) -> Signal:
    """White noise in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def svf(signal: Signal, cutoff: float | list[float], q: float, mode: str) -> Signal:
    """Zavalishin's state-variable filter (stable with a moving cutoff): low/band/high."""
    k = 1.0 / q
    ic1 = ic2 = 0.0
    out = []
    for i, x in enumerate(signal):
        fc = cutoff[i] if isinstance(cutoff, list) else cutoff
        g = math.tan(math.pi * min(fc, RATE * 0.45) / RATE)
        a1 = 1.0 / (1.0 + g * (g + k))
        a2 = g * a1
        a3 = g * a2
        v3 = x - ic2
        v1 = a1 * ic1 + a2 * v3
        v2 = ic2 + a2 * ic1 + a3 * v3
        ic1, ic2 = 2 * v1 - ic1, 2 * v2 - ic2
        out.append(v2 if mode == "low" else v1 if mode == "band" else x - k * v1 - v2)
    return out


def envelope(n: int, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """Linear attack, optional hold, exponential decay (time constant ``decay`` seconds)."""
    env = []
    for i in range(n):
        t = i / RATE
        if t < attack:
            env.append(t / attack)
        elif t < attack + hold:
            env.append(1.0)
        else:
            env.append(math.exp(-(t - attack - hold) / decay))
    return env


def sweep(n: int, points: list[tuple[float, float]]) -> list[float]:
    """A frequency curve through (time, Hz) points, interpolated geometrically."""
    curve = []
    for i in range(n):
        t = i / RATE
        for (t0, f0), (t1, f1) in zip(points, points[1:]):
            if t <= t1:
                u = 0.0 if t1 == t0 else max(0.0, (t - t0) / (t1 - t0))
                curve.append(f0 * (f1 / f0) ** u)
                break
        else:
            curve.append(points[-1][1])
    return curve


def mix(*parts: tuple[Signal, float, float]) -> Signal:
    """Sum (signal, start seconds, gain) parts into one signal."""
    length = max(round(start * RATE) + len(sig) for sig, start, _ in parts)
    out = [0.0] * length
    for sig, start, gain in parts:
        offset = round(start * RATE)
        for i, v in enumerate(sig):
            out[offset + i] += v * gain
    return out


def shaped(sig: Signal, env: Signal) -> Signal:
    """Multiply a signal by an envelope."""
    return [a * b for a, b in zip(sig, env)]


def tone(freq: float, seconds: float, partials: list[tuple[float, float]], decay: float,
         attack: float = 0.004) -> Signal:
    """A bell-like note: partials (ratio, gain), each decaying faster the higher it is."""
    n = round(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        rise = min(1.0, t / attack)
        value = sum(g * math.sin(2 * math.pi * freq * r * t) * math.exp(-t * r ** 0.7 / decay) for r, g in partials)
        out.append(rise * value)
    return out


def finish(sig: Signal, peak: float) -> Signal:
    """Normalise to ``peak`` (0..1), fade out the last 15 % (no click at the end), drop DC."""
    mean = sum(sig) / len(sig)
    sig = [v - mean for v in sig]
    top = max(abs(v) for v in sig) or 1.0
    fade = max(round(0.01 * RATE), len(sig) * 15 // 100)
    return [v / top * peak * (min(1.0, (len(sig) - 1 - i) / fade)) for i, v in enumerate(sig)]


def deal(rng: random.Random) -> Signal:
    """A card skimming across the felt: a falling band of noise, then a soft landing."""
    dur = 0.15 + rng.uniform(-0.02, 0.02)
    air = noise(dur, rng)
    n = len(air)
    start = rng.uniform(2600, 3400)
    band = svf(air, sweep(n, [(0, start), (dur * 0.7, 900), (dur, 700)]), 1.4, "band")
    air = shaped(band, envelope(n, 0.012, dur * 0.3, 0.02))
    land = shaped(svf(noise(0.05, rng), 500, 0.8, "low"), envelope(round(0.05 * RATE), 0.002, 0.012))
    return finish(mix((air, 0, 1.0), (land, dur * 0.55, 0.9)), 0.55)


def flip(rng: random.Random) -> Signal:
    """A card turned over: a crisp snap with a little papery ring."""
    crack = shaped(svf(noise(0.05, rng), 2500, 0.7, "high"), envelope(round(0.05 * RATE), 0.0008, 0.008))
    body = shaped(svf(noise(0.08, rng), 1300, 3.0, "band"), envelope(round(0.08 * RATE), 0.002, 0.018))
    second = shaped(svf(noise(0.03, rng), 3500, 0.7, "high"), envelope(round(0.03 * RATE), 0.0005, 0.004))
    return finish(mix((crack, 0, 1.0), (body, 0.002, 0.8), (second, 0.018, 0.35)), 0.6)


def play(rng: random.Random) -> Signal:
    """A card put down firmly on felt: a low thud with a short paper slap."""
    thud = shaped(svf(noise(0.18, rng), 420, 0.9, "low"), envelope(round(0.18 * RATE), 0.002, 0.035))
    slap = shaped(svf(noise(0.04, rng), 1700, 1.2, "band"), envelope(round(0.04 * RATE), 0.001, 0.007))
    boom = tone(105, 0.12, [(1.0, 1.0)], 0.03, 0.002)
    return finish(mix((thud, 0, 1.0), (slap, 0, 0.6), (boom, 0, 0.35)), 0.7)


def gather(rng: random.Random) -> Signal:
    """A trick swept in: a swelling, sweeping swish with a grainy texture of cards rubbing."""
    dur = 0.42
    n = round(dur * RATE)
    grains = [0.6 + 0.4 * rng.random() for _ in range(n // 90 + 1)]
    rough = [v * grains[i // 90] for i, v in enumerate(noise(dur, rng))]
    band = svf(rough, sweep(n, [(0, 700), (0.18, 2600), (dur, 1200)]), 1.1, "band")
    env = [math.sin(math.pi * min(1.0, i / n) ** 0.7) ** 1.5 for i in range(n)]
    return finish(shaped(band, env), 0.45)


def shuffle(rng: random.Random) -> Signal:
    """A riffle: many tiny clicks, denser in the middle, over a quiet rustle."""
    dur = 0.7
    parts: list[tuple[Signal, float, float]] = []
    t = 0.02
    while t < dur - 0.05:
        click = shaped(svf(noise(0.012, rng), 2800, 1.0, "high"), envelope(round(0.012 * RATE), 0.0005, 0.002))
        parts.append((click, t, rng.uniform(0.5, 1.0)))
        t += 0.025 - 0.015 * math.sin(math.pi * t / dur) + rng.uniform(-0.003, 0.003)
    rustle = shaped(svf(noise(dur, rng), 1800, 0.9, "band"), [math.sin(math.pi * i / (dur * RATE)) for i in range(round(dur * RATE))])
    parts.append((rustle, 0, 0.25))
    return finish(mix(*parts), 0.5)


BELL = [(1.0, 1.0), (2.0, 0.28), (3.01, 0.08), (4.2, 0.03)]


def turn(_: random.Random) -> Signal:
    """Your turn: two soft bell notes, a fifth apart (G5 then D6)."""
    a = tone(784.0, 0.9, BELL, 0.22, 0.006)
    b = tone(1174.7, 0.78, BELL, 0.2, 0.006)
    return finish(mix((a, 0, 1.0), (b, 0.12, 0.8)), 0.42)


def win(_: random.Random) -> Signal:
    """A won game or made bet: rising C major arpeggio with a sparkling top."""
    notes = [523.25, 659.25, 783.99, 1046.5]
    parts = [(tone(f, 1.2 - 0.09 * i, BELL, 0.3, 0.005), 0.09 * i, 1.0 - 0.08 * i) for i, f in enumerate(notes)]
    return finish(mix(*parts), 0.45)


def error(_: random.Random) -> Signal:
    """Not allowed: two soft low bonks, falling a tone."""
    soft = [(1.0, 1.0), (2.0, 0.15)]
    return finish(mix((tone(330.0, 0.16, soft, 0.05, 0.004), 0, 1.0), (tone(294.0, 0.2, soft, 0.06, 0.004), 0.11, 1.0)), 0.4)


def write(path: Path, sig: Signal) -> None:
    """Write a signal as 16-bit mono PCM WAV."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(max(-1.0, min(1.0, v)) * 32767)) for v in sig))


def main(argv: list[str]) -> int:
    """Write every sound; prints each file's size."""
    out = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "assets" / "sounds"
    out.mkdir(parents=True, exist_ok=True)
    makers = {"deal-1": deal, "deal-2": deal, "deal-3": deal, "flip": flip, "play": play, "gather": gather,
              "shuffle": shuffle, "turn": turn, "win": win, "error": error}
    for number, (name, maker) in enumerate(makers.items()):
        path = out / f"{name}.wav"
        write(path, maker(random.Random(1000 + number)))
        print(f"{path.name}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

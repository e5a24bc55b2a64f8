"""Record mutations: ``nice -n 10 .venv/bin/python tools/redteam/mutate_records.py [--mutations 10000]``.

Issue 23's first attack, rerunnable. Valid records of all four games (bot games of several
options, made once in ``--work``, and ``/work/shared/examples``) are mutated at random
(deterministic ``--seed``): keys deleted, duplicated or renamed at every level, values of other
types, out-of-range and huge numbers (10**4000), deep nesting, stray spaces and other case in
card names, swapped cards, removed or repeated list items, another game's or a mistyped deal
code, truncated files, invalid UTF-8, flipped bytes. Each mutant is replayed in-process through
``replay_cli.main`` (and a ``--subprocess`` sample through ``oh7 replay``) and counted:

- ``traceback``: an exception left ``main`` (or a subprocess printed ``Traceback``): must be 0;
- ``internal``: ``main`` caught an unexpected exception ("internal error"): a bug, must be 0;
- ``refused`` (exit 2, one line), ``accepted`` (exit 0);
- of the accepted, ``same``: the game the record describes (its canonical record, the game's
  ``to_record(from_record(...))``, names aside, each dealt hand sorted) equals the original's;
  ``wrong-accept``: a card dealt or played twice, hands of different sizes, a card played that
  was not dealt (checked here apart from the engine), or the record's own deal code kept while
  its rules, seed or seats changed: must be 0; ``legal-change``: another game the rulings allow
  (a game cut short; explicit deals, bids, bets and targets are the record's to give, the seed
  only deals what a record leaves out), examples printed for a person to check.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common

from oh7_desktop.games import registry, replay_cli

HUGE = "1" + "0" * 4000
ODD_VALUES: list[Any] = [None, True, False, 0, -1, 1, 2.5, -0.0, 10**18, "", "x", "10", [], {}, [[]],
                         {"a": 1}, "5H", "  ", "\u202e", "\x00"]
Path_ = tuple[Any, ...]


def all_paths(node: Any, path: Path_ = ()) -> list[Path_]:
    """Return the path of every value in the JSON tree (the root included)."""
    paths = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            paths += all_paths(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            paths += all_paths(value, path + (i,))
    return paths


def get(node: Any, path: Path_) -> Any:
    for step in path:
        node = node[step]
    return node


def put(root: Any, path: Path_, value: Any) -> Any:
    if not path:
        return value
    get(root, path[:-1])[path[-1]] = value
    return root


def dumps(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def placeholder_swap(data: Any, path: Path_, text: str) -> bytes:
    """Serialise ``data`` with the value at ``path`` replaced by raw JSON ``text``."""
    mark = "@@RAW-PLACEHOLDER@@"
    return dumps(put(data, path, mark)).replace(json.dumps(mark).encode(), text.encode())


# --- structural mutations: each returns the mutant's bytes and a short label ------------------
def m_delete(rng: random.Random, data: Any) -> tuple[bytes, str]:
    path = rng.choice([p for p in all_paths(data) if p])
    parent = get(data, path[:-1])
    del parent[path[-1]]
    return dumps(data), f"delete {path}"


def m_duplicate_key(rng: random.Random, data: Any) -> tuple[bytes, str]:
    dicts = [p for p in all_paths(data) if isinstance(get(data, p), dict) and get(data, p)]
    path = rng.choice(dicts)
    node = get(data, path)
    key = rng.choice(list(node))
    other = rng.choice(ODD_VALUES + [node[key]])
    body = ", ".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in node.items())
    text = "{" + body + f", {json.dumps(key)}: {json.dumps(other)}" + "}"
    return placeholder_swap(data, path, text), f"duplicate key {path + (key,)}"


def m_rename_key(rng: random.Random, data: Any) -> tuple[bytes, str]:
    dicts = [p for p in all_paths(data) if isinstance(get(data, p), dict) and get(data, p)]
    path = rng.choice(dicts)
    node = get(data, path)
    key = rng.choice(list(node))
    new = rng.choice([key.upper(), key + " ", " " + key, key + "s", key[:-1], key.replace("s", "S"), "x" + key])
    if new == key:
        new = key + "_"
    put(data, path, {(new if k == key else k): v for k, v in node.items()})
    return dumps(data), f"rename {path + (key,)} -> {new!r}"


def m_change_type(rng: random.Random, data: Any) -> tuple[bytes, str]:
    path = rng.choice(all_paths(data))
    value = rng.choice(ODD_VALUES)
    return dumps(put(data, path, copy.deepcopy(value))), f"type {path} = {value!r}"


def m_number(rng: random.Random, data: Any) -> tuple[bytes, str]:
    paths = [p for p in all_paths(data) if isinstance(get(data, p), int) and not isinstance(get(data, p), bool)]
    if not paths:
        return m_change_type(rng, data)
    path = rng.choice(paths)
    old = get(data, path)
    choice = rng.randrange(8)
    if choice == 0:
        return placeholder_swap(data, path, HUGE), f"huge {path}"
    if choice == 1:
        return placeholder_swap(data, path, rng.choice(["1e400", "-1e400", "NaN", "Infinity", "1.0", "1e2"])), f"float {path}"
    new = rng.choice([old + 1, old - 1, -old - 1, old * 1000, 2**63, -(2**63), 0, old + 7])
    return dumps(put(data, path, new)), f"number {path} {old} -> {new}"


def m_deep(rng: random.Random, data: Any) -> tuple[bytes, str]:
    path = rng.choice(all_paths(data))
    depth = rng.choice([63, 65, 1000, 200000])
    text = "[" * depth + "]" * depth if rng.random() < 0.5 else '{"a":' * depth + "1" + "}" * depth
    return placeholder_swap(data, path, text), f"deep {depth} at {path}"


def card_paths(data: Any) -> list[Path_]:
    return [p for p in all_paths(data) if isinstance(get(data, p), str) and 2 <= len(get(data, p)) <= 3
            and p and p[0] not in ("names", "format", "code")]


def m_card_text(rng: random.Random, data: Any) -> tuple[bytes, str]:
    paths = card_paths(data)
    if not paths:
        return m_change_type(rng, data)
    path = rng.choice(paths)
    old = get(data, path)
    new = rng.choice([" " + old, old + " ", old[0] + " " + old[1:], old.lower(), old.swapcase(), old + old[-1],
                      old[:-1], old[::-1], "\u00a0" + old, old + "\t", old.replace("0", "O"), "1" + old])
    return dumps(put(data, path, new)), f"card {path} {old!r} -> {new!r}"


def m_swap(rng: random.Random, data: Any) -> tuple[bytes, str]:
    paths = card_paths(data) + [p for p in all_paths(data) if isinstance(get(data, p), (int, dict))
                                and p and isinstance(p[-1], int)]
    if len(paths) < 2:
        return m_change_type(rng, data)
    a, b = rng.sample(paths, 2)
    if rng.random() < 0.7:  # neighbours in the same list are the likeliest edit
        parent = a[:-1]
        same = [p for p in paths if p[:-1] == parent and p != a]
        if same:
            b = rng.choice(same)
    va, vb = copy.deepcopy(get(data, a)), copy.deepcopy(get(data, b))
    try:
        put(data, a, vb)
        put(data, b, va)
    except (IndexError, KeyError, TypeError):  # one path lay inside the other
        return m_change_type(rng, data)
    return dumps(data), f"swap {a} <-> {b}"


def m_list_item(rng: random.Random, data: Any) -> tuple[bytes, str]:
    lists = [p for p in all_paths(data) if isinstance(get(data, p), list) and get(data, p)]
    path = rng.choice(lists)
    node = get(data, path)
    i = rng.randrange(len(node))
    how = rng.randrange(3)
    if how == 0:
        node.insert(i, copy.deepcopy(node[i]))
        label = "repeat"
    elif how == 1:
        node.append(copy.deepcopy(rng.choice(node)))
        label = "append"
    else:
        node.pop(i)
        label = "drop"
    return dumps(data), f"{label} item {path + (i,)}"


def m_code(rng: random.Random, data: Any, codes: list[str]) -> tuple[bytes, str]:
    old = data.get("code") if isinstance(data, dict) else None
    if isinstance(old, str) and rng.random() < 0.5:
        i = rng.randrange(len(old))
        alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ-"
        new = old[:i] + rng.choice(alphabet) + old[i + 1:]
    else:
        new = rng.choice(codes)
    data["code"] = new
    return dumps(data), f"code {old!r} -> {new!r}"


def m_bytes(rng: random.Random, raw: bytes) -> tuple[bytes, str]:
    how = rng.randrange(6)
    i = rng.randrange(len(raw))
    if how == 0:
        return raw[:i], f"truncate at {i}"
    if how == 1:
        bad = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf", b"\x80\x80", b"\xf8\x88\x80\x80\x80"])
        return raw[:i] + bad + raw[i:], f"invalid utf-8 at {i}"
    if how == 2:
        return raw[:i] + bytes([raw[i] ^ (1 << rng.randrange(8))]) + raw[i + 1:], f"bit flip at {i}"
    if how == 3:
        return rng.choice([b"", b"\xef\xbb\xbf" + raw, raw + b"\x00", b"null", b"[]", raw + raw]), "whole file"
    if how == 4:
        return raw[:i] + raw[i + 1:], f"byte removed at {i}"
    return raw.decode("utf-8").encode("utf-16"), "utf-16"


STRUCTURAL: list[Callable[[random.Random, Any], tuple[bytes, str]]] = [
    m_delete, m_duplicate_key, m_rename_key, m_change_type, m_number, m_deep, m_card_text, m_swap, m_list_item]


def run_main(path: Path) -> tuple[int | None, str, str]:
    """Run ``replay_cli.main`` on ``path``; (status or None if an exception escaped, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = replay_cli.main([str(path)])
        except BaseException as error:  # noqa: BLE001  (exactly what must never happen)
            return None, out.getvalue(), f"{type(error).__name__}: {error}"
    return status, out.getvalue(), err.getvalue()


def meaning(data: Any) -> tuple[str, Any]:
    """Return the game a record describes: its format and canonical record (names left out)."""
    game = registry.by_record_format(data.get("format"))
    canon = game.to_record(game.from_record(data))
    canon.pop("names", None)
    canon.pop("code", None)
    return data["format"], canon


def game_lists(canon: dict[str, Any]) -> tuple[str, list[Any]]:
    for key in ("deals", "hands", "rounds"):
        if isinstance(canon.get(key), list):
            return key, canon[key]
    return "", []


def is_prefix(small: Any, big: Any) -> bool:
    """True if game ``small`` is game ``big`` cut short (fewer rounds, the last one unfinished)."""
    if isinstance(small, dict) and isinstance(big, dict):
        return set(small) <= set(big) and all(is_prefix(small[k], big[k]) for k in small)
    if isinstance(small, list) and isinstance(big, list):
        return len(small) <= len(big) and all(is_prefix(a, b) for a, b in zip(small, big))
    return bool(small == big)


def normal(canon: dict[str, Any]) -> dict[str, Any]:
    """The canonical record with each seat's dealt hand sorted (a hand is a set of cards; a pack's
    or a deck's order is kept: it decides the draws)."""
    canon = copy.deepcopy(canon)
    for deal in canon.get("deals", []) if canon.get("format") == "oh7-record" else []:
        if isinstance(deal.get("hands"), list):
            deal["hands"] = [sorted(hand) for hand in deal["hands"]]
    for hand in canon.get("hands", []) if canon.get("format") == "oh-hell-record" else []:
        if isinstance(hand.get("deal"), list):
            hand["deal"] = [sorted(cards) for cards in hand["deal"]]
    return canon


def deal_cards(fmt: str, deal: dict[str, Any]) -> tuple[list[str], list[list[str]], list[str]]:
    """(every card dealt, the seats' hands, every card played) of one deal of a canonical record."""
    if fmt == "oh7-record":
        hands = deal.get("hands") or []
        return [c for h in hands for c in h] + list(deal.get("dummy_pile") or []), hands, list(deal.get("plays", []))
    if fmt == "oh-hell-record":
        hands = deal.get("deal") or []
        trump = [deal["trump_card"]] if deal.get("trump_card") else []
        return [c for h in hands for c in h] + trump, hands, list(deal.get("plays", []))
    if fmt == "seven-up-record":
        return list(deal.get("pack") or []), [], list(deal.get("plays", []))
    turns = deal.get("turns", [])
    played = [t[k] for t in turns for k in ("palette", "canvas") if isinstance(t.get(k), str)]
    return list(deal.get("deck") or []), [], played


def broken_invariant(fmt: str, canon: dict[str, Any]) -> str:
    """A rule any legal record keeps, checked apart from the game's engine ('' if all hold):
    no card twice in a deal, hands of one size, a card played at most once and only if dealt."""
    _, deals = game_lists(canon)
    for i, deal in enumerate(deals):
        dealt, hands, played = deal_cards(fmt, deal)
        dealt_up = [c.upper() for c in dealt]
        copies = 2 if fmt == "oh7-record" else 1  # Oh 7 ?'s advanced deck has two N (the rulings' table)
        if any(dealt_up.count(c) > (copies if c == "N" else 1) for c in set(dealt_up)):
            return f"deal {i}: a card dealt twice"
        if len({len(h) for h in hands}) > 1:
            return f"deal {i}: hands of different sizes"
        if fmt == "red7-record" and (canon.get("rules") or {}).get("actions"):
            continue  # with the action rule a card may go back on the deck and be played again
        played_up = [c.upper() for c in played]
        if any(played_up.count(c) > (copies if c == "N" else 1) for c in set(played_up)):
            return f"deal {i}: a card played twice"
        if dealt and not set(played_up) <= set(dealt_up):
            return f"deal {i}: a card played that was not dealt"
    return ""


def judge(original: Any, mutant_bytes: bytes, original_out: str, out: str) -> str:
    """Classify an accepted mutant: same, legal-change or wrong-accept (see the module's docstring)."""
    mutant = json.loads(mutant_bytes.decode("utf-8-sig", "replace"))
    fmt, canon = meaning(original)
    mfmt, mcanon = meaning(mutant)
    if fmt == mfmt and normal(canon) == normal(mcanon):
        return "same"  # key order, card case, a hand's order, names, an optional field spelled out
    problem = broken_invariant(mfmt, mcanon)
    if problem:
        return "wrong-accept " + problem
    code = mutant.get("code")
    if isinstance(code, str) and code == original.get("code") and (
            mcanon.get("rules") != canon.get("rules") or mcanon.get("seed") != canon.get("seed")
            or len(mutant.get("names") or []) != len(original.get("names") or [])):
        return "wrong-accept code kept, rules/seed/seats changed"
    if fmt == mfmt and canon.get("rules") == mcanon.get("rules") and is_prefix(mcanon, canon):
        return "legal-change cut short"
    return "legal-change other"  # explicit deals and choices differ: legal by the rulings (printed)


def subprocess_check(path: Path, root: Path) -> tuple[int, str]:
    run = subprocess.run(common.oh7("replay", str(path)), env=common.fresh_env(root), capture_output=True,
                         text=True, errors="replace", timeout=120)
    return run.returncode, run.stderr


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mutations", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--subprocess", type=int, default=100, help="mutants also run through oh7 replay")
    parser.add_argument("--work", default="/tmp/oh7-redteam", help="a folder for records, mutants, user folders")
    parser.add_argument("--show", type=int, default=20, help="suspects and failures printed at most")
    args = parser.parse_args()
    work = Path(args.work)
    root = work / "users"
    root.mkdir(parents=True, exist_ok=True)
    bases = common.make_records(work / "records", root) + common.shared_examples()
    originals = [(p, p.read_bytes()) for p in bases]
    parsed = [json.loads(raw) for _, raw in originals]
    codes = [d["code"] for d in parsed if isinstance(d.get("code"), str)]
    base_out = []
    for path, _ in originals:
        status, out, err = run_main(path)
        if status != 0:
            raise SystemExit(f"a base record is refused: {path}: {err.strip()}")
        base_out.append(out)
    rng = random.Random(args.seed)
    tally: Counter[str] = Counter()
    by_kind: Counter[tuple[str, str]] = Counter()
    shown: list[str] = []
    legal_examples: list[str] = []
    mutant_file = work / "mutant.json"
    sample = set(rng.sample(range(args.mutations), min(args.subprocess, args.mutations)))
    for n in range(args.mutations):
        i = rng.randrange(len(originals))
        path, raw = originals[i]
        data = copy.deepcopy(parsed[i])
        kind_pick = rng.random()
        if kind_pick < 0.12:
            mutant, label = m_bytes(rng, raw)
        elif kind_pick < 0.18:
            mutant, label = m_code(rng, data, codes)
        else:
            mutant, label = rng.choice(STRUCTURAL)(rng, data)
        kind = label.split(" ")[0]
        mutant_file.write_bytes(mutant)
        status, out, err = run_main(mutant_file)
        if status is None:
            verdict = "traceback"
        elif "internal error" in err:
            verdict = "internal"
        elif status == 2 and not out and err.count("\n") == 1:
            verdict = "refused"
        elif status == 0:
            try:
                verdict = judge(parsed[i], mutant, base_out[i], out)
            except Exception as error:  # noqa: BLE001  (the judge's own reading: report it)
                verdict = f"judge-error {type(error).__name__}"
        else:
            verdict = f"odd-exit-{status}"
        if n in sample:
            code, serr = subprocess_check(mutant_file, root)
            tally["subprocess"] += 1
            if "Traceback" in serr or code not in (0, 2) or (code == 0) != (status == 0):
                tally["subprocess-bad"] += 1
                shown.append(f"subprocess {path.name} [{label}]: exit {code} {serr[-300:]!r}")
        tally[verdict] += 1
        by_kind[(kind, verdict)] += 1
        if (verdict.startswith("legal-change other") and len(legal_examples) < args.show
                and [k.split(" ")[0] for k in legal_examples].count(kind) < 3):
            legal_examples.append(f"{kind} {path.name} [{label}]")
        if verdict not in ("refused", "same") and not verdict.startswith("legal-change") and len(shown) < args.show:
            keep = work / f"case-{n}.json"
            keep.write_bytes(mutant)
            shown.append(f"{verdict}: {path.name} [{label}] -> {keep} | {err.strip()[:300]}")
    print(f"bases {len(originals)}, mutations {args.mutations}, seed {args.seed}")
    for key in sorted(tally):
        print(f"  {key}: {tally[key]}")
    print("by mutation kind:")
    kinds = sorted({k for k, _ in by_kind})
    for kind in kinds:
        parts = ", ".join(f"{v} {c}" for (k, v), c in sorted(by_kind.items()) if k == kind)
        print(f"  {kind}: {parts}")
    print("examples of accepted changes of meaning (legal by the rulings: explicit deals and choices):")
    for line in legal_examples:
        print("  " + line)
    print("failures:")
    for line in shown:
        print("  " + line)
    bad = sum(tally[k] for k in tally if k not in ("refused", "same", "subprocess") and not k.startswith("legal-change"))
    print(json.dumps({"mutations": args.mutations, "failures": bad, **dict(tally)}))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes upstream LILWAL02 journal fixtures exactly as the Python engine's writer does.

Frames are `\\nLILWAL02:<len_hex>:<crc_hex>:<payload>\\n` with Python's own json.dumps
(sort_keys, compact separators, ensure_ascii=False), zlib.crc32 and hashlib.sha256, so the
TypeScript decoder is checked against Python's real output, not against itself.

Usage: generate.py [OUT_DIR]   (default: this script's folder). Deterministic: the test
re-runs it and compares the bytes with the committed files.
"""
import hashlib
import json
import os
import sys
import zlib


def canonical(obj):
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def frame(event, crlf=False, header=None):
    payload = canonical(event).encode("utf-8")
    length, crc = len(payload), zlib.crc32(payload) & 0xFFFFFFFF
    head = header(length, crc) if header else f"{length:x}:{crc:x}"
    nl = b"\r\n" if crlf else b"\n"
    return nl + b"LILWAL02:" + head.encode("ascii") + b":" + payload + nl


def legacy_line(event):
    return canonical(event).encode("utf-8") + b"\n"


class Chain:
    """Builds events the way upstream's State._build_event does (seq, prev_hash, event_hash)."""

    def __init__(self, task_id):
        self.task_id, self.seq, self.head = task_id, 0, ""

    def event(self, event_type, payload, reason=""):
        self.seq += 1
        event = {
            "seq": self.seq,
            "timestamp": f"2026-08-26T12:00:{self.seq:02d}.{self.seq * 1111:06d}+00:00",
            "event_type": event_type,
            "task_id": self.task_id,
            "prev_hash": self.head,
            "payload": payload,
        }
        if reason:
            event["reason"] = reason
        event["event_hash"] = hashlib.sha256(canonical(event).encode("utf-8")).hexdigest()
        self.head = event["event_hash"]
        return event


INIT = {"status": "DRAFTED", "attempt": 1, "changed_approaches": [], "evidence": {}, "worker_results": [], "data": {}}


def lifecycle(task_id="customer_sync"):
    c = Chain(task_id)
    steps = {}
    events = [c.event("INIT", dict(INIT), reason="state initialized")]
    for name, output in [("fetch_user", {"id": 123, "name": "Zoë"}), ("summarize", {"score": 0.75, "tokens": 1024})]:
        steps[name] = output
        events.append(c.event("DATA_PATCH", {"patch": {"step_outputs": dict(steps)}}))
    for frm, to in [("DRAFTED", "PREFLIGHT_RUNNING"), ("PREFLIGHT_RUNNING", "READY"), ("READY", "WORKING"),
                    ("WORKING", "VERIFYING"), ("VERIFYING", "VERIFIED"), ("VERIFIED", "COMPLETE")]:
        events.append(c.event("TRANSITION", {"from": frm, "to": to}, reason=f"{frm.lower()} done"))
    return events


def tricky_values():
    c = Chain("valörs-\u2028-task")
    floats = {
        "one": 1.0, "tenth": 0.1, "small": 1e-05, "tiny": 0.0001, "big": 1e16, "below_big": 1e15,
        "neg_zero": -0.0, "denormal": 5e-324, "max": 1.7976931348623157e308, "third": 1 / 3,
        "binary": 123456789.125, "neg_exp": -2.5e-07, "huge_int_float": 2.0**70,
    }
    specials = {"nan": float("nan"), "inf": float("inf"), "minus_inf": float("-inf"), "list": [float("nan"), 1, 1.0]}
    text = {
        "umlaut": "Grüße", "cjk": "中文", "line_sep": "a\u2028b\u2029c\u0085d", "astral": "😀𝄞",
        "controls": "\x00\x01\x1f\x7f\t\n\r\b\f", "quotes": "\"'\\/", "empty": "",
    }
    keys = {"\uffff": 1, "😀": 2, "\ue000": 3, "a": 4, "A": 5, "é": 6, "𝄞": 7, "": 8}
    ints = {"big": 2**70, "neg": -(2**64), "zero": 0, "safe_edge": 2**53 + 1}
    return [
        c.event("INIT", dict(INIT), reason="state initialized"),
        c.event("DATA_PATCH", {"patch": {"floats": floats}}),
        c.event("DATA_PATCH", {"patch": {"specials": specials}}),
        c.event("DATA_PATCH", {"patch": {"text": text}}, reason="unicode \u2028 reason ✓"),
        c.event("DATA_PATCH", {"patch": {"keys": keys, "ints": ints, "nested": [[], {}, [{"x": [None, True, False]}]]}}),
        c.event("EVIDENCE_ADD", {"key": "log", "path": "/tmp/évidence.log"}),
        c.event("DATA_PATCH", {"patch": {"text": {"__delete__": True}}}),
    ]


def lenient_header(length, crc):
    """Header spellings Python's int(x, 16) accepts: upper case, 0x, underscores, zero padding."""
    forms = [f"{length:X}", f"0x{length:x}", f"{length:08x}", f" {length:x} "]
    crc_forms = [f"{crc:X}", f"0X{crc:08X}", f"{crc:x}"[:2] + "_" + f"{crc:x}"[2:] if crc > 0xFF else f"{crc:x}", f"+{crc:x}"]
    i = length % 4
    return f"{forms[i]}:{crc_forms[i]}"


def flip_bit(data, offset, bit=0x04):
    out = bytearray(data)
    out[offset] ^= bit
    return bytes(out)


def main(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    expected = {}

    def write(name, data, **facts):
        with open(os.path.join(out_dir, name), "wb") as f:
            f.write(data)
        expected[name] = facts

    events = lifecycle()
    frames = [frame(e) for e in events]
    whole = b"".join(frames)
    write("lifecycle.wal.jsonl", whole, events=len(events), status="COMPLETE", problems=[])

    tricky = tricky_values()
    write("values.wal.jsonl", b"".join(frame(e) for e in tricky), events=len(tricky), status="DRAFTED", problems=[])

    mixed = b"".join(legacy_line(e) if i % 2 else frame(e) for i, e in enumerate(events))
    write("legacy-mixed.wal.jsonl", mixed, events=len(events), status="COMPLETE", problems=[], legacy=len(events) // 2)

    write("crlf.wal.jsonl", b"".join(frame(e, crlf=True) for e in tricky), events=len(tricky), status="DRAFTED",
          problems=[], line_endings="crlf")

    write("lenient-header.wal.jsonl", b"".join(frame(e, header=lenient_header) for e in events),
          events=len(events), status="COMPLETE", problems=[])

    # An append interrupted by a crash: the last frame stops mid-payload, without its newline.
    torn = whole[: len(whole) - len(frames[-1]) + len(frames[-1]) // 2]
    write("torn-tail.wal.jsonl", torn, events=len(events) - 1, status="VERIFIED", problems=[],
          torn_tail_offset=len(whole) - len(frames[-1]) + 1)

    crlf_whole = b"".join(frame(e, crlf=True) for e in events)
    torn_crlf = crlf_whole[:-1]  # the final \r was written, its \n was not: the payload is whole
    write("crlf-missing-final-lf.wal.jsonl", torn_crlf, events=len(events), status="COMPLETE", problems=[])

    # Bit rot in the last, completely written frame: upstream drops it as a "torn tail".
    last_start = len(whole) - len(frames[-1]) + 1
    flip_at = len(whole) - 20
    write("bitflip-last.wal.jsonl", flip_bit(whole, flip_at), events=len(events) - 1, status="VERIFIED",
          problems=[{"kind": "damaged-last-line", "offset": last_start}])

    # Damage in the middle: frame 3 of 9 (seq 3, a step result) has one flipped bit; seq 4 then
    # no longer links to its predecessor.
    mid_start = sum(len(f) for f in frames[:2]) + 1
    mid = flip_bit(whole, mid_start + 40)
    next_start = sum(len(f) for f in frames[:3]) + 1
    write("mid-damage.wal.jsonl", mid, events=len(events) - 1, status="COMPLETE",
          problems=[{"kind": "damaged-line", "offset": mid_start}, {"kind": "sequence", "offset": next_start},
                    {"kind": "prev-hash", "offset": next_start}])

    # Valid frames (CRC recomputed) around an event whose content was changed after hashing.
    tampered = [dict(e) for e in events]
    tampered[2] = dict(tampered[2], payload={"patch": {"step_outputs": {"fetch_user": {"id": 999}}}})
    t_start = sum(len(f) for f in frames[:2]) + 1
    write("tampered-chain.wal.jsonl", b"".join(frame(e) for e in tampered), events=len(events), status="COMPLETE",
          problems=[{"kind": "event-hash", "offset": t_start}])

    # A consistent chain that switches task ids: upstream refuses it ("event task_id mismatch").
    c = Chain("task-a")
    foreign = [c.event("INIT", dict(INIT)), c.event("DATA_PATCH", {"patch": {"k": 1}})]
    c.task_id = "task-b"
    foreign.append(c.event("DATA_PATCH", {"patch": {"k": 2}}))
    foreign_frames = [frame(e) for e in foreign]
    write("foreign-task.wal.jsonl", b"".join(foreign_frames), events=3, status="DRAFTED",
          problems=[{"kind": "task-id", "offset": len(foreign_frames[0]) + len(foreign_frames[1]) + 1}])

    c = Chain("illegal")
    illegal = [c.event("INIT", dict(INIT)), c.event("TRANSITION", {"from": "DRAFTED", "to": "COMPLETE"})]
    write("illegal-transition.wal.jsonl", b"".join(frame(e) for e in illegal), events=2, status="DRAFTED",
          problems=[{"kind": "projection", "offset": len(frame(illegal[0])) + 1}])

    with open(os.path.join(out_dir, "expected.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(expected, f, indent=2, sort_keys=True, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))

"""Build a Qt ``.qm`` translation image in memory from a ``(context, source) -> translation`` table.

Why not override ``QTranslator.translate`` in Python: PySide6 6.12 drops one reference to ``None`` per
call when Qt passes a null disambiguation to a Python override, and the interpreter aborts at exit
("none_dealloc"). Loading a real ``.qm`` image lets Qt answer natively (and faster), while the ``.ts``
files stay the single source: this image is built at start-up, no build step needed.

Layout (as read by ``QTranslatorPrivate::do_load``/``getMessage`` in Qt's ``qtranslator.cpp``): a 16-byte
magic, then blocks of ``tag:u8, length:u32be, data``. ``0x42`` Hashes: sorted ``(elfHash(source), offset)``
pairs as ``u32be``; ``0x69`` Messages: per message ``0x03`` translation (UTF-16BE), ``0x06`` source
(UTF-8), ``0x07`` context (UTF-8), ``0x01`` end. No Contexts block, so Qt skips its context pre-check.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping

QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_TAG_HASHES, _TAG_MESSAGES = 0x42, 0x69
_TAG_END, _TAG_TRANSLATION, _TAG_SOURCE, _TAG_CONTEXT = 0x01, 0x03, 0x06, 0x07


def elf_hash(data: bytes) -> int:
    """Qt's ``elfHash`` of the source text (plus disambiguation, which we never use); never 0."""
    value = 0
    for byte in data:
        value = ((value << 4) + byte) & 0xFFFFFFFF
        high = value & 0xF0000000
        if high:
            value ^= high >> 24
        value &= ~high & 0xFFFFFFFF
    return value or 1


def _field(tag: int, payload: bytes) -> bytes:
    return bytes([tag]) + struct.pack(">I", len(payload)) + payload


def build_qm(table: Mapping[tuple[str, str], str]) -> bytes:
    """The ``.qm`` image for ``table``; empty translations are left out (Qt then shows the source)."""
    messages = bytearray()
    hashes: list[tuple[int, int]] = []
    for (context, source), translation in sorted(table.items()):
        if not translation:
            continue
        hashes.append((elf_hash(source.encode("utf-8")), len(messages)))
        messages += _field(_TAG_TRANSLATION, translation.encode("utf-16-be"))
        messages += _field(_TAG_SOURCE, source.encode("utf-8"))
        messages += _field(_TAG_CONTEXT, context.encode("utf-8"))
        messages.append(_TAG_END)
    hash_block = b"".join(struct.pack(">II", value, offset) for value, offset in sorted(hashes))
    return QM_MAGIC + _field(_TAG_HASHES, hash_block) + _field(_TAG_MESSAGES, bytes(messages))

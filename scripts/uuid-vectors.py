#!/usr/bin/env python3
"""Writes crates/core/tests/data/uuid_python.json: name-based UUIDs (v3, v5) and the fields of
pasted UUIDs as Python's standard `uuid` module computes them, the independent reference the
core's tests compare with (crates/core/tests/uuid_python.rs). Run from the repository root:
    python3 scripts/uuid-vectors.py
The Python version is recorded in the file; the values do not depend on it (RFC 9562)."""
import json
import platform
import uuid

NAMESPACES = {
    "dns": uuid.NAMESPACE_DNS,
    "url": uuid.NAMESPACE_URL,
    "oid": uuid.NAMESPACE_OID,
    "x500": uuid.NAMESPACE_X500,
    "a3bb189e-8bf9-3888-9912-ace4e6543002": uuid.UUID("a3bb189e-8bf9-3888-9912-ace4e6543002"),
}
NAMES = ["python.org", "https://example.com/", "", "随手工具箱", "😀 name with spaces", "1.3.6.1", "x" * 300]

named = []
for ns_name, ns in NAMESPACES.items():
    for name in NAMES:
        named.append({"namespace": ns_name, "name": name, "v3": str(uuid.uuid3(ns, name)), "v5": str(uuid.uuid5(ns, name))})

VARIANTS = {uuid.RESERVED_NCS: "ncs", uuid.RFC_4122: "rfc", uuid.RESERVED_MICROSOFT: "microsoft", uuid.RESERVED_FUTURE: "future"}
GREGORIAN_OFFSET = 0x01B21DD213814000  # 100-ns ticks from 1582-10-15 to 1970-01-01

decoded = []
samples = [
    uuid.UUID("c232ab00-9414-11ec-b3c8-9f6bdeced846"),  # RFC 9562 appendix A.1 (v1)
    uuid.UUID("1ec9414c-232a-6b00-b3c8-9f6bdeced846"),  # A.5 (v6)
    uuid.UUID("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"),  # A.6 (v7)
    uuid.UUID("00000000-0000-1000-8000-000000000000"),  # v1 at the Gregorian epoch (before 1970)
    uuid.uuid1(node=0x010203040506, clock_seq=0x1234),
    uuid.uuid4(),
    uuid.uuid3(uuid.NAMESPACE_URL, "x"),
    uuid.uuid5(uuid.NAMESPACE_URL, "x"),
    uuid.UUID("00000000-0000-0000-0000-000000000000"),
    uuid.UUID("ffffffff-ffff-ffff-ffff-ffffffffffff"),
    uuid.UUID("6ba7b810-9dad-11d1-c0b4-00c04fd430c8"),  # Microsoft variant
    uuid.UUID("6ba7b810-9dad-11d1-00b4-00c04fd430c8"),  # NCS variant
]
for u in samples:
    item = {"uuid": str(u), "version": u.int >> 76 & 0xF, "variant": VARIANTS[u.variant]}
    version = item["version"]
    if item["variant"] == "rfc" and version in (1, 6):
        if version == 1:
            ticks = u.time
        else:  # v6 reorders v1's fields: time_high (32) | time_mid (16) | ver | time_low (12)
            ticks = (u.int >> 96) << 28 | (u.int >> 80 & 0xFFFF) << 12 | (u.int >> 64 & 0xFFF)
        item["unixMillis"] = (ticks - GREGORIAN_OFFSET) // 10_000
        item["clockSeq"] = u.clock_seq
        item["node"] = ":".join(f"{b:02x}" for b in u.node.to_bytes(6, "big"))
    elif item["variant"] == "rfc" and version == 7:
        item["unixMillis"] = u.int >> 80
    decoded.append(item)

with open("crates/core/tests/data/uuid_python.json", "w", encoding="utf-8") as f:
    json.dump({"python": platform.python_version(), "named": named, "decoded": decoded}, f, ensure_ascii=False, indent=1)
    f.write("\n")

#!/usr/bin/env python3
"""Writes the hand-made seed inputs of the text targets into fuzz/corpus/<target>/seed-*.

Each target reads a few option bytes first (arbitrary::Unstructured: one byte per choice or
flag, a length byte before a short string), then takes the rest as text; the helpers below
write inputs in that layout. Image seeds come from
`cargo test -p toolbox-fuzz-targets --test seeds -- --ignored`.
"""
import os
import struct

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")


def u(s):
    return s.encode("utf-8")


def short(s, ):
    b = u(s)
    return bytes([len(b)]) + b


def write(target, seeds):
    d = os.path.join(ROOT, target)
    os.makedirs(d, exist_ok=True)
    for i, data in enumerate(seeds):
        with open(os.path.join(d, f"seed-{i:02d}"), "wb") as f:
            f.write(data)


write("calculator", [bytes([a]) + u(t) for a, t in [
    (0, "1+2*3"), (0, "sin(30)+cos(60)"), (1, "sqrt(2)^2"), (0, "10^10^10"), (0, "9999999!"),
    (0, "((((1+2))))*-3"), (1, "ln(e)+log(1000)"), (0, "50+10%"), (0, "1/0"), (0, "2^0.5"),
    (1, "tan(pi/2)"), (0, "asin(2)"), (0, "0.1+0.2-0.3"), (0, "1e999*1e999"), (0, "√(16)×3÷4"),
    (0, "-(-(-2))!"), (1, "atan(1)*4-π"), (0, "2^53+1"), (0, "（1＋2）×３"),
]])

write("units", [bytes([c, un, d]) + u(t) for c, un, d, t in [
    (0, 0, 10, "1.5"), (1, 1, 10, "1e20"), (2, 2, 30, "-40"), (3, 0, 5, "1/3"), (4, 3, 12, "0.000001"),
    (5, 1, 10, "1,000"), (6, 2, 10, "-273.15"), (7, 0, 1, "123456789012345678901234567890"),
    (8, 1, 10, "1e-300"), (2, 99, 10, "5"), (0, 0, 10, ""), (1, 0, 10, "1e999999"),
]])

write("relatives", [bytes([s]) + u(t) for s, t in [
    (0, "爸爸的妈妈的哥哥"), (1, "老公的妈妈"), (0, "父之兄之子"), (0, "哥哥的弟弟"),
    (0, "爸爸的爸爸的爸爸的爸爸的爸爸的爸爸的爸爸"), (1, "老婆的姐姐的老公"), (0, "的的的"),
    (0, "儿子的女儿的老公"), (1, "妹妹,姐姐"), (0, "f,m,xb,s"),
]])

write("exchange", [
    bytes([0, 0, 2, 1]) + short("0.1382") + bytes([2]) + short("21.17") + u("1,234.5"),
    bytes([1, 0, 1, 1]) + short("0.14") + u("100"),
    bytes([2, 0, 1, 2]) + short("1e3") + u("0.005"),
    bytes([0, 0, 1, 3]) + short("0") + u("-1"),
    bytes([4, 0, 1, 4]) + short("187.4321") + u("99999999999999999999"),
])

rmb_amounts = ["1409.50", "¥1,000,000.01", "0.05", "9999999999999999.99", "10000000000000000",
               "-1", "abc", "0", "1e5", "100.001", "１２３.４", "1,2,3"]
write("rmb_to_capital", [bytes([i % 2, (i // 2) % 2, (i // 4) % 2]) + u(t)
                         for i, t in enumerate(rmb_amounts)])

write("rmb_read_capital", [u(t) for t in [
    "壹仟肆佰零玖元伍角", "人民币壹万元整", "貳拾參元正", "零元", "伍角捌分", "壹億零壹元",
    "壹仟零伍拾元零伍分", "玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分",
    "一千两百三十四块五毛", "拾元", "壹拾壹元", "元角分", "人民幣壹佰萬元整",
]])

opencc_texts = [
    "汉字转换测试：软件、鼠标、打印机、信息、网络。", "漢字轉換測試：軟體、滑鼠、印表機。",
    "香港的計程車司機在隧道裡。", "「引號」和〈書名〉、里程碑、後面、乾燥、乾隆",
    "中文English混合123，emoji😀与组合字符é。", "着手、看着、著作、一隻隻", "⿰氵⿱𠂉日 IDS 序列",
    "髮型、頭髮、發展、理髮店", "臺灣、台灣、檯燈、颱風", "芸芸眾生，云云", "\u0000\ufffd\u200d",
    "日本の旧字体：國語、舊字體、藝術", "只有、隻字片語", "面條、方便麵、麪包", "鬱金香、郁郁葱葱",
    "后天、皇后、後面",
]
write("opencc", [bytes([i]) + u(t) for i, t in enumerate(opencc_texts)])

write("pinyin", [bytes([style, v]) + short(sep) + bytes([k, c, s, h]) + struct.pack(">H", mx) + u(t)
                 for style, v, sep, k, c, s, h, mx, t in [
    (0, 0, " ", 1, 0, 1, 0, 100, "银行行长走在行人道上，了解了得到的东西。"),
    (1, 1, "", 0, 1, 0, 1, 5, "女儿绿了，一定不对。"),
    (2, 0, "-", 1, 0, 0, 0, 400, "重庆重新长大，长城很长。"),
    (3, 0, ",", 1, 1, 1, 1, 0, "Hello 世界 123\n第二行\r\n"),
    (4, 1, "  ", 0, 0, 1, 0, 20, "姓曾的曾经来过，单姓单"),
    (0, 0, "ü", 1, 0, 1, 1, 200, "𠀀𪚥 嗯呣 兀 〇"),
]])

write("text_tools", [bytes([m, a, b, c, s]) + u(t) for m, a, b, c, s, t in [
    (0, 1, 1, 1, 0, "Hello World\nhello world\n\n  Hello World  \n"),
    (2, 0, 1, 0, 1, "the quick brown fox\nThe Quick Brown Fox\nÉcole\nécole"),
    (4, 1, 0, 1, 2, "someVariableName\nsome_variable_name\nSOME-VARIABLE-NAME"),
    (3, 0, 0, 0, 0, "hello. world! 你好。再见\r\nß ǅ İ ﬁ"),
    (5, 1, 1, 1, 1, "👨‍👩‍👧 emoji 家庭\n\u0301 combining\n\t\ttabs"),
    (6, 0, 0, 0, 2, "\n\n\n"),
    (1, 1, 1, 1, 1, "ΣΑΣ ὈΔΥΣΣΕΎΣ ǈ ǉ"),
]])

write("timestamp", [struct.pack(">H", z) + struct.pack("<q", ms) + u(t) for z, ms, t in [
    (0, 0, "1700000000"), (100, 1700000000123, "1700000000123"), (200, -1, "2024-02-29 12:00:00"),
    (300, 2**62, "2024-03-10T02:30:00"), (400, -2**62, "17000000001234567"),
    (50, 86400000, "abc"), (250, 0, "2024-11-03 01:30:00"), (10, 0, "9999-12-31 23:59:59"),
    (20, 0, "-62135596800"), (30, 0, "2024/1/2 3:04"), (40, 0, "1e10"), (60, 0, " 1700000000 "),
]])

write("color", [bytes([f]) + u(t) for f, t in [
    (0, "#ff8800"), (0, "#f80"), (1, "rgb(255, 136, 0)"), (3, "hsl(30, 100%, 50%)"),
    (2, "hsb(30, 100%, 100%)"), (4, "cmyk(0%, 47%, 100%, 0%)"), (0, "red"), (1, "255 136 0"),
    (3, "hsl(360deg 100% 50%)"), (4, "0,0,0,100"), (1, "rgb(300, -1, 1e9)"), (2, "hsb(NaN,0,0)"),
]])


def request(sym, ec=0, size=(0, 200), margin=4, mw=2, bh=40, text_flag=1, fg=(0, 0, 0), bg=(255, 255, 255)):
    # size: flag byte 0 then a 2-byte int in 0..=300 (big-endian-ish, taken modulo the range)
    return (bytes([sym, ec, 0]) + struct.pack(">H", size[1]) + bytes([0, margin, 0, mw, 0, bh, text_flag])
            + bytes([0]) + bytes(fg) + bytes([0]) + bytes(bg))


write("codes", [request(s) + u(t) for s, t in [
    (0, "https://example.com/?q=二维码"), (1, "Code 128 ABC-abc"), (2, "6901234567892"), (3, "9031101"),
    (4, "036000291452"), (5, "CODE-39 $/+%"), (6, "1540014128876"), (7, "A40156B"), (0, "漢字かなカナ"),
    (2, "123"), (7, "ABCD"), (1, "\u0000\u00ff"), (0, ""),
]] + [request(0, size=(0, 300), margin=20) + u("x" * 3000)])

write("code_payloads", [
    bytes([1]) + short("Home;Wi-Fi") + short("p@ss:word\\") + bytes([0, 1]) + request(0),
    bytes([1]) + short("") + short("") + bytes([2, 0]) + request(0),
    bytes([0]) + b"".join(short(x) for x in ["张三", "+86 138 0000 0000", "a@b.cn", "公司", "工程师",
                                             "北京市;海淀区", "https://example.com", "备注,逗号"]) + request(0),
])

write("uuid_xlsx", [bytes([v, 0, q, up, hy]) + struct.pack("<Q", now) + bytes([7]) + short(hd) + short(sh) + u(t)
                    for v, q, up, hy, now, hd, sh, t in [
    (0, 5, 0, 1, 1700000000000, "UUID", "Sheet1", "5"),
    (1, 20, 1, 0, 0, "=cmd|' /C calc'!A0", "a/b\\c?*[]", "10001"),
    (2, 50, 0, 1, 2**63, "", "", "1\n2\n3\n=1+1\n@SUM(A1)"),
    (2, 0, 0, 0, 0, "名字", "历史", "0"), (0, 1, 1, 1, 1, "x" * 40, "'Sheet'", "abc"),
]])

write("image_ops", [bytes(range(256)) * 4, bytes([5, 5, 1, 90, 1]) + bytes(300), b"\xff" * 64])

# Issue 8 and 10 look-ups: a flag (also read the text as a prefix table), then the number.
small_table = ("PHONE-COMPACT 1 test 2024-01\n@regions 2\n北京|北京|100000|010|Beijing|Beijing\n"
               "广东|深圳|518000|0755|Guangdong|Shenzhen\n@areas 2\n80000 1000 0\n0 a 1\n"
               "@carriers 2\n80000 500 1\n0 500 2\n")
write("phone", [bytes([0]) + u(t) for t in [
    "138 0013 8000", "+86-138-0013-8000", "008613800138000", "13800138000", "１３８００１３８０００",
    "+87 138 0013 8000", "1380013800", "138001380001", "23800138000", "\u3000138\t0013-8000 ",
    "+", "+86", "0086", "", "abc", "19912345678", "17012345678", "14012345678",
]] + [bytes([1]) + u(small_table), bytes([1]) + u(small_table.replace("@areas 2", "@areas 99")),
      bytes([1]) + u("PHONE-COMPACT 1 x 2024-0\n")])


def ms(v):
    # world_time reads millis as int_in_range over a 6-byte span, big-endian, offset from -2.2e12.
    return (v + 2_208_988_800_000).to_bytes(6, "big")


write("world_time", [bytes([0]) + ms(m) + bytes([len(zs)]) + b"".join(struct.pack(">H", z) for z in zs)
                     + struct.pack(">H", lim) + u(q) for m, zs, lim, q in [
    (1710054000000, [0, 100, 200], 10, "new york"), (1700000000000, [300, 400, 500, 597], 5, "北京"),
    (0, [], 0, ""), (1711846800000, [250], 50, "America/Argentina"), (-2208988800000, [1, 2], 500, "a"),
    (4102444800000, [150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161], 3, "Lord_Howe"),
    (1730000000000, [420], 20, "  SAN  francisco "), (1730000000000, [9999], 20, "伦敦"),
]] + [bytes([1]) + struct.pack(">q", 2**62) + bytes([1, 0, 5]) + u("x"),
      bytes([1]) + struct.pack(">q", -2**63) + bytes([2, 0, 50, 0, 60]) + u("z")])

write("weather_city", [u(t) for t in [
    "深圳", "深圳市", "shenzhen", "ShenZhen", "Xi'an", "xian", "suzhou", "苏州", "深圳南山", "shenzen",
    "北京市", "甘南藏族自治州", "440300", "", "   ", "x" * 100, "乌鲁木齐", "lüliang", "lvliang", "香港",
]])

# Issue 9 games: option bytes, a few random bytes (the source loops over them), then text.
write("lottery", [bytes([0, n, 0]) + (cur * 10).to_bytes(3, "big") + bytes([len(r)]) + r + u(t)
                  for n, cur, r, t in [
    (6, 0, b"\x01\x02\x03\x04\x05\x06", "一等奖"), (1, 359, b"", "  Free   coffee\tfor a week  "),
    (12, 180, b"\xff\xff\xff\xff", "🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉"), (0, 0, b"", ""),
    (3, 90, b"\x00", "a\u0000b\u200dc"), (7, 1, b"\x80\x00\x00\x00\xff\xff", "👨‍👩‍👧 家庭大奖"),
]] + [bytes([1, 255, 255, 255, 255, 1]) + struct.pack("<d", 1e300) + bytes([0]) + u("x")])


def cfg(pool, choices, rounds, lives):
    return bytes([0, pool, 0, choices, 0, rounds, 0, lives])


write("quiz", [
    bytes([4, 1, 2, 3, 4]) + cfg(60, 4, 20, 3) + bytes([1]) + bytes([1, 0] * 30),
    bytes([0]) + cfg(4, 4, 4, 1) + bytes([1]) + bytes([2, 0, 3, 0, 1, 1, 0, 2, 0, 7]),
    bytes([8]) + b"\xff" * 8 + cfg(60, 4, 20, 3) + bytes([1, 1, 0, 1]),
    # Made up field by field: 3 asked, 2 options; round, score (two bytes), correct, lives,
    # streak, best streak; the asked items; a question on the table; not over; then moves.
    bytes([0]) + cfg(10, 2, 10, 3) + bytes([0, 3, 2, 0, 3, 0, 0, 20, 0, 2, 0, 3, 0, 1, 0, 2])
    + bytes([0, 1, 0, 2, 0, 3]) + bytes([1, 0, 5, 0, 5, 0, 6, 0]) + bytes([1, 0, 2, 0, 6, 1]),
    bytes([0]) + cfg(0, 0, 0, 0) + bytes([1]),
])

write("coin", [
    bytes([0, 3, 2, 0, 1, 0]), bytes([0, 10, 4, 1, 2, 3, 4, 1, 5, 0, 2, 0, 3, 1, 0, 1, 0, 2, 0, 2, 0, 3, 5, 0, 1, 0, 1, 1]),
    bytes([1, 0, 0, 0, 0, 0]), bytes([0, 1, 0, 1, 40] + [0, 1, 0, 2] * 3 + [1, 1] + [1] * 50),
])

write("device", [
    bytes([0]) + (a + 100_000).to_bytes(3, "big") + bytes([0]) + (s + 100_000).to_bytes(3, "big")
    + bytes([len(samples)]) + b"".join(bytes([0]) + (v + 100_000).to_bytes(3, "big") for smp in samples for v in smp)
    for a, s, samples in [
        (9000, 0, [(0, 5000, 10000), (100, 5100, 10100)]), (35999, 9000, [(0, 0, 0)]),
        (-100, -9000, [(1000, 0, 500)]), (0, 27000, []), (35996, 0, [(0, 10**5 - 1, 99999)] * 8),
    ]
] + [bytes([1]) + struct.pack("<d", float("nan")) + bytes([1]) + struct.pack("<d", float("inf")) + bytes([0])])

# Text files as saved by editors: UTF-8 (with and without BOM), UTF-16 both ways, the legacy
# Chinese, Japanese and Korean encodings, Latin-1, and binary files named .txt.
poem = "床前明月光，疑是地上霜。\r\n举头望明月，低头思故乡。\n"
write("textfile", [
    u(poem), b"\xef\xbb\xbf" + u(poem), b"\xff\xfe" + poem.encode("utf-16-le"),
    b"\xfe\xff" + poem.encode("utf-16-be"), poem.encode("gbk"), "床前明月光，疑是地上霜。".encode("big5"),
    "これは日本語のテキストです。".encode("shift_jis"), "한국어 텍스트입니다".encode("euc_kr"),
    "Café déjà vu – naïve".encode("cp1252"), poem.encode("utf-16-le"), b"", b"\x89PNG\r\n\x1a\n\x00\x00",
    bytes(range(256)), poem.encode("gb18030") + "𠀀".encode("gb18030"), b"\x1a\x1b plain",
])

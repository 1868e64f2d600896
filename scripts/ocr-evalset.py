#!/usr/bin/env python3
"""Writes the OCR evaluation set: 60 generated pages (notices, receipts, menus, app screens,
paragraphs) in Chinese, English and mixed text, 12-40 px, clean or with photo-like damage
(rotation 1-4 degrees, perspective, blur, JPEG quality 40, uneven light, noise), and their
ground truth, plus one 12-megapixel photo of a notice for timing. A fixed seed: a rerun writes the same images (a few seconds), so the set is not
committed. scripts/bench-ocr-eval.mjs reads it.

    apt-get install fonts-dejavu-core fonts-liberation fonts-noto-cjk
    python3 -m venv /tmp/ocrpy && /tmp/ocrpy/bin/pip install pillow
    /tmp/ocrpy/bin/python scripts/ocr-evalset.py [out-dir]     # default target/ocr-eval
    /tmp/ocrpy/bin/python scripts/ocr-evalset.py --fixtures    # the e2e test's two photos

Output: one PNG (clean) or JPEG (photo) per page and truth.json, a list of
{file, lang, damage, kind, size, font, text}; `lang` is zh, en or mixed, `damage` clean or
photo, `text` has one line per line of the page. The sentences are our own.
"""
import json
import random
import sys
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

ROOT = Path(__file__).resolve().parent.parent
ARGS = [a for a in sys.argv[1:] if not a.startswith('--')]
OUT = Path(ARGS[0]) if ARGS else ROOT / 'target/ocr-eval'
SEED = 20261128

ZH = [
    '本周六上午九点停水，请提前储水。', '电梯维修期间请走楼梯，注意安全。', '会议改在四楼四零二室举行。',
    '请在三月三十一日前缴纳物业费。', '快递请放在门卫室，谢谢配合。', '小区东门晚上十点后关闭。',
    '图书馆周一闭馆，其他时间正常开放。', '地铁十号线将于明天早上六点开始运营。', '窗外下着小雨，街上的行人撑起了伞。',
    '周末我们一起去公园看花吧。', '这本书讲述了一个关于友谊的故事。', '请保管好收据，以便日后查询。',
    '新鲜面包、牛奶、鸡蛋和两公斤大米。', '扫描门口的二维码即可进入博物馆。', '春眠不觉晓，处处闻啼鸟。',
    '夜来风雨声，花落知多少。', '宫保鸡丁', '麻婆豆腐', '红烧牛肉面', '西红柿炒鸡蛋', '酸辣土豆丝',
    '清蒸鲈鱼', '扬州炒饭', '冬瓜排骨汤', '设置', '通知', '隐私与安全', '清除缓存', '关于我们',
    '账号与绑定', '消息提醒', '深色模式', '欢迎光临，请出示健康码。', '请勿在楼道内堆放杂物。',
    '垃圾分类从我做起，保护环境人人有责。', '今天天气晴朗，适合出门散步。', '办理业务请先取号排队。',
    '本店营业时间为上午九点至晚上六点半。', '失物招领处设在一楼服务台。', '为了您的安全，请系好安全带。',
]
EN = [
    'Water will be shut off on Saturday from 9 am.', 'Please use the stairs while the lift is repaired.',
    'The meeting moved to Room 402 on the fourth floor.', 'Pay the service charge before March 31.',
    'Parcels can be left at the front desk.', 'The east gate closes at 10 pm every night.',
    'The library is closed on Mondays.', 'Keep the window closed when the heating is on.',
    'The quick brown fox jumps over the lazy dog.', 'Return the library books before Friday, June 6.',
    'Mix two cups of flour with one spoon of sugar.', 'Scan the code at the gate to enter the museum.',
    'Grilled chicken salad', 'Tomato basil soup', 'Beef noodles', 'Fish and chips', 'Apple pie',
    'Lemon tea', 'Settings', 'Notifications', 'Privacy and security', 'Clear cache', 'About us',
    'Dark mode', 'Sign out', 'Battery level 87%, about 45 minutes to full charge.',
    'Train G1234 leaves platform 7 at 08:15 sharp.', 'Please keep this receipt for your records.',
    'Lost property is kept at the service desk.', 'Fasten your seat belt for your own safety.',
    'Open daily from 9:00 to 18:30, closed on holidays.', 'Call 010-6552 8899 or write to help@example.com',
]
MIXED = [
    '版本 2.1 支持 PNG 和 JPEG 格式。', '下载 Handy Toolbox 的最新版本。', '联系电话 010-6552 8899，欢迎来电。',
    '会议时间：3 月 15 日 14:30，地点 A 座。', '请用 Chrome 或 Firefox 打开这个页面。',
    '本月流量已用 12.5 GB，剩余 7.5 GB。', 'Wi-Fi 密码：toolbox2024', '拿铁咖啡 Latte', '美式咖啡 Americano',
    '蓝牙 Bluetooth', '订单号 20241128-0073', '共 3 件商品，合计 ¥128.50', '扫码关注 WeChat 公众号',
    'G1234 次列车 08:15 发车', '第 7 站台 Platform 7', '营业时间 Mon-Fri 9:00-18:00',
]

LATIN_FONTS = [
    ('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', None),
    ('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', None),
    ('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', None),
    ('/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf', None),
    ('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', None),
]
CJK_FONTS = [
    ('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'Noto Sans CJK SC'),
    ('/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', 'Noto Serif CJK SC'),
    ('/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', 'Noto Sans CJK SC'),
]
KINDS = ['notice', 'receipt', 'menu', 'app', 'paragraph']


def load_font(path, face, size):
    if face is None:
        return ImageFont.truetype(path, size)
    for index in range(16):
        font = ImageFont.truetype(path, size, index=index)
        if font.getname()[0] == face:
            return font
    raise SystemExit(f'{face} not found in {path}')


def pick_lines(rng, lang, kind):
    pool = {'zh': ZH, 'en': EN, 'mixed': MIXED}[lang]
    short = [s for s in pool if len(s) <= 16]
    long = [s for s in pool if len(s) > 16] or pool
    if kind in ('menu', 'app'):
        return rng.sample(short or pool, min(len(short or pool), rng.randint(4, 7)))
    if kind == 'receipt':
        return rng.sample(pool, rng.randint(4, 6))
    return rng.sample(long, min(len(long), rng.randint(3, 5)))


def render(rng, lang, kind, size):
    """A page: the lines (with a price column on menus and receipts) on paper."""
    lines = pick_lines(rng, lang, kind)
    fonts = CJK_FONTS if lang != 'en' else LATIN_FONTS + CJK_FONTS[:1]
    path, face = rng.choice(fonts)
    font = load_font(path, face, size)
    prices = kind in ('menu', 'receipt')
    texts = []
    for line in lines:
        if prices:
            texts.append((line, f'{rng.randint(3, 98)}.{rng.choice(["00", "50", "80"])}'))
        else:
            texts.append((line, None))
    pitch = round(size * rng.uniform(1.5, 1.9))
    margin = size * 2
    text_w = max(font.getbbox(t)[2] for t, _ in texts)
    gap = size * 3 if prices else 0
    price_w = max((font.getbbox(p)[2] for _, p in texts if p), default=0)
    width = margin * 2 + text_w + gap + price_w
    height = margin * 2 + pitch * len(texts)
    paper = (255, 255, 255) if kind == 'app' else tuple(rng.randint(236, 255) for _ in range(3))
    image = Image.new('RGB', (width, height), paper)
    draw = ImageDraw.Draw(image)
    ink = rng.choice([(0, 0, 0), (30, 30, 40), (50, 50, 80)])
    truth = []
    for i, (text, price) in enumerate(texts):
        y = margin + i * pitch + size  # the baseline: Chinese and Latin glyphs share it
        draw.text((margin, y), text, font=font, fill=ink, anchor='ls')
        if price:
            draw.text((width - margin, y), price, font=font, fill=ink, anchor='rs')
            truth.append(f'{text} {price}')
        else:
            truth.append(text)
    return image, truth, Path(path).stem


def photo(image, rng):
    """Photo-like damage: perspective, rotation, uneven light, blur, noise (JPEG 40 on save)."""
    w, h = image.size
    pad = int(0.08 * max(w, h))
    canvas = Image.new('RGB', (w + 2 * pad, h + 2 * pad), (200, 200, 195))
    canvas.paste(image, (pad, pad))
    image = canvas
    w, h = image.size
    # Perspective: each corner moved by up to 3 % of the size.
    j = lambda s: rng.uniform(-0.03, 0.03) * s  # noqa: E731
    quad = (j(w), j(h), j(w), h + j(h), w + j(w), h + j(h), w + j(w), j(h))
    image = image.transform((w, h), Image.QUAD, quad, Image.BICUBIC, fillcolor=(200, 200, 195))
    angle = rng.choice([-1, 1]) * rng.uniform(1, 4)
    image = image.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=(200, 200, 195))
    w, h = image.size
    # Uneven light: a gradient from one side, 60-100 % brightness.
    low = rng.uniform(0.6, 0.8)
    ramp = Image.linear_gradient('L')
    if rng.random() < 0.5:
        ramp = ramp.rotate(90)  # from the side instead of from above
    ramp = ramp.resize((w, h))
    light = ramp.point(lambda v: int(255 * (low + (1 - low) * v / 255)))
    image = ImageChops.multiply(image, Image.merge('RGB', [light] * 3))
    image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.1)))
    noise = Image.frombytes('L', (w, h), rng.randbytes(w * h))
    amp = rng.uniform(0.06, 0.12)
    noise = noise.point(lambda v: int(128 + (v - 128) * amp))
    image = Image.merge('RGB', [ImageChops.add(c, noise, 1.0, -128) for c in image.split()])
    return image, round(angle, 1)


FIXTURES = ROOT / 'tests/fixtures/ocr'
# The pages the browser test reads (tests/e2e/tools/image-text.spec.ts): known lines, photo-like.
FIXTURE_PAGES = {
    'photo-zh.jpg': ('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'Noto Sans CJK SC',
                     ['本周六上午九点停水，请提前储水。', '电梯维修期间请走楼梯，注意安全。',
                      '快递请放在门卫室，谢谢配合。']),
    'photo-en.jpg': ('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', None,
                     ['Water will be shut off on Saturday from 9 am.',
                      'Please use the stairs while the lift is repaired.',
                      'Parcels can be left at the front desk.']),
}


def fixtures():
    rng = random.Random(SEED + 1)
    for name, (path, face, lines) in FIXTURE_PAGES.items():
        font = load_font(path, face, 26)
        width = max(font.getbbox(t)[2] for t in lines) + 104
        image = Image.new('RGB', (width, 104 + 46 * len(lines)), (250, 248, 240))
        draw = ImageDraw.Draw(image)
        for i, line in enumerate(lines):
            draw.text((52, 52 + 26 + 46 * i), line, font=font, fill=(30, 30, 40), anchor='ls')
        image, _ = photo(image, rng)
        image.save(FIXTURES / name, quality=40)
    print(f'wrote {", ".join(FIXTURE_PAGES)} to {FIXTURES}')


def main():
    if '--fixtures' in sys.argv:
        return fixtures()
    rng = random.Random(SEED)
    OUT.mkdir(parents=True, exist_ok=True)
    for old in list(OUT.glob('*.png')) + list(OUT.glob('*.jpg')):
        old.unlink()
    plan = [('zh', 'clean', 10), ('zh', 'photo', 15), ('en', 'clean', 10), ('en', 'photo', 15),
            ('mixed', 'clean', 5), ('mixed', 'photo', 5)]
    truth = []
    for lang, damage, count in plan:
        for i in range(count):
            kind = KINDS[i % len(KINDS)]
            size = rng.choice([12, 14, 16, 20, 24, 28, 32, 40])
            image, lines, font = render(rng, lang, kind, size)
            entry = {'lang': lang, 'damage': damage, 'kind': kind, 'size': size, 'font': font}
            if damage == 'photo':
                image, entry['angle'] = photo(image, rng)
                name = f'{lang}-{damage}-{i + 1:02d}.jpg'
                image.save(OUT / name, quality=40)
            else:
                name = f'{lang}-{damage}-{i + 1:02d}.png'
                image.save(OUT / name, optimize=True)
            truth.append({'file': name, **entry, 'text': '\n'.join(lines)})
    # The speed test: a 12-megapixel phone photo of a notice (4000 × 3000), scored apart.
    image, lines, font = render(rng, 'zh', 'notice', 96)
    image, angle = photo(image, rng)
    image = image.resize((4000, 3000), Image.BICUBIC)
    image.save(OUT / 'notice-12mp.jpg', quality=85)
    truth.append({'file': 'notice-12mp.jpg', 'lang': 'zh', 'damage': '12mp', 'kind': 'notice',
                  'size': 96, 'font': font, 'angle': angle, 'text': '\n'.join(lines)})
    (OUT / 'truth.json').write_text(json.dumps(truth, ensure_ascii=False, indent=1) + '\n')
    print(f'wrote {len(truth)} pages to {OUT}')


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Writes the OCR test images: known English, Chinese and mixed text in several fonts and sizes,
slightly rotated, with noise, blur and tinted paper, plus their ground truth.

    apt-get install fonts-dejavu-core fonts-liberation fonts-noto-cjk fonts-wqy-microhei fonts-arphic-ukai
    python3 -m venv /tmp/ocrpy && /tmp/ocrpy/bin/pip install pillow
    /tmp/ocrpy/bin/python scripts/ocr-samples.py        # rewrites tests/fixtures/ocr/

Output (tests/fixtures/ocr/): one PNG or JPEG per sample and truth.json, a list of
{file, lang, text, font, size, angle, noise, blur}. `lang` is the set the sample belongs to
(eng, chi_sim, mixed); `text` has one line per line of the image. Everything comes from a
fixed seed, so a rerun writes the same images. The sentences are our own.
scripts/bench-ocr.mjs reads them (character error rate, time per image), and the e2e spec
tests/e2e/tools/image-text.spec.ts recognises the first sample of each language.
"""
import json
import random
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / 'tests/fixtures/ocr'
SEED = 20261124

ENGLISH = [
    'Handy tools run in your browser and work offline.',
    'The quick brown fox jumps over the lazy dog.',
    'Invoice 2024-0317: total due $1,284.50 by March 31.',
    'Please keep this receipt for your records.',
    'Open daily from 9:00 to 18:30, closed on holidays.',
    'Call 010-6552 8899 or write to help@example.com',
    'Battery level 87%, about 45 minutes to full charge.',
    'The meeting moved to Room 402 on the fourth floor.',
    'Fresh bread, milk, eggs and two kilograms of rice.',
    'Scan the code at the gate to enter the museum.',
    'Train G1234 leaves platform 7 at 08:15 sharp.',
    'Keep the window closed when the heating is on.',
    'Return the library books before Friday, June 6.',
    'Mix two cups of flour with one spoon of sugar.',
]

CHINESE = [
    '图片中的文字会在你的设备上识别。',
    '今天天气晴朗，适合出门散步。',
    '请在三月三十一日前缴纳电费。',
    '会议改在四楼四零二室举行。',
    '本店营业时间为上午九点至晚上六点半。',
    '随手工具箱可以在浏览器里离线使用。',
    '新鲜面包、牛奶、鸡蛋和两公斤大米。',
    '扫描门口的二维码即可进入博物馆。',
    '春眠不觉晓，处处闻啼鸟。',
    '请保管好收据，以便日后查询。',
    '地铁十号线将于明天早上六点开始运营。',
    '窗外下着小雨，街上的行人撑起了伞。',
    '周末我们一起去公园看花吧。',
    '这本书讲述了一个关于友谊的故事。',
]

MIXED = [
    '版本 2.1 支持 PNG 和 JPEG 格式。',
    '下载 Handy Toolbox 的最新版本。',
    '联系电话 010-6552 8899，欢迎来电。',
    '会议时间：3 月 15 日 14:30，地点 A 座。',
    '请用 Chrome 或 Firefox 打开这个页面。',
    '本月流量已用 12.5 GB，剩余 7.5 GB。',
]

# (family shown in truth.json, file, face name to pick from a collection)
LATIN_FONTS = [
    ('DejaVu Sans', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', None),
    ('DejaVu Serif', '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', None),
    ('Liberation Sans', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', None),
    ('Liberation Serif', '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf', None),
    ('Liberation Mono', '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf', None),
    ('DejaVu Sans Bold', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', None),
]
CJK_FONTS = [
    ('Noto Sans CJK SC', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'Noto Sans CJK SC'),
    ('Noto Serif CJK SC', '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', 'Noto Serif CJK SC'),
    ('WenQuanYi Micro Hei', '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYi Micro Hei'),
    ('AR PL UKai CN', '/usr/share/fonts/truetype/arphic/ukai.ttc', 'AR PL UKai CN'),
    ('Noto Sans CJK SC Bold', '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', 'Noto Sans CJK SC'),
]

SIZES = [18, 24, 32, 44]
NOISE = [0, 6, 12, 20]


def load_font(path, face, size):
    if face is None:
        return ImageFont.truetype(path, size)
    for index in range(16):
        font = ImageFont.truetype(path, size, index=index)
        if font.getname()[0] == face:
            return font
    raise SystemExit(f'{face} not found in {path}')


def add_noise(image, sigma, rng):
    """Gaussian noise from our own seeded generator (Pillow's effect_noise is not seedable)."""
    w, h = image.size
    noise = bytes(max(0, min(255, int(rng.gauss(128, sigma)))) for _ in range(w * h))
    grey = Image.frombytes('L', (w, h), noise)
    channels = [ImageChops.add(c, grey, 1.0, -128) for c in image.split()]
    return Image.merge(image.mode, channels)


def render(lines, font_spec, size, angle, noise, blur, ink, paper, rng):
    _, path, face = font_spec
    font = load_font(path, face, size)
    gap = round(size * 0.6)
    boxes = [font.getbbox(line) for line in lines]
    width = max(b[2] - b[0] for b in boxes) + 2 * size
    line_h = max(b[3] for b in boxes) + gap
    height = line_h * len(lines) + 2 * size - gap
    image = Image.new('RGB', (width, height), paper)
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        draw.text((size, size + i * line_h), line, font=font, fill=ink)
    if angle:
        image = image.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=paper)
    if blur:
        image = image.filter(ImageFilter.GaussianBlur(blur))
    if noise:
        image = add_noise(image, noise, rng)
    return image


def samples(rng):
    sets = [('eng', ENGLISH, LATIN_FONTS, 12), ('chi_sim', CHINESE, CJK_FONTS, 12),
            ('mixed', MIXED, CJK_FONTS, 4)]
    for lang, sentences, fonts, count in sets:
        for i in range(count):
            # The first sample of each set is the easy one the browser test recognises.
            easy = i == 0
            n_lines = 2 if easy else rng.choice([1, 2, 3])
            start = 0 if easy else rng.randrange(len(sentences))
            lines = [sentences[(start + k) % len(sentences)] for k in range(n_lines)]
            font = fonts[i % len(fonts)]
            size = 32 if easy else SIZES[i % len(SIZES)]
            angle = 0.0 if easy else round(rng.uniform(-3, 3), 1)
            noise = 0 if easy else NOISE[(i // 2) % len(NOISE)]
            blur = 0 if easy else rng.choice([0, 0, 0.6])
            tint = rng.randrange(215, 256)
            paper = (255, 255, 255) if easy else (tint, tint - rng.randrange(0, 12), tint - rng.randrange(0, 25))
            ink = (20, 20, 20) if easy else rng.choice([(0, 0, 0), (40, 40, 60), (70, 30, 30)])
            jpeg = not easy and noise > 0
            name = f'{lang}-{i + 1:02d}.{"jpg" if jpeg else "png"}'
            image = render(lines, font, size, angle, noise, blur, ink, paper, rng)
            yield name, image, jpeg, {
                'file': name, 'lang': lang, 'text': '\n'.join(lines), 'font': font[0],
                'size': size, 'angle': angle, 'noise': noise, 'blur': blur,
            }


def main():
    rng = random.Random(SEED)
    OUT.mkdir(parents=True, exist_ok=True)
    for old in list(OUT.glob('*.png')) + list(OUT.glob('*.jpg')):
        old.unlink()
    truth = []
    for name, image, jpeg, entry in samples(rng):
        if jpeg:
            image.save(OUT / name, quality=80, optimize=True)
        else:
            image.convert('L').save(OUT / name, optimize=True)
        truth.append(entry)
    (OUT / 'truth.json').write_text(json.dumps(truth, ensure_ascii=False, indent=2) + '\n')
    total = sum(p.stat().st_size for p in OUT.iterdir())
    print(f'wrote {len(truth)} samples to {OUT.relative_to(ROOT)} ({total / 1024:.0f} KiB)')


if __name__ == '__main__':
    main()

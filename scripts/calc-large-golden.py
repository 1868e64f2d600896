#!/usr/bin/env python3
"""Writes crates/core/src/calc/calculator/golden-large.tsv: trigonometry (and powers) of large
inexact arguments, where a result's digits depend on carrying enough precision through the
whole expression (issue 24: sin(√2·1E70) was wrong from the 8th digit, sin(√2·1E80) entirely,
sin(π·9E16) gave 7e-61 instead of 0). The expected display is computed by mpmath with 1,300
digits, so √2·1E300 is exact to far more digits than its reduction modulo 2π needs.

    pip install mpmath==1.3.0 && python3 scripts/calc-large-golden.py

The Rust test `large_arguments_match_mpmath` reads the committed file. A line whose expected
value is `imprecise` must give the calculator's "too large to give a meaningful result".
Display rule: as scripts/calc-golden.py (16 significant digits, half away from zero).
"""
import random
from decimal import ROUND_HALF_UP, Decimal, getcontext
from pathlib import Path

import mpmath as mp

assert mp.__version__ == '1.3.0', mp.__version__
mp.mp.dps = 1300
getcontext().prec = 80
OUT = Path(__file__).resolve().parent.parent / 'crates/core/src/calc/calculator/golden-large.tsv'


def show(value) -> str:
    # A true zero (sin of π·10^k) computed with 1,300 digits is about 10^-(1300-k) with
    # k < 600; no other case here comes anywhere near 10^-700.
    if abs(value) < mp.mpf(10) ** -700:
        return '0'
    d = Decimal(mp.nstr(value, 55, strip_zeros=False, min_fixed=-1, max_fixed=-1))
    exp = d.adjusted()
    q = d.quantize(Decimal(1).scaleb(exp - 15), rounding=ROUND_HALF_UP)
    exp = q.adjusted()
    sign = '-' if q < 0 else ''
    digits = str(abs(q.scaleb(-exp + 15)).to_integral_value()).rstrip('0') or '0'
    if -7 <= exp < 16:
        if exp >= 0:
            whole = digits[: exp + 1].ljust(exp + 1, '0')
            frac = digits[exp + 1:]
            return sign + whole + ('.' + frac if frac else '')
        return sign + '0.' + '0' * (-exp - 1) + digits
    mant = digits[0] + ('.' + digits[1:] if len(digits) > 1 else '')
    return f'{sign}{mant}×10^{exp}'


FACTORS = {'sqrt(2)': mp.sqrt(2), 'sqrt(3)': mp.sqrt(3), 'pi': mp.pi, 'e': mp.e,
           'ln(2)': mp.log(2), 'sqrt(7)/3': mp.sqrt(7) / 3}
FUNCS = {'sin': mp.sin, 'cos': mp.cos, 'tan': mp.tan}


def main():
    rng = random.Random(24)
    cases = [
        ('radians', 'sin(sqrt(2)*1E70)', mp.sin(mp.sqrt(2) * mp.mpf(10) ** 70)),
        ('radians', 'sin(sqrt(2)*1E80)', mp.sin(mp.sqrt(2) * mp.mpf(10) ** 80)),
        ('radians', 'sin(pi*9E16)', mp.mpf(0)),
        ('radians', 'cos(pi*9E16)', mp.mpf(1)),
        ('radians', 'cos(pi*(9E16+1))', mp.mpf(-1)),
        ('degrees', 'sin(sqrt(2)*1E70)', mp.sin(mp.radians(mp.sqrt(2) * mp.mpf(10) ** 70))),
        ('radians', 'sin(1E22)', mp.sin(mp.mpf(10) ** 22)),
        ('radians', 'sin(sqrt(2)*1E900)', None),
    ]
    for _ in range(240):
        name = rng.choice(list(FACTORS))
        func = rng.choice(list(FUNCS))
        exp = rng.choice([rng.randrange(0, 40), rng.randrange(40, 160), rng.randrange(160, 560)])
        angle = rng.choice(['radians', 'degrees'])
        x = FACTORS[name] * mp.mpf(10) ** exp
        if angle == 'degrees':
            x = mp.radians(x)
        cases.append((angle, f'{func}({name}*1E{exp})', FUNCS[func](x)))
    for _ in range(40):
        # Whole turns (and half turns) of an inexact π: exactly 0 and ±1.
        n = rng.randrange(1, 10 ** rng.randrange(2, 30))
        cases.append(('radians', f'sin(pi*{n})', mp.mpf(0)))
        cases.append(('radians', f'cos(2*pi*{n})', mp.mpf(1)))
    for _ in range(30):
        b = rng.choice(['sqrt(2)', 'e', 'pi'])
        k = rng.randrange(100, 2000)
        value = FACTORS[b] ** (mp.mpf(k) / 10)
        if value < mp.mpf(10) ** 999:
            cases.append(('degrees', f'{b}^({k}/10)', value))
    lines = [f'{angle}\t{expr}\t{"imprecise" if value is None else show(value)}'
             for angle, expr, value in cases]
    OUT.write_text('# angle\texpression\texpected (scripts/calc-large-golden.py, mpmath 1.3.0, '
                   '1300 digits)\n' + '\n'.join(lines) + '\n', encoding='utf-8')
    print(f'{len(lines)} cases written to {OUT}')


if __name__ == '__main__':
    main()

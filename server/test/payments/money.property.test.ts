import fc from 'fast-check';
import { fenFromYuan, isFen, yuan } from '../../src/payments/money';

describe('money (fen <-> 元)', () => {
  test('examples', () => {
    expect(yuan(2000)).toBe('20.00');
    expect(yuan(0)).toBe('0.00');
    expect(yuan(5)).toBe('0.05');
    expect(yuan(10)).toBe('0.10');
    expect(yuan(-150)).toBe('-1.50');
    expect(yuan(1e12)).toBe('10000000000.00');
    expect(yuan(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(fenFromYuan('20')).toBe(2000);
    expect(fenFromYuan('20.5')).toBe(2050);
    expect(fenFromYuan('0.07')).toBe(7);
    expect(fenFromYuan(' 1.10 ')).toBe(110);
    for (const bad of ['', '.5', '1.', '1.234', '-1', '1e3', 'abc', '0x10', '99999999999999999']) expect(fenFromYuan(bad)).toBeNull();
    expect(() => yuan(1.5)).toThrow(RangeError);
    expect(isFen(1)).toBe(true);
    expect(isFen(-1) || isFen(0.5) || isFen('1')).toBe(false);
  });

  test('yuan(fen) has the shape digits.dd and equals the integer split of fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (fen) => {
        const s = yuan(fen);
        expect(s).toMatch(/^(0|[1-9]\d*)\.\d\d$/);
        const [whole, cents] = s.split('.');
        // Compare in BigInt so the check itself cannot drift.
        expect(BigInt(whole) * BigInt(100) + BigInt(cents)).toBe(BigInt(fen));
      }),
      { numRuns: 2000 },
    );
  });

  test('round trip fen -> 元 -> fen is the identity up to MAX_SAFE_INTEGER', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 1e12 }), fc.maxSafeNat()), (fen) => {
        expect(fenFromYuan(yuan(fen))).toBe(fen);
      }),
      { numRuns: 2000 },
    );
  });

  test('yuan is monotonic: more fen never formats as less 元', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(fenFromYuan(yuan(lo))! <= fenFromYuan(yuan(hi))!).toBe(true);
      }),
    );
  });

  test('negative amounts are the mirror of positive ones', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e12 }), (fen) => yuan(-fen) === `-${yuan(fen)}`));
  });
});

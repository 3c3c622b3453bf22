import { describe, expect, it } from 'vitest';
import { momoFee, nipFee, usdWireFee } from './fees.ts';

describe('fees', () => {
  it('charges the NIP bands at their edges, and nothing to another Owo account', () => {
    expect(nipFee(1n, false)).toBe(1_075n);
    expect(nipFee(500_000n, false)).toBe(1_075n);
    expect(nipFee(500_001n, false)).toBe(2_688n);
    expect(nipFee(5_000_000n, false)).toBe(2_688n);
    expect(nipFee(5_000_001n, false)).toBe(5_375n);
    expect(nipFee(5_000_001n, true)).toBe(0n);
  });

  it('charges mobile money 1% with a ₦100 minimum, rounded half up to the kobo', () => {
    expect(momoFee(100_000n)).toBe(10_000n);
    expect(momoFee(1_000_000n)).toBe(10_000n);
    expect(momoFee(1_000_100n)).toBe(10_001n);
    expect(momoFee(2_000_050n)).toBe(20_001n);
    expect(momoFee(2_000_049n)).toBe(20_000n);
  });

  it('charges a USD wire ₦2,500 flat', () => {
    expect(usdWireFee(1n)).toBe(250_000n);
    expect(usdWireFee(500_000_000n)).toBe(250_000n);
  });
});

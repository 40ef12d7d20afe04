import { bahtOf, percentOf, satangOf, sumBaht, transferSatangOf } from '../../contract/money';

describe('the money rules', () => {
  it('sums baht exactly, in satang', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumBaht(0.1, 0.2)).toBe(0.3);
    expect(sumBaht(1999.99, 0.01, 12_500.5)).toBe(14_500.5);
    expect(sumBaht()).toBe(0);
    expect(satangOf(19.99)).toBe(1999);
    expect(bahtOf(1999)).toBe(19.99);
  });

  it('takes a share of a price to the satang, half up', () => {
    expect(percentOf(12_345, 10)).toBe(1234.5);
    expect(percentOf(12_345, 3)).toBe(370.35);
    // 3 % of 0.5 baht is 1.5 satang: two.
    expect(percentOf(0.5, 3)).toBe(0.02);
  });

  it('pays the partner the period 1 amount less commission and fee', () => {
    expect(transferSatangOf(5000, 1234.5, 370.35)).toBe(339_515);
    expect(bahtOf(transferSatangOf(5000, 1234.5, 370.35))).toBe(3395.15);
    // A deposit that does not cover the charges comes to less than nothing.
    expect(transferSatangOf(100, 1234.5, 370.35)).toBeLessThan(0);
  });
});

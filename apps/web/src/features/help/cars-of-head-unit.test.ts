import { describe, expect, it } from 'vitest';
import { carsOfHeadUnit } from './cars-of-head-unit';

describe('the series that could carry a head unit', () => {
  it('come a line per set of head units, those with this head unit alone first', () => {
    expect(carsOfHeadUnit('NTG 4.5').map((line) => line.headUnits)).toEqual([
      ['NTG 4.5'],
      ['NTG 4.5', 'NTG 5s1'],
      ['NTG 4.5', 'NTG 5.5'],
    ]);
    expect(carsOfHeadUnit('NTG 4.5')[2]?.names).toEqual(['G-Class (W463)']);
  });

  it('has no line of its own when every series could carry another head unit too', () => {
    const lines = carsOfHeadUnit('NTG 5/5s2');
    expect(lines.every((line) => line.headUnits.length > 1)).toBe(true);
    expect(lines.find((line) => line.headUnits.length === 3)?.names).toEqual(['C-Class (205)']);
  });
});

import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from './check-digit.js';
import { determineLayout } from './layout.js';

describe('determineLayout', () => {
  it('WMI region 1–5 is North-American, Mercedes-Benz or not', () => {
    expect(determineLayout('4JGDA5HB1CA055858')).toMatchObject({
      layout: 'north-american',
      rule: 'north-american-wmi',
    });
    expect(determineLayout('55SWF4KBXGU145992')).toMatchObject({
      layout: 'north-american',
      rule: 'north-american-wmi',
    });
    expect(determineLayout('1M8GDM9AXKP042788')).toMatchObject({
      layout: 'north-american',
      rule: 'north-american-wmi',
    });
  });

  it('a German Mercedes-Benz WMI with a six-digit model designation is rest-of-world', () => {
    expect(determineLayout('WDD2050001F595854')).toMatchObject({
      layout: 'rest-of-world',
      rule: 'mercedes-model-designation',
    });
    expect(determineLayout('WDC4633491X297606').layout).toBe('rest-of-world');
    expect(determineLayout('WDF44781313007267').layout).toBe('rest-of-world');
    expect(determineLayout('W1T96763710609583').layout).toBe('rest-of-world');
  });

  it('a rest-of-world VIN whose position 9 happens to be a valid check digit stays rest-of-world', () => {
    // WDD2050401F004773 (order XML sample on GitHub): position 9 '0' coincides with the computed digit.
    expect(hasValidCheckDigit('WDD2050401F004773')).toBe(true);
    expect(determineLayout('WDD2050401F004773').layout).toBe('rest-of-world');
  });

  it('a German Mercedes-Benz WMI with US-style series letters is North-American', () => {
    expect(determineLayout('WDDGF4HB7EA953094')).toMatchObject({
      layout: 'north-american',
      rule: 'mercedes-us-structure',
    });
    expect(determineLayout('WDC0G4KB0GF009557').layout).toBe('north-american');
  });

  it('other WMIs outside North America are rest-of-world (position 9 not checked)', () => {
    expect(determineLayout('LE43X8HB5KL020348')).toMatchObject({
      layout: 'rest-of-world',
      rule: 'other-wmi',
    });
    expect(determineLayout('WVWZZZ3CZ9P049728')).toMatchObject({
      layout: 'rest-of-world',
      rule: 'other-wmi',
    });
    expect(determineLayout('WBA3C1C56FK248723').layout).toBe('rest-of-world');
  });

  it('explains the decision', () => {
    expect(determineLayout('WDD2050001F595854').explanation).toContain('205000');
    expect(determineLayout('4JGDA5HB1CA055858').explanation).toContain('4JG');
  });
});

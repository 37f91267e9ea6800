import { describe, expect, it } from 'vitest';
import { countryOf, regionOf } from './regions.js';
import { lookupWmi } from './wmi.js';

describe('lookupWmi', () => {
  it.each([
    ['WDD2050001F595854', 'Germany'],
    ['WDC4633491X297606', 'Germany'],
    ['W1K2050001F595854', 'Germany'],
    ['W1N2539461F000000', 'Germany'],
    ['WMX1903771A000000', 'Germany'],
    ['WDB9010611P713740', 'Germany'],
    ['WDF44781313007267', 'Germany'],
    ['4JGDA5HB1CA055858', 'United States'],
    ['55SWF4KBXGU145992', 'United States'],
    ['VSA44781313000000', 'Spain'],
    ['9BM95807400000000', 'Brazil'],
    ['LE43X8HB5KL020348', 'China'],
    ['ADB2050001R000000', 'South Africa'],
    ['NMB00000000000000', 'Turkey'],
  ])('%s is a Mercedes-Benz WMI (%s)', (vin, country) => {
    const info = lookupWmi(vin);
    expect(info).toMatchObject({ maker: 'Mercedes-Benz', country, isMercedes: true });
  });

  it.each([
    ['WVWZZZ3CZ9P049728', 'Volkswagen', 'Germany'],
    ['WAUAG74F26N017754', 'Audi', 'Germany'],
    ['WBA3C1C56FK248723', 'BMW', 'Germany'],
    ['WP0AA2A77KL160627', 'Porsche', 'Germany'],
    ['5UXKR0C53G0P36391', 'BMW', 'United States'],
    ['JTDKB20U000000000', 'Toyota', 'Japan'],
    ['1HGCM82633A004352', 'Honda', 'United States'],
    ['1FAFP40432F000000', 'Ford', 'United States'],
    ['1G1ZD5ST0LF000000', 'Chevrolet', 'United States'],
  ])('%s is %s (%s), not Mercedes-Benz', (vin, maker, country) => {
    expect(lookupWmi(vin)).toMatchObject({ maker, country, isMercedes: false });
  });

  it('smart is a Daimler brand but not a Mercedes-Benz VIN', () => {
    expect(lookupWmi('WME4533421Y000000')).toMatchObject({ maker: 'smart', isMercedes: false });
  });

  it('an unknown WMI has an unknown maker and falls back to the ISO 3780 country', () => {
    // 1M8GDM9AXKP042788: the 49 CFR 565 / Wikipedia check-digit example.
    expect(lookupWmi('1M8GDM9AXKP042788')).toMatchObject({
      wmi: '1M8',
      maker: null,
      country: 'United States',
      region: 'North America',
      isMercedes: false,
      entry: null,
    });
    expect(lookupWmi('ZSZ00000000000000')).toMatchObject({ maker: null, country: null, region: 'Europe' });
  });
});

describe('ISO 3780 regions and countries', () => {
  it('regions by first character', () => {
    expect(regionOf('A')).toBe('Africa');
    expect(regionOf('J')).toBe('Asia');
    expect(regionOf('R')).toBe('Asia');
    expect(regionOf('S')).toBe('Europe');
    expect(regionOf('W')).toBe('Europe');
    expect(regionOf('1')).toBe('North America');
    expect(regionOf('5')).toBe('North America');
    expect(regionOf('6')).toBe('Oceania');
    expect(regionOf('9')).toBe('South America');
    expect(regionOf('0')).toBeNull();
  });
  it('countries by range of the first two characters', () => {
    expect(countryOf('SAJ')).toBe('United Kingdom');
    expect(countryOf('SN0')).toBe('Germany');
    expect(countryOf('VF1')).toBe('France');
    expect(countryOf('VS6')).toBe('Spain');
    expect(countryOf('TMB')).toBe('Czech Republic');
    expect(countryOf('TRU')).toBe('Hungary');
    expect(countryOf('KNA')).toBe('South Korea');
    expect(countryOf('3VW')).toBe('Mexico');
    expect(countryOf('2HG')).toBe('Canada');
    expect(countryOf('93X')).toBe('Brazil');
    expect(countryOf('X3A')).toBe('Russia');
    expect(countryOf('X0A')).toBe('Russia');
    expect(countryOf('ZX0')).toBe('Slovenia');
    expect(countryOf('ZS0')).toBeNull();
    expect(countryOf('AZ0')).toBeNull();
  });
});

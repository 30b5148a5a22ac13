import { describe, expect, it } from 'vitest';
import { CAR_BRANDS, OTHER_BRAND } from './brands.js';
import { COUNTY_CODES, isValidPhone, isValidPlate, normalisePlate } from './validators.js';

describe('plates', () => {
  it('accepts the three Romanian shapes after removing spaces and dashes', () => {
    expect(isValidPlate('cj 12 abc')).toBe(true);
    expect(isValidPlate('B-123-XYZ')).toBe(true);
    expect(isValidPlate('B 12 XYZ')).toBe(true);
    expect(isValidPlate('IF 123456')).toBe(true);
    expect(isValidPlate('AB 123')).toBe(true);
    expect(normalisePlate(' cj-12 abc ')).toBe('CJ12ABC');
  });
  it('refuses unknown counties and wrong shapes, unless the plate is foreign', () => {
    expect(isValidPlate('XX 12 ABC')).toBe(false);
    expect(isValidPlate('CJ 1 ABC')).toBe(false);
    expect(isValidPlate('CJ 123 ABC')).toBe(false);
    expect(isValidPlate('CJ 12')).toBe(false);
    expect(isValidPlate('AB 1234567')).toBe(false);
    expect(isValidPlate('')).toBe(false);
    expect(isValidPlate('M AB 1234', true)).toBe(true);
    expect(isValidPlate('', true)).toBe(false);
  });
  it('knows the 41 counties and Bucharest', () => {
    expect(COUNTY_CODES).toHaveLength(42);
    expect(new Set(COUNTY_CODES).size).toBe(42);
  });
});

describe('phones and brands', () => {
  it('takes 10 digits, or + and at least 11', () => {
    expect(isValidPhone('0722123456')).toBe(true);
    expect(isValidPhone('+40722123456')).toBe(true);
    expect(isValidPhone('072212345')).toBe(false);
    expect(isValidPhone('+4072212345')).toBe(false);
    expect(isValidPhone('07221234ab')).toBe(false);
  });
  it('offers about 80 brands with Alta marca first', () => {
    expect(CAR_BRANDS[0]).toBe(OTHER_BRAND);
    expect(CAR_BRANDS.length).toBeGreaterThanOrEqual(78);
    expect(new Set(CAR_BRANDS).size).toBe(CAR_BRANDS.length);
  });
});

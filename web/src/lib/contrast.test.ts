import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, parseColour } from './contrast.js';

describe('the contrast ratio (WCAG 1.4.3)', () => {
  it('reads the colours CSS writes', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('#C62828')).toEqual([198, 40, 40]);
    expect(parseColour('rgb(255, 255, 255)')).toEqual([255, 255, 255]);
    expect(parseColour('rgb(96 125 139)')).toEqual([96, 125, 139]);
    expect(parseColour('rgba(1, 2, 3, 1)')).toEqual([1, 2, 3]);
    expect(() => parseColour('rgba(1, 2, 3, 0.5)')).toThrow();
    expect(() => parseColour('url(#map-cue-taken)')).toThrow();
  });
  it("gives WCAG's known values", () => {
    expect(luminance('#000')).toBe(0);
    expect(luminance('#fff')).toBeCloseTo(1, 6);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // The same either way round; #767676 is the lightest grey that passes on white.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#fff', '#777777')).toBeLessThan(4.5);
    expect(contrastRatio('#c62828', '#ffffff')).toBeCloseTo(5.62, 2);
  });
});

import { describe, expect, it } from 'vitest';
import { brandLabel, OTHER_BRAND } from './brands.js';

describe('brand labels', () => {
  it("name the stored 'Alta marca' with diacritics and any other brand as written", () => {
    expect(OTHER_BRAND).toBe('Alta marca');
    expect(brandLabel(OTHER_BRAND)).toBe('Altă marcă');
    expect(brandLabel('Dacia')).toBe('Dacia');
  });
});

import { describe, expect, it } from 'vitest';
import { isMobileAgent, isPhone } from './is-phone.js';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('isPhone (decisions §5)', () => {
  it('treats a window narrower than 600 px as a phone', () => {
    expect(isPhone(375, DESKTOP)).toBe(true);
    expect(isPhone(599, DESKTOP)).toBe(true);
  });

  it('treats 600 px and wider desktop windows as not a phone', () => {
    expect(isPhone(600, DESKTOP)).toBe(false);
    expect(isPhone(1280, DESKTOP)).toBe(false);
  });

  it('treats a mobile user agent as a phone whatever the width', () => {
    expect(isPhone(1024, IPHONE)).toBe(true);
    expect(isPhone(915, ANDROID_PHONE)).toBe(true);
  });

  it('recognises mobile agents but not desktops or Android tablets', () => {
    expect(isMobileAgent(IPHONE)).toBe(true);
    expect(isMobileAgent(ANDROID_PHONE)).toBe(true);
    expect(isMobileAgent(DESKTOP)).toBe(false);
    expect(isMobileAgent(ANDROID_TABLET)).toBe(false);
  });
});

// Decisions §5: a window narrower than 600 px, or a mobile user agent, is a phone.
export const PHONE_MAX_WIDTH = 600;

const MOBILE_AGENT = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini/i;

export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

export function isPhone(width: number, userAgent: string): boolean {
  return width < PHONE_MAX_WIDTH || isMobileAgent(userAgent);
}

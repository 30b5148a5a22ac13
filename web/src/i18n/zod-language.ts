import { z } from '@domain/zod-ro.js';
import { followLanguage } from './i18n.js';

// Zod's own messages (a field's format, its length, a number's bounds: what no specification words)
// in the person's language (issue #40): the consoles' forms show a shared schema's problem as zod
// words it. Romanian is domain/zod-ro.ts's; the English locale is downloaded when English is chosen.
// The server never imports this module: the API's messages stay Romanian.
followLanguage('zod', async (language) => {
  z.config(language === 'en' ? (await import('zod/v4/locales/en.js')).default() : z.locales.ro());
});

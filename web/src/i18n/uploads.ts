import { defineArea } from './i18n.js';
import type source from './catalogues/uploads/ro.json';
import { messages as ro } from './catalogues/uploads/ro.json?lingui';

/** The office's user and attendance uploads (issue #40); loaded with their lazy chunks only. */
export type UploadsKey = keyof typeof source;

export const uploads = defineArea<UploadsKey>('uploads', ro, {
  en: () => import('./catalogues/uploads/en.json?lingui'),
});

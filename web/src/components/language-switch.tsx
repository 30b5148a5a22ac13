import { chooseLanguage } from '@/i18n/i18n.js';
import { common } from '@/i18n/common.js';
import { isLanguage, LANGUAGE_NAME, LANGUAGES } from '@/i18n/language.js';
import { useLanguage, useT } from '@/i18n/use-t.js';

/**
 * The language of /login, before signing in (decisions §22): kept by the browser and sent at sign-in.
 * Plain HTML, as /login is in the first download; each language named in itself, with its `lang`.
 */
export function LanguageSwitch() {
  const t = useT(common);
  const language = useLanguage();
  return (
    <label className="plain-language">
      <span>{t('common.language.label')}</span>
      <select
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void chooseLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAME[language]}
          </option>
        ))}
      </select>
    </label>
  );
}

import Translate from '@mui/icons-material/Translate';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { chooseLanguage } from '@/i18n/i18n.js';
import { common } from '@/i18n/common.js';
import { LANGUAGE_NAME } from '@/i18n/language.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { saveLanguage } from '@/api/accounts.js';

/**
 * The user menu's language (decisions §22): the other language, named in itself; choosing it switches
 * the whole app at once and saves it as the person's, so that e-mails and the next sign-in follow.
 */
export function LanguageMenuItem({ onChosen }: { onChosen(): void }) {
  const t = useT(common);
  const language = useLanguage();
  const other = language === 'ro' ? 'en' : 'ro';
  return (
    <MenuItem
      onClick={() => {
        onChosen();
        void chooseLanguage(other);
        void saveLanguage(other).catch(() => undefined); // the interface has switched; the next sign-in sends it again
      }}
    >
      <ListItemIcon>
        <Translate fontSize="small" />
      </ListItemIcon>
      <ListItemText lang={other} secondary={t('common.language.choose')} slotProps={{ secondary: { lang: language } }}>
        {LANGUAGE_NAME[other]}
      </ListItemText>
    </MenuItem>
  );
}

import { roRO } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import type { Language } from '@/i18n/language.js';

const options: ThemeOptions = {
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#00897b' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    // Darker than MUI's orange: text in it, and white on it, reach 4.5:1 (WCAG AA; #21, point 11).
    warning: { main: '#b45309' },
  },
  shape: { borderRadius: 8 },
  components: {
    // A finger needs 44 px (decisions §19: the phone books too); a mouse keeps MUI's denser buttons.
    MuiButton: { styleOverrides: { root: { '@media (pointer: coarse)': { minHeight: 44 } } } },
  },
};

/** The theme in each language: MUI's own words (an Autocomplete's 'Open', a pager's 'Rows per page') in Romanian, or its English (issue #40). */
export const themes: Record<Language, ReturnType<typeof createTheme>> = { ro: createTheme(options, roRO), en: createTheme(options) };

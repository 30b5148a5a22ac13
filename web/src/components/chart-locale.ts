// The texts MUI X Charts shows by itself, in Romanian (the library has no Romanian locale).
export const CHART_LOCALE_TEXT = {
  loading: 'Se încarcă datele…',
  noData: 'Nu există date pentru perioada aleasă.',
};

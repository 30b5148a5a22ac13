// A plain table, styled as MUI's small one, for the API tokens' page and the webhooks' section: MUI's Table
// module lives in the chunks of the pages that use it (the data grid's, the statistics'), which importing it
// here would split (web/bundle-budget.json). A cell of class `wrap` wraps long text; `actions` align right.
export const PLAIN_TABLE = {
  width: '100%',
  borderCollapse: 'collapse',
  typography: 'body2',
  '& th, & td': { px: 1, py: 0.75, textAlign: 'left', verticalAlign: 'middle', borderBottom: 1, borderColor: 'divider' },
  '& th': { fontWeight: 500 },
  '& td:not(.wrap)': { whiteSpace: 'nowrap' },
  '& td.wrap': { overflowWrap: 'anywhere', minWidth: 140 },
  '& .actions': { textAlign: 'right' },
} as const;

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { countColumn, percentColumn } from '@/components/data-table.js';
import { formatNumber, formatPercent } from '@/i18n/dates.js';
import { usePageTitle } from '@/lib/use-page-title.js';

// What the flexible office's statistics pages share: a title, a sentence, the filters, the
// period with the export beside it. Their words are the page's (areas statistics and manager, issue #40).

/** Page sizes of flex-office §9. */
export const FLEX_PAGE_SIZES = [5, 10, 15];

/** data-table.tsx's column of whole numbers, written as the person's language writes them (1.234 or 1,234). */
export function numberColumn<R extends GridValidRowModel>(field: keyof R & string, headerName: string, width?: number): GridColDef<R> {
  return { ...countColumn<R>(field, headerName, width), valueFormatter: (v: number) => formatNumber(v) };
}

/** data-table.tsx's column of percentages in the person's language (87 % or 87%); '—' where the count `of` is 0. */
export function shareColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
  width: number,
  of: keyof R & string,
): GridColDef<R> {
  return {
    ...percentColumn<R>(field, headerName, width, of),
    valueFormatter: (v: number, row: R) => (row[of] === 0 ? '—' : formatPercent(v)),
  };
}

/** The table's overlay when nothing matches, saying so in the page's words; made again only when they change. */
export function useNoRows(text: string) {
  return useMemo(() => () => <Box sx={{ p: 2 }}>{text}</Box>, [text]);
}

interface Props {
  title: string;
  intro: string;
  /** The name of the filters' group, for screen readers. */
  filtersLabel: string;
  filters: ReactNode;
  /** The period line and anything beside it. */
  period: ReactNode;
  exportButton: ReactNode;
  children: ReactNode;
}

export function StatisticsPage({ title, intro, filtersLabel, filters, period, exportButton, children }: Props) {
  usePageTitle(title);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0 }}
        aria-label={filtersLabel}
      >
        {filters}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <Box sx={{ pt: { sm: 1 } }}>{period}</Box>
        {exportButton}
      </Stack>
      {children}
    </Stack>
  );
}

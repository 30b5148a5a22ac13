import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { pattern } from '@/i18n/pattern.js';
import { useT } from '@/i18n/use-t.js';
import { moveFavourite, placeFavourite, removeFavourite } from './pattern-edit.js';

interface Props {
  desks: readonly string[];
  onChange(desks: string[]): void;
  disabled?: boolean;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

const ROW_SX = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  py: 0.5,
  px: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
} as const;

/**
 * The favourite desks in order (decisions §20), first preferred: reordered by dragging a row (the
 * browser's own drag and drop, no library) or, from the keyboard and for everyone, by the move buttons;
 * each removed by its button. Every button names its desk.
 */
export function FavouriteDesks({ desks, onChange, disabled, labelledBy }: Props) {
  const t = useT(pattern);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // After a move by keyboard the focus stays on the desk moved: its button of the same direction, or the
  // other one when the desk reached the end of the list (a disabled button would drop the focus).
  const list = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ deskId: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved || !list.current) return;
    const i = desks.indexOf(moved.deskId);
    const up = moved.by < 0 ? i > 0 : i === desks.length - 1;
    list.current.querySelector<HTMLElement>(`[data-move="${up ? 'up' : 'down'}-${i}"]`)?.focus();
    setMoved(null);
  }, [moved, desks]);
  const move = (i: number, by: -1 | 1) => {
    setMoved({ deskId: desks[i], by });
    onChange(moveFavourite(desks, i, by));
  };
  if (desks.length === 0) return <Typography color="text.secondary">{t('workPattern.desks.none')}</Typography>;

  const dragProps = (index: number) => ({
    draggable: !disabled,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', desks[index]); // Firefox starts a drag only with data
      setDragged(index);
    },
    onDragOver: (e: DragEvent) => {
      if (dragged === null) return;
      e.preventDefault(); // a drop target
      setOver(index);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged !== null) onChange(placeFavourite(desks, dragged, index));
      setDragged(null);
      setOver(null);
    },
    onDragEnd: () => {
      setDragged(null);
      setOver(null);
    },
  });

  return (
    <Box component="ol" ref={list} aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {desks.map((deskId, i) => (
        <Box
          component="li"
          key={deskId}
          {...dragProps(i)}
          sx={{
            ...ROW_SX,
            cursor: disabled ? 'default' : 'grab',
            opacity: dragged === i ? 0.5 : 1,
            borderColor: over === i ? 'primary.main' : 'divider',
          }}
        >
          <DragIndicator color="action" fontSize="small" />
          <Typography sx={{ minWidth: 24 }} aria-hidden>
            {i + 1}.
          </Typography>
          <Typography sx={{ flexGrow: 1 }}>{t('workPattern.desks.item', { deskId })}</Typography>
          <IconButton
            aria-label={t('workPattern.desks.moveUp', { deskId })}
            data-move={`up-${i}`}
            disabled={disabled || i === 0}
            onClick={() => move(i, -1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('workPattern.desks.moveDown', { deskId })}
            data-move={`down-${i}`}
            disabled={disabled || i === desks.length - 1}
            onClick={() => move(i, 1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('workPattern.desks.remove', { deskId })}
            disabled={disabled}
            onClick={() => onChange(removeFavourite(desks, deskId))}
          >
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}

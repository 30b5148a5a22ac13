import type { EventEmitter } from 'node:events';
import type ExcelJS from 'exceljs';

// exceljs 4.4's streaming writer hands a sheet's XML to its zip (archiver) through a PassThrough
// and ignores that stream's backpressure: the writer never waits, so a sheet written faster than
// the zip deflates it piles up there, uncompressed (~60 MB for 200,000 rows written without a
// pause). The stream is reached through exceljs's internals (the worksheet's StreamBuf and its
// pipes), which sheet-backlog.test.ts pins to the installed version.

interface PendingWrites extends EventEmitter {
  _writableState: { length: number; needDrain: boolean };
}

/** The stream where a worksheet's XML waits for the zip, or undefined if exceljs keeps it elsewhere. */
export function sheetBacklog(ws: ExcelJS.Worksheet): PendingWrites | undefined {
  const pipe = (ws as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as Partial<PendingWrites> | undefined;
  return typeof pipe?._writableState?.length === 'number' && typeof pipe.once === 'function' ? (pipe as PendingWrites) : undefined;
}

/** Bytes of XML the zip has not taken yet. */
export const backlogBytes = (b: PendingWrites | undefined): number => b?._writableState.length ?? 0;

/** Whether 'drain' will tell when the backlog has been taken (it is at least the stream's high-water mark). */
export const backlogFull = (b: PendingWrites | undefined): boolean => !!b && b._writableState.needDrain && b._writableState.length > 0;

import type { FastifyRequest } from 'fastify';
import { UPLOAD_LIMIT, UPLOAD_MSG, UPLOAD_REASON } from '../../domain/upload-messages.js';
import { AppError, badRequest } from '../errors.js';
import { ParseLimit, parseInChild } from './parse-in-child.js';
import type * as ReadTable from './read-table.js';
import type { TableRow } from './table.js';

type Refusal = 'notMultipart' | 'malformed' | 'fileTooLarge' | 'requestTooLarge' | 'oneFile' | 'empty';
const refuse = (k: Refusal) => badRequest(UPLOAD_MSG[k], UPLOAD_REASON[k]);

/** @fastify/multipart's limits (app.ts): the one file, and little room for anything else (the web sends only `file`). */
export const MULTIPART_LIMITS = { files: 2, fileSize: UPLOAD_LIMIT.fileBytes, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 20 };
/** A whole upload: the file and the rest (part headers, small fields). */
const MAX_REQUEST = UPLOAD_LIMIT.fileBytes + UPLOAD_LIMIT.otherBytes;

/** The readers of read-table.ts, run in a parse child (#38): no list is parsed on the request's thread. */
const TABLE_JOB = new URL('./read-table.ts', import.meta.url);
/** A list's child may read the next list while it stays small (parse-in-child.ts): lists come in bursts, exceljs loads slowly. */
const LIMITS = { seconds: UPLOAD_LIMIT.readSeconds, heapMb: UPLOAD_LIMIT.readHeapMb, reuse: true };

async function readInChild(job: ReadTable.TableJob): Promise<TableRow[] | string[][]> {
  try {
    return await parseInChild<typeof ReadTable>(TABLE_JOB, job, LIMITS);
  } catch (e) {
    if (e instanceof ParseLimit) throw badRequest(UPLOAD_MSG.tooComplex, UPLOAD_REASON.tooComplex);
    throw e;
  }
}

/**
 * The one file of a multipart upload (field `file`), read as a table with the required columns, at most
 * `maxRows` rows: the tower's lists (.csv or .xlsx).
 */
export async function readUpload(req: FastifyRequest, required: string[], maxRows: number): Promise<TableRow[]> {
  const file = await theFile(req);
  return (await readInChild({ kind: 'table', filename: file.filename, data: file.data, required, maxRows })) as TableRow[];
}

/** The one file of a multipart upload as the rows of a .csv, by position: the flexible office's lists. */
export async function readCsvUpload(req: FastifyRequest, maxRows: number): Promise<string[][]> {
  const file = await theFile(req);
  return (await readInChild({ kind: 'cells', filename: file.filename, data: file.data, maxRows })) as string[][];
}

/**
 * A preValidation hook of a route whose body is a list the specification gives as JSON (the flexible
 * office's): a multipart request's file is read by `read` into that very body before it is validated,
 * so one schema, one handler and one service take both forms; any other request is left as it came.
 */
export function fileAsBody<B>(read: (req: FastifyRequest) => Promise<B>) {
  return async (req: FastifyRequest) => {
    if (req.isMultipart()) req.body = await read(req);
  };
}

/** A file of a multipart upload: its name and declared type as the client sent them, and its bytes. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** The one file of a multipart upload and its small text fields (a floor's plan: `floor` beside `file`). */
export async function readFileAndFields(req: FastifyRequest): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  // No prototype: a field named __proto__ is a field like any other.
  const fields: Record<string, string> = Object.create(null);
  return { file: await theFile(req, fields), fields };
}

/**
 * The one file of a multipart upload (its text fields into `fields`, when given). A request larger than one
 * file and its headers is refused before it is read whole: by its Content-Length before any byte, or by the
 * bytes counted as they arrive (busboy would read a huge field to its end before telling it was truncated).
 */
async function theFile(req: FastifyRequest, fields?: Record<string, string>): Promise<UploadedFile> {
  if (!req.isMultipart()) throw refuse('notMultipart');
  if (Number(req.headers['content-length']) > MAX_REQUEST) throw refuse('requestTooLarge');
  const files = await readFiles(req, fields ?? {});
  if (files.length > 1) throw refuse('oneFile');
  if (files.length === 0) throw refuse('empty');
  return files[0];
}

/** Busboy throws plain errors on a missing boundary or a truncated body: those are the client's, never a 500. */
async function readFiles(req: FastifyRequest, fields: Record<string, string>): Promise<UploadedFile[]> {
  let tooLarge: (e: AppError) => void = () => undefined;
  const overflow = new Promise<never>((_, reject) => (tooLarge = reject));
  overflow.catch(() => undefined);
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_REQUEST) tooLarge(refuse('requestTooLarge'));
  };
  const files: UploadedFile[] = [];
  const parts = req.parts()[Symbol.asyncIterator]();
  // The first next() pipes the request into busboy; the bytes are counted from the same tick on.
  const first = parts.next();
  req.raw.on('data', count);
  try {
    for (let next = await Promise.race([first, overflow]); !next.done; next = await Promise.race([parts.next(), overflow])) {
      const part = next.value;
      if (part.type === 'file')
        files.push({ filename: part.filename, mimetype: part.mimetype, data: await Promise.race([part.toBuffer(), overflow]) });
      else if (part.valueTruncated || part.fieldnameTruncated) throw refuse('requestTooLarge');
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw refuse('oneFile');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('fileTooLarge');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw refuse('requestTooLarge');
    throw refuse('malformed');
  } finally {
    req.raw.off('data', count);
  }
  return files;
}

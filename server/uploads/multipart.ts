import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/errors.js';
import { readTable, UPLOAD_MSG, type TableRow } from './read-table.js';

const NOT_MULTIPART = 'Trimiteți fișierul ca multipart/form-data, în câmpul „file”.';
const TOO_LARGE = 'Fișierul este prea mare: cel mult 5 MB.';
const MALFORMED = 'Fișierul nu a putut fi citit: cererea multipart este incompletă sau greșită.';

/** The one file of a multipart upload (field `file`), read as a table with the required columns. */
export async function readUpload(req: FastifyRequest, required: string[]): Promise<TableRow[]> {
  if (!req.isMultipart()) throw badRequest(NOT_MULTIPART);
  const files = await readFiles(req);
  if (files.length > 1) throw badRequest(UPLOAD_MSG.oneFile);
  if (files.length === 0) throw badRequest(UPLOAD_MSG.empty);
  return readTable(files[0].filename, files[0].data, required);
}

/** Busboy throws plain errors on a missing boundary or a truncated body: those are the client's, never a 500. */
async function readFiles(req: FastifyRequest): Promise<{ filename: string; data: Buffer }[]> {
  const files: { filename: string; data: Buffer }[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') files.push({ filename: part.filename, data: await part.toBuffer() });
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(UPLOAD_MSG.oneFile);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TOO_LARGE);
    throw badRequest(MALFORMED);
  }
  return files;
}

import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.js';
import { readTable, UPLOAD_MSG, type TableRow } from './read-table.js';

/** The one file of a multipart upload (field `file`), read as a table with the required columns. */
export async function readUpload(req: FastifyRequest, required: string[]): Promise<TableRow[]> {
  if (!req.isMultipart()) throw badRequest('Trimiteți fișierul ca multipart/form-data, în câmpul „file”.');
  const files: { filename: string; data: Buffer }[] = [];
  for await (const part of req.parts()) {
    if (part.type === 'file') files.push({ filename: part.filename, data: await part.toBuffer() });
  }
  if (files.length > 1) throw badRequest(UPLOAD_MSG.oneFile);
  if (files.length === 0) throw badRequest(UPLOAD_MSG.empty);
  return readTable(files[0].filename, files[0].data, required);
}

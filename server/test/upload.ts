import type { TestApp } from './harness.js';

/** A file of a multipart upload: its name and content, in the field `file` unless another is named. */
export interface UploadPart {
  name: string;
  content: string | Buffer;
  field?: string;
}

/** POSTs files as multipart/form-data (as a browser's FormData sends them), answered in the envelope. */
export async function uploadFiles(t: TestApp, token: string, url: string, ...files: UploadPart[]) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(f.content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return postMultipart(t, token, url, boundary, payload);
}

/** POSTs a form as a browser's FormData sends it: text fields, then one file with its declared type; answered in the envelope. */
export async function uploadForm(
  t: TestApp,
  token: string,
  url: string,
  form: { fields: Record<string, string>; file: { name: string; content: string | Buffer; type: string } },
) {
  const boundary = '----form' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    ...Object.entries(form.fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${form.file.name}"\r\nContent-Type: ${form.file.type}\r\n\r\n`,
    ),
    Buffer.from(form.file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return postMultipart(t, token, url, boundary, payload);
}

/** The multipart body's POST, answered in the envelope. */
async function postMultipart(t: TestApp, token: string, url: string, boundary: string, payload: Buffer) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { err: number; payload: any; message?: string; reason?: string } };
}

import { randomBytes } from 'node:crypto';
import type { ScanPresignResponse } from '@sous/contract/inventory';
import type { App } from '../app';
import type { TestUser } from './factories';
import { local } from './media';

/** A multipart/form-data body with the fields in order, then the file part (as a browser sends a POST-with-fields upload). */
export function multipartUpload(fields: Record<string, string>, file: { bytes: Buffer; type: string; filename?: string }) {
  const boundary = `----sous${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'receipt.jpg'}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The inventory scan calls of spec 3 §7 as a browser makes them. */
export function scanCalls(app: App) {
  const calls = {
    presign: (user: TestUser) => app.inject({ method: 'POST', url: '/api/inventory/scans/presign', headers: user.headers }),
    status: (user: TestUser, scanId: string) => app.inject({ url: `/api/inventory/scans/${scanId}`, headers: user.headers }),
    /** Presigns a scan and posts the photo with the signed fields; answers the scan id and the upload's answer. */
    async upload(user: TestUser, bytes: Buffer, type = 'image/jpeg') {
      const answer = await calls.presign(user);
      if (answer.statusCode !== 200) throw new Error(`presign answered ${answer.statusCode}: ${answer.body}`);
      const presigned = answer.json<ScanPresignResponse>();
      if (!presigned.fields) throw new Error('presign answered no fields');
      const form = multipartUpload(presigned.fields, { bytes, type });
      const upload = await app.inject({ method: 'POST', url: local(presigned.uploadUrl), headers: { 'content-type': form.contentType }, payload: form.body });
      return { scanId: presigned.scanId, upload };
    },
  };
  return calls;
}

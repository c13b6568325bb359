import { api } from '../../../lib/api-client';
import { scanPresignSchema, type ScanPresign } from './schemas';

/** `POST /api/inventory/scans/presign` without a payload: where the photo goes, and the scan's id (spec 3 §7). */
export async function presignScan(): Promise<ScanPresign> {
  return scanPresignSchema.parse(await api.post('/inventory/scans/presign'));
}

import { scanPresignResponse, type ScanPresignResponse } from '@sous/contract/inventory';
import { api } from '../../../lib/api-client';

/** `POST /api/inventory/scans/presign` without a payload: where the photo goes, and the scan's id (spec 3 §7). */
export async function presignScan(): Promise<ScanPresignResponse> {
  return scanPresignResponse.parse(await api.post('/inventory/scans/presign'));
}

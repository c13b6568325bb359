import { api } from '../../../lib/api-client';
import { scanResultSchema, type ScanResult } from './schemas';

/** `GET /api/inventory/scans/{scanId}`: status, itemsCount and error of one scan (spec 3 §7). */
export async function fetchScanStatus(scanId: string, signal?: AbortSignal): Promise<ScanResult> {
  return scanResultSchema.parse(await api.get(`/inventory/scans/${encodeURIComponent(scanId)}`, { signal }));
}

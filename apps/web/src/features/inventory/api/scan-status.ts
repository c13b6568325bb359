import { scanStatusResponse, type ScanStatusResponse } from '@sous/contract/inventory';
import { api } from '../../../lib/api-client';

/** `GET /api/inventory/scans/{scanId}`: status, itemsCount and error of one scan (spec 3 §7). */
export async function fetchScanStatus(scanId: string, signal?: AbortSignal): Promise<ScanStatusResponse> {
  return scanStatusResponse.parse(await api.get(`/inventory/scans/${encodeURIComponent(scanId)}`, { signal }));
}

/** Where a scan's photo is uploaded: a folder of its own, removed whole when the scan ends. Keys are made here only. */
export const scanFolder = (scanId: string) => `scans/${scanId}/`;

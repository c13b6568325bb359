import { exportFileName, userDataExportSchema } from '@sous/contract/user-data';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveJsonFile } from '../save-json-file';

/** The export as the server sent it, and the name it is saved under. */
export interface UserDataExportFile {
  fileName: string;
  document: unknown;
}

/**
 * `GET /api/user-data/export`: everything the signed-in person owns. The file is named from the
 * document's own `exportedAt`, the moment the server's Content-Disposition name is made from
 * (the API client answers with the body only); today's date if that could not be read.
 */
export async function fetchUserDataExport(): Promise<UserDataExportFile> {
  const document = await api.get<unknown>('/user-data/export');
  const { exportedAt } = userDataExportSchema.parse(document);
  const at = new Date(exportedAt);
  return { fileName: exportFileName(Number.isNaN(at.getTime()) ? new Date() : at), document };
}

/** Downloads the person's data as a JSON file; resolves with the file's name. */
export function useExportUserData() {
  return useMutation({
    mutationFn: async () => {
      const { fileName, document } = await fetchUserDataExport();
      saveJsonFile(fileName, document);
      return fileName;
    },
  });
}

import { filenameFromDisposition, saveFile } from '../../../lib/download';
import { consoleSettingsApi } from '../api/console-settings.api';
import { fallbackExportName } from './system-facts';

/** Downloads GET /api/superadmin/export-data and hands it to the browser's save flow. */
export async function exportSystemData(): Promise<void> {
  const { blob, disposition } = await consoleSettingsApi.exportData();
  saveFile(blob, filenameFromDisposition(disposition) ?? fallbackExportName());
}

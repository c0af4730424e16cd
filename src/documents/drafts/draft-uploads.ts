import type { AppConfig } from '../../config/config';
import { resolveLimits, type IngestionLimits } from '../ingestion/ingestion.options';
import { checkSize, detectType } from '../ingestion/read-document';
import type { SupportedMimeType } from '../ingestion';

/** The ingestion limits of the configuration (UPLOAD_MAX_MB, pages, pixels): one reading for uploads and the job. */
export function ingestionLimits(config: AppConfig): IngestionLimits {
  const { maxFileBytes, maxPages, maxImagePixels } = config.documents;
  return resolveLimits({ maxFileBytes, maxPages, maxImagePixels });
}

/**
 * The checks an upload passes before anything is stored: ingestion's own first steps (size, type from the bytes),
 * so the answer at upload and the failure of a later read say the same thing with the same code.
 */
export async function acceptUpload(bytes: Uint8Array, config: AppConfig): Promise<SupportedMimeType> {
  let ctx = { bytes, limits: ingestionLimits(config), options: {} };
  for (const step of [checkSize, detectType]) ctx = await step(ctx);
  return (ctx as { mimeType?: SupportedMimeType }).mimeType!;
}

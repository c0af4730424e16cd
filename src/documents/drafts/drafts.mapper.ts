import { withSeverity } from '../review/issue-codes';
import type { DraftResource } from './drafts.dto';
import type { DraftRow } from './drafts.repository';

const EMPTY_DATA = { lines: [], receiver: { name: null, docType: null, docNumber: null, condicionIva: null } };

/** The Draft resource of the specification, plus `pipeline` (stage, extractor, fallback reason, timings). */
export function toDraftResource(row: DraftRow): DraftResource {
  return {
    id: row.id,
    status: row.status,
    mode: row.mode,
    source: row.source,
    sourceRef: row.sourceRef,
    fileName: row.fileName,
    mimeType: row.mimeType,
    hasFile: row.fileSha256 !== null,
    templateId: row.templateId,
    templateName: row.templateName,
    cuitId: row.cuitId,
    ptoVta: row.ptoVta,
    environment: row.environment,
    data: row.data ?? EMPTY_DATA,
    provenance: row.provenance ?? null,
    total: row.total === null ? null : Number(row.total),
    voucherLetter: row.voucherLetter,
    confidence: row.confidence,
    issues: row.issues.map(withSeverity),
    errorMessage: row.errorMessage,
    errorCode: row.errorCode,
    rejectReason: row.rejectReason,
    invoice: row.invoice ?? null,
    batchId: row.batchId,
    emailStatus: row.emailStatus,
    url: `/documents/drafts/${row.id}`,
    activity: row.activity ?? [],
    pipeline: {
      stage: row.pipeline.stage,
      attempts: row.attempts,
      extractor: row.pipeline.extractor ?? null,
      fallbackReason: row.pipeline.fallbackReason ?? null,
      timings: row.pipeline.timings ?? {},
      ocrConfidence: row.pipeline.ocrConfidence ?? null,
      ...(row.pipeline.preprocessing ? { preprocessing: row.pipeline.preprocessing } : {}),
      fieldConfidence: row.pipeline.fieldConfidence ?? {},
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { AppError } from '../../common/errors';

export type IngestionFailureCode =
  | 'unsupported_type'
  | 'empty_file'
  | 'corrupt_file'
  | 'encrypted_pdf'
  | 'file_too_large'
  | 'too_many_pages'
  | 'image_too_large'
  | 'column_not_found'
  | 'too_many_rows'
  | 'too_many_lines'
  | 'spreadsheet_too_large'
  | 'ocr_failed';

/** HTTP status per failure (DESIGN §5.3: unsupported 415, empty or unreadable 400, too large 413). */
const STATUS: Record<IngestionFailureCode, number> = {
  unsupported_type: 415,
  empty_file: 400,
  corrupt_file: 400,
  encrypted_pdf: 400,
  file_too_large: 413,
  too_many_pages: 413,
  image_too_large: 413,
  column_not_found: 400,
  too_many_rows: 413,
  too_many_lines: 413,
  spreadsheet_too_large: 413,
  // OCR engine trouble is infrastructure, not the user's file: the queue should retry (STYLE 17).
  ocr_failed: 500,
};

const RESOLUTION: Record<IngestionFailureCode, string> = {
  unsupported_type: 'Upload a PDF, PNG, JPEG, WEBP or TIFF image, an .xlsx workbook or a CSV file.',
  empty_file: 'The file has no content; upload the document again.',
  corrupt_file: 'The file is damaged or incomplete; export or scan the document again and upload the new file.',
  encrypted_pdf: 'Remove the password from the PDF (print it to a new PDF) and upload it again.',
  file_too_large: 'Upload a smaller file, or split the document.',
  too_many_pages: 'Split the document into smaller PDFs and upload them separately.',
  image_too_large: 'Scan or photograph the document at a lower resolution (200–300 dpi is enough).',
  column_not_found: "Check the template's columnMapping against the spreadsheet's header row.",
  too_many_rows: 'Split the spreadsheet into files within the row limit (SPREADSHEET_MAX_ROWS) and upload them separately.',
  too_many_lines: 'A draft holds at most the line limit (as POST /documents/drafts): group the rows into more drafts (columnMapping.groupBy) or split the file.',
  spreadsheet_too_large: 'Split the spreadsheet into smaller files, or save it again from the spreadsheet program (a file that expands far beyond its size is refused).',
  ocr_failed: 'Try again later; if it keeps failing, contact support.',
};

/**
 * The one way ingestion fails: a stable code and a clear English message. It is an AppError so the
 * global error filter renders it with the right status when it reaches HTTP; the pipeline records
 * `code` and `message` on a failed draft.
 */
export class IngestionFailure extends AppError {
  constructor(
    override readonly code: IngestionFailureCode,
    message: string,
    options: { cause?: unknown; details?: unknown } = {},
  ) {
    super(STATUS[code], code, message, { resolution: RESOLUTION[code], cause: options.cause, details: options.details });
    this.name = 'IngestionFailure';
  }

  /** True when retrying the same bytes cannot succeed (everything except engine trouble). */
  get terminal(): boolean {
    return this.code !== 'ocr_failed';
  }
}

export function fail(code: IngestionFailureCode, message: string, cause?: unknown): never {
  throw new IngestionFailure(code, message, { cause });
}

export function isIngestionFailure(error: unknown): error is IngestionFailure {
  return error instanceof IngestionFailure;
}

import { Inject, Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { IngestionFailure } from '../ingestion';

/**
 * Multer stops reading at UPLOAD_MAX_MB and raises a bare "File too large"; the answer names the limit and uses
 * the documented code. Placed before FileInterceptor so it sees what that interceptor throws.
 */
@Injectable()
export class UploadLimitErrors implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof PayloadTooLargeException)) throw error;
        const mb = Math.round(this.config.documents.maxFileBytes / 1024 / 1024);
        throw new IngestionFailure('file_too_large', `The file is larger than the upload limit of ${mb} MB (${this.config.documents.maxFileBytes} bytes, UPLOAD_MAX_MB).`, { details: { limitBytes: this.config.documents.maxFileBytes } });
      }),
    );
  }
}

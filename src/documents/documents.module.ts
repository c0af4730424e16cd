import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { Database } from '../db/database';
import { CuitsModule } from '../cuits/cuits.module';
import { EmailsModule } from '../email/emails.module';
import { InvoicingModule } from '../invoicing/invoicing.module';
import { QueueModule } from '../queue';
import { DraftIssuingService } from './drafts/draft-issuing.service';
import { DraftReviewer } from './drafts/draft-reviewer';
import { DraftsController } from './drafts/drafts.controller';
import { DraftExtractionJob, DraftsJobs } from './drafts/drafts.jobs';
import { DraftsRepository } from './drafts/drafts.repository';
import { DraftsService } from './drafts/drafts.service';
import { uploadStorage } from './drafts/upload-storage';
import { DraftsSweeper } from './drafts/drafts.sweeper';
import { ExtractionService } from './extraction/extraction.service';
import { FileStore } from './files/file-store';
import { LearningRepository } from './learning/learning.repository';
import { LearningService } from './learning/learning.service';
import { OcrService } from './ocr.provider';
import { ReceiverRegistry } from './review/receiver-registry.service';
import { RecurringTemplatesJobs } from './recurring/recurring-templates.jobs';
import { RecurringTemplatesService } from './recurring/recurring-templates.service';
import { TemplateRunsRepository } from './recurring/template-runs.repository';
import { TemplatesController } from './templates/templates.controller';
import { TemplatesRepository } from './templates/templates.repository';
import { TemplatesService } from './templates/templates.service';

/**
 * Documents → drafts: templates, uploads, the extraction pipeline (ExtractDocument job), the drafts API and
 * recurring templates (RunRecurringTemplates job); drafts follow their invoices (SettleDraft job).
 */
@Module({
  imports: [
    CuitsModule,
    InvoicingModule,
    EmailsModule,
    QueueModule,
    MulterModule.registerAsync({
      // One file per request, at most the upload limit (+1 byte, so the size check says "too large" with the limit).
            // Part names (the file name) without a charset are UTF-8, as browsers and curl send them (multer's default is latin1).
      useFactory: (config: AppConfig) => ({
        defParamCharset: 'utf8',
        limits: { fileSize: config.documents.maxFileBytes + 1, files: 1, fields: 10, parts: 12 },
        storage: uploadStorage(config.documents.maxFileBytes + 1),
      }),
      inject: [APP_CONFIG],
    }),
  ],
  controllers: [TemplatesController, DraftsController],
  providers: [
    TemplatesRepository,
    TemplatesService,
    DraftsRepository,
    DraftsService,
    DraftReviewer,
    ReceiverRegistry,
    DraftIssuingService,
    DraftExtractionJob,
    DraftsJobs,
    DraftsSweeper,
    ExtractionService,
    LearningRepository,
    LearningService,
    { provide: FileStore, useFactory: (config: AppConfig, database: Database) => FileStore.create(config, database), inject: [APP_CONFIG, Database] },
    OcrService,
    TemplateRunsRepository,
    RecurringTemplatesService,
    RecurringTemplatesJobs,
  ],
  exports: [TemplatesService, DraftsService],
})
export class DocumentsModule {}

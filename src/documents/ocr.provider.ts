import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { OcrPool } from './ingestion';

/** The one OCR pool of the process (workers start lazily on the first image), terminated on shutdown. */
@Injectable()
export class OcrService implements OnApplicationShutdown {
  readonly pool: OcrPool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new OcrPool({ size: config.documents.ocrWorkers });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.terminate();
  }
}

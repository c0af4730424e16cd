import { ApiProperty } from '@nestjs/swagger';
import { DraftResource } from '../drafts/drafts.dto';

export class TemplateRunResponse {
  @ApiProperty({ type: DraftResource, description: "the period's draft (source template, sourceRef the period)" }) draft!: DraftResource;
  @ApiProperty({ description: 'false when this period had already run: the same draft is returned' }) created!: boolean;
  @ApiProperty({ example: '2025-07', description: 'the Argentina calendar month the draft bills' }) period!: string;
}

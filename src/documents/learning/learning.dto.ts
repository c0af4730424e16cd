import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LEARNABLE_FIELDS, PROVENANCE_READERS, type LearnableField, type ProvenanceReader } from './learning.types';

export class BoxResource {
  @ApiProperty({ description: 'left edge, points from the left of the page' }) x0!: number;
  @ApiProperty({ description: 'top edge, points from the top of the page' }) y0!: number;
  @ApiProperty({ description: 'right edge' }) x1!: number;
  @ApiProperty({ description: 'bottom edge' }) y1!: number;
}

export class FieldProvenanceResource {
  @ApiProperty({ nullable: true, description: '1-based page; null when the value is not printed on the document' }) page!: number | null;
  @ApiProperty({ type: BoxResource, nullable: true, description: 'union of the value’s words, in points (1/72 in) from the page’s top-left corner' })
  box!: BoxResource | null;
  @ApiProperty({ type: [String], description: 'the printed words of the value' }) words!: string[];
  @ApiProperty({ enum: PROVENANCE_READERS, description: 'who supplied the value' }) reader!: ProvenanceReader;
  @ApiProperty({ nullable: true, minimum: 0, maximum: 1 }) confidence!: number | null;
}

export class ProvenancePageResource {
  @ApiProperty() number!: number;
  @ApiProperty({ description: 'points' }) width!: number;
  @ApiProperty({ description: 'points' }) height!: number;
}

export class DraftProvenanceResource {
  @ApiProperty({ enum: ['pt'] }) units!: 'pt';
  @ApiProperty({ enum: ['top-left'] }) origin!: 'top-left';
  @ApiProperty({ type: [ProvenancePageResource] }) pages!: ProvenancePageResource[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/FieldProvenanceResource' },
    description: 'per header field path with a value: receiver.name, receiver.docType, receiver.docNumber, receiver.condicionIva, documentDate, reference, documentTotal, currency, serviceFrom, serviceTo, paymentDue, pricesIncludeIva, concepto',
  })
  fields!: Record<string, FieldProvenanceResource>;
  @ApiProperty({ type: [FieldProvenanceResource], description: 'one per data.lines[i]: the row’s words' }) lines!: FieldProvenanceResource[];
}

export class LearnedAnchorResource {
  @ApiProperty({ enum: LEARNABLE_FIELDS }) field!: LearnableField;
  @ApiProperty({ type: [String], description: 'the label’s words, normalized (upper case, letters and digits); empty for a region' }) label!: string[];
  @ApiProperty({ nullable: true, description: 'the label as printed' }) labelText!: string | null;
  @ApiProperty({ enum: ['right', 'below', 'region'], description: 'value right of the label, under it, or at a fixed place of the page' }) relation!: string;
  @ApiProperty({ type: BoxResource, description: 'the value’s box from the label’s top-left corner (for a region: on the page), points' }) offset!: BoxResource;
  @ApiProperty({ type: BoxResource, nullable: true, description: 'where the label was on the page it was learned from' }) labelBox!: BoxResource | null;
  @ApiPropertyOptional({ type: BoxResource, description: 'where the value was on that page: read there when the label is not found' }) valueBox?: BoxResource;
  @ApiProperty() page!: number;
  @ApiProperty({ description: 'the draft whose correction taught it (rejecting that draft takes it back)' }) sourceDraftId!: string;
  @ApiProperty({ format: 'date-time' }) learnedAt!: string;
}

export class LearnedAliasResource {
  @ApiProperty({ description: 'the line description as printed' }) description!: string;
  @ApiProperty({ description: 'the priceList entry it is priced with' }) article!: string;
  @ApiProperty() sourceDraftId!: string;
  @ApiProperty({ format: 'date-time' }) learnedAt!: string;
}

export class LearnedSpanResource {
  @ApiProperty({ description: 'left end, points from the left of the page' }) x0!: number;
  @ApiProperty({ description: 'right end' }) x1!: number;
}

export class LearnedHeaderWordResource {
  @ApiProperty({ description: 'the word, normalized' }) key!: string;
  @ApiProperty({ description: 'its centre x, points from the left of the page' }) x!: number;
}

export class LearnedTableColumnResource {
  @ApiProperty({ enum: ['quantity', 'unitPrice', 'amount', 'ivaRate'] }) role!: string;
  @ApiProperty({ description: 'centre x of the column’s numbers, points from the left of the page' }) x!: number;
}

export class LearnedTableResource {
  @ApiProperty() page!: number;
  @ApiProperty({ type: BoxResource, description: 'where that line was on the page it was learned from' }) headerBox!: BoxResource;
  @ApiProperty({ type: [LearnedHeaderWordResource], description: 'the line over the first row (the table’s header): each word, normalized, and its centre x' })
  headerWords!: LearnedHeaderWordResource[];
  @ApiProperty({ type: LearnedSpanResource, description: 'where the descriptions are printed' }) description!: LearnedSpanResource;
  @ApiProperty({ type: [LearnedTableColumnResource] }) columns!: LearnedTableColumnResource[];
  @ApiProperty({ type: [String], nullable: true, description: 'the words of the line right after the last row, where the rows end' }) end!: string[] | null;
  @ApiProperty() sourceDraftId!: string;
  @ApiProperty({ format: 'date-time' }) learnedAt!: string;
}

export class LearnedRateResource {
  @ApiProperty({ type: String, nullable: true, description: 'the priceList entry’s description; null for the template’s lines at large' }) article!: string | null;
  @ApiProperty({ description: 'the VAT rate the reviewer gave lines printed without one' }) ivaRate!: number;
  @ApiProperty() sourceDraftId!: string;
  @ApiProperty({ format: 'date-time' }) learnedAt!: string;
}

export class TemplateLearningResource {
  @ApiProperty({ type: [LearnedAnchorResource] }) anchors!: LearnedAnchorResource[];
  @ApiProperty({ type: [LearnedAliasResource] }) aliases!: LearnedAliasResource[];
  @ApiPropertyOptional({ type: [LearnedRateResource], description: 'VAT rates learned for lines the documents print without one' }) rates?: LearnedRateResource[];
  @ApiPropertyOptional({ type: LearnedTableResource, nullable: true, description: 'where the rows are printed, learned from the newest correction of a draft’s lines' })
  table?: LearnedTableResource | null;
}

export class LearnedResetDto {
  @ApiPropertyOptional({ nullable: true, enum: [null], description: 'null forgets everything the template learned' }) learned?: null;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsOptional } from 'class-validator';

export class SendVoucherEmailDto {
  @ApiPropertyOptional({ example: 'cliente@example.com', description: "Recipient; the invoice's receiver.email when omitted" })
  @IsOptional() @IsEmail() email?: string;

  @ApiPropertyOptional({ type: [String], example: ['administracion@example.com'], description: 'Copies (at most 10)' })
  @IsOptional() @IsArray() @ArrayMaxSize(10) @IsEmail({}, { each: true }) cc?: string[];
}

export class EmailQueuedResponse {
  @ApiProperty({ example: 'queued' }) status!: 'queued';
  @ApiProperty({ format: 'uuid' }) emailId!: string;
}

export class EmailMessageResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) invoiceId!: string;
  @ApiProperty({ type: [String] }) to!: string[];
  @ApiProperty({ type: [String] }) cc!: string[];
  @ApiProperty({ enum: ['queued', 'sent', 'failed'] }) status!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ nullable: true, type: String, description: 'Last error (kept while retrying; final once failed)' }) error!: string | null;
  @ApiProperty({ nullable: true, type: String }) messageId!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'smtp, or outbox (.eml file under DATA_DIR/outbox)' }) transport!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ nullable: true, type: String }) sentAt!: string | null;
}

export class EmailListResponse {
  @ApiProperty({ enum: ['queued', 'sent', 'failed'], nullable: true, description: 'Status of the latest email of the invoice' }) emailStatus!: string | null;
  @ApiProperty({ type: [EmailMessageResponse], description: 'Newest first' }) emails!: EmailMessageResponse[];
}

import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { UserRole } from '../common/auth';
import type { ActiveSession } from './sessions.service';

export class SignInDto {
  @ApiProperty({ example: 'demo@facturador.local' }) @IsString() @IsNotEmpty() @MaxLength(254) email!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) password!: string;
}

export class ChangePasswordDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) currentPassword!: string;
  @ApiProperty({ minLength: 10 }) @IsString() @IsNotEmpty() @MaxLength(200) newPassword!: string;
}

export class InviteUserDto {
  @ApiProperty() @IsEmail() @MaxLength(254) email!: string;
  @ApiProperty({ enum: ['reviewer', 'owner'] }) @IsIn(['reviewer', 'owner']) role!: UserRole;
}

export class SessionUserResource {
  @ApiProperty() id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ['owner', 'reviewer'] }) role!: UserRole;
  @ApiProperty() accountId!: string;
  @ApiProperty() accountName!: string;
}

export class SessionResponse {
  @ApiProperty({ type: SessionUserResource }) user!: SessionUserResource;
  @ApiProperty({ description: 'send it in the x-csrf-token header of every POST, PUT, PATCH and DELETE' }) csrfToken!: string;
  @ApiProperty({ format: 'date-time', description: 'absolute expiry; the session also ends after the idle time' }) expiresAt!: string;
}

export function toSessionResponse(session: ActiveSession): SessionResponse {
  return { user: session.user, csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString() };
}

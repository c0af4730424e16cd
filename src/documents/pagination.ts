import { AppError } from '../common/errors';

export interface Cursor {
  createdAt: Date;
  id: string;
}

export const DEFAULT_PAGE_SIZE = 50;

/** Opaque keyset cursor: newest first, (createdAt, id) breaks ties. */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new AppError(400, 'invalid_cursor', 'The cursor is not one this API returned.', {
      resolution: 'Pass the nextCursor of the previous page unchanged, or omit it to start from the first page.',
    });
  }
  return { createdAt, id };
}

/** Splits one extra fetched row off a page: its presence means there is a next page. */
export function page<T extends { createdAt: Date; id: string }>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const kept = rows.slice(0, limit);
  return { rows: kept, nextCursor: encodeCursor(kept[kept.length - 1]!) };
}

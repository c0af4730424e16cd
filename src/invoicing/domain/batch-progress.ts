/** The states a batch and its items move through (the schema's enums, repeated here so the domain needs no Drizzle). */
export type BatchState = 'pending' | 'processing' | 'completed' | 'failed';
export type ItemState = 'pending' | 'processing' | 'reconciling' | 'completed' | 'failed';

export interface BatchProgress {
  status: BatchState;
  processedItems: number;
  failedItems: number;
  /** This recount made the batch terminal (its `batch.completed` event is due now, once). */
  completed: boolean;
}

/**
 * A batch's counters and status from its items' statuses (DESIGN §5.4): when no item is open any more the batch
 * becomes `completed` if at least one voucher was authorized, else `failed`; a terminal batch never changes
 * status again; a pending batch with work under way is `processing`.
 */
export function batchProgress(current: BatchState, counts: Partial<Record<ItemState, number>>): BatchProgress {
  const of = (s: ItemState) => counts[s] ?? 0;
  const processedItems = of('completed');
  const failedItems = of('failed');
  const open = of('pending') + of('processing') + of('reconciling');
  const alreadyTerminal = current === 'completed' || current === 'failed';
  const completed = open === 0 && !alreadyTerminal;
  const status: BatchState = completed ? (processedItems > 0 ? 'completed' : 'failed') : current === 'pending' ? 'processing' : current;
  return { status, processedItems, failedItems, completed };
}

import { batchProgress, type BatchState, type ItemState } from './batch-progress';

describe('batchProgress', () => {
  const cases: Array<[string, BatchState, Partial<Record<ItemState, number>>, { status: BatchState; processedItems: number; failedItems: number; completed: boolean }]> = [
    ['items still open: a pending batch is processing', 'pending', { pending: 3, completed: 1 }, { status: 'processing', processedItems: 1, failedItems: 0, completed: false }],
    ['items still open: processing stays processing', 'processing', { reconciling: 1, failed: 2 }, { status: 'processing', processedItems: 0, failedItems: 2, completed: false }],
    ['none open, one authorized: completed', 'processing', { completed: 1, failed: 4 }, { status: 'completed', processedItems: 1, failedItems: 4, completed: true }],
    ['none open, none authorized: failed', 'processing', { failed: 5 }, { status: 'failed', processedItems: 0, failedItems: 5, completed: true }],
    ['already completed: counts move, the status and its event do not', 'completed', { completed: 2, failed: 1 }, { status: 'completed', processedItems: 2, failedItems: 1, completed: false }],
    ['already failed stays failed', 'failed', { failed: 1 }, { status: 'failed', processedItems: 0, failedItems: 1, completed: false }],
    ['an empty pending batch is terminal at once (failed: nothing authorized)', 'pending', {}, { status: 'failed', processedItems: 0, failedItems: 0, completed: true }],
  ];
  it.each(cases)('%s', (_name, current, counts, expected) => {
    expect(batchProgress(current, counts)).toEqual(expected);
  });
});

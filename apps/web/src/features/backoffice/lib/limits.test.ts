import {
  BACKOFFICE_PAGE_SIZE as PAGE,
  FAILURE_REASON_MAX as REASON,
  STAFF_ORDER_STATUSES as STATUSES,
} from '@navihub/contract/backoffice';
import { AUDIT_ACTIONS as ACTIONS, AUDIT_PAGE_SIZE as AUDIT_PAGE } from '@navihub/contract/backoffice-audit';
import { CATALOGUE_CSV_MAX as CSV_MAX } from '@navihub/contract/backoffice-catalogue';
import { FAILED_WORK_LIMIT as FAILED_LIMIT } from '@navihub/contract/backoffice-failed-work';
import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe("the back-office's copies of the contract's constants", () => {
  it('are the contract values', () => {
    expect(limits.BACKOFFICE_PAGE_SIZE).toBe(PAGE);
    expect(limits.AUDIT_PAGE_SIZE).toBe(AUDIT_PAGE);
    expect(limits.FAILURE_REASON_MAX).toBe(REASON);
    expect(limits.CATALOGUE_CSV_MAX).toBe(CSV_MAX);
    expect(limits.STAFF_ORDER_STATUSES).toEqual(STATUSES);
    expect(limits.AUDIT_ACTIONS).toEqual(ACTIONS);
    expect(limits.FAILED_WORK_LIMIT).toBe(FAILED_LIMIT);
  });
});

import { describe, expect, it } from 'vitest';
import { groupFileName, invoiceFileName } from './download-invoice';

describe('invoice file names', () => {
  it('saves an invoice as invoice_{ref}.pdf', () => {
    expect(invoiceFileName({ reference: 'INV-2026-004789' })).toBe('invoice_INV-2026-004789.pdf');
  });

  it('names a group file after its period', () => {
    expect(groupFileName({ id: 'grp-1', name: 'March 2026' })).toBe('invoices_March-2026.zip');
    expect(groupFileName({ id: 'grp-1', name: '***' })).toBe('invoices_grp-1.zip');
  });
});

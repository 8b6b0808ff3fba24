import { describe, expect, it } from 'vitest';
import { decode } from './unread-zap-receipts';

describe('unread zap receipts', () => {
  it('says why an invoice in a zap receipt is not decoded', () => {
    expect(() => decode()).toThrow('Zap receipts are not read in this app');
  });
});

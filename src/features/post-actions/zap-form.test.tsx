// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zapChoiceActions } from '../../stores/zap-choice';
import type { RecipientState } from './use-zap-recipient';
import { ZapForm } from './zap-form';

/** An author's server that takes 10 to 5,000 sats and comments of 8 characters. */
const READY: RecipientState = {
  status: 'ready',
  recipient: {
    payUrl: 'https://pay.example/.well-known/lnurlp/alice',
    document: {
      callback: 'https://pay.example/cb',
      minSendable: 10_000,
      maxSendable: 5_000_000,
      allowsNostr: true,
      nostrPubkey: 'a'.repeat(64),
      commentAllowed: 8,
    },
  },
};

function renderForm(recipient: RecipientState = READY) {
  const onZap = vi.fn();
  render(<ZapForm recipient={recipient} paidWith="Paid from your connected wallet." onZap={onZap} />);
  return onZap;
}

beforeEach(() => {
  localStorage.clear();
  zapChoiceActions.reload();
});
afterEach(cleanup);

describe('ZapForm', () => {
  it('opens on the spec\'s 21 sats and "Nice!", and zaps them in one press', () => {
    const onZap = renderForm();
    expect((screen.getByRole('radio', { name: '21 sats' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '21 sats',
      '210 sats',
      '2,100 sats',
      '21,000 sats',
      'Other amount',
    ]);
    expect((screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value).toBe('Nice!');
    fireEvent.click(screen.getByRole('button', { name: 'Zap 21 sats' }));
    expect(onZap).toHaveBeenCalledWith({ sats: 21, comment: 'Nice!' });
  });

  it('opens on the amount last chosen on this device, typed in when it is no preset', () => {
    zapChoiceActions.choose(777);
    renderForm();
    expect((screen.getByRole('radio', { name: 'Other amount' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Amount in sats' }) as HTMLInputElement).value).toBe('777');
  });

  it("refuses an amount outside the author's wallet's range, saying why, and zaps a good one", () => {
    const onZap = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '21,000 sats' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zap 21,000 sats' }));
    expect(onZap).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe("The author's wallet takes at most 5,000 sats.");

    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    const field = screen.getByRole('textbox', { name: 'Amount in sats' });
    fireEvent.change(field, { target: { value: '4,321' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zap 4,321 sats' }));
    expect(onZap).toHaveBeenCalledWith({ sats: 4_321, comment: 'Nice!' });
  });

  it('keeps the comment within what the wallet takes', () => {
    const onZap = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'What a lovely light' } });
    expect((screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value).toBe('What a l');
    fireEvent.click(screen.getByRole('button', { name: 'Zap 21 sats' }));
    expect(onZap).toHaveBeenCalledWith({ sats: 21, comment: 'What a l' });
  });

  it("cannot zap before the author's wallet has answered, and says why it cannot zap at all", () => {
    renderForm({ status: 'loading' });
    expect((screen.getByRole('button', { name: 'Zap 21 sats' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderForm({ status: 'failed', message: "the author's wallet does not take zaps" });
    expect(screen.getByRole('alert').textContent).toBe("Zap failed: the author's wallet does not take zaps");
  });
});

import { useState } from 'react';
import { QrCode } from '../../components/qr-code';

/**
 * docs/session-and-actions.md, Error catalogue "No payment extension found": with no wallet
 * connected and no WebLN, the zap's invoice is shown as a QR code for a phone wallet, and
 * as text to copy. It counts as paid only when its receipt arrives (docs/session-and-actions.md, Zap receipt).
 */
export function ZapInvoice({ invoice }: { invoice: string }) {
  const [copied, setCopied] = useState(false);

  const copy = (): void => {
    void navigator.clipboard?.writeText(invoice).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <div className="zap-invoice">
      <p>No wallet is connected and no wallet extension was found. Scan the code with a wallet app, or copy the invoice.</p>
      {/* BOLT #11 invoices are case-insensitive; upper case fits QR's compact alphanumeric mode. */}
      <QrCode className="zap-invoice__code" label="Invoice QR code" text={`lightning:${invoice}`.toUpperCase()} mode="Alphanumeric" />
      <label className="zap-invoice__text">
        Invoice
        <textarea readOnly value={invoice} rows={3} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button type="button" className="button" onClick={copy}>
        {copied ? 'Copied' : 'Copy invoice'}
      </button>
    </div>
  );
}

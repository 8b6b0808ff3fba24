import qrcode from 'qrcode-generator';
import { useMemo, useState } from 'react';

/** The invoice as an SVG path of its dark modules: no markup is built from text. */
function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  // BOLT #11 invoices are case-insensitive; upper case fits QR's compact alphanumeric mode.
  code.addData(text.toUpperCase(), 'Alphanumeric');
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) if (code.isDark(row, column)) path += `M${column} ${row}h1v1h-1z`;
  }
  return { size, path };
}

/**
 * docs/session-and-actions.md, Error catalogue "No payment extension found": with no wallet
 * connected and no WebLN, the zap's invoice is shown as a QR code for a phone wallet, and
 * as text to copy. It counts as paid only when its receipt arrives (docs/session-and-actions.md, Zap receipt).
 */
export function ZapInvoice({ invoice }: { invoice: string }) {
  const [copied, setCopied] = useState(false);
  const { size, path } = useMemo(() => qrPath(`lightning:${invoice}`), [invoice]);

  const copy = (): void => {
    void navigator.clipboard?.writeText(invoice).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <div className="zap-invoice">
      <p>No wallet is connected and no wallet extension was found. Scan the code with a wallet app, or copy the invoice.</p>
      <svg className="zap-invoice__code" role="img" aria-label="Invoice QR code" viewBox={`-4 -4 ${size + 8} ${size + 8}`}>
        <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
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

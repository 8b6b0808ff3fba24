import qrcode from 'qrcode-generator';
import { useEffect, useMemo, useRef, useState } from 'react';

export interface ZapInvoiceProps {
  invoice: string;
  onClose(paid: boolean): void;
}

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
 * docs/session-and-actions.md, Error catalogue "No payment extension found": without WebLN the zap's invoice is shown
 * as a QR code for a phone wallet, and as text to copy.
 */
export function ZapInvoice({ invoice, onClose }: ZapInvoiceProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = useState(false);
  const { size, path } = useMemo(() => qrPath(`lightning:${invoice}`), [invoice]);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const copy = (): void => {
    void navigator.clipboard?.writeText(invoice).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <dialog ref={dialog} className="zap-invoice" aria-labelledby="zap-invoice-title" onClose={() => onClose(false)}>
      <h2 id="zap-invoice-title">Pay 21 sats with a lightning wallet</h2>
      <p>No wallet extension was found in this browser. Scan the code with a wallet app, or copy the invoice.</p>
      <svg className="zap-invoice__code" role="img" aria-label="Invoice QR code" viewBox={`-4 -4 ${size + 8} ${size + 8}`}>
        <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <label className="zap-invoice__text">
        Invoice
        <textarea readOnly value={invoice} rows={3} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <div className="zap-invoice__buttons">
        <button type="button" className="button" onClick={copy}>
          {copied ? 'Copied' : 'Copy invoice'}
        </button>
        <button type="button" className="button button--primary" onClick={() => onClose(true)}>
          Done
        </button>
      </div>
    </dialog>
  );
}

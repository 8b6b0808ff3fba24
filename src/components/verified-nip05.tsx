import type { Nip05Check } from '../stores/nip05-store';
import './verified-nip05.css';

/**
 * An author's NIP-05 address, shown only once its document names their key
 * (docs/content-rules.md, NIP-05 identifiers): an unchecked or false address is an
 * impersonation waiting to happen, so it is not shown at all.
 */
export function VerifiedNip05({ check, className }: { check: Nip05Check | undefined; className: string }) {
  if (check?.status !== 'verified') return null;
  return (
    <p className={className} title={`${check.label}: Nostr address checked (NIP-05)`}>
      <span className="verified-nip05__check" role="img" aria-label="Verified">
        ✓
      </span>
      {/* No break after the check: on a narrow screen it would stand alone on a line. */}
      {'\u00a0'}
      {check.label}
    </p>
  );
}

import { useRelayStore } from '../../stores/relay-store';

/**
 * Which relays are not answering (docs/data-and-requests.md, Relays), once the first
 * connections have had their time, and while at least one relay works (when none does,
 * the banner says so). A small disclosure in a corner: it never moves the pictures.
 */
export function RelayStatus() {
  const failed = useRelayStore((state) => state.failed);
  const total = useRelayStore((state) => state.total);
  const shown = useRelayStore((state) => state.settled && state.connected > 0 && state.failed.length > 0);
  if (!shown) return null;
  return (
    <details className="relay-status">
      <summary>
        {failed.length} of {total} relays not answering
      </summary>
      <ul>
        {failed.map((url) => (
          <li key={url}>{url.replace(/\/+$/, '')}</li>
        ))}
      </ul>
    </details>
  );
}

import { Link } from 'react-router-dom';
import { relayLabel, relaySegment } from '../../core/relays';

/** docs/views-and-keys.md, Search: a relay address typed into the box leads to that relay's pictures. */
export function RelayResult({ relay, onChoose }: { relay: string; onChoose(): void }) {
  const segment = relaySegment(relay);
  if (!segment) return null;
  return (
    <section aria-labelledby="search-relay">
      <h2 id="search-relay">Relay</h2>
      <ul>
        <li>
          <Link to={`/relay/${segment}`} onClick={onChoose}>
            Pictures from {relayLabel(relay)}
          </Link>
        </li>
      </ul>
    </section>
  );
}

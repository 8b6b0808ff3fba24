import { useRelayStore } from '../../stores/relay-store';

/** Says plainly when no relay can be reached; cached pictures stay on screen. */
export function RelayBanner() {
  const unreachable = useRelayStore((state) => state.settled && state.total > 0 && state.connected === 0);
  if (!unreachable) return null;
  return (
    <p className="relay-banner" role="alert">
      No relay can be reached right now. Showing what this browser has cached; new posts appear when a relay answers.
    </p>
  );
}

/** For the support servers run as processes: close on SIGTERM or SIGINT, then exit 0. */
export function exitOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

/**
 * A video's length as a tile shows it (docs/views-and-keys.md, Grid view): "m:ss", or
 * "h:mm:ss" from an hour on.
 * The seconds come from an event (NIP-71 / NIP-92 `duration`) or from the video file,
 * so anything that is not a finite, non-negative number gives no label.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;

export function durationLabel(seconds: number | undefined): string | undefined {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return undefined;
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / HOUR);
  const minutes = Math.floor((whole % HOUR) / MINUTE);
  const rest = String(whole % MINUTE).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

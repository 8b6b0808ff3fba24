import { useState } from 'react';

/**
 * A choice shown at once while the address that makes it settled follows a moment later,
 * after the router's transition: the value shown is the one chosen until `settled`
 * changes, and then `settled` wins, whoever changed it.
 */
export function usePendingChoice<T>(settled: T): [shown: T, choose: (value: T) => void] {
  const [pending, setPending] = useState<{ value: T }>();
  const [lastSettled, setLastSettled] = useState(settled);
  if (lastSettled !== settled) {
    setLastSettled(settled);
    setPending(undefined);
  }
  return [pending ? pending.value : settled, (value) => setPending({ value })];
}

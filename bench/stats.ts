/** Median, min and max of repeated measurements. */
export interface Summary {
  median: number | null;
  min: number | null;
  max: number | null;
}

export function summarize(values: readonly (number | null | undefined)[]): Summary {
  const numbers = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (numbers.length === 0) return { median: null, min: null, max: null };
  const middle = Math.floor(numbers.length / 2);
  const median = numbers.length % 2 === 1 ? (numbers[middle] ?? 0) : ((numbers[middle - 1] ?? 0) + (numbers[middle] ?? 0)) / 2;
  return { median, min: numbers[0] ?? null, max: numbers[numbers.length - 1] ?? null };
}

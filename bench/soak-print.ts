/** The soak's table and verdict as printed (bench/soak.ts, README "Benchmark"). */
import { soakFigures, soakHeapLines, type SoakCheck, type SoakOutcome } from './soak-checks';

export function printSoak(outcome: SoakOutcome, checks: SoakCheck[]): void {
  const header = ['slide', 'minutes', 'objects MB', 'code MB', 'DevTools MB', 'DOM nodes', 'listeners', 'img/video'];
  const rows = outcome.samples.map((sample) => [
    String(sample.slide),
    sample.minutes.toFixed(1),
    sample.heapMb.toFixed(2),
    sample.codeMb.toFixed(2),
    sample.devtoolsMb.toFixed(2),
    String(sample.domNodes),
    String(sample.listeners),
    String(sample.mediaElements),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]): string => cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
  console.log('');
  const distinct = [...new Set(outcome.consoleErrors)];
  if (distinct.length > 0)
    console.log(`console errors (not judged), ${outcome.consoleErrors.length} in all: ${distinct.slice(0, 5).join(' | ')}\n`);
  for (const check of checks) console.log(`${check.passed ? 'PASS' : 'FAIL'} ${check.name}: ${check.detail}`);
  const figures = soakFigures(outcome);
  if (figures) console.log(`\n${soakHeapLines(figures).join('\n')}`);
}

/** The counts' icons, drawn like the post actions' (a font may lack the glyphs), small and outlined. */
export type CountIconName = 'like' | 'repost' | 'comment' | 'zap';

const PATHS: Record<CountIconName, string> = {
  like: 'M12 20.5s-7.5-4.6-7.5-10.1A4.2 4.2 0 0 1 12 8a4.2 4.2 0 0 1 7.5 2.4c0 5.5-7.5 10.1-7.5 10.1z',
  repost: 'M7 7h10l-2.5-2.5M17 17H7l2.5 2.5M17 7v5M7 17v-5',
  comment: 'M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z',
  zap: 'M13 3 5.5 13.5H11L10 21l7.5-10.5H12z',
};

export function CountIcon({ name }: { name: CountIconName }) {
  return (
    <svg className="count-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

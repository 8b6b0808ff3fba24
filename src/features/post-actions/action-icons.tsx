/**
 * The actions' icons, drawn rather than taken from a font: many fonts have no bookmark
 * glyph, which showed as an empty box. Filled when the action is on.
 */
export type ActionIconName = 'like' | 'repost' | 'bookmark' | 'zap';

const PATHS: Record<ActionIconName, string> = {
  like: 'M12 20.5s-7.5-4.6-7.5-10.1A4.2 4.2 0 0 1 12 8a4.2 4.2 0 0 1 7.5 2.4c0 5.5-7.5 10.1-7.5 10.1z',
  repost: 'M7 7h10l-2.5-2.5M17 17H7l2.5 2.5M17 7v5M7 17v-5',
  bookmark: 'M6.5 4.5h11v15.5L12 16.2l-5.5 3.8z',
  zap: 'M13 3 5.5 13.5H11L10 21l7.5-10.5H12z',
};

export function ActionIcon({ name, filled }: { name: ActionIconName; filled: boolean }) {
  const fill = filled && name !== 'repost' ? 'currentColor' : 'none';
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill={fill} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

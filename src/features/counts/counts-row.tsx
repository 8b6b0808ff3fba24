import { compactCount, NO_COUNTS } from '../../core/social';
import { CountIcon, type CountIconName } from './count-icons';
import { usePostCounts } from './use-post-counts';
import './counts.css';

interface Shown {
  icon: CountIconName;
  value: number;
  /** What one and several of it are called, for screen readers and the tooltip. */
  one: string;
  many: string;
}

/**
 * Likes, reposts, comments and the sats zapped under a post (docs/views-and-keys.md,
 * Counts), compact (1.2k) with the exact number in the tooltip. The row keeps its size
 * from the start, hidden until the first counts are known, so nothing moves when they
 * come. A zero is quiet: the icon, dimmed, and the number for screen readers only.
 */
export function CountsRow({ postId, className = '' }: { postId: string; className?: string }) {
  const entry = usePostCounts(postId);
  const counts = entry?.counts ?? NO_COUNTS;
  const shown: Shown[] = [
    { icon: 'like', value: counts.likes, one: 'like', many: 'likes' },
    { icon: 'repost', value: counts.reposts, one: 'repost', many: 'reposts' },
    { icon: 'comment', value: counts.comments, one: 'comment', many: 'comments' },
    { icon: 'zap', value: Math.floor(counts.zapMsat / 1000), one: 'sat zapped', many: 'sats zapped' },
  ];
  return (
    // Not read out as it changes: in the slideshow's caption, a live region, every new like would be.
    <ul
      className={['counts-row', entry ? '' : 'is-pending', className].filter(Boolean).join(' ')}
      aria-label="Counts"
      aria-busy={!entry?.settled}
      aria-live="off"
    >
      {shown.map(({ icon, value, one, many }) => {
        const label = ` ${value === 1 ? one : many}`;
        return (
          <li key={icon} className={value === 0 ? 'counts-row__item is-zero' : 'counts-row__item'} title={`${value}${label}`}>
            <CountIcon name={icon} />
            {value === 0 ? (
              <span className="visually-hidden">0{label}</span>
            ) : (
              <span>
                {compactCount(value)}
                <span className="visually-hidden">{label}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

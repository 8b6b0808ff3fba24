import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useElementWidth } from '../../hooks/use-element-width';
import { useOutsidePress } from '../../hooks/use-outside-press';

/**
 * A header's about text (an author's profile, a set's or a list's description): a text
 * node, never markup (docs/content-rules.md, Text is text), its line breaks kept, clamped
 * to the lines its header's fixed height has room for. "Show more" lays the whole text
 * over the grid below, in the clamped text's place, so the header keeps its height and no
 * picture moves (docs/views-and-keys.md, Grid view); Escape or a press elsewhere closes it.
 */
export function AuthorAbout({ about }: { about: string }) {
  const root = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLParagraphElement>(null);
  const width = useElementWidth(text);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const id = useId();
  useOutsidePress(root, () => setExpanded(false), expanded);
  // Measured clamped (the clamped text stays in its place while the whole is laid over it):
  // only a text cut short gets the button, at any width.
  useLayoutEffect(() => {
    const element = text.current;
    if (element) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [about, width]);
  return (
    <div
      ref={root}
      className="author-about"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && expanded) {
          event.stopPropagation();
          setExpanded(false);
        }
      }}
    >
      <div className="author-about__text">
        <p ref={text} className="author-header__about" aria-hidden={expanded || undefined}>
          {about}
        </p>
        {expanded && (
          <p id={id} className="author-about__full">
            {about}
          </p>
        )}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className="author-header__more"
          aria-expanded={expanded}
          aria-controls={expanded ? id : undefined}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}

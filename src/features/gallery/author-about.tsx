import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useElementWidth } from '../../hooks/use-element-width';

/**
 * The profile's about text under the author's name: a text node, never markup
 * (docs/content-rules.md, Text is text), its line breaks kept; three lines at most until
 * the reader asks for the rest.
 */
export function AuthorAbout({ about }: { about: string }) {
  const text = useRef<HTMLParagraphElement>(null);
  const width = useElementWidth(text);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const id = useId();
  // Measured while clamped: only a text cut short gets the button, at any width.
  useLayoutEffect(() => {
    const element = text.current;
    if (element && !expanded) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [about, width, expanded]);
  return (
    <>
      <p ref={text} id={id} className={expanded ? 'author-header__about is-expanded' : 'author-header__about'}>
        {about}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          className="author-header__more"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </>
  );
}

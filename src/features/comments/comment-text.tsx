import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { commentTokens, type CommentToken } from '../../core/social';
import { displayName } from '../../core/identity';
import { useProfile } from '../../hooks/use-profile';

/** A person named in a comment, by the name their profile gives, leading to their gallery. */
function Mention({ pubkey, npub }: { pubkey: string; npub: string }) {
  const profile = useProfile(pubkey);
  return <Link to={`/p/${npub}`}>@{displayName(profile, npub)}</Link>;
}

function Token({ token }: { token: CommentToken }) {
  switch (token.type) {
    case 'text':
      return token.text;
    case 'link':
    case 'post':
      // Someone else's address: a new tab, no referrer, and no endorsement for search engines.
      return (
        <a href={token.href} target="_blank" rel="noopener noreferrer nofollow">
          {token.text}
        </a>
      );
    case 'mention':
      return <Mention pubkey={token.pubkey} npub={token.npub} />;
    case 'hashtag':
      return <Link to={token.path}>{token.text}</Link>;
  }
}

/**
 * A comment's text as elements built from its tokens (docs/content-rules.md, Comments):
 * React writes every piece as text, so nothing of the comment reaches the page as markup.
 */
export const CommentText = memo(function CommentText({ content }: { content: string }) {
  const tokens = useMemo(() => commentTokens(content), [content]);
  return (
    <p className="comment__text" dir="auto">
      {tokens.map((token, index) => (
        <Token key={index} token={token} />
      ))}
    </p>
  );
});

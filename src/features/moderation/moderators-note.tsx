import { absoluteAddress } from './wall-panel';

/** How another moderator joins an approved wall (docs/views-and-keys.md, Moderation screen). */
export function ModeratorsNote({ sets, moderationAddress }: { sets: readonly string[]; moderationAddress: string }) {
  // Each moderator brings a picture set and a video set (core/wall/wall.ts).
  const moderators = Math.max(1, Math.ceil(sets.length / 2));
  return (
    <p className="moderation__note">
      {moderators === 1 ? 'One moderator: you.' : `${moderators} moderators, you among them.`} Another moderator opens{' '}
      <a href={absoluteAddress(moderationAddress)}>this page’s address</a> logged in as themselves; the wall’s address then names their
      approvals too, so restart the wall from the new code.
    </p>
  );
}

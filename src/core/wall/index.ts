/**
 * The wall domain's face (docs/architecture.md, The map): the moderated wall's address and
 * what it says of sets it cannot read. What the rest of the app uses of it; the build imports
 * each name from its file.
 */
export { unreadableSetsNote } from './unreadable-sets';
export { moderationPath, wallIdentifier, wallPath, wallSetCoordinate, wallSetKind, wallSetTitle, withModerator } from './wall';

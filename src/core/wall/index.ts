export { unreadableSetsNote } from './unreadable-sets';
export { moderationPath, wallIdentifier, wallPath, wallSetCoordinate, wallSetKind, wallSetTitle, withModerator } from './wall';

/**
 * The sets domain's face (docs/architecture.md, The map): picture and video sets, people
 * lists, set edits, wall admission. What the rest of the app uses of it; the build imports
 * each name from its file.
 */
export { INVALID_WALL } from './admission';
export { entryRank, isEntry, keepEntries, NOTHING_WITHDRAWN } from './entry-withdrawal';
export { listFilter, newestAnswer } from './list-lookup';
export { identifierOf, listedSets, newestSets, parseMediaSet, setCoordinate, setEntryIds, setKindFor } from './media-set';
export { decodeListReference, listTitle, parsePeopleList, readPeopleList } from './people-list';
export { decodeSetAddress, isMediaSetKind, type SetAddress } from './set-address';
export {
  hasSetEntry,
  MAX_SET_DESCRIPTION,
  MAX_SET_TITLE,
  newSetTemplate,
  setEditTemplate,
  withoutSetEntry,
  withSetEntry,
} from './set-edit';
export { EMPTY_UNION, entryDiff, isNewerVersion, type SetUnion, setVersionOf, unionOf, type VersionStamp } from './set-union';

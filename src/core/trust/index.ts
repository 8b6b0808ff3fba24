/**
 * The trust domain's face (docs/architecture.md, The map): follows, the trust circle, mutes,
 * reports, content warnings, the adult gate. What the rest of the app uses of it; the build
 * imports each name from its file.
 */
export { needsAdultWarning } from './adult-gate';
export { newerReplaceable, nextReplaceableTime, parseFollows } from './contact-list';
export { followEveryone, notYetFollowed, toggleFollowTag } from './follow-tags';
export { addLocalMute, localMuteList, type LocalMutes, parseLocalMutes, removeLocalMute, serializeLocalMutes } from './local-mutes';
export {
  addMuteTag,
  EMPTY_MUTE_LIST,
  isEmptyMuteList,
  isMutedItem,
  type MuteEntry,
  type MuteList,
  parseMuteList,
  withMuteEntry,
} from './mute-list';
export { OFFERED_REPORT_TYPES, parseReport, type Report, REPORT_COMMENT_MAX_LENGTH, reportTemplate, type ReportType } from './report';
export {
  answersReportFilter,
  REPORT_AUTHORS_PER_FILTER,
  REPORT_POSTS_PER_REQUEST,
  type ReportFilter,
  reportFilters,
} from './report-filters';
export { reportWarning, tallyReports } from './report-tally';
export {
  admitsAuthor,
  CIRCLE_EXPIRY_MS,
  CIRCLE_FRESH_MS,
  circleAge,
  circleFromRecord,
  type CircleRecord,
  newestPerAuthor,
  packKeys,
  readCircleRecord,
  trustApplies,
  type TrustCircle,
  type TrustLevel,
  unpackKeys,
  widenCircle,
} from './trust-circle';

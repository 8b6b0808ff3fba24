/**
 * The social domain's face (docs/architecture.md, The map): reactions, reposts, zaps and
 * wallets, counts, comments, rates. What the rest of the app uses of it; the build imports
 * each name from its file.
 */
export { isBookmarked, toggleBookmarkTag } from './bookmarks';
export { commentLeftOut } from './comment-audience';
export { commentTemplate } from './comment-template';
export { type CommentToken, commentTokens, MAX_COMMENT_CHARS } from './comment-text';
export { arrangeThreads, commentCount, type CommentRequest, commentRequest, type CommentThread, isCommentOn } from './comment-thread';
export { compactCount } from './compact-count';
export { type CountFilter, countFilters, MAX_POSTS_PER_REQUEST, rankingFilters } from './count-filters';
export {
  addToTally,
  addZap,
  type CountTally,
  type CountTarget,
  emptyTally,
  NO_COUNTS,
  type PostCounts,
  postsNamed,
  type ReactionGroup,
  summarize,
  type ZapperTotal,
} from './post-counts';
export { DEFAULT_CURRENCY, parseRates, parseStoredRates, type Rate, rateFor, satsToFiat } from './rates';
export { isLikeOf, likeTemplate } from './reaction';
export { isRepostOf, repostTemplate } from './repost-template';
export {
  parseStoredWallet,
  parseWalletUri,
  readWalletAnswer,
  serializeStoredWallet,
  WALLET_URI_PROBLEMS,
  walletCanPay,
  type WalletConnection,
  walletEncryption,
  type WalletEncryption,
  walletErrorText,
} from './wallet-connection';
export {
  checkInvoice,
  invoiceRequestUrl,
  lnurlEncode,
  lnurlPayUrl,
  parseInvoiceResponse,
  parsePayDocument,
  type PayDocument,
  ZAP_COMMENT,
  ZAP_ERRORS,
  zapRequestTemplate,
} from './zap';
export {
  type AmountChoice,
  chosenAmount,
  clipZapComment,
  initialAmountChoice,
  parseZapChoice,
  satsLabel,
  satsRange,
  serializeZapChoice,
  ZAP_PRESET_SATS,
  zapCommentLimit,
} from './zap-amount';
export { checkPaidZapReceipt, checkZapReceipt, type PaidZap } from './zap-receipt';

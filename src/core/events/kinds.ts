/**
 * Every Nostr event kind the app reads or writes, named once (docs/data-and-requests.md,
 * Event kinds). Constants only: the page's first script may import this file.
 */

/** NIP-01 and NIP-24: a profile, JSON in the content. */
export const PROFILE_KIND = 0;
/** NIP-01: a text note; the app shows the media it links. */
export const TEXT_NOTE_KIND = 1;
/** NIP-02: the follow list (contact list), one `p` tag per followed key. */
export const FOLLOW_LIST_KIND = 3;
/** NIP-18: a repost of a text note. */
export const REPOST_KIND = 6;
/** NIP-25: a reaction; "+" is a like. */
export const REACTION_KIND = 7;
/** NIP-18: a generic repost, of any kind but a text note. */
export const GENERIC_REPOST_KIND = 16;
/** NIP-68: a picture post. */
export const PICTURE_KIND = 20;
/** NIP-71: a normal video. */
export const VIDEO_KIND = 21;
/** NIP-71: a short (portrait) video. */
export const SHORT_VIDEO_KIND = 22;
/** In no NIP: the exchange rates of a fixed provider (docs/data-and-requests.md, Rates). */
export const RATES_KIND = 1009;
/** NIP-94: file metadata. */
export const FILE_METADATA_KIND = 1063;
/** NIP-22: a comment on any event but a text note (those are answered with kind 1, NIP-10). */
export const COMMENT_KIND = 1111;
/** NIP-56: a report of a post or a person, the report type beside each key it names. */
export const REPORT_KIND = 1984;
/** NIP-57 appendix A: a zap request, signed by the zapper and sent to the LNURL server, never published. */
export const ZAP_REQUEST_KIND = 9734;
/** NIP-57 appendix E: a zap receipt, signed by the recipient's LNURL server once the invoice is paid. */
export const ZAP_RECEIPT_KIND = 9735;
/** NIP-51: the mute list. */
export const MUTE_LIST_KIND = 10000;
/** NIP-65: the relay list, `r` tags with read or write markers. */
export const RELAY_LIST_KIND = 10002;
/** NIP-51: bookmarks. */
export const BOOKMARKS_KIND = 10003;
/** NIP-51: blocked relays, never connected to. */
export const BLOCKED_RELAYS_KIND = 10006;
/** BUD-03: a user's Blossom servers. */
export const BLOSSOM_SERVER_LIST_KIND = 10063;
/** NIP-96: a user's file storage servers (File Server Preference). */
export const FILE_SERVER_LIST_KIND = 10096;
/** NIP-47: a wallet service's info event, the capabilities and encryption it takes. */
export const WALLET_INFO_KIND = 13194;
/** NIP-47: a request to a wallet service (pay_invoice), encrypted to it. */
export const WALLET_REQUEST_KIND = 23194;
/** NIP-47: a wallet service's answer, encrypted to the connection's key. */
export const WALLET_RESPONSE_KIND = 23195;
/** BUD-01: a Blossom authorization event, sent in a request's Authorization header, never published. */
export const BLOSSOM_AUTH_KIND = 24242;
/** NIP-98: HTTP auth. */
export const HTTP_AUTH_KIND = 27235;
/** NIP-51: a people list (follow set), addressed by its `d` tag. */
export const PEOPLE_LIST_KIND = 30000;
/** NIP-51: a video set (curation set of videos), addressed by its `d` tag. */
export const VIDEO_SET_KIND = 30005;
/** NIP-51: a picture set (curation set of pictures), addressed by its `d` tag. */
export const PICTURE_SET_KIND = 30006;
/** NIP-51: a starter pack, people to be followed together, addressed by its `d` tag. */
export const STARTER_PACK_KIND = 39089;

/** NIP-18: both repost kinds. */
export const REPOST_KINDS: readonly number[] = [REPOST_KIND, GENERIC_REPOST_KIND];
/** NIP-51: both media set kinds, a gallery route of their own (docs/content-rules.md, Media sets). */
export const MEDIA_SET_KINDS: readonly number[] = [VIDEO_SET_KIND, PICTURE_SET_KIND];
/** NIP-51: the people lists a list route opens, follow sets and starter packs (docs/content-rules.md, People lists). */
export const PEOPLE_LIST_KINDS: readonly number[] = [PEOPLE_LIST_KIND, STARTER_PACK_KIND];
/** NIP-71: both video kinds. */
export const VIDEO_KINDS: readonly number[] = [VIDEO_KIND, SHORT_VIDEO_KIND];

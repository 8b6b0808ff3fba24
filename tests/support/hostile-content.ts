/**
 * Events written to attack the page (docs/content-rules.md, Text is text): every field
 * that reaches the screen or an attribute carries script, and every media link an unsafe
 * scheme or form. Each payload tries to call `window.__pwned()`, the sentinel a test
 * installs.
 */
import { finalizeEvent, type NostrEvent } from 'nostr-tools';

const CALL = 'window.__pwned()';

/** Markup and script in the shapes that have broken real pages. */
export const SCRIPT_PAYLOADS = [
  `<script>${CALL}</script>`,
  `<img src=x onerror="${CALL}">`,
  `"><svg onload=${CALL}>`,
  `javascript:${CALL}`,
  `'-${CALL}-'`,
];

/** Media links no page may load: only http(s) media is ever loaded. */
export function unsafeMediaUrls(mediaBase: string): string[] {
  return [
    `javascript:${CALL}//x.jpg`,
    `data:text/html,<script>${CALL}</script>.jpg`,
    'vbscript:msgbox(1)//x.png',
    '//evil.example/x.jpg',
    `${mediaBase}/media/quote.jpg" onerror="${CALL}`,
    `${mediaBase}/media/angle.jpg><script>${CALL}</script>`,
  ];
}

export interface HostileContent {
  events: NostrEvent[];
  /** The one safe picture of each post, which must show. */
  safeImageUrls: string[];
  name: string;
}

export function hostileContent(secret: Uint8Array, mediaBase: string, now: number): HostileContent {
  const payload = SCRIPT_PAYLOADS.join(' ');
  const unsafe = unsafeMediaUrls(mediaBase);
  const safeImageUrls = [`${mediaBase}/media/hostile-one.jpg`, `${mediaBase}/media/hostile-two.png`];
  const name = `Hostile ${SCRIPT_PAYLOADS[1]}`;
  const profile = finalizeEvent(
    {
      kind: 0,
      created_at: now,
      tags: [],
      content: JSON.stringify({
        name,
        display_name: name,
        about: payload,
        picture: `javascript:${CALL}`,
        banner: `data:text/html,<script>${CALL}</script>`,
        nip05: `"><script>${CALL}</script>@diorama.test`,
        lud16: `<img src=x onerror=${CALL}>@diorama.test`,
        website: `javascript:${CALL}`,
      }),
    },
    secret,
  );
  const posts = safeImageUrls.map((safe, index) =>
    finalizeEvent(
      {
        kind: 1,
        created_at: now - 10 - index,
        tags: [
          ['t', 'hostile'],
          ['t', SCRIPT_PAYLOADS[index] ?? ''],
          ['imeta', `url ${unsafe[index] ?? ''}`, 'm image/jpeg', `alt ${payload}`],
          ['imeta', `url ${safe}`, `alt ${payload}`, `blurhash ${SCRIPT_PAYLOADS[2]}`, `dim 640x480`],
        ],
        content: `${payload}\n${unsafe.join('\n')}\n${safe}`,
      },
      secret,
    ),
  );
  const list = finalizeEvent(
    {
      kind: 30000,
      created_at: now,
      tags: [
        ['d', 'hostile'],
        ['title', payload],
        ['p', posts[0]?.pubkey ?? ''],
      ],
      content: '',
    },
    secret,
  );
  return { events: [profile, ...posts, list], safeImageUrls, name };
}

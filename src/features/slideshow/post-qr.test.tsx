// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { nip19 } from 'nostr-tools';
import qrcode from 'qrcode-generator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pictureOf } from '../../../tests/support/media-item';
import { config } from '../../config';
import { postLink } from '../../core/routes';
import { feedActions, initialFeedState, useFeedStore } from '../../stores/feed-store';
import { PostQr } from './post-qr';

const pubkey = 'c'.repeat(64);
const post = { id: 'd'.repeat(64), pubkey, kind: 20, created_at: 1000, tags: [], content: '' };
const first = pictureOf(post, 'https://media.example/one.jpg', { author: nip19.npubEncode(pubkey) });
const second = pictureOf(post, 'https://media.example/two.jpg', { author: nip19.npubEncode(pubkey) });

/** The dark modules the SVG draws, read back from its path of unit squares. */
function drawnModules(svg: Element): Set<string> {
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, column, row]) => `${row},${column}`));
}

/** The modules qrcode-generator makes for `text`, as the app asks for them (error correction M, bytes). */
function expectedModules(text: string): Set<string> {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const dark = new Set<string>();
  for (let row = 0; row < code.getModuleCount(); row++) {
    for (let column = 0; column < code.getModuleCount(); column++) if (code.isDark(row, column)) dark.add(`${row},${column}`);
  }
  return dark;
}

describe('the post QR code of screen mode', () => {
  beforeEach(() => {
    useFeedStore.setState(initialFeedState, true);
    feedActions.reset('feed');
    feedActions.add('feed', [first, second]);
  });
  afterEach(cleanup);

  it("draws the link to the picture's post, module for module, and names itself", () => {
    render(<PostQr item={second} showAdult={false} />);
    const code = screen.getByRole('img', { name: 'QR code: open this post on your phone' });
    const link = postLink(config.publicUrl, second, 1, false);
    expect(link).toContain('media=2');
    expect(drawnModules(code)).toEqual(expectedModules(link));
    expect(drawnModules(code)).not.toEqual(expectedModules(postLink(config.publicUrl, first, 0, false)));
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hexToNpub } from '../../core/events';
import type * as PostingModule from '../../stores/posting';
import { loginPrompt, useLoginPrompt } from '../../stores/login-prompt';
import { postingActions } from '../../stores/posting-store';
import { sessionActions } from '../../stores/session-store';
import { READ_ONLY_REASON } from '../../stores/signer-gate';
import { PostScreen } from './post-screen';

/** The user's servers and the relays are fakes: the screen is what is tested. */
vi.mock('../../stores/posting', async (importOriginal) => {
  const actual = await importOriginal<typeof PostingModule>();
  return {
    ...actual,
    posting: actual.createPosting({
      requireSigner: () => Promise.resolve(),
      fetchUploadServers: () => Promise.resolve({ blossom: ['https://one.example', 'https://two.example'], nip96: [] }),
      defaultServer: { protocol: 'blossom', server: 'https://default.example' },
      uploadBlob: () => Promise.reject(new Error('not in this test')),
      mirrorBlob: () => Promise.reject(new Error('not in this test')),
      uploadNip96: () => Promise.reject(new Error('not in this test')),
      publishRelays: () => Promise.resolve([]),
      publishEvent: () => Promise.reject(new Error('not in this test')),
      showOwnPost: () => undefined,
      now: () => 1_700_000_000,
    }),
  };
});

const USER = 'e'.repeat(64);
const HASH = 'a'.repeat(64);

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/post']}>
      <PostScreen />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionActions.signOut();
  loginPrompt.close();
  postingActions.reset(undefined);
});

afterEach(() => cleanup());

describe('the posting screen', () => {
  it('signed out, says what it needs and opens the login dialog', () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'New post' })).toBeTruthy();
    expect(screen.getByText('Log in to post pictures.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useLoginPrompt.getState()).toEqual({ open: true, reason: 'Log in to post pictures.' });
    expect(document.title).toMatch(/^New post/);
  });

  it('read-only, asks for a signer', () => {
    sessionActions.start({ pubkey: USER, method: 'npub', signerReady: false, relayList: undefined });
    renderScreen();
    expect(screen.getByText(READ_ONLY_REASON)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
  });

  it('with a signer, says where the pictures go and which hashtags the post will carry', async () => {
    sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
    renderScreen();
    expect(await screen.findByText('Pictures go to one.example, with a copy on two.example.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'At the #Sea' } });
    fireEvent.change(screen.getByLabelText('Hashtags'), { target: { value: 'bw, #Film' } });
    expect(screen.getByText('Tagged #bw #film #sea')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Add a picture or a video first.');
  });

  it("shows each picture's state: a failure says why, the button offers Retry, and the text stays", async () => {
    sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
    postingActions.reset(USER);
    postingActions.setText({ caption: 'Kept' });
    postingActions.pictureAdded('p1', 'beach.jpg');
    postingActions.pictureAdded('p2', 'notes.txt');
    postingActions.pictureReady('p1', {
      name: 'beach.jpg',
      mime: 'image/jpeg',
      width: 4,
      height: 3,
      hash: HASH,
      bytes: new Uint8Array([1]),
    });
    postingActions.uploadFailed('p1', 'Could not upload beach.jpg to one.example: the server said "Disk full" (HTTP 500).');
    postingActions.pictureRefused('p2', 'notes.txt is not a photo or picture file.');
    postingActions.failed('Could not upload a picture. Your text is still here; press Retry to send it again.');
    renderScreen();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Could not upload beach.jpg to one.example: the server said "Disk full" (HTTP 500).',
      'notes.txt is not a photo or picture file.',
      'Could not upload a picture. Your text is still here; press Retry to send it again.',
    ]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect((screen.getByLabelText('Caption') as HTMLTextAreaElement).value).toBe('Kept');
    expect(screen.getByLabelText('Alt text for beach.jpg')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(screen.queryByText('notes.txt is not a photo or picture file.')).toBeNull();
  });

  it('shows the progress of an upload', () => {
    sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
    postingActions.reset(USER);
    postingActions.pictureAdded('p1', 'beach.jpg');
    postingActions.pictureReady('p1', {
      name: 'beach.jpg',
      mime: 'image/jpeg',
      width: 4,
      height: 3,
      hash: HASH,
      bytes: new Uint8Array([1]),
    });
    postingActions.uploadStarted('p1');
    postingActions.uploadProgress('p1', 0.4);
    postingActions.phase('uploading');
    renderScreen();
    const bar = screen.getByRole('progressbar', { name: 'Upload of beach.jpg' }) as HTMLProgressElement;
    expect(bar.value).toBeCloseTo(0.4);
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a video's line: its poster as the thumbnail, its size, length and whether a location was removed", async () => {
    sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
    postingActions.reset(USER);
    postingActions.pictureAdded('v1', 'waves.mp4', true);
    const poster = { name: 'waves-poster.jpg', mime: 'image/jpeg', width: 160, height: 96, hash: HASH, bytes: new Uint8Array([2]) };
    postingActions.pictureReady('v1', { ...poster, name: 'waves.mp4', mime: 'video/mp4', duration: 7.4, poster, removed: ['loci'] });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:poster';
    });
    renderScreen();
    expect(screen.getByText('Ready: 160×96, 0:07, location removed.')).toBeTruthy();
    expect(created.map((blob) => blob.type)).toEqual(['image/jpeg']);
    expect(await screen.findByText('The video goes to one.example, with a copy on two.example.')).toBeTruthy();
    expect(screen.getByPlaceholderText('Describe the video for people who cannot see it')).toBeTruthy();
  });

  it('once published, links to where the post shows', () => {
    sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
    postingActions.reset(USER);
    postingActions.published('9'.repeat(64), ['sea', 'bw']);
    renderScreen();
    expect(screen.getByRole('status').textContent).toBe('Your post is published.');
    expect(screen.getByRole('link', { name: 'See it among your pictures' }).getAttribute('href')).toBe(`/p/${hexToNpub(USER)}`);
    expect(screen.getByRole('link', { name: '#sea' }).getAttribute('href')).toBe('/tags/sea');
    fireEvent.click(screen.getByRole('button', { name: 'Write another post' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

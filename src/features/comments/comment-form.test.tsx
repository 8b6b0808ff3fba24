// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NostrEvent } from '../../core/types';
import { SEND_FAILED } from '../../stores/comments';
import type * as CommentsModule from '../../stores/comments';
import { commentsActions } from '../../stores/comments-store';
import { loginPrompt, useLoginPrompt } from '../../stores/login-prompt';
import { sessionActions } from '../../stores/session-store';
import { READ_ONLY_REASON } from '../../stores/signer-gate';
import { CommentForm } from './comment-form';

/** The relays answer as each test says; the signer gate is the app's own. */
const relays = vi.hoisted(() => ({ publish: vi.fn() }));

vi.mock('../../stores/comments', async (importOriginal) => {
  const actual = await importOriginal<typeof CommentsModule>();
  const { requireSigner } = await import('../../stores/signer-gate');
  return {
    ...actual,
    comments: actual.createComments({
      watchComments: () => () => undefined,
      requireSigner,
      publishRelays: () => Promise.resolve(['wss://relay.example']),
      publishEvent: (...args) => relays.publish(...args) as Promise<NostrEvent>,
      seenOn: () => undefined,
      now: () => 1_700_000_000,
    }),
  };
});

const USER = 'e'.repeat(64);
const post: NostrEvent = { id: '1'.repeat(64), pubkey: 'a'.repeat(64), kind: 20, created_at: 1_699_999_000, tags: [], content: '' };

const box = () => screen.getByRole('textbox', { name: 'Write a comment' }) as HTMLTextAreaElement;
const postButton = () => screen.getByRole('button', { name: 'Post' });

beforeEach(() => {
  sessionActions.signOut();
  loginPrompt.close();
  commentsActions.reset();
  commentsActions.watching(post.id);
  relays.publish.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('writing a comment', () => {
  it('signed out, pressing the box or Post opens the login dialog and takes no text', () => {
    render(<CommentForm post={post} label="Write a comment" />);
    expect(box().readOnly).toBe(true);
    fireEvent.click(box());
    expect(useLoginPrompt.getState()).toEqual({ open: true, reason: 'Log in to comment.' });
    loginPrompt.close();
    fireEvent.click(postButton());
    return vi.waitFor(() => expect(useLoginPrompt.getState().open).toBe(true));
  });

  it('read-only, says a signer is needed, and Post asks for one', async () => {
    sessionActions.start({ pubkey: USER, method: 'npub', signerReady: false, relayList: undefined });
    render(<CommentForm post={post} label="Write a comment" />);
    expect(screen.getByText('You are logged in read-only with a public key. Log in with a signer to comment.')).toBeTruthy();
    fireEvent.click(postButton());
    await vi.waitFor(() => expect(useLoginPrompt.getState().reason).toBe(READ_ONLY_REASON));
    expect(relays.publish).not.toHaveBeenCalled();
  });

  it('with a signer, empties the box when a relay takes the comment', async () => {
    sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
    relays.publish.mockImplementation((template: NostrEvent) => Promise.resolve({ ...template, id: '9'.repeat(64), pubkey: USER }));
    const sent = vi.fn();
    render(<CommentForm post={post} label="Write a comment" onSent={sent} />);
    expect(postButton()).toHaveProperty('disabled', true);
    fireEvent.change(box(), { target: { value: 'What light!' } });
    await act(async () => fireEvent.click(postButton()));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledOnce());
    expect(box().value).toBe('');
    expect(relays.publish).toHaveBeenCalledWith(expect.objectContaining({ kind: 1111, content: 'What light!' }), ['wss://relay.example']);
  });

  it('keeps the text and says why when no relay takes it', async () => {
    sessionActions.start({ pubkey: USER, method: 'nsec', signerReady: true, relayList: undefined });
    relays.publish.mockRejectedValue(new Error('no relay took it'));
    render(<CommentForm post={post} label="Write a comment" />);
    fireEvent.change(box(), { target: { value: 'What light!' } });
    await act(async () => fireEvent.click(postButton()));
    expect((await screen.findByRole('alert')).textContent).toBe(SEND_FAILED);
    expect(box().value).toBe('What light!');
    expect(box().readOnly).toBe(false);
  });
});

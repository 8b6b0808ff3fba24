import { describe, expect, it } from 'vitest';
import { loginPrompt, useLoginPrompt } from './login-prompt';

describe('login prompt', () => {
  it('says why it was opened by an action, and forgets the reason when it closes or is opened by the login button', () => {
    loginPrompt.open('Log in to like this post');
    expect(useLoginPrompt.getState()).toEqual({ open: true, reason: 'Log in to like this post' });
    loginPrompt.open();
    expect(useLoginPrompt.getState()).toEqual({ open: true, reason: undefined });
    loginPrompt.open('Log in to follow');
    loginPrompt.close();
    expect(useLoginPrompt.getState()).toEqual({ open: false, reason: undefined });
  });
});

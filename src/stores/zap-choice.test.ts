// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { useZapChoice, ZAP_CHOICE_KEY, zapChoiceActions } from './zap-choice';

beforeEach(() => {
  localStorage.clear();
  zapChoiceActions.reload();
});

describe('the remembered zap amount', () => {
  it("is the spec's 21 sats until another is chosen", () => {
    expect(useZapChoice.getState().sats).toBe(21);
  });

  it('is kept on this device, versioned, and read back on the next visit', () => {
    zapChoiceActions.choose(2_100);
    expect(JSON.parse(localStorage.getItem(ZAP_CHOICE_KEY) ?? 'null')).toEqual({ version: 1, sats: 2_100 });
    useZapChoice.setState({ sats: 21 });
    zapChoiceActions.reload();
    expect(useZapChoice.getState().sats).toBe(2_100);
  });

  it('falls back to 21 sats when what is stored cannot be read', () => {
    localStorage.setItem(ZAP_CHOICE_KEY, '{"version":1,"sats":-4}');
    zapChoiceActions.reload();
    expect(useZapChoice.getState().sats).toBe(21);
  });
});

import { describe, expect, it } from 'vitest';
import { forgetOldestPassedOn } from './remembered-events';

describe("a subscription's record of the events it passed on", () => {
  it('makes room for the next event by forgetting the ones passed on longest ago', () => {
    const passedOn = new Map(['a', 'b', 'c', 'd'].map((id, index) => [id, index]));
    forgetOldestPassedOn(passedOn, 3);
    expect([...passedOn.keys()]).toEqual(['c', 'd']);
    forgetOldestPassedOn(passedOn, 3);
    expect([...passedOn.keys()]).toEqual(['c', 'd']);
  });
});

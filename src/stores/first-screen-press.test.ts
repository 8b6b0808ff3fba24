import { describe, expect, it } from 'vitest';
import { createFirstScreenPress } from './first-screen-press';

describe('a press on the painted first screen', () => {
  it('is kept until the gallery listens, handed over once, and later presses go straight to it', () => {
    const { press: pressFirstScreenPicture, listen: onFirstScreenPress } = createFirstScreenPress();
    pressFirstScreenPicture('early');
    const heard: string[] = [];
    const stop = onFirstScreenPress((key) => heard.push(key));
    pressFirstScreenPicture('later');
    stop();
    pressFirstScreenPicture('after');
    const again: string[] = [];
    onFirstScreenPress((key) => again.push(key))();
    expect(heard).toEqual(['early', 'later']);
    expect(again).toEqual(['after']);
  });
});

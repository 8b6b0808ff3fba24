import { describe, expect, it } from 'vitest';
import { stepCurrent } from './current-step';

const none = (): boolean => false;
const hiding =
  (...indexes: number[]) =>
  (index: number): boolean =>
    indexes.includes(index);

describe('stepCurrent', () => {
  it('moves one item either way', () => {
    expect(stepCurrent(5, 2, 1, none)).toBe(3);
    expect(stepCurrent(5, 2, -1, none)).toBe(1);
  });

  it('starts at the first item going on and at the last going back', () => {
    expect(stepCurrent(5, undefined, 1, none)).toBe(0);
    expect(stepCurrent(5, undefined, -1, none)).toBe(4);
  });

  it('stays at either end', () => {
    expect(stepCurrent(5, 4, 1, none)).toBe(4);
    expect(stepCurrent(5, 0, -1, none)).toBe(0);
  });

  it('passes over hidden items', () => {
    expect(stepCurrent(6, 1, 1, hiding(2, 3))).toBe(4);
    expect(stepCurrent(6, 4, -1, hiding(2, 3))).toBe(1);
    expect(stepCurrent(6, undefined, 1, hiding(0))).toBe(1);
  });

  it('stays where it is when only hidden items lie ahead', () => {
    expect(stepCurrent(6, 3, 1, hiding(4, 5))).toBe(3);
    expect(stepCurrent(3, undefined, 1, hiding(0, 1, 2))).toBeUndefined();
  });

  it('steps back into a feed that has shrunk below the current item', () => {
    expect(stepCurrent(3, 7, -1, none)).toBe(2);
    expect(stepCurrent(3, 7, 1, none)).toBeUndefined();
  });

  it('has nothing to step to in an empty feed', () => {
    expect(stepCurrent(0, undefined, 1, none)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { removeWebmLocation } from './webm-location';

const latin1 = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));
/** An EBML element with a one-byte size (values under 127 bytes). */
const element = (id: number[], payload: number[]): number[] => [...id, 0x80 | payload.length, ...payload];
const simpleTag = (name: string, value: string): number[] =>
  element([0x67, 0xc8], [...element([0x45, 0xa3], latin1(name)), ...element([0x44, 0x87], latin1(value))]);

const has = (bytes: Uint8Array, text: string): boolean => String.fromCharCode(...bytes).includes(text);

describe('removeWebmLocation', () => {
  it("zeroes a location tag's value and keeps the other tags, the length and the element sizes", () => {
    const tags = [...simpleTag('TITLE', 'At sea'), ...simpleTag('RECORDING_LOCATION', '+48.8584+002.2945/')];
    const bytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...element([0x12, 0x54, 0xc3, 0x67], element([0x73, 0x73], tags))]);
    const before = Uint8Array.from(bytes);
    expect(removeWebmLocation(bytes)).toEqual(['RECORDING_LOCATION']);
    expect(has(bytes, '48.8584')).toBe(false);
    expect(has(bytes, 'At sea')).toBe(true);
    expect(bytes.length).toBe(before.length);
    const changed = bytes.filter((byte, index) => byte !== before[index]);
    expect(changed.every((byte) => byte === 0)).toBe(true);
    expect(changed.length).toBe('+48.8584+002.2945/'.length);
  });

  it('leaves a file without a location as it was', () => {
    const bytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...simpleTag('ENCODER', 'Chrome'), 0x45, 0xa3, 0x00]);
    const before = Uint8Array.from(bytes);
    expect(removeWebmLocation(bytes)).toEqual([]);
    expect(bytes).toEqual(before);
  });
});

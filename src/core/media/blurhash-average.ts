/**
 * What a grid tile shows while its picture loads (NIP-68/NIP-94 `blurhash`): only the
 * average colour. The grid paints dozens of tiles per frame while scrolling, and a canvas
 * or an image per tile cost the browser a resource and later garbage collection each; the
 * average colour is read straight from the hash, with no decoder.
 */
const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

function decode83(text: string): number | undefined {
  let value = 0;
  for (const char of text) {
    const digit = BASE83.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 83 + digit;
  }
  return value;
}

/** The blurhash's average colour (its DC component, characters 2 to 5), as CSS; undefined when malformed. */
export function blurhashAverageColor(hash: string): string | undefined {
  const sizeFlag = decode83(hash.slice(0, 1));
  if (sizeFlag === undefined) return undefined;
  const componentsX = (sizeFlag % 9) + 1;
  const componentsY = Math.floor(sizeFlag / 9) + 1;
  if (hash.length !== 4 + 2 * componentsX * componentsY) return undefined;
  const value = decode83(hash.slice(2, 6));
  if (value === undefined || value > 0xffffff) return undefined;
  return `#${value.toString(16).padStart(6, '0')}`;
}

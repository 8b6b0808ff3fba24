/**
 * The selector of an <img> of the app's screens showing this media URL through the image
 * proxy: the test builds use imgproxy's URL shape, which carries the original URL as plain
 * text. The painted first screen's pictures, which stand over the grid's until it has
 * drawn them (docs/cache-and-offline.md, First screen), are left out.
 */
export const imageOf = (url: string): string => `img[src$="/plain/${url}"]:not(.first-screen__img)`;

/** Every <img> showing this media URL, the painted first screen's among them: for what must never show. */
export const anyImageOf = (url: string): string => `img[src$="/plain/${url}"]`;

/**
 * The selector of an <img> showing this media URL through the image proxy: the test
 * builds use imgproxy's URL shape, which carries the original URL as plain text.
 */
export const imageOf = (url: string): string => `img[src$="/plain/${url}"]`;

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstScreenPainter, SKETCH_LIMIT_MS, type SketchPicture } from './first-screen-painter';

/** Each picture's decode, settled by the test: the browser's decoding is the edge here. */
const decodes = new Map<string, { resolve(): void; reject(): void }>();

beforeEach(() => {
  vi.useFakeTimers();
  decodes.clear();
  vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (this: HTMLImageElement) {
    return new Promise<void>((resolve, reject) => void decodes.set(this.getAttribute('src') ?? '', { resolve, reject }));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const picture = (key: string, extra: Partial<SketchPicture> = {}): SketchPicture => ({
  key,
  src: `https://proxy.example/${key}.webp`,
  box: { x: 10, y: 20, width: 100, height: 150 },
  ...extra,
});

const layer = (): HTMLElement | null => document.querySelector('.first-screen');
const settle = async (): Promise<void> => {
  await Promise.resolve();
  await Promise.resolve();
};

describe('the first screen painter', () => {
  it('puts each picture in its box at once, hidden from screen readers, and moves one painted again', () => {
    const painter = createFirstScreenPainter(() => document);
    painter.paint(picture('a', { srcset: 'https://proxy.example/a-320.webp 320w', sizes: '100px' }));
    expect(layer()?.getAttribute('aria-hidden')).toBe('true');
    const image = layer()?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://proxy.example/a.webp');
    expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(image?.style.transform).toBe('translate(10px, 20px)');
    expect(image?.getAttribute('srcset')).toBe('https://proxy.example/a-320.webp 320w');
    expect(image?.getAttribute('sizes')).toBe('100px');

    painter.paint(picture('a', { box: { x: 10, y: 60, width: 100, height: 150 } }));
    expect(layer()?.querySelectorAll('img')).toHaveLength(1);
    expect(image?.style.transform).toBe('translate(10px, 60px)');
  });

  it('draws an image already loading the picture, without setting its sources again', () => {
    const painter = createFirstScreenPainter(() => document);
    const loading = new Image();
    loading.sizes = '100px';
    loading.srcset = 'https://proxy.example/a-320.webp 320w';
    loading.src = 'https://proxy.example/a.webp';
    const setSource = vi.spyOn(loading, 'src', 'set');
    const setSources = vi.spyOn(loading, 'srcset', 'set');
    painter.paint(picture('a', { srcset: 'https://proxy.example/a-320.webp 320w', sizes: '100px', loading }));
    expect(layer()?.querySelector('img')).toBe(loading);
    expect(loading.style.transform).toBe('translate(10px, 20px)');
    expect(setSource).not.toHaveBeenCalled();
    expect(setSources).not.toHaveBeenCalled();
  });

  it('is ready once an expected source has completed and every picture has decoded or failed, a failed one taken away', async () => {
    const painter = createFirstScreenPainter(() => document);
    const drawn: string[] = [];
    const failed: string[] = [];
    painter.expect();
    let ready = false;
    void painter.ready().then(() => (ready = true));
    painter.paint(picture('a', { onDrawn: () => drawn.push('a') }));
    painter.paint(picture('b', { onError: () => failed.push('b') }));
    painter.complete();
    decodes.get('https://proxy.example/a.webp')?.resolve();
    await settle();
    expect(drawn).toEqual(['a']);
    expect(ready).toBe(false);
    decodes.get('https://proxy.example/b.webp')?.reject();
    await settle();
    expect(failed).toEqual(['b']);
    expect(ready).toBe(true);
    expect(layer()?.querySelectorAll('img')).toHaveLength(1);
    expect(layer()?.querySelector('img[src="https://proxy.example/b.webp"]')).toBeNull();
  });

  it('is ready at once when no source of posts is expected: a remembered screen holds nothing back', async () => {
    const painter = createFirstScreenPainter(() => document);
    painter.paint(picture('a'));
    await expect(painter.ready()).resolves.toBeUndefined();
  });

  it('hands a press on a picture of the feed on, and marks the picture as one to press', () => {
    const painter = createFirstScreenPainter(() => document);
    const pressed: string[] = [];
    painter.paint(picture('a', { onPress: () => pressed.push('a') }));
    painter.paint(picture('hint'));
    const [feedPicture, hintPicture] = Array.from(layer()?.querySelectorAll('img') ?? []);
    feedPicture?.click();
    expect(pressed).toEqual(['a']);
    expect(feedPicture?.classList.contains('first-screen__img--pressable')).toBe(true);
    expect(hintPicture?.classList.contains('first-screen__img--pressable')).toBe(false);
  });

  it('stays up however late the app starts, goes its time limit after, and paints nothing once gone', () => {
    const painter = createFirstScreenPainter(() => document);
    const stopped: string[] = [];
    painter.onHandedOver(() => stopped.push('source'));
    painter.paint(picture('a'));
    // A slow start: taking the pictures away would leave the screen empty until the grid's are drawn.
    vi.advanceTimersByTime(SKETCH_LIMIT_MS * 3);
    expect(layer()).not.toBeNull();
    painter.appStarted();
    vi.advanceTimersByTime(SKETCH_LIMIT_MS - 1);
    expect(layer()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(layer()).toBeNull();
    expect(stopped).toEqual(['source']);
    painter.paint(picture('b'));
    expect(layer()).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('stops its sources when the grid takes over, and goes within the time limit even if the grid never shows its pictures', () => {
    const painter = createFirstScreenPainter(() => document);
    const stopped: string[] = [];
    painter.onHandedOver(() => stopped.push('source'));
    painter.paint(picture('a'));
    painter.appStarted();
    vi.advanceTimersByTime(SKETCH_LIMIT_MS - 100);
    painter.handOver(document.createElement('div'));
    expect(stopped).toEqual(['source']);
    vi.advanceTimersByTime(SKETCH_LIMIT_MS - 100);
    expect(layer()).not.toBeNull();
    vi.advanceTimersByTime(200);
    expect(layer()).toBeNull();
  });

  it('counts its time limit from its first picture when the app started before it', () => {
    const painter = createFirstScreenPainter(() => document);
    painter.appStarted();
    vi.advanceTimersByTime(SKETCH_LIMIT_MS * 2);
    painter.paint(picture('a'));
    vi.advanceTimersByTime(SKETCH_LIMIT_MS - 1);
    expect(layer()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(layer()).toBeNull();
  });

  it('hands its pictures over to the grid one by one, each once the grid picture of its file has decoded', async () => {
    const painter = createFirstScreenPainter(() => document);
    painter.paint(picture('a'));
    painter.paint(picture('b', { box: { x: 120, y: 20, width: 100, height: 150 } }));
    const grid = document.createElement('div');
    for (const key of ['a', 'b']) grid.append(Object.assign(document.createElement('img'), { src: `https://proxy.example/${key}.webp` }));
    document.body.append(grid);
    // On screen and still loading, as a new tile's picture is.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, 100));
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    painter.handOver(grid);
    await vi.advanceTimersByTimeAsync(16);
    // The grid's decodes are asked after the painted ones: the last of each file is the grid's.
    const gridDecode = async (key: string): Promise<void> => {
      decodes.get(`https://proxy.example/${key}.webp`)?.resolve();
      await vi.advanceTimersByTimeAsync(16);
    };
    await gridDecode('a');
    expect(layer()?.querySelectorAll('img')).toHaveLength(1);
    expect(layer()?.querySelector('img')?.getAttribute('src')).toBe('https://proxy.example/b.webp');
    await gridDecode('b');
    expect(layer()).toBeNull();
  });

  it('goes at once when a grid takes over before anything was painted', () => {
    const painter = createFirstScreenPainter(() => document);
    painter.handOver(document.createElement('div'));
    painter.paint(picture('a'));
    expect(layer()).toBeNull();
  });

  it('takes a picture away, and a late decode of it changes nothing', async () => {
    const painter = createFirstScreenPainter(() => document);
    const drawn: string[] = [];
    painter.expect();
    painter.paint(picture('a', { onDrawn: () => drawn.push('a') }));
    painter.unpaint('a');
    painter.complete();
    await expect(painter.ready()).resolves.toBeUndefined();
    decodes.get('https://proxy.example/a.webp')?.resolve();
    await settle();
    expect(drawn).toEqual([]);
    expect(layer()?.querySelectorAll('img')).toHaveLength(0);
  });

  it("tells of a picture's file failing after the picture was taken away, so its tile does not ask the dead address again", async () => {
    const painter = createFirstScreenPainter(() => document);
    const failed: string[] = [];
    const loading = new Image();
    loading.src = 'https://proxy.example/a.webp';
    painter.paint(picture('a', { loading, onError: () => failed.push('a') }));
    painter.paint(picture('b', { onError: () => failed.push('b') }));
    const loaded = document.querySelector<HTMLImageElement>('img[src$="b.webp"]');
    if (loaded) Object.defineProperties(loaded, { complete: { value: true }, naturalWidth: { value: 320 } });
    painter.unpaint('a');
    painter.unpaint('b');
    // The browser marks a picture whose request failed as complete, with no size.
    Object.defineProperties(loading, { complete: { value: true }, naturalWidth: { value: 0 } });
    decodes.get('https://proxy.example/a.webp')?.reject();
    // Not failed: a picture taken away may not be decoded, and its file is fine.
    decodes.get('https://proxy.example/b.webp')?.reject();
    await settle();
    expect(failed).toEqual(['a']);
  });
});

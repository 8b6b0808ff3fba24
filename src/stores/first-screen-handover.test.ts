// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HAND_OVER_LIMIT_MS, handOverTo, type HandedPicture, type HandoverTarget } from './first-screen-handover';

/** Each grid picture's decode, settled by the test: the browser's decoding is the edge here. */
const decodes = new Map<string, { resolve(): void; reject(): void }>();
/** The state of each grid picture's file, as the browser would report it. */
const loaded = new Map<string, { complete: boolean; naturalWidth: number }>();

const FRAME_MS = 16;
const url = (name: string): string => `https://proxy.example/${name}.webp`;

beforeEach(() => {
  vi.useFakeTimers();
  decodes.clear();
  loaded.clear();
  vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (this: HTMLImageElement) {
    return new Promise<void>((resolve, reject) => void decodes.set(this.src, { resolve, reject }));
  });
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(function (this: HTMLImageElement) {
    return loaded.get(this.src)?.complete ?? false;
  });
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockImplementation(function (this: HTMLImageElement) {
    return loaded.get(this.src)?.naturalWidth ?? 0;
  });
  // On screen, as a grid tile's picture at the top of the page is.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, 100));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** A painter's side of the handover over plain elements: what is painted, what was taken away. */
function fakePainter(names: string[]): HandoverTarget & { removed: string[]; dismissed: () => boolean } {
  const painted = new Map<string, HandedPicture>();
  const layer = document.createElement('div');
  document.body.append(layer);
  for (const name of names) {
    const image = document.createElement('img');
    image.src = url(name);
    layer.append(image);
    painted.set(name, { image, urls: [url(name)] });
  }
  const removed: string[] = [];
  let gone = false;
  return {
    painted: () => painted,
    urls: new Set(names.map(url)),
    remove(key) {
      painted.get(key)?.image.remove();
      painted.delete(key);
      removed.push(key);
    },
    dismiss() {
      gone = true;
      layer.remove();
    },
    gone: () => gone,
    removed,
    dismissed: () => gone,
  };
}

function gridOf(names: string[]): HTMLElement {
  const grid = document.createElement('div');
  for (const name of names) {
    const image = document.createElement('img');
    image.src = url(name);
    grid.append(image);
  }
  document.body.append(grid);
  return grid;
}

const frame = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(FRAME_MS);
};

describe('the first screen handover', () => {
  it('takes each painted picture away only once the grid picture of its file has decoded, one by one', async () => {
    const painter = fakePainter(['a', 'b']);
    handOverTo(gridOf(['a', 'b']), painter);
    await frame();
    // Loaded is not drawn: the frame after a load may still show nothing of it.
    loaded.set(url('a'), { complete: true, naturalWidth: 400 });
    await frame();
    expect(painter.removed).toEqual([]);
    decodes.get(url('a'))?.resolve();
    await frame();
    expect(painter.removed).toEqual(['a']);
    expect(painter.dismissed()).toBe(false);
    loaded.set(url('b'), { complete: true, naturalWidth: 400 });
    decodes.get(url('b'))?.resolve();
    await frame();
    expect(painter.removed).toEqual(['a', 'b']);
    expect(painter.dismissed()).toBe(true);
  });

  it('waits for a grid that has no pictures on screen yet, however long, until its time limit has a start', async () => {
    const painter = fakePainter(['a']);
    const grid = gridOf([]);
    handOverTo(grid, painter);
    await vi.advanceTimersByTimeAsync(HAND_OVER_LIMIT_MS * 2);
    expect(painter.removed).toEqual([]);
    grid.append(Object.assign(document.createElement('img'), { src: url('a') }));
    await frame();
    decodes.get(url('a'))?.resolve();
    await frame();
    expect(painter.removed).toEqual(['a']);
  });

  it('gives a painted picture up once the grid picture of its file has failed', async () => {
    const painter = fakePainter(['a', 'b']);
    handOverTo(gridOf(['a', 'b']), painter);
    await frame();
    decodes.get(url('a'))?.reject();
    await frame();
    expect(painter.removed).toEqual(['a']);
    loaded.set(url('b'), { complete: true, naturalWidth: 0 });
    await frame();
    expect(painter.removed).toEqual(['a', 'b']);
  });

  it('does not keep a painted picture up longer than the limit after its grid picture came on screen', async () => {
    const painter = fakePainter(['a', 'b']);
    handOverTo(gridOf(['a', 'b']), painter);
    await frame();
    decodes.get(url('a'))?.resolve();
    await vi.advanceTimersByTimeAsync(HAND_OVER_LIMIT_MS - 2 * FRAME_MS);
    expect(painter.removed).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(3 * FRAME_MS);
    expect(painter.removed).toEqual(['a', 'b']);
  });

  it('takes a painted picture the grid never shows away the limit after the grid showed its first picture', async () => {
    const painter = fakePainter(['a', 'below']);
    handOverTo(gridOf(['a']), painter);
    await frame();
    decodes.get(url('a'))?.resolve();
    await frame();
    expect(painter.removed).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(HAND_OVER_LIMIT_MS);
    expect(painter.removed).toEqual(['a', 'below']);
    expect(painter.dismissed()).toBe(true);
  });

  it('takes the whole painted screen away at once when the grid shows a picture it did not paint', async () => {
    const painter = fakePainter(['a', 'b']);
    handOverTo(gridOf(['newer', 'a', 'b']), painter);
    await frame();
    expect(painter.dismissed()).toBe(true);
    expect(painter.removed).toEqual([]);
  });

  it('counts a grid picture of a handed-over file, a content-warned one and a failed other one as no other picture', async () => {
    const painter = fakePainter(['a', 'b']);
    const grid = gridOf(['a', 'b', 'warned', 'broken']);
    grid.querySelector<HTMLImageElement>(`img[src="${url('warned')}"]`)?.setAttribute('data-content-warning', '');
    loaded.set(url('broken'), { complete: true, naturalWidth: 0 });
    handOverTo(grid, painter);
    await frame();
    decodes.get(url('a'))?.resolve();
    await frame();
    expect(painter.removed).toEqual(['a']);
    expect(painter.dismissed()).toBe(false);
  });

  it('drops a painted picture whose own file failed without waiting: nothing of it is drawn', async () => {
    const painter = fakePainter(['a', 'failed']);
    painter.painted().get('failed')?.image.remove();
    handOverTo(gridOf(['a', 'failed']), painter);
    await frame();
    expect(painter.removed).toEqual(['failed']);
  });
});

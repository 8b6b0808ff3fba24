import { config } from '../config';
import type { ImageProxyConfig } from '../core/media';
import { effectiveImageProxy } from '../core/config';
import { useSettingsStore } from '../stores/settings-store';

/** The image proxy pictures are loaded through (docs/settings.md, Image proxy); a change re-renders with the new addresses. */
export function useImageProxy(): ImageProxyConfig {
  return effectiveImageProxy(
    useSettingsStore((state) => state.imageProxy),
    config.imageProxy,
  );
}

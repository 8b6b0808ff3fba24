import { useEffect } from 'react';
import { ScreenHeader } from '../../components/screen-header';
import { config } from '../../config';
import { pageTitle } from '../../core/routes';
import type { MotionSetting, ProxySetting } from '../../core/config';
import type { TrustLevel } from '../../core/trust';
import { settingsActions, useSettingsStore } from '../../stores/settings-store';
import { useTrustStore } from '../../stores/trust-store';
import { ChoiceGroup, SwitchGroup, type Choice } from './choice-group';
import { RelaySettings } from './relay-settings';
import { WalletSettings } from './wallet-settings';
import './settings.css';

const TRUST_CHOICES: readonly Choice<TrustLevel>[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'circle', label: 'People I follow and their follows' },
  { value: 'follows', label: 'People I follow' },
];

const MOTION_CHOICES: readonly Choice<MotionSetting>[] = [
  { value: 'system', label: 'Follow the system' },
  { value: 'reduce', label: 'Reduce' },
  { value: 'full', label: 'Full motion' },
];

/** The configured proxy's host, as the visitor would recognise it; undefined when the build has none. */
function proxyHost(): string | undefined {
  if (config.imageProxy.kind === 'none') return undefined;
  try {
    return new URL(config.imageProxy.base).host;
  } catch {
    return config.imageProxy.base;
  }
}

function ImageProxySetting() {
  const value = useSettingsStore((state) => state.imageProxy);
  const host = proxyHost();
  if (!host) {
    return (
      <section className="settings__group" aria-labelledby="settings-proxy">
        <h2 id="settings-proxy">Image proxy</h2>
        <p className="settings__note">This app is built without an image proxy: pictures load from their original files.</p>
      </section>
    );
  }
  const choices: readonly Choice<ProxySetting>[] = [
    { value: 'configured', label: `${host}: resized copies, quicker to load` },
    { value: 'none', label: 'None: original files' },
  ];
  return (
    <ChoiceGroup
      legend="Image proxy"
      description="Where pictures are loaded from. Original files can be much larger, and each picture's own host sees your visit."
      choices={choices}
      value={value}
      onChange={(imageProxy) => settingsActions.change({ imageProxy })}
    />
  );
}

/**
 * The settings screen (docs/settings.md): each change applies at once and is kept on this
 * device. A chunk of its own (app/router.tsx): the gallery's first screen does not carry it.
 */
export function SettingsScreen() {
  const settings = useSettingsStore();
  // docs/content-rules.md, Trust circle: with no one signed in and no trust root there is no circle to narrow to.
  const hasCircle = useTrustStore((state) => state.root !== undefined);
  useEffect(() => {
    document.title = pageTitle({ view: 'settings' }, config.appName);
  }, []);

  return (
    <div className="settings">
      <ScreenHeader title="Settings" />
      <p className="settings__intro">Changes apply at once and are kept on this device only, for every account signed in here.</p>
      <ChoiceGroup
        legend="Show media from"
        description={`Whose pictures the global feed, hashtag and topic galleries show.${hasCircle ? '' : ' Applies once you sign in.'}`}
        choices={TRUST_CHOICES}
        value={settings.trust}
        onChange={(trust) => settingsActions.change({ trust })}
      />
      <SwitchGroup
        legend="Blur content warnings"
        label="Blur pictures marked with a content warning until I choose to show them"
        checked={settings.blurWarnings}
        onChange={(blurWarnings) => settingsActions.change({ blurWarnings })}
      />
      <SwitchGroup
        legend="Play videos automatically"
        label="Play videos in the scroll view as they come on screen, without sound"
        checked={settings.videoAutoplay}
        onChange={(videoAutoplay) => settingsActions.change({ videoAutoplay })}
      />
      <ChoiceGroup
        legend="Reduce motion"
        description="Leaves out moving decoration: the slideshow's slow zoom and gliding between pictures."
        choices={MOTION_CHOICES}
        value={settings.motion}
        onChange={(motion) => settingsActions.change({ motion })}
      />
      <ImageProxySetting />
      <RelaySettings />
      <WalletSettings />
    </div>
  );
}

/**
 * The config domain's face (docs/architecture.md, The map): the build-time configuration's
 * parsing and the visitor's own settings. What the rest of the app uses of it; the build
 * imports each name from its file.
 */
export { parseConfig } from './app-config';
export {
  DEFAULT_USER_SETTINGS,
  defaultSettings,
  effectiveImageProxy,
  type MotionSetting,
  parseUserSettings,
  type ProxySetting,
  reducesMotion,
  serializeUserSettings,
  SETTINGS_VERSION,
  type UserSettings,
} from './user-settings';

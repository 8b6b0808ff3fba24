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

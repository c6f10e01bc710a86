export * from './permissions/permission-levels';
export * from './permissions/resources';
export * from './permissions/can';
export * from './permissions/components';
export * from './permissions/built-in-roles';
export * from './permissions/authorisation';
export * from './permissions/grants-exceeding';
export * from './filters';
export * from './players/player-status';
export * from './schedule/period';
export * from './schedule/resolve-schedule';
export * from './schedule/period-rules';
export * from './schedule/broadcast-play-status';
export * from './schedule/broadcast-channels';
export * from './schedule/takeover-windows';
export * from './schedule/explain-schedule';
export * from './schedule/schedule-timeline';
export * from './schedule/empty-from';
export * from './triggers';
export {
  formatLocalDateTime,
  fromLocalMs,
  isLocalDateTimeText,
  isTimeText,
  parseLocalDateTime,
  toLocalDateTimeText,
  toLocalMs,
} from './schedule/local-time';
export * from './media/media-file-name';
export * from './formats/aspect';
export * from './applications/account-applications';
export * from './applications/feature-flags';
export * from './media/orientation';
export * from './settings/player-setting-definitions';
export * from './settings/resolve-setting';
export * from './settings/check-setting-value';
export * from './alarms/alarm-episodes';
export * from './signs/form-model';
export * from './signs/template-syntax';
export * from './signs/sign-value-limits';
export * from './signs/hex-colour';
export * from './signs/escape-html';
export * from './signs/text-to-html';
export * from './signs/rich-text-limits';
export * from './signs/section-names';
export * from './signs/nearest-orientation';
export * from './signs/check-form-model';
export * from './items/item-attributes';
export * from './items/attribute-filter';
export * from './signs/asset-addresses';
export * from './signs/xmp-layers';

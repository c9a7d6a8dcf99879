/**
 * Icons are named, not imported, so content stays free of React; the frontend maps each name to a Tabler icon
 * (e.g. 'chart-bar' -> IconChartBar). Only names the content uses are listed, so that map can be exhaustive.
 */
export const iconNames = [
  'alert-triangle',
  'bolt',
  'brain',
  'brand-linkedin',
  'calendar',
  'chart-bar',
  'clock',
  'database',
  'mail',
  'map-pin',
  'message',
  'phone',
  'plug',
  'refresh',
  'robot',
  'rocket',
  'route',
  'search',
  'settings',
  'shield-check',
  'sparkles',
  'target',
  'trending-up',
  'users',
] as const;

export type IconName = (typeof iconNames)[number];

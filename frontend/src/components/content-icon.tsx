import {
  IconAlertTriangle,
  IconBolt,
  IconBrain,
  IconBrandLinkedin,
  IconCalendar,
  IconChartBar,
  IconClock,
  IconDatabase,
  IconMail,
  IconMapPin,
  IconMessage,
  IconPhone,
  IconPlug,
  IconRefresh,
  IconRobot,
  IconRocket,
  IconRoute,
  IconSearch,
  IconSettings,
  IconShieldCheck,
  IconSparkles,
  IconTarget,
  IconTrendingUp,
  IconUsers,
  type Icon,
  type IconProps,
} from '@tabler/icons-react';
import type { IconName } from '../../../content/icon-name.ts';

/** Content names its icons (content/icon-name.ts); this is the one place they become Tabler components. */
export const contentIcons: Readonly<Record<IconName, Icon>> = {
  'alert-triangle': IconAlertTriangle,
  bolt: IconBolt,
  brain: IconBrain,
  'brand-linkedin': IconBrandLinkedin,
  calendar: IconCalendar,
  'chart-bar': IconChartBar,
  clock: IconClock,
  database: IconDatabase,
  mail: IconMail,
  'map-pin': IconMapPin,
  message: IconMessage,
  phone: IconPhone,
  plug: IconPlug,
  refresh: IconRefresh,
  robot: IconRobot,
  rocket: IconRocket,
  route: IconRoute,
  search: IconSearch,
  settings: IconSettings,
  'shield-check': IconShieldCheck,
  sparkles: IconSparkles,
  target: IconTarget,
  'trending-up': IconTrendingUp,
  users: IconUsers,
};

export interface ContentIconProps extends IconProps {
  name: IconName;
}

/** A content icon; decorative by default (the text next to it says what it means). */
export function ContentIcon({ name, ...props }: ContentIconProps) {
  const Component = contentIcons[name];
  return <Component aria-hidden="true" {...props} />;
}

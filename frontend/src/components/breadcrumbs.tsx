import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BreadcrumbItem } from '../../../content/types.ts';

export interface BreadcrumbsProps {
  /** From the home page down; the last item is the current page (no `to`). Pass the same items to breadcrumbJsonLd(). */
  items: readonly BreadcrumbItem[];
}

/** A breadcrumb trail (e.g. Home > Blog > title) in a labelled nav, the current page marked for assistive tech. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <MantineBreadcrumbs separator="/" separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {items.map((item, index) =>
          item.to && index < items.length - 1 ? (
            <Anchor key={item.label} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={item.label} size="sm" c="dimmed" aria-current="page" lineClamp={1}>
              {item.label}
            </Text>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}

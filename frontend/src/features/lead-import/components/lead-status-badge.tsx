import { Badge, type BadgeProps } from '@mantine/core';
import type { LeadStatus } from '../../../../../contracts/lead-import.ts';

// Spec section 4: New default; Contacted, In Progress and Nurturing outline; Qualified secondary; Lost destructive.
const looks: Record<LeadStatus, Pick<BadgeProps, 'variant' | 'color'>> = {
  New: { variant: 'filled' },
  Contacted: { variant: 'outline' },
  'In Progress': { variant: 'outline' },
  Nurturing: { variant: 'outline' },
  Qualified: { variant: 'light', color: 'gray' },
  Lost: { variant: 'filled', color: 'red' },
};

/** A lead's Status; an empty one reads New, and a value outside the six (edited in Airtable) is shown as is. */
export function LeadStatusBadge({ status }: { status: string | undefined }) {
  const label = status?.trim() || 'New';
  const look = looks[label as LeadStatus] ?? { variant: 'default' };
  return (
    // site.css upper-cases and spaces every badge label, which outgrew the badge's fitted width ("CO…"): a status is
    // shown whole, as Airtable spells it, on one line (a narrow Status column wrapped "In Progress" inside the pill).
    <Badge {...look} tt="none" style={{ overflow: 'visible' }} styles={{ label: { textTransform: 'none', letterSpacing: 'normal', overflow: 'visible', textOverflow: 'clip', whiteSpace: 'nowrap' } }}>
      {label}
    </Badge>
  );
}

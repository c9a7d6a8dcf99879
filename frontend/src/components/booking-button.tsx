import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { openBookingPopup } from '../lib/booking-popup.ts';
import { siteSettings } from '../site-settings.ts';

export interface BookingButtonProps extends ButtonProps {
  children?: ReactNode;
}

/**
 * A real link to the scheduler (works without JavaScript and when popups are blocked)
 * that opens the booking popup when it can.
 */
export function BookingButton({ children = 'Book Strategy Session', ...props }: BookingButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (openBookingPopup()) event.preventDefault();
  };
  return (
    <Button component="a" href={siteSettings.BOOKING_URL} target="_blank" rel="noopener noreferrer" onClick={onClick} {...props}>
      {children}
    </Button>
  );
}

import { Button, type ButtonProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { Cta } from '../../../../content/types.ts';
import { BookingButton } from '../booking-button.tsx';

export interface CtaButtonProps extends ButtonProps {
  cta: Cta;
}

/** Moves the view and the keyboard focus to a section of the same page (e.g. 'Send Message Instead'). */
function scrollToSection(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${targetId}`);
}

/** One call to action from content: a page link, the booking popup, or a jump to a section. */
export function CtaButton({ cta, ...buttonProps }: CtaButtonProps) {
  switch (cta.kind) {
    case 'booking':
      return <BookingButton {...buttonProps}>{cta.label}</BookingButton>;
    case 'scroll':
      return (
        <Button component="a" href={`#${cta.targetId}`} onClick={(event) => scrollToSection(event, cta.targetId)} {...buttonProps}>
          {cta.label}
        </Button>
      );
    default:
      return (
        <Button component={Link} to={cta.to} {...buttonProps}>
          {cta.label}
        </Button>
      );
  }
}

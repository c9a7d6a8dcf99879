import { bookingLinkPlaceholder } from '../../contracts/chat.ts';
import { bookingConfig } from '../../content/booking.ts';
import { claims } from '../../content/claims.ts';
import { engagements, type Engagement } from '../../content/engagements.ts';
import type { AnswerContext } from './answer-kit.ts';
import type { IntentId } from './intents.ts';

/**
 * Spanish answers for the price, duration and booking families. The figures come from content/; this table only
 * translates the units and billing words around them (engagement names stay as the site writes them).
 */
const unitWords: Record<string, string> = {
  'one-time': 'pago único',
  'fixed price': 'precio fijo',
  'per month': 'al mes',
  weeks: 'semanas',
  months: 'meses',
  minutes: 'minutos',
  ongoing: 'continuo, mes a mes',
};

function translate(text: string): string {
  return Object.entries(unitWords).reduce((t, [en, es]) => t.replaceAll(en, es), text);
}

const chosen = (ctx: AnswerContext): Engagement[] =>
  ctx.engagements.length > 0 ? engagements.filter((e) => ctx.engagements.includes(e.id)) : [...engagements];

function price(ctx: AnswerContext): string {
  const list = chosen(ctx);
  const lines = list.map((e) => `${e.title}: ${e.price.label} ${translate(e.price.unit)}`);
  return list.length === 1 ? `${lines[0]}.` : `Nuestros precios son fijos y públicos:\n${lines.map((l) => `- ${l}`).join('\n')}`;
}

function duration(ctx: AnswerContext): string {
  return chosen(ctx)
    .map((e) =>
      e.coreDuration === e.engagementDuration
        ? `${e.title}: ${translate(e.coreDuration)}.`
        : `${e.title}: ${translate(e.coreDuration)} de trabajo práctico, ${translate(e.engagementDuration)} desde el inicio hasta la entrega.`,
    )
    .join('\n');
}

const session = `una ${bookingConfig.eventName} ${bookingConfig.price === 'Free' ? 'gratuita' : ''} de ${bookingConfig.durationMinutes} minutos por videollamada`;

function booking(): string {
  return `El siguiente paso es ${session.replace('  ', ' ')}, sin compromiso. Elija un horario aquí: ${bookingLinkPlaceholder}`;
}

function yearPrice(ctx: AnswerContext): string {
  const monthly = engagements.find((e) => e.price.billing === 'monthly');
  if (!monthly || (ctx.engagements.length > 0 && !ctx.engagements.includes(monthly.id))) return price(ctx);
  return `Un año del ${monthly.title} son $${(monthly.price.usd * 12).toLocaleString('en-US')} (12 x ${monthly.price.label} ${translate(monthly.price.unit)}).`;
}

// The figures of the launch and notice facts, read from content/ and set in Spanish connecting words.
const launchDays = claims.launch.context.match(/\d+ days/)?.[0].replace('days', 'días') ?? '';
const noticeDays = engagements.find((e) => e.price.billing === 'monthly')?.commitment.match(/\d+ days/)?.[0].replace('days', 'días') ?? '';

export const spanishAnswers: Partial<Record<IntentId, (ctx: AnswerContext) => string>> = {
  launch: () => `Las primeras campañas se lanzan en ${launchDays} desde el inicio.`,
  contract: () => `No hay contratos a largo plazo. El ${engagements.find((e) => e.price.billing === 'monthly')?.title} es mes a mes, con ${noticeDays} de preaviso para cambios importantes.`,
  price,
  'price-year': yearPrice,
  billing: price,
  duration,
  booking,
  session: booking,
  human: booking,
};

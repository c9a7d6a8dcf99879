import { SendEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import type { LeadEmail } from './lead-email.ts';

/** `signal` bounds the call (SES retries included) by the caller's deadline. */
export type SendLeadEmail = (email: LeadEmail, signal?: AbortSignal) => Promise<string>;

/** Sends to the sales inbox from the verified sender; resolves with SES's message id once SES accepted it. */
export function sesLeadMailer(ses: SESClient, from: string, to: string): SendLeadEmail {
  return async (email, signal) => {
    const out = await ses.send(
      new SendEmailCommand({
        Source: from,
        Destination: { ToAddresses: [to] },
        ReplyToAddresses: [email.replyTo],
        Message: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
        },
      }),
      signal ? { abortSignal: signal } : {},
    );
    return out.MessageId ?? 'unknown';
  };
}

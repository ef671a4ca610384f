import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { createDevOutboxRepo } from './dev-outbox.repo';

export type Delivery = {
  sms: (merchantId: number, to: string, text: string) => Promise<void>;
  email: (merchantId: number, to: string, subject: string, text: string) => Promise<void>;
  /** Development only: a note in the outbox (e.g. a captcha answer) whatever providers are configured. */
  devNote: (merchantId: number, channel: string, to: string, text: string) => Promise<void>;
};

/**
 * SMS and e-mail through provider interfaces: SMTP (nodemailer) and an HTTP SMS gateway when configured; otherwise
 * messages go to the outbox table, readable at the development outbox, so every flow can be finished locally.
 */
export const createDelivery = (deps: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  mailFrom: string;
  smsGatewayUrl?: string;
  smsGatewayToken?: string;
}): Delivery => {
  const { log } = deps;
  const outbox = createDevOutboxRepo(deps.db);
  const toOutbox = (merchantId: number, channel: string, recipient: string, body: string, subject: string | null) =>
    outbox.add({ merchantId, channel, recipient, subject, body });
  const mailer = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;

  return {
    devNote: (merchantId, channel, to, text) => toOutbox(merchantId, channel, to, text, null),
    sms: async (merchantId, to, text) => {
      if (!deps.smsGatewayUrl) return toOutbox(merchantId, 'sms', to, text, null);
      try {
        const res = await fetch(deps.smsGatewayUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(deps.smsGatewayToken ? { authorization: `Bearer ${deps.smsGatewayToken}` } : {}),
          },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`sms gateway answered ${res.status}`);
      } catch (err) {
        log.warn({ err, channel: 'sms' }, 'delivery failed');
        throw new AppError('delivery.failed');
      }
    },
    email: async (merchantId, to, subject, text) => {
      if (!mailer) return toOutbox(merchantId, 'email', to, text, subject);
      try {
        await mailer.sendMail({ from: deps.mailFrom, to, subject, text });
      } catch (err) {
        log.warn({ err, channel: 'email' }, 'delivery failed');
        throw new AppError('delivery.failed');
      }
    },
  };
};

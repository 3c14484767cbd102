// E-mail in the app: the routes, the outbox's figures in /metrics, and the background sender started with the
// app and stopped with it (`app.mail.sendDue()` sends once, for the tests and the command line).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import { MESSAGE_STATUSES } from '../../common/mail';
import { metricsOf } from '../platform/metrics/registry';
import { mailRoutes } from './routes';
import { createMailSender, type AttachmentProvider, type MailSender, type SenderCounters } from './sender';
import { countByStatus } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailSender;
  }
}

export type MailPluginOptions = { attachments?: AttachmentProvider };

const mailPluginAsync: FastifyPluginAsync<MailPluginOptions> = async (app, { attachments }) => {
  const { database, config } = app;
  const sender = createMailSender({
    database,
    config,
    attachments,
    counters: countersOf(app.database),
    log: app.log,
  });
  app.decorate('mail', sender);
  await app.register(mailRoutes);
  if (config.mail.sender) app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
};

/** mail_sent_total, mail_failed_total (given up), mail_retries_total, and the outbox by status. */
function countersOf(database: Parameters<typeof metricsOf>[0]): SenderCounters | undefined {
  const metrics = metricsOf(database);
  if (!metrics) return undefined;
  const registers = [metrics.registry];
  const sent = new Counter({
    name: 'mail_sent_total',
    help: 'Courriels envoyés (ou écrits en .eml sans SMTP), par type',
    labelNames: ['kind'] as const,
    registers,
  });
  const failed = new Counter({
    name: 'mail_failed_total',
    help: 'Courriels abandonnés après toutes leurs tentatives, par type',
    labelNames: ['kind'] as const,
    registers,
  });
  const retried = new Counter({
    name: 'mail_retries_total',
    help: 'Envois de courriels en échec qui seront retentés, par type',
    labelNames: ['kind'] as const,
    registers,
  });
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Courriels de la file par état (en file, en cours, envoyés, en échec, non envoyés)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const counts = await countByStatus(database);
      for (const status of MESSAGE_STATUSES) this.set({ status }, counts[status] ?? 0);
    },
  });
  return {
    sent: (kind) => sent.inc({ kind }),
    failed: (kind) => failed.inc({ kind }),
    retried: (kind) => retried.inc({ kind }),
  };
}

export const mailPlugin = fp(mailPluginAsync, { name: 'mail' });

// A message drawn from its kind and data: subject, HTML and plain text, every link absolute to PUBLIC_URL.
import { render } from '@react-email/render';
import type { MessageData, MessageKind } from '../../../common/mail';
import { Layout, type MailContext } from './Layout';
import { TEMPLATES } from './messages';

export type { MailContext } from './Layout';
export type RenderedMessage = { subject: string; html: string; text: string };

/** `/partner` → `https://…/partner`; an address already absolute stays. */
export const absoluteUrl = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path)
    ? path
    : `${publicUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;

export async function renderMessage<K extends MessageKind>(
  kind: K,
  data: MessageData[K],
  context: MailContext,
): Promise<RenderedMessage> {
  const template = TEMPLATES[kind];
  const subject = template.subject(data, context);
  const url = (path: string) => absoluteUrl(context.publicUrl, path);
  const element = (
    <Layout context={context} preview={subject}>
      {template.body(data, url, context)}
    </Layout>
  );
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: 78 } }),
  ]);
  return { subject, html, text };
}

// The frame of every message: the product's name on top, the body, then the foot with the postal address and,
// on a message a partner may turn off, the unsubscribe and preferences links.
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** What every message knows of where it comes from; every URL is absolute. */
export type MailContext = {
  productName: string;
  postalAddress: string | null;
  publicUrl: string;
  /** The one-click unsubscribe page of this message's kind; null on essential and admin messages. */
  unsubscribeUrl: string | null;
};

const page = { backgroundColor: '#f6f7f9', fontFamily: 'Arial, Helvetica, sans-serif', color: '#202124' };
const box = { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '560px' };
const brand = { fontSize: '20px', fontWeight: 700, margin: '0 0 16px' };
const foot = { fontSize: '12px', color: '#5f6368', lineHeight: '18px', margin: '4px 0' };

export function Layout({
  context,
  preview,
  children,
}: {
  context: MailContext;
  preview: string;
  children: ReactNode;
}) {
  return (
    <Html lang="fr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={box}>
          <Text style={brand}>{context.productName}</Text>
          <Section>{children}</Section>
          <Hr />
          <Text style={foot}>
            {context.productName} – <Link href={context.publicUrl}>{context.publicUrl}</Link>
          </Text>
          {context.postalAddress && <Text style={foot}>{context.postalAddress}</Text>}
          {context.unsubscribeUrl && (
            <Text style={foot}>
              Vous recevez ce message parce que vous êtes partenaire.{' '}
              <Link href={context.unsubscribeUrl}>Ne plus recevoir ce type de message</Link> ou{' '}
              <Link href={`${context.publicUrl}/partner/profile`}>choisir vos messages</Link>.
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

const paragraph = { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };
const button = {
  display: 'inline-block',
  backgroundColor: '#1a73e8',
  color: '#ffffff',
  padding: '10px 18px',
  borderRadius: '4px',
  textDecoration: 'none',
  fontSize: '15px',
};

export const P = ({ children }: { children: ReactNode }) => <Text style={paragraph}>{children}</Text>;

/** A call to action, its address absolute. */
export const Action = ({ href, children }: { href: string; children: ReactNode }) => (
  <Text style={paragraph}>
    <Link href={href} style={button}>
      {children}
    </Link>
  </Text>
);

/** Label: value lines (amount, date, reference…). */
export const Facts = ({ rows }: { rows: [string, string][] }) => (
  <Section style={{ margin: '0 0 12px' }}>
    {rows.map(([label, value]) => (
      <Text key={label} style={{ ...paragraph, margin: '0 0 4px' }}>
        {label} : <strong>{value}</strong>
      </Text>
    ))}
  </Section>
);

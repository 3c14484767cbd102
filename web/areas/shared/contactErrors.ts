// The partner's optional contact fields, checked the way the server checks them (signup and profile).
import { cleanPhone, companyError, phoneError } from '../../../common/partner';

export type Contact = { company_name: string; contact_phone: string };
export type ContactErrors = Partial<Record<keyof Contact, string>>;

export function contactErrors(contact: Contact): ContactErrors {
  const errors: ContactErrors = {};
  const company = companyError(contact.company_name.trim());
  const phone = phoneError(cleanPhone(contact.contact_phone));
  if (company) errors.company_name = company;
  if (phone) errors.contact_phone = phone;
  return errors;
}

/** Spec: each field is omitted from the body when empty. */
export function contactBody(contact: Contact): Partial<Contact> {
  return {
    ...(contact.company_name.trim() && { company_name: contact.company_name.trim() }),
    ...(cleanPhone(contact.contact_phone) && { contact_phone: contact.contact_phone }),
  };
}

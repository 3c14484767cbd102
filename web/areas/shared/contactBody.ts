// The partner's optional contact fields as a body (signup and profile), once the schema has checked them.

/** Spec: each field is omitted from the body when empty. */
export function contactBody(contact: { company_name?: string; contact_phone?: string }) {
  return {
    ...(contact.company_name && { company_name: contact.company_name }),
    ...(contact.contact_phone && { contact_phone: contact.contact_phone }),
  };
}

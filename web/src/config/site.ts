// Facts about NoteSea that several pages quote (contact, terms, careers, dashboard), kept in one
// place so a changed address or promise changes everywhere.
export const site = {
  name: 'NoteSea',
  supportEmail: 'support@notesea.in',
  /** docs/product.md §9: how long support takes to answer queries and refund requests. */
  responseTime: '5–7 working days',
  university: 'Rajasthan Technical University (RTU), Kota',
  jurisdiction: 'Jaipur, Rajasthan',
} as const;

export const mailto = (subject?: string) =>
  `mailto:${site.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

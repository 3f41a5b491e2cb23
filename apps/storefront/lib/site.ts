/** Facts about the shop shown across the storefront (spec sections 1 and 2). */
export const site = {
  name: 'Atelier',
  title: 'Atelier — Unique design, best quality items near you',
  tagline: 'Unique design, best quality items near you',
  description:
    'Atelier is an independent shop for unique-design, quality items: pieces made with intent by makers near you, chosen to be used every day and kept for years.',
  contactEmail: 'hello@atelier.store',
} as const;

export const mailto = (subject?: string): string =>
  `mailto:${site.contactEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

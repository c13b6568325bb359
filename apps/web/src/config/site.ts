/** Site-wide facts shown in the header, footer and legal pages. */
export const site = {
  name: 'Sous',
  company: 'Sous Kitchen LLC',
  social: {
    tiktok: 'https://www.tiktok.com/@souskitchen',
    instagram: 'https://www.instagram.com/souskitchen',
    x: 'https://x.com/souskitchen',
  },
  appStoreUrl: 'https://apps.apple.com/app/sous-kitchen',
} as const;

/**
 * Original sample copy for site-wide settings: default description, social and messaging links.
 */
import type { SiteCopy } from '../copy-types'

export const siteCopy: SiteCopy = {
  description:
    'Codehome is a digital agency for web development, mobile apps, SEO, marketing and automation, with offices in New York, London, Karachi, Doha and Toronto.',
  socialLinks: [
    {
      platform: 'linkedin',
      label: 'Codehome on LinkedIn',
      url: 'https://www.linkedin.com/company/codehome',
    },
    {
      platform: 'instagram',
      label: 'Codehome on Instagram',
      url: 'https://www.instagram.com/codehome',
    },
    {
      platform: 'facebook',
      label: 'Codehome on Facebook',
      url: 'https://www.facebook.com/codehome',
    },
    { platform: 'x', label: 'Codehome on X', url: 'https://x.com/codehome' },
    { platform: 'youtube', label: 'Codehome on YouTube', url: 'https://www.youtube.com/@codehome' },
  ],
  messagingLink: {
    platform: 'whatsapp',
    label: 'Chat with Codehome on WhatsApp',
    url: 'https://wa.me/12125550142',
  },
}

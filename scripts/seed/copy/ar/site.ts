/**
 * Arabic copy for site-wide settings: default description, social and messaging links. Platforms
 * and addresses are those of the English (../site.ts); only the words a visitor reads are Arabic.
 */
import type { SiteCopy } from '../../copy-types'

export const siteCopy: SiteCopy = {
  description:
    'Codehome وكالة رقمية متكاملة لتطوير المواقع وتطبيقات الجوال وSEO والتسويق والأتمتة، بمكاتب في نيويورك ولندن وكراتشي والدوحة وتورنتو.',
  socialLinks: [
    {
      platform: 'linkedin',
      label: 'Codehome على LinkedIn',
      url: 'https://www.linkedin.com/company/codehome',
    },
    {
      platform: 'instagram',
      label: 'Codehome على Instagram',
      url: 'https://www.instagram.com/codehome',
    },
    {
      platform: 'facebook',
      label: 'Codehome على Facebook',
      url: 'https://www.facebook.com/codehome',
    },
    { platform: 'x', label: 'Codehome على منصة X', url: 'https://x.com/codehome' },
    {
      platform: 'youtube',
      label: 'Codehome على YouTube',
      url: 'https://www.youtube.com/@codehome',
    },
  ],
  messagingLink: {
    platform: 'whatsapp',
    label: 'تحدّث مع Codehome عبر واتساب',
    url: 'https://wa.me/12125550142',
  },
}

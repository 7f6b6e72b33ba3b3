/**
 * Arabic copy for site-wide settings: default description, social and messaging links. Platforms
 * and addresses are those of the English (../site.ts); only the words a visitor reads are Arabic.
 */
import type { SiteCopy } from '../../copy-types'

export const siteCopy: SiteCopy = {
  description:
    'وكالة Codehome الرقمية متخصصة في تطوير المواقع وتطبيقات الجوال وSEO والتسويق والأتمتة، ولها مكاتب في نيويورك ولندن وكراتشي والدوحة وتورنتو.',
  socialLinks: [
    {
      platform: 'linkedin',
      label: 'تابِع Codehome على LinkedIn',
      url: 'https://www.linkedin.com/company/codehome',
    },
    {
      platform: 'instagram',
      label: 'تابِع Codehome على Instagram',
      url: 'https://www.instagram.com/codehome',
    },
    {
      platform: 'facebook',
      label: 'تابِع Codehome على Facebook',
      url: 'https://www.facebook.com/codehome',
    },
    { platform: 'x', label: 'تابِع Codehome على منصة X', url: 'https://x.com/codehome' },
    {
      platform: 'youtube',
      label: 'تابِع Codehome على YouTube',
      url: 'https://www.youtube.com/@codehome',
    },
  ],
  messagingLink: {
    platform: 'whatsapp',
    label: 'تحدّث مع Codehome عبر واتساب',
    url: 'https://wa.me/12125550142',
  },
}

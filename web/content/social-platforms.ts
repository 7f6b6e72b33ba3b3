/**
 * The social and messaging platforms a link can be for, with each one's name as its owner writes
 * it (LinkedIn, YouTube, TikTok…): the Studio's choices and the site's labels read it from here.
 */
export const SOCIAL_PLATFORM_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  github: 'GitHub',
  behance: 'Behance',
  dribbble: 'Dribbble',
  clutch: 'Clutch',
  whatsapp: 'WhatsApp',
} as const

export type SocialPlatform = keyof typeof SOCIAL_PLATFORM_NAMES

export const SOCIAL_PLATFORMS = Object.keys(SOCIAL_PLATFORM_NAMES) as SocialPlatform[]

/** "LinkedIn" for linkedin; an unknown platform as it is written. */
export const socialPlatformName = (platform: string) =>
  SOCIAL_PLATFORM_NAMES[platform as SocialPlatform] ?? platform

import { Mail, UserPlus } from '@/web/components/ui/icons'
import { SanityImage } from '@/web/components/ui/sanity-image'
import { WholeWords } from '@/web/components/ui/whole-words'
import { mailtoHref } from '@/web/components/shell/nav'
import { HomeSectionFrame } from '../section-frame'
import { DEFAULT_LOCALE } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import type { BlockProps } from '../types'

/** The e-mail an open slot's button starts: to the agency, about the role. */
export const applicationHref = (email: string, role: string, subject = `Application: ${role}`) =>
  `${mailtoHref(email)}?subject=${encodeURIComponent(subject)}`

/**
 * The team: the named founder and the open slots, each
 * asking candidates to send a résumé by e-mail.
 */
export function Team({
  block: { heading, members },
  context,
  headingId,
  location,
}: BlockProps<'teamSection'>) {
  // Résumés go to the agency address of the site settings.
  const email = context.settings.email
  const t = translator(context.locale ?? DEFAULT_LOCALE, 'blocks')
  if (!members.length) return null
  return (
    <HomeSectionFrame
      name="team"
      headingId={headingId}
      heading={heading}
      location={location}
      className="py-20 sm:py-24"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((member) =>
          member.openSlot ? (
            <li key={member._key} data-team-slot="open" className="team-opening">
              <span className="team-opening-icon">
                <UserPlus className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                {/* "Senior Full-/Stack Developer" broke at its hyphen at 1440 px. */}
                <WholeWords>{member.role}</WholeWords>
              </h3>
              {member.bio ? (
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{member.bio}</p>
              ) : null}
              <a
                href={applicationHref(email, member.role, t('team.subject', { role: member.role }))}
                className="team-action"
              >
                <Mail className="size-4" />
                {member.applyLabel ?? t('team.apply')}
                <span className="sr-only">
                  {t('team.for')}
                  {member.role}
                </span>
              </a>
            </li>
          ) : (
            <li
              key={member._key}
              data-team-slot="member"
              className="from-brand-600 flex flex-col rounded-3xl bg-linear-to-br to-violet-700 p-6 text-white shadow-xl shadow-indigo-600/20"
            >
              {member.image?.url ? (
                <SanityImage
                  image={member.image}
                  sizes="80px"
                  blur={false}
                  className="size-20 rounded-full ring-4 ring-white/20"
                />
              ) : null}
              <p className="mt-5 text-xs font-semibold tracking-widest text-white/70 uppercase">
                {member.role}
              </p>
              <h3 className="mt-1 text-lg font-semibold">{member.name}</h3>
              {member.bio ? (
                <p className="mt-2 text-sm leading-6 text-white/85">{member.bio}</p>
              ) : null}
            </li>
          ),
        )}
      </ul>
    </HomeSectionFrame>
  )
}

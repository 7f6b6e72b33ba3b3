import { ArrowUpRight } from 'lucide-react'
import Link from 'next/link'
import type { CaseStudyListQueryResult } from '@/web/content/sanity.types'
import { SanityImage } from '@/web/components/ui/sanity-image'
import { caseStudyPath } from '@/web/lib/routes'

type CaseStudy = CaseStudyListQueryResult[number]

/** A case study in a grid: image, category, title, summary and technologies. */
export function CaseStudyCard({ study, priority }: { study: CaseStudy; priority?: boolean }) {
  return (
    <li
      data-case-study={study.slug}
      className="group relative flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-all hover:-translate-y-1 hover:shadow-xl"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
        <SanityImage
          image={study.image}
          fill
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-brand-600 text-xs font-semibold tracking-widest uppercase">
          {study.category}
        </p>
        <h3 className="mt-2 flex items-start justify-between gap-3 text-xl font-semibold text-slate-900">
          <Link href={caseStudyPath(study.slug)} className="after:absolute after:inset-0">
            {study.title}
          </Link>
          <ArrowUpRight
            aria-hidden
            className="group-hover:text-brand-600 mt-1 size-5 flex-none text-slate-300"
          />
        </h3>
        <p className="mt-3 line-clamp-3 flex-1 text-sm leading-6 text-slate-600">
          {study.description}
        </p>
        {study.technologies?.length ? (
          <ul aria-label="Technologies" className="mt-5 flex flex-wrap gap-1.5">
            {study.technologies.slice(0, 4).map((tech) => (
              <li
                key={tech}
                className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600"
              >
                {tech}
              </li>
            ))}
            {study.technologies.length > 4 ? (
              <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600">
                +{study.technologies.length - 4}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </li>
  )
}

/**
 * /studio when no Sanity project is configured (the embedded default): instead of the Studio's
 * "couldn't reach the Sanity servers" dialog, what the Studio is, how to connect a project and
 * load the catalogue into it, and how content is edited until then (the local dataset).
 */
import Link from '@/web/components/ui/link'

export interface StudioGuideProps {
  /** The local dataset the site reads (CONTENT_DATASET). */
  datasetPath: string
  /** This site's origin, for Sanity's CORS settings. */
  siteUrl: string
}

function Code({ children }: { children: React.ReactNode }) {
  return (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] break-words text-slate-900">
      {children}
    </code>
  )
}

function Command({ children }: { children: string }) {
  return (
    <pre className="mt-2 overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-sm leading-relaxed text-slate-100">
      <code>{children}</code>
    </pre>
  )
}

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <li className="grid grid-cols-[2rem_minmax(0,1fr)] gap-3">
      <span
        aria-hidden
        className="bg-brand-600 grid size-8 place-items-center rounded-full text-sm font-bold text-white"
      >
        {n}
      </span>
      <div className="min-w-0 pt-1">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 grid gap-2 text-slate-700">{children}</div>
      </div>
    </li>
  )
}

const VARIABLES: [string, string][] = [
  ['NEXT_PUBLIC_SANITY_PROJECT_ID', 'the project id: switches the site and the Studio to Sanity'],
  ['NEXT_PUBLIC_SANITY_DATASET', 'the dataset name (default production)'],
  [
    'SANITY_API_WRITE_TOKEN',
    'an Editor token: loads the catalogue, and records a redirect when a slug changes',
  ],
  ['SANITY_API_READ_TOKEN', 'a Viewer token, so draft preview can read drafts'],
  ['SANITY_REVALIDATE_SECRET', 'the secret of the publish webhook (pages refresh on publish)'],
]

export function StudioGuide({ datasetPath, siteUrl }: StudioGuideProps) {
  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-10 sm:py-16">
      <article className="mx-auto grid max-w-3xl gap-8">
        <header className="grid gap-3">
          <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
            Sanity Studio · /studio
          </p>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
            Connect a Sanity project to edit content here
          </h1>
          <p className="text-lg text-slate-700">
            The Studio edits the site&apos;s content (services and prices, case studies, posts,
            offices, settings) held in a <strong>Sanity project</strong>, Sanity&apos;s hosted
            Content Lake. No project is configured on this site yet, so there is nothing for the
            Studio to open. The site itself works: it reads its content from a local file.
          </p>
        </header>

        <section
          aria-labelledby="local-dataset"
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
        >
          <h2 id="local-dataset" className="text-xl font-bold text-slate-900">
            Until then: the local dataset
          </h2>
          <p className="text-slate-700">
            Content comes from <Code>{datasetPath}</Code> (set by <Code>CONTENT_DATASET</Code>), in
            Sanity&apos;s NDJSON export format: one document per line, the same documents the Studio
            would edit. <Code>npm run seed</Code> writes it from the spec&apos;s catalogue.
          </p>
          <ol className="grid gap-5">
            <Step n={1} title="Edit the file">
              <p>
                Change a document in <Code>{datasetPath}</Code>, for example a price in the{' '}
                <Code>packages</Code> of the <Code>service-seo</Code> line. Drafts are documents
                whose id starts with <Code>drafts.</Code>.
              </p>
            </Step>
            <Step n={2} title="Make the running site pick it up">
              <p>
                Send the signed publish webhook, exactly as Sanity would (it needs{' '}
                <Code>SANITY_REVALIDATE_SECRET</Code>, the same value the server runs with):
              </p>
              <Command>{'npm run publish:local -- service seo'}</Command>
              <p>
                The pages that show that document render again with the change on their next visit,
                without a rebuild. Without a type, every page is refreshed:{' '}
                <Code>npm run publish:local</Code>.
              </p>
            </Step>
          </ol>
          <p className="text-sm text-slate-600">
            <Code>npm run seed</Code> rewrites the file from the catalogue; edits made by hand are
            lost.
          </p>
        </section>

        <section
          aria-labelledby="connect"
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
        >
          <h2 id="connect" className="text-xl font-bold text-slate-900">
            Connect a Sanity project
          </h2>
          <ol className="grid gap-5">
            <Step n={1} title="Create the project">
              <p>
                At{' '}
                <a
                  href="https://www.sanity.io/manage"
                  className="text-brand-700 underline"
                  rel="noreferrer"
                >
                  sanity.io/manage
                </a>
                , create a project (the free plan is enough) with a dataset named{' '}
                <Code>production</Code>, and note its project id.
              </p>
            </Step>
            <Step n={2} title="Allow this site and create tokens">
              <p>
                In the project&apos;s API settings, add <Code>{siteUrl}</Code> (and your production
                address) as a CORS origin with <em>Allow credentials</em>, so the Studio embedded
                here can sign editors in. Create an <em>Editor</em> token and a <em>Viewer</em>{' '}
                token.
              </p>
            </Step>
            <Step n={3} title="Set the variables">
              <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
                {VARIABLES.map(([name, what]) => (
                  <div key={name} className="contents">
                    <dt>
                      <Code>{name}</Code>
                    </dt>
                    <dd className="mb-2 text-slate-700 sm:mb-0">{what}</dd>
                  </div>
                ))}
              </dl>
            </Step>
            <Step n={4} title="Load the catalogue into it">
              <p>
                Every service, price, office, case study, post and setting of the local dataset,
                with its illustrations, in one transaction (it deletes nothing):
              </p>
              <Command>
                {
                  'NEXT_PUBLIC_SANITY_PROJECT_ID=<project id> NEXT_PUBLIC_SANITY_DATASET=production \\\nSANITY_API_WRITE_TOKEN=<editor token> npm run seed -- --sanity'
                }
              </Command>
            </Step>
            <Step n={5} title="Build and start with the project">
              <Command>{'npm run build && npm start'}</Command>
              <p>
                The project id is built into the Studio, so it takes a build. Then{' '}
                <Link href="/studio" className="text-brand-700 underline">
                  /studio
                </Link>{' '}
                opens the Studio and editors sign in with their Sanity account. Add the publish
                webhook (docs/content-and-editing.md, &ldquo;The publish webhook&rdquo;) so a
                publish refreshes the pages within a second.
              </p>
            </Step>
          </ol>
        </section>

        <p className="text-center text-sm text-slate-600">
          <Link href="/" className="text-brand-700 font-medium underline">
            Back to the site
          </Link>
        </p>
      </article>
    </main>
  )
}

import { defineCliConfig } from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'local0000',
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  },
  typegen: {
    path: ['./web/**/*.{ts,tsx}', './app/**/*.{ts,tsx}'],
    schema: './schema.json',
    generates: './web/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})

import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // Guards Next's server graph; outside Next, a server module is just a module.
      { find: 'server-only', replacement: path.join(root, 'tests/helpers/server-only.ts') },
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    server: {
      deps: {
        // next-sanity imports `next/headers` the way Next's bundler resolves it; transformed by
        // Vite it resolves here too (and a test's mock of next/headers reaches it).
        inline: ['next-sanity'],
      },
    },
    // One test file per core. Vitest's default leaves a core to its main process (cores - 1): on
    // the 2-core CI machine that ran the 89 files one at a time, 225 s; with 2 workers 166 s.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})

/**
 * In the browser, zod builds no parser with `new Function`: the site's Content-Security-Policy
 * allows no eval, and zod's probe for it (run when an object schema is built) is reported as a
 * violation even though zod then falls back quietly. It must run before any schema is built,
 * so it is the first import of ./lead-tools.ts. (The lead function on the server keeps the JIT.)
 */
import { z } from 'zod'

z.config({ jitless: true })

/** The part of autocannon's API the lead benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  namespace autocannon {
    interface RequestParams {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
    }
    interface Request extends RequestParams {
      setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
    }
    interface Options {
      url: string
      connections?: number
      duration?: number
      timeout?: number
      requests?: Request[]
    }
    interface Result {
      requests: { total: number; average: number }
      latency: Record<string, number>
      errors: number
      timeouts: number
      non2xx: number
      '2xx': number
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {
      on(
        event: 'response',
        listener: (
          client: unknown,
          statusCode: number,
          resBytes: number,
          responseTime: number,
        ) => void,
      ): this
      stop(): void
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance
  export default autocannon
}

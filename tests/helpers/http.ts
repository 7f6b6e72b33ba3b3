/**
 * One HTTP request with node:http, for what fetch cannot do: send a Host header of its own (a
 * preview host on loopback) or leave from another loopback address (127.0.0.2, another client
 * to a proxy). No Accept-Encoding unless given, so bodies come as sent.
 */
import http from 'node:http'

export interface HttpAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  /** The body as UTF-8 text, and as received. */
  body: string
  bytes: Buffer
}

export interface HttpOptions {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** The local address to connect from (any 127.x.y.z reaches a loopback server). */
  localAddress?: string
}

export function httpRequest(url: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes.toString('utf8'),
            bytes,
          })
        })
        response.on('error', reject)
      },
    )
    request.setTimeout(30_000, () => request.destroy(new Error(`${url} did not answer in 30 s`)))
    request.on('error', reject)
    request.end(options.body)
  })
}

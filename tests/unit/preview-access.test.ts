/**
 * The checks behind turning draft mode on: preview hosts, same-site paths, the secret, and the
 * perspective an editor picked in the Presentation tool.
 */
import { describe, expect, it } from 'vitest'
import { hostName, isAllowedHost, sameSitePath, secretsMatch } from '@/web/preview/access'
import { previewPerspective } from '@/web/preview/perspective'

describe('preview hosts', () => {
  it('compare host names without port, case or trailing dot', () => {
    expect(hostName('Preview.Example.com:8443')).toBe('preview.example.com')
    expect(hostName('preview.example.com.')).toBe('preview.example.com')
    expect(hostName('[::1]:3000')).toBe('[::1]')
    expect(isAllowedHost('preview.example.com:3000', ['preview.example.com'])).toBe(true)
    expect(isAllowedHost('PREVIEW.example.com', ['preview.example.com:443'])).toBe(true)
  })

  it('refuse other hosts, look-alikes and malformed Host headers', () => {
    const allowed = ['preview.example.com']
    expect(isAllowedHost('www.example.com', allowed)).toBe(false)
    expect(isAllowedHost('preview.example.com.evil.test', allowed)).toBe(false)
    expect(isAllowedHost('evil.test@preview.example.com', allowed)).toBe(false)
    expect(isAllowedHost('preview.example.com/x', allowed)).toBe(false)
    expect(isAllowedHost(null, allowed)).toBe(false)
    expect(isAllowedHost('', allowed)).toBe(false)
    expect(isAllowedHost('preview.example.com', [])).toBe(false)
  })
})

describe('sameSitePath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(sameSitePath('/services/seo')).toBe('/services/seo')
    expect(sameSitePath('/blogs?tag=seo#top')).toBe('/blogs?tag=seo#top')
    expect(sameSitePath('/a/../services')).toBe('/services')
  })

  it('opens the home page when no path is given', () => {
    expect(sameSitePath(null)).toBe('/')
    expect(sameSitePath('')).toBe('/')
  })

  it.each([
    '//evil.example',
    '//evil.example/services',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'services/seo',
    '/\tevil',
    '/%0d%0aSet-Cookie:x' + '\n',
  ])('refuses %j', (raw) => {
    expect(sameSitePath(raw)).toBeNull()
  })
})

describe('secretsMatch', () => {
  it('accepts the secret and nothing else', () => {
    const secret = 'e2e-preview-secret-0123456789'
    expect(secretsMatch(secret, secret)).toBe(true)
    expect(secretsMatch('e2e-preview-secret-012345678', secret)).toBe(false)
    expect(secretsMatch(`${secret}0`, secret)).toBe(false)
    expect(secretsMatch('', secret)).toBe(false)
  })
})

describe('previewPerspective', () => {
  it('shows drafts unless the editor picked published or a release', () => {
    expect(previewPerspective(undefined)).toBe('drafts')
    expect(previewPerspective('drafts')).toBe('drafts')
    expect(previewPerspective('published')).toBe('published')
    expect(previewPerspective('rSummer,drafts')).toEqual(['rSummer', 'drafts'])
    expect(previewPerspective('rSummer')).toEqual(['rSummer', 'drafts'])
  })

  it('falls back to drafts for anything malformed', () => {
    expect(previewPerspective('raw')).toBe('drafts')
    expect(previewPerspective('rSummer,raw')).toBe('drafts')
    expect(previewPerspective('"*"')).toBe('drafts')
    expect(previewPerspective(',,')).toBe('drafts')
  })
})

import { expect, test } from '../helpers/test'

test.describe('search', () => {
  test('without a query it invites a search', async ({ page }) => {
    await page.goto('/search')
    await expect(page.getByRole('searchbox')).toBeVisible()
    await expect(page.getByTestId('search-no-query')).toBeVisible()
    await expect(page.getByTestId('search-results')).toHaveCount(0)
  })

  test('"SEO" finds the SEO service first, with its type', async ({ page }) => {
    await page.goto('/search?q=SEO')
    const results = page.getByTestId('search-results').locator('li')
    await expect(results.first()).toContainText('Service')
    await expect(results.first().getByRole('link')).toHaveText('SEO')
    await expect(results.first().getByRole('link')).toHaveAttribute('href', '/services/seo')
    await expect(page.getByRole('searchbox')).toHaveValue('SEO')
    // Posts about SEO are found too, labelled as posts.
    const post = results.filter({ hasText: 'The Technical SEO Checklist' })
    await expect(post).toContainText('Blog post')
  })

  for (const [word, slug] of [
    ['hreflang', 'technical-seo-checklist'],
    ['lighthouse', 'core-web-vitals-guide'],
  ] as const) {
    test(`a post is found by a word of its body ("${word}")`, async ({ page }) => {
      await page.goto('/search')
      await page.getByRole('searchbox').fill(word)
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(`/search?q=${word}`)
      const results = page.getByTestId('search-results')
      const post = results.locator('[data-result-type="blogPost"]', {
        has: page.locator(`a[href="/blogs/${slug}"]`),
      })
      await expect(post).toBeVisible()
      await expect(post).toContainText('Blog post')
    })
  }

  test('a search with no match says so', async ({ page }) => {
    await page.goto('/search?q=qwxzvbnm')
    await expect(page.getByTestId('search-no-results')).toContainText('No results for “qwxzvbnm”')
  })

  test('the API ranks by score and the page stays static', async ({ request }) => {
    const response = await request.get('/api/search?q=seo')
    expect(response.status()).toBe(200)
    const { results } = (await response.json()) as {
      results: { score: number; url: string; typeLabel: string }[]
    }
    expect(results[0]).toMatchObject({ url: '/services/seo', typeLabel: 'Service' })
    const scores = results.map((r) => r.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(new Set(results.map((r) => r.typeLabel))).toEqual(
      new Set(['Service', 'Case study', 'Blog post']),
    )

    await request.get('/search?q=seo')
    expect((await request.get('/search?q=seo')).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
  })
})

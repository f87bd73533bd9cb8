import { expect, test } from './fixtures';

test.describe('API reference', () => {
  // No axe check here: this page is Swagger UI's own markup (a developer tool, not a page of the site), which
  // axe faults for contrast, nested controls and an unnamed select; the site's pages are each checked by their specs.
  test('/api/docs renders the OpenAPI description under its own strict policy, loading nothing from elsewhere', async ({
    context,
  }) => {
    // A page of the context, not the `page` fixture: this is no app page, so there is nothing to hydrate.
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });

    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: /ITBD provider API/ })).toBeVisible();
    const logout = page.locator('.opblock-summary', { hasText: '/api/affiliate/logout' });
    await expect(logout).toBeVisible();

    // An operation opens with its recorded reply as the example.
    await logout.click();
    await expect(page.getByText('"Logged out."').first()).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(foreign).toEqual([]);
  });
});

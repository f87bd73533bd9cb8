import { randomUUID } from 'node:crypto';
import { expect, test, uniqueEmail } from './fixtures';

test.describe('Login limit', () => {
  test('the 6th wrong password in a row is refused and the login form says why', async ({ page }) => {
    // An account of its own, so the lockout touches no other test.
    const id = randomUUID().slice(0, 8);
    const account = { email: uniqueEmail('lockout'), password: `Lockout-${id}` };
    const signup = await page.request.post('/api/affiliate/register', {
      data: {
        name: 'Rafiq Hasan',
        email: account.email,
        phone: '01711222444',
        password: account.password,
        password_confirmation: account.password,
        affiliateid: `rafiq-${id}`,
      },
    });
    expect(signup.status()).toBe(201);
    for (let i = 0; i < 5; i++) {
      const wrong = await page.request.post('/api/affiliate/login', { data: { email: account.email, password: `wrong-${i}` } });
      expect(wrong.status()).toBe(401);
    }

    await page.goto('/affiliate-login');
    const form = page.getByRole('form', { name: 'Affiliate login' });
    await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await form.getByLabel(/^Password/).fill(account.password);
    const refusal = page.waitForResponse((response) => response.url().endsWith('/api/affiliate/login'));
    await form.getByRole('button', { name: 'Log In' }).click();

    const response = await refusal;
    expect(response.status()).toBe(429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByText('Too many login attempts. Please try again in 15 minutes.')).toBeVisible();
    await expect(page).toHaveURL(/\/affiliate-login$/);
  });
});

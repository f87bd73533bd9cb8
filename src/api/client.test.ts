import { getDashboard } from '@contracts/affiliate/get-dashboard';
import { updateProfile } from '@contracts/affiliate/update-profile';
import { getLatestPosts } from '@contracts/blog/get-latest-posts';
import { getPostDetails } from '@contracts/blog/get-post-details';
import { getProjects } from '@contracts/projects/get-projects';
import { subscribe } from '@contracts/newsletter/subscribe';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@contracts/affiliate/login';
import { ApiError, SESSION_ENDED_MESSAGE, errorMessage, isSessionEnded, request } from '@/api/client';
import { getAffiliateToken, storeAffiliateToken } from '@/lib/auth-token';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyNetworkError, replyWith } from '@/test/msw';

describe('request', () => {
  it('parses the reply through its contract, applying the normalising rules', async () => {
    const reply = await request(getProjects);
    expect(reply.data[0]?.technology).toEqual(['Laravel', 'React', 'MySQL', 'Redis', 'Tailwind CSS']);
    expect(reply.data[2]?.technology).toEqual([]);
    expect(reply.data[0]?.category).toBe('E-commerce');
  });

  it('asks for JSON and sends a JSON body as JSON', async () => {
    const requests = captureRequests(subscribe);
    await request(subscribe, { body: { email: 'reader@example.com' } });
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
    expect(requests[0]?.headers.get('content-type')).toContain('application/json');
    expect(requests[0]?.json).toEqual({ email: 'reader@example.com' });
  });

  it('sends uploads as multipart with the bearer token', async () => {
    storeAffiliateToken('token-123');
    const requests = captureRequests(updateProfile);
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await request(updateProfile, { body: { name: 'Rahim', address: 'Dhaka', profile_image: photo } });
    const sent = requests[0]!;
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers.get('authorization')).toBe('Bearer token-123');
    const form = sent.form!;
    expect(form.get('name')).toBe('Rahim');
    expect((form.get('profile_image') as File).name).toBe('me.png');
  });

  it('fills path parameters and query strings', async () => {
    const details = captureRequests(getPostDetails);
    await request(getPostDetails, { params: { slug: 'a b' } });
    expect(details[0]!.url.pathname).toBe('/api/post/details/a%20b');

    const latest = captureRequests(getLatestPosts);
    await request(getLatestPosts, { query: { page: 2 } });
    expect(latest[0]!.url.searchParams.get('page')).toBe('2');
  });

  it('turns a 422 into an ApiError with the message and field errors', async () => {
    replyWith(subscribe, 422);
    const error = await request(subscribe, { body: { email: 'taken@example.com' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    const body = fixture(subscribe, 422);
    expect(apiError.status).toBe(422);
    expect(apiError.serverMessage).toBe(body.message);
    expect(apiError.fieldError('email')).toBe(body.errors.email[0]);
    expect(apiError.firstFieldErrors()).toEqual({ email: body.errors.email[0] });
  });

  it('reports a network failure with no status', async () => {
    replyNetworkError(getProjects);
    const error = (await request(getProjects).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(errorMessage(error, 'Failed to load projects.')).toBe('Failed to load projects.');
  });

  it('turns a reply that breaks its contract into an ordinary error', async () => {
    replyWith(getProjects, 200, { data: [{ id: 1 }] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = (await request(getProjects).catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('contract');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('getProjects'), expect.anything());
    warn.mockRestore();
  });

  it('marks a 401 from a call that needs the session as the session ending, and leaves the token to the session', async () => {
    storeAffiliateToken('expired');
    replyWith(getDashboard, 401, {});
    const error = await request(getDashboard).catch((caught: unknown) => caught);
    expect(isSessionEnded(error)).toBe(true);
    expect((error as ApiError).message).toBe(SESSION_ENDED_MESSAGE);
    // Signing out is the query client's job, in one place.
    expect(getAffiliateToken()).toBe('expired');
  });

  it("does not take the login's 401 (wrong credentials) for an ended session", async () => {
    replyWith(login, 401);
    const error = await request(login, { body: { email: 'a@b.c', password: 'wrong' } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect(isSessionEnded(error)).toBe(false);
  });
});

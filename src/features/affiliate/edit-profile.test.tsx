import { getDashboard } from '@contracts/affiliate/get-dashboard';
import { updateProfile } from '@contracts/affiliate/update-profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { affiliateQueries } from '@/api/affiliate';
import { storeAffiliateToken } from '@/lib/auth-token';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyNetworkError, replyNever, replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { toasts } from '@/test/toasts';
import { PROFILE_MESSAGES } from './edit-profile';

const png = (name = 'me.png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

async function openEditProfile() {
  storeAffiliateToken('token');
  const view = await renderRoute('/affiliate-dashboard/edit-profile');
  const form = await screen.findByRole('form', { name: 'Edit profile' });
  const name = within(form).getByRole('textbox', { name: /^Name/ });
  const address = within(form).getByRole('textbox', { name: 'Address' });
  const photo = within(form).getByLabelText('Change Photo');
  const save = () => view.user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  return { ...view, form, name, address, photo, save };
}

describe('EditProfile', () => {
  let previews = 0;
  beforeEach(() => {
    previews = 0;
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => `blob:preview-${++previews}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    vi.restoreAllMocks();
  });

  it('fills the form from the dashboard data', async () => {
    const { data: profile } = fixture(getDashboard);
    const { name, address, form } = await openEditProfile();

    expect(name).toHaveValue(profile.name);
    expect(address).toHaveValue(profile.address);
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue(profile.email);
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(within(form).getByRole('img', { name: `Profile photo of ${profile.name}` })).toHaveAttribute(
      'src',
      expect.stringContaining(profile.profile_image),
    );
  });

  it('previews a chosen photo and revokes each preview when it is replaced or the page is left', async () => {
    const { photo, user, form } = await openEditProfile();

    await user.upload(photo, png('first.png'));
    expect(await within(form).findByRole('img', { name: 'New profile photo preview' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );

    await user.upload(photo, png('second.png'));
    await waitFor(() => expect(within(form).getByRole('img', { name: 'New profile photo preview' })).toHaveAttribute('src', 'blob:preview-2'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:preview-2');

    await user.click(within(form).getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2'));
  });

  it('takes images only', async () => {
    const { photo, form } = await openEditProfile();
    expect(photo).toHaveAttribute('accept', 'image/*');

    // A browser's file picker can be talked out of the filter; the contract's rule still applies.
    await userEvent.setup({ applyAccept: false }).upload(photo, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));

    expect(await within(form).findByText('The profile image field must be an image (png, jpg, webp or gif).')).toBeInTheDocument();
    expect(within(form).queryByRole('img', { name: 'New profile photo preview' })).not.toBeInTheDocument();
  });

  it('requires a name', async () => {
    const requests = captureRequests(updateProfile);
    const { name, save, form, user } = await openEditProfile();

    await user.clear(name);
    await save();

    expect(await within(form).findByText('Please enter your name')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('saves name, address and photo as multipart, toasts and returns to a refreshed dashboard', async () => {
    const reply = fixture(updateProfile);
    const requests = captureRequests(updateProfile);
    const { name, address, photo, save, user, router, queryClient } = await openEditProfile();
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');

    await user.clear(name);
    await user.type(name, 'Rahim U.');
    await user.clear(address);
    await user.type(address, reply.data.address);
    await user.upload(photo, png());
    await save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-dashboard'));
    const form = requests[0]?.form;
    expect(form?.get('name')).toBe('Rahim U.');
    expect(form?.get('address')).toBe(reply.data.address);
    expect((form?.get('profile_image') as File | null)?.name).toBe('me.png');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token');
    await waitFor(() => expect(toasts()).toContain(PROFILE_MESSAGES.success));
    expect(refetch).toHaveBeenCalledWith({ queryKey: affiliateQueries.all() });
  });

  it("shows the reply's message when the provider answers success: false", async () => {
    replyWith(updateProfile, 200, fixture(updateProfile, 200, 'failure'));
    const { save, form, router } = await openEditProfile();

    await save();

    expect(await within(form).findByRole('alert')).toHaveTextContent(fixture(updateProfile, 200, 'failure').message);
    await waitFor(() => expect(toasts()).toContain('Nothing to update.'));
    expect(router.state.location.pathname).toBe('/affiliate-dashboard/edit-profile');
  });

  it("shows 'Update failed' for success: false without a message", async () => {
    replyWith(updateProfile, 200, { success: false });
    const { save, form } = await openEditProfile();

    await save();

    expect(await within(form).findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.notUpdated);
    await waitFor(() => expect(toasts()).toContain(PROFILE_MESSAGES.notUpdated));
  });

  it("shows 'Failed to update profile' when the call fails", async () => {
    replyNetworkError(updateProfile);
    const { save, form } = await openEditProfile();

    await save();

    expect(await within(form).findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.exception);
    await waitFor(() => expect(toasts()).toContain(PROFILE_MESSAGES.exception));
  });

  it("puts the provider's 422 error under the photo", async () => {
    replyWith(updateProfile, 422);
    const { save, form, photo, user } = await openEditProfile();

    await user.upload(photo, png());
    await save();

    const message = fixture(updateProfile, 422).errors.profile_image[0];
    await waitFor(() => expect(photo).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(within(form).getAllByText(message).length).toBeGreaterThan(0);
  });

  it("shows 'Saving...' while the call is out", async () => {
    replyNever(updateProfile);
    const { save, form } = await openEditProfile();

    await save();

    expect(await within(form).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('goes back to the dashboard on Cancel', async () => {
    const { form, user, router } = await openEditProfile();

    await user.click(within(form).getByRole('link', { name: 'Cancel' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/affiliate-dashboard'));
  });
});

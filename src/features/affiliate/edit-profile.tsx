import type { AffiliateProfile } from '@contracts/affiliate/affiliate';
import { PROFILE_IMAGE_MAX_BYTES, ProfileUpdate } from '@contracts/affiliate/update-profile';
import { TextInput, Textarea } from '@mantine/core';
import { IconArrowLeft, IconPhotoUp } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ChangeEvent, useId } from 'react';
import { ButtonLink } from '@/components/button-link';
import { affiliateMutations, affiliateQueries } from '@/api/affiliate';
import { errorMessage, isSessionEnded } from '@/api/client';
import { FormFailure } from '@/components/form-failure';
import { InitialsAvatar } from '@/components/initials-avatar';
import { QueryBoundary } from '@/components/query-boundary';
import { SkeletonBlock } from '@/components/skeleton-block';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/lib/notify';
import { providerUrl } from '@/lib/urls';
import { useSiteForm } from '@/lib/use-site-form';
import markup from '@/styles/markup.module.css';
import classes from './edit-profile.module.css';
import { PayoutMethodSection } from './payout-method-form';
import portal from './portal.module.css';
import { useObjectUrl } from './use-object-url';

/** SPEC §8, profile update. */
export const PROFILE_MESSAGES = {
  success: 'Profile updated successfully!',
  notUpdated: 'Update failed',
  exception: 'Failed to update profile',
  loadFailed: 'Failed to load your profile.',
} as const;

type ProfileValues = {
  name: string;
  address: string;
  profile_image: File | undefined;
};

/** SPEC §2, edit profile: photo, name and address, prefilled from the dashboard data. */
export function EditProfile() {
  return (
    <div className={portal.page}>
      <div className={`${portal.container} ${portal.narrow}`}>
        <div className={`${portal.card} ${portal.pad} ${portal.roomy}`}>
          <div className={portal.head}>
            <h1 className={`${portal.heading} ${portal.h1} ${classes.title}`}>Edit Profile</h1>
            <p className={portal.lead}>Your photo, name and address as ITBD sees them.</p>
          </div>
          <QueryBoundary fallback={<FormSkeleton />} errorMessage={PROFILE_MESSAGES.loadFailed}>
            <LoadedProfileForm />
          </QueryBoundary>
        </div>
        <div className={classes.payout}>
          <PayoutMethodSection />
        </div>
      </div>
    </div>
  );
}

function LoadedProfileForm() {
  const { data: profile } = useSuspenseQuery(affiliateQueries.dashboard());
  // Keyed so a profile that arrives later fills the form afresh.
  return <ProfileForm key={profile.email} profile={profile} />;
}

function ProfileForm({ profile }: { profile: AffiliateProfile }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const photoInputId = useId();
  const update = useMutation(affiliateMutations.updateProfile());
  const { form, formProps, busy, failure, showFailure } = useSiteForm<ProfileValues>({
    schema: ProfileUpdate,
    initialValues: { name: profile.name, address: profile.address ?? '', profile_image: undefined },
    busy: update.isPending,
  });
  const [preview, showPreview] = useObjectUrl();

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    form.setFieldValue('profile_image', file);
    const { hasError } = form.validateField('profile_image');
    // Only an image is previewed; anything else is explained under the button.
    showPreview(hasError ? null : file);
  };

  /** The failure above the fields (or field errors on their fields) and, for every failure, SPEC §8's toast. */
  const fail = (error: unknown, fallback: string) => {
    showFailure(error, fallback);
    notify.error(errorMessage(error, fallback));
  };

  const save = (values: ProfileValues) => {
    update.mutate(values, {
      onSuccess: async (reply) => {
        if (!reply.success) {
          // A refusal without an error: its message, or the spec's, is the failure.
          fail(undefined, reply.message || PROFILE_MESSAGES.notUpdated);
          return;
        }
        if (reply.data) queryClient.setQueryData(affiliateQueries.dashboard().queryKey, reply.data);
        void queryClient.invalidateQueries({ queryKey: affiliateQueries.all() });
        notify.success(PROFILE_MESSAGES.success);
        await router.navigate({ to: '/affiliate-dashboard' });
      },
      onError: (error) => {
        // The query client has ended the session and is taking the affiliate to the login page.
        if (isSessionEnded(error)) return;
        fail(error, PROFILE_MESSAGES.exception);
      },
    });
  };

  const photoError = form.errors['profile_image'];

  return (
    <form {...formProps(save)} aria-label="Edit profile">
      <div className={`${markup.stack} ${classes.fields}`}>
        <FormFailure message={failure} />
        <div className={`${markup.group} ${classes.photoRow}`}>
          <InitialsAvatar
            name={form.values.name || profile.name}
            src={preview ?? providerUrl(profile.profile_image)}
            size={96}
            radius="50%"
            alt={preview ? 'New profile photo preview' : `Profile photo of ${profile.name}`}
          />
          <div className={`${markup.stack} ${classes.photoControls}`}>
            <input
              id={photoInputId}
              type="file"
              accept="image/*"
              className={classes.fileInput}
              onChange={choosePhoto}
              // Where a refused submit puts the focus when the photo is the first field in error.
              data-path="profile_image"
              aria-describedby={`${photoInputId}-hint${photoError ? ` ${photoInputId}-error` : ''}`}
              aria-invalid={photoError ? true : undefined}
            />
            <label htmlFor={photoInputId} className={classes.fileButton}>
              <IconPhotoUp size={18} aria-hidden />
              Change Photo
            </label>
            <p id={`${photoInputId}-hint`} className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`}>
              {form.values.profile_image
                ? `${form.values.profile_image.name}: shown as a preview until you save.`
                : `PNG, JPG, WebP or GIF, up to ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB.`}
            </p>
            {photoError && (
              <p id={`${photoInputId}-error`} className={`${markup.text} ${markup.fzSm} ${classes.photoError}`} role="alert">
                {photoError}
              </p>
            )}
          </div>
        </div>
        <TextInput label="Name" type="text" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          description="Your login email; write to us to change it."
          value={profile.email}
          readOnly
          variant="filled"
        />
        <Textarea label="Address" autoComplete="street-address" rows={3} {...form.getInputProps('address')} />
        <div className={`${markup.group} ${classes.buttons}`}>
          <ButtonLink to="/affiliate-dashboard" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Cancel
          </ButtonLink>
          <SubmitButton busy={busy} label="Save Changes" busyLabel="Saving..." />
        </div>
      </div>
    </form>
  );
}

function FormSkeleton() {
  return (
    <div className={`${markup.stack} ${classes.fields}`} aria-busy="true">
      <span className="visually-hidden">Loading your profile…</span>
      <div className={`${markup.group} ${classes.skeletonPhotoRow}`}>
        <SkeletonBlock circle h={96} />
        <div className={`${markup.stack} ${classes.skeletonLines}`}>
          <SkeletonBlock h={44} w={170} />
          <SkeletonBlock h={14} w="60%" />
        </div>
      </div>
      <SkeletonBlock h={66} />
      <SkeletonBlock h={110} />
      <div className={`${markup.group} ${classes.skeletonButtons}`}>
        <SkeletonBlock h={44} w={110} />
        <SkeletonBlock h={44} w={140} />
      </div>
    </div>
  );
}

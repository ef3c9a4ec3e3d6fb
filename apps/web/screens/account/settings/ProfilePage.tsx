'use client';

import type { Profile } from '@escapade/contracts/account-profile';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ACCOUNT_EXPORT_HREF, browserAccountProfileApi } from '../../../lib/api/account-profile';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailAddressSection } from './EmailAddressSection';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { ProfileSection } from './profile-parts';

export interface ProfilePageProps {
  /** The profile the server read with the visitor's cookie. */
  initialProfile: Profile;
  /** This page's path (`/fr-fr/account/settings/profile`): the e-mail change's link lands here. */
  profileHref: string;
  /** The market's home: where the visitor lands once the account is deleted. */
  homeHref: string;
  /** The sign-in, coming back here: offered when a refusal says the session is over. */
  signInHref: string;
}

/**
 * The profile page's forms, below the heading the server draws: personal details, the e-mail
 * address, the data export and the account's deletion. The profile as last saved is kept here, so
 * each form compares with it and the deletion asks for the current address.
 */
export function ProfilePage({ initialProfile, profileHref, homeHref, signInHref }: ProfilePageProps) {
  const api = browserAccountProfileApi;
  const [profile, setProfile] = useState(initialProfile);
  return (
    <div className="flex flex-col gap-6">
      <PersonalDetailsForm profile={profile} api={api} onSaved={setProfile} signInHref={signInHref} />
      <EmailAddressSection profile={profile} api={api} profileHref={profileHref} signInHref={signInHref} />
      <DataExportSection />
      <DeleteAccountSection profile={profile} api={api} homeHref={homeHref} signInHref={signInHref} />
    </div>
  );
}

/**
 * "Your data": everything kept about the account, as a JSON file. A plain link to the API's
 * export, which answers it as an attachment named by its day: the browser saves it under that
 * name and the page stays. (No `download` attribute: with it Chromium names the file after the
 * URL, "export", instead of the attachment's name.)
 */
function DataExportSection() {
  const t = useTranslations('profile.data');
  const id = useId();
  return (
    <ProfileSection id={`${id}-title`} title={t('title')}>
      <p id={`${id}-text`}>{t('text')}</p>
      <a href={ACCOUNT_EXPORT_HREF} aria-describedby={`${id}-text`} className="button-secondary self-start">
        {t('download')}
      </a>
    </ProfileSection>
  );
}

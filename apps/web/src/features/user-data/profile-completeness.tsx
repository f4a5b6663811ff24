import { missingProfileFields, type UserProfile } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import './user-data.css';

/**
 * Spec core §5 "Profile complete only when firstName, lastName, position, email and phone are all
 * non-empty": an incomplete profile says which fields are missing (the show's networking and
 * appointment requests rely on them).
 */
export function ProfileCompleteness({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const missing = missingProfileFields(profile);
  if (missing.length === 0) return null;
  return (
    <p className="field-hint profile-incomplete" data-testid="profile-incomplete">
      {t('userData.incomplete', {
        fields: missing.map((field) => t(`userData.fields.${field}`)).join(', '),
      })}
    </p>
  );
}

import type { Language } from '@showfloor/core';
import { useTranslation } from 'react-i18next';

/** fr/en buttons; the current language is marked pressed. Each name is shown in its own language. */
export function LanguageSwitch({
  languages,
  current,
  onChange,
}: {
  languages: readonly Language[];
  current: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <fieldset className="language-switch">
      <legend>{t('language.label')}</legend>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => onChange(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}

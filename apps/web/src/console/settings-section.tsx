import { type ConsoleSession, consoleSettingsSchema, type Language, roleAllows } from '@showfloor/core';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ConsoleApiError, consoleApi } from './console-api.js';
import { errorText } from './console-errors.js';
import { type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';
import { HomePreview } from './home-preview.js';
import { type FieldErrors, fieldId, SettingsGroup } from './settings-fields.js';
import {
  AdsGroup,
  type Draft,
  FeaturesGroup,
  HomeGroup,
  ProfilesGroup,
  ShowGroup,
  TermsGroup,
} from './settings-groups.js';
import { settingsStrings } from './settings-strings.js';
import './settings.css';

/** The fields the form edits as JSON: few organisers change them, and each is a structure of its own. */
const ADVANCED_FIELDS = ['participants', 'autologinDelay', 'restrictions', 'outdoorMap'] as const;

/** A show with nothing set yet (before any import or demo). */
const EMPTY_SHOW: Draft = {
  name: {},
  startDate: '',
  endDate: '',
  timeZone: 'Europe/Paris',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  features: {},
  profiles: [{ key: 'default', title: {} }],
};

function advancedOf(draft: Draft): string {
  const picked = Object.fromEntries(
    ADVANCED_FIELDS.filter((field) => draft[field] !== undefined).map((field) => [field, draft[field]]),
  );
  return JSON.stringify(picked, null, 2);
}

/** The draft with the advanced fields read from their JSON; undefined when it is not JSON. */
function withAdvanced(draft: Draft, advanced: string): Draft | undefined {
  let parsed: unknown;
  try {
    parsed = advanced.trim() === '' ? {} : JSON.parse(advanced);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const next: Record<string, unknown> = { ...draft };
  for (const field of ADVANCED_FIELDS) {
    if (field in parsed) next[field] = (parsed as Record<string, unknown>)[field];
    else delete next[field];
  }
  return next as Draft;
}

/** The first issue of each field, checked with the schema the back office checks with. */
function validate(draft: Draft): FieldErrors {
  const parsed = consoleSettingsSchema.safeParse(draft);
  const errors = new Map<string, string>();
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return errors;
}

/**
 * The show's settings (docs/console.md "Settings"): every field of the configuration in groups,
 * checked as typed once a save was tried, with a phone-sized preview of home beside the form.
 */
export function SettingsSection({
  session,
  strings: consoleWords,
  language,
  onSessionEnded,
}: {
  session: ConsoleSession;
  strings: ConsoleStrings;
  language: Language;
  onSessionEnded: () => void;
}) {
  const strings = settingsStrings(language);
  const mayEdit = roleAllows(session.role, 'edit');
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  const [advanced, setAdvanced] = useState('');
  const [profilesWithCode, setProfilesWithCode] = useState<string[]>([]);
  const [isChecked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [previewLanguage, setPreviewLanguage] = useState<Language>(language);
  const summary = useRef<HTMLDivElement>(null);

  const failed = useCallback(
    (failure: unknown) => {
      if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
      else setOutcome({ kind: 'error', text: errorText(failure, consoleWords) });
    },
    [onSessionEnded, consoleWords],
  );

  const load = useCallback(async () => {
    const answer = await consoleApi.settings();
    const loaded: Draft = answer.settings ?? EMPTY_SHOW;
    setDraft(loaded);
    setAdvanced(advancedOf(loaded));
    setProfilesWithCode(answer.profilesWithCode);
  }, []);

  useEffect(() => {
    load().catch(failed);
  }, [load, failed]);

  if (draft === undefined) {
    return (
      <section aria-labelledby="settings-title">
        <h1 id="settings-title">{strings.settings}</h1>
        <OutcomeLine outcome={outcome ?? { kind: 'done', text: strings.loading }} />
      </section>
    );
  }

  const complete = withAdvanced(draft, advanced);
  const errors: FieldErrors = isChecked
    ? complete === undefined
      ? new Map([['advanced', strings.advancedInvalid]])
      : validate(complete)
    : new Map();
  const onPatch = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const groupProps = { draft, onPatch, errors, strings };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setOutcome(undefined);
    const parsed = complete === undefined ? undefined : consoleSettingsSchema.safeParse(complete);
    if (parsed === undefined || !parsed.success) {
      summary.current?.focus();
      return;
    }
    try {
      const saved = await consoleApi.saveSettings(session, parsed.data);
      await load();
      setChecked(false);
      setOutcome({ kind: 'done', text: [strings.saved, ...saved.warnings].join(' ') });
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <section aria-labelledby="settings-title" className="settings">
      <h1 id="settings-title">{strings.settings}</h1>
      <p>{strings.intro}</p>
      {mayEdit ? null : <p className="settings-read-only">{strings.readOnly}</p>}
      <div className="settings-layout">
        <form className="console-form settings-form" onSubmit={save} noValidate>
          <div ref={summary} tabIndex={-1} className="settings-summary">
            {errors.size === 0 ? null : (
              <div role="alert">
                <p className="console-error">{strings.fixFields(errors.size)}</p>
                <ul>
                  {[...errors].map(([path, message]) => (
                    <li key={path}>
                      <a
                        href={`#${fieldId(path)}`}
                        onClick={(event) => {
                          // The console's sections follow the address's hash: move the focus, not the hash.
                          event.preventDefault();
                          document.getElementById(fieldId(path))?.focus();
                        }}
                      >
                        {consoleWords.fieldError(path, message)}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <fieldset disabled={!mayEdit} className="settings-all">
            <ShowGroup {...groupProps} />
            <ProfilesGroup {...groupProps} profilesWithCode={profilesWithCode} />
            <FeaturesGroup {...groupProps} />
            <HomeGroup {...groupProps} />
            <TermsGroup {...groupProps} />
            <AdsGroup {...groupProps} />
            <SettingsGroup title={strings.advanced} errors={errors} path="advanced">
              <label>
                {strings.advancedHelp}
                <textarea
                  id={fieldId('advanced')}
                  rows={6}
                  spellCheck={false}
                  value={advanced}
                  onChange={(event) => setAdvanced(event.target.value)}
                />
              </label>
            </SettingsGroup>
          </fieldset>
          <OutcomeLine outcome={outcome} />
          {mayEdit ? (
            <button type="submit" className="console-primary">
              {strings.save}
            </button>
          ) : null}
        </form>
        <aside className="settings-preview" aria-labelledby="settings-preview-title">
          <h2 id="settings-preview-title">{strings.preview}</h2>
          <p>{strings.previewNote}</p>
          <label>
            {strings.previewLanguage}
            <select
              value={previewLanguage}
              onChange={(event) => setPreviewLanguage(event.target.value === 'fr' ? 'fr' : 'en')}
            >
              <option value="fr">{strings.languageNames.fr}</option>
              <option value="en">{strings.languageNames.en}</option>
            </select>
          </label>
          <HomePreview draft={complete ?? draft} language={previewLanguage} strings={strings} />
        </aside>
      </div>
    </section>
  );
}

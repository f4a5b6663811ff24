import {
  type ConsoleSettingsInput,
  FEATURE_FLAGS,
  LANGUAGES,
  type Language,
  PROFILE_KEYS,
  type ProfileKey,
} from '@showfloor/core';
import {
  CheckField,
  type FieldErrors,
  SelectField,
  SettingsGroup,
  TextField,
  TextsField,
} from './settings-fields.js';
import type { SettingsStrings } from './settings-strings.js';

export type Draft = ConsoleSettingsInput;
type Profile = Draft['profiles'][number];
type Ad = NonNullable<Draft['ads']>[number];
type Placement = Ad['placement'];

/** What every group of the form is given: the draft, how to change it, its errors, the words. */
export interface GroupProps {
  draft: Draft;
  onPatch: (patch: Partial<Draft>) => void;
  errors: FieldErrors;
  strings: SettingsStrings;
}

export function ShowGroup({ draft, onPatch, errors, strings }: GroupProps) {
  const languages = draft.languages;
  const toggleLanguage = (language: Language, isOn: boolean) =>
    onPatch({
      languages: LANGUAGES.filter((each) => (each === language ? isOn : languages.includes(each))),
    });
  return (
    <SettingsGroup title={strings.show} errors={errors} path="languages">
      <TextsField
        path="name"
        label={strings.name}
        value={draft.name}
        onChange={(name) => onPatch({ name: name ?? {} })}
        errors={errors}
        strings={strings}
      />
      <div className="settings-pair">
        <TextField
          path="startDate"
          type="date"
          label={strings.startDate}
          value={draft.startDate}
          onChange={(startDate) => onPatch({ startDate })}
          errors={errors}
        />
        <TextField
          path="endDate"
          type="date"
          label={strings.endDate}
          value={draft.endDate}
          onChange={(endDate) => onPatch({ endDate })}
          errors={errors}
        />
      </div>
      <TextField
        path="timeZone"
        label={strings.timeZone}
        value={draft.timeZone}
        onChange={(timeZone) => onPatch({ timeZone })}
        errors={errors}
      />
      <fieldset className="settings-inline">
        <legend>{strings.languages}</legend>
        {LANGUAGES.map((language) => (
          <CheckField
            key={language}
            path={`languages.${language}`}
            label={strings.languageNames[language]}
            checked={languages.includes(language)}
            onChange={(isOn) => toggleLanguage(language, isOn)}
          />
        ))}
      </fieldset>
      <SelectField
        path="defaultLanguage"
        label={strings.defaultLanguage}
        value={draft.defaultLanguage}
        options={LANGUAGES.map((language) => ({ value: language, label: strings.languageNames[language] }))}
        onChange={(defaultLanguage) => onPatch({ defaultLanguage })}
        errors={errors}
      />
      <CheckField
        path="autoUpdate"
        label={strings.autoUpdate}
        checked={draft.autoUpdate === true}
        onChange={(autoUpdate) => onPatch({ autoUpdate })}
      />
      <TextField
        path="appVersion"
        label={strings.appVersion}
        value={draft.appVersion}
        onChange={(appVersion) => onPatch({ appVersion })}
        errors={errors}
      />
    </SettingsGroup>
  );
}

export function ProfilesGroup({
  draft,
  onPatch,
  errors,
  strings,
  profilesWithCode,
}: GroupProps & { profilesWithCode: readonly string[] }) {
  const profiles = draft.profiles;
  const setProfile = (index: number, change: Partial<Profile>) =>
    onPatch({ profiles: profiles.map((each, at) => (at === index ? { ...each, ...change } : each)) });
  const unused = PROFILE_KEYS.find((key) => !profiles.some((profile) => profile.key === key));
  return (
    <SettingsGroup title={strings.profiles} errors={errors} path="profiles">
      {profiles.map((profile, index) => {
        const hasCode = profilesWithCode.includes(profile.key);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a profile's key is edited, its place is not
          <fieldset key={index} className="settings-item">
            <legend>{strings.profile(index)}</legend>
            <SelectField<ProfileKey>
              path={`profiles.${index}.key`}
              label={strings.profileKey}
              value={profile.key}
              options={PROFILE_KEYS.map((key) => ({ value: key, label: key }))}
              onChange={(key) => setProfile(index, { key })}
              errors={errors}
            />
            <TextsField
              path={`profiles.${index}.title`}
              label={strings.profileTitle}
              value={profile.title}
              onChange={(title) => setProfile(index, { title: title ?? {} })}
              errors={errors}
              strings={strings}
            />
            <CheckField
              path={`profiles.${index}.protected`}
              label={strings.isProtected}
              checked={profile.protected === true}
              onChange={(isProtected) => setProfile(index, { protected: isProtected })}
            />
            {profile.protected === true ? (
              <>
                <TextField
                  path={`profiles.${index}.code`}
                  type="password"
                  autoComplete="new-password"
                  label={strings.newCode(hasCode)}
                  value={profile.code}
                  onChange={(code) => setProfile(index, { code: code === '' ? undefined : code })}
                  errors={errors}
                />
                {hasCode || profile.code !== undefined ? null : <p>{strings.hasNoCode}</p>}
              </>
            ) : null}
            {profiles.length > 1 ? (
              <button
                type="button"
                className="settings-remove"
                onClick={() => onPatch({ profiles: profiles.filter((_each, at) => at !== index) })}
              >
                {strings.remove} ({strings.profile(index)})
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {unused === undefined ? null : (
        <button
          type="button"
          className="settings-add"
          onClick={() => onPatch({ profiles: [...profiles, { key: unused, title: {} }] })}
        >
          {strings.addProfile}
        </button>
      )}
    </SettingsGroup>
  );
}

export function FeaturesGroup({ draft, onPatch, errors, strings }: GroupProps) {
  return (
    <SettingsGroup title={strings.features} errors={errors} path="features">
      <div className="settings-columns">
        {FEATURE_FLAGS.map((flag) => (
          <CheckField
            key={flag}
            path={`features.${flag}`}
            label={strings.featureNames[flag]}
            checked={draft.features[flag] === true}
            onChange={(isOn) => onPatch({ features: { ...draft.features, [flag]: isOn } })}
          />
        ))}
      </div>
    </SettingsGroup>
  );
}

const SOCIAL_MEDIA = ['twitter', 'facebook', 'instagram', 'youtube', 'linkedin'] as const;

export function HomeGroup({ draft, onPatch, errors, strings }: GroupProps) {
  const socialmedia = draft.socialmedia ?? {};
  return (
    <SettingsGroup title={strings.homeAndMenu} errors={errors}>
      <p>{strings.homeNote}</p>
      <TextsField
        path="practicalInfoUrl"
        label={strings.practicalInfoUrl}
        value={draft.practicalInfoUrl}
        onChange={(practicalInfoUrl) => onPatch({ practicalInfoUrl })}
        errors={errors}
        strings={strings}
      />
      <fieldset className="settings-item">
        <legend>{strings.socialmedia}</legend>
        <div className="settings-columns">
          {SOCIAL_MEDIA.map((network) => (
            <TextField
              key={network}
              path={`socialmedia.${network}`}
              label={network}
              value={socialmedia[network]}
              onChange={(url) =>
                onPatch({ socialmedia: { ...socialmedia, [network]: url === '' ? undefined : url } })
              }
              errors={errors}
            />
          ))}
        </div>
      </fieldset>
      <TextsField
        path="promo.label"
        label={strings.promoLabel}
        value={draft.promo?.label}
        onChange={(label) =>
          onPatch({
            promo:
              label === undefined && !draft.promo?.url
                ? undefined
                : { url: '', ...draft.promo, label: label ?? {} },
          })
        }
        errors={errors}
        strings={strings}
      />
      <TextField
        path="promo.url"
        label={strings.promoUrl}
        value={draft.promo?.url}
        onChange={(url) =>
          onPatch({
            promo:
              url === '' && draft.promo?.label === undefined ? undefined : { label: {}, ...draft.promo, url },
          })
        }
        errors={errors}
      />
      <TextField
        path="polls.url"
        label={strings.pollsUrl}
        value={draft.polls?.url}
        onChange={(url) => onPatch({ polls: url === '' ? {} : { url } })}
        errors={errors}
      />
      {(['forgottenPasswordUrl', 'createAccountUrl', 'userBadgeUrl'] as const).map((field) => (
        <TextsField
          key={field}
          path={field}
          label={strings[field]}
          value={draft[field]}
          onChange={(texts) => onPatch({ [field]: texts })}
          errors={errors}
          strings={strings}
        />
      ))}
    </SettingsGroup>
  );
}

export function TermsGroup({ draft, onPatch, errors, strings }: GroupProps) {
  return (
    <SettingsGroup title={strings.terms} errors={errors}>
      <TextsField
        path="termsUrl"
        label={strings.termsUrl}
        value={draft.termsUrl}
        onChange={(termsUrl) => onPatch({ termsUrl })}
        errors={errors}
        strings={strings}
      />
    </SettingsGroup>
  );
}

const PLACEMENTS: readonly Placement[] = ['home-top', 'home-bottom', 'list', 'interstitial'];

export function AdsGroup({ draft, onPatch, errors, strings }: GroupProps) {
  const ads = draft.ads ?? [];
  const setAd = (index: number, change: Partial<Ad>) =>
    onPatch({ ads: ads.map((each, at) => (at === index ? { ...each, ...change } : each)) });
  return (
    <SettingsGroup title={strings.ads} errors={errors} path="ads">
      {ads.map((ad, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an ad's id is edited, its place is not
        <fieldset key={index} className="settings-item">
          <legend>{strings.ad(index)}</legend>
          <div className="settings-pair">
            <TextField
              path={`ads.${index}.id`}
              label={strings.adId}
              value={ad.id}
              onChange={(id) => setAd(index, { id })}
              errors={errors}
            />
            <TextField
              path={`ads.${index}.image`}
              label={strings.adImage}
              value={ad.image}
              onChange={(image) => setAd(index, { image })}
              errors={errors}
            />
          </div>
          <TextsField
            path={`ads.${index}.link`}
            label={strings.adLink}
            value={ad.link}
            onChange={(link) => setAd(index, { link })}
            errors={errors}
            strings={strings}
          />
          <div className="settings-pair">
            <TextField
              path={`ads.${index}.bgcolor`}
              label={strings.adColor}
              value={ad.bgcolor}
              onChange={(bgcolor) => setAd(index, { bgcolor: bgcolor === '' ? undefined : bgcolor })}
              errors={errors}
            />
            <SelectField<Placement>
              path={`ads.${index}.placement`}
              label={strings.adPlacement}
              value={ad.placement}
              options={PLACEMENTS.map((placement) => ({
                value: placement,
                label: strings.placements[placement],
              }))}
              onChange={(placement) => setAd(index, { placement })}
              errors={errors}
            />
          </div>
          <button
            type="button"
            className="settings-remove"
            onClick={() => onPatch({ ads: ads.filter((_each, at) => at !== index) })}
          >
            {strings.remove} ({strings.ad(index)})
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="settings-add"
        onClick={() =>
          onPatch({ ads: [...ads, { id: `ad-${ads.length + 1}`, image: '', placement: 'home-top' }] })
        }
      >
        {strings.addAd}
      </button>
    </SettingsGroup>
  );
}

// The four steps of onboarding. Nickname, gender and birthday are required; region, who to meet and the
// avatar can be skipped (DESIGN §3).
import { ageOn, checkProfileUsername, type UserInfo } from '@kk/contract';
import { useQuery } from '@tanstack/react-query';
import Input from 'antd-mobile/es/components/input';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickDate, pickRegion, preloadRegions } from '../../entities/profile/pickers.ts';
import { birthdayBounds } from '../../entities/profile/profile-form.ts';
import { regionValue } from '../../entities/profile/profile-options.ts';
import { locationQuery } from '../../entities/profile/queries.ts';
import { SystemAvatarPicker } from '../../features/profile-media/SystemAvatarPicker.tsx';
import { MEDIA_SHEET, useProfileMedia } from '../../features/profile-media/useProfileMedia.ts';
import { K } from '../../shared/i18n/keys.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { CachedImage } from '../../shared/ui/CachedImage.tsx';
import { CameraIcon, ChevronRightIcon, ImageIcon, LocationIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { UploadSheet } from '../../shared/upload/UploadSheet.tsx';
import styles from './Onboarding.module.css';
import type { Changes } from './OnboardingPage.tsx';
import { BIRTHDAY_START, initialNickname } from './onboarding.ts';

interface StepProps {
  user: UserInfo;
  /** The server's refusal of this step's last save, shown in place. */
  problem: string | null;
  busy: boolean;
  onSubmit: (changes: Changes) => void;
  onSkip: () => void;
}

interface LayoutProps {
  title: string;
  body: string;
  problem: string | null;
  busy: boolean;
  primary: string;
  onPrimary: () => void;
  onSkip?: () => void;
  children: ReactNode;
}

function StepLayout({ title, body, problem, busy, primary, onPrimary, onSkip, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <form
      className={styles.step}
      onSubmit={(event) => {
        event.preventDefault();
        onPrimary();
      }}
    >
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.body}>{body}</p>
      <div className={styles.fields}>{children}</div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.footer}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {primary}
        </button>
        {onSkip ? (
          <button type="button" className={styles.skip} disabled={busy} onClick={onSkip}>
            {t(K.onboarding.skip)}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Choice({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={cx(styles.choice, pressed && styles.chosen)}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

const pickerTexts = (t: TFunction, title: string) => ({
  title,
  confirm: t(K.onboarding.confirm),
  cancel: t(K.onboarding.cancel),
});

export function NameStep({ user, problem, busy, onSubmit }: StepProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(() => initialNickname(user.username));
  const [gender, setGender] = useState(user.gender);
  const [local, setLocal] = useState<string | null>(null);

  const submit = () => {
    const trimmed = name.trim();
    const nameProblem = trimmed === '' ? 'onboarding.nameRequired' : checkProfileUsername(trimmed, user.username);
    if (nameProblem === 'onboarding.nameRequired') return setLocal(t(K.onboarding.nameRequired));
    if (nameProblem) return setLocal(messageText(t, nameProblem));
    if (gender === 0) return setLocal(t(K.onboarding.genderRequired));
    setLocal(null);
    const changes: Changes = {};
    if (trimmed !== user.username) changes.username = trimmed;
    if (gender !== user.gender) changes.gender = gender;
    onSubmit(changes);
  };

  return (
    <StepLayout
      title={t(K.onboarding.nameTitle)}
      body={t(K.onboarding.nameBody)}
      problem={local ?? problem}
      busy={busy}
      primary={t(K.onboarding.next)}
      onPrimary={submit}
    >
      <label className={styles.label} htmlFor="onboarding-nickname">
        {t(K.onboarding.nickname)}
      </label>
      <Input
        id="onboarding-nickname"
        className={styles.input}
        value={name}
        onChange={setName}
        placeholder={t(K.onboarding.nicknamePlaceholder)}
        maxLength={20}
        aria-label={t(K.onboarding.nickname)}
        clearable
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t(K.onboarding.gender)}</legend>
        <div className={styles.choices}>
          <Choice label={t(K.onboarding.male)} pressed={gender === 1} onClick={() => setGender(1)} />
          <Choice label={t(K.onboarding.female)} pressed={gender === 2} onClick={() => setGender(2)} />
        </div>
      </fieldset>
    </StepLayout>
  );
}

export function BirthdayStep({ user, problem, busy, onSubmit }: StepProps) {
  const { t } = useTranslation();
  const [birthday, setBirthday] = useState(user.birthday);
  const [local, setLocal] = useState<string | null>(null);
  const age = birthday ? ageOn(birthday, Date.now()) : null;

  const choose = async () => {
    // Opens near 1995-01-01 while none is set, not at the youngest allowed age.
    const value = await pickDate(
      pickerTexts(t, t(K.onboarding.birthday)),
      birthday || BIRTHDAY_START,
      birthdayBounds(Date.now()),
    );
    if (value) {
      setBirthday(value);
      setLocal(null);
    }
  };

  const submit = () => {
    if (!birthday) return setLocal(t(K.onboarding.birthdayRequired));
    onSubmit(birthday === user.birthday ? {} : { birthday });
  };

  return (
    <StepLayout
      title={t(K.onboarding.birthdayTitle)}
      body={t(K.onboarding.birthdayBody)}
      problem={local ?? problem}
      busy={busy}
      primary={t(K.onboarding.next)}
      onPrimary={submit}
    >
      <button type="button" className={styles.pickRow} onClick={() => void choose()}>
        <span className={styles.pickLabel}>{t(K.onboarding.birthday)}</span>
        <span className={cx(styles.pickValue, !birthday && styles.placeholder)}>
          {birthday ? `${birthday} · ${t(K.onboarding.ageIs, { age })}` : t(K.onboarding.birthdayPick)}
        </span>
        <ChevronRightIcon size={16} />
      </button>
    </StepLayout>
  );
}

const WANT_CHOICES = [
  { value: 1, key: K.onboarding.want1 },
  { value: 2, key: K.onboarding.want2 },
  { value: 0, key: K.onboarding.want0 },
] as const;

export function PlaceStep({ user, problem, busy, onSubmit, onSkip }: StepProps) {
  const { t } = useTranslation();
  const [region, setRegion] = useState<[string, string, string]>([user.province, user.city, user.county]);
  // The server set it to the other gender when the gender was first saved (contract defaultWantGender).
  const [want, setWant] = useState(user.want_gender);
  const hasRegion = region[0] !== '';
  const location = useQuery({ ...locationQuery(!hasRegion), select: (place) => (place.province ? place : null) });
  const suggestion = hasRegion ? null : (location.data ?? null);

  const choose = async (start: string[]) => {
    const picked = await pickRegion(pickerTexts(t, t(K.onboarding.region)), start);
    if (picked) setRegion(picked);
    return picked;
  };

  const submit = async () => {
    let place = region;
    // The located place is the picker's start: the user confirms it (and picks the district) before it is saved.
    if (!hasRegion && suggestion) {
      const picked = await choose(regionValue(suggestion.province, suggestion.city, ''));
      if (!picked) return;
      place = picked;
    }
    const changes: Changes = {};
    const [province, city, county] = place;
    if (province !== user.province || city !== user.city || county !== user.county) {
      Object.assign(changes, { province, city, county });
    }
    if (want !== user.want_gender) changes.want_gender = want;
    onSubmit(changes);
  };

  const placeText = hasRegion ? region.filter(Boolean).join(' ') : null;
  return (
    <StepLayout
      title={t(K.onboarding.placeTitle)}
      body={t(K.onboarding.placeBody)}
      problem={problem}
      busy={busy}
      primary={t(K.onboarding.next)}
      onPrimary={() => void submit()}
      onSkip={onSkip}
    >
      <button
        type="button"
        className={styles.pickRow}
        onPointerEnter={() => void preloadRegions().catch(() => undefined)}
        onClick={() =>
          void choose(
            hasRegion
              ? regionValue(...region)
              : suggestion
                ? regionValue(suggestion.province, suggestion.city, '')
                : [],
          )
        }
      >
        <LocationIcon size={18} />
        <span className={styles.pickLabel}>{t(K.onboarding.region)}</span>
        <span className={cx(styles.pickValue, !placeText && styles.placeholder)}>
          {placeText ??
            (suggestion
              ? t(K.onboarding.regionSuggest, { place: `${suggestion.province} ${suggestion.city}` })
              : t(K.onboarding.regionPick))}
        </span>
        <ChevronRightIcon size={16} />
      </button>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t(K.onboarding.wantGender)}</legend>
        <div className={styles.choices}>
          {WANT_CHOICES.map((choice) => (
            <Choice
              key={choice.value}
              label={t(choice.key)}
              pressed={want === choice.value}
              onClick={() => setWant(choice.value)}
            />
          ))}
        </div>
      </fieldset>
    </StepLayout>
  );
}

export function AvatarStep({ user, busy, onSkip }: StepProps) {
  const { t } = useTranslation();
  const media = useProfileMedia();
  return (
    <StepLayout
      title={t(K.onboarding.avatarTitle)}
      body={t(K.onboarding.avatarBody)}
      problem={null}
      busy={busy || media.saving}
      primary={t(K.onboarding.finish)}
      onPrimary={onSkip}
    >
      <div className={styles.avatar}>
        {user.avatar ? <CachedImage src={user.avatar} alt={t(K.onboarding.avatarPreview)} /> : <UserIcon size={48} />}
      </div>
      <div className={styles.choices}>
        <button type="button" className={styles.choice} onClick={() => media.open(MEDIA_SHEET.avatar)}>
          <CameraIcon size={18} />
          {t(K.onboarding.avatarUpload)}
        </button>
        <button type="button" className={styles.choice} onClick={() => media.open(MEDIA_SHEET.system)}>
          <ImageIcon size={18} />
          {t(K.onboarding.avatarSystem)}
        </button>
      </div>
      <SystemAvatarPicker
        open={media.sheet === MEDIA_SHEET.system}
        current={user.avatar}
        onChoose={(url) => void media.chooseSystemAvatar(url)}
        onClose={media.close}
      />
      <UploadSheet
        open={media.sheet === MEDIA_SHEET.avatar}
        title={t(K.upload.avatarTitle)}
        uploader={media.avatarUploader}
        saving={media.saving}
        onClose={media.close}
      />
    </StepLayout>
  );
}

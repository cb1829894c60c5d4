import { PROFILE, type UserInfo } from '@kk/contract';
import { useQuery } from '@tanstack/react-query';
import TextArea from 'antd-mobile/es/components/text-area';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pickDate, pickOne, pickRegion, preloadRegions } from '../../entities/profile/pickers.ts';
import { birthdayBounds, FIELD, type ProfileField } from '../../entities/profile/profile-form.ts';
import {
  GENDER_CHOICES,
  genderKey,
  HEIGHT_CHOICES,
  MARRIAGE_CHOICES,
  marriageKey,
  regionValue,
  SALARY_CHOICES,
  salaryKey,
  WEIGHT_CHOICES,
} from '../../entities/profile/profile-options.ts';
import { locationQuery } from '../../entities/profile/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { InputRow, PickerRow, RowGroup } from './FormRows.tsx';
import styles from './ProfileForm.module.css';
import { useProfileForm } from './useProfileForm.ts';

/** Every editable field of updateUserInfo, with a picker wherever the answers are a fixed set. */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const form = useProfileForm(user);
  const signatureId = useId();
  const { draft, set } = form;
  const bad = (field: ProfileField) => form.invalid === field;
  const notSet = t(K.profile.notSet);
  const texts = (title: string) => ({ title, confirm: t(K.app.confirm), cancel: t(K.app.cancel) });
  // Only a suggestion: shown while no region is set, applied only when the user confirms it in the picker.
  const location = useQuery(locationQuery(user.province === ''));
  const suggestion = draft.province === '' && location.data?.province ? location.data : null;

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000));
    idle(() => void preloadRegions().catch(() => undefined));
  }, []);

  const chooseRegion = async (start: string[]) => {
    const region = await pickRegion(texts(t(K.profile.region)), start);
    if (region) set({ province: region[0], city: region[1], county: region[2] });
  };
  const chooseNumber = async (field: typeof FIELD.height | typeof FIELD.weight, title: string) => {
    const choices = field === FIELD.height ? HEIGHT_CHOICES : WEIGHT_CHOICES;
    const start = draft[field] || (field === FIELD.height ? 165 : 55);
    const value = await pickOne(texts(title), choices, (v) => numberText(field, v), start);
    if (value !== null) set(field === FIELD.height ? { height: value } : { weight: value });
  };
  const numberText = (field: typeof FIELD.height | typeof FIELD.weight, value: number) => {
    if (value <= 0) return notSet;
    return field === FIELD.height ? t(K.profile.heightValue, { value }) : t(K.profile.weightValue, { value });
  };

  return (
    <>
      <RowGroup title={t(K.profile.title)}>
        <InputRow
          label={t(K.profile.username)}
          value={draft.username}
          onChange={(username) => set({ username })}
          placeholder={t(K.profile.usernamePlaceholder)}
          maxLength={PROFILE.usernameMax}
          invalid={bad(FIELD.username)}
        />
        <PickerRow
          label={t(K.profile.gender)}
          value={t(genderKey(draft.gender))}
          empty={draft.gender === 0}
          invalid={bad(FIELD.gender)}
          onClick={async () => {
            const label = (v: number) => t(genderKey(v));
            const gender = await pickOne(texts(t(K.profile.gender)), GENDER_CHOICES, label, draft.gender);
            if (gender !== null) set({ gender });
          }}
        />
        <PickerRow
          label={t(K.profile.birthday)}
          value={draft.birthday || notSet}
          empty={draft.birthday === ''}
          invalid={bad(FIELD.birthday)}
          onClick={async () => {
            const birthday = await pickDate(texts(t(K.profile.birthday)), draft.birthday, birthdayBounds(Date.now()));
            if (birthday) set({ birthday });
          }}
        />
        <PickerRow
          label={t(K.profile.height)}
          value={numberText(FIELD.height, draft.height)}
          empty={draft.height === 0}
          invalid={bad(FIELD.height)}
          onClick={() => void chooseNumber(FIELD.height, t(K.profile.height))}
        />
        <PickerRow
          label={t(K.profile.weight)}
          value={numberText(FIELD.weight, draft.weight)}
          empty={draft.weight === 0}
          invalid={bad(FIELD.weight)}
          onClick={() => void chooseNumber(FIELD.weight, t(K.profile.weight))}
        />
        <PickerRow
          label={t(K.profile.marriage)}
          value={t(marriageKey(draft.marriage))}
          empty={draft.marriage === 0}
          invalid={bad(FIELD.marriage)}
          onClick={async () => {
            const label = (v: number) => t(marriageKey(v));
            const marriage = await pickOne(texts(t(K.profile.marriage)), MARRIAGE_CHOICES, label, draft.marriage);
            if (marriage !== null) set({ marriage });
          }}
        />
        <PickerRow
          label={t(K.profile.region)}
          value={
            draft.province
              ? t(K.profile.regionValue, { province: draft.province, city: draft.city, county: draft.county })
              : notSet
          }
          empty={draft.province === ''}
          invalid={bad(FIELD.province) || bad(FIELD.city) || bad(FIELD.county)}
          onClick={() => void chooseRegion(regionValue(draft.province, draft.city, draft.county))}
        />
        {suggestion ? (
          <div className={styles.suggest}>
            <p>{t(K.profile.regionSuggest, { place: `${suggestion.province} ${suggestion.city}` })}</p>
            <button
              type="button"
              className={styles.suggestUse}
              onClick={() => void chooseRegion(regionValue(suggestion.province, suggestion.city, ''))}
            >
              {t(K.profile.regionUse)}
            </button>
          </div>
        ) : null}
        <InputRow
          label={t(K.profile.address)}
          value={draft.address}
          onChange={(address) => set({ address })}
          placeholder={t(K.profile.addressPlaceholder)}
          maxLength={PROFILE.addressMax}
          invalid={bad(FIELD.address)}
        />
        <InputRow
          label={t(K.profile.work)}
          value={draft.work}
          onChange={(work) => set({ work })}
          placeholder={t(K.profile.workPlaceholder)}
          maxLength={PROFILE.workMax}
          invalid={bad(FIELD.work)}
        />
        <PickerRow
          label={t(K.profile.salary)}
          value={t(salaryKey(draft.salary))}
          empty={draft.salary === ''}
          invalid={bad(FIELD.salary)}
          onClick={async () => {
            const label = (v: string) => t(salaryKey(v));
            const salary = await pickOne(texts(t(K.profile.salary)), SALARY_CHOICES, label, draft.salary);
            if (salary !== null) set({ salary });
          }}
        />
        <InputRow
          label={t(K.profile.email)}
          value={draft.email}
          onChange={(email) => set({ email })}
          placeholder={t(K.profile.emailPlaceholder)}
          maxLength={PROFILE.emailMax}
          invalid={bad(FIELD.email)}
          inputProps={{ type: 'email', inputMode: 'email', autoComplete: 'email' }}
        />
        <div className={cx(styles.signature, bad(FIELD.signature) && styles.invalid)}>
          <label className={styles.signatureLabel} htmlFor={signatureId}>
            {t(K.profile.signature)}
          </label>
          <TextArea
            className={styles.textarea}
            value={draft.signature}
            onChange={(signature) => set({ signature })}
            placeholder={t(K.profile.signaturePlaceholder)}
            maxLength={PROFILE.signatureMax}
            showCount={true}
            autoSize={SIGNATURE_ROWS}
            id={signatureId}
          />
        </div>
      </RowGroup>
      {form.dirty > 0 ? (
        <div className={styles.saveBar}>
          <span className={styles.saveNote}>{t(K.profile.unsaved, { count: form.dirty })}</span>
          <button type="button" className={styles.discard} onClick={form.discard} disabled={form.saving}>
            {t(K.profile.discard)}
          </button>
          <button type="button" className={styles.save} onClick={() => void form.save()} disabled={form.saving}>
            {form.saving ? t(K.profile.saving) : t(K.profile.save)}
          </button>
        </div>
      ) : null}
    </>
  );
}

const SIGNATURE_ROWS = { minRows: 2, maxRows: 4 };

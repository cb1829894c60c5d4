// The feed's filter sheet: who (gender), verified only, age and height ranges, province and city. Applied as a whole with
// 确定; the page keeps it for the session (feed-filter.ts).
import CascadePicker from 'antd-mobile/es/components/cascade-picker';
import Popup from 'antd-mobile/es/components/popup';
import Slider from 'antd-mobile/es/components/slider';
import Switch from 'antd-mobile/es/components/switch';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_SLIDER, boundsFrom, type FeedFilter, HEIGHT_SLIDER } from '../../entities/people/feed-filter.ts';
import { preloadRegions } from '../../entities/profile/pickers.ts';
import type { CascadeOption } from '../../entities/profile/profile-options.ts';
import { useVip } from '../../features/pay/useVip.ts';
import { VipBadge, VipInvite } from '../../features/pay/VipInvite.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { ChevronRightIcon } from '../../shared/ui/icons.tsx';
import styles from './FilterSheet.module.css';

interface FilterSheetProps {
  open: boolean;
  filter: FeedFilter;
  /** The user's own choice (from 想认识): what 重置 returns to. */
  ownFilter: FeedFilter;
  onApply: (filter: FeedFilter) => void;
  onClose: () => void;
}

const GENDER_CHOICES = [
  { value: 0, key: K.feedFilter.any },
  { value: 1, key: K.onboarding.want1 },
  { value: 2, key: K.onboarding.want2 },
] as const;

/** Province > city, each with "any" first: the feed filters by province and city, not by county. */
function filterRegions(tree: CascadeOption[], any: string): CascadeOption[] {
  return [
    { label: any, value: '' },
    ...tree.map((province) => ({
      label: province.label,
      value: province.value,
      children: [
        { label: any, value: '' },
        ...(province.children ?? []).map((city) => ({ label: city.label, value: city.value })),
      ],
    })),
  ];
}

export function FilterSheet({ open, filter, ownFilter, onApply, onClose }: FilterSheetProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filter);
  // Height is a VIP filter (the server refuses it to others with -2805): locked, with the invitation.
  const vip = useVip();
  const heightLocked = vip.filterLocked('heightMin') || vip.filterLocked('heightMax');
  // Each opening starts from what is applied.
  useEffect(() => {
    if (open) setDraft(filter);
  }, [open, filter]);

  const age: [number, number] = [draft.ageMin ?? AGE_SLIDER.min, draft.ageMax ?? AGE_SLIDER.max];
  const height: [number, number] = [draft.heightMin ?? HEIGHT_SLIDER.min, draft.heightMax ?? HEIGHT_SLIDER.max];
  const ageText =
    draft.ageMin === null && draft.ageMax === null
      ? t(K.feedFilter.any)
      : draft.ageMax === null
        ? t(K.feedFilter.ageFrom, { min: age[0] })
        : t(K.feedFilter.ageRange, { min: age[0], max: age[1] });
  const heightText =
    draft.heightMin === null && draft.heightMax === null
      ? t(K.feedFilter.any)
      : draft.heightMax === null
        ? t(K.feedFilter.heightFrom, { min: height[0] })
        : t(K.feedFilter.heightRange, { min: height[0], max: height[1] });
  const regionText = [draft.province, draft.city].filter(Boolean).join(' ') || t(K.feedFilter.any);

  const chooseRegion = async () => {
    const any = t(K.feedFilter.any);
    const options = filterRegions(await preloadRegions(), any);
    const value = await CascadePicker.prompt({
      title: t(K.feedFilter.region),
      confirmText: t(K.feedFilter.confirm),
      cancelText: t(K.feedFilter.cancel),
      options,
      defaultValue: draft.province ? [draft.province, draft.city] : [''],
    });
    if (!value) return;
    const [province = '', city = ''] = value.map((part) => String(part ?? ''));
    setDraft((current) => ({ ...current, province, city: province ? city : '' }));
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body}>
      <section className={styles.sheet} aria-label={t(K.feedFilter.title)}>
        <h2 className={styles.title}>{t(K.feedFilter.title)}</h2>

        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t(K.feedFilter.gender)}</legend>
          <div className={styles.choices}>
            {GENDER_CHOICES.map((choice) => (
              <button
                key={choice.value}
                type="button"
                className={cx(styles.choice, draft.gender === choice.value && styles.chosen)}
                aria-pressed={draft.gender === choice.value}
                onClick={() => setDraft((current) => ({ ...current, gender: choice.value }))}
              >
                {t(choice.key)}
              </button>
            ))}
          </div>
        </fieldset>

        <div className={styles.switchRow}>
          <span className={styles.switchText}>
            <span className={styles.label}>{t(K.verify.onlyVerified)}</span>
            <span className={styles.hint}>{t(K.verify.onlyVerifiedHint)}</span>
          </span>
          <Switch
            checked={draft.verifiedOnly}
            aria-label={t(K.verify.onlyVerified)}
            onChange={(verifiedOnly) => setDraft((current) => ({ ...current, verifiedOnly }))}
          />
        </div>

        <div className={styles.labelRow}>
          <h3 className={styles.label}>{t(K.feedFilter.age)}</h3>
          <span className={styles.value}>{ageText}</span>
        </div>
        <Slider
          range
          min={AGE_SLIDER.min}
          max={AGE_SLIDER.max}
          value={age}
          onChange={(value) => {
            const [ageMin, ageMax] = boundsFrom(value as [number, number], AGE_SLIDER);
            setDraft((current) => ({ ...current, ageMin, ageMax }));
          }}
        />

        <div className={styles.labelRow}>
          <h3 className={styles.label}>
            {t(K.feedFilter.height)}
            {heightLocked ? <VipBadge /> : null}
          </h3>
          <span className={styles.value}>{heightText}</span>
        </div>
        <Slider
          range
          disabled={heightLocked}
          min={HEIGHT_SLIDER.min}
          max={HEIGHT_SLIDER.max}
          value={height}
          onChange={(value) => {
            const [heightMin, heightMax] = boundsFrom(value as [number, number], HEIGHT_SLIDER);
            setDraft((current) => ({ ...current, heightMin, heightMax }));
          }}
        />
        {heightLocked ? (
          <VipInvite compact title={t(K.vip.inviteFiltersTitle)} body={t(K.vip.inviteFiltersBody)} onLeave={onClose} />
        ) : null}

        <button
          type="button"
          className={styles.regionRow}
          onPointerEnter={() => void preloadRegions().catch(() => undefined)}
          onClick={() => void chooseRegion()}
        >
          <span className={styles.label}>{t(K.feedFilter.region)}</span>
          <span className={styles.value}>{regionText}</span>
          <ChevronRightIcon size={16} />
        </button>

        <div className={styles.footer}>
          <button type="button" className={styles.reset} onClick={() => setDraft(ownFilter)}>
            {t(K.feedFilter.reset)}
          </button>
          <button
            type="button"
            className={styles.apply}
            onClick={() => onApply(heightLocked ? { ...draft, heightMin: null, heightMax: null } : draft)}
          >
            {t(K.feedFilter.apply)}
          </button>
        </div>
      </section>
    </Popup>
  );
}

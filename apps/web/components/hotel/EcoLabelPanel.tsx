import { shouldShowEcoLabel } from '@escapade/domain/site-shell';
import { useTranslations } from 'next-intl';
import { FacilityName } from './FacilityName';

/** The eco label panel: shown when the hotel has 8 or more ecoFacilities. */
export function EcoLabelPanel({ ecoFacilities }: { ecoFacilities: readonly string[] }) {
  const t = useTranslations('hotel');
  if (!shouldShowEcoLabel(ecoFacilities.length)) return null;
  return (
    <aside aria-labelledby="eco-label-title" className="flex flex-col gap-3 rounded-card bg-brand-50 p-5 ring-1 ring-brand-200">
      <div className="flex items-center gap-3">
        <svg viewBox="0 0 24 24" className="size-8 shrink-0 text-brand-700" aria-hidden="true" focusable="false">
          <path d="M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div>
          <h3 id="eco-label-title" className="font-bold text-brand-900">
            {t('ecoLabel.title')}
          </h3>
          <p className="text-sm text-muted">{t('ecoLabel.text', { count: ecoFacilities.length })}</p>
        </div>
      </div>
      <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {ecoFacilities.map((code) => (
          <li key={code} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            <FacilityName code={code} kind="ecoFacilities" />
          </li>
        ))}
      </ul>
    </aside>
  );
}

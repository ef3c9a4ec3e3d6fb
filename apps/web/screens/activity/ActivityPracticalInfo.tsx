'use client';

import type { ActivityProduct } from '@escapade/contracts/activity-product';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { DialogButton, ProductDialog } from '../../components/product/ProductDialog';

// Leaflet loads with the modal, not with the page.
const ActivityLocationMap = dynamic(() => import('./ActivityLocationMap'), { ssr: false });

export type ActivityPracticalData = Pick<ActivityProduct, 'locations' | 'activities' | 'niceToKnow' | 'importantInfo'>;

/** The practical-info modal of an activity: getting there with map, opening hours, things to know. */
export function ActivityPracticalInfo({ product, tileUrl }: { product: ActivityPracticalData; tileUrl: string }) {
  const t = useTranslations('activity.practical');
  const schedules = product.activities.filter((activity) => activity.schedules);
  const importantInformation = [...new Set([product.importantInfo, ...product.activities.map((activity) => activity.importantInformation)].filter(Boolean))];
  return (
    <ProductDialog
      title={t('title')}
      trigger={<DialogButton>{t('open')}</DialogButton>}
    >
      <section aria-labelledby="activity-getting-there" className="flex flex-col gap-2">
        <h3 id="activity-getting-there" className="text-lg font-bold text-brand-900">
          {t('gettingThere')}
        </h3>
        <ul className="flex flex-col gap-1">
          {product.locations.map((location) => (
            <li key={location.activityCenterId}>
              <span className="font-semibold">{location.activityCenterLabel}</span>, {location.address}, {location.zipCode} {location.label}{' '}
              <a
                href={`https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=15/${location.latitude}/${location.longitude}`}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                {t('openMap', { place: location.activityCenterLabel })}
              </a>
            </li>
          ))}
        </ul>
        <ActivityLocationMap
          tileUrl={tileUrl}
          label={t('mapLabel')}
          places={product.locations.map((location) => ({ key: String(location.activityCenterId), label: location.activityCenterLabel, lat: location.latitude, lng: location.longitude }))}
        />
      </section>
      <section aria-labelledby="activity-opening-hours" className="flex flex-col gap-2">
        <h3 id="activity-opening-hours" className="text-lg font-bold text-brand-900">
          {t('openingHours')}
        </h3>
        {schedules.length ? (
          <ul className="flex flex-col gap-1">
            {schedules.map((activity) => (
              <li key={activity.id}>
                <span className="font-semibold">{activity.title}</span>: {activity.schedules}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noSchedules')}</p>
        )}
      </section>
      <section aria-labelledby="activity-things-to-know" className="flex flex-col gap-2">
        <h3 id="activity-things-to-know" className="text-lg font-bold text-brand-900">
          {t('thingsToKnow')}
        </h3>
        <ul className="list-disc pl-5">
          {[...new Set([...product.niceToKnow, ...importantInformation])].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </ProductDialog>
  );
}

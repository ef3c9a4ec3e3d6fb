import { useTranslations } from 'next-intl';

type FacilityKey = `facilities.${string}` | `ecoFacilities.${string}`;

/** A facility's name in the market language; an unknown code shows as sent. */
export function FacilityName({ code, kind }: { code: string; kind: 'facilities' | 'ecoFacilities' }) {
  const t = useTranslations('hotel');
  const key: FacilityKey = `${kind}.${code}`;
  return <>{t.has(key as Parameters<typeof t.has>[0]) ? t(key as Parameters<typeof t>[0]) : code}</>;
}

import { useTranslations } from 'next-intl';
import Link from 'next/link';

/** An expired offer: 'Too late!' - 'This offer has expired... Luckily, we have other stays to suggest you.' */
export function TooLate({ hotelHref }: { hotelHref: string }) {
  const t = useTranslations('product');
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-card">
      <h1 className="text-3xl font-bold text-brand-900">{t('tooLateTitle')}</h1>
      <p>{t('tooLateText')}</p>
      <Link href={hotelHref} className="button-primary">
        {t('seeOtherOffersFromHotel')}
      </Link>
    </section>
  );
}

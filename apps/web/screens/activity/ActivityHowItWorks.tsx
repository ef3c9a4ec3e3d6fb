import { useTranslations } from 'next-intl';

/**
 * The activity page's 'How it works' section: the voucher is digital ("sent by e-mail at once")
 * and valid 12 months.
 */
export function ActivityHowItWorks() {
  const t = useTranslations('activity.howItWorks');
  const steps = [t('step1'), t('step2'), t('step3')];
  return (
    <section aria-labelledby="activity-how-it-works" className="flex flex-col gap-4">
      <h2 id="activity-how-it-works" className="text-2xl font-bold text-brand-900">
        {t('title')}
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-line">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
